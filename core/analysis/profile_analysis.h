#pragma once
// Everything StepLens derives from one rank, computed once and shared by the report, the command
// line and every panel of the GUI.
#include "analysis/ascend_steps.h"
#include "analysis/cpu_idle.h"
#include "analysis/findings/finding.h"
#include "analysis/findings/thresholds.h"
#include "analysis/host_trace_stats.h"
#include "analysis/kernel_rule_stats.h"
#include "analysis/memory_analysis.h"
#include "analysis/op_precision.h"
#include "analysis/pipeline_bottleneck.h"
#include "analysis/pipeline_cpu_rules.h"
#include "analysis/queue_stats.h"
#include "analysis/step_stats.h"
#include "analysis/transfer_stats.h"
#include "model/profile.h"

#include <memory>
#include <optional>
#include <vector>

namespace steplens {

struct ProfileAnalysis;

struct AnalysisOptions {
    StepAnalysisOptions steps;
    Thresholds thresholds;
    // The per-batch host and chip queue analyses (hostQueueDetail, chipQueueDetail), which only the Data
    // preparation panel draws. The reports leave them out and count the queues' records alone: on a big 1.x
    // rank the per-batch host queue (300,000 batches of 64 B) was a sixth of the report's time and memory.
    bool queueDetail = true;
    // The memory curves' samples (a point per memory_record row and metric), which only the Memory panel
    // draws; the reports read the curves' peaks. A million rows' samples are 48 MB of fresh memory.
    bool memoryCurveSamples = true;
    // An earlier analysis of a rank (the window's early view of it, before its timeline was read) and the
    // profile it was made from. A rank that still holds the same memory tables takes the memory analysis'
    // blocks and curves over from it instead of building them again (a million blocks: ~0.2 s and 80 MB);
    // held here, the earlier profile keeps those tables alive, so "the same table" cannot be a new one at
    // a freed one's address. Null: everything is analysed.
    std::shared_ptr<const Profile> earlierProfile;
    std::shared_ptr<const ProfileAnalysis> earlierAnalysis;
};

// Exposed communication: reduce events that run while nothing else of the step does (after the
// backward pass ends), averaged per step.
struct CommunicationShare {
    double totalMs = 0;   // mean per step of the union of all reduce events
    double exposedMs = 0; // mean per step of the part after bp_point
    double stepMs = 0;
    double exposedPct = 0;
    std::string source; // "step trace", "cluster analysis" or "step_trace_time.csv"
};

struct ProfileAnalysis {
    std::optional<StepAnalysis> steps;
    std::optional<AscendStepStats> ascendSteps; // 2.x layout: step_trace_time.csv
    std::optional<HostQueueCounts> hostQueue;
    std::optional<ChipQueueCounts> chipQueue;
    std::optional<HostQueueAnalysis> hostQueueDetail;
    std::optional<ChipQueueAnalysis> chipQueueDetail;
    std::optional<PipelineBottleneck> pipelineBottleneck; // MindInsight's rule at the thresholds in use
    std::optional<PipelineCpuAnalysis> pipelineCpu;       // MindSpore's CPU-per-worker rules
    std::optional<CpuIdleVerdict> cpuIdle;
    std::optional<CommunicationShare> communication;
    std::optional<ComputePrecision> precision; // compute-bound AI Core ops by dtype
    double aicoreTotalNs = 0;                  // sum of the AI Core operator table
    // 2.x layout, for the rules that match msprof-analyze's advisor (each computed once, here):
    std::optional<KernelRuleStats> kernelStats; // kernel_details.csv: AI CPU tasks, idle cores, pipe-bound kernels
    std::optional<TransferStats> transfers;     // communication.json: transfers by size, link rates, waits
    std::optional<HostTraceStats> hostTrace;    // the trace: syncs, compilations, GC, data loader in the steps
    std::optional<MemoryAnalysis> memory;       // 2.x layout: memory_record, operator_memory, static_op_mem
    std::vector<Finding> findings;              // ordered by estimated impact, largest first
};

ProfileAnalysis analyzeProfile(const Profile& profile, const AnalysisOptions& options = {});

// Share of batches that found the host / chip queue empty; nullopt without records.
std::optional<double> hostQueueEmptyRatio(const ProfileAnalysis& a);
std::optional<double> chipQueueEmptyRatio(const ProfileAnalysis& a);

CommunicationShare communicationShare(const StepTrace& trace, std::size_t skipFirstSteps = 0);

// 2.x layout: Communication(Not Overlapped) is measured directly, per step; the step is its wall time.
std::optional<CommunicationShare> communicationShare(const AscendStepStats& steps);

} // namespace steplens
