// PipelinePanel: under the graph, the picked queue's size over time or the picked op's CPU use.
#include "charts/serieschart.h"
#include "panels/pipelinepanel.h"
#include "style/formatting.h"

#include <QLabel>

#include <algorithm>
#include <cmath>

namespace steplens {

namespace {} // namespace

void PipelinePanel::showNoDetails()
{
    m_detail->setText(tr("Click a queue to see how full it ran over time, or an op to see its CPU use."));
    m_chart->yAxis->setLabel(QString());
    m_chart->setSeries({}, tr("Nothing picked"));
    m_chart->setReferenceLine(std::nan(""), QString());
}

void PipelinePanel::showQueueDetails(int opId)
{
    const PipelineOp* op = opData(opId);
    const OpQueueSeries* series = nullptr;
    for (const OpQueueSeries& s : m_series)
        if (s.opId == opId)
            series = &s;
    const QString name = opName(opId);
    QString text = tr("<b>Output queue of %1</b>").arg(name.toHtmlEscaped());
    if (op && op->queueCapacity > 0)
        text += tr(": %1 of %2 batches on average (%3 full)")
                    .arg(QString::number(op->queueAverage, 'f', 1))
                    .arg(op->queueCapacity)
                    .arg(fmt::fractionPercent(op->usage));
    m_chart->yAxis->setLabel(tr("Batches in the queue"));
    if (!series) {
        m_detail->setText(text + QLatin1Char('.'));
        m_chart->setSeries({}, tr("No size samples for this queue: the file gives only its average."));
        m_chart->setReferenceLine(std::nan(""), QString());
        return;
    }
    text += tr("; empty in %1 of the %2 samples, full in %3; a sample every %4.")
                .arg(fmt::fractionPercent(series->emptyPct / 100))
                .arg(series->sizes.size())
                .arg(fmt::fractionPercent(series->fullPct / 100))
                .arg(QString::number(series->intervalMs, 'g', 4) + QStringLiteral(" ms"));
    m_detail->setText(text);
    SeriesChart::Series s;
    s.name = tr("Queue size of %1 (average %2)").arg(name, QString::number(series->average, 'f', 1));
    s.colorIndex = 2;
    s.stepLine = true;
    s.unit = tr("batches");
    const double step = series->intervalMs > 0 ? series->intervalMs / 1000.0 : 1.0;
    for (std::size_t i = 0; i < series->sizes.size(); ++i) {
        s.keys << double(i) * step;
        s.values << series->sizes[i];
    }
    m_chart->xAxis->setLabel(series->intervalMs > 0 ? tr("Time since the first sample (s)") : tr("Sample"));
    m_chart->setSeries({s});
    m_chart->setReferenceLine(series->capacity > 0 ? double(series->capacity) : std::nan(""),
                              tr("capacity %1").arg(series->capacity));
}

void PipelinePanel::showOpDetails(int opId)
{
    const PipelineOp* op = opData(opId);
    const Profile& p = *m_snapshot.profile;
    const ProfileAnalysis& a = *m_snapshot.analysis;
    const QString name = opName(opId);
    QString text = QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped());
    const int workers = op ? op->numWorkers : 0;
    if (op)
        text += QStringLiteral(", ") + fmt::counted(workers, tr("worker"), tr("workers"));
    const PipelineOpStats* stats = nullptr;
    if (a.pipelineCpu && a.pipelineCpu->cpuAvailable)
        for (const PipelineOpStats& s : a.pipelineCpu->ops)
            if (s.opId == opId && s.avgCpuPct >= 0)
                stats = &s;
    if (stats) {
        text += tr(": CPU %1 of one core on average").arg(fmt::fractionPercent(stats->avgCpuPct / 100));
        if (workers > 0)
            text += tr(", %1 per worker").arg(fmt::fractionPercent(stats->avgCpuPct / workers / 100));
        const double perWorker = workers > 0 ? stats->avgCpuPct / workers : -1;
        const PipelineCpuThresholds limits;
        if (perWorker > limits.cpuPerWorkerHigh)
            text += tr(" (above %1 per worker: more workers may help)")
                        .arg(fmt::fractionPercent(limits.cpuPerWorkerHigh / 100));
        else if (perWorker >= 0 && perWorker < limits.cpuPerWorkerLow && workers > 1)
            text += tr(" (below %1 per worker: more workers will not help much)")
                        .arg(fmt::fractionPercent(limits.cpuPerWorkerLow / 100));
    }
    text += QLatin1Char('.');
    if (op && op->hasQueue)
        text += tr(" Output queue %1 full.").arg(fmt::fractionPercent(op->usage));
    const QString finding = findingFor(opId);
    if (!finding.isEmpty())
        text += QStringLiteral(" <a href=\"finding:%1\">%2</a>").arg(finding.toHtmlEscaped(), tr("Open its finding"));
    m_detail->setText(text);

    m_chart->yAxis->setLabel(tr("CPU use (% of one core)"));
    m_chart->xAxis->setLabel(tr("Time since the first sample (s)"));
    m_chart->setReferenceLine(std::nan(""), QString());
    if (!p.cpu) {
        m_chart->setSeries({}, tr("No CPU utilisation file (minddata_cpu_utilization_<rank>.json): the CPU use of each "
                                  "op is not known."));
        return;
    }
    auto it = p.cpu->ops.find(opId);
    if (it == p.cpu->ops.end()) {
        m_chart->setSeries({}, tr("The CPU file has no samples for %1.").arg(name));
        return;
    }
    const CpuUtilization& cpu = *p.cpu;
    const std::size_t n = std::min(it->second.user.size(), it->second.sys.size());
    const bool stamped = cpu.timestampsMs.size() >= n && n > 0;
    SeriesChart::Series s;
    s.name = tr("CPU use of %1 (user + system)").arg(name);
    s.colorIndex = 1;
    s.unit = QStringLiteral("%");
    for (std::size_t i = 0; i < n; ++i) {
        s.keys << (stamped ? (cpu.timestampsMs[i] - cpu.timestampsMs[0]) / 1000.0
                           : double(i) * cpu.samplingIntervalMs / 1000.0);
        s.values << it->second.user[i] + it->second.sys[i];
    }
    m_chart->setSeries({s}, tr("The CPU file has no samples for %1.").arg(name));
    // One core per worker is what the op could use at most: a line to read the samples against, unless
    // it would squash them flat (8 idle workers).
    const double peak = s.values.isEmpty() ? 0 : *std::max_element(s.values.begin(), s.values.end());
    if (workers > 0 && workers * 100.0 <= 3 * peak)
        m_chart->setReferenceLine(workers * 100.0,
                                  tr("%1 fully busy").arg(fmt::counted(workers, tr("worker"), tr("workers"))));
}

} // namespace steplens
