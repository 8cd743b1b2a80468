// Memory: the rank's peak comes close to the device's memory. Only when the size is known (a file
// states it, or the user set device_memory_mb); it is never guessed from the chip name. The measure
// is the highest reserved total (APP, where present, counts everything the process holds on the
// device); the evidence is the step and the operator_memory blocks held at the allocated peak.
#include "analysis/findings/rule_memory_text.h"
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>

namespace steplens {

using namespace memrule;

void ruleMemoryCapacity(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& m = ctx.analysis.memory;
    if (!m || !m->capacityMB || *m->capacityMB <= 0)
        return;
    const MemoryPeak* held = m->peakReserved ? &*m->peakReserved : m->peakAllocated ? &*m->peakAllocated : nullptr;
    if (!held)
        return;
    const double capacity = *m->capacityMB;
    const double share = held->mb / capacity * 100.0;
    const double limit = ctx.thresholds.get(ThresholdKey::MemoryCapacityPct);
    if (share <= limit)
        return;
    Finding f;
    f.id = "memory-near-capacity";
    f.rank = ctx.profile.rank;
    f.severity = share > (100.0 + limit) / 2 ? FindingSeverity::High : FindingSeverity::Moderate;
    f.title = SL_MSG("finding.memory-near-capacity.title",
                     "At its peak the rank holds {held} of the device's {capacity} ({share})")
                  .arg("held", fmtMB(held->mb))
                  .arg("capacity", fmtMB(capacity))
                  .arg("share", fmtPct(share));
    Message source = m->capacitySource == "device_memory_mb"
                         ? SL_MSG("finding.memory-near-capacity.source.user",
                                  "the device memory size is the one set in the device_memory_mb threshold")
                         : SL_MSG("finding.memory-near-capacity.source.file", "the device memory size is from {file}")
                               .arg("file", m->capacitySource);
    f.explanation = SL_MSG("finding.memory-near-capacity.explanation",
                           "Device memory is nearly full: {component} reached {held} at {time}{step} ({source}). A "
                           "larger batch, a longer sequence or anything that keeps more activations would fail with "
                           "out-of-memory, and near the limit the allocator frees cached blocks and retries before "
                           "it can serve a request, which costs time.")
                        .arg("component", held->component)
                        .arg("held", fmtMB(held->mb))
                        .arg("time", fmtAt(*m, held->time))
                        .arg("step", inStep(held->step))
                        .arg("source", std::move(source));
    if (m->peakAllocated && !m->aliveAtPeak.empty() && m->aliveSource == AliveAt::MemoryRecordPeak)
        f.explanation = SL_MSG("finding.memory-near-capacity.explanation-alive",
                               "{explanation} At the allocated peak ({allocated} at {time}) {count} blocks of "
                               "operator_memory were held, {alive} in all; the largest are listed as evidence.")
                            .arg("explanation", std::move(f.explanation))
                            .arg("allocated", fmtMB(m->peakAllocated->mb))
                            .arg("time", fmtAt(*m, m->peakAllocated->time))
                            .arg("count", m->aliveAtPeak.size())
                            .arg("alive", fmtMB(m->aliveAtPeakMB));
    f.value = share;
    f.threshold = limit;
    f.unit = "%";
    f.impactEstimated = false; // memory does not translate into step time
    if (held->step >= 0) {
        Evidence steps{Evidence::Kind::Steps};
        steps.steps = {held->step};
        steps.label =
            SL_MSG("finding.memory.evidence.peak-step", "the peak falls in step {step}").arg("step", held->step);
        f.evidence.push_back(std::move(steps));
    }
    Evidence peak{Evidence::Kind::TimeRange};
    peak.begin = peak.end = held->time;
    peak.label = SL_MSG("finding.memory.evidence.peak-time", "the peak: {mb} ({component}) at {time}")
                     .arg("mb", fmtMB(held->mb))
                     .arg("component", held->component)
                     .arg("time", fmtAt(*m, held->time));
    f.evidence.push_back(std::move(peak));
    if (m->blocks && m->aliveSource == AliveAt::MemoryRecordPeak)
        for (std::size_t i = 0; i < m->aliveAtPeak.size() && i < 5; ++i) {
            const MemoryBlock& b = (*m->blocks)[m->aliveAtPeak[i]];
            Evidence e{Evidence::Kind::TimeRange};
            e.begin = b.allocated;
            e.end = b.released.value_or(m->end);
            e.name = ctx.profile.ascend->operatorMemory->str(b.name);
            e.label = SL_MSG("finding.memory.evidence.alive-block", "{name}: {size} held from {from} for {life}")
                          .arg("name", e.name)
                          .arg("size", fmtMB(b.sizeMB))
                          .arg("from", fmtBlockAt(*m, b.allocated))
                          .arg("life", fmtDuration(b.lifetime));
            f.evidence.push_back(std::move(e));
        }
    if (ctx.profile.ascend->framework == "mindspore") {
        f.suggestion = SL_MSG("finding.memory-near-capacity.suggestion.mindspore",
                              "Lower the peak where it is set: recompute the cells that keep the most activations "
                              "(Cell.recompute()), train in mixed precision, shard the optimizer states across data "
                              "parallel ranks (enable_parallel_optimizer), or lower the batch size and accumulate "
                              "gradients. mindspore.runtime.set_memory(max_size=...) bounds the memory pool so that "
                              "HCCL and the other components keep room.");
        f.snippet = "import mindspore as ms\n"
                    "net.encoder.recompute()  # the cells whose activations are alive at the peak\n"
                    "ms.set_auto_parallel_context(enable_parallel_optimizer=True)";
    } else {
        f.suggestion = SL_MSG("finding.memory-near-capacity.suggestion.torch",
                              "Lower the peak where it is set: recompute the activations of the layers alive at the "
                              "peak (torch.utils.checkpoint), keep activations in bf16 or fp16, shard optimizer states "
                              "and gradients (ZeRO, FSDP), or lower the micro-batch and accumulate gradients. "
                              "torch_npu.npu.set_per_process_memory_fraction keeps room for HCCL and the other "
                              "components.");
        f.snippet = "from torch.utils.checkpoint import checkpoint\n"
                    "hidden = checkpoint(layer, hidden, use_reentrant=False)";
    }
    out.push_back(std::move(f));
}

} // namespace steplens
