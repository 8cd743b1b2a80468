#include "timeline/steps.h"

#include "io/numbers.h"

#include <algorithm>

namespace steplens {

namespace {

// "12" (MindSpore Steps thread) or "Iteration 12" (CANN Step Trace) -> 12.
bool stepNumberOf(const std::string& name, long long& number)
{
    std::string_view s = name;
    if (s.rfind("Iteration ", 0) == 0)
        s.remove_prefix(10);
    if (s.empty() || s.find_first_not_of("0123456789") != std::string_view::npos)
        return false;
    auto v = io::parseInt(s);
    if (!v)
        return false;
    number = *v;
    return true;
}

// "ProfilerStep#50" -> 50.
bool profilerStepOf(const std::string& name, long long& number)
{
    std::size_t at = name.find("ProfilerStep#");
    if (at == std::string::npos)
        return false;
    std::string_view digits = std::string_view(name).substr(at + 13);
    std::size_t n = 0;
    while (n < digits.size() && digits[n] >= '0' && digits[n] <= '9')
        ++n;
    auto v = n ? io::parseInt(digits.substr(0, n)) : std::nullopt;
    if (!v)
        return false;
    number = *v;
    return true;
}

void sortSteps(std::vector<StepWindow>& steps)
{
    std::stable_sort(steps.begin(), steps.end(),
                     [](const StepWindow& a, const StepWindow& b) { return a.start < b.start; });
}

// MindSpore 1.x draws a step on its "Steps" row from the step's first device event to its end, so the
// iteration gap before it (waiting for data, host work) is on no step, while the step trace counts it
// in the step (total = end - start, start = the previous step's end). A step that follows the
// previous one by number starts where that one ended; a step whose predecessor is not on the row
// takes the start of the step trace's window of the same number when the two windows end together
// (same clock). Rows that already include the gap are left as they are.
void includeIterationGaps(std::vector<StepWindow>& steps, const std::vector<StepWindow>& given)
{
    for (std::size_t i = 0; i < steps.size(); ++i) {
        StepWindow& s = steps[i];
        if (i > 0 && steps[i - 1].number + 1 == s.number && steps[i - 1].end <= s.start) {
            s.start = steps[i - 1].end;
            continue;
        }
        for (const StepWindow& g : given) {
            const Nanos tolerance = std::max<Nanos>(1000, (s.end - s.start) / 1000); // 1 µs or 0.1 %
            if (g.number == s.number && g.start < s.start && g.end >= s.end - tolerance && g.end <= s.end + tolerance)
                s.start = g.start;
        }
    }
}

} // namespace

TimelineSteps timelineSteps(const Timeline& timeline, const std::vector<StepWindow>& fallback)
{
    TimelineSteps out;
    for (std::uint32_t t = 0; t < timeline.tracks.size(); ++t) {
        const TimelineTrack& track = timeline.tracks[t];
        if (track.kind != TrackKind::Steps || track.levels.empty())
            continue;
        for (std::size_t i = 0; i < track.levelSize(0); ++i) {
            const TimelineEvent& e = track.levelEvent(0, i);
            long long n = 0;
            if (stepNumberOf(timeline.names[e.name].name, n))
                out.steps.push_back(StepWindow{n, e.start, e.end()});
        }
        if (!out.steps.empty()) {
            out.source = StepSource::StepsTrack;
            out.track = t;
            sortSteps(out.steps);
            includeIterationGaps(out.steps, fallback);
            return out;
        }
    }
    std::vector<bool> isStep(timeline.names.size(), false);
    std::vector<long long> numbers(timeline.names.size(), 0);
    bool any = false;
    for (std::size_t i = 0; i < timeline.names.size(); ++i)
        if (profilerStepOf(timeline.names[i].name, numbers[i]))
            isStep[i] = any = true;
    if (any) {
        for (std::uint32_t t = 0; t < timeline.tracks.size() && out.steps.empty(); ++t) {
            for (const TimelineEvent& e : timeline.tracks[t].events)
                if (isStep[e.name])
                    out.steps.push_back(StepWindow{numbers[e.name], e.start, e.end()});
            if (!out.steps.empty())
                out.track = t;
        }
        if (!out.steps.empty()) {
            out.source = StepSource::ProfilerStepEvents;
            sortSteps(out.steps);
            return out;
        }
    }
    if (!fallback.empty()) {
        out.source = StepSource::Given;
        out.steps = fallback;
        sortSteps(out.steps);
    }
    return out;
}

std::vector<StepWindow> stepWindowsFromStepTrace(const StepTrace& trace)
{
    std::vector<StepWindow> out;
    for (const StepRecord& s : trace.steps)
        if (s.stepNum >= 0 && s.end > s.start)
            out.push_back(StepWindow{s.stepNum, s.start, s.end});
    sortSteps(out);
    return out;
}

int stepIndexAt(const TimelineSteps& steps, Nanos t)
{
    auto it = std::upper_bound(steps.steps.begin(), steps.steps.end(), t,
                               [](Nanos v, const StepWindow& s) { return v < s.start; });
    if (it == steps.steps.begin())
        return -1;
    --it;
    return t < it->end ? static_cast<int>(it - steps.steps.begin()) : -1;
}

} // namespace steplens
