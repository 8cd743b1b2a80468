// The per-event hot path of the Chrome-trace scanner, after parsing: a parsed event becomes a
// stored event, a B/E boundary, a flow point, a counter sample or metadata (or a diagnostic).
#include "formats/timeline/timeline_scan.h"
#include "io/json_util.h"

#include <nlohmann/json.hpp>

namespace steplens::tlscan {

using tljson::Status;
using tljson::Text;

namespace {

// The text of a member: decoded when it has escapes (into one of the scan's scratch strings).
std::string_view textOf(const Text& t, std::string& scratch)
{
    if (!t.present)
        return {};
    if (!t.escaped)
        return t.view();
    scratch = tljson::decodeString(t.view());
    return scratch;
}

// Text of a member that should be a scalar; nested values give nothing.
std::string_view scalarOf(const Text& t, std::string& scratch)
{
    if (!t.present || (!t.quoted && t.size > 0 && (t.data[0] == '{' || t.data[0] == '[')))
        return {};
    return textOf(t, scratch);
}

// The args of the first event of a name, minus the members kept elsewhere, as compact JSON.
std::string detailsOf(const Text& args)
{
    if (!args.present || args.quoted || args.size < 2 || args.data[0] != '{')
        return {};
    std::string_view raw = args.view();
    if (io::jsonNestingDepth(raw) > 64)
        return {};
    nlohmann::json j = nlohmann::json::parse(raw.begin(), raw.end(), nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return {};
    for (const char* k : {"type", "fullname", "op_full_name", "Task Type"})
        j.erase(k);
    if (j.empty())
        return {};
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::uint32_t internName(TimelineScan& scan, const ParsedEvent& ev)
{
    std::string_view name = scalarOf(ev.name, scan.scratch[0]);
    std::string_view type = scalarOf(ev.argType, scan.scratch[1]);
    if (type.empty())
        type = scalarOf(ev.argTaskType, scan.scratch[1]);
    std::string_view full = scalarOf(ev.argFullName, scan.scratch[2]);
    if (full.empty())
        full = scalarOf(ev.argOpFullName, scan.scratch[2]);
    bool inserted = false;
    std::uint32_t id = scan.nameKeys.intern({name, type, full}, inserted);
    if (inserted)
        scan.nameExtra.push_back(NameExtra{detailsOf(ev.args), !ev.argType.present && !type.empty()});
    return id;
}

void addCounter(TimelineScan& scan, const ParsedEvent& ev, Nanos ts)
{
    std::string pid(scalarOf(ev.pid, scan.scratch[0]));
    std::string name(scalarOf(ev.name, scan.scratch[1]));
    bool any = false;
    bool ok = ev.args.present && forEachMember(ev.args.view(), [&](std::string_view key, const Text& value) {
                  double v = 0;
                  if (value.present && (value.size == 0 || (value.data[0] != '{' && value.data[0] != '[')) &&
                      tljson::parseNumber(value.view(), v)) {
                      std::uint32_t id = scan.counterKeys.intern({pid, name, key});
                      if (id >= scan.counterSamples.size())
                          scan.counterSamples.resize(id + 1);
                      scan.counterSamples[id].emplace_back(ts, v);
                      any = true;
                  }
              });
    if (!ok || !any) {
        ++scan.skipped;
        scan.problem(Severity::Warning, -1,
                     SL_MSG("diag.timeline.counter-event-without-numeric-args", "counter event without numeric args"),
                     SL_MSG("diag.timeline.event-skipped", "event skipped"));
    }
}

void addMeta(TimelineScan& scan, const ParsedEvent& ev, std::int64_t offset)
{
    std::string_view what = scalarOf(ev.name, scan.scratch[0]);
    RawMeta m;
    if (what == "process_name")
        m.kind = RawMeta::ProcessName;
    else if (what == "process_labels")
        m.kind = RawMeta::ProcessLabels;
    else if (what == "process_sort_index")
        m.kind = RawMeta::ProcessSort;
    else if (what == "thread_name")
        m.kind = RawMeta::ThreadName;
    else if (what == "thread_sort_index")
        m.kind = RawMeta::ThreadSort;
    else
        return; // other metadata (process_uptime_seconds...) is not shown
    m.pid = std::string(scalarOf(ev.pid, scan.scratch[1]));
    m.tid = std::string(scalarOf(ev.tid, scan.scratch[2]));
    if (m.kind == RawMeta::ProcessSort || m.kind == RawMeta::ThreadSort) {
        if (!tljson::parseInteger(scalarOf(ev.argSortIndex, scan.scratch[3]), m.value)) {
            scan.problem(Severity::Warning, offset,
                         SL_MSG("diag.timeline.sort-index-metadata-without-a-numeric-sort-index",
                                "sort index metadata without a numeric sort_index"),
                         SL_MSG("diag.timeline.metadata-ignored", "metadata ignored"));
            return;
        }
    } else {
        const Text& t = m.kind == RawMeta::ProcessLabels ? ev.argLabels : ev.argName;
        m.text = std::string(scalarOf(t, scan.scratch[3]));
    }
    scan.meta.push_back(std::move(m));
}

} // namespace

void TimelineScan::problem(Severity severity, std::int64_t offset, DiagnosticText message, DiagnosticText action)
{
    if (diagnosticCount >= kMaxDiagnosticsPerFile) {
        ++suppressed;
        return;
    }
    ++diagnosticCount;
    diagnostics.push_back(Diagnostic::make(severity, path, std::move(message), std::move(action)).at(0, offset));
}

std::uint32_t TimelineScan::internTrack(std::string_view pid, std::string_view tid)
{
    if (tracks.size() >= kMaxTracks) {
        std::uint32_t id = trackKeys.find({pid, tid});
        return id == UINT32_MAX ? kMaxTracks : id;
    }
    bool inserted = false;
    std::uint32_t id = trackKeys.intern({pid, tid}, inserted);
    if (inserted) {
        tracks.emplace_back();
        tracks.back().pid = std::string(pid);
        tracks.back().tid = std::string(tid);
        trackState.emplace_back();
    }
    return id;
}

void addEvent(TimelineScan& scan, ParsedEvent& ev, std::int64_t offset)
{
    if (!ev.ph.present || ev.ph.size == 0 || !ev.ph.quoted) {
        ++scan.skipped;
        scan.problem(Severity::Warning, offset,
                     SL_MSG("diag.timeline.event-without-a-phase-ph", "event without a phase (\"ph\")"),
                     SL_MSG("diag.timeline.event-skipped", "event skipped"));
        return;
    }
    const char ph = ev.ph.data[0];
    if (ph == 'M') {
        addMeta(scan, ev, offset);
        return;
    }
    const bool known = ph == 'X' || ph == 'B' || ph == 'E' || ph == 'i' || ph == 'I' || ph == 'R' || ph == 'C' ||
                       ph == 's' || ph == 't' || ph == 'f';
    if (!known || ev.ph.size != 1) {
        ++scan.ignoredPhases[static_cast<unsigned char>(ph) & 127];
        return;
    }
    Nanos ts = 0;
    if (!ev.ts.present || !tljson::parseMicros(ev.ts.view(), ts)) {
        ++scan.skipped;
        scan.problem(Severity::Warning, offset,
                     ev.ts.present
                         ? SL_MSG("diag.timeline.event-time-ts-is-not-a-number", "event time \"ts\" is not a number")
                         : SL_MSG("diag.timeline.event-without-a-time-ts", "event without a time (\"ts\")"),
                     SL_MSG("diag.timeline.event-skipped", "event skipped"));
        return;
    }
    if (ph == 'C') {
        addCounter(scan, ev, ts);
        return;
    }
    std::uint32_t track = scan.trackFor(scalarOf(ev.pid, scan.scratch[0]), scalarOf(ev.tid, scan.scratch[1]));
    if (track >= kMaxTracks) {
        // A file with a new thread id per event would otherwise cost a track (and its index) each.
        ++scan.skipped;
        scan.problem(Severity::Warning, offset,
                     SL_MSG("diag.timeline.too-many-tracks", "more than {n} distinct (pid, tid) pairs")
                         .arg("n", std::to_string(kMaxTracks)),
                     SL_MSG("diag.timeline.event-skipped", "event skipped"));
        return;
    }
    if (ph == 's' || ph == 't' || ph == 'f') {
        std::string_view id = scalarOf(ev.id, scan.scratch[2]);
        if (!ev.id.present || id.empty()) {
            ++scan.skipped;
            scan.problem(Severity::Warning, offset,
                         SL_MSG("diag.timeline.flow-event-without-an-id", "flow event without an id"),
                         SL_MSG("diag.timeline.event-skipped", "event skipped"));
            return;
        }
        std::string_view category = scalarOf(ev.cat, scan.scratch[3]);
        if (category.empty())
            category = scalarOf(ev.name, scan.scratch[3]);
        std::uint32_t key = scan.flowKeys.intern({category, id});
        scan.flowPoints.push_back(RawFlowPoint{key, track, ts, offset, ph});
        return;
    }
    if (ph == 'E') {
        scan.boundaries.push_back(RawBoundary{track, 0, ts, offset, 'E'});
        return;
    }
    Nanos duration = 0;
    std::uint16_t flags = 0;
    if (ph == 'X') {
        if (!ev.dur.present || !tljson::parseMicros(ev.dur.view(), duration)) {
            ++scan.skipped;
            scan.problem(Severity::Warning, offset,
                         ev.dur.present
                             ? SL_MSG("diag.timeline.duration-dur-is-not-a-number", "duration \"dur\" is not a number")
                             : SL_MSG("diag.timeline.complete-event-without-a-duration-dur",
                                      "complete event without a duration (\"dur\")"),
                         SL_MSG("diag.timeline.event-skipped", "event skipped"));
            return;
        }
        if (duration < 0) {
            ++scan.skipped;
            scan.problem(Severity::Warning, offset, SL_MSG("diag.timeline.negative-duration", "negative duration"),
                         SL_MSG("diag.timeline.event-skipped", "event skipped"));
            return;
        }
        if (ts > 0 && duration > INT64_MAX - ts) {
            ++scan.skipped;
            scan.problem(Severity::Warning, offset,
                         SL_MSG("diag.timeline.event-ends-after-the-year-2262", "event ends after the year 2262"),
                         SL_MSG("diag.timeline.event-skipped", "event skipped"));
            return;
        }
        if (duration > kMaxTimelineDuration) {
            ++scan.skipped;
            scan.problem(Severity::Warning, offset,
                         SL_MSG("diag.timeline.event-lasts-longer-than-six-days", "event lasts longer than six days"),
                         SL_MSG("diag.timeline.event-skipped", "event skipped"));
            return;
        }
    } else if (ph != 'B') {
        flags = kEventInstant;
    }
    std::uint32_t name = internName(scan, ev);
    if (ph == 'B') {
        scan.boundaries.push_back(RawBoundary{track, name, ts, offset, 'B'});
        return;
    }
    TrackScanState& st = scan.trackState[track];
    if (ts < st.lastStart || (ts == st.lastStart && duration > st.lastDuration))
        st.sorted = false;
    st.lastStart = ts;
    st.lastDuration = duration;
    scan.tracks[track].events.push_back(TimelineEvent{ts, duration, name, 0, flags});
    ++scan.events;
}

} // namespace steplens::tlscan
