#include "analysis/profile_analysis.h"

#include "analysis/findings/rules.h"
#include "io/worker_thread.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>

namespace steplens {

CommunicationShare communicationShare(const StepTrace& trace, std::size_t skipFirstSteps)
{
    CommunicationShare c;
    c.source = "step trace";
    std::size_t n = 0;
    for (std::size_t i = skipFirstSteps; i < trace.steps.size(); ++i) {
        const StepRecord& s = trace.steps[i];
        std::vector<std::pair<Nanos, Nanos>> spans;
        for (const auto& e : trace.reduceOf(s))
            if (e.end > e.start)
                spans.emplace_back(e.start, e.end);
        std::sort(spans.begin(), spans.end());
        // Union of the intervals, and its part after the backward pass.
        Nanos total = 0, exposed = 0, curB = 0, curE = -1;
        auto flush = [&] {
            if (curE <= curB)
                return;
            total += curE - curB;
            if (trace.mode == StepTraceMode::Training && s.bpPoint > 0) {
                Nanos b = std::max(curB, s.bpPoint);
                if (curE > b)
                    exposed += curE - b;
            }
        };
        for (auto [b, e] : spans) {
            if (b > curE) {
                flush();
                curB = b;
                curE = e;
            } else {
                curE = std::max(curE, e);
            }
        }
        flush();
        c.totalMs += nanosToMs(double(total));
        c.exposedMs += nanosToMs(double(exposed));
        c.stepMs += nanosToMs(double(s.total));
        ++n;
    }
    if (n > 0) {
        c.totalMs /= double(n);
        c.exposedMs /= double(n);
        c.stepMs /= double(n);
    }
    c.exposedPct = c.stepMs > 0 ? c.exposedMs / c.stepMs * 100.0 : 0.0;
    return c;
}

std::optional<CommunicationShare> communicationShare(const AscendStepStats& st)
{
    auto exposed = st.mean(StepColumn::CommunicationNotOverlapped);
    if (!exposed || st.wall.meanMs <= 0)
        return std::nullopt;
    CommunicationShare c;
    c.source = "step_trace_time.csv";
    c.exposedMs = *exposed;
    c.totalMs = st.mean(StepColumn::Communication).value_or(*exposed);
    c.stepMs = st.wall.meanMs;
    c.exposedPct = c.exposedMs / c.stepMs * 100.0;
    return c;
}

namespace {

// MindSpore's cluster file measures communication not overlapped by computation directly.
std::optional<CommunicationShare> communicationFromCluster(const ClusterAnalyse& ca)
{
    int comp = -1, alone = -1;
    for (std::size_t i = 0; i < ca.columns.size(); ++i) {
        if (ca.columns[i].rfind("computation", 0) == 0)
            comp = static_cast<int>(i);
        if (ca.columns[i] == "communication_alone_time" || ca.columns[i] == "communication_alone")
            alone = static_cast<int>(i);
    }
    if (comp < 0 || alone < 0 || ca.steps.empty())
        return std::nullopt;
    double sc = 0, sa = 0;
    for (const auto& row : ca.steps) {
        if (static_cast<std::size_t>(std::max(comp, alone)) >= row.size())
            continue;
        sc += row[static_cast<std::size_t>(comp)];
        sa += row[static_cast<std::size_t>(alone)];
    }
    if (sc + sa <= 0)
        return std::nullopt;
    CommunicationShare c;
    c.source = "cluster analysis";
    double n = double(ca.steps.size());
    c.exposedMs = sa / n;
    c.totalMs = c.exposedMs;
    c.stepMs = (sc + sa) / n;
    c.exposedPct = sa / (sc + sa) * 100.0;
    return c;
}

} // namespace

namespace {
// Host queues below this (about 130,000 records) are analysed in less time than a thread takes to start
// and stop on a busy machine.
constexpr std::int64_t kHostQueueSecondThreadBytes = 4 << 20;
// Kernel tables below this (200,000 rows) are scanned in a few milliseconds: no thread for them.
constexpr std::int64_t kFusibleScanSecondThreadBytes = 200000 * std::int64_t(sizeof(KernelRow));
} // namespace

ProfileAnalysis analyzeProfile(const Profile& profile, const AnalysisOptions& options)
{
    ProfileAnalysis a;
    StepAnalysisOptions stepOptions = options.steps;
    stepOptions.outlierFactor = options.thresholds.get(ThresholdKey::OutlierFactor);
    if (profile.stepTrace)
        a.steps = analyzeSteps(*profile.stepTrace, stepOptions);
    const Thresholds& th = options.thresholds;
    // The host-queue analysis is one pass over every record (1.2M lines in a big 1.x folder, the largest
    // part of such a rank's analysis): a big one runs on the second core beside everything below but the
    // rules, which read it.
    io::WorkerThread hostQueueWorker;
    std::optional<HostQueueAnalysis> hostQueue;
    if (profile.hostQueue && !options.queueDetail) {
        a.hostQueue = hostQueueCounts(*profile.hostQueue);
    } else if (profile.hostQueue) {
        auto analyse = [&hostQueue, &queue = *profile.hostQueue] { hostQueue = analyzeHostQueue(queue); };
        const auto bytes = std::int64_t(profile.hostQueue->records.size() * sizeof(HostQueueRecord));
        // Analysed here when not worth a thread or no thread can be had.
        if (!io::worthASecondThread(0, bytes, kHostQueueSecondThreadBytes) || !hostQueueWorker.tryStart(analyse))
            analyse();
    }
    if (profile.chipQueue && !options.queueDetail) {
        a.chipQueue = chipQueueCounts(*profile.chipQueue);
    } else if (profile.chipQueue) {
        a.chipQueueDetail = analyzeChipQueue(*profile.chipQueue);
        a.chipQueue = a.chipQueueDetail->counts;
    }
    if (profile.pipeline && !profile.pipeline->ops.empty()) {
        BottleneckThresholds bt{th.get(ThresholdKey::PipelineUsageHigh), th.get(ThresholdKey::PipelineUsageLow),
                                th.get(ThresholdKey::PipelineUsageDelta)};
        a.pipelineBottleneck = findPipelineBottleneck(*profile.pipeline, bt);
        PipelineCpuThresholds ct;
        ct.cpuPerWorkerHigh = th.get(ThresholdKey::CpuPerWorkerHighPct);
        ct.cpuPerWorkerLow = th.get(ThresholdKey::CpuPerWorkerLowPct);
        a.pipelineCpu = analyzePipelineCpu(*profile.pipeline, profile.cpu ? &*profile.cpu : nullptr, ct);
    }
    if (profile.cpu)
        a.cpuIdle = cpuIdleVerdict(*profile.cpu, profile.hostQueue ? &*profile.hostQueue : nullptr,
                                   th.get(ThresholdKey::CpuBusyPct));
    if (profile.ascend && profile.ascend->stepTraceTime)
        a.ascendSteps = analyzeStepTraceTime(*profile.ascend->stepTraceTime, stepOptions.skipFirstSteps);
    if (profile.clusterAnalyse)
        a.communication = communicationFromCluster(*profile.clusterAnalyse);
    if (!a.communication && a.ascendSteps)
        a.communication = communicationShare(*a.ascendSteps);
    if (!a.communication && profile.stepTrace && !profile.stepTrace->reduceColumns.empty())
        a.communication = communicationShare(*profile.stepTrace, stepOptions.skipFirstSteps);

    if (profile.operators) {
        std::vector<AicoreOpRow> ops = aicoreOpTable(*profile.operators);
        for (const auto& op : ops)
            a.aicoreTotalNs += op.totalNs;
        a.precision = computePrecision(ops);
    }

    // The fusible-operator rule's pass over every kernel in launch order reads the kernel table alone: a big
    // table's runs on the second core beside the kernel statistics below (on 5M rows, ~80 ms of the ~120 ms
    // the analysis took on one core).
    io::WorkerThread fusibleWorker;
    std::shared_ptr<const FusibleScan> fusibleScan;
    if (profile.ascend && profile.ascend->kernels && !profile.ascend->kernels->typeFromName &&
        io::worthASecondThread(0, std::int64_t(profile.ascend->kernels->rows.size() * sizeof(KernelRow)),
                               kFusibleScanSecondThreadBytes))
        fusibleWorker.tryStart(
            [&fusibleScan, &kernels = *profile.ascend->kernels] { fusibleScan = scanFusibleSequences(kernels); });

    if (profile.ascend) {
        const AscendOutput& out = *profile.ascend;
        if (out.kernels) {
            KernelRuleThresholds kt;
            kt.aicpuTaskUs = th.get(ThresholdKey::AicpuTaskUs);
            kt.heavyKernelUs = th.get(ThresholdKey::HeavyKernelUs);
            kt.cubeMte2Bound = th.get(ThresholdKey::CubeMte2BoundRatio);
            kt.cubeMacBound = th.get(ThresholdKey::CubeMacBoundRatio);
            kt.vectorMte2Bound = th.get(ThresholdKey::VectorMte2BoundRatio);
            kt.vectorVecBound = th.get(ThresholdKey::VectorVecBoundRatio);
            const double stepRows = out.stepTraceTime ? double(out.stepTraceTime->stepRows().size()) : 1.0;
            a.kernelStats = kernelRuleStats(*out.kernels, out.deviceInfo, kt, stepRows);
        }
        if (out.communication)
            a.transfers = transferStats(*out.communication);
    }
    if (profile.timeline)
        a.hostTrace = hostTraceStats(*profile.timeline);
    const MemoryAnalysis* earlierMemory = nullptr;
    if (options.earlierProfile && options.earlierAnalysis && options.earlierAnalysis->memory &&
        sameMemoryTables(*options.earlierProfile, profile))
        earlierMemory = &*options.earlierAnalysis->memory;
    a.memory = analyzeMemory(profile, th, earlierMemory, options.memoryCurveSamples);

    hostQueueWorker.join();
    if (hostQueue) {
        a.hostQueueDetail = std::move(hostQueue);
        a.hostQueue = a.hostQueueDetail->counts;
    }

    RuleContext ctx{profile, a, options.thresholds};
    ruleIterationGap(ctx, a.findings);
    ruleCommunication(ctx, a.findings);
    ruleMixedPrecision(ctx, a.findings);
    ruleDataProcessing(ctx, a.findings);
    rulePipelineOps(ctx, a.findings);
    ruleTransfer(ctx, a.findings);
    ruleCpuBusy(ctx, a.findings);
    ruleDeviceIdle(ctx, a.findings);
    ruleAicpuShare(ctx, a.findings);
    ruleAicpuOperators(ctx, a.findings);
    ruleOperatorCompilation(ctx, a.findings);
    ruleIdleCores(ctx, a.findings);
    ruleMemoryBoundKernels(ctx, a.findings);
    ruleSmallPackets(ctx, a.findings);
    ruleUnalignedTransfers(ctx, a.findings);
    ruleLinkBandwidth(ctx, a.findings);
    ruleRdmaRetransmission(ctx, a.findings);
    ruleCommunicationWait(ctx, a.findings);
    ruleGcPauses(ctx, a.findings);
    ruleHostSync(ctx, a.findings);
    ruleSlowDataloader(ctx, a.findings);
    fusibleWorker.join();
    ruleFusibleOperators(ctx, a.findings, fusibleScan.get());
    rulePipelineBubble(ctx, a.findings);
    ruleMemoryCapacity(ctx, a.findings);
    ruleMemoryReservedGap(ctx, a.findings);
    ruleMemoryTransient(ctx, a.findings);
    // With a batch size, every estimated gain is also told in samples/s (steps/s × samples per step).
    if (stepOptions.batchSize && *stepOptions.batchSize > 0)
        for (auto& f : a.findings)
            if (f.stepsPerSecondIfFixed && !f.samplesPerSecondIfFixed)
                f.samplesPerSecondIfFixed = *f.stepsPerSecondIfFixed * *stepOptions.batchSize;
    orderFindings(a.findings);
    return a;
}

std::optional<double> hostQueueEmptyRatio(const ProfileAnalysis& a)
{
    if (!a.hostQueue || a.hostQueue->total <= 0)
        return std::nullopt;
    return double(a.hostQueue->empty) / double(a.hostQueue->total);
}

std::optional<double> chipQueueEmptyRatio(const ProfileAnalysis& a)
{
    if (!a.chipQueue || a.chipQueue->total <= 0)
        return std::nullopt;
    return double(a.chipQueue->empty) / double(a.chipQueue->total);
}

} // namespace steplens
