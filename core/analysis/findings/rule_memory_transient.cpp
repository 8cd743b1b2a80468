// Memory: large short-lived blocks set the peak. Of the operator_memory blocks held at the peak,
// those held for only a small part of the step (memory_transient_lifetime_pct of the step with the
// peak, or of the capture without steps) are temporaries of single operators, not tensors the model
// keeps; when together they are a noticeable share of the peak (memory_transient_share_pct), the
// peak is lower by that much if they do not coincide with everything else.
#include "analysis/findings/rule_memory_text.h"
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>
#include <map>

namespace steplens {

using namespace memrule;

void ruleMemoryTransient(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& m = ctx.analysis.memory;
    if (!m || !m->blocks || !m->aliveTime || m->aliveReferenceMB <= 0 || m->aliveAtPeak.empty())
        return;
    const OperatorMemory& om = *ctx.profile.ascend->operatorMemory;
    const StepWindow* step = windowOf(*m, *m->aliveTime);
    const Nanos window = step ? step->end - step->start : m->blocksEnd - m->blocksBegin;
    if (window <= 0)
        return;
    const double lifePct = ctx.thresholds.get(ThresholdKey::MemoryTransientLifetimePct);
    const double limitLife = double(window) * lifePct / 100.0;
    std::vector<const MemoryBlock*> brief;
    double total = 0;
    for (std::uint32_t i : m->aliveAtPeak) {
        const MemoryBlock& b = (*m->blocks)[i];
        if (b.released && double(b.lifetime) < limitLife) {
            brief.push_back(&b);
            total += b.sizeMB;
        }
    }
    const double peakMB = m->peakShareBaseMB(); // so that the share never passes 100 %
    const double share = total / peakMB * 100.0;
    const double limit = ctx.thresholds.get(ThresholdKey::MemoryTransientSharePct);
    if (brief.empty() || share <= limit)
        return;
    // Which operators the bytes come from, largest first.
    std::map<std::string, double> byName;
    for (const MemoryBlock* b : brief)
        byName[om.str(b->name)] += b->sizeMB;
    std::vector<std::pair<std::string, double>> names(byName.begin(), byName.end());
    std::stable_sort(names.begin(), names.end(), [](const auto& x, const auto& y) { return x.second > y.second; });
    std::string top;
    for (std::size_t i = 0; i < names.size() && i < 3; ++i)
        top += (i ? ", " : "") + names[i].first + " " + fmtMB(names[i].second);
    double foreachMB = 0;
    for (const auto& [name, mb] : names)
        if (name.find("_foreach_") != std::string::npos)
            foreachMB += mb;

    Finding f;
    f.id = "memory-transient-peak";
    f.rank = ctx.profile.rank;
    f.severity = share > 2 * limit ? FindingSeverity::Moderate : FindingSeverity::Info;
    f.title = brief.size() == 1
                  ? SL_MSG("finding.memory-transient-peak.title.one",
                           "A short-lived block of {size} is part of the peak ({share} of it)")
                  : SL_MSG("finding.memory-transient-peak.title.many",
                           "{count} short-lived blocks, {size} in all, are part of the peak ({share} of it)")
                        .arg("count", brief.size());
    f.title.arg("size", fmtMB(total)).arg("share", fmtPct(share));
    Message windowText = step ? SL_MSG("finding.memory-transient-peak.window.step", "step {step} ({length})")
                                    .arg("step", step->number)
                                    .arg("length", fmtDuration(window))
                              : SL_MSG("finding.memory-transient-peak.window.capture", "the capture ({length})")
                                    .arg("length", fmtDuration(window));
    f.explanation = SL_MSG("finding.memory-transient-peak.explanation",
                           "At the peak ({peak} at {time}) {size} is held by blocks that live less than {life} "
                           "({pct} of {window}): temporaries of single operators, not tensors the model keeps. "
                           "Had they not been alive at the same moment as everything else, the peak would be up to "
                           "{size} lower. By operator: {top}.")
                        .arg("peak", fmtMB(peakMB))
                        .arg("time", fmtBlockAt(*m, *m->aliveTime))
                        .arg("size", fmtMB(total))
                        .arg("life", fmtDuration(Nanos(limitLife)))
                        .arg("pct", fmtPct(lifePct))
                        .arg("window", std::move(windowText))
                        .arg("top", top);
    f.value = share;
    f.threshold = limit;
    f.unit = "%";
    f.impactEstimated = false;
    for (std::size_t i = 0; i < brief.size() && i < 5; ++i) {
        const MemoryBlock& b = *brief[i];
        Evidence e{Evidence::Kind::TimeRange};
        e.begin = b.allocated;
        e.end = *b.released;
        e.name = om.str(b.name);
        e.label = SL_MSG("finding.memory.evidence.alive-block", "{name}: {size} held from {from} for {life}")
                      .arg("name", e.name)
                      .arg("size", fmtMB(b.sizeMB))
                      .arg("from", fmtBlockAt(*m, b.allocated))
                      .arg("life", fmtDuration(b.lifetime));
        f.evidence.push_back(std::move(e));
    }
    const bool mindspore = ctx.profile.ascend->framework == "mindspore";
    if (!mindspore && foreachMB * 2 >= total) {
        f.suggestion = SL_MSG("finding.memory-transient-peak.suggestion.foreach",
                              "Most of it is the optimizer's multi-tensor update (_foreach_ operators), which holds a "
                              "temporary for every parameter of a group at once. foreach=False updates one parameter "
                              "at a time and lowers the peak by about that much, at some cost in optimizer time; "
                              "alternatively, step the optimizer when fewer activations are alive (free the loss "
                              "and outputs before optimizer.step()).");
        f.snippet = "optimizer = torch.optim.AdamW(model.parameters(), lr=lr, foreach=False)";
    } else if (!mindspore) {
        f.suggestion = SL_MSG("finding.memory-transient-peak.suggestion.torch",
                              "Look at these operators in the timeline (the evidence jumps to them): split their work "
                              "into chunks, use in-place variants where the input is not needed again, or move them "
                              "away from the moment most activations are alive (recompute that region with "
                              "torch.utils.checkpoint, or drop references to tensors earlier).");
        f.snippet = "# process a large temporary in chunks instead of at once\n"
                    "out = torch.cat([fn(part) for part in x.chunk(4, dim=0)], dim=0)";
    } else {
        f.suggestion = SL_MSG("finding.memory-transient-peak.suggestion.mindspore",
                              "Look at these operators in the timeline (the evidence jumps to them): recompute the "
                              "cells around them (Cell.recompute()) so fewer activations are alive when they run, or "
                              "split the work into smaller micro-batches with gradient accumulation.");
        f.snippet = "net.block.recompute()";
    }
    out.push_back(std::move(f));
}

} // namespace steplens
