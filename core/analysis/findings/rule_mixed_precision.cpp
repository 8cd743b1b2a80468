// Rule 6: forward+backward dominates the step while the compute-bound operators (convolutions,
// matrix products) run in float32. On Ascend the cube units run float16 several times faster, so
// automatic mixed precision is usually the largest single win left once the data path keeps up.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

namespace steplens {

void ruleMixedPrecision(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& steps = ctx.analysis.steps;
    const auto& precision = ctx.analysis.precision;
    if (!steps || steps->stepCount == 0 || !precision || !precision->measured())
        return;
    const double fpbpShare = steps->fpAndBp.sharePct;
    const double float32Share = precision->float32Percent;
    const double shareLimit = ctx.thresholds.get(ThresholdKey::FpBpSharePct);
    const double float32Limit = ctx.thresholds.get(ThresholdKey::Fp32ComputeSharePct);
    if (fpbpShare <= shareLimit || float32Share <= float32Limit)
        return;

    Finding f;
    f.id = "mixed-precision";
    f.rank = ctx.profile.rank;
    // High when compute clearly dominates the step: one and a half times the threshold share.
    f.severity = fpbpShare > 1.5 * shareLimit ? FindingSeverity::High : FindingSeverity::Moderate;
    f.title = SL_MSG("finding.mixed-precision.title",
                     "Compute runs in float32: {float32} of convolution/matmul time, while forward+backward is "
                     "{fpbp} of the step")
                  .arg("float32", fmtPct(float32Share))
                  .arg("fpbp", fmtPct(fpbpShare));
    f.explanation = SL_MSG("finding.mixed-precision.explanation",
                           "Forward and backward computation take {fpbp} of the {step} step, and the compute-bound "
                           "operators ({ops} convolutions and matrix products) mostly read float32 inputs. The AI "
                           "Core's matrix units are built for float16; automatic mixed precision casts them to float16 "
                           "and keeps float32 where it matters for accuracy (loss, batch-norm statistics, the "
                           "optimizer).")
                        .arg("fpbp", fmtMs(steps->fpAndBp.meanMs))
                        .arg("step", fmtMs(steps->total.meanMs))
                        .arg("ops", std::to_string(precision->computeOps));
    f.value = float32Share;
    f.threshold = float32Limit;
    f.unit = "%";
    Evidence share{Evidence::Kind::Steps,
                   SL_MSG("finding.mixed-precision.evidence-share",
                          "forward+backward {fpbp} per step ({share}, threshold {limit})")
                       .arg("fpbp", fmtMs(steps->fpAndBp.meanMs))
                       .arg("share", fmtPct(fpbpShare))
                       .arg("limit", fmtPct(shareLimit))};
    f.evidence.push_back(share);
    for (const auto& op : precision->slowestFloat32)
        f.evidence.push_back(
            {Evidence::Kind::Operator, op.name + " (" + op.type + ", " + op.inputDtypes + ")", {}, op.fullName});
    // The float32 compute operators' part of the forward+backward time, roughly halved by float16.
    double float32Fraction = precision->computeNs > 0 ? precision->float32Ns / precision->computeNs : 0.0;
    double computeShareOfOps = ctx.analysis.aicoreTotalNs > 0 ? precision->computeNs / ctx.analysis.aicoreTotalNs : 1.0;
    f.impactMs = steps->fpAndBp.meanMs * computeShareOfOps * float32Fraction * 0.5;
    if (steps->total.meanMs - f.impactMs > 0)
        f.stepsPerSecondIfFixed = 1000.0 / (steps->total.meanMs - f.impactMs);
    f.suggestion = SL_MSG("finding.mixed-precision.suggestion",
                          "Train with automatic mixed precision: amp_level=\"O2\" (float16 compute with float32 "
                          "batch-norm and loss scaling) or \"O3\" (everything float16). Check the loss curve after "
                          "the change.");
    f.snippet = "from mindspore import Model\n"
                "model = Model(net, loss_fn=loss, optimizer=opt, metrics={\"acc\"}, amp_level=\"O2\")";
    out.push_back(std::move(f));
}

} // namespace steplens
