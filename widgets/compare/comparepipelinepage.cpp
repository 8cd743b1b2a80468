#include "compare/comparepipelinepage.h"

#include "charts/pipelinegraphview.h"
#include "common/selectionstate.h"
#include "common/tableview.h"
#include "compare/comparetext.h"
#include "models/celltablemodel.h"
#include "panels/pipelinepanel.h"
#include "style/formatting.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace steplens {

namespace {
QLabel* boldHeading(QWidget* parent)
{
    auto* label = new QLabel(parent);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    return label;
}

QString opName(const std::string& type, const std::optional<int>& id)
{
    return id ? fmt::toQ(type) + QLatin1Char('_') + QString::number(*id) : QStringLiteral("—");
}

// "MapOp_2", or "MapOp_2 → MapOp_3" when the op has another id in B (ids shift between runs).
QString opName(const PipelineOpDiff& d)
{
    if (d.aOpId && d.bOpId && *d.aOpId != *d.bOpId)
        return opName(d.opType, d.aOpId) + QStringLiteral(" → ") + opName(d.opType, d.bOpId);
    return opName(d.opType, d.aOpId ? d.aOpId : d.bOpId);
}

QString queueLine(const QueueDiff& q)
{
    const QString which =
        q.queue == "host" ? ComparePipelinePage::tr("Host queue") : ComparePipelinePage::tr("Chip queue");
    auto side = [](const std::optional<double>& ratio) {
        return ratio ? ComparePipelinePage::tr("empty in %1 of batches").arg(comparetext::usage(ratio))
                     : ComparePipelinePage::tr("not recorded");
    };
    return ComparePipelinePage::tr("%1: %2 in A, %3 in B").arg(which, side(q.aEmptyRatio), side(q.bEmptyRatio));
}
} // namespace

ComparePipelinePage::ComparePipelinePage(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_titleA(boldHeading(this))
    , m_titleB(boldHeading(this))
    , m_table(new CellTableModel(this))
    , m_selectionA(new SelectionState(this))
    , m_selectionB(new SelectionState(this))
    , m_panelA(new PipelinePanel(m_selectionA, this))
    , m_panelB(new PipelinePanel(m_selectionB, this))
{
    setObjectName(QStringLiteral("comparePipelinePage"));
    m_table->setObjectName(QStringLiteral("compare-pipeline"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_view = makeTableView(m_table, this);
    m_view->setSortingEnabled(false);
    m_panelA->setDetailsShown(false);
    m_panelB->setDetailsShown(false);
    m_panelA->graph()->setObjectName(QStringLiteral("compare-pipeline-a"));
    m_panelB->graph()->setObjectName(QStringLiteral("compare-pipeline-b"));

    auto column = [this](QLabel* title, PipelinePanel* panel) {
        auto* box = new QWidget(this);
        auto* l = new QVBoxLayout(box);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(title);
        l->addWidget(panel, 1);
        return box;
    };
    // One above the other: a pipeline is drawn left to right, so each graph needs the full width
    // for its boxes' text to be readable at the fitted zoom.
    auto* graphs = new QSplitter(Qt::Vertical, this);
    graphs->addWidget(column(m_titleA, m_panelA));
    graphs->addWidget(column(m_titleB, m_panelB));
    graphs->setChildrenCollapsible(false);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_view);
    split->addWidget(graphs);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 4);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
}

void ComparePipelinePage::showComparison(const ComparisonSnapshot& s)
{
    const RunComparison* c = s.comparison.get();
    m_titleA->setText(tr("A: %1").arg(s.nameA()));
    m_titleB->setText(tr("B: %1").arg(s.nameB()));
    m_panelA->showSnapshot(s.sideA());
    m_panelB->showSnapshot(s.sideB());
    // Exported graphs stand alone: their caption says which run they are.
    m_panelA->graph()->setCaption(tr("A (%1). ").arg(s.nameA()) + m_panelA->graph()->caption());
    m_panelB->graph()->setCaption(tr("B (%1). ").arg(s.nameB()) + m_panelB->graph()->caption());

    QHash<int, QString> marksA, marksB;
    QVector<QVector<TableCell>> rows;
    QStringList changes;
    if (c)
        for (const PipelineOpDiff& d : c->pipeline) {
            const QString change = comparetext::pipelineChange(d);
            if (!change.isEmpty()) {
                changes << QStringLiteral("<b>%1</b>: %2").arg(opName(d).toHtmlEscaped(), change.toHtmlEscaped());
                // Both graphs mark the op with the same short line (the table and the list say it all).
                const QString mark = comparetext::pipelineMark(d);
                if (d.aOpId)
                    marksA.insert(*d.aOpId, mark);
                if (d.bOpId)
                    marksB.insert(*d.bOpId, mark);
            }
            TableCell what = TableCell::plain(change.isEmpty() ? tr("—") : change);
            what.bold = !change.isEmpty();
            auto usageCell = [](const std::optional<double>& u) {
                return u ? TableCell::number(*u * 100, comparetext::usage(u)) : TableCell::plain(QStringLiteral("—"));
            };
            auto workerCell = [](const std::optional<int>& w) {
                return w ? TableCell::number(*w, QString::number(*w)) : TableCell::plain(QStringLiteral("—"));
            };
            rows.append({TableCell::plain(opName(d.opType, d.aOpId)), TableCell::plain(opName(d.opType, d.bOpId)),
                         workerCell(d.aWorkers), workerCell(d.bWorkers), usageCell(d.aUsage), usageCell(d.bUsage),
                         what});
        }
    m_table->setTable({{tr("Op in A"), tr("Ops are matched by their place in the pipeline, not by id")},
                       {tr("Op in B"), tr("Ops are matched by their place in the pipeline, not by id")},
                       {tr("Workers A"), {}, true},
                       {tr("Workers B"), {}, true},
                       {tr("Queue fill A (%)"), tr("Average size of the op's output queue over its capacity"), true},
                       {tr("Queue fill B (%)"), tr("Average size of the op's output queue over its capacity"), true},
                       {tr("What changed")}},
                      rows);
    fitColumns(m_view, 320);
    // Room for every op (up to eight rows) before the graphs take the rest.
    const int shownRows = std::clamp(m_table->rowCount(), 1, 8);
    m_view->setMinimumHeight(m_view->horizontalHeader()->sizeHint().height() +
                             shownRows * m_view->verticalHeader()->defaultSectionSize() + 2 * m_view->frameWidth() + 2);
    m_panelA->graph()->setChangeMarks(marksA);
    m_panelB->graph()->setChangeMarks(marksB);
    m_any = c && (!c->pipeline.empty() || !c->queues.empty());

    QString text;
    if (!c || c->pipeline.empty())
        text = tr("Neither run has data-pipeline files to compare.");
    else if (changes.isEmpty())
        text = tr("The pipeline is set up the same in both runs: no op changed its workers or its queue fill by more "
                  "than 10 points.");
    else
        text = tr("<b>Changed</b> (ringed in the graphs): %1.").arg(changes.join(QStringLiteral("; ")));
    if (c)
        for (const QueueDiff& q : c->queues)
            text += QStringLiteral("<br>") + queueLine(q).toHtmlEscaped() + QLatin1Char('.');
    m_summary->setText(text);
}

QString ComparePipelinePage::summaryText() const
{
    QTextDocument doc;
    doc.setHtml(m_summary->text());
    return doc.toPlainText();
}

QList<ExportItem> ComparePipelinePage::exportItems() const
{
    QList<ExportItem> items;
    if (m_panelA->showsData())
        items << ExportItem{m_panelA->graph()->objectName(), tr("Data pipeline of A"), m_panelA->graph(), nullptr};
    if (m_panelB->showsData())
        items << ExportItem{m_panelB->graph()->objectName(), tr("Data pipeline of B"), m_panelB->graph(), nullptr};
    if (m_table->rowCount() > 0)
        items << ExportItem{QStringLiteral("compare-pipeline"), tr("Pipeline op diff"), nullptr, m_table};
    return items;
}

} // namespace steplens
