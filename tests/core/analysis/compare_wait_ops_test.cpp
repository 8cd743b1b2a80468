// Ops that wait for input are not regressions (issue 19, item 9): in sink mode GetNext blocks on the
// chip-side data queue, so going from the baseline to sink mode "adds" hundreds of ms of GetNext that
// is waiting for the next batch, not work. The comparison flags such rows and lists them after the
// regressions and improvements.
#include "analysis/compare.h"
#include "analysis/op_tables.h"
#include "analysis/profile_analysis.h"
#include "analysis/wait_ops.h"
#include "example_runs.h"
#include "load/load.h"
#include "report/report.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace steplens;

namespace {

using test::loadExample;

} // namespace

TEST_CASE("isWaitOperator: the dataset queue's dequeue ops, by type or full name")
{
    CHECK(isWaitOperator("GetNext"));
    CHECK(isWaitOperator("GetNext-1")); // MindInsight's AI CPU type grouping
    CHECK(isWaitOperator("DynamicGetNextV2"));
    CHECK(isWaitOperator("Default/GetNext-op1"));
    CHECK_FALSE(isWaitOperator("InitData"));
    CHECK_FALSE(isWaitOperator("Conv2D"));
    CHECK_FALSE(isWaitOperator("Default/network/GetNextLayer/Conv2D-op3")); // only the last segment counts
    CHECK_FALSE(isWaitOperator(""));
}

TEST_CASE("compare: baseline against sink mode and float16 keeps GetNext out of the regressions")
{
    const Run runA = loadExample("1-baseline");
    const Run runB = loadExample("5-mixed-precision");
    const Profile& a = runA.ranks.front();
    const Profile& b = runB.ranks.front();
    RunComparison c = compareProfiles(a, analyzeProfile(a), b, analyzeProfile(b));

    auto it = std::find_if(c.opTypes.begin(), c.opTypes.end(),
                           [](const OpDiff& d) { return d.name == "GetNext" && d.category == "aicpu"; });
    REQUIRE(it != c.opTypes.end());
    const OpDiff& getNext = *it;
    CHECK(getNext.status == DiffStatus::Added);
    CHECK(getNext.waitsForInput);
    // B's AI CPU type table: GetNext's total, in µs.
    double expectedUs = 0;
    for (const auto& t : aicpuTypeTable(*b.operators))
        if (t.type == "GetNext")
            expectedUs += nanosToUs(t.totalNs);
    CHECK(getNext.bUs == Approx(expectedUs));
    CHECK(getNext.bUs == Approx(436802.0)); // the "GetNext (AI CPU) added +436.8 ms"
    // It would be the largest regression by Δ; it is listed after every regression and improvement.
    double largestOther = 0;
    for (const OpDiff& d : c.opTypes)
        if (!d.waitsForInput && (d.status == DiffStatus::Slower || d.status == DiffStatus::Added))
            largestOther = std::max(largestOther, d.deltaUs);
    CHECK(getNext.deltaUs > largestOther);
    const auto pos = std::size_t(it - c.opTypes.begin());
    for (std::size_t i = 0; i < c.opTypes.size(); ++i) {
        const OpDiff& d = c.opTypes[i];
        if (d.waitsForInput)
            continue;
        INFO(d.name);
        if (d.status == DiffStatus::Unchanged)
            CHECK(i > pos);
        else
            CHECK(i < pos);
    }
    CHECK_FALSE(c.opTypes.front().waitsForInput);
    // Only the GetNext rows wait.
    for (const OpDiff& d : c.opTypes)
        CHECK(d.waitsForInput == (d.name.rfind("GetNext", 0) == 0));

    // The JSON says so for every row; the text report marks it.
    const auto doc = compareJson(runA, runB);
    bool found = false;
    for (const auto& o : doc["op_types"]) {
        REQUIRE(o.contains("waits_for_input"));
        if (o["name"] == "GetNext") {
            found = true;
            CHECK(o["waits_for_input"] == true);
            CHECK(o["status"] == "added");
        } else {
            CHECK(o["waits_for_input"] == false);
        }
    }
    CHECK(found);
    CHECK_FALSE(doc["op_types"][0]["waits_for_input"].get<bool>());
    for (const auto& o : doc["ops"])
        REQUIRE(o.contains("waits_for_input"));
    CHECK(renderCompareText(doc).find("GetNext (aicpu) waits for input, it is not work: +436802.0") !=
          std::string::npos);
}
