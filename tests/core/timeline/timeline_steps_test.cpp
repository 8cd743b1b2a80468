// A 1.x timeline's step windows include the iteration gap (issue 19, item 8): MindSpore's "Steps" row
// starts each step at its first device event, so a step chosen on the timeline fitted only the
// forward/backward part (36 ms of a 114 ms step) and the comparison's timeline disagreed with the step
// chart. The windows now match the step trace's, which counts the gap in the step.
#include "example_runs.h"
#include "load/load.h"
#include "model/time.h"
#include "timeline/steps.h"

#include <catch2/catch.hpp>

#include <map>

using namespace steplens;

TEST_CASE("timeline steps of the 1.x example: each step spans its step trace total, gap included")
{
    const auto& ex = test::exampleRuns();
    REQUIRE(ex.ok);
    const Run run = loadRun(ex.run("1-baseline").string());
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks.front();
    REQUIRE(p.timeline);
    REQUIRE(p.stepTrace);

    // The Steps row alone (no step trace given): from step 2 on, a step starts where the one before ended.
    const TimelineSteps row = timelineSteps(*p.timeline);
    REQUIRE(row.source == StepSource::StepsTrack);
    REQUIRE(row.steps.size() == p.stepTrace->steps.size());
    std::map<long long, const StepRecord*> trace;
    for (const StepRecord& r : p.stepTrace->steps)
        trace[r.stepNum] = &r;
    for (std::size_t i = 1; i < row.steps.size(); ++i) {
        INFO("step " << row.steps[i].number);
        CHECK(row.steps[i].start == row.steps[i - 1].end);
        const StepRecord* r = trace.at(row.steps[i].number);
        // The window is the step trace's total (10 ns ticks in the CSV, µs in the display JSON).
        CHECK(double(row.steps[i].end - row.steps[i].start) == Approx(double(r->total)).margin(2000));
    }

    // Step 20, the one of the issue: the whole step, not only its forward and backward part.
    const StepWindow* s20 = nullptr;
    for (const StepWindow& w : row.steps)
        if (w.number == 20)
            s20 = &w;
    REQUIRE(s20);
    CHECK(nanosToMs(double(s20->end - s20->start)) == Approx(114.204).margin(0.01));
    CHECK(nanosToMs(double(trace.at(20)->total)) == Approx(114.204).margin(0.01));
    CHECK(nanosToMs(double(trace.at(20)->fpAndBp + trace.at(20)->tail)) < 40); // what the row drew before

    // The example's display JSON counts from its first op, the step trace in device time: the step
    // trace's windows, given on that other clock, change nothing (no shift by a guess).
    const TimelineSteps given = timelineSteps(*p.timeline, stepWindowsFromStepTrace(*p.stepTrace));
    REQUIRE(given.source == StepSource::StepsTrack);
    REQUIRE(given.steps.size() == row.steps.size());
    for (std::size_t i = 0; i < row.steps.size(); ++i) {
        CHECK(given.steps[i].start == row.steps[i].start);
        CHECK(given.steps[i].end == row.steps[i].end);
    }
}
