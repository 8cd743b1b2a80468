// output_timeline_data_<id>.txt (the fallback timeline of a MindSpore 1.x folder without a display
// JSON) and the timeline summary JSON.
#include "formats/timeline/timeline_reader.h"
#include "formats/timeline/timeline_scan.h"
#include "io/csv_reader.h"
#include "io/file_reader.h"
#include "io/json_util.h"
#include "io/numbers.h"
#include "io/text.h"

#include <type_traits>

namespace steplens {

using namespace tlscan;

namespace {

int deviceIdFromName(const std::string& path)
{
    std::string name(io::baseName(path));
    std::size_t dot = name.rfind('.');
    std::size_t us = name.rfind('_', dot);
    std::int64_t id = -1;
    if (us == std::string::npos || dot == std::string::npos || dot <= us + 1 ||
        !tljson::parseInteger(std::string_view(name).substr(us + 1, dot - us - 1), id) || id < 0 || id > 1000000)
        return -1;
    return static_cast<int>(id);
}

} // namespace

ReadResult<Timeline> readOutputTimelineData(const std::string& path, const TimelineReadOptions& options)
{
    return guardedRead<Timeline>(path, [&](DiagnosticSink& sink) -> std::optional<Timeline> {
        io::CsvReader csv(path, sink);
        if (!csv.isOpen())
            return std::nullopt;
        TimelineScan scan;
        scan.path = path;
        const int device = deviceIdFromName(path);
        const std::string devicePid = std::to_string(device < 0 ? 0 : device);
        // MindSpore 1.x writes ms for both; the msprof-based 2.x writer labels the start "(us)".
        bool startInMicros = false, durationInMicros = false;
        bool first = true;
        std::int64_t lastProgress = 0;
        const long long size = io::fileSize(path);
        while (csv.next()) {
            if (first) {
                first = false;
                std::string head = io::toLower(csv[0]);
                if (io::startsWith(io::trim(head), "op_name")) {
                    startInMicros = csv.size() > 2 && io::toLower(csv[2]).find("(us)") != std::string::npos;
                    durationInMicros = csv.size() > 3 && io::toLower(csv[3]).find("(us)") != std::string::npos;
                    continue;
                }
            }
            if (io::startsWith(io::trim(csv[0]), "op_name"))
                continue;
            if (options.cancelled && csv.bytesRead() - lastProgress > (1 << 20)) {
                lastProgress = csv.bytesRead();
                if (options.cancelled())
                    return std::nullopt;
                if (options.progress && size > 0)
                    options.progress(double(lastProgress) / double(size));
            }
            Nanos start = 0, duration = 0;
            const std::string_view fullName = io::trim(csv[0]);
            const std::string_view stream = io::trim(csv[1]);
            const bool okStart =
                startInMicros ? tljson::parseMicros(csv[2], start) : tljson::parseMillis(csv[2], start);
            const bool okDur =
                durationInMicros ? tljson::parseMicros(csv[3], duration) : tljson::parseMillis(csv[3], duration);
            if (csv.size() < 4 || fullName.empty() || stream.empty() || !okStart || !okDur || duration < 0) {
                sink.warn(csv.line(),
                          SL_MSG("diag.timeline-text.expected-op-name-stream-id",
                                 "expected \"op_name, stream_id, start_time, duration\" with numbers"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                ++scan.skipped;
                continue;
            }
            std::string pid = csv.size() > 4 && !io::trim(csv[4]).empty() ? std::string(io::trim(csv[4])) : devicePid;
            std::uint32_t track = scan.trackFor(pid, stream);
            if (track >= kMaxTracks) {
                sink.warn(csv.line(), SL_MSG("diag.timeline-text.too-many-streams", "too many streams"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            std::string_view shortName = io::baseName(fullName);
            bool inserted = false;
            std::uint32_t name = scan.nameKeys.intern({shortName, std::string_view(), fullName}, inserted);
            if (inserted)
                scan.nameExtra.emplace_back();
            TrackScanState& st = scan.trackState[track];
            if (start < st.lastStart || (start == st.lastStart && duration > st.lastDuration))
                st.sorted = false;
            st.lastStart = start;
            st.lastDuration = duration;
            scan.tracks[track].events.push_back(TimelineEvent{start, duration, name, 0, 0});
            ++scan.events;
        }
        if (scan.events == 0) {
            sink.error(0, SL_MSG("diag.timeline-text.no-operator-rows", "no operator rows"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        FileHints hints;
        hints.backend = Backend::Ascend;
        hints.deviceId = device;
        resolveScan(scan, Flavor::MindSporeDisplay, hints);
        for (auto& d : scan.diagnostics)
            sink.out().push_back(std::move(d));
        Timeline tl = finishTimeline(std::move(scan), "output_timeline_data");
        tl.sources.push_back(path);
        return tl;
    });
}

ReadResult<TimelineSummary> readTimelineSummary(const std::string& path)
{
    return guardedRead<TimelineSummary>(path, [&](DiagnosticSink& sink) -> std::optional<TimelineSummary> {
        auto j = io::readJsonFile(path, sink);
        if (!j)
            return std::nullopt;
        if (!j->is_object()) {
            sink.error(0, SL_MSG("diag.timeline-text.expected-a-json-object", "expected a JSON object"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        TimelineSummary s;
        bool any = false;
        auto number = [&](const char* key, auto& field) {
            using Field = std::remove_reference_t<decltype(field)>;
            if (auto v = io::jsonNumberLoose(*j, key)) {
                if constexpr (std::is_floating_point_v<Field>) {
                    field = *v;
                } else if (auto whole = io::toLongLong(*v)) {
                    field = static_cast<Field>(*whole);
                } else {
                    sink.warn(0,
                              SL_MSG("diag.timeline-text.key-out-of-range", "\"{key}\" is out of range").arg("key", key),
                              SL_MSG("diag.action.value-ignored", "value ignored"));
                    return;
                }
                any = true;
            } else if (j->contains(key)) {
                sink.warn(0, SL_MSG("diag.timeline-text.key-not-a-number", "\"{key}\" is not a number").arg("key", key),
                          SL_MSG("diag.action.value-ignored", "value ignored"));
            }
        };
        number("total_time", s.totalTime);
        number("num_of_streams", s.numStreams);
        number("num_of_ops", s.numOps);
        number("op_exe_times", s.opExeTimes);
        number("max_scope_name_num", s.maxScopeNameNum);
        if (!any) {
            sink.error(0,
                       SL_MSG("diag.timeline-text.none-of-total-time-num",
                              "none of total_time, num_of_streams, num_of_ops, op_exe_times"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        s.sources.push_back(path);
        return s;
    });
}

} // namespace steplens
