// Where the event list starts, where a file can be split for a second thread, and how the scan of
// the second half is appended to the first.
#include "formats/timeline/timeline_scan.h"

#include <algorithm>
#include <unistd.h>

namespace steplens::tlscan {

using tljson::Status;

namespace {

std::string readAt(int fd, std::int64_t offset, std::size_t bytes)
{
    std::string buf(bytes, '\0');
    std::size_t got = 0;
    while (got < bytes) {
        ssize_t n = ::pread(fd, buf.data() + got, bytes - got, offset + static_cast<std::int64_t>(got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        got += static_cast<std::size_t>(n);
    }
    buf.resize(got);
    return buf;
}

std::string printable(std::string_view s)
{
    std::string out;
    for (char c : s.substr(0, 16))
        out += (c >= 32 && c < 127) ? c : '.';
    return out;
}

} // namespace

std::int64_t locateEventArray(int fd, std::int64_t fileSize, const ScanLimits& limits, TimelineScan& scan)
{
    const std::size_t want = static_cast<std::size_t>(
        std::min<std::int64_t>(fileSize, std::int64_t(std::max<std::size_t>(limits.windowBytes, 64u << 10))));
    const std::string head = readAt(fd, 0, want);
    const char* base = head.data();
    const char* end = base + head.size();
    const char* p = base;
    if (head.size() >= 3 && head.compare(0, 3, "\xEF\xBB\xBF") == 0)
        p += 3;
    p = tljson::skipSpace(p, end);
    if (p >= end) {
        scan.problem(Severity::Error, -1,
                     head.empty() ? SL_MSG("diag.timeline.file-is-empty", "file is empty")
                                  : SL_MSG("diag.timeline.file-holds-only-whitespace", "file holds only whitespace"),
                     SL_MSG("diag.action.file-ignored", "file ignored"));
        return -1;
    }
    if (*p == '[')
        return (p - base) + 1;
    if (*p != '{') {
        scan.problem(
            Severity::Error, p - base,
            SL_MSG("diag.timeline.not-chrome-trace", "not a Chrome trace JSON file (it starts with \"{start}\")")
                .arg("start", printable(std::string_view(p, end - p))),
            SL_MSG("diag.action.file-ignored", "file ignored"));
        return -1;
    }
    // Object form: find the "traceEvents" member; skip the members before it.
    p = tljson::skipSpace(p + 1, end);
    while (p < end && *p == '"') {
        tljson::Text key;
        if (tljson::scanString(p + 1, end, key, p) != Status::Ok)
            break;
        p = tljson::skipSpace(p, end);
        if (p >= end || *p != ':')
            break;
        p = tljson::skipSpace(p + 1, end);
        if (key.view() == "traceEvents") {
            if (p < end && *p == '[')
                return (p - base) + 1;
            scan.problem(Severity::Error, p - base,
                         SL_MSG("diag.timeline.traceevents-is-not-a-list", "\"traceEvents\" is not a list"),
                         SL_MSG("diag.action.file-ignored", "file ignored"));
            return -1;
        }
        tljson::Text ignored;
        Status s = tljson::scanValue(p, end, ignored, p);
        if (s == Status::NeedMore && std::int64_t(head.size()) < fileSize) {
            scan.problem(Severity::Error, p - base,
                         SL_MSG("diag.timeline.the-members-before-traceevents-are-larger-than-the-read-wind",
                                "the members before \"traceEvents\" are larger than the read window"),
                         SL_MSG("diag.action.file-ignored", "file ignored"));
            return -1;
        }
        if (s != Status::Ok)
            break;
        p = tljson::skipSpace(p, end);
        if (p < end && *p == ',')
            p = tljson::skipSpace(p + 1, end);
    }
    scan.problem(Severity::Error, p - base,
                 SL_MSG("diag.timeline.json-object-without-a-traceevents-list-not-a-chrome-trace",
                        "JSON object without a \"traceEvents\" list: not a Chrome trace"),
                 SL_MSG("diag.action.file-ignored", "file ignored"));
    return -1;
}

std::int64_t findSplitCandidate(int fd, std::int64_t from, std::int64_t fileSize)
{
    constexpr std::size_t kLook = 1u << 20;
    if (from <= 0 || from >= fileSize)
        return -1;
    const std::string buf = readAt(fd, from, kLook);
    const std::size_t n = buf.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (buf[i] != '}')
            continue;
        std::size_t j = i + 1;
        while (j < n && tljson::isSpace(buf[j]))
            ++j;
        if (j >= n || buf[j] != ',')
            continue;
        ++j;
        while (j < n && tljson::isSpace(buf[j]))
            ++j;
        if (j >= n || buf[j] != '{')
            continue;
        std::size_t k = j + 1;
        while (k < n && tljson::isSpace(buf[k]))
            ++k;
        if (k < n && buf[k] == '"')
            return from + static_cast<std::int64_t>(j);
    }
    return -1;
}

void mergeSplitScan(TimelineScan& scan, TimelineScan&& other)
{
    std::vector<std::uint32_t> nameMap(other.nameKeys.size());
    for (std::uint32_t id = 0; id < other.nameKeys.size(); ++id) {
        const auto& k = other.nameKeys.key(id);
        bool inserted = false;
        nameMap[id] = scan.nameKeys.intern({k[0], k[1], k[2]}, inserted);
        if (inserted)
            scan.nameExtra.push_back(std::move(other.nameExtra[id]));
    }
    std::vector<std::uint32_t> trackMap(other.tracks.size());
    for (std::uint32_t t = 0; t < other.tracks.size(); ++t) {
        TimelineTrack& src = other.tracks[t];
        const std::uint32_t dstId = scan.trackFor(src.pid, src.tid);
        trackMap[t] = dstId;
        if (dstId >= kMaxTracks) {
            scan.skipped += src.events.size();
            scan.problem(Severity::Warning, -1,
                         SL_MSG("diag.timeline.too-many-tracks", "more than {n} distinct (pid, tid) pairs")
                             .arg("n", std::to_string(kMaxTracks)),
                         SL_MSG("diag.timeline.events-skipped", "events skipped"));
            src.events.release();
            continue;
        }
        TimelineTrack& dst = scan.tracks[dstId];
        TrackScanState& ds = scan.trackState[dstId];
        const TrackScanState& ss = other.trackState[t];
        if (!src.events.empty()) {
            const TimelineEvent& first = src.events[0];
            if (!ss.sorted || first.start < ds.lastStart ||
                (first.start == ds.lastStart && first.duration > ds.lastDuration))
                ds.sorted = false;
            ds.lastStart = ss.lastStart;
            ds.lastDuration = ss.lastDuration;
            for (TimelineEvent* e = dst.events.append(std::move(src.events)); e != dst.events.end(); ++e)
                e->name = nameMap[e->name];
        }
        src.events.release();
    }
    for (RawBoundary b : other.boundaries) {
        b.track = trackMap[b.track];
        if (b.track >= kMaxTracks)
            continue;
        b.name = b.phase == 'B' ? nameMap[b.name] : 0;
        scan.boundaries.push_back(b);
    }
    std::vector<std::uint32_t> flowMap(other.flowKeys.size());
    for (std::uint32_t id = 0; id < other.flowKeys.size(); ++id) {
        const auto& k = other.flowKeys.key(id);
        flowMap[id] = scan.flowKeys.intern({k[0], k[1]});
    }
    for (RawFlowPoint f : other.flowPoints) {
        f.key = flowMap[f.key];
        f.track = trackMap[f.track];
        if (f.track >= kMaxTracks)
            continue;
        scan.flowPoints.push_back(f);
    }
    for (std::uint32_t id = 0; id < other.counterKeys.size(); ++id) {
        const auto& k = other.counterKeys.key(id);
        std::uint32_t dst = scan.counterKeys.intern({k[0], k[1], k[2]});
        if (dst >= scan.counterSamples.size())
            scan.counterSamples.resize(dst + 1);
        auto& samples = other.counterSamples[id];
        scan.counterSamples[dst].insert(scan.counterSamples[dst].end(), samples.begin(), samples.end());
    }
    for (auto& m : other.meta)
        scan.meta.push_back(std::move(m));
    for (std::size_t i = 0; i < scan.ignoredPhases.size(); ++i)
        scan.ignoredPhases[i] += other.ignoredPhases[i];
    scan.events += other.events;
    scan.skipped += other.skipped;
    for (auto& d : other.diagnostics)
        scan.problem(d.severity, d.byteOffset, std::move(d.message), std::move(d.action));
    scan.suppressed += other.suppressed;
}

} // namespace steplens::tlscan
