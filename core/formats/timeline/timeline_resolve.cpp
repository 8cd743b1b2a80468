// Per-file resolution of a scan: B/E pairs become events, flow points become arrows, and the
// counters get their process labels. Track naming lives in timeline_tracks.cpp.
#include "formats/timeline/timeline_scan.h"
#include "formats/timeline/timeline_tracks.h"

#include <algorithm>
#include <numeric>

namespace steplens::tlscan {

namespace {

// Chrome semantics: an "E" closes the most recent open "B" of the same thread.
void pairBoundaries(TimelineScan& scan)
{
    if (scan.boundaries.empty())
        return;
    // The last time seen on each track closes the B events that never got their E.
    std::vector<Nanos> lastTime(scan.tracks.size(), INT64_MIN);
    for (std::size_t t = 0; t < scan.tracks.size(); ++t)
        for (const TimelineEvent& e : scan.tracks[t].events)
            lastTime[t] = std::max(lastTime[t], e.end());
    for (const RawBoundary& b : scan.boundaries)
        lastTime[b.track] = std::max(lastTime[b.track], b.ts);

    std::vector<std::vector<const RawBoundary*>> open(scan.tracks.size());
    std::size_t unmatchedEnds = 0, negative = 0;
    auto add = [&](const RawBoundary& b, Nanos end, std::uint16_t flags) {
        TrackScanState& st = scan.trackState[b.track];
        st.sorted = false;
        scan.tracks[b.track].events.push_back(TimelineEvent{b.ts, end - b.ts, b.name, 0, flags});
        ++scan.events;
    };
    for (const RawBoundary& b : scan.boundaries) {
        auto& stack = open[b.track];
        if (b.phase == 'B') {
            stack.push_back(&b);
            continue;
        }
        if (stack.empty()) {
            ++unmatchedEnds;
            continue;
        }
        const RawBoundary& begin = *stack.back();
        stack.pop_back();
        if (b.ts < begin.ts || (begin.ts < 0 && b.ts > INT64_MAX + begin.ts)) {
            ++negative;
            continue;
        }
        add(begin, b.ts, kEventFromBeginEnd);
    }
    std::size_t unterminated = 0;
    for (std::size_t t = 0; t < open.size(); ++t)
        for (const RawBoundary* b : open[t]) {
            const Nanos end = std::max(lastTime[t], b->ts);
            if (b->ts < 0 && end > INT64_MAX + b->ts)
                continue;
            add(*b, end, kEventFromBeginEnd | kEventUnterminated);
            ++unterminated;
        }
    if (unmatchedEnds)
        scan.problem(Severity::Warning, -1,
                     SL_MSG("diag.timeline.unmatched-ends", "{n} \"E\" events without a matching \"B\"")
                         .arg("n", std::to_string(unmatchedEnds)),
                     SL_MSG("diag.timeline.ignored", "ignored"));
    if (negative)
        scan.problem(Severity::Warning, -1,
                     SL_MSG("diag.timeline.ends-before-begins", "{n} \"E\" events before their \"B\"")
                         .arg("n", std::to_string(negative)),
                     SL_MSG("diag.timeline.pair-skipped", "pair skipped"));
    if (unterminated)
        scan.problem(
            Severity::Warning, -1,
            SL_MSG("diag.timeline.unterminated", "{n} \"B\" events without an \"E\" (the file may be cut short)")
                .arg("n", std::to_string(unterminated)),
            SL_MSG("diag.timeline.drawn-up-to-the-last-time-of-their-track",
                   "drawn up to the last time of their track"));
    scan.boundaries.clear();
    scan.boundaries.shrink_to_fit();
}

// Points of one (category, id) in file order. An "s" starts a chain; each "t" continues it; each
// "f" ends an arrow from the chain's last point (several "f" of one "s" all get an arrow, as
// msprof writes for a launch that feeds two tasks). Ends written before their start (host/device
// clock skew puts the "f" first) attach to the next "s".
void pairFlows(TimelineScan& scan)
{
    std::vector<std::uint32_t> order(scan.flowPoints.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        const RawFlowPoint& x = scan.flowPoints[a];
        const RawFlowPoint& y = scan.flowPoints[b];
        return x.key != y.key ? x.key < y.key : x.offset < y.offset;
    });
    std::vector<std::uint32_t> categoryOf(scan.flowKeys.size());
    for (std::uint32_t k = 0; k < scan.flowKeys.size(); ++k)
        categoryOf[k] = scan.flowCategories.intern({scan.flowKeys.key(k)[0]});
    std::size_t orphans = 0;
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        const std::uint32_t key = scan.flowPoints[order[i]].key;
        while (j < order.size() && scan.flowPoints[order[j]].key == key)
            ++j;
        const RawFlowPoint* anchor = nullptr;
        std::vector<const RawFlowPoint*> early;
        auto link = [&](const RawFlowPoint& from, const RawFlowPoint& to) {
            scan.flows.push_back(TimelineFlow{from.track, to.track, from.ts, to.ts, categoryOf[key]});
        };
        for (std::size_t k = i; k < j; ++k) {
            const RawFlowPoint& p = scan.flowPoints[order[k]];
            if (p.phase == 's') {
                anchor = &p;
                for (const RawFlowPoint* e : early)
                    link(p, *e);
                early.clear();
            } else if (!anchor) {
                early.push_back(&p);
            } else {
                link(*anchor, p);
                if (p.phase == 't')
                    anchor = &p;
            }
        }
        orphans += early.size();
        i = j;
    }
    if (orphans)
        scan.problem(Severity::Info, -1,
                     SL_MSG("diag.timeline.orphan-flows", "{n} flow ends without a flow start")
                         .arg("n", std::to_string(orphans)),
                     SL_MSG("diag.timeline.not-drawn", "not drawn"));
    scan.flowPoints.clear();
    scan.flowPoints.shrink_to_fit();
}

void nameCounters(TimelineScan& scan, const ProcessLabeler& labels)
{
    for (std::uint32_t id = 0; id < scan.counterKeys.size(); ++id) {
        const auto key = scan.counterKeys.key(id);
        const std::string pid(key[0]);
        TimelineCounter c;
        c.process = labels.processLabel(pid);
        c.processSort = labels.processSort(pid);
        c.name = std::string(key[1]);
        c.series = std::string(key[2]);
        c.samples = std::move(scan.counterSamples[id]);
        scan.counters.push_back(std::move(c));
    }
    scan.counterSamples.clear();
}

} // namespace

void resolveScan(TimelineScan& scan, Flavor flavor, const FileHints& hints)
{
    if (scan.resolved)
        return;
    pairBoundaries(scan);
    pairFlows(scan);
    ProcessLabeler labels(scan.meta, flavor, hints);
    for (TimelineTrack& t : scan.tracks)
        labels.label(t);
    nameCounters(scan, labels);
    std::uint64_t ignored = 0;
    std::string which;
    for (std::size_t c = 0; c < scan.ignoredPhases.size(); ++c)
        if (scan.ignoredPhases[c]) {
            ignored += scan.ignoredPhases[c];
            which += (which.empty() ? "" : ", ") + std::string(1, char(c));
        }
    if (ignored)
        scan.problem(Severity::Info, -1,
                     SL_MSG("diag.timeline.phases-not-shown", "{n} events of phases StepLens does not show ({phases})")
                         .arg("n", std::to_string(ignored))
                         .arg("phases", which),
                     SL_MSG("diag.timeline.ignored", "ignored"));
    scan.resolved = true;
}

void mergeFileScan(TimelineScan& into, TimelineScan&& from)
{
    std::vector<std::uint32_t> nameMap(from.nameKeys.size());
    for (std::uint32_t id = 0; id < from.nameKeys.size(); ++id) {
        const auto& k = from.nameKeys.key(id);
        bool inserted = false;
        nameMap[id] = into.nameKeys.intern({k[0], k[1], k[2]}, inserted);
        if (inserted)
            into.nameExtra.push_back(std::move(from.nameExtra[id]));
    }
    // Tracks match by process label and tid: pids are synthetic and differ between files.
    std::vector<std::uint32_t> trackMap(from.tracks.size());
    for (std::uint32_t t = 0; t < from.tracks.size(); ++t) {
        TimelineTrack& src = from.tracks[t];
        std::uint32_t dstId = UINT32_MAX;
        for (std::uint32_t d = 0; d < into.tracks.size(); ++d)
            if (into.tracks[d].process == src.process && into.tracks[d].tid == src.tid) {
                dstId = d;
                break;
            }
        if (dstId == UINT32_MAX) {
            dstId = static_cast<std::uint32_t>(into.tracks.size());
            TimelineTrack labelled;
            labelled.process = src.process;
            labelled.thread = src.thread;
            labelled.pid = src.pid;
            labelled.tid = src.tid;
            labelled.processSort = src.processSort;
            labelled.threadSort = src.threadSort;
            labelled.kind = src.kind;
            into.tracks.push_back(std::move(labelled));
            into.trackState.emplace_back();
        }
        trackMap[t] = dstId;
        TimelineTrack& dst = into.tracks[dstId];
        if (!src.events.empty()) {
            into.trackState[dstId].sorted = false;
            for (TimelineEvent* e = dst.events.append(std::move(src.events)); e != dst.events.end(); ++e)
                e->name = nameMap[e->name];
        }
        src.events.release();
    }
    for (TimelineFlow f : from.flows) {
        f.fromTrack = trackMap[f.fromTrack];
        f.toTrack = trackMap[f.toTrack];
        f.category = into.flowCategories.intern({from.flowCategories.key(f.category)[0]});
        into.flows.push_back(f);
    }
    for (TimelineCounter& c : from.counters) {
        auto it = std::find_if(into.counters.begin(), into.counters.end(), [&](const TimelineCounter& x) {
            return x.process == c.process && x.name == c.name && x.series == c.series;
        });
        if (it == into.counters.end())
            into.counters.push_back(std::move(c));
        else
            it->samples.insert(it->samples.end(), c.samples.begin(), c.samples.end());
    }
    into.events += from.events;
    into.skipped += from.skipped;
}

} // namespace steplens::tlscan
