// DataPrepPanel: the queue, cost and CPU charts and the summaries above them.
#include "charts/serieschart.h"
#include "panels/dataprepanel.h"
#include "panels/sectionmessage.h"
#include "style/formatting.h"

#include <algorithm>

namespace steplens {

namespace {
QString percentOfRatio(double ratio)
{
    return fmt::percent(ratio * 100);
}

QString problemText(const Profile& p, const std::vector<std::string>& markers)
{
    const Diagnostic* d = SectionMessage::sectionProblem(p, markers);
    if (!d)
        return {};
    return DataPrepPanel::tr("%1 could not be read: %2 (%3).")
        .arg(fmt::fileName(d->file), fmt::toQ(d->message), fmt::toQ(d->action))
        .toHtmlEscaped();
}

QVector<double> relativeSeconds(const CpuUtilization& cpu, std::size_t n)
{
    QVector<double> keys(qsizetype(n), 0.0);
    const bool stamped = cpu.timestampsMs.size() >= n && n > 0;
    for (std::size_t i = 0; i < n; ++i)
        keys[qsizetype(i)] = stamped ? (cpu.timestampsMs[i] - cpu.timestampsMs[0]) / 1000.0
                                     : double(i) * cpu.samplingIntervalMs / 1000.0;
    return keys;
}
} // namespace

void DataPrepPanel::fillQueueChart()
{
    const ProfileAnalysis& a = *m_snapshot.analysis;
    QVector<SeriesChart::Series> series;
    int capacity = 0;
    if (a.hostQueueDetail) {
        const HostQueueAnalysis& h = *a.hostQueueDetail;
        SeriesChart::Series s;
        s.name = tr("Host queue (empty for %1 of %2 batches, full for %3)")
                     .arg(fmt::count(h.counts.empty), fmt::count(h.counts.total), fmt::count(h.counts.full));
        s.colorIndex = 1;
        s.stepLine = true;
        s.unit = tr("batches");
        // Written in place, then cut to size: appending one by one was the panel's largest cost at 300,000
        // batches.
        s.keys.resize(qsizetype(h.steps.size()));
        s.values.resize(qsizetype(h.steps.size()));
        qsizetype n = 0;
        for (const HostQueueStep& step : h.steps)
            if (step.records > 0) {
                s.keys[n] = step.step;
                s.values[n++] = step.size;
                capacity = std::max(capacity, step.capacity);
            }
        s.keys.resize(n);
        s.values.resize(n);
        series << s;
    }
    if (a.chipQueueDetail) {
        const ChipQueueAnalysis& c = *a.chipQueueDetail;
        SeriesChart::Series s;
        s.name = tr("Chip queue (empty at %1 of %2 GetNext calls)")
                     .arg(fmt::count(c.counts.empty), fmt::count(c.counts.total));
        s.colorIndex = 2;
        s.stepLine = true;
        s.unit = tr("batches");
        s.keys.resize(qsizetype(c.steps.size()));
        s.values.resize(qsizetype(c.steps.size()));
        for (std::size_t i = 0; i < c.steps.size(); ++i) {
            s.keys[qsizetype(i)] = c.steps[i].step;
            s.values[qsizetype(i)] = c.steps[i].size;
        }
        series << s;
    }
    m_queueChart->setSeries(series,
                            tr("No data queue in this rank: neither a host queue file nor a chip-side queue file."));
    m_queueChart->setReferenceLine(capacity > 0 ? double(capacity) : std::nan(""),
                                   tr("host queue capacity %1").arg(capacity));
}

void DataPrepPanel::fillCostChart()
{
    const ProfileAnalysis& a = *m_snapshot.analysis;
    QVector<SeriesChart::Series> series;
    QString empty = tr("No host queue file, so the cost of each batch is not known.");
    if (a.hostQueueDetail) {
        const HostQueueAnalysis& h = *a.hostQueueDetail;
        const HostQueueTimes& t = h.times;
        // One point per batch (its records summed when the file repeats it), in batch order.
        auto add = [&series, &h](const QString& name, std::optional<double> (HostQueueStep::*kind)() const, double avg,
                                 int color, Qt::PenStyle style = Qt::SolidLine) {
            SeriesChart::Series s;
            s.name = name.arg(fmt::ms(avg));
            s.colorIndex = color;
            s.style = style;
            s.unit = QStringLiteral("ms");
            s.keys.resize(qsizetype(h.steps.size()));
            s.values.resize(qsizetype(h.steps.size()));
            qsizetype n = 0;
            for (const HostQueueStep& step : h.steps)
                if (std::optional<double> ms = (step.*kind)()) {
                    s.keys[n] = double(step.batch);
                    s.values[n++] = *ms;
                }
            s.keys.resize(n);
            s.values.resize(n);
            if (!s.keys.isEmpty())
                series << s;
        };
        // The total last and dashed: without sink mode it equals "get", and must not hide it.
        add(tr("Get from the pipeline (average %1)"), &HostQueueStep::getMs, t.avgGetMs, 0);
        add(tr("Push to the device (average %1)"), &HostQueueStep::pushMs, t.avgPushMs, 3);
        add(tr("Batch total (average %1)"), &HostQueueStep::batchMs, t.avgTotalMs, 4, Qt::DashLine);
        empty = tr("The host queue file has no time records (type 0 lines), so the cost of each batch is not known.");
    }
    m_costChart->setSeries(series, empty);
}

QString DataPrepPanel::pipelineOpName(int opId) const
{
    const Profile* p = m_snapshot.profile.get();
    const PipelineOp* op = p && p->pipeline ? p->pipeline->find(opId) : nullptr;
    if (!op && p && p->pipeline)
        op = p->pipeline->findRaw(opId);
    return op ? fmt::toQ(op->opType) + QLatin1Char('_') + QString::number(opId) : tr("op %1").arg(opId);
}

void DataPrepPanel::fillCpuCharts()
{
    const Profile* p = m_snapshot.profile.get();
    QVector<SeriesChart::Series> machine, ops;
    const QString noFile = tr("No CPU utilisation file (minddata_cpu_utilization_<rank>.json): CPU use is not known.");
    if (p->cpu) {
        const CpuUtilization& cpu = *p->cpu;
        auto add = [&](QVector<SeriesChart::Series>& out, const QString& name, const std::vector<double>& values,
                       int color, Qt::PenStyle style = Qt::SolidLine) {
            if (values.empty())
                return;
            SeriesChart::Series s;
            s.name = name;
            s.colorIndex = color;
            s.style = style;
            s.unit = QStringLiteral("%");
            s.keys = relativeSeconds(cpu, values.size());
            s.values = QVector<double>(values.begin(), values.end());
            out << s;
        };
        add(machine, tr("User"), cpu.device.user, 2);
        add(machine, tr("System"), cpu.device.sys, 1);
        add(machine, tr("I/O wait"), cpu.deviceIo, 3);
        add(machine, tr("Idle"), cpu.deviceIdle, 7, Qt::DashLine);
        int color = 0;
        for (const auto& [opId, series] : cpu.ops) {
            std::vector<double> sum(std::min(series.user.size(), series.sys.size()));
            for (std::size_t i = 0; i < sum.size(); ++i)
                sum[i] = series.user[i] + series.sys[i];
            add(ops, pipelineOpName(opId), sum, color++ % 7);
        }
        if (cpu.otherThreads) {
            std::vector<double> sum(std::min(cpu.otherThreads->user.size(), cpu.otherThreads->sys.size()));
            for (std::size_t i = 0; i < sum.size(); ++i)
                sum[i] = cpu.otherThreads->user[i] + cpu.otherThreads->sys[i];
            add(ops, tr("Threads outside the pipeline"), sum, 7, Qt::DotLine);
        }
    }
    m_cpuChart->setSeries(machine, p->cpu ? tr("The CPU file has no whole-machine samples.") : noFile);
    m_opCpuChart->setSeries(ops, p->cpu ? tr("The CPU file has no samples per pipeline op.") : noFile);
}

void DataPrepPanel::emphasiseOp(int opId)
{
    m_opCpuChart->setEmphasised(opId >= 0 && m_snapshot.profile ? pipelineOpName(opId) : QString());
}

QString DataPrepPanel::queueSummary() const
{
    const Profile& p = *m_snapshot.profile;
    const ProfileAnalysis& a = *m_snapshot.analysis;
    QStringList lines;
    if (a.hostQueueDetail) {
        const HostQueueAnalysis& h = *a.hostQueueDetail;
        const bool sink = p.hostQueue && p.hostQueue->sinkMode;
        QString line = tr("<b>Host queue</b> (%1): empty when %2 of %3 batches were taken (%4), full for %5 (%6).")
                           .arg(sink ? tr("dataset sink mode") : tr("no sink mode"), fmt::count(h.counts.empty),
                                fmt::count(h.counts.total), percentOfRatio(h.counts.emptyRatio()),
                                fmt::count(h.counts.full), percentOfRatio(h.counts.fullRatio()));
        if (h.times.batchRecords > 0)
            line += QLatin1Char(' ') +
                    tr("Per batch on average: get %1, push %2, total %3.")
                        .arg(fmt::ms(h.times.avgGetMs), fmt::ms(h.times.avgPushMs), fmt::ms(h.times.avgTotalMs));
        lines << line;
    } else {
        const QString problem = problemText(p, {"device_queue_profiling", "dataset_iterator_profiling"});
        lines << (problem.isEmpty()
                      ? tr("<b>No host queue</b>: no device_queue_profiling_&lt;rank&gt;.txt (sink mode) or "
                           "dataset_iterator_profiling_&lt;rank&gt;.txt in this folder.")
                      : tr("<b>No host queue</b>: %1").arg(problem));
    }
    if (a.chipQueueDetail) {
        const ChipQueueAnalysis& c = *a.chipQueueDetail;
        lines << tr("<b>Chip queue</b>: empty at %1 of %2 GetNext calls (%3); GetNext takes %4 on average.")
                     .arg(fmt::count(c.counts.empty), fmt::count(c.counts.total), percentOfRatio(c.counts.emptyRatio()),
                          fmt::ms(c.avgDurationMs));
    } else if (p.hostQueue && !p.hostQueue->sinkMode) {
        lines << tr("<b>No chip-side queue</b>: this run is not in dataset sink mode, so batches are not queued on the "
                    "device.");
    } else {
        const QString problem = problemText(p, {"minddata_aicpu", "minddata_getnext"});
        lines << (problem.isEmpty() ? tr("<b>No chip-side queue</b>: no minddata_aicpu_&lt;rank&gt;.txt (Ascend) or "
                                         "minddata_getnext_profiling_&lt;rank&gt;.txt (GPU) in this folder.")
                                    : tr("<b>No chip-side queue</b>: %1").arg(problem));
    }
    return lines.join(QStringLiteral("<br>"));
}

QString DataPrepPanel::cpuSummary() const
{
    const Profile& p = *m_snapshot.profile;
    const ProfileAnalysis& a = *m_snapshot.analysis;
    if (!p.cpu) {
        const QString problem = problemText(p, {"minddata_cpu_utilization"});
        return problem.isEmpty() ? tr("<b>No CPU utilisation file</b> (minddata_cpu_utilization_&lt;rank&gt;.json): "
                                      "CPU use is not known.")
                                 : tr("<b>No CPU use</b>: %1").arg(problem);
    }
    const CpuUtilization& cpu = *p.cpu;
    QStringList lines;
    QString line =
        tr("<b>Machine</b>: %1, a sample every %2.")
            .arg(fmt::counted(cpu.processorCount, tr("processor"), tr("processors")), fmt::ms(cpu.samplingIntervalMs));
    if (a.cpuIdle && a.cpuIdle->available)
        line += QLatin1Char(' ') + tr("Busy %1 % on average (idle %2 %) over %3%4.")
                                       .arg(a.cpuIdle->activePct)
                                       .arg(a.cpuIdle->idlePct)
                                       .arg(fmt::counted(qint64(a.cpuIdle->samplesUsed), tr("sample"), tr("samples")),
                                            a.cpuIdle->mappedToSteps ? tr(" taken during the steps") : QString());
    lines << line;
    if (a.pipelineCpu && a.pipelineCpu->cpuAvailable) {
        const PipelineOpStats* busiest = nullptr;
        for (const PipelineOpStats& s : a.pipelineCpu->ops)
            if (s.avgCpuPct >= 0 && (!busiest || s.avgCpuPct > busiest->avgCpuPct))
                busiest = &s;
        if (busiest)
            lines << tr("<b>Busiest pipeline op</b>: %1 at %2 of one core with %3 (%4 per worker).")
                         .arg(pipelineOpName(busiest->opId), fmt::percent(busiest->avgCpuPct),
                              fmt::counted(busiest->numWorkers, tr("worker"), tr("workers")),
                              fmt::percent(busiest->cpuPerWorkerPct));
    } else if (cpu.ops.empty()) {
        lines << tr("The CPU file has no samples per pipeline op.");
    }
    return lines.join(QStringLiteral("<br>"));
}

} // namespace steplens
