#include "formats/timeline/timeline_reader.h"
#include "io/text.h"
#include "load/load_progress.h"
#include "load/load_sections.h"

#include <cmath>

namespace steplens::detail {

namespace {

// MindInsight 0.5 (timeline_summary_<id>) wrote total_time in µs; later writers in ms, but the
// 2020 ascend_ samples are µs too. Where the timeline is loaded, the sum of its device op times
// decides; otherwise the file name does.
std::string summaryUnit(const std::string& path, const TimelineSummary& s, const Timeline* timeline)
{
    if (io::startsWith(io::baseName(path), "timeline_summary_"))
        return "us";
    if (timeline && s.totalTime > 0) {
        double sumNs = 0;
        for (const auto& t : timeline->tracks)
            if (t.kind == TrackKind::AiCore || t.kind == TrackKind::AiCpu || t.kind == TrackKind::Hardware)
                for (const auto& e : t.events)
                    sumNs += double(e.duration);
        if (sumNs > 0) {
            double asUs = std::fabs(std::log10(s.totalTime * 1e3 / sumNs));
            double asMs = std::fabs(std::log10(s.totalTime * 1e6 / sumNs));
            return asUs < asMs ? "us" : "ms";
        }
    }
    return "ms";
}

// Timeline files of a lower-priority kind are never opened once one source loads; say so, so a user
// who expected the msprof or text timeline knows which file the timeline came from.
void noteUntriedTimelines(const RankFiles& files, Profile& profile, FileKind usedKind, const std::string& usedPath)
{
    struct Kind {
        FileKind kind;
        Message one;  // "1 <kind>"
        Message many; // "{n} <kinds>"
    };
    static const Kind kOrder[] = {
        {FileKind::TraceView, SL_MSG("diag.load-timeline.one-trace-view", "1 trace_view timeline"),
         SL_MSG("diag.load-timeline.n-trace-views", "{n} trace_view timelines")},
        {FileKind::TimelineDisplay, SL_MSG("diag.load-timeline.one-display-file", "1 timeline display file"),
         SL_MSG("diag.load-timeline.n-display-files", "{n} timeline display files")},
        {FileKind::MsprofTimeline, SL_MSG("diag.load-timeline.one-msprof-file", "1 CANN msprof timeline file"),
         SL_MSG("diag.load-timeline.n-msprof-files", "{n} CANN msprof timeline files")},
        {FileKind::OutputTimelineData, SL_MSG("diag.load-timeline.one-text-file", "1 text timeline file"),
         SL_MSG("diag.load-timeline.n-text-files", "{n} text timeline files")}};
    std::string source(io::baseName(usedPath));
    bool afterUsed = false; // kinds before the one used were tried, and their reads reported their problems
    for (const auto& k : kOrder) {
        if (k.kind == usedKind) {
            afterUsed = true;
            continue;
        }
        const auto* paths = files.get(k.kind);
        if (!afterUsed || !paths || paths->empty())
            continue;
        std::string names;
        for (const auto& p : *paths)
            names += (names.empty() ? "" : ", ") + std::string(io::baseName(p));
        Message count = paths->size() == 1 ? k.one : Message(k.many).arg("n", std::to_string(paths->size()));
        profile.diagnostics.push_back(
            Diagnostic::info(paths->front(),
                             SL_MSG("diag.load-timeline.not-read-the-timeline-comes",
                                    "{count} not read ({names}): the timeline comes from {source}")
                                 .arg("count", count)
                                 .arg("names", names)
                                 .arg("source", source),
                             SL_MSG("diag.action.file-not-used", "file not used")));
    }
}

} // namespace

void loadTimelineSection(const RankFiles& files, Profile& profile, const LoadCallbacks& callbacks,
                         FileProgress* progress)
{
    TimelineReadOptions options;
    if (progress)
        options.progress = [progress](double f) { progress->insideTimeline(f); };
    options.cancelled = callbacks.cancelled;
    auto starting = [progress](const std::string& path) {
        if (progress)
            progress->timeline(path);
    };

    // A rank exported as a database has its timeline there (load_db.cpp).
    if (loadDbTimeline(files, profile, callbacks, progress))
        return;
    // trace_view.json (2.x layout), else the display JSON, then the CANN msprof files, then the text fallback.
    std::optional<Timeline> timeline;
    FileKind usedKind = FileKind::TraceView;
    std::string usedPath;
    if (auto* traceView = files.get(FileKind::TraceView)) {
        starting(traceView->front());
        timeline = takeResult(readTraceView(traceView->front(), options), profile, traceView->front());
        usedPath = traceView->front();
    }
    if (callbacks.cancelled && callbacks.cancelled())
        return;
    if (auto* display = timeline ? nullptr : files.get(FileKind::TimelineDisplay)) {
        std::size_t used = 0;
        for (std::size_t i = 0; i < display->size() && !timeline; ++i) {
            starting((*display)[i]);
            timeline = takeResult(readTimelineDisplay((*display)[i], options), profile, (*display)[i]);
            used = i;
            if (callbacks.cancelled && callbacks.cancelled())
                return;
        }
        if (timeline) {
            usedKind = FileKind::TimelineDisplay;
            usedPath = (*display)[used];
            noteUnused(profile, *display, used, anotherTimelineUsed());
        }
    }
    if (!timeline) {
        if (auto* msprof = files.get(FileKind::MsprofTimeline)) {
            starting(msprof->front());
            auto result = readMsprofTimeline(*msprof, options);
            for (auto& d : result.diagnostics)
                profile.diagnostics.push_back(std::move(d));
            if (result.value) {
                for (const auto& p : result.value->sources)
                    profile.filesRead.push_back(p);
                timeline = std::move(result.value);
                usedKind = FileKind::MsprofTimeline;
                usedPath = msprof->front();
            }
        }
    }
    if (!timeline && !(callbacks.cancelled && callbacks.cancelled())) {
        if (auto* text = files.get(FileKind::OutputTimelineData)) {
            starting(text->front());
            timeline = takeResult(readOutputTimelineData(text->front(), options), profile, text->front());
            if (timeline) {
                usedKind = FileKind::OutputTimelineData;
                usedPath = text->front();
                noteUnused(profile, *text, 0, anotherTimelineUsed());
            }
        }
    }
    if (timeline) {
        noteUntriedTimelines(files, profile, usedKind, usedPath);
        profile.timeline = std::make_shared<const Timeline>(std::move(*timeline));
    }

    if (auto* summaries = files.get(FileKind::TimelineSummary)) {
        const std::string& path = summaries->front();
        profile.timelineSummary = takeResult(readTimelineSummary(path), profile, path);
        if (profile.timelineSummary)
            profile.timelineSummary->totalTimeUnit =
                summaryUnit(path, *profile.timelineSummary, profile.timeline.get());
    }
}

} // namespace steplens::detail
