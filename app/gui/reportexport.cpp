#include "reportexport.h"

#include "common/messagetext.h"
#include "common/selectionstate.h"
#include "compare/comparisonview.h"
#include "panels/clusterpanel.h"
#include "report/report.h"
#include "report/report_cluster.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace steplens {

namespace {
const auto kReportName = QStringLiteral("report.md");

// Markdown link text must not close the brackets early.
QString linkText(QString text)
{
    return text.replace(QLatin1Char('['), QLatin1Char('(')).replace(QLatin1Char(']'), QLatin1Char(')'));
}

void writeReport(const QString& outDir, const std::string& body, ExportReport& report)
{
    const QString path = QDir(outDir).filePath(kReportName);
    QSaveFile file(path);
    QString text = QString::fromStdString(body);
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    text += QLatin1Char('\n') + chartsSectionMarkdown(report);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        report.errors << QObject::tr("Report: could not write %1").arg(path);
        return;
    }
    report.written << path;
    report.titles << QObject::tr("Report");
}
} // namespace

QString chartsSectionMarkdown(const ExportReport& files)
{
    QString images, tables;
    for (int i = 0; i < files.written.size(); ++i) {
        const QString name = QFileInfo(files.written[i]).fileName();
        const QString title = i < files.titles.size() ? files.titles[i] : name;
        if (name.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
            images += QStringLiteral("### %1\n\n![%2](%3)\n\n").arg(title, linkText(title), name);
        else if (name.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
            tables += QStringLiteral("- [%1](%2)\n").arg(linkText(title), name);
    }
    QString md = QStringLiteral("## Charts\n\n");
    md += images.isEmpty() ? QObject::tr("No chart could be drawn from this data.\n\n") : images;
    if (!tables.isEmpty())
        md += QStringLiteral("## Tables (CSV)\n\n") + tables + QLatin1Char('\n');
    md += QObject::tr("Written by StepLens %1 beside this report.\n").arg(QCoreApplication::applicationVersion());
    return md;
}

ExportReport exportRunReport(std::shared_ptr<const Run> run, std::shared_ptr<const RunAnalysis> analysis,
                             const AnalysisOptions& options, const QString& outDir, QSize chartSize)
{
    ExportReport all;
    if (!run)
        return all;
    if (!analysis)
        analysis = std::make_shared<const RunAnalysis>(analyzeRun(*run, options));
    const bool severalRanks = run->ranks.size() > 1;
    for (std::size_t i = 0; i < run->ranks.size(); ++i) {
        ViewSnapshot s = ViewSnapshot::ofRank(run, i, 0, analysis);
        s.options = options;
        ExportReport r = exportSnapshot(s, outDir, chartSize, i == 0);
        if (severalRanks && run->ranks[i].rank >= 0)
            for (int k = 0; k < r.titles.size(); ++k)
                if (QFileInfo(r.written[k]).fileName().startsWith(QLatin1String("rank")))
                    r.titles[k] += QObject::tr(" (rank %1)").arg(run->ranks[i].rank);
        all.add(r);
    }
    // Several ranks: the Cluster view's charts and tables (cluster-*.png, cluster-*.csv).
    if (analysis->cluster)
        all.add(exportClusterOverview(analysis->cluster, outDir, chartSize));
    ReportOptions ro;
    ro.analysis = options;
    ro.translator = &qtTranslator(); // report.md in the interface's language
    writeReport(outDir, renderReportMarkdown(reportJson(*run, ro), ro), all);
    return all;
}

ExportReport exportClusterOverview(std::shared_ptr<const ClusterOverview> overview, const QString& outDir,
                                   QSize chartSize)
{
    SelectionState selection;
    ClusterPanel panel(&selection);
    panel.resize(chartSize);
    panel.showCluster(std::move(overview));
    return exportItems(panel.exportItems(), outDir, QString(), chartSize);
}

ExportReport exportClusterReport(std::shared_ptr<const ClusterOverview> overview, const QString& outDir,
                                 QSize chartSize)
{
    ExportReport all;
    if (!overview)
        return all;
    all.add(exportClusterOverview(overview, outDir, chartSize));
    ReportOptions ro;
    ro.analysis = overview->options;
    writeReport(outDir, renderReportMarkdown(clusterReportJson(*overview, nlohmann::ordered_json::array(), ro), ro),
                all);
    return all;
}

ExportReport exportComparisonReport(const ComparisonSnapshot& snapshot, const QString& outDir, QSize chartSize)
{
    ExportReport all;
    if (!snapshot.a.run || !snapshot.b.run)
        return all;
    ComparisonView view;
    view.resize(chartSize);
    view.showComparison(snapshot);
    if (!view.waitForTables())
        all.errors << QObject::tr("Operators: the diff tables were not ready in time");
    all.add(exportItems(view.exportItems(), outDir, QString(), chartSize));
    // Core's comparison text for the same ranks, with the same thresholds and batch size.
    ReportOptions ro;
    ro.analysis = snapshot.options;
    ro.translator = &qtTranslator();
    const Profile* pa = snapshot.profileA();
    const Profile* pb = snapshot.profileB();
    const int rank = pa && pb && pa->rank == pb->rank ? pa->rank : INT32_MIN;
    writeReport(outDir, renderCompareMarkdown(compareJson(*snapshot.a.run, *snapshot.b.run, ro, rank), ro.translator), all);
    return all;
}

} // namespace steplens
