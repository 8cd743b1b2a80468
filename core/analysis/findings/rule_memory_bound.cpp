// Kernels bound by moving data in (2.x layout, kernel_details.csv with the PipeUtilization metrics
// of aic_metrics, Level1/Level2). Each kernel's aic_/aiv_ ratios say what share of its time each
// unit was busy. A cube kernel whose MTE2 (the unit that loads data from global memory) was busy at
// least cube_mte2_bound_ratio of the time while the cube (mac) stayed below cube_mac_bound_ratio, or a
// vector kernel with aiv_mte2 above vector_mte2_bound_ratio and aiv_vec below vector_vec_bound_ratio,
// waits for memory: faster math will not help it, fewer bytes will. msprof-analyze's AI Core
// performance check uses the same ratios per operator; StepLens sums the heavy kernels' time and
// reports when the memory-bound share of compute time passes memory_bound_share_pct, next to the
// compute-bound share for contrast. The gain of a fix cannot be bounded from the profile.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

namespace steplens {

void ruleMemoryBoundKernels(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& ks = ctx.analysis.kernelStats;
    if (!ks || !ks->hasPipeMetrics || ks->memoryBound.empty() || ks->computeNs <= 0)
        return;
    const double share = ks->memoryBoundNs / ks->computeNs * 100.0;
    const double limit = ctx.thresholds.get(ThresholdKey::MemoryBoundSharePct);
    if (share <= limit)
        return;
    const KernelDetails& k = *ks->kernels;

    Finding f;
    f.id = "memory-bound-kernels";
    f.rank = ctx.profile.rank;
    f.value = share;
    f.threshold = limit;
    f.unit = "%";
    f.impactEstimated = false;
    f.severity = share > 2 * limit ? FindingSeverity::Moderate : FindingSeverity::Info;
    f.title = SL_MSG("finding.memory-bound-kernels.title",
                     "{share} of the compute time is in kernels that wait for data from memory")
                  .arg("share", fmtPct(share));
    f.explanation =
        SL_MSG("finding.memory-bound-kernels.explanation",
               "{source} gives, for each kernel, the share of its time each unit of the core was busy. In "
               "these kernels the unit that loads data from global memory (MTE2) was busy {cube} or more of the time "
               "(cube kernels; {vector} for vector kernels) while the compute unit was not: they are bound by memory "
               "traffic, {perStep} per step. Faster arithmetic will not shorten them; reading fewer bytes will. "
               "Compute-bound kernels, by contrast, take {computeBound} of the compute time. Element-wise operators "
               "are memory-bound by nature, so the remedy is usually to fuse them; a matrix multiplication here "
               "points at shapes too small or unaligned to feed the cube unit.")
            .arg("source", tableSource(ctx.profile, AscendTable::KernelDetails))
            .arg("cube", fmtPct(ctx.thresholds.get(ThresholdKey::CubeMte2BoundRatio) * 100))
            .arg("vector", fmtPct(ctx.thresholds.get(ThresholdKey::VectorMte2BoundRatio) * 100))
            .arg("perStep", fmtMs(nanosToMs(ks->memoryBoundNs) / ks->steps))
            .arg("computeBound", fmtPct(ks->computeBoundNs / ks->computeNs * 100.0));
    for (std::size_t i = 0; i < ks->memoryBound.size() && i < 5; ++i) {
        const BoundGroup& g = ks->memoryBound[i];
        const bool cube = g.core == "AI_CORE" || g.core == "MIX_AIC";
        Evidence e{Evidence::Kind::OpType};
        e.name = g.type;
        e.label = (cube ? SL_MSG("finding.memory-bound-kernels.evidence.cube",
                                 "{type} ({core}): {kernels}, {time}; memory loads busy {mte2} of the time, "
                                 "the cube {compute}")
                        : SL_MSG("finding.memory-bound-kernels.evidence.vector",
                                 "{type} ({core}): {kernels}, {time}; memory loads busy {mte2} of the time, "
                                 "the vector unit {compute}"))
                      .arg("type", g.type)
                      .arg("core", g.core)
                      .arg("kernels", kernelCount(g.kernels))
                      .arg("time", fmtMs(nanosToMs(g.ns)))
                      .arg("mte2", fmtPct(g.mte2Ratio * 100))
                      .arg("compute", fmtPct(g.computeRatio * 100));
        f.evidence.push_back(std::move(e));
    }
    const BoundGroup& top = ks->memoryBound.front();
    Evidence where{Evidence::Kind::TimeRange};
    where.begin = top.longest->start;
    where.end = top.longest->start + top.longest->duration;
    const std::string shapes = compactList(k.str(k.shapes(*top.longest).inputShapes));
    where.label = (shapes.empty() ? SL_MSG("finding.memory-bound-kernels.evidence.longest-kernel",
                                           "the longest {type} kernel on the timeline")
                                  : SL_MSG("finding.memory-bound-kernels.evidence.longest",
                                           "the longest {type} kernel (inputs {shapes}) on the timeline")
                                        .arg("shapes", shapes))
                      .arg("type", top.type);
    f.evidence.push_back(std::move(where));

    const AdviceFramework fw = adviceFramework(ctx.profile);
    f.suggestion = frameworkSuggestion(
        fw,
        SL_MSG("finding.memory-bound-kernels.suggestion.mindspore",
               "Read each tensor fewer times: let the compiler fuse chains of element-wise operators (jit level O1), "
               "use the fused optimizers and normalisations, keep tensors in float16 or bfloat16 end to end instead "
               "of casting back and forth, and avoid layout conversions (TransData, Transpose) between operators."),
        SL_MSG("finding.memory-bound-kernels.suggestion.torch",
               "Read each tensor fewer times: use torch_npu's fused optimizers and fused operators (RMSNorm, SwiGLU, "
               "attention) instead of chains of element-wise operators, keep tensors in float16 or bfloat16 end to "
               "end instead of casting back and forth, and avoid layout conversions (TransData, Transpose) between "
               "operators."));
    f.snippet = frameworkSnippet(fw, "ms.set_context(jit_config={'jit_level': 'O1'})  # fuses element-wise chains",
                                 "optimizer = torch_npu.optim.NpuFusedAdamW(model.parameters(), lr=lr)  # one fused "
                                 "update\n# instead of an element-wise kernel chain per parameter");
    out.push_back(std::move(f));
}

} // namespace steplens
