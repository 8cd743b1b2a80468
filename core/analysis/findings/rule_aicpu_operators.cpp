// AI CPU operators (2.x layout, kernel_details.csv). msprof-analyze's advisor lists every AI_CPU
// task longer than 20 µs with its data types and shapes: the operator had no AI Core kernel for
// them. StepLens groups the tasks by operator type, names the inputs of the longest task of each
// (the data type is usually the cause: int64 indices, float64), and costs them per step. The
// dataset-channel operators (GetNext...) only exist on the AI CPU and are left out.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"
#include "io/text.h"

namespace steplens {

namespace {

bool hasDtype(const std::string& dtypes, const char* name)
{
    return io::toLower(dtypes).find(name) != std::string::npos;
}

Evidence typeEvidence(const KernelDetails& k, const AicpuTypeStats& a, double limitUs)
{
    Evidence e{Evidence::Kind::OpType};
    e.name = a.type;
    const std::string dtypes = compactList(k.str(k.shapes(*a.longest).inputDtypes));
    const std::string shapes = compactList(k.str(k.shapes(*a.longest).inputShapes));
    Message tasks =
        a.longTasks == 1
            ? SL_MSG("finding.aicpu-operators.evidence.one-task", "1 task over {limit}")
            : SL_MSG("finding.aicpu-operators.evidence.tasks", "{n} tasks over {limit}").arg("n", a.longTasks);
    tasks.arg("limit", fmtUs(limitUs));
    if (dtypes.empty())
        e.label =
            SL_MSG("finding.aicpu-operators.evidence.type", "{type}: {tasks}, {time} in all, the longest {longest}");
    else if (shapes.empty())
        e.label = SL_MSG("finding.aicpu-operators.evidence.type-dtypes",
                         "{type}: {tasks}, {time} in all, the longest {longest} with {dtypes} inputs")
                      .arg("dtypes", dtypes);
    else
        e.label = SL_MSG("finding.aicpu-operators.evidence.type-inputs",
                         "{type}: {tasks}, {time} in all, the longest {longest} with {dtypes} inputs of shape {shapes}")
                      .arg("dtypes", dtypes)
                      .arg("shapes", shapes);
    e.label.arg("type", a.type)
        .arg("tasks", std::move(tasks))
        .arg("time", fmtMs(nanosToMs(a.longNs)))
        .arg("longest", fmtUs(nanosToUs(double(a.longest->duration))));
    return e;
}

} // namespace

void ruleAicpuOperators(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& ks = ctx.analysis.kernelStats;
    if (!ks || ks->aicpu.empty())
        return;
    const KernelDetails& k = *ks->kernels;
    const double limitUs = ctx.thresholds.get(ThresholdKey::AicpuTaskUs);
    std::vector<const AicpuTypeStats*> slow;
    long long tasks = 0;
    double ns = 0;
    const KernelRow* longest = nullptr;
    for (const auto& a : ks->aicpu) {
        if (a.longTasks == 0)
            continue;
        slow.push_back(&a);
        tasks += a.longTasks;
        ns += a.longNs;
        if (!longest || a.longest->duration > longest->duration)
            longest = a.longest;
    }
    if (slow.empty())
        return;

    Finding f;
    f.id = "aicpu-operators";
    f.rank = ctx.profile.rank;
    f.value = nanosToUs(double(longest->duration));
    f.threshold = limitUs;
    f.unit = "µs";
    const double perStepMs = nanosToMs(ns) / ks->steps;
    // Moving an operator to the AI Core usually removes most of its time; count half, as the share rule does.
    f.impactMs = perStepMs * 0.5;
    f.stepsPerSecondIfFixed = stepsPerSecondIfSaved(ctx, f.impactMs);
    f.severity = severityOfCost(ctx, perStepMs);

    std::string names;
    for (std::size_t i = 0; i < slow.size() && i < 3; ++i)
        names += (i ? ", " : "") + slow[i]->type;
    if (slow.size() == 1)
        f.title = SL_MSG("finding.aicpu-operators.title.one",
                         "{type} runs on the AI CPU: its tasks longer than {limit} take {time} per step")
                      .arg("type", names);
    else
        f.title = SL_MSG("finding.aicpu-operators.title.many",
                         "{n} operator types run on the AI CPU ({names}): their tasks longer than {limit} take {time} "
                         "per step")
                      .arg("n", slow.size())
                      .arg("names", names);
    f.title.arg("limit", fmtUs(limitUs)).arg("time", fmtMs(perStepMs));
    f.explanation = SL_MSG("finding.aicpu-operators.explanation",
                           "An operator runs on the AI CPU when the AI Core has no kernel for its data types, shapes "
                           "or attributes. AI CPU kernels are far slower and the AI Core work that needs their result "
                           "waits for them. {source} holds {tasks} AI CPU tasks longer than {limit} over "
                           "{steps} profiled steps, {time} in all; the longest, {type}, took {longest}.")
                        .arg("source", tableSource(ctx.profile, AscendTable::KernelDetails))
                        .arg("tasks", tasks)
                        .arg("limit", fmtUs(limitUs))
                        .arg("steps", fmtCount(ks->steps))
                        .arg("time", fmtMs(nanosToMs(ns)))
                        .arg("type", k.str(longest->type))
                        .arg("longest", fmtUs(nanosToUs(double(longest->duration))));

    for (std::size_t i = 0; i < slow.size() && i < 5; ++i)
        f.evidence.push_back(typeEvidence(k, *slow[i], limitUs));
    Evidence where{Evidence::Kind::TimeRange};
    where.begin = longest->start;
    where.end = longest->start + longest->duration;
    where.label = SL_MSG("finding.aicpu-operators.evidence.longest", "the longest AI CPU task ({type}) on the timeline")
                      .arg("type", k.str(longest->type));
    f.evidence.push_back(std::move(where));

    // The inputs of the slow operators say which change applies.
    bool int64 = false, float64 = false;
    for (const auto* a : slow) {
        const std::string& d = k.str(k.shapes(*a->longest).inputDtypes);
        int64 |= hasDtype(d, "int64");
        float64 |= hasDtype(d, "double") || hasDtype(d, "float64");
    }
    Message dtypeAdvice =
        int64 && float64 ? SL_MSG("finding.aicpu-operators.suggestion.int64-float64",
                                  "Their inputs include int64 and float64 tensors, which many AI Core kernels do not "
                                  "take: cast indices and masks to int32 and use float32 or float16 instead of float64 "
                                  "before these operators.")
        : int64          ? SL_MSG("finding.aicpu-operators.suggestion.int64",
                                  "Their inputs include int64 tensors, which many AI Core kernels do not take: cast "
                                           "indices and masks to int32 before these operators.")
        : float64        ? SL_MSG("finding.aicpu-operators.suggestion.float64",
                                  "Their inputs include float64 tensors, which the AI Core does not compute: use "
                                         "float32 or float16 instead.")
                         : SL_MSG("finding.aicpu-operators.suggestion.shape",
                                  "Give them a data type and shape the AI Core supports (float16, bfloat16, float32, "
                                         "int32), or replace them with an equivalent operator that has an AI Core kernel.");
    f.suggestion = SL_MSG("finding.aicpu-operators.suggestion",
                          "{dtype} Avoid operators whose output size depends on the data (nonzero, unique, "
                          "masked_select, boolean indexing) inside the step: their dynamic shapes often have no AI "
                          "Core kernel. Operators that only prepare data can move into the data pipeline.")
                       .arg("dtype", std::move(dtypeAdvice));
    f.snippet =
        frameworkSnippet(adviceFramework(ctx.profile),
                         "idx = idx.astype(ms.int32)  # int64 indices send gather-like operators to the AI CPU\n"
                         "out = ops.gather(x, idx, 0)",
                         "idx = idx.to(torch.int32)  # int64 indices send gather-like operators to the AI CPU\n"
                         "out = torch.index_select(x, 0, idx)");
    out.push_back(std::move(f));
}

} // namespace steplens
