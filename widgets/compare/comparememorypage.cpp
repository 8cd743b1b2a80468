#include "compare/comparememorypage.h"

#include "analysis/memory_compare.h"
#include "charts/memorychart.h"
#include "common/tableview.h"
#include "models/celltablemodel.h"
#include "panels/sectionmessage.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTextDocument>
#include <QVBoxLayout>

#include <cmath>

namespace steplens {

namespace {

QString mbText(double v)
{
    return CompareMemoryPage::tr("%1 MB").arg(QString::number(v, 'f', 2));
}

QString signedMB(double d)
{
    const QString sign = d > 0 ? QStringLiteral("+") : d < 0 ? QStringLiteral("−") : QString();
    return sign + CompareMemoryPage::tr("%1 MB").arg(QString::number(std::fabs(d), 'f', 2));
}

QString metricName(MemoryMetric m)
{
    switch (m) {
    case MemoryMetric::Allocated: return CompareMemoryPage::tr("Peak allocated");
    case MemoryMetric::Reserved: return CompareMemoryPage::tr("Peak reserved");
    case MemoryMetric::Active: return CompareMemoryPage::tr("Peak active");
    }
    return QString();
}

const MemoryAnalysis* memoryOf(const ProfileAnalysis* a)
{
    return a && a->memory ? &*a->memory : nullptr;
}

} // namespace

CompareMemoryPage::CompareMemoryPage(QWidget* parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_message(new SectionMessage(this))
    , m_summary(new QLabel(this))
    , m_chart(new MemoryChart(this))
    , m_table(new CellTableModel(this))
{
    setObjectName(QStringLiteral("compareMemoryPage"));
    m_chart->setObjectName(QStringLiteral("compareMemoryChart"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    auto* content = new QWidget(this);
    QTableView* view = makeTableView(m_table, content);
    view->horizontalHeader()->setSortIndicatorShown(false); // rows in the comparison's order
    auto* splitter = new QSplitter(Qt::Vertical, content);
    splitter->addWidget(m_chart);
    splitter->addWidget(view);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_summary);
    contentLayout->addWidget(splitter, 1);
    m_stack->addWidget(m_message);
    m_stack->addWidget(content);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_stack);
    m_message->setMessage(tr("No memory data"), QString());
}

void CompareMemoryPage::showComparison(const ComparisonSnapshot& s)
{
    const MemoryAnalysis* a = memoryOf(s.analysisA());
    const MemoryAnalysis* b = memoryOf(s.analysisB());
    m_hasData = a || b;
    if (!m_hasData) {
        m_chart->clearChart(tr("No memory data"));
        m_table->setTable({}, {});
        m_message->setMessage(tr("Neither run has memory data"),
                              tr("The memory comparison needs memory_record.csv / operator_memory.csv (or the "
                                 "database export's MEMORY_RECORD) in at least one run: profile with "
                                 "profile_memory on."));
        m_stack->setCurrentWidget(m_message);
        return;
    }
    static const MemoryAnalysis none;
    const MemoryAnalysis& ma = a ? *a : none;
    const MemoryAnalysis& mb = b ? *b : none;
    // Align on the step picked in the step chart when both have it, else the first shared step.
    const MemoryAlignment alignment = alignMemory(ma, mb);
    m_chart->setComparison(ma, mb, alignment, QStringLiteral("A"), QStringLiteral("B"));

    const auto deltas = memoryPeakDeltas(ma, mb);
    QVector<QVector<TableCell>> rows;
    QStringList lines;
    for (const MemoryPeakDelta& d : deltas) {
        QVector<TableCell> row;
        row << TableCell::plain(metricName(d.metric));
        row << (d.a ? TableCell::number(*d.a, mbText(*d.a)) : TableCell::plain(QString()));
        row << (d.b ? TableCell::number(*d.b, mbText(*d.b)) : TableCell::plain(QString()));
        if (d.deltaMB) {
            TableCell diff = TableCell::number(*d.deltaMB, signedMB(*d.deltaMB));
            diff.change = delta::forTime(*d.a, *d.b); // less memory is better
            row << diff;
            row << (d.deltaPct ? TableCell::number(*d.deltaPct, delta::signedPercent(d.deltaPct))
                               : TableCell::plain(QString()));
            lines << tr("%1: A %2, B %3, %4")
                         .arg(metricName(d.metric), mbText(*d.a), mbText(*d.b),
                              delta::coloured(delta::arrow(*d.deltaMB) + QLatin1Char(' ') + signedMB(*d.deltaMB) +
                                                  (d.deltaPct ? QStringLiteral(" (") +
                                                                    delta::signedPercent(d.deltaPct) + QLatin1Char(')')
                                                              : QString()),
                                              *diff.change, palette()));
        } else {
            row << TableCell::plain(QString()) << TableCell::plain(QString());
            lines
                << tr("%1: only %2 has it").arg(metricName(d.metric), d.a ? QStringLiteral("A") : QStringLiteral("B"));
        }
        rows << row;
    }
    m_table->setObjectName(QStringLiteral("compare-memory-peaks"));
    m_table->setTable({{tr("Peak"), tr("Highest value over all memory_record rows"), false},
                       {tr("A (MB)"), tr("Baseline"), true},
                       {tr("B (MB)"), tr("Candidate"), true},
                       {tr("B − A"), tr("Less is better"), true},
                       {tr("Change"), tr("Of A"), true}},
                      rows);
    QString alignedOn = alignment.step >= 0 ? tr("Aligned on the start of step %1 in both runs.").arg(alignment.step)
                                            : tr("No step both runs have: aligned on their first memory records.");
    m_summary->setText(lines.join(QStringLiteral("<br>")) + QStringLiteral("<br>") + alignedOn.toHtmlEscaped());
    m_stack->setCurrentIndex(1);
}

QString CompareMemoryPage::summaryText() const
{
    QTextDocument doc;
    doc.setHtml(m_summary->text());
    return doc.toPlainText();
}

QList<ExportItem> CompareMemoryPage::exportItems() const
{
    if (!m_hasData)
        return {};
    return {ExportItem{QStringLiteral("compare-memory"), tr("Device memory of A and B (chart)"), m_chart, nullptr},
            ExportItem{QStringLiteral("compare-memory-peaks"), tr("Memory peaks of A and B"), nullptr, m_table}};
}

} // namespace steplens
