// Operator compilation inside the step (2.x layout). aclopCompileAndExecute compiles an operator for
// the shapes it meets, or looks the compiled kernel up, before it runs it; opCompile is the compile
// itself. msprof-analyze flags a run with 20 or more of them; StepLens measures their host time per
// step against the step, from the trace inside the profiled steps, else from api_statistic.csv, and
// adds how many kernels kernel_details.csv marks dynamic-shape (OP State), msprof-analyze's
// dynamic-shape check.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>

namespace steplens {

namespace {

struct CompileTime {
    double ms = 0; // host time in compile calls over the profiled steps
    long long calls = 0;
    double steps = 1;
    Message source; // where it was measured
    const HostCall* longest = nullptr;
    std::string name; // the call counted ("aclopCompileAndExecute")
};

std::optional<CompileTime> compileTimeFromTrace(const RuleContext& ctx)
{
    const auto& host = ctx.analysis.hostTrace;
    if (!host || host->compiles.empty())
        return std::nullopt;
    CompileTime c;
    c.steps = host->stepCount;
    c.source = SL_MSG("finding.operator-compilation.source.trace", "the trace, inside the profiled steps");
    for (const auto& call : host->compiles) {
        c.ms += nanosToMs(double(call.duration));
        ++c.calls;
        if (!c.longest || call.duration > c.longest->duration)
            c.longest = &call;
    }
    c.name = c.longest->name.substr(c.longest->name.find('@') + 1);
    return c;
}

std::optional<CompileTime> compileTimeFromApiStatistic(const RuleContext& ctx)
{
    if (!ctx.profile.ascend || !ctx.profile.ascend->apiStatistic)
        return std::nullopt;
    // aclopCompileAndExecute holds the opCompile calls it makes: count opCompile only without it.
    const ApiStatRow* outer = nullptr;
    const ApiStatRow* inner = nullptr;
    for (const auto& r : *ctx.profile.ascend->apiStatistic) {
        if (r.name == "aclopCompileAndExecute" || r.name == "aclopCompileAndExecuteV2")
            outer = &r;
        else if (r.name == "opCompile" || r.name == "aclopCompile")
            inner = &r;
    }
    const ApiStatRow* row = outer ? outer : inner;
    if (!row || row->count <= 0)
        return std::nullopt;
    CompileTime c;
    c.ms = nanosToMs(row->totalNs);
    c.calls = row->count;
    const auto& stt = ctx.profile.ascend->stepTraceTime;
    c.steps = stt ? std::max(1.0, double(stt->stepRows().size())) : 1.0;
    c.source = SL_MSG("finding.operator-compilation.source.api-statistic",
                      "api_statistic.csv, over the whole profiled window");
    c.name = row->name;
    return c;
}

} // namespace

void ruleOperatorCompilation(const RuleContext& ctx, std::vector<Finding>& out)
{
    auto c = compileTimeFromTrace(ctx);
    if (!c)
        c = compileTimeFromApiStatistic(ctx);
    const double stepMs = meanStepMs(ctx);
    if (!c || stepMs <= 0)
        return;
    const double perStepMs = c->ms / c->steps;
    const double share = perStepMs / stepMs * 100.0;
    const double limit = ctx.thresholds.get(ThresholdKey::OpCompileSharePct);
    if (share <= limit)
        return;

    Finding f;
    f.id = "operator-compilation";
    f.rank = ctx.profile.rank;
    f.value = share;
    f.threshold = limit;
    f.unit = "%";
    // The device can have waited for the host at most its idle time.
    if (auto idle = deviceIdleMs(ctx)) {
        f.impactMs = std::min(perStepMs, *idle);
        f.stepsPerSecondIfFixed = stepsPerSecondIfSaved(ctx, f.impactMs);
    } else {
        f.impactEstimated = false;
    }
    f.severity = severityOfCost(ctx, perStepMs);
    const double callsPerStep = double(c->calls) / c->steps;
    f.title = SL_MSG("finding.operator-compilation.title",
                     "Operators are compiled while the step runs: {time} of host time per step ({share})")
                  .arg("time", fmtMs(perStepMs))
                  .arg("share", fmtPct(share));
    f.explanation = SL_MSG("finding.operator-compilation.explanation",
                           "{call} compiles an operator for the shapes it meets, or looks up a kernel compiled "
                           "before, and then runs it. Meanwhile the host launches nothing else, so the device runs "
                           "out of work. There are {calls} such calls per step, {time} of host time in a {step} step "
                           "(measured from {source}).")
                        .arg("call", c->name)
                        .arg("calls", fmtCount(callsPerStep))
                        .arg("time", fmtMs(perStepMs))
                        .arg("step", fmtMs(stepMs))
                        .arg("source", c->source);
    const auto& ks = ctx.analysis.kernelStats;
    if (ks && ks->dynamicKernels > 0) {
        const long long all = ks->dynamicKernels + ks->staticKernels;
        f.explanation = SL_MSG("finding.operator-compilation.explanation.dynamic",
                               "{explanation} {source} marks {dynamic} of {all} kernels as dynamic-shape "
                               "(OP State): compiled for changing shapes rather than fixed ones.")
                            .arg("explanation", std::move(f.explanation))
                            .arg("source", tableSource(ctx.profile, AscendTable::KernelDetails))
                            .arg("dynamic", ks->dynamicKernels)
                            .arg("all", all);
    }
    if (c->longest) {
        Evidence e{Evidence::Kind::TimeRange};
        e.begin = c->longest->start;
        e.end = c->longest->end();
        e.label = SL_MSG("finding.operator-compilation.evidence.longest", "the longest {call} call: {time}")
                      .arg("call", c->name)
                      .arg("time", fmtMs(nanosToMs(double(c->longest->duration))));
        f.evidence.push_back(std::move(e));
    }
    if (ctx.profile.ascend && ctx.profile.ascend->apiStatistic)
        for (const auto& r : *ctx.profile.ascend->apiStatistic)
            if (r.name == "aclopCompileAndExecute" || r.name == "opCompile" || r.name == "aclopCompile") {
                Evidence e{Evidence::Kind::Operator};
                e.name = r.name;
                e.label =
                    SL_MSG("finding.operator-compilation.evidence.api", "api_statistic.csv: {call}, {n} calls, {time}")
                        .arg("call", r.name)
                        .arg("n", r.count)
                        .arg("time", fmtMs(nanosToMs(r.totalNs)));
                f.evidence.push_back(std::move(e));
            }

    const AdviceFramework fw = adviceFramework(ctx.profile);
    f.suggestion = frameworkSuggestion(
        fw,
        SL_MSG("finding.operator-compilation.suggestion.mindspore",
               "Keep the input shapes fixed from step to step: bucket or pad variable-length inputs to a few lengths, "
               "drop the short last batch, and declare the axes that must vary once with Cell.set_inputs so the "
               "graph is compiled once instead of per shape."),
        SL_MSG("finding.operator-compilation.suggestion.torch",
               "Let torch_npu run the precompiled operator binaries instead of compiling online "
               "(set_compile_mode(jit_compile=False)), and keep the input shapes fixed from step to step: pad "
               "variable-length inputs to a few bucket lengths and drop the short last batch."));
    f.snippet = frameworkSnippet(fw,
                                 "dataset = dataset.bucket_batch_by_length(\n"
                                 "    ['input_ids'], bucket_boundaries=[128, 256, 512],\n"
                                 "    bucket_batch_sizes=[64, 32, 16, 8], drop_remainder=True)\n"
                                 "net.set_inputs(ms.Tensor(shape=[None, None], dtype=ms.int32))  # one graph",
                                 "torch_npu.npu.set_compile_mode(jit_compile=False)\n"
                                 "torch_npu.npu.config.allow_internal_format = False\n"
                                 "loader = torch.utils.data.DataLoader(dataset, batch_size=bs, drop_last=True)");
    out.push_back(std::move(f));
}

} // namespace steplens
