#pragma once
// The tuning assistant's rules. Each lives in its own file and appends what it finds; none hides
// another (unlike MindInsight). analyzeProfile() runs them all and orders the result by impact.
#include "analysis/findings/finding.h"
#include "analysis/findings/thresholds.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace steplens {

struct Profile;
struct ProfileAnalysis;
struct ClusterAnalysis;
struct KernelDetails;

struct RuleContext {
    const Profile& profile;
    const ProfileAnalysis& analysis;
    const Thresholds& thresholds;
};

void ruleIterationGap(const RuleContext& ctx, std::vector<Finding>& out);
void ruleCommunication(const RuleContext& ctx, std::vector<Finding>& out);
// 2.x layout: Free (device idle inside the step) above free_share_pct means the host holds the device back.
void ruleDeviceIdle(const RuleContext& ctx, std::vector<Finding>& out);
// Both layouts: AI CPU time above aicpu_share_pct of operator time (ops that fell back from AI Core).
void ruleAicpuShare(const RuleContext& ctx, std::vector<Finding>& out);
void ruleMixedPrecision(const RuleContext& ctx, std::vector<Finding>& out);
void ruleDataProcessing(const RuleContext& ctx, std::vector<Finding>& out);
void rulePipelineOps(const RuleContext& ctx, std::vector<Finding>& out);
void ruleTransfer(const RuleContext& ctx, std::vector<Finding>& out);
void ruleCpuBusy(const RuleContext& ctx, std::vector<Finding>& out);
// Device memory (ASCEND_PROFILER_OUTPUT layout; ProfileAnalysis::memory): the peak near the device's
// memory, an allocator reserving far more than it hands out, short-lived blocks that set the peak.
void ruleMemoryCapacity(const RuleContext& ctx, std::vector<Finding>& out);
void ruleMemoryReservedGap(const RuleContext& ctx, std::vector<Finding>& out);
void ruleMemoryTransient(const RuleContext& ctx, std::vector<Finding>& out);

// MindSpore >= 2.3 / torch_npu layout: the checks of msprof-analyze's advisor (docs/rules.md lists
// each with its source file and threshold). Each says nothing when its data is absent.
void ruleAicpuOperators(const RuleContext& ctx, std::vector<Finding>& out);      // kernel_details AI_CPU tasks
void ruleOperatorCompilation(const RuleContext& ctx, std::vector<Finding>& out); // aclopCompileAndExecute
void ruleIdleCores(const RuleContext& ctx, std::vector<Finding>& out);           // Block Dim below the core count
void ruleMemoryBoundKernels(const RuleContext& ctx, std::vector<Finding>& out);  // PipeUtilization MTE2 ratios
void ruleSmallPackets(const RuleContext& ctx, std::vector<Finding>& out);        // communication.json sizes
void ruleUnalignedTransfers(const RuleContext& ctx, std::vector<Finding>& out);  // sizes not 512-byte aligned
void ruleLinkBandwidth(const RuleContext& ctx, std::vector<Finding>& out);       // rate per transport
void ruleRdmaRetransmission(const RuleContext& ctx, std::vector<Finding>& out);  // RDMA transfers of seconds
void ruleCommunicationWait(const RuleContext& ctx, std::vector<Finding>& out);   // wait dominates transit
void ruleGcPauses(const RuleContext& ctx, std::vector<Finding>& out);            // trace GC events
void ruleHostSync(const RuleContext& ctx, std::vector<Finding>& out);            // synchronisations in the step
void ruleSlowDataloader(const RuleContext& ctx, std::vector<Finding>& out);      // data-loader calls
void ruleFusibleOperators(const RuleContext& ctx, std::vector<Finding>& out);    // sequences a fused op replaces
// The fusible-operator rule's long pass: every kernel in launch order per stream, matched against the fused
// patterns. It needs only the kernel table, so analyzeProfile runs it on the second core beside the kernel
// statistics and hands it to the rule (without it the rule makes its own).
struct FusibleScan;
std::shared_ptr<const FusibleScan> scanFusibleSequences(const KernelDetails& kernels);
void ruleFusibleOperators(const RuleContext& ctx, std::vector<Finding>& out, const FusibleScan* scan);
void rulePipelineBubble(const RuleContext& ctx, std::vector<Finding>& out);      // PP bubble per stage

// Cluster rules (issue 13): a rank slower than the others in a step phase, a link slower than its
// transport's mean. Both read the cluster analysis (analysis/cluster_rules.h).
void ruleSlowRank(const ClusterAnalysis& cluster, const Thresholds& thresholds, std::vector<Finding>& out);
void ruleSlowLink(const ClusterAnalysis& cluster, const Thresholds& thresholds, std::vector<Finding>& out);
// The name of a cluster step phase key for texts ("Computing", "iteration gap").
Message clusterPhaseName(const std::string& key);

// Sorts by estimated impact (ms per step), then severity, then id so the order is stable.
void orderFindings(std::vector<Finding>& findings);

// The pipeline op that holds the pipeline back the most: an op whose input queue is fuller than its
// output queue (largest difference) before a starved source op. Null when nothing is flagged.
struct FlaggedPipelineOp;
struct PipelineBottleneck;
const FlaggedPipelineOp* primaryPipelineOp(const PipelineBottleneck& b);
// Advice for one flagged pipeline op by its class: the change and a code snippet.
void pipelineOpAdvice(const FlaggedPipelineOp& op, int numWorkers, Message& suggestion, std::string& snippet);

// Formatting helpers shared by the rules' texts.
std::string fmtMs(double ms);
std::string fmtPct(double pct);
std::string fmtUs(double us);   // "23.4 µs"; from 1000 µs on in ms ("1.52 ms")
std::string fmtMB(double mb);   // "8.39 MB", "16 MB"; below 1 MB in KB ("96 B" below 1 KB)
std::string fmtRatio(double r); // "0.97"
std::string fmtGBs(double gbs); // "15.8 GB/s"
std::string fmtCount(double n); // "3", or "2.5" for a mean per step
// Step numbers as the evidence labels list them: "3 5 7".
std::string stepList(const std::vector<long long>& steps);
// Ranks as ranges: "0–36 and 38–63", "3, 5 and 7–9" (sorted, duplicates dropped).
std::string rankRanges(std::vector<int> ranks);

// Which framework's advice applies: from profiler_info / the folder name on the 2.x layout; the 1.x
// layout is MindSpore's. Unknown gives both.
enum class AdviceFramework { MindSpore, Torch, Unknown };
AdviceFramework adviceFramework(const Profile& profile);
// A snippet for the framework in use, headed by a comment naming it; both (MindSpore first) when unknown.
std::string frameworkSnippet(AdviceFramework fw, const std::string& mindspore, const std::string& torch);
// The suggestion for the framework in use; when unknown, both, each introduced by its framework's name.
Message frameworkSuggestion(AdviceFramework fw, Message mindspore, Message torch);

// The file a 2.x table of the rank was read from, for the texts that name it (model/source_name.h):
// the text export's file ("step_trace_time.csv") or the database ("analysis.db",
// "ascend_pytorch_profiler_0.db"); the text file's name when the rank lacks the table.
enum class AscendTable { StepTraceTime, KernelDetails, OpStatistic, Communication, Metadata };
std::string tableSource(const Profile& profile, AscendTable table);

// Step figures the 2.x rules share: the mean step (wall) time in ms from step_trace_time.csv (0 when
// unknown), and how much of a host-side delay the device can have waited for at most: the step's
// Preparing + Free, which is all the device idles (nullopt without step_trace_time.csv).
double meanStepMs(const RuleContext& ctx);
std::optional<double> deviceIdleMs(const RuleContext& ctx);
// steps/s once `impactMs` is saved, when the step time is known.
std::optional<double> stepsPerSecondIfSaved(const RuleContext& ctx, double impactMs);
// Severity of a cost per step: High above 10 % of the step, Moderate above 2 %, else Info.
FindingSeverity severityOfCost(const RuleContext& ctx, double impactMs);

// A ';'-separated list of data types or shapes as a label shows it: repeated parts once
// ("FLOAT;FLOAT;INT64" -> "FLOAT;INT64"), cut with "…" beyond `max` characters.
std::string compactList(const std::string& list, std::size_t max = 60);

// "1 kernel" / "12 kernels".
Message kernelCount(long long n);

// Evidence pointing at one communication operation: its span on the timeline when the file gives its
// start, else the operation by name.
struct CommOp;
Evidence commOpEvidence(const CommOp& op, Message label);
// "hcom_allReduce__586_0_1 (step50)", or the name alone without a step.
std::string commOpName(const CommOp& op);

// Operators that only exist on the AI CPU (the dataset channel of sink mode: GetNext, InitData...).
bool isAicpuOnlyOp(const std::string& type);

} // namespace steplens
