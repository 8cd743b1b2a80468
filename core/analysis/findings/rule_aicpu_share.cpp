// AI CPU share (both layouts). Operators without an AI Core kernel for their data type or shape fall
// back to the AI CPU, which is much slower and serialises with the AI Core work. Flagged when AI CPU
// time exceeds aicpu_share_pct of all operator time.
//  - 2.x layout: op_statistic.csv totals (Core Type AI_CPU against AI_CORE/AI_VECTOR_CORE/MIX_*) over
//    the profiled window, divided by the steps of step_trace_time.csv for the per-step impact.
//  - 1.x layout: MindSpore's AI Core files give the average time of each operator per execution, the
//    AI CPU file every execution; both sides are compared as "one execution of every operator"
//    (sum of per-operator averages), which is one step when each operator runs once per step.
// The dataset-channel operators (GetNext, InitData...) run only on the AI CPU and are left out.
#include "analysis/findings/rules.h"
#include "analysis/op_tables.h"
#include "analysis/profile_analysis.h"

#include <algorithm>

namespace steplens {

namespace {

struct ShareSide {
    double ns = 0;
    std::vector<std::pair<std::string, double>> top; // AI CPU: name, ns
};

struct Shares {
    ShareSide aicpu;
    double aicoreNs = 0;
    double steps = 1; // divisor for the per-step impact
    Message basis;    // how the two sides were measured, for the explanation
};

std::optional<Shares> sharesV2(const RuleContext& ctx, const Operators& ops)
{
    if (ops.aicpuTypes.empty())
        return std::nullopt;
    Shares s;
    for (const auto& t : ops.aicpuTypes) {
        if (isAicpuOnlyOp(t.type))
            continue;
        s.aicpu.ns += t.totalNs;
        s.aicpu.top.emplace_back(t.type, t.totalNs);
    }
    for (const auto& t : ops.aicoreTypes)
        s.aicoreNs += t.totalNs;
    if (ctx.analysis.ascendSteps && ctx.analysis.ascendSteps->stepCount > 0)
        s.steps = double(ctx.profile.ascend->stepTraceTime->stepRows().size());
    s.basis = SL_MSG("finding.aicpu-fallback.basis.op-statistic", "the total time of the profiled window in {source}")
                  .arg("source", tableSource(ctx.profile, AscendTable::OpStatistic));
    return s;
}

std::optional<Shares> sharesV1(const Operators& ops)
{
    auto cpu = aicpuOpTable(ops);
    if (cpu.empty())
        return std::nullopt;
    Shares s;
    for (const auto& r : cpu) {
        if (isAicpuOnlyOp(r.name))
            continue;
        s.aicpu.ns += r.avgTotalNs;
        s.aicpu.top.emplace_back(r.name, r.avgTotalNs);
    }
    if (!ops.aicoreDetails.empty()) {
        for (const auto& d : ops.aicoreDetails)
            s.aicoreNs += d.avgNs;
        s.basis = SL_MSG("finding.aicpu-fallback.basis.averages",
                         "one execution of every operator (sum of per-operator averages)");
    } else {
        for (const auto& t : ops.aicoreTypes)
            s.aicoreNs += t.totalNs;
        s.basis = SL_MSG("finding.aicpu-fallback.basis.type-file",
                         "AI CPU per-operator averages against the AI Core type file");
    }
    return s;
}

} // namespace

void ruleAicpuShare(const RuleContext& ctx, std::vector<Finding>& out)
{
    if (!ctx.profile.operators)
        return;
    const Operators& ops = *ctx.profile.operators;
    // The two layouts measure differently; never mix them (a 2.x table against 1.x averages).
    auto s = ctx.profile.layout == Layout::AscendProfilerOutput ? sharesV2(ctx, ops) : sharesV1(ops);
    if (!s || s->aicpu.ns <= 0 || s->aicpu.ns + s->aicoreNs <= 0)
        return;
    const double share = s->aicpu.ns / (s->aicpu.ns + s->aicoreNs) * 100.0;
    const double limit = ctx.thresholds.get(ThresholdKey::AicpuSharePct);
    if (share <= limit)
        return;
    std::stable_sort(s->aicpu.top.begin(), s->aicpu.top.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });

    Finding f;
    f.id = "aicpu-fallback";
    f.rank = ctx.profile.rank;
    f.severity = share > 2 * limit ? FindingSeverity::High : FindingSeverity::Moderate;
    const double perStepMs = nanosToMs(s->aicpu.ns) / s->steps;
    std::string names;
    for (std::size_t i = 0; i < s->aicpu.top.size() && i < 3; ++i)
        names += (i ? ", " : "") + s->aicpu.top[i].first;
    f.title = SL_MSG("finding.aicpu-fallback.title", "AI CPU operators take {share} of operator time ({names})")
                  .arg("share", fmtPct(share))
                  .arg("names", names);
    f.explanation =
        SL_MSG("finding.aicpu-fallback.explanation",
               "These operators ran on the AI CPU, usually because the AI Core has no kernel for their data type, "
               "shape or attributes. AI CPU kernels are much slower and the AI Core waits for them. Measured on "
               "{basis}: {aicpu} on the AI CPU against {aicore} on the AI Core.")
            .arg("basis", s->basis)
            .arg("aicpu", fmtMs(nanosToMs(s->aicpu.ns)))
            .arg("aicore", fmtMs(nanosToMs(s->aicoreNs)));
    f.value = share;
    f.threshold = limit;
    f.unit = "%";
    for (std::size_t i = 0; i < s->aicpu.top.size() && i < 5; ++i) {
        const auto& [name, ns] = s->aicpu.top[i];
        Evidence e{Evidence::Kind::OpType,
                   SL_MSG("finding.aicpu-fallback.evidence.type", "{type}: {time} ({share} of operator time)")
                       .arg("type", name)
                       .arg("time", fmtMs(nanosToMs(ns)))
                       .arg("share", fmtPct(ns / (s->aicpu.ns + s->aicoreNs) * 100.0))};
        e.name = name;
        f.evidence.push_back(std::move(e));
    }
    // Moving an operator to the AI Core usually removes most of its time; count half, per step.
    f.impactMs = perStepMs * 0.5;
    if (ctx.analysis.ascendSteps && ctx.analysis.ascendSteps->wall.meanMs > f.impactMs)
        f.stepsPerSecondIfFixed = 1000.0 / (ctx.analysis.ascendSteps->wall.meanMs - f.impactMs);
    else if (ctx.analysis.steps && ctx.analysis.steps->total.meanMs > f.impactMs)
        f.stepsPerSecondIfFixed = 1000.0 / (ctx.analysis.steps->total.meanMs - f.impactMs);
    f.suggestion = SL_MSG("finding.aicpu-fallback.suggestion",
                          "Check why {type} runs on the AI CPU: cast its inputs to a data type the AI Core supports "
                          "(float16/float32 instead of float64, int32 instead of int64), avoid dynamic shapes around "
                          "it, or replace it with an equivalent operator that has an AI Core kernel. Operators on the "
                          "host side of the graph (e.g. in the data pipeline) can move to the dataset map functions.")
                       .arg("type", s->aicpu.top.front().first);
    out.push_back(std::move(f));
}

} // namespace steplens
