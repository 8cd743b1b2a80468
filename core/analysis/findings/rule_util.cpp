#include "analysis/findings/rules.h"

#include "analysis/profile_analysis.h"
#include "model/profile.h"
#include "model/source_name.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace steplens {

std::string fmtMs(double ms)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, ms >= 100 ? "%.1f ms" : "%.2f ms", ms);
    return buf;
}

std::string fmtPct(double pct)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f %%", pct);
    return buf;
}

std::string fmtUs(double us)
{
    if (us >= 1000)
        return fmtMs(us / 1000.0);
    char buf[32];
    std::snprintf(buf, sizeof buf, us >= 100 ? "%.0f µs" : "%.1f µs", us);
    return buf;
}

std::string fmtMB(double mb)
{
    char buf[32];
    if (mb >= 1)
        std::snprintf(buf, sizeof buf, mb >= 100 || mb == double(static_cast<long long>(mb)) ? "%.0f MB" : "%.2f MB",
                      mb);
    else if (mb * 1e3 >= 1)
        std::snprintf(buf, sizeof buf, "%.1f KB", mb * 1e3);
    else
        std::snprintf(buf, sizeof buf, "%.0f B", mb * 1e6);
    return buf;
}

std::string fmtRatio(double r)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", r);
    return buf;
}

std::string fmtGBs(double gbs)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f GB/s", gbs);
    return buf;
}

std::string fmtCount(double n)
{
    char buf[32];
    // Only a value inside long long's range may be cast (beyond it the cast is undefined); |n| < 1e18 is.
    if (std::fabs(n) < 1e18 && n == double(static_cast<long long>(n)))
        std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(n));
    else
        std::snprintf(buf, sizeof buf, "%.1f", n);
    return buf;
}

std::string stepList(const std::vector<long long>& steps)
{
    std::string out;
    for (long long s : steps) {
        if (!out.empty())
            out += ' ';
        out += std::to_string(s);
    }
    return out;
}

std::string rankRanges(std::vector<int> ranks)
{
    std::sort(ranks.begin(), ranks.end());
    ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
    std::vector<std::string> parts;
    for (std::size_t i = 0; i < ranks.size();) {
        std::size_t j = i;
        while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1)
            ++j;
        if (j == i)
            parts.push_back(std::to_string(ranks[i]));
        else if (j == i + 1) { // two neighbours read better apart: "3 and 4", not "3–4"
            parts.push_back(std::to_string(ranks[i]));
            parts.push_back(std::to_string(ranks[j]));
        } else
            parts.push_back(std::to_string(ranks[i]) + "\u2013" + std::to_string(ranks[j]));
        i = j + 1;
    }
    std::string out;
    for (std::size_t k = 0; k < parts.size(); ++k) {
        if (k > 0)
            out += k + 1 == parts.size() ? " and " : ", ";
        out += parts[k];
    }
    return out;
}

AdviceFramework adviceFramework(const Profile& profile)
{
    if (profile.layout == Layout::MindSpore1x)
        return AdviceFramework::MindSpore;
    if (!profile.ascend)
        return AdviceFramework::Unknown;
    if (profile.ascend->framework == "torch_npu")
        return AdviceFramework::Torch;
    if (profile.ascend->framework == "mindspore")
        return AdviceFramework::MindSpore;
    return AdviceFramework::Unknown;
}

std::string frameworkSnippet(AdviceFramework fw, const std::string& mindspore, const std::string& torch)
{
    switch (fw) {
    case AdviceFramework::MindSpore: return mindspore.empty() ? std::string() : "# MindSpore\n" + mindspore;
    case AdviceFramework::Torch: return torch.empty() ? std::string() : "# torch_npu\n" + torch;
    case AdviceFramework::Unknown: break;
    }
    std::string out;
    if (!mindspore.empty())
        out += "# MindSpore\n" + mindspore;
    if (!torch.empty())
        out += (out.empty() ? "" : "\n\n") + std::string("# torch_npu\n") + torch;
    return out;
}

Message frameworkSuggestion(AdviceFramework fw, Message mindspore, Message torch)
{
    switch (fw) {
    case AdviceFramework::MindSpore: return mindspore;
    case AdviceFramework::Torch: return torch;
    case AdviceFramework::Unknown: break;
    }
    return SL_MSG("finding.advice.both-frameworks", "With MindSpore: {mindspore} With torch_npu: {torch}")
        .arg("mindspore", std::move(mindspore))
        .arg("torch", std::move(torch));
}

std::string tableSource(const Profile& profile, AscendTable table)
{
    const AscendOutput* o = profile.ascend ? &*profile.ascend : nullptr;
    auto name = [](const auto& t, std::string_view file) {
        return sourceName(t ? t->sources : std::vector<std::string>{}, file);
    };
    switch (table) {
    case AscendTable::StepTraceTime: return o ? name(o->stepTraceTime, "step_trace_time.csv") : "step_trace_time.csv";
    case AscendTable::KernelDetails: return o ? name(o->kernels, "kernel_details.csv") : "kernel_details.csv";
    case AscendTable::OpStatistic: return o ? name(o->opStatistic, "op_statistic.csv") : "op_statistic.csv";
    case AscendTable::Communication: return o ? name(o->communication, "communication.json") : "communication.json";
    case AscendTable::Metadata: return o ? name(o->metadata, "profiler_metadata.json") : "profiler_metadata.json";
    }
    return {};
}

double meanStepMs(const RuleContext& ctx)
{
    const auto& st = ctx.analysis.ascendSteps;
    if (st && st->wall.samples > 0)
        return st->wall.meanMs;
    // Without step_trace_time.csv, the trace's own step windows.
    const auto& host = ctx.analysis.hostTrace;
    if (!host || host->steps.empty())
        return 0.0;
    double sum = 0;
    for (const auto& w : host->steps)
        sum += nanosToMs(double(w.end - w.start));
    return sum / double(host->steps.size());
}

std::optional<double> deviceIdleMs(const RuleContext& ctx)
{
    const auto& st = ctx.analysis.ascendSteps;
    if (!st || st->wall.samples == 0)
        return std::nullopt;
    return (st->preparing.samples ? st->preparing.meanMs : 0.0) + (st->free.samples ? st->free.meanMs : 0.0);
}

std::optional<double> stepsPerSecondIfSaved(const RuleContext& ctx, double impactMs)
{
    const double step = meanStepMs(ctx);
    if (step <= 0 || impactMs <= 0 || step - impactMs <= 0)
        return std::nullopt;
    return 1000.0 / (step - impactMs);
}

FindingSeverity severityOfCost(const RuleContext& ctx, double impactMs)
{
    const double step = meanStepMs(ctx);
    if (step <= 0)
        return FindingSeverity::Moderate;
    const double share = impactMs / step * 100.0;
    return share > 10 ? FindingSeverity::High : share > 2 ? FindingSeverity::Moderate : FindingSeverity::Info;
}

std::string compactList(const std::string& list, std::size_t max)
{
    std::vector<std::string> parts;
    std::size_t at = 0;
    while (at <= list.size()) {
        std::size_t end = list.find(';', at);
        if (end == std::string::npos)
            end = list.size();
        std::string part = list.substr(at, end - at);
        if (std::find(parts.begin(), parts.end(), part) == parts.end())
            parts.push_back(std::move(part));
        at = end + 1;
    }
    std::string out;
    for (const auto& p : parts)
        out += (out.empty() ? "" : ";") + p;
    if (out.size() > max)
        out = out.substr(0, max) + "…";
    return out;
}

Message kernelCount(long long n)
{
    return n == 1 ? SL_MSG("finding.count.one-kernel", "1 kernel")
                  : SL_MSG("finding.count.kernels", "{n} kernels").arg("n", n);
}

Evidence commOpEvidence(const CommOp& op, Message label)
{
    Evidence e{op.start ? Evidence::Kind::TimeRange : Evidence::Kind::Operator, std::move(label)};
    e.name = op.place.opName;
    if (op.start) {
        e.begin = *op.start;
        e.end = *op.start + static_cast<Nanos>(op.elapseNs);
    }
    return e;
}

std::string commOpName(const CommOp& op)
{
    return op.place.step.empty() ? op.place.opName : op.place.opName + " (" + op.place.step + ")";
}

bool isAicpuOnlyOp(const std::string& type)
{
    for (const char* t : {"GetNext", "DynamicGetNext", "GetNextFromQueue", "InitData", "EndOfSequence", "QueueData"})
        if (type == t || type.rfind(std::string(t) + "-", 0) == 0)
            return true;
    return false;
}

void orderFindings(std::vector<Finding>& findings)
{
    std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
        if (a.impactMs != b.impactMs)
            return a.impactMs > b.impactMs;
        if (a.severity != b.severity)
            return a.severity > b.severity;
        return a.id < b.id;
    });
}

} // namespace steplens
