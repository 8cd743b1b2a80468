// Timeline files that lose to a higher-priority source are named in an info diagnostic, with the file used.
#include "fixtures.h"
#include "load/load.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

const Diagnostic* notRead(const Profile& p, const std::string& what)
{
    for (const auto& d : p.diagnostics)
        if (d.action == "file not used" && d.message.english().find(what) != std::string::npos)
            return &d;
    return nullptr;
}

} // namespace

TEST_CASE("timeline sources: the msprof files beside a display file are reported as not read")
{
    std::string path = test::mindinsight("profiler");
    REQUIRE_FIXTURE(path);
    Run run = loadRun(path);
    const Profile* r0 = run.rank(0);
    REQUIRE(r0);
    REQUIRE(r0->timeline);
    // device_0/timeline holds msprof_0_2_1.json .. msprof_0_2_10.json; the display file wins.
    const Diagnostic* d = notRead(*r0, "10 CANN msprof timeline files not read");
    REQUIRE(d);
    CHECK(d->severity == Severity::Info);
    CHECK(d->message.english().find("msprof_0_2_1.json") != std::string::npos);
    CHECK(d->message.english().find("msprof_0_2_10.json") != std::string::npos);
    CHECK(d->message.english().find("the timeline comes from ") != std::string::npos);
    CHECK(d->message.english().find("timeline_display_0.json") != std::string::npos);
    CHECK(d->file.find("device_0/timeline/msprof_0_2_") != std::string::npos);
}

TEST_CASE("timeline sources: the text timeline beside a display file is reported as not read")
{
    std::string path = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(path);
    Run run = loadRun(path);
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks[0];
    REQUIRE(p.timeline);
    const Diagnostic* d = notRead(p, "1 text timeline file not read (output_timeline_data_1.txt)");
    REQUIRE(d);
    CHECK(d->severity == Severity::Info);
    CHECK(d->message.english().find("the timeline comes from ascend_timeline_display_1.json") != std::string::npos);
    CHECK(d->file.find("output_timeline_data_1.txt") != std::string::npos);
}
