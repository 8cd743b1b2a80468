#include "analysis/compare.h"

#include "analysis/findings/rules.h"
#include "analysis/op_tables.h"
#include "analysis/pipeline_match.h"
#include "analysis/wait_ops.h"
#include "model/op_names.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace steplens {

const char* diffStatusName(DiffStatus s)
{
    switch (s) {
    case DiffStatus::Added: return "added";
    case DiffStatus::Removed: return "removed";
    case DiffStatus::Faster: return "faster";
    case DiffStatus::Slower: return "slower";
    case DiffStatus::Unchanged: return "unchanged";
    }
    return "unchanged";
}

namespace {

std::optional<double> pctChange(double a, double b)
{
    if (a == 0)
        return std::nullopt;
    return (b - a) / a * 100.0;
}

struct OpTotal {
    double us = 0;
    long long count = 0;
};

OpDiff makeDiff(const std::string& name, const std::string& category, const OpTotal* a, const OpTotal* b,
                const CompareOptions& o)
{
    OpDiff d;
    d.name = name;
    d.category = category;
    d.aUs = a ? a->us : 0;
    d.bUs = b ? b->us : 0;
    d.aCount = a ? a->count : 0;
    d.bCount = b ? b->count : 0;
    d.deltaUs = d.bUs - d.aUs;
    d.deltaPct = pctChange(d.aUs, d.bUs);
    if (!a)
        d.status = DiffStatus::Added;
    else if (!b)
        d.status = DiffStatus::Removed;
    else if (std::fabs(d.deltaUs) <= o.absoluteToleranceUs || std::fabs(d.deltaUs) <= o.relativeTolerance * d.aUs)
        d.status = DiffStatus::Unchanged;
    else
        d.status = d.deltaUs > 0 ? DiffStatus::Slower : DiffStatus::Faster;
    d.waitsForInput = isWaitOperator(name);
    return d;
}

void diffMaps(const std::map<std::string, OpTotal>& a, const std::map<std::string, OpTotal>& b,
              const std::string& category, const CompareOptions& o, std::vector<OpDiff>& out)
{
    std::set<std::string> names;
    for (const auto& [k, v] : a)
        names.insert(k);
    for (const auto& [k, v] : b)
        names.insert(k);
    for (const auto& n : names) {
        auto ia = a.find(n), ib = b.find(n);
        OpDiff d =
            makeDiff(n, category, ia == a.end() ? nullptr : &ia->second, ib == b.end() ? nullptr : &ib->second, o);
        d.key = n;
        out.push_back(std::move(d));
    }
}

std::map<std::string, OpTotal> aicoreTypes(const Profile& p)
{
    std::map<std::string, OpTotal> m;
    if (!p.operators)
        return m;
    for (const auto& t : p.operators->aicoreTypes) {
        auto& e = m[t.type];
        e.us += nanosToUs(t.totalNs);
        e.count += t.count;
    }
    return m;
}

std::map<std::string, OpTotal> aicpuTypes(const Profile& p)
{
    std::map<std::string, OpTotal> m;
    if (!p.operators)
        return m;
    for (const auto& t : aicpuTypeTable(*p.operators)) {
        auto& e = m[t.type];
        e.us += nanosToUs(t.totalNs);
        e.count += t.count;
    }
    return m;
}

// Per operator: the average time per execution times the executions (when known), keyed by
// operatorMatchKeys; the real name rides along.
struct NamedTotal {
    std::string fullName;
    OpTotal total;
};

std::map<std::string, NamedTotal> aicoreOperators(const Profile& p)
{
    std::map<std::string, NamedTotal> m;
    if (!p.operators)
        return m;
    std::vector<std::string> order; // full names in order of first appearance
    std::map<std::string, OpTotal> byName;
    for (const auto& d : p.operators->aicoreDetails) {
        auto [it, inserted] = byName.try_emplace(d.fullName);
        if (inserted)
            order.push_back(d.fullName);
        long long count = d.count > 0 ? d.count : 1;
        it->second.us += nanosToUs(d.avgNs) * double(count);
        it->second.count += count;
    }
    const std::vector<std::string> keys = operatorMatchKeys(order);
    for (std::size_t i = 0; i < order.size(); ++i)
        m[keys[i]] = NamedTotal{order[i], byName[order[i]]};
    return m;
}

void diffOperators(const std::map<std::string, NamedTotal>& a, const std::map<std::string, NamedTotal>& b,
                   const CompareOptions& o, std::vector<OpDiff>& out)
{
    std::set<std::string> keys;
    for (const auto& [k, v] : a)
        keys.insert(k);
    for (const auto& [k, v] : b)
        keys.insert(k);
    for (const auto& k : keys) {
        auto ia = a.find(k), ib = b.find(k);
        const NamedTotal* na = ia == a.end() ? nullptr : &ia->second;
        const NamedTotal* nb = ib == b.end() ? nullptr : &ib->second;
        std::string name = na ? na->fullName : nb->fullName;
        if (na && nb && na->fullName != nb->fullName)
            name += " (B: " + std::string(opShortName(nb->fullName)) + ")";
        OpDiff d = makeDiff(name, "aicore", na ? &na->total : nullptr, nb ? &nb->total : nullptr, o);
        d.key = k;
        d.aName = na ? na->fullName : std::string();
        d.bName = nb ? nb->fullName : std::string();
        d.waitsForInput = d.waitsForInput || isWaitOperator(k);
        out.push_back(std::move(d));
    }
}

} // namespace

std::vector<std::string> operatorMatchKeys(const std::vector<std::string>& fullNames)
{
    std::vector<std::string> keys;
    keys.reserve(fullNames.size());
    std::map<std::string, int> seen;
    std::set<std::string> used; // a real name may itself end in "#2": never hand out a key twice
    for (const auto& n : fullNames) {
        const std::string stripped = stripOpNumbers(n);
        std::string key = stripped;
        while (!used.insert(key).second)
            key = stripped + "#" + std::to_string(++seen[stripped] + 1);
        keys.push_back(std::move(key));
    }
    return keys;
}

void orderDiffs(std::vector<OpDiff>& diffs)
{
    auto rank = [](const OpDiff& d) {
        if (d.waitsForInput && d.status != DiffStatus::Unchanged)
            return 2;
        if (d.status == DiffStatus::Slower || d.status == DiffStatus::Added)
            return 0;
        if (d.status == DiffStatus::Faster || d.status == DiffStatus::Removed)
            return 1;
        return 3;
    };
    std::stable_sort(diffs.begin(), diffs.end(), [&](const OpDiff& x, const OpDiff& y) {
        int rx = rank(x), ry = rank(y);
        if (rx != ry)
            return rx < ry;
        if (rx == 0)
            return x.deltaUs > y.deltaUs;
        if (rx == 1)
            return x.deltaUs < y.deltaUs;
        if (rx == 2)
            return std::fabs(x.deltaUs) > std::fabs(y.deltaUs);
        return std::max(x.aUs, x.bUs) > std::max(y.aUs, y.bUs);
    });
}

namespace {

// The file each run's step table was read from: "step_trace_time.csv" when both are text exports,
// "analysis.db" for two database ranks, "analysis.db / step_trace_time.csv" (A / B) when they differ.
std::string stepSources(const Profile& a, const Profile& b)
{
    const std::string x = tableSource(a, AscendTable::StepTraceTime), y = tableSource(b, AscendTable::StepTraceTime);
    return x == y ? x : x + " / " + y;
}

// 2.x layout: the step_trace_time columns both runs have, and the step wall time.
void compareAscendSteps(const AscendStepStats& sa, const AscendStepStats& sb, const std::string& source,
                        RunComparison& c)
{
    for (StepColumn col :
         {StepColumn::Preparing, StepColumn::Computing, StepColumn::CommunicationNotOverlapped, StepColumn::Free}) {
        auto x = sa.mean(col), y = sb.mean(col);
        if (x && y)
            c.phases.push_back({stepColumnKey(col), *x, *y, *y - *x, pctChange(*x, *y)});
    }
    c.phases.push_back({"step", sa.wall.meanMs, sb.wall.meanMs, sb.wall.meanMs - sa.wall.meanMs,
                        pctChange(sa.wall.meanMs, sb.wall.meanMs)});
    if (sa.wall.meanMs > 0 && sb.wall.meanMs > 0) {
        c.aStepsPerSecond = 1000.0 / sa.wall.meanMs;
        c.bStepsPerSecond = 1000.0 / sb.wall.meanMs;
        c.throughputRatio = sa.wall.meanMs / sb.wall.meanMs;
    }
    c.aSteps = sa.rows.size();
    c.bSteps = sb.rows.size();
    c.alignedSteps = std::min(c.aSteps, c.bSteps);
    for (std::size_t i = 0; i < c.alignedSteps; ++i)
        c.perStepTotalDeltaMs.push_back(nanosToMs(double(sb.rows[i]->wall() - sa.rows[i]->wall())));
    c.notes.push_back(SL_MSG("compare.note.ascend-phases",
                             "step phases from {source}; the step is Preparing + Computing + "
                             "Communication(Not Overlapped) + Free")
                          .arg("source", source));
}

} // namespace

RunComparison compareProfiles(const Profile& a, const ProfileAnalysis& aa, const Profile& b, const ProfileAnalysis& ba,
                              const CompareOptions& options)
{
    RunComparison c;
    const bool ascend =
        aa.ascendSteps && ba.ascendSteps && aa.ascendSteps->stepCount > 0 && ba.ascendSteps->stepCount > 0;
    if (ascend) {
        compareAscendSteps(*aa.ascendSteps, *ba.ascendSteps, stepSources(a, b), c);
    } else if (aa.steps && ba.steps && aa.steps->stepCount > 0 && ba.steps->stepCount > 0) {
        const StepAnalysis& sa = *aa.steps;
        const StepAnalysis& sb = *ba.steps;
        auto add = [&](const PhaseStats& x, const PhaseStats& y) {
            c.phases.push_back({x.name, x.meanMs, y.meanMs, y.meanMs - x.meanMs, pctChange(x.meanMs, y.meanMs)});
        };
        add(sa.interval, sb.interval);
        add(sa.fpAndBp, sb.fpAndBp);
        if (sa.mode == StepTraceMode::Training && sb.mode == StepTraceMode::Training)
            add(sa.tail, sb.tail);
        add(sa.total, sb.total);
        c.aStepsPerSecond = sa.stepsPerSecond;
        c.bStepsPerSecond = sb.stepsPerSecond;
        if (sa.stepsPerSecond > 0)
            c.throughputRatio = sb.stepsPerSecond / sa.stepsPerSecond;
        if (sa.samplesPerSecond)
            c.aSamplesPerSecond = sa.samplesPerSecond;
        if (sb.samplesPerSecond)
            c.bSamplesPerSecond = sb.samplesPerSecond;
        if (sa.mode != sb.mode)
            c.notes.push_back(SL_MSG("compare.note.mode-differs",
                                     "one run is training and the other inference; fp_and_bp is compared with fp"));
    } else {
        c.notes.push_back(
            !a.stepTrace ? SL_MSG("compare.note.no-step-trace-a", "step phases not compared: run A has no step trace")
                         : SL_MSG("compare.note.no-step-trace-b", "step phases not compared: run B has no step trace"));
    }
    if (!ascend && a.stepTrace && b.stepTrace) {
        c.aSteps = a.stepTrace->steps.size();
        c.bSteps = b.stepTrace->steps.size();
        c.alignedSteps = std::min(c.aSteps, c.bSteps);
        for (std::size_t i = 0; i < c.alignedSteps; ++i)
            c.perStepTotalDeltaMs.push_back(
                nanosToMs(double(b.stepTrace->steps[i].total - a.stepTrace->steps[i].total)));
        if (c.aSteps != c.bSteps)
            c.notes.push_back(SL_MSG("compare.note.step-counts",
                                     "runs have {a} and {b} steps; per-step deltas cover the first {aligned}")
                                  .arg("a", c.aSteps)
                                  .arg("b", c.bSteps)
                                  .arg("aligned", c.alignedSteps));
    }

    diffMaps(aicoreTypes(a), aicoreTypes(b), "aicore", options, c.opTypes);
    diffMaps(aicpuTypes(a), aicpuTypes(b), "aicpu", options, c.opTypes);
    orderDiffs(c.opTypes);
    diffOperators(aicoreOperators(a), aicoreOperators(b), options, c.operators);
    std::size_t matched = 0, renumbered = 0;
    for (const OpDiff& d : c.operators) {
        if (d.aName.empty() || d.bName.empty())
            continue;
        ++matched;
        renumbered += d.aName != d.bName ? 1 : 0;
    }
    if (renumbered > 0)
        c.notes.push_back(SL_MSG("compare.note.renumbered",
                                 "operators are matched on their full names without MindSpore's \"-op<N>\" numbers, "
                                 "which change between compilations: of the {matched} operators found in both runs, "
                                 "{renumbered} have a different number in B")
                              .arg("matched", matched)
                              .arg("renumbered", renumbered));
    orderDiffs(c.operators);

    if (a.pipeline || b.pipeline) {
        static const std::vector<PipelineOp> none;
        for (const PipelineOpMatch& m :
             matchPipelineOps(a.pipeline ? a.pipeline->ops : none, b.pipeline ? b.pipeline->ops : none)) {
            const PipelineOp* pa = m.a;
            const PipelineOp* pb = m.b;
            PipelineOpDiff d;
            d.opId = pa ? pa->opId : pb->opId;
            d.opType = pb ? pb->opType : pa->opType;
            if (pa) {
                d.aOpId = pa->opId;
                d.aWorkers = pa->numWorkers;
                if (pa->hasQueue)
                    d.aUsage = pa->usage;
            }
            if (pb) {
                d.bOpId = pb->opId;
                d.bWorkers = pb->numWorkers;
                if (pb->hasQueue)
                    d.bUsage = pb->usage;
            }
            d.workersChanged = d.aWorkers != d.bWorkers;
            d.usageChanged = d.aUsage.has_value() != d.bUsage.has_value() ||
                             (d.aUsage && d.bUsage && std::fabs(*d.aUsage - *d.bUsage) > 0.1);
            c.pipeline.push_back(d);
        }
    }

    auto ratio = [](long long part, long long total) -> std::optional<double> {
        if (total <= 0)
            return std::nullopt;
        return double(part) / double(total);
    };
    if (aa.hostQueue || ba.hostQueue) {
        QueueDiff q{"host"};
        if (aa.hostQueue) {
            q.aEmptyRatio = ratio(aa.hostQueue->empty, aa.hostQueue->total);
            q.aFullRatio = ratio(aa.hostQueue->full, aa.hostQueue->total);
        }
        if (ba.hostQueue) {
            q.bEmptyRatio = ratio(ba.hostQueue->empty, ba.hostQueue->total);
            q.bFullRatio = ratio(ba.hostQueue->full, ba.hostQueue->total);
        }
        c.queues.push_back(q);
    }
    if (aa.chipQueue || ba.chipQueue) {
        QueueDiff q{"chip"};
        if (aa.chipQueue)
            q.aEmptyRatio = ratio(aa.chipQueue->empty, aa.chipQueue->total);
        if (ba.chipQueue)
            q.bEmptyRatio = ratio(ba.chipQueue->empty, ba.chipQueue->total);
        c.queues.push_back(q);
    }

    std::set<std::string> fa, fb;
    for (const auto& f : aa.findings) {
        fa.insert(f.id);
        c.findingTitles[f.id] = f.title;
    }
    for (const auto& f : ba.findings) {
        fb.insert(f.id);
        c.findingTitles[f.id] = f.title;
    }
    for (const auto& id : fa)
        (fb.count(id) ? c.findingsPersisting : c.findingsResolved).push_back(id);
    for (const auto& id : fb)
        if (!fa.count(id))
            c.findingsNew.push_back(id);
    return c;
}

} // namespace steplens
