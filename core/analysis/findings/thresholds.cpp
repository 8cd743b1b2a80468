#include "analysis/findings/thresholds.h"

#include "io/file_reader.h"
#include "io/json_util.h"

#include <cmath>
#include <optional>

namespace steplens {

namespace {
// The table's order is the enum's, so a key is its row (checked below, at compile time).
constexpr std::array<ThresholdSpec, kThresholdCount> kThresholdTable = {{
    {ThresholdKey::IterationGapMs, "iteration_gap_ms", 0.5, "ms",
     "average iteration gap above which the data path is examined (MindInsight: 0.5 ms)"},
    {ThresholdKey::IterationGapShareModeratePct, "iteration_gap_share_moderate_pct", 5, "%",
     "iteration gap share of the step that makes the finding moderate"},
    {ThresholdKey::IterationGapShareHighPct, "iteration_gap_share_high_pct", 20, "%",
     "iteration gap share of the step that makes the finding high"},
    {ThresholdKey::HostQueueEmptyRatio, "host_queue_empty_ratio", 0.3, "ratio",
     "share of batches that found the host queue empty (MindInsight ≥ 1.6: 0.3)"},
    {ThresholdKey::ChipQueueEmptyRatio, "chip_queue_empty_ratio", 0.1, "ratio",
     "share of GetNext calls that found the device queue empty"},
    {ThresholdKey::PipelineUsageHigh, "pipeline_usage_high", 0.8, "ratio",
     "output-queue usage counted as full (MindInsight: 0.8)"},
    {ThresholdKey::PipelineUsageLow, "pipeline_usage_low", 0.6, "ratio",
     "source-op output-queue usage counted as starved (MindInsight ≥ 1.6: 0.6)"},
    {ThresholdKey::PipelineUsageDelta, "pipeline_usage_delta", 0.1, "ratio",
     "input minus output queue usage that flags an operator (MindInsight: 0.1)"},
    {ThresholdKey::CpuBusyPct, "cpu_busy_pct", 80, "%",
     "whole-machine CPU use above which data processing is CPU-bound (MindInsight: 80)"},
    {ThresholdKey::CpuPerWorkerHighPct, "cpu_per_worker_high_pct", 75, "%",
     "CPU per worker above which more workers may help (MindSpore analyser: 75)"},
    {ThresholdKey::CpuPerWorkerLowPct, "cpu_per_worker_low_pct", 20, "%",
     "CPU per worker below which more workers will not help much (MindSpore analyser: 20)"},
    {ThresholdKey::FpBpSharePct, "fp_bp_share_pct", 50, "%",
     "forward+backward share of the step above which compute dominates"},
    {ThresholdKey::Fp32ComputeSharePct, "fp32_compute_share_pct", 50, "%",
     "share of compute-op time in float32 that suggests mixed precision"},
    {ThresholdKey::AicpuSharePct, "aicpu_share_pct", 10, "%",
     "AI CPU share of operator time above which fallback ops are reported"},
    {ThresholdKey::CommunicationSharePct, "communication_share_pct", 10, "%",
     "exposed communication share of the step (MindInsight cluster rule: 10)"},
    {ThresholdKey::SlowRankPct, "slow_rank_pct", 20, "%",
     "how far a rank's FLOPS (below) or a pipeline stage's work (above) must be from the mean to be reported "
     "(MindInsight: 20)"},
    // Cluster view (issue 13): which rank and which link hold a many-rank job back.
    {ThresholdKey::SlowRankStepPct, "slow_rank_step_pct", 5, "% of step",
     "how far above the mean of the other ranks a rank's Computing, Free or Preparing (1.x: iteration gap, "
     "fwd+bwd) must be, as a share of the mean step, to call the rank slow"},
    {ThresholdKey::SlowLinkPct, "slow_link_pct", 20, "%",
     "how far below the mean bandwidth of its transport type (HCCS, RDMA...) across the cluster a link must be "
     "to call it slow"},
    {ThresholdKey::FreeSharePct, "free_share_pct", 10, "%",
     "device idle share inside the step (2.x layout) that points at a host-bound step"},
    {ThresholdKey::OutlierFactor, "outlier_factor", 1.5, "x",
     "a step slower than this multiple of the median total is an outlier"},
    // MindSpore >= 2.3 / torch_npu layout: the checks msprof-analyze's advisor makes (docs/rules.md).
    {ThresholdKey::AicpuTaskUs, "aicpu_task_us", 20, "µs",
     "AI CPU tasks longer than this are reported by operator (msprof-analyze: 20 µs)"},
    {ThresholdKey::OpCompileSharePct, "op_compile_share_pct", 5, "%",
     "host time in operator compilation (aclopCompileAndExecute, opCompile) per step, share of the step"},
    {ThresholdKey::HeavyKernelUs, "heavy_kernel_us", 20, "µs",
     "kernels shorter than this are left out of the core-use and pipe rules (msprof-analyze: 20 µs)"},
    {ThresholdKey::IdleCoresSharePct, "idle_cores_share_pct", 5, "%",
     "core time that kernels launched on fewer blocks than the device has cores leave idle, share of compute"},
    {ThresholdKey::MemoryBoundSharePct, "memory_bound_share_pct", 20, "%",
     "share of compute time in kernels bound by moving data in (MTE2)"},
    {ThresholdKey::CubeMte2BoundRatio, "cube_mte2_bound_ratio", 0.95, "ratio",
     "aic_mte2_ratio from which a cube kernel is bound by moving data in (msprof-analyze: 0.95)"},
    {ThresholdKey::CubeMacBoundRatio, "cube_mac_bound_ratio", 0.8, "ratio",
     "aic_mac_ratio from which a cube kernel is compute-bound (msprof-analyze: 0.8)"},
    {ThresholdKey::VectorMte2BoundRatio, "vector_mte2_bound_ratio", 0.7, "ratio",
     "aiv_mte2_ratio from which a vector kernel is bound by moving data in (msprof-analyze: 0.7)"},
    {ThresholdKey::VectorVecBoundRatio, "vector_vec_bound_ratio", 0.7, "ratio",
     "aiv_vec_ratio from which a vector kernel is compute-bound (msprof-analyze: 0.7)"},
    {ThresholdKey::SdmaSmallPacketMb, "sdma_small_packet_mb", 16, "MB",
     "intra-node (SDMA) transfers below this size are small (msprof-analyze: 16)"},
    {ThresholdKey::RdmaSmallPacketMb, "rdma_small_packet_mb", 1, "MB",
     "inter-node (RDMA) transfers below this size are small (msprof-analyze: 1)"},
    {ThresholdKey::SmallPacketSharePct, "small_packet_share_pct", 20, "%",
     "share of a transport's transfers that may be small before it is reported (msprof-analyze: 20)"},
    {ThresholdKey::UnalignedTransferSharePct, "unaligned_transfer_share_pct", 0, "%",
     "share of intra-node transfer time in transfers not a multiple of 512 bytes (msprof-analyze reports any)"},
    {ThresholdKey::LinkBandwidthPct, "link_bandwidth_pct", 80, "%",
     "bandwidth below this share of the link's expected rate is low (CANN msprof: 80)"},
    {ThresholdKey::HccsExpectedGbs, "hccs_expected_gbs", 18, "GB/s",
     "expected HCCS rate per link (CANN msprof, Atlas training: 18)"},
    {ThresholdKey::PcieExpectedGbs, "pcie_expected_gbs", 20, "GB/s", "expected PCIe rate per link (CANN msprof: 20)"},
    {ThresholdKey::RdmaExpectedGbs, "rdma_expected_gbs", 12.5, "GB/s",
     "expected RDMA rate per link (CANN msprof, 100 GbE RoCE: 12.5)"},
    {ThresholdKey::RdmaRetransmissionMs, "rdma_retransmission_ms", 4000, "ms",
     "an RDMA transfer this long points at retransmissions (msprof-analyze: 4000 ms)"},
    {ThresholdKey::CommWaitSharePct, "comm_wait_share_pct", 50, "%",
     "share of communication time spent waiting for other ranks (wait / (wait + transit)) that is reported"},
    {ThresholdKey::GcPauseMs, "gc_pause_ms", 1, "ms",
     "Python garbage-collection pauses longer than this are reported (msprof-analyze: 1)"},
    {ThresholdKey::SyncBlockSharePct, "sync_block_share_pct", 10, "%",
     "host time blocked in stream or device synchronisations inside the step, share of the step"},
    {ThresholdKey::LaunchBlockingRatio, "launch_blocking_ratio", 0.5, "ratio",
     "share of kernel launches followed at once by a synchronisation that means launch blocking (msprof-analyze: "
     "0.5)"},
    {ThresholdKey::DataloaderMs, "dataloader_ms", 10, "ms",
     "a data-loader call longer than this holds the step back (msprof-analyze: 10)"},
    {ThresholdKey::FusibleSequences, "fusible_sequences", 0, "count",
     "kernel sequences per step that one fused Ascend operator replaces, above which they are reported"},
    {ThresholdKey::PpBubbleSharePct, "pp_bubble_share_pct", 10, "%", "pipeline-parallel bubble share of the step"},
    // Device memory (memory_record, operator_memory; the ASCEND_PROFILER_OUTPUT layout).
    {ThresholdKey::DeviceMemoryMb, "device_memory_mb", 0, "MB",
     "the device's memory for the capacity rule when no file states it (0: unknown, the rule stays silent)"},
    {ThresholdKey::MemoryCapacityPct, "memory_capacity_pct", 90, "%",
     "share of the device's memory at the peak above which the peak is reported"},
    {ThresholdKey::MemoryReservedGapMb, "memory_reserved_gap_mb", 1024, "MB",
     "reserved minus allocated at an allocator's peak above which caching or fragmentation is reported"},
    {ThresholdKey::MemoryReservedGapPct, "memory_reserved_gap_pct", 20, "%",
     "the share of reserved that gap must also exceed"},
    {ThresholdKey::MemoryTransientSharePct, "memory_transient_share_pct", 5, "%",
     "share of the peak held by short-lived blocks above which they are reported as setting the peak"},
    {ThresholdKey::MemoryTransientLifetimePct, "memory_transient_lifetime_pct", 10, "%",
     "a block is short-lived when it is held for less than this share of the step with the peak"},
}};

constexpr bool inEnumOrder()
{
    for (std::size_t i = 0; i < kThresholdTable.size(); ++i)
        if (static_cast<std::size_t>(kThresholdTable[i].key) != i)
            return false;
    return true;
}
static_assert(inEnumOrder(), "thresholdTable() must list every ThresholdKey once, in the enum's order");

std::size_t row(ThresholdKey key)
{
    return static_cast<std::size_t>(key);
}
} // namespace

const std::array<ThresholdSpec, kThresholdCount>& thresholdTable()
{
    return kThresholdTable;
}

const ThresholdSpec& thresholdSpec(ThresholdKey key)
{
    return kThresholdTable[row(key)];
}

std::optional<ThresholdKey> thresholdKeyNamed(std::string_view name)
{
    for (const ThresholdSpec& spec : kThresholdTable)
        if (name == spec.name)
            return spec.key;
    return std::nullopt;
}

Thresholds::Thresholds()
{
    for (const ThresholdSpec& spec : kThresholdTable)
        m_values[row(spec.key)] = spec.defaultValue;
}

double Thresholds::get(ThresholdKey key) const
{
    return m_values[row(key)];
}

bool Thresholds::set(ThresholdKey key, double value)
{
    if (!std::isfinite(value) || value < 0)
        return false;
    m_values[row(key)] = value;
    return true;
}

bool Thresholds::isDefault(ThresholdKey key) const
{
    return m_values[row(key)] == thresholdSpec(key).defaultValue;
}

bool Thresholds::loadJson(const std::string& text, const std::string& source, Diagnostics& diagnostics)
{
    DiagnosticSink sink(diagnostics, source);
    auto doc = io::parseJson(text, sink);
    if (!doc)
        return false;
    if (!doc->is_object()) {
        sink.error(0,
                   SL_MSG("diag.thresholds.not-an-object", "thresholds must be a JSON object of {example}")
                       .arg("example", "{\"name\": number}"),
                   SL_MSG("diag.action.file-ignored", "file ignored"));
        return false;
    }
    for (auto it = doc->begin(); it != doc->end(); ++it) {
        const std::optional<ThresholdKey> key = thresholdKeyNamed(it.key());
        if (!key) {
            sink.warn(0, SL_MSG("diag.thresholds.unknown-threshold", "unknown threshold '{it}'").arg("it", it.key()),
                      SL_MSG("diag.action.key-ignored", "key ignored"));
            continue;
        }
        if (!it->is_number() || !set(*key, it->get<double>()))
            sink.warn(
                0,
                SL_MSG("diag.thresholds.threshold-must-be-a-non", "threshold '{it}' must be a non-negative number")
                    .arg("it", it.key()),
                SL_MSG("diag.action.default-kept", "default kept"));
    }
    return true;
}

bool Thresholds::loadFile(const std::string& path, Diagnostics& diagnostics)
{
    DiagnosticSink sink(diagnostics, path);
    auto text = io::readWholeFile(path, sink, 1u << 20);
    if (!text)
        return false;
    return loadJson(*text, path, diagnostics);
}

std::string Thresholds::toJson() const
{
    nlohmann::ordered_json j;
    for (const ThresholdSpec& spec : kThresholdTable)
        j[spec.name] = m_values[row(spec.key)];
    return j.dump(2);
}

} // namespace steplens
