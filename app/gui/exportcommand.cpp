#include "exportcommand.h"

#include "cli/args.h"
#include "cli/common.h"
#include "common/messagetext.h"
#include "common/protectedfolders.h"
#include "common/translation.h"
#include "guimain.h"
#include "load/load.h"
#include "load/load_summary.h"
#include "reportexport.h"
#include "runexporter.h"

#include <QApplication>
#include <QDir>

#include <iostream>
#include <memory>

namespace steplens {

namespace {

const char* const kUsage =
    "usage: steplens export DIR [--compare DIR_B] --out OUTDIR [--rank N] [--size WxH] [--no-timeline] [--lang L]\n"
    "                       [--batch-size N] [--skip-steps N] [--thresholds FILE]\n";

int usageError(const std::string& message)
{
    std::cerr << "steplens export: " << message << "\n" << kUsage;
    return 2;
}

bool parseSize(const std::string& text, QSize& size)
{
    const QStringList parts = QString::fromStdString(text).toLower().split(QLatin1Char('x'));
    if (parts.size() != 2)
        return false;
    bool okW = false, okH = false;
    const int w = parts[0].toInt(&okW), h = parts[1].toInt(&okH);
    if (!okW || !okH || w < 100 || h < 100 || w > 20000 || h > 20000)
        return false;
    size = QSize(w, h);
    return true;
}

bool hasAnyData(const Run& run)
{
    for (const auto& p : run.ranks)
        if (!p.filesRead.empty())
            return true;
    return false;
}

// Loads `dir`, or says why nothing could be read and returns null.
std::shared_ptr<const Run> loadOrExplain(const std::string& dir, const LoadOptions& options)
{
    auto run = std::make_shared<const Run>(loadRun(dir, options));
    if (!run->ranks.empty() && hasAnyData(*run))
        return run;
    std::cerr << "steplens export: " << dir << ": ";
    bool said = false;
    for (const auto& d : run->diagnostics)
        if (d.severity == Severity::Error) {
            std::cerr << (said ? "; " : "") << d.message.text(&qtTranslator());
            said = true;
        }
    std::cerr << (said ? "" : "no profiler data could be read") << "\n";
    return nullptr;
}

int finish(const ExportReport& all, const std::string& dir)
{
    for (const QString& path : all.written)
        std::cout << QDir::toNativeSeparators(path).toStdString() << "\n";
    for (const QString& error : all.errors)
        std::cerr << "steplens export: " << error.toStdString() << "\n";
    if (all.written.isEmpty() && all.errors.isEmpty())
        std::cerr << "steplens export: nothing to export in " << dir << "\n";
    return all.errors.isEmpty() && !all.written.isEmpty() ? 0 : 1;
}

} // namespace

int exportCommand(const std::vector<std::string>& argv)
{
    cli::setTranslatorFactory(&translatorFor);
    std::set<std::string> valueOptions = cli::kAnalysisOptions;
    valueOptions.insert({"out", "rank", "size", "compare"});
    cli::Args args(argv, valueOptions, {"no-timeline"});
    const auto rank = args.intValue("rank");
    if (!args.ok())
        return usageError(args.error());
    if (args.positional().size() != 1)
        return usageError("expects exactly one folder (and --compare for a second)");
    const auto out = args.value("out");
    if (!out || out->empty())
        return usageError("--out OUTDIR is required (the folder the PNG and CSV files go to)");
    QSize size = kDefaultExportSize;
    if (auto s = args.value("size"); s && !parseSize(*s, size))
        return usageError("--size expects WIDTHxHEIGHT in pixels, each 100 to 20000, e.g. 1600x900");
    ReportOptions ro;
    if (!cli::applyAnalysisOptions(args, ro, "export"))
        return 2;
    std::vector<std::string> dirs{args.positional().front()};
    if (auto b = args.value("compare")) {
        if (b->empty())
            return usageError("--compare expects the folder of run B");
        dirs.push_back(*b);
    }
    const QString outDir = QDir::cleanPath(QDir::current().absoluteFilePath(QString::fromStdString(*out)));
    for (const std::string& dir : dirs)
        if (isInsideFolder(outDir, QString::fromStdString(dir)))
            return usageError("OUTDIR " + *out + " is inside the profiler folder " + dir +
                              "; StepLens never writes into a profiler folder");

    // Export never shows a window: draw off screen unless the user chose a platform.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QApplication> app;
    static int qtArgc = 1;
    static char qtName[] = "steplens";
    static char* qtArgv[] = {qtName, nullptr};
    if (!QApplication::instance()) {
        app = std::make_unique<QApplication>(qtArgc, qtArgv);
        configureApplication(*app);
    }
    // --lang: the charts, tables and report.md in that language, for this command only.
    const QString language = QString::fromStdString(cli::languageOption(args.value("lang")).value_or("en"));
    TranslationScope translation(language);

    // A folder of per-rank reports or cluster_analysis_output alone: the cluster, from its summaries.
    if (dirs.size() == 1 && isSummaryOnlyFolder(dirs[0])) {
        auto summary = std::make_shared<const ClusterSummary>(loadClusterSummary(dirs[0]));
        if (summary->ranks.empty()) {
            std::cerr << "steplens export: " << dirs[0] << ": no rank could be read from these summaries\n";
            return 1;
        }
        if (!QDir().mkpath(outDir)) {
            std::cerr << "steplens export: cannot create " << outDir.toStdString() << "\n";
            return 1;
        }
        return finish(exportClusterReport(analyzeClusterSummary(summary, ro.analysis), outDir, size), dirs[0]);
    }

    LoadOptions options;
    // A comparison stacks the two timelines (compare-timeline.png) too.
    options.timeline = !args.flag("no-timeline");
    if (rank)
        options.onlyRank = int(*rank);
    std::vector<std::shared_ptr<const Run>> runs;
    for (const std::string& dir : dirs) {
        auto run = loadOrExplain(dir, options);
        if (!run)
            return 1;
        for (const QString& folder : protectedFolders(*run))
            if (isInsideFolder(outDir, folder))
                return usageError("OUTDIR " + *out + " is inside the profiler folder " + folder.toStdString() +
                                  "; StepLens never writes into a profiler folder");
        runs.push_back(run);
    }
    if (!QDir().mkpath(outDir)) {
        std::cerr << "steplens export: cannot create " << outDir.toStdString() << "\n";
        return 1;
    }

    if (runs.size() == 2) {
        ComparisonSnapshot s;
        s.a.folder = QString::fromStdString(dirs[0]);
        s.b.folder = QString::fromStdString(dirs[1]);
        s.a.run = runs[0];
        s.b.run = runs[1];
        s.options = ro.analysis;
        if (rank)
            s.requestedRank = int(*rank);
        completeComparison(s);
        if (s.empty()) {
            std::cerr << "steplens export: " << s.problem.toStdString() << "\n";
            return 1;
        }
        return finish(exportComparisonReport(s, outDir, size), dirs[0]);
    }

    // The same analysis as `steplens report` (default thresholds unless given) feeds the findings and data charts.
    const Run& run = *runs.front();
    for (const auto& p : run.ranks)
        if (!p.stepTrace && !(p.ascend && p.ascend->stepTraceTime))
            std::cerr << "steplens export: rank " << p.rank << " has no step trace, so no step chart or table for it\n";
    return finish(exportRunReport(runs.front(), nullptr, ro.analysis, outDir, size), dirs[0]);
}

} // namespace steplens
