// Memory: an allocator reserves far more than it hands out. A caching allocator (torch_npu's, the
// MindSpore memory pool) keeps freed blocks for reuse; at the moment it has handed out the most,
// what it has reserved beyond that is memory no tensor uses: cached blocks too small or too split up
// for the requests that came (fragmentation), or kept from an earlier, larger phase. Measured per
// allocator component (not APP, not the sums), the largest gap reported; both the gap in MB and its
// share of reserved must pass their thresholds.
#include "analysis/findings/rule_memory_text.h"
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

namespace steplens {

using namespace memrule;

namespace {
// PYTORCH_NPU_ALLOC_CONF / MS_ALLOC_CONF as profiler_metadata.json recorded them (ENV_VARIABLES).
std::optional<std::string> allocatorSetting(const Profile& p, const char* name)
{
    if (!p.ascend || !p.ascend->metadata)
        return std::nullopt;
    auto it = p.ascend->metadata->values.find(std::string("ENV_VARIABLES.") + name);
    if (it == p.ascend->metadata->values.end())
        return std::nullopt;
    return it->second;
}
} // namespace

void ruleMemoryReservedGap(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& m = ctx.analysis.memory;
    if (!m || m->gaps.empty())
        return;
    const AllocatorGap& g = m->gaps.front();
    const double limitMB = ctx.thresholds.get(ThresholdKey::MemoryReservedGapMb);
    const double limitPct = ctx.thresholds.get(ThresholdKey::MemoryReservedGapPct);
    if (g.gapMB <= limitMB || g.gapPct <= limitPct)
        return;
    const bool mindspore = ctx.profile.ascend->framework == "mindspore";
    const std::string who = g.stream.empty() ? g.component : g.component + " (stream " + g.stream + ")";
    Finding f;
    f.id = "memory-reserved-gap";
    f.rank = ctx.profile.rank;
    f.severity = g.gapPct > 2 * limitPct ? FindingSeverity::High : FindingSeverity::Moderate;
    f.title = SL_MSG("finding.memory-reserved-gap.title",
                     "{allocator} has {gap} reserved but unused at its peak ({share} of what it reserved)")
                  .arg("allocator", who)
                  .arg("gap", fmtMB(g.gapMB))
                  .arg("share", fmtPct(g.gapPct));
    f.explanation = SL_MSG("finding.memory-reserved-gap.explanation",
                           "When {allocator} had handed out the most, {allocated} at {time}{step}, it had reserved "
                           "{reserved} from the device: {gap} ({share}) sat in its cache without a tensor in it. "
                           "Caching saves device calls, but a gap this large at the peak means freed blocks did not "
                           "fit the requests that followed (blocks split into sizes that no longer match: "
                           "fragmentation) or were kept from an earlier, larger phase. Its reserved memory reached "
                           "{peakReserved}. Memory held this way is missing when a larger batch or another component "
                           "needs it.")
                        .arg("allocator", who)
                        .arg("allocated", fmtMB(g.allocatedMB))
                        .arg("time", fmtAt(*m, g.time))
                        .arg("step", inStep([&] {
                                 const StepWindow* w = windowOf(*m, g.time);
                                 return w ? w->number : -1LL;
                             }()))
                        .arg("reserved", fmtMB(g.reservedMB))
                        .arg("gap", fmtMB(g.gapMB))
                        .arg("share", fmtPct(g.gapPct))
                        .arg("peakReserved", fmtMB(g.peakReservedMB));
    f.value = g.gapMB;
    f.threshold = limitMB;
    f.unit = "MB";
    f.impactEstimated = false;
    Evidence at{Evidence::Kind::TimeRange};
    at.begin = at.end = g.time;
    at.label = SL_MSG("finding.memory-reserved-gap.evidence", "{allocator} at its allocated peak ({time}): {allocated} "
                                                              "allocated, {reserved} reserved")
                   .arg("allocator", who)
                   .arg("time", fmtAt(*m, g.time))
                   .arg("allocated", fmtMB(g.allocatedMB))
                   .arg("reserved", fmtMB(g.reservedMB));
    f.evidence.push_back(std::move(at));
    for (std::size_t i = 1; i < m->gaps.size() && i < 3; ++i) {
        const AllocatorGap& other = m->gaps[i];
        Evidence e{Evidence::Kind::TimeRange};
        e.begin = e.end = other.time;
        e.label = SL_MSG("finding.memory-reserved-gap.evidence-other",
                         "{allocator}: {gap} reserved beyond {allocated} at its peak ({share})")
                      .arg("allocator",
                           other.stream.empty() ? other.component : other.component + " (stream " + other.stream + ")")
                      .arg("gap", fmtMB(other.gapMB))
                      .arg("allocated", fmtMB(other.allocatedMB))
                      .arg("share", fmtPct(other.gapPct));
        f.evidence.push_back(std::move(e));
    }
    if (mindspore) {
        f.suggestion = SL_MSG("finding.memory-reserved-gap.suggestion.mindspore",
                              "Let the memory pool map device memory virtually, so that freed space is defragmented "
                              "and reused whatever the request sizes: MS_ALLOC_CONF=\"enable_vmm:True\" (on by default "
                              "where the driver supports it; check that it was not turned off). In graph mode, static "
                              "memory reuse plans the whole graph's memory ahead "
                              "(mindspore.runtime.set_memory(optimize_level=\"O1\")).");
        if (auto v = allocatorSetting(ctx.profile, "MS_ALLOC_CONF"))
            f.suggestion = SL_MSG("finding.memory-reserved-gap.suggestion-with-setting",
                                  "{suggestion} This run had {name}={value}.")
                               .arg("suggestion", std::move(f.suggestion))
                               .arg("name", "MS_ALLOC_CONF")
                               .arg("value", v->empty() ? SL_MSG("finding.memory-reserved-gap.not-set", "(not set)")
                                                        : Message(*v));
        f.snippet = "export MS_ALLOC_CONF=\"enable_vmm:True\"\n"
                    "# graph mode: plan the memory of the whole graph\n"
                    "import mindspore as ms\n"
                    "ms.runtime.set_memory(optimize_level=\"O1\")";
    } else {
        f.suggestion = SL_MSG("finding.memory-reserved-gap.suggestion.torch",
                              "Let the caching allocator grow segments in place, so that freed space can serve "
                              "requests of any size: PYTORCH_NPU_ALLOC_CONF=expandable_segments:True (Ascend HDK "
                              "23.0.0 or later). Without it, stop large blocks from being split with "
                              "max_split_size_mb (above 20; try the size of the largest tensors in the operator "
                              "table) and return unused cached blocks early with garbage_collection_threshold (e.g. "
                              "0.8, together with torch_npu.npu.set_per_process_memory_fraction); these two are not "
                              "combined with expandable_segments.");
        if (auto v = allocatorSetting(ctx.profile, "PYTORCH_NPU_ALLOC_CONF"))
            f.suggestion = SL_MSG("finding.memory-reserved-gap.suggestion-with-setting",
                                  "{suggestion} This run had {name}={value}.")
                               .arg("suggestion", std::move(f.suggestion))
                               .arg("name", "PYTORCH_NPU_ALLOC_CONF")
                               .arg("value", v->empty() ? SL_MSG("finding.memory-reserved-gap.not-set", "(not set)")
                                                        : Message(*v));
        f.snippet = "export PYTORCH_NPU_ALLOC_CONF=expandable_segments:True\n"
                    "# or, where virtual memory is not available:\n"
                    "export PYTORCH_NPU_ALLOC_CONF=max_split_size_mb:256,garbage_collection_threshold:0.8";
    }
    out.push_back(std::move(f));
}

} // namespace steplens
