// Rule 5: the whole machine's CPU is busy (MindInsight: more than 80 % on average over the steps),
// so the data pipeline competes for cores and more workers will not help.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

namespace steplens {

void ruleCpuBusy(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& v = ctx.analysis.cpuIdle;
    if (!v || !v->available || !v->fires)
        return;
    Finding f;
    f.id = "cpu-saturated";
    f.rank = ctx.profile.rank;
    f.severity = FindingSeverity::Moderate;
    f.title = SL_MSG("finding.host-cpu-busy.title", "The host CPU is {pct} % busy while training")
                  .arg("pct", std::to_string(v->activePct));
    f.explanation = SL_MSG("finding.host-cpu-busy.explanation",
                           "Averaged over {samples} samples taken during the steps, the machine's CPUs were idle only "
                           "{idle} % of the time. Data processing runs on these cores: when they are saturated, more "
                           "pipeline workers only compete for them.")
                        .arg("samples", v->samplesUsed)
                        .arg("idle", std::to_string(v->idlePct));
    f.value = v->activePct;
    f.threshold = ctx.thresholds.get(ThresholdKey::CpuBusyPct);
    f.unit = "%";
    f.evidence.push_back({Evidence::Kind::Cpu, SL_MSG("finding.host-cpu-busy.evidence", "whole-machine CPU {pct} % busy")
                                                   .arg("pct", std::to_string(v->activePct))});
    f.impactEstimated = false;
    f.suggestion = SL_MSG("finding.host-cpu-busy.suggestion",
                          "Cut the CPU work per batch: use the C++ transforms instead of Python ones, cache decoded or "
                          "pre-processed data, move augmentations that can run on the device there, and keep other "
                          "processes off the training host.");
    f.snippet = "cache = ds.DatasetCache(session_id=session_id, size=0)\n"
                "dataset = dataset.map(operations=decode, input_columns=\"image\", cache=cache)";
    out.push_back(std::move(f));
}

} // namespace steplens
