// PipelinePanel: what each box of the graph says, which boxes are outlined, and the summary line.
#include "charts/pipelinegraphview.h"
#include "panels/pipelinepanel.h"
#include "style/formatting.h"

#include <QLabel>
#include <QTextDocument>

#include <cmath>
#include <map>

namespace steplens {

namespace {
// One decimal, like the findings ("94.9 %"), so the graph and the tuning assistant read the same.
QString workers(int n)
{
    return fmt::counted(n, PipelinePanel::tr("worker"), PipelinePanel::tr("workers"));
}
} // namespace

const PipelineOp* PipelinePanel::opData(int opId) const
{
    // The row the pipeline rule read (minddata_pipeline_raw) when there is one, so the numbers on the
    // graph are the rule's; ops only pipeline_profiling lists (EpochCtrl, DeviceQueue) from there.
    const Pipeline& pipeline = *m_snapshot.profile->pipeline;
    if (const PipelineOp* op = pipeline.find(opId))
        return op;
    return m_fromRawOps ? pipeline.findRaw(opId) : nullptr;
}

QString PipelinePanel::opName(int opId) const
{
    const PipelineOp* op = m_snapshot.profile && m_snapshot.profile->pipeline ? opData(opId) : nullptr;
    return op ? fmt::toQ(op->opType) + QLatin1Char('_') + QString::number(opId) : tr("op %1").arg(opId);
}

QString PipelinePanel::findingFor(int opId) const
{
    if (!m_snapshot.analysis)
        return {};
    // The op the rule flagged is named by a finding's pipeline-op evidence (data-processing-bottleneck
    // or pipeline-op/<Type>_<id>); "every queue high" by the transfer finding's evidence without an op.
    const int wanted = opId == m_limitOp ? -1 : opId;
    for (const Finding& f : m_snapshot.analysis->findings)
        for (const Evidence& e : f.evidence)
            if (e.kind == Evidence::Kind::PipelineOp && e.pipelineOpId == wanted)
                return fmt::toQ(f.id);
    return {};
}

void PipelinePanel::buildGraph()
{
    const Pipeline& pipeline = *m_snapshot.profile->pipeline;
    const ProfileAnalysis& a = *m_snapshot.analysis;
    const PipelineGraphTree tree = pipelineGraphTree(pipeline);
    m_fromRawOps = tree.fromRawOps;
    if (tree.fromRawOps) {
        m_series = pipelineQueueSeries(pipeline);
    } else {
        // The raw file describes another pipeline: the series must come from the rows on show.
        Pipeline rows = pipeline;
        rows.rawOps.clear();
        m_series = pipelineQueueSeries(rows);
    }

    // Parents, for "feeds X" in the queue tooltips, and the root for "every queue high".
    std::map<int, int> parentOf;
    for (const PipelineTreeOp& op : tree.ops)
        for (int c : op.children)
            parentOf.emplace(c, op.opId);
    m_limitOp = -1;
    const PipelineBottleneck* rule = a.pipelineBottleneck ? &*a.pipelineBottleneck : nullptr;
    if (rule && rule->allQueuesHigh) {
        for (const PipelineTreeOp& op : tree.ops) {
            const PipelineOp* d = opData(op.opId);
            if (d && d->opType.rfind("DeviceQueue", 0) == 0)
                m_limitOp = op.opId;
        }
        for (const PipelineTreeOp& op : tree.ops)
            if (m_limitOp < 0 && !parentOf.count(op.opId))
                m_limitOp = op.opId;
    }
    std::map<int, const FlaggedPipelineOp*> flagged;
    if (rule)
        for (const FlaggedPipelineOp& f : rule->flagged)
            flagged.emplace(f.opId, &f);
    std::map<int, const PipelineOpStats*> cpu;
    if (a.pipelineCpu && a.pipelineCpu->cpuAvailable)
        for (const PipelineOpStats& s : a.pipelineCpu->ops)
            if (s.avgCpuPct >= 0)
                cpu.emplace(s.opId, &s);

    QHash<int, PipelineGraphView::NodeText> ops, queues;
    for (const PipelineTreeOp& node : tree.ops) {
        const PipelineOp* op = opData(node.opId);
        if (!op)
            continue;
        const QString name = opName(node.opId);
        PipelineGraphView::NodeText t;
        t.title = name;
        QString first = workers(op->numWorkers);
        auto c = cpu.find(node.opId);
        if (c != cpu.end())
            first += tr(" · CPU %1").arg(fmt::fractionPercent(c->second->avgCpuPct / 100));
        t.lines << first;
        const bool deviceQueue = op->opType.rfind("DeviceQueue", 0) == 0;
        t.lines << (op->hasQueue
                        ? tr("output queue %1 of %2").arg(fmt::fractionPercent(op->usage)).arg(op->queueCapacity)
                    : deviceQueue ? tr("sends batches to the device")
                                  : tr("no output queue"));
        QString tip = QStringLiteral("<b>%1</b><br>%2").arg(name.toHtmlEscaped(), workers(op->numWorkers));
        if (op->hasQueue)
            tip += tr("<br>Output queue: %1 of %2 batches on average (%3)")
                       .arg(QString::number(op->queueAverage, 'f', 1))
                       .arg(op->queueCapacity)
                       .arg(fmt::fractionPercent(op->usage));
        if (c != cpu.end())
            tip += tr("<br>CPU: %1 of one core on average").arg(fmt::fractionPercent(c->second->avgCpuPct / 100));
        if (auto f = flagged.find(node.opId); f != flagged.end()) {
            const FlaggedPipelineOp& flag = *f->second;
            t.flagged = true;
            t.badge = tr("bottleneck");
            if (flag.reason == BottleneckReason::InputFullerThanOutput) {
                t.flagText = tr("input %1 full, output %2")
                                 .arg(fmt::fractionPercent(flag.childUsage), fmt::fractionPercent(flag.ownUsage));
                tip += tr("<br><br><b>Bottleneck</b>: its input queue (from %1) is %2 full on average while its own "
                          "output queue is %3: batches pile up in front of it, so it consumes slower than its input "
                          "is produced.")
                           .arg(opName(flag.childId).toHtmlEscaped(), fmt::fractionPercent(flag.childUsage),
                                fmt::fractionPercent(flag.ownUsage));
            } else {
                t.flagText = tr("source queue only %1 full").arg(fmt::fractionPercent(flag.ownUsage));
                tip += tr("<br><br><b>Bottleneck</b>: this source op keeps its output queue only %1 full (the rule "
                          "wants at least %2): reading the data is slower than the pipeline consumes it.")
                           .arg(fmt::fractionPercent(flag.ownUsage), fmt::fractionPercent(rule->thresholds.low));
            }
        } else if (node.opId == m_limitOp) {
            t.flagged = true;
            t.badge = tr("the limit");
            t.flagText = tr("sending to the device is the limit");
            tip += tr("<br><br><b>The limit</b>: every queue below the root of the pipeline is at least %1 full on "
                      "average, so batches are ready; handing them to the device is what holds the step back.")
                       .arg(fmt::fractionPercent(rule->thresholds.high));
        }
        if (t.flagged && !findingFor(node.opId).isEmpty())
            tip += tr("<br>Click to open its finding in the tuning assistant.");
        t.toolTip = tip;
        ops.insert(node.opId, t);

        if (!op->hasQueue)
            continue;
        PipelineGraphView::NodeText q;
        const QString consumer = parentOf.count(node.opId) ? opName(parentOf[node.opId]) : tr("the training loop");
        QString qtip = tr("<b>Output queue of %1</b>, read by %2").arg(name.toHtmlEscaped(), consumer.toHtmlEscaped());
        if (op->queueCapacity > 0) {
            q.usage = op->usage;
            q.title = fmt::fractionPercent(op->usage);
            q.shortTitle = QString::number(std::lround(op->usage * 100)) + QStringLiteral(" %");
            q.lines << QStringLiteral("%1 / %2").arg(QString::number(op->queueAverage, 'f', 1)).arg(op->queueCapacity);
            qtip += tr("<br>%1 of %2 batches on average (%3 full)")
                        .arg(QString::number(op->queueAverage, 'f', 1))
                        .arg(op->queueCapacity)
                        .arg(fmt::fractionPercent(op->usage));
        } else {
            q.title = tr("no size");
            q.lines << tr("capacity unknown");
            qtip += tr("<br>The file gives no capacity for this queue, so how full it ran is not known.");
        }
        for (const OpQueueSeries& s : m_series)
            if (s.opId == node.opId)
                qtip += tr("<br>Empty in %1 of %2 samples, full in %3")
                            .arg(fmt::fractionPercent(s.emptyPct / 100))
                            .arg(s.sizes.size())
                            .arg(fmt::fractionPercent(s.fullPct / 100));
        if (rule && rule->rootId && *rule->rootId == node.opId)
            qtip += tr("<br>The pipeline rule leaves this queue out: the root's output is read by the training loop "
                       "or the device queue, not by another pipeline op.");
        q.toolTip = qtip + tr("<br>Click to see its size over time.");
        queues.insert(node.opId, q);
    }
    m_graph->setGraph(tree.ops, ops, queues);

    // The summary line: what is drawn, from which files, and what stands out.
    QStringList files;
    for (const std::string& s : pipeline.sources)
        files << fmt::fileName(s).toHtmlEscaped();
    files.removeDuplicates();
    QString text = tr("<b>%1</b> from %2.")
                       .arg(fmt::counted(qint64(tree.ops.size()), tr("op"), tr("ops")), files.join(tr(" and ")));
    if (rule && rule->allQueuesHigh) {
        const QString root = rule->rootId ? opName(*rule->rootId) : tr("root");
        text +=
            QLatin1Char(' ') + tr("<b>Every queue below the root %1 is at least %2 full</b>: the pipeline keeps up; "
                                  "sending batches to the device is the limit (marked on %3). The root's own output "
                                  "queue is not part of the rule.")
                                   .arg(root.toHtmlEscaped(), fmt::fractionPercent(rule->thresholds.high),
                                        opName(m_limitOp).toHtmlEscaped());
    } else if (rule && !rule->flagged.empty()) {
        QStringList names;
        for (const FlaggedPipelineOp& f : rule->sourceToRoot())
            names << opName(f.opId).toHtmlEscaped();
        text += QLatin1Char(' ') + tr("<b>Bottleneck</b>: %1 (outlined).").arg(names.join(QStringLiteral(", ")));
    } else if (rule) {
        text += QLatin1Char(' ') + tr("No op stands out: no input queue is more than %1 points fuller than the op's "
                                      "output queue, and every source keeps its queue at least %2 full.")
                                       .arg(QString::number(rule->thresholds.delta * 100, 'f', 0),
                                            fmt::fractionPercent(rule->thresholds.low));
    }
    // Exported images stand alone: they carry the same words on top.
    const int rank = m_snapshot.profile->rank;
    QTextDocument doc;
    doc.setHtml(text);
    m_graph->setCaption((rank >= 0 ? tr("Data pipeline of rank %1: ").arg(rank) : tr("Data pipeline: ")) +
                        doc.toPlainText());
    QStringList notes;
    if (!tree.note.empty())
        notes << fmt::toQ(tree.note);
    const auto& layoutNotes = m_graph->graphLayout().notes;
    for (std::size_t i = 0; i < layoutNotes.size() && i < 3; ++i)
        notes << fmt::toQ(layoutNotes[i]);
    if (!notes.isEmpty())
        text += QStringLiteral("<br><i>%1.</i>").arg(notes.join(QStringLiteral("; ")).toHtmlEscaped());
    m_summary->setText(text);
}

} // namespace steplens
