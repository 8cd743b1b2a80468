// Synchronisations inside the step (2.x layout). aclrtSynchronizeStream / aclrtSynchronizeDevice
// block the host until the device has run everything queued: reading a value (.item(), asnumpy(),
// printing a tensor) does this. While it waits the host prepares nothing, so the next operators
// reach the device late. msprof-analyze checks how often a synchronisation follows a kernel launch
// (launch blocking, ASCEND_LAUNCH_BLOCKING=1); StepLens measures the host time blocked per step
// against the step, names the Python functions that caused it (from the Python frames around each call
// on the same thread in the trace), and adds the launch-blocking check. Without a trace, the totals
// of api_statistic.csv over the profiled window stand in (no call sites).
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"
#include "io/text.h"

#include <algorithm>
#include <map>

namespace steplens {

namespace {

struct SyncSite {
    std::string where; // call site, else framework operator, else the API
    std::string op;    // framework operator ("aten::item"), may be empty
    long long calls = 0;
    double ns = 0;
    const HostCall* longest = nullptr;
};

struct Blocked {
    double ms = 0; // over the profiled steps
    double steps = 1;
    long long calls = 0;
    Message source;
    std::vector<SyncSite> sites; // most time first (trace only)
    std::vector<const ApiStatRow*> apis;
};

std::optional<Blocked> blockedFromTrace(const RuleContext& ctx)
{
    const auto& host = ctx.analysis.hostTrace;
    if (!host || host->syncs.empty())
        return std::nullopt;
    Blocked b;
    b.steps = host->stepCount;
    b.source = SL_MSG("finding.host-synchronisation.source.trace", "the trace, inside the profiled steps");
    std::map<std::string, SyncSite> sites;
    for (const HostCall& c : host->syncs) {
        b.ms += nanosToMs(double(c.duration));
        ++b.calls;
        const std::string api = c.name.substr(c.name.find('@') + 1);
        const std::string where = !c.callSite.empty() ? c.callSite : !c.frameworkOp.empty() ? c.frameworkOp : api;
        SyncSite& s = sites[where + '\n' + c.frameworkOp];
        s.where = where;
        s.op = c.callSite.empty() ? std::string() : c.frameworkOp;
        ++s.calls;
        s.ns += double(c.duration);
        if (!s.longest || c.duration > s.longest->duration)
            s.longest = &c;
    }
    for (auto& [_, s] : sites)
        b.sites.push_back(std::move(s));
    std::stable_sort(b.sites.begin(), b.sites.end(), [](const SyncSite& x, const SyncSite& y) { return x.ns > y.ns; });
    return b;
}

std::optional<Blocked> blockedFromApiStatistic(const RuleContext& ctx)
{
    if (!ctx.profile.ascend || !ctx.profile.ascend->apiStatistic)
        return std::nullopt;
    Blocked b;
    // The acl level only: the runtime calls below it (StreamSynchronize...) are the same waits.
    for (const auto& r : *ctx.profile.ascend->apiStatistic)
        if (io::startsWith(r.name, "aclrtSynchronize") && r.totalNs > 0) {
            b.ms += nanosToMs(r.totalNs);
            b.calls += r.count;
            b.apis.push_back(&r);
        }
    if (b.apis.empty())
        return std::nullopt;
    std::stable_sort(b.apis.begin(), b.apis.end(),
                     [](const ApiStatRow* x, const ApiStatRow* y) { return x->totalNs > y->totalNs; });
    const auto& stt = ctx.profile.ascend->stepTraceTime;
    b.steps = stt ? std::max(1.0, double(stt->stepRows().size())) : 1.0;
    b.source = SL_MSG("finding.host-synchronisation.source.api-statistic",
                      "api_statistic.csv, over the whole profiled window");
    return b;
}

Message callCount(long long n)
{
    return n == 1 ? SL_MSG("finding.host-synchronisation.one-call", "1 call")
                  : SL_MSG("finding.host-synchronisation.calls", "{n} calls").arg("n", n);
}

// ASCEND_LAUNCH_BLOCKING as profiler_metadata.json recorded it.
bool launchBlockingSet(const RuleContext& ctx)
{
    if (!ctx.profile.ascend || !ctx.profile.ascend->metadata)
        return false;
    const auto& v = ctx.profile.ascend->metadata->values;
    auto it = v.find("ENV_VARIABLES.ASCEND_LAUNCH_BLOCKING");
    return it != v.end() && io::trim(it->second) == "1";
}

} // namespace

void ruleHostSync(const RuleContext& ctx, std::vector<Finding>& out)
{
    auto b = blockedFromTrace(ctx);
    if (!b)
        b = blockedFromApiStatistic(ctx);
    const double stepMs = meanStepMs(ctx);
    if (!b || stepMs <= 0)
        return;
    const double perStepMs = b->ms / b->steps;
    const double share = perStepMs / stepMs * 100.0;
    const double limit = ctx.thresholds.get(ThresholdKey::SyncBlockSharePct);
    const auto& host = ctx.analysis.hostTrace;
    const double launchRatio =
        host && host->nodeLaunches > 0 ? double(host->syncsAfterLaunch) / double(host->nodeLaunches) : 0.0;
    const bool blocking = launchBlockingSet(ctx) || launchRatio > ctx.thresholds.get(ThresholdKey::LaunchBlockingRatio);
    if (share <= limit && !blocking)
        return;

    Finding f;
    f.id = "host-synchronisation";
    f.rank = ctx.profile.rank;
    f.value = share;
    f.threshold = limit;
    f.unit = "%";
    // Without the waits the host would run ahead; the device gains at most the time it idles.
    if (auto idle = deviceIdleMs(ctx)) {
        f.impactMs = std::min(perStepMs, *idle);
        f.stepsPerSecondIfFixed = stepsPerSecondIfSaved(ctx, f.impactMs);
    } else {
        f.impactEstimated = false;
    }
    f.severity = blocking ? FindingSeverity::High : severityOfCost(ctx, f.impactMs);
    f.title = SL_MSG("finding.host-synchronisation.title",
                     "The host waits for the device {time} per step ({share}) in synchronisations")
                  .arg("time", fmtMs(perStepMs))
                  .arg("share", fmtPct(share));
    Message sites = b->sites.empty() || b->sites.front().where.find(".py(") == std::string::npos
                        ? Message(std::string())
                        : SL_MSG("finding.host-synchronisation.explanation.site",
                                 " The Python function that waits longest is {site}.")
                              .arg("site", b->sites.front().where);
    f.explanation = SL_MSG("finding.host-synchronisation.explanation",
                           "A synchronisation blocks the host until the device has run everything queued; reading a "
                           "value from the device (.item(), asnumpy(), printing a tensor) makes one. While it waits "
                           "the host prepares nothing, so the next step's data and operators reach the device late "
                           "and it idles. There are {calls} synchronisations per step, {time} of a {step} step "
                           "(measured from {source}).{sites}")
                        .arg("calls", fmtCount(double(b->calls) / b->steps))
                        .arg("time", fmtMs(perStepMs))
                        .arg("step", fmtMs(stepMs))
                        .arg("source", b->source)
                        .arg("sites", std::move(sites));
    if (blocking)
        f.explanation = SL_MSG("finding.host-synchronisation.explanation.blocking",
                               "{explanation} {ratio} of the kernel launches are followed at once by a "
                               "synchronisation{env}: launches are blocking, each one waits for its kernel to end.")
                            .arg("explanation", std::move(f.explanation))
                            .arg("ratio", fmtPct(launchRatio * 100.0))
                            .arg("env", launchBlockingSet(ctx) ? Message(SL_MSG("finding.host-synchronisation.env",
                                                                                " and ASCEND_LAUNCH_BLOCKING is 1"))
                                                               : Message(std::string()));
    for (std::size_t i = 0; i < b->sites.size() && i < 5; ++i) {
        const SyncSite& s = b->sites[i];
        Evidence e{Evidence::Kind::TimeRange};
        e.begin = s.longest->start;
        e.end = s.longest->end();
        e.label =
            (s.op.empty()
                 ? SL_MSG("finding.host-synchronisation.evidence.site", "{where}: {calls}, blocked {time}")
                 : SL_MSG("finding.host-synchronisation.evidence.site-op", "{where} ({op}): {calls}, blocked {time}")
                       .arg("op", s.op))
                .arg("where", s.where)
                .arg("calls", callCount(s.calls))
                .arg("time", fmtMs(nanosToMs(s.ns)));
        f.evidence.push_back(std::move(e));
    }
    for (std::size_t i = 0; i < b->apis.size() && i < 3; ++i) {
        const ApiStatRow& r = *b->apis[i];
        Evidence e{Evidence::Kind::Operator};
        e.name = r.name;
        e.label = SL_MSG("finding.host-synchronisation.evidence.api", "api_statistic.csv: {api}, {calls}, {time}")
                      .arg("api", r.name)
                      .arg("calls", callCount(r.count))
                      .arg("time", fmtMs(nanosToMs(r.totalNs)));
        f.evidence.push_back(std::move(e));
    }
    const AdviceFramework fw = adviceFramework(ctx.profile);
    Message advice = frameworkSuggestion(
        fw,
        SL_MSG("finding.host-synchronisation.suggestion.mindspore",
               "Take the reads off the step: Tensor.asnumpy(), printing a tensor or turning it into a Python number "
               "wait for the device. Keep running values on the device and read them every N steps; in graph mode "
               "return them from the step instead of printing inside it."),
        SL_MSG("finding.host-synchronisation.suggestion.torch",
               "Take the reads off the step: .item(), .cpu(), .tolist(), printing a tensor or turning it into a "
               "Python number wait for the device, as does torch.npu.synchronize(). Keep running values on the "
               "device and read them every N steps."));
    f.suggestion = blocking ? SL_MSG("finding.host-synchronisation.suggestion.blocking",
                                     "Unset ASCEND_LAUNCH_BLOCKING (it is for debugging only): with it, every launch "
                                     "waits for its kernel. {advice}")
                                  .arg("advice", std::move(advice))
                            : advice;
    f.snippet = frameworkSnippet(fw,
                                 "loss_sum += loss  # stays on the device\n"
                                 "if step % 100 == 0:\n"
                                 "    print((loss_sum / 100).asnumpy())  # one wait every 100 steps\n"
                                 "    loss_sum = ms.Tensor(0.0, ms.float32)",
                                 "running_loss += loss.detach()  # stays on the device\n"
                                 "if step % 100 == 0:\n"
                                 "    print((running_loss / 100).item())  # one wait every 100 steps\n"
                                 "    running_loss.zero_()");
    out.push_back(std::move(f));
}

} // namespace steplens
