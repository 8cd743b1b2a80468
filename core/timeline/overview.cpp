#include "timeline/overview.h"

namespace steplens {

bool isDeviceTrack(TrackKind kind)
{
    return kind == TrackKind::AiCore || kind == TrackKind::AiCpu || kind == TrackKind::Hardware ||
           kind == TrackKind::Communication;
}

const char* stepSourceName(StepSource source)
{
    switch (source) {
    case StepSource::None: return "none";
    case StepSource::StepsTrack: return "steps_track";
    case StepSource::ProfilerStepEvents: return "profiler_step_events";
    case StepSource::Given: return "step_trace";
    }
    return "none";
}

TimelineOverview timelineOverview(const Timeline& timeline, std::size_t topGroups)
{
    TimelineOverview o;
    o.format = timeline.format;
    o.events = timeline.eventCount;
    o.tracks = timeline.tracks.size();
    o.begin = timeline.begin;
    o.end = timeline.end;
    o.names = timeline.names.size();
    o.groups = timeline.groups.size();
    o.flows = timeline.flows.size();
    o.counters = timeline.counters.size();
    std::vector<std::size_t> byKind(static_cast<std::size_t>(TrackKind::Other) + 1, 0);
    std::vector<std::uint32_t> device;
    for (std::uint32_t t = 0; t < timeline.tracks.size(); ++t) {
        const TrackKind k = timeline.tracks[t].kind;
        ++byKind[static_cast<std::size_t>(k)];
        if (isDeviceTrack(k)) {
            ++o.deviceTracks;
            device.push_back(t);
        }
    }
    for (std::size_t k = 0; k < byKind.size(); ++k)
        if (byKind[k])
            o.tracksByKind.emplace_back(trackKindName(static_cast<TrackKind>(k)), byKind[k]);
    TimelineSteps steps = timelineSteps(timeline);
    o.steps = steps.steps.size();
    o.stepSource = steps.source;
    if (!device.empty()) {
        RangeStatsOptions options;
        options.tracks = device;
        options.topLevelOnly = true;
        RangeStats stats = rangeStatistics(timeline, timeline.begin, timeline.end + 1, options);
        o.deviceTotalNs = stats.totalNs;
        stats.groups.resize(std::min(stats.groups.size(), topGroups));
        o.topDeviceGroups = std::move(stats.groups);
    }
    return o;
}

} // namespace steplens
