// Kernels that leave cores idle (2.x layout, kernel_details.csv). A kernel runs as Block Dim blocks,
// one per core at a time; with fewer blocks than the device has cores, the other cores idle while
// it runs. msprof-analyze's block-dim check lists kernels whose Block Dim is not a multiple of the
// core count (from the device's info.json). StepLens takes the heavy kernels (at least
// heavy_kernel_us) running on fewer blocks than cores, weighs each by the share of cores it leaves
// idle, and reports when that idle core time passes idle_cores_share_pct of the compute time. The
// core counts come from PROF_*/device_*/info.json when the folder kept it, else are inferred from the
// kernels (kernel_rule_stats.h) and said to be.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

namespace steplens {

void ruleIdleCores(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& ks = ctx.analysis.kernelStats;
    if (!ks || ks->idleCores.empty() || ks->computeNs <= 0)
        return;
    const double share = ks->idleCoreNs / ks->computeNs * 100.0;
    const double limit = ctx.thresholds.get(ThresholdKey::IdleCoresSharePct);
    if (share <= limit)
        return;
    const KernelDetails& k = *ks->kernels;

    Finding f;
    f.id = "cores-left-idle";
    f.rank = ctx.profile.rank;
    f.value = share;
    f.threshold = limit;
    f.unit = "%";
    // Splitting over more blocks rarely scales perfectly: count half of the idle core time.
    const double idlePerStepMs = nanosToMs(ks->idleCoreNs) / ks->steps;
    f.impactMs = idlePerStepMs * 0.5;
    f.stepsPerSecondIfFixed = stepsPerSecondIfSaved(ctx, f.impactMs);
    f.severity = severityOfCost(ctx, f.impactMs);

    long long kernels = 0;
    for (const auto& g : ks->idleCores)
        kernels += g.kernels;
    f.title = SL_MSG("finding.cores-left-idle.title",
                     "Kernels that run on fewer blocks than there are cores leave {share} of the core time idle")
                  .arg("share", fmtPct(share));
    Message cores = ks->cores.vector > 0
                        ? SL_MSG("finding.cores-left-idle.cores.both", "{cube} AI Cores and {vector} vector cores")
                              .arg("cube", ks->cores.cube)
                              .arg("vector", ks->cores.vector)
                        : SL_MSG("finding.cores-left-idle.cores.cube", "{cube} AI Cores").arg("cube", ks->cores.cube);
    Message source =
        ks->cores.inferred
            ? SL_MSG("finding.cores-left-idle.source.inferred",
                     "The profile does not record the device's core counts, so they are inferred: {cores}, "
                     "the largest Block Dim that a tenth or more of each kind of kernel uses (operators "
                     "that can spread over every core stop there).")
            : SL_MSG("finding.cores-left-idle.source.info", "The device has {cores} (info.json).");
    source.arg("cores", std::move(cores));
    f.explanation = SL_MSG("finding.cores-left-idle.explanation",
                           "A kernel runs as Block Dim blocks, one per core at a time; with fewer blocks than cores "
                           "the remaining cores wait until it ends. {kernels} of {min} or longer ran on fewer blocks "
                           "than cores; weighted by their time they leave {idle} of core time per step "
                           "unused. {source}")
                        .arg("kernels", kernelCount(kernels))
                        .arg("min", fmtUs(ctx.thresholds.get(ThresholdKey::HeavyKernelUs)))
                        .arg("idle", fmtMs(idlePerStepMs))
                        .arg("source", std::move(source));
    for (std::size_t i = 0; i < ks->idleCores.size() && i < 5; ++i) {
        const IdleCoreGroup& g = ks->idleCores[i];
        Evidence e{Evidence::Kind::OpType};
        e.name = g.type;
        Message blocks = g.minBlockDim == g.maxBlockDim
                             ? Message(std::to_string(g.minBlockDim))
                             : SL_MSG("finding.cores-left-idle.evidence.block-range", "{min} to {max}")
                                   .arg("min", g.minBlockDim)
                                   .arg("max", g.maxBlockDim);
        e.label = SL_MSG("finding.cores-left-idle.evidence.type",
                         "{type} ({core}): {kernels} on {blocks} blocks of {cores} cores, {time} in all")
                      .arg("type", g.type)
                      .arg("core", g.core)
                      .arg("kernels", kernelCount(g.kernels))
                      .arg("blocks", std::move(blocks))
                      .arg("cores", g.cores)
                      .arg("time", fmtMs(nanosToMs(g.ns)));
        f.evidence.push_back(std::move(e));
    }
    const IdleCoreGroup& top = ks->idleCores.front();
    Evidence where{Evidence::Kind::TimeRange};
    where.begin = top.longest->start;
    where.end = top.longest->start + top.longest->duration;
    const std::string shapes = compactList(k.str(k.shapes(*top.longest).inputShapes));
    where.label = (shapes.empty() ? SL_MSG("finding.cores-left-idle.evidence.longest-kernel",
                                           "the longest {type} kernel on the timeline")
                                  : SL_MSG("finding.cores-left-idle.evidence.longest",
                                           "the longest {type} kernel (inputs {shapes}) on the timeline")
                                        .arg("shapes", shapes))
                      .arg("type", top.type);
    f.evidence.push_back(std::move(where));

    f.suggestion = SL_MSG("finding.cores-left-idle.suggestion",
                          "An operator splits its work along one axis; when that axis is short or not a multiple of "
                          "16, it makes fewer blocks than there are cores. Give these operators larger or aligned "
                          "shapes (a larger batch, hidden sizes padded to a multiple of 16, small tensors merged "
                          "into one), and tune the operators for your shapes with AOE, which chooses tilings that "
                          "use more cores.");
    f.snippet = frameworkSnippet(adviceFramework(ctx.profile),
                                 "pad = (-x.shape[-1]) % 16  # align the split axis so every core gets a block\n"
                                 "x = ops.pad(x, (0, pad))",
                                 "pad = (-x.shape[-1]) % 16  # align the split axis so every core gets a block\n"
                                 "x = torch.nn.functional.pad(x, (0, pad))");
    out.push_back(std::move(f));
}

} // namespace steplens
