#include "analysis/memory_analysis.h"

#include "analysis/findings/thresholds.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>

namespace steplens {

namespace {

constexpr double kMBPerKB = 1.0 / 1024.0;

bool isDeviceWide(const std::string& component)
{
    return component == "APP";
}

bool isSum(const std::string& component)
{
    return component.find('+') != std::string::npos;
}

double metricValue(const MemoryRecord& r, MemoryMetric m)
{
    switch (m) {
    case MemoryMetric::Allocated: return r.allocatedMB;
    case MemoryMetric::Reserved: return r.reservedMB;
    case MemoryMetric::Active: return r.activeMB;
    }
    return kAbsent;
}

std::string fmtMs(double ms)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.3f ms", ms);
    return buf;
}

std::string fmtMBText(double mb)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.1f MB", mb);
    return buf;
}

// Rows of one component sorted by time (stable: rows of one instant keep the file order).
struct ComponentRows {
    std::uint32_t id = 0;
    std::vector<std::uint32_t> rows;
};

// True when the streams of a component carry separate totals: at most changes of stream (between
// rows that both have a value) the value jumps. Allocator-wide totals continue across a change of
// stream by the size of one block at most.
bool streamsCarrySeparateTotals(const MemoryRecords& m, const std::vector<std::uint32_t>& rows)
{
    std::size_t changes = 0, jumps = 0;
    const MemoryRecord* prev = nullptr;
    for (std::uint32_t i : rows) {
        const MemoryRecord& r = m.rows[i];
        const double v = isAbsent(r.allocatedMB) ? r.reservedMB : r.allocatedMB;
        if (isAbsent(v))
            continue;
        if (prev && prev->streamPtr != r.streamPtr) {
            const double p = isAbsent(prev->allocatedMB) ? prev->reservedMB : prev->allocatedMB;
            ++changes;
            if (std::fabs(v - p) > std::max(1.0, 0.05 * std::max(std::fabs(v), std::fabs(p))))
                ++jumps;
        }
        prev = &r;
    }
    return changes >= 2 && jumps * 2 > changes;
}

// The curves of one component (and stream): their samples when `keepSamples`, else only their peaks (the
// reports use nothing else, and a million rows' samples are 16 bytes each per metric).
void addCurves(const MemoryRecords& m, const std::vector<std::uint32_t>& rows, const MemoryComponent& c,
               const std::string& stream, bool keepSamples, std::vector<MemoryCurve>& out)
{
    for (int k = 0; k < kMemoryMetricCount; ++k) {
        const auto metric = MemoryMetric(k);
        MemoryCurve curve;
        curve.component = c.name;
        curve.stream = stream;
        curve.metric = metric;
        curve.deviceWide = c.deviceWide;
        curve.sum = c.sum;
        curve.samples.process = "memory";
        curve.samples.name = stream.empty() ? c.name : c.name + " " + stream;
        curve.samples.series = memoryMetricKey(metric);
        const std::int64_t streamId = stream.empty() ? 0 : m.strings.find(stream);
        auto kept = [&](const MemoryRecord& r) {
            return (stream.empty() || std::int64_t(r.streamPtr) == streamId) && !isAbsent(metricValue(r, metric));
        };
        // Counted first, so the samples of a million rows are one allocation instead of twenty doublings.
        std::size_t count = 0;
        for (std::uint32_t i : rows)
            count += kept(m.rows[i]) ? 1 : 0;
        if (count == 0)
            continue;
        if (keepSamples)
            curve.samples.samples.reserve(count);
        bool first = true;
        for (std::uint32_t i : rows) {
            const MemoryRecord& r = m.rows[i];
            if (!kept(r))
                continue;
            const double v = metricValue(r, metric);
            if (keepSamples)
                curve.samples.samples.emplace_back(r.timestamp, v);
            if (first || v > curve.peakMB) {
                curve.peakMB = v;
                curve.peakTime = r.timestamp;
                first = false;
            }
        }
        out.push_back(std::move(curve));
    }
}

// What the reserved curve of a component (and stream) holds at `t`: the last of its rows at or before
// `t`, as valueAt() reads it from the curve's samples, but from the rows, which are kept when the samples
// are not. `rows` are in time order.
std::optional<double> reservedAt(const MemoryRecords& m, const std::vector<std::uint32_t>& rows,
                                 const std::string& stream, Nanos t)
{
    const std::int64_t streamId = stream.empty() ? 0 : m.strings.find(stream);
    std::optional<double> held;
    for (std::uint32_t i : rows) {
        const MemoryRecord& r = m.rows[i];
        if (r.timestamp > t)
            break;
        if ((stream.empty() || std::int64_t(r.streamPtr) == streamId) && !isAbsent(r.reservedMB))
            held = r.reservedMB;
    }
    return held;
}

// The gap between what a component's allocator reserved and what it had allocated, at its allocated peak.
void addGap(const MemoryRecords& m, const std::vector<std::uint32_t>& rows, const MemoryComponent& c,
            const std::string& stream, const std::vector<MemoryCurve>& curves, std::vector<AllocatorGap>& gaps)
{
    if (c.deviceWide || c.sum)
        return;
    const MemoryCurve* alloc = nullptr;
    const MemoryCurve* reserved = nullptr;
    for (const MemoryCurve& curve : curves)
        if (curve.component == c.name && curve.stream == stream) {
            if (curve.metric == MemoryMetric::Allocated)
                alloc = &curve;
            else if (curve.metric == MemoryMetric::Reserved)
                reserved = &curve;
        }
    if (!alloc || !reserved)
        return;
    auto r = reservedAt(m, rows, stream, alloc->peakTime);
    if (!r)
        return;
    AllocatorGap g;
    g.component = c.name;
    g.stream = stream;
    g.allocatedMB = alloc->peakMB;
    g.reservedMB = *r;
    g.gapMB = std::max(0.0, *r - alloc->peakMB);
    g.gapPct = *r > 0 ? g.gapMB / *r * 100.0 : 0.0;
    g.peakReservedMB = reserved->peakMB;
    g.time = alloc->peakTime;
    gaps.push_back(std::move(g));
}

// The highest value of a metric over all rows, at its first time.
std::optional<MemoryPeak> peakOf(const MemoryRecords& m, MemoryMetric metric)
{
    std::optional<MemoryPeak> best;
    for (const MemoryRecord& r : m.rows) {
        const double v = metricValue(r, metric);
        if (isAbsent(v))
            continue;
        if (!best || v > best->mb || (v == best->mb && r.timestamp < best->time))
            best = MemoryPeak{v, r.timestamp, m.str(r.component), -1};
    }
    return best;
}

void fillComponentsAndCurves(const MemoryRecords& m, bool keepSamples, MemoryAnalysis& a)
{
    std::vector<ComponentRows> groups;
    std::map<std::uint32_t, std::size_t> index;
    for (std::uint32_t i = 0; i < m.rows.size(); ++i) {
        const std::uint32_t id = m.rows[i].component;
        auto [it, added] = index.emplace(id, groups.size());
        if (added)
            groups.push_back({id, {}});
        groups[it->second].rows.push_back(i);
    }
    auto curves = std::make_shared<std::vector<MemoryCurve>>();
    for (ComponentRows& g : groups) {
        // The profiler writes rows in time order: then the sort would only move every index through its buffer.
        auto byTime = [&](std::uint32_t x, std::uint32_t y) { return m.rows[x].timestamp < m.rows[y].timestamp; };
        if (!std::is_sorted(g.rows.begin(), g.rows.end(), byTime))
            std::stable_sort(g.rows.begin(), g.rows.end(), byTime);
        MemoryComponent c;
        c.name = m.str(g.id);
        c.rows = g.rows.size();
        c.deviceWide = isDeviceWide(c.name);
        c.sum = isSum(c.name);
        for (std::uint32_t i : g.rows) {
            const std::string& s = m.str(m.rows[i].streamPtr);
            auto it = std::find_if(c.streams.begin(), c.streams.end(), [&](const auto& p) { return p.first == s; });
            if (it == c.streams.end())
                c.streams.emplace_back(s, 1);
            else
                ++it->second;
        }
        c.splitByStream = c.streams.size() > 1 && streamsCarrySeparateTotals(m, g.rows);
        std::vector<std::string> curveStreams;
        if (c.splitByStream)
            for (const auto& s : c.streams)
                curveStreams.push_back(s.first);
        else
            curveStreams.emplace_back();
        for (const std::string& stream : curveStreams) {
            addCurves(m, g.rows, c, stream, keepSamples, *curves);
            addGap(m, g.rows, c, stream, *curves, a.gaps);
        }
        a.components.push_back(std::move(c));
    }
    a.curves = std::move(curves);
    // The largest gap first.
    std::stable_sort(a.gaps.begin(), a.gaps.end(),
                     [](const AllocatorGap& x, const AllocatorGap& y) { return x.gapMB > y.gapMB; });
}

// operator_memory's own peak when memory_record cannot give one inside its window: the row whose
// "Allocation Total Allocated" is highest, else the instant the recorded blocks add up to most.
std::pair<Nanos, double> operatorMemoryPeak(const std::vector<MemoryBlock>& blocks)
{
    const MemoryBlock* best = nullptr;
    for (const MemoryBlock& b : blocks)
        if (!isAbsent(b.allocTotalAllocatedMB) &&
            (!best || b.allocTotalAllocatedMB > best->allocTotalAllocatedMB ||
             (b.allocTotalAllocatedMB == best->allocTotalAllocatedMB && b.allocated < best->allocated)))
            best = &b;
    if (best)
        return {best->allocated, best->allocTotalAllocatedMB};
    // Sweep: +size at allocation, -size at release (a release first when both fall on one instant).
    std::vector<std::pair<Nanos, double>> events;
    events.reserve(blocks.size() * 2);
    for (const MemoryBlock& b : blocks) {
        events.emplace_back(b.allocated, b.sizeMB);
        if (b.released)
            events.emplace_back(*b.released, -b.sizeMB);
    }
    std::sort(events.begin(), events.end());
    double held = 0, top = -1;
    Nanos at = blocks.empty() ? 0 : blocks.front().allocated;
    for (const auto& [t, d] : events) {
        held += d;
        if (held > top) {
            top = held;
            at = t;
        }
    }
    return {at, std::max(0.0, top)};
}

void fillBlocks(const OperatorMemory& om, MemoryAnalysis& a, bool haveRecords)
{
    auto blocks = std::make_shared<std::vector<MemoryBlock>>();
    blocks->reserve(om.rows.size());
    Nanos first = std::numeric_limits<Nanos>::max(), last = std::numeric_limits<Nanos>::min();
    for (std::uint32_t i = 0; i < om.rows.size(); ++i) {
        const OperatorMemoryRow& r = om.rows[i];
        MemoryBlock b;
        b.row = i;
        b.name = r.name;
        b.sizeMB = r.sizeKB * kMBPerKB;
        b.allocated = r.allocationTime;
        b.released = r.releaseTime;
        b.allocTotalAllocatedMB = r.allocTotalAllocatedMB;
        b.allocTotalReservedMB = r.allocTotalReservedMB;
        b.allocTotalActiveMB = r.allocTotalActiveMB;
        first = std::min(first, b.allocated);
        last = std::max(last, b.released ? std::max(*b.released, b.allocated) : b.allocated);
        a.unreleased += b.released ? 0 : 1;
        blocks->push_back(b);
    }
    if (blocks->empty()) {
        a.blocks = std::move(blocks);
        return;
    }
    // One capture when the windows overlap; a table from another capture keeps its own end.
    const bool overlap = haveRecords && first <= a.end && last >= a.begin;
    if (!haveRecords) {
        a.begin = first;
        a.end = last;
    } else if (overlap) {
        a.begin = std::min(a.begin, first);
        a.end = std::max(a.end, last);
    }
    const Nanos captureEnd = haveRecords && !overlap ? last : a.end;
    a.blocksOtherCapture = haveRecords && !overlap;
    a.blocksBegin = a.blocksOtherCapture ? first : a.begin;
    a.blocksEnd = a.blocksOtherCapture ? last : a.end;
    for (MemoryBlock& b : *blocks)
        b.lifetime =
            b.released ? std::max<Nanos>(0, *b.released - b.allocated) : std::max<Nanos>(0, captureEnd - b.allocated);

    // Size ranks: largest first, ties by allocation time, then file order. The keys are sorted side by side
    // with the block's index (a total order, so an unstable sort gives the one answer): reaching into the
    // blocks from the comparison missed the cache at every step of a million-block sort.
    struct SizeKey {
        double sizeMB;
        Nanos allocated;
        std::uint32_t block;
    };
    std::vector<SizeKey> order;
    order.reserve(blocks->size());
    for (std::uint32_t i = 0; i < blocks->size(); ++i)
        order.push_back({(*blocks)[i].sizeMB, (*blocks)[i].allocated, i});
    std::sort(order.begin(), order.end(), [](const SizeKey& p, const SizeKey& q) {
        if (p.sizeMB != q.sizeMB)
            return p.sizeMB > q.sizeMB;
        if (p.allocated != q.allocated)
            return p.allocated < q.allocated;
        return p.block < q.block;
    });
    for (std::uint32_t k = 0; k < order.size(); ++k)
        (*blocks)[order[k].block].sizeRank = k + 1;

    // The instant of the alive list: memory_record's allocated peak when operator_memory covers it.
    if (a.peakAllocated && a.peakAllocated->time >= first && a.peakAllocated->time <= last) {
        a.aliveTime = a.peakAllocated->time;
        a.aliveSource = AliveAt::MemoryRecordPeak;
        a.aliveReferenceMB = a.peakAllocated->mb;
    } else {
        auto [t, mb] = operatorMemoryPeak(*blocks);
        a.aliveTime = t;
        a.aliveSource = AliveAt::OperatorMemoryPeak;
        a.aliveReferenceMB = mb;
        if (a.peakAllocated && overlap)
            a.notes.push_back(SL_MSG("memory.note.alive-outside-window",
                                     "operator_memory covers {from} to {to} after the first memory record, not the "
                                     "allocated peak of memory_record at {peak}; the blocks listed as alive at the "
                                     "peak are those held at operator_memory's own peak ({own}).")
                                  .arg("from", fmtMs(a.msSinceBegin(first)))
                                  .arg("to", fmtMs(a.msSinceBegin(last)))
                                  .arg("peak", fmtMs(a.msSinceBegin(a.peakAllocated->time)))
                                  .arg("own", fmtMs(a.msSinceBegin(t))));
        else if (haveRecords)
            a.notes.push_back(SL_MSG("memory.note.other-capture",
                                     "operator_memory and memory_record cover different times (they do not overlap: "
                                     "{gap} apart), so they come from different captures or one of them has wrong "
                                     "timestamps; the blocks listed as alive at the peak are those held at "
                                     "operator_memory's own peak, {own} after its first allocation.")
                                  .arg("gap", fmtMs(nanosToMs(double(first > a.end ? first - a.end : a.begin - last))))
                                  .arg("own", fmtMs(nanosToMs(double(t - first)))));
    }
    for (const SizeKey& key : order) { // largest first
        const std::uint32_t k = key.block;
        MemoryBlock& b = (*blocks)[k];
        if (b.aliveAt(*a.aliveTime)) {
            b.aliveAtPeak = true;
            a.aliveAtPeak.push_back(k);
            a.aliveAtPeakMB += b.sizeMB;
        }
    }
    // Blocks that add up to more than the peak they are said to be part of: the tables count different
    // memory. Shares of the peak are then taken of the blocks' sum (MemoryAnalysis::peakShareBaseMB).
    if (a.aliveReferenceMB > 0 && a.aliveAtPeakMB > a.aliveReferenceMB * 1.001)
        a.notes.push_back(SL_MSG("memory.note.blocks-above-peak",
                                 "The operator_memory blocks held at {time} add up to {blocks}, more than the "
                                 "{peak} allocated then: the two tables do not count the same memory (other "
                                 "components or devices, or another capture), so shares of the peak are taken "
                                 "of the blocks' sum.")
                              .arg("time", fmtMs(a.msSinceBlocksBegin(*a.aliveTime)))
                              .arg("blocks", fmtMBText(a.aliveAtPeakMB))
                              .arg("peak", fmtMBText(a.aliveReferenceMB)));
    a.blocks = std::move(blocks);
}

void fillStaticGraphs(const StaticOpMemory& s, MemoryAnalysis& a)
{
    struct Key {
        std::string model;
        long long graph;
        bool operator==(const Key& o) const { return model == o.model && graph == o.graph; }
    };
    std::vector<Key> keys;
    std::vector<std::vector<const StaticOpMemRow*>> rows;
    for (const StaticOpMemRow& r : s.rows) {
        Key k{r.modelName, r.graphId};
        auto it = std::find(keys.begin(), keys.end(), k);
        if (it == keys.end()) {
            keys.push_back(k);
            rows.emplace_back();
            it = keys.end() - 1;
        }
        rows[std::size_t(it - keys.begin())].push_back(&r);
    }
    for (const StaticGraphTotal& t : s.totals)
        if (std::find(keys.begin(), keys.end(), Key{t.modelName, t.graphId}) == keys.end()) {
            keys.push_back({t.modelName, t.graphId});
            rows.emplace_back();
        }
    for (std::size_t g = 0; g < keys.size(); ++g) {
        StaticGraphMemory m;
        m.modelName = keys[g].model;
        m.graphId = keys[g].graph;
        m.ops = rows[g].size();
        for (const StaticGraphTotal& t : s.totals)
            if (t.modelName == m.modelName && t.graphId == m.graphId)
                m.totalMB = t.sizeKB * kMBPerKB;
        if (!rows[g].empty()) {
            // The plan's span: the first start to the last stated end (or start); open ends reach it.
            m.firstNode = rows[g].front()->nodeStart;
            m.lastNode = m.firstNode;
            for (const StaticOpMemRow* r : rows[g]) {
                m.firstNode = std::min(m.firstNode, r->nodeStart);
                m.lastNode = std::max(m.lastNode, r->nodeEnd == kStaticNodeOpen ? r->nodeStart : r->nodeEnd);
            }
            // A block is held at node indices start..end, both included.
            std::vector<std::pair<long long, double>> events;
            for (const StaticOpMemRow* r : rows[g]) {
                const long long endNode = r->nodeEnd == kStaticNodeOpen ? m.lastNode : r->nodeEnd;
                events.emplace_back(r->nodeStart, r->sizeKB * kMBPerKB);
                events.emplace_back(endNode + 1, -r->sizeKB * kMBPerKB);
            }
            std::sort(events.begin(), events.end());
            double held = 0;
            for (std::size_t i = 0; i < events.size();) {
                const long long node = events[i].first;
                for (; i < events.size() && events[i].first == node; ++i)
                    held += events[i].second;
                if (std::fabs(held) < 1e-9)
                    held = 0;
                m.heldMB.emplace_back(node, held);
                if (held > m.peakMB) {
                    m.peakMB = held;
                    m.peakNode = node;
                }
            }
        }
        a.staticGraphs.push_back(std::move(m));
    }
}

long long stepAt(const std::vector<StepWindow>& steps, Nanos t)
{
    for (const StepWindow& w : steps)
        if (t >= w.start && t <= w.end)
            return w.number;
    return -1;
}

} // namespace

const char* memoryMetricKey(MemoryMetric metric)
{
    switch (metric) {
    case MemoryMetric::Allocated: return "allocated";
    case MemoryMetric::Reserved: return "reserved";
    case MemoryMetric::Active: return "active";
    }
    return "";
}

const MemoryCurve* MemoryAnalysis::curve(const std::string& component, MemoryMetric metric,
                                         const std::string& stream) const
{
    if (!curves)
        return nullptr;
    for (const MemoryCurve& c : *curves)
        if (c.component == component && c.metric == metric && c.stream == stream)
            return &c;
    return nullptr;
}

std::optional<double> valueAt(const TimelineCounter& samples, Nanos t)
{
    const auto& s = samples.samples;
    auto it =
        std::upper_bound(s.begin(), s.end(), t, [](Nanos v, const std::pair<Nanos, double>& p) { return v < p.first; });
    if (it == s.begin())
        return std::nullopt;
    return std::prev(it)->second;
}

bool hasMemoryData(const Profile& profile)
{
    if (!profile.ascend)
        return false;
    const AscendOutput& o = *profile.ascend;
    return (o.memoryRecords && !o.memoryRecords->rows.empty()) ||
           (o.operatorMemory && !o.operatorMemory->rows.empty()) ||
           (o.staticOpMemory && (!o.staticOpMemory->rows.empty() || !o.staticOpMemory->totals.empty()));
}

std::vector<StepWindow> memoryStepWindows(const Profile& profile)
{
    if (profile.timeline) {
        TimelineSteps steps = timelineSteps(*profile.timeline);
        if (steps.source != StepSource::None && !steps.steps.empty())
            return steps.steps;
    }
    std::vector<StepWindow> out;
    if (!profile.ascend || !profile.ascend->kernels || !profile.ascend->kernels->hasStep)
        return out;
    std::map<std::int32_t, StepWindow> byStep;
    for (const KernelRow& k : profile.ascend->kernels->rows) {
        if (k.step < 0)
            continue;
        auto [it, added] = byStep.emplace(k.step, StepWindow{k.step, k.start, k.start + k.duration});
        if (!added) {
            it->second.start = std::min(it->second.start, k.start);
            it->second.end = std::max(it->second.end, k.start + k.duration);
        }
    }
    for (const auto& [step, w] : byStep)
        out.push_back(w);
    std::sort(out.begin(), out.end(), [](const StepWindow& x, const StepWindow& y) { return x.start < y.start; });
    return out;
}

namespace {

// What the memory tables alone say: curves, peaks, gaps, blocks and static graphs.
MemoryAnalysis analyzeMemoryTables(const AscendOutput& o, bool keepSamples)
{
    MemoryAnalysis a;
    a.curveSamplesKept = keepSamples;
    a.curves = std::make_shared<const std::vector<MemoryCurve>>();
    const bool haveRecords = o.memoryRecords && !o.memoryRecords->rows.empty();
    if (haveRecords) {
        const MemoryRecords& m = *o.memoryRecords;
        a.records = m.rows.size();
        a.begin = a.end = m.rows.front().timestamp;
        for (const MemoryRecord& r : m.rows) {
            a.begin = std::min(a.begin, r.timestamp);
            a.end = std::max(a.end, r.timestamp);
        }
        fillComponentsAndCurves(m, keepSamples, a);
        a.peakAllocated = peakOf(m, MemoryMetric::Allocated);
        a.peakReserved = peakOf(m, MemoryMetric::Reserved);
        a.peakActive = peakOf(m, MemoryMetric::Active);
        if (m.rows.size() > 1 && a.begin == a.end)
            a.notes.push_back(SL_MSG("memory.note.one-timestamp",
                                     "All {rows} rows of memory_record share one timestamp (a spreadsheet that "
                                     "saved the file rounds long numbers), so the curves show no course in time; "
                                     "the peaks are still the highest values written.")
                                  .arg("rows", m.rows.size()));
    }
    if (o.operatorMemory && !o.operatorMemory->rows.empty())
        fillBlocks(*o.operatorMemory, a, haveRecords);
    if (o.staticOpMemory)
        fillStaticGraphs(*o.staticOpMemory, a);

    return a;
}

} // namespace

bool sameMemoryTables(const Profile& a, const Profile& b)
{
    if (!a.ascend || !b.ascend)
        return false;
    const AscendOutput& x = *a.ascend;
    const AscendOutput& y = *b.ascend;
    return (x.memoryRecords || x.operatorMemory) && x.memoryRecords.sameTable(y.memoryRecords) &&
           x.operatorMemory.sameTable(y.operatorMemory) && x.staticOpMemory.sameTable(y.staticOpMemory);
}

std::optional<MemoryAnalysis> analyzeMemory(const Profile& profile, const Thresholds& thresholds,
                                            const MemoryAnalysis* earlier, bool curveSamples)
{
    if (!hasMemoryData(profile))
        return std::nullopt;
    const AscendOutput& o = *profile.ascend;
    MemoryAnalysis a =
        earlier && (earlier->curveSamplesKept || !curveSamples) ? *earlier : analyzeMemoryTables(o, curveSamples);
    a.capacityMB.reset();
    a.capacitySource.clear();
    if (o.deviceMemory && o.deviceMemory->capacityMB && *o.deviceMemory->capacityMB > 0) {
        a.capacityMB = o.deviceMemory->capacityMB;
        a.capacitySource = o.deviceMemory->source;
    } else if (thresholds.get(ThresholdKey::DeviceMemoryMb) > 0) {
        a.capacityMB = thresholds.get(ThresholdKey::DeviceMemoryMb);
        a.capacitySource = "device_memory_mb";
    }

    a.steps = memoryStepWindows(profile);
    for (auto* p : {&a.peakAllocated, &a.peakReserved, &a.peakActive})
        if (*p)
            (*p)->step = stepAt(a.steps, (*p)->time);
    return a;
}

} // namespace steplens
