#include "fixtures.h"
#include "formats/operators/aicore_detail_reader.h"
#include "formats/operators/aicore_type_reader.h"
#include "formats/operators/percent_scale.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

using test::kHistory;

double sumAvgMs(const std::vector<OpDetail>& v)
{
    double s = 0;
    for (const auto& d : v)
        s += d.avgNs;
    return nanosToMs(s);
}

const OpTypeStat& typeRow(const std::vector<OpTypeStat>& v, const std::string& type)
{
    for (const auto& s : v)
        if (s.type == type)
            return s;
    FAIL("type " << type << " not found");
    return v.front();
}

} // namespace

TEST_CASE("aicore detail: run_2 (full_op_name,execution_time), 105 operators in ms")
{
    std::string path = test::mindinsight("run_2/normal_run/profiler/aicore_intermediate_1_detail.csv");
    REQUIRE_FIXTURE(path);
    auto r = readAicoreDetail(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.value->size() == 105);
    CHECK((*r.value)[0].fullName == "Default/AssignAdd-op142");
    CHECK((*r.value)[0].avgNs == Approx(2190.0));
    CHECK((*r.value)[0].count == -1);
    CHECK(sumAvgMs(*r.value) == Approx(23.088095));
    bool found = false;
    for (const auto& d : *r.value)
        if (d.fullName ==
            "Default/network-TrainOneStepCell/network-WithLossCell/_backbone-AlexNet/fc3-Dense/MatMul-op19") {
            CHECK(d.avgNs == Approx(9174080.0));
            found = true;
        }
    CHECK(found);
}

TEST_CASE("aicore detail: every header variant of MindInsight's test data")
{
    struct Case {
        std::string path;
        std::size_t rows;
        long long firstCount;
        double sumMs;
    };
    std::vector<Case> cases = {
        {test::mindinsight("profiler/aicore_intermediate_1_detail.csv"), 10, 1, 0.455873}, // full_kernel_time
        {test::mindinsight("run_1/normal_run/profiler/aicore_intermediate_1_detail.csv"), 69, 3,
         1.40896333}, // full_kernel_name
        {test::fixture(kHistory + "6fa7f98d41/tests/utils/resource/profiler/aicore_intermediate_1_detail.csv"), 10, 1,
         0.455873}, // full_op_time,+freq
        {test::fixture(kHistory +
                       "6fa7f98d41/tests/utils/resource/run_1/normal_run/profiler/aicore_intermediate_1_detail.csv"),
         69, 3, 1.40896333},
        {test::fixture(kHistory + "c52d050193/tests/utils/resource/profiler/aicore_intermediate_1_detail.csv"), 10, -1,
         0.455873}, // full_op_time
        {test::fixture(kHistory +
                       "d3cc7a89a3/tests/utils/resource/run_1/normal_run/profiler/aicore_intermediate_1_detail.csv"),
         199, -1, 126.43631757},
    };
    for (const auto& c : cases) {
        REQUIRE_FIXTURE(c.path);
        INFO(c.path);
        auto r = readAicoreDetail(c.path);
        REQUIRE(r.value);
        CHECK(r.diagnostics.empty());
        CHECK(r.value->size() == c.rows);
        CHECK(r.value->front().count == c.firstCount);
        CHECK(sumAvgMs(*r.value) == Approx(c.sumMs));
    }
    auto r = readAicoreDetail(cases[1].path);
    CHECK(r.value->front().avgNs == Approx(50.0)); // 5e-05 ms
    CHECK(r.value->back().fullName ==
          "Default/network-TrainOneStepCell/network-WithLossCell/_backbone-LeNet5/fc3-Dense/MatMul-op97");
    CHECK(r.value->back().avgNs == Approx(380770.0));
}

TEST_CASE("aicore detail: MS 2.x layout with task_duration and task_type")
{
    test::TempDir dir;
    auto r = readAicoreDetail(dir.write("aicore_intermediate_0_detail.csv",
                                        "full_kernel_name,task_duration,execution_frequency,task_type\n"
                                        "Default/MatMul-op1,0.25,4,AI_CORE\n"
                                        "Default/Add-op2,0.001,8,AI_VECTOR_CORE\n"));
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.value->size() == 2);
    CHECK((*r.value)[0].avgNs == Approx(250000.0));
    CHECK((*r.value)[0].count == 4);
    CHECK((*r.value)[1].taskType == "AI_VECTOR_CORE");
}

TEST_CASE("aicore detail: malformed rows")
{
    test::TempDir dir;
    std::string path = dir.write("aicore_intermediate_0_detail.csv",
                                 "\xEF\xBB\xBF"
                                 "full_op_name,execution_time,execution_frequency\r\n"
                                 "Default/A-op1,0.5,2\r\n"
                                 "Default/B-op2,fast,1\r\n"    // line 3
                                 "Default/C-op3\r\n"           // line 4
                                 "Default/D-op4,0.1,many\r\n"  // line 5
                                 "Default/E-op5,-1,1\r\n"      // line 6
                                 "Default/A-op1,0.2,1,9\r\n"); // line 7: repeated name, extra field
    auto r = readAicoreDetail(path);
    REQUIRE(r.value);
    REQUIRE(r.value->size() == 3);
    CHECK((*r.value)[0].avgNs == Approx(500000.0));
    CHECK((*r.value)[0].count == 2);
    CHECK((*r.value)[1].fullName == "Default/D-op4");
    CHECK((*r.value)[1].count == -1);
    auto at = [&](std::int64_t line) {
        std::vector<std::string> actions;
        for (const auto& d : r.diagnostics)
            if (d.line == line)
                actions.push_back(d.action.english());
        return actions;
    };
    CHECK(at(3) == std::vector<std::string>{"row skipped"});
    CHECK(at(4) == std::vector<std::string>{"row skipped"});
    CHECK(at(5) == std::vector<std::string>{"count left unknown"});
    CHECK(at(6) == std::vector<std::string>{"row skipped"});
    CHECK(at(7) == std::vector<std::string>{"extra fields ignored", "both rows kept"});
    bool saysFirstLine = false;
    for (const auto& d : r.diagnostics)
        saysFirstLine = saysFirstLine ||
                        (d.line == 7 && d.message.english().find("already had a row at line 2") != std::string::npos);
    CHECK(saysFirstLine);

    auto unknown = readAicoreDetail(dir.write("x_detail.csv", "name,time\nA,1\n"));
    CHECK(!unknown.value);
    REQUIRE(unknown.diagnostics.size() == 1);
    CHECK(unknown.diagnostics[0].action == "file ignored");
    CHECK(!readAicoreDetail(dir.write("empty_detail.csv", "\r\n\r\n")).value);
}

TEST_CASE("aicore detail: repeated names found among many rows, each against its first row")
{
    test::TempDir dir;
    std::string csv = "full_op_name,execution_time,execution_frequency\n";
    for (int i = 0; i < 5000; ++i)
        csv += "Default/net/Op-op" + std::to_string(i) + ",0.5,1\n";
    csv += "Default/net/Op-op17,0.5,1\n";   // line 5002
    csv += "Default/net/Op-op4999,0.5,1\n"; // line 5003
    csv += "Default/net/Op-op17,0.5,1\n";   // line 5004
    auto r = readAicoreDetail(dir.write("aicore_intermediate_0_detail.csv", csv));
    REQUIRE(r.value);
    CHECK(r.value->size() == 5003);
    std::vector<std::pair<std::int64_t, std::string>> repeats;
    for (const auto& d : r.diagnostics)
        if (d.action == "both rows kept")
            repeats.emplace_back(d.line, d.message.english().substr(d.message.english().rfind(' ') + 1));
    CHECK(repeats == std::vector<std::pair<std::int64_t, std::string>>{{5002, "19"}, {5003, "5001"}, {5004, "19"}});
}

TEST_CASE("aicore type: run_2, MS 1.x percentages")
{
    std::string path = test::mindinsight("run_2/normal_run/profiler/aicore_intermediate_1_type.csv");
    REQUIRE_FIXTURE(path);
    auto r = readAicoreType(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.value->size() == 21);
    const auto& mm = typeRow(*r.value, "MatMul");
    CHECK(nanosToMs(mm.totalNs) == Approx(20.65774));
    CHECK(mm.count == 9);
    CHECK(mm.percent == Approx(89.47));
    CHECK(typeRow(*r.value, "ApplyMomentum").percent == Approx(5.38));
    double sum = 0;
    for (const auto& s : *r.value)
        sum += s.totalNs;
    CHECK(nanosToMs(sum) == Approx(23.088095));
}

TEST_CASE("aicore type: total_time headers of MindInsight's tests hold percentages, and say so")
{
    std::vector<std::string> paths = {
        test::mindinsight("profiler/aicore_intermediate_1_type.csv"), // kernel_type,total_time
        test::fixture(kHistory +
                      "6fa7f98d41/tests/utils/resource/profiler/aicore_intermediate_1_type.csv"), // op_type,total_time
    };
    for (const auto& path : paths) {
        REQUIRE_FIXTURE(path);
        INFO(path);
        auto r = readAicoreType(path);
        REQUIRE(r.value);
        REQUIRE(r.value->size() == 5);
        CHECK(typeRow(*r.value, "MatMul").percent == Approx(73.80));
        CHECK(nanosToMs(typeRow(*r.value, "MatMul").totalNs) == Approx(1.085));
        CHECK(typeRow(*r.value, "Cast").count == 13);
        REQUIRE(r.diagnostics.size() == 1); // values sum to 90.48: a fraction reading is impossible
        CHECK(r.diagnostics[0].severity == Severity::Info);
        CHECK(r.diagnostics[0].action == "shares kept as written");
    }
    // execution_time header (MS 1.x) and sum 99.99 over 29 types: no doubt, no diagnostic.
    std::string wide = test::fixture(
        kHistory + "d3cc7a89a3/tests/utils/resource/run_1/normal_run/profiler/aicore_intermediate_1_type.csv");
    REQUIRE_FIXTURE(wide);
    auto w = readAicoreType(wide);
    REQUIRE(w.value);
    CHECK(w.diagnostics.empty());
    CHECK(w.value->size() == 29);
    CHECK(typeRow(*w.value, "UnsortedSegmentSum").percent == Approx(35.28));
    CHECK(nanosToMs(typeRow(*w.value, "GatherV2").totalNs) == Approx(43.1554414762));
    std::string run1 = test::mindinsight("run_1/normal_run/profiler/aicore_intermediate_1_type.csv");
    auto r1 = readAicoreType(run1);
    REQUIRE(r1.value);
    CHECK(r1.value->size() == 24);
    CHECK(typeRow(*r1.value, "MatMul").percent == Approx(57.60));
    CHECK(typeRow(*r1.value, "MatMul").count == 25);
    std::string ef =
        test::fixture(kHistory + "ef910d4e92/tests/utils/resource/profiler/aicore_intermediate_1_type.csv");
    auto re = readAicoreType(ef);
    REQUIRE(re.value);
    CHECK(typeRow(*re.value, "MatMul").percent == Approx(81.51));
    for (const char* commit : {"c52d050193", "d7d8c33c4d"}) {
        auto rc = readAicoreType(
            test::fixture(kHistory + commit + "/tests/utils/resource/profiler/aicore_intermediate_1_type.csv"));
        REQUIRE(rc.value);
        CHECK(rc.diagnostics.empty());
        CHECK(typeRow(*rc.value, "TransData").percent == Approx(8.23));
    }
}

TEST_CASE("aicore type: MS 2.x fractions become percentages")
{
    test::TempDir dir;
    auto r = readAicoreType(dir.write("aicore_intermediate_0_type.csv",
                                      "kernel_type,task_time,execution_frequency,percent\r\n"
                                      "MatMul,3.0,12,0.75\r\nAdd,1.0,40,0.25\r\n"));
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty()); // the header and the values agree
    CHECK((*r.value)[0].percent == Approx(75.0));
    CHECK((*r.value)[1].percent == Approx(25.0));
    CHECK((*r.value)[1].count == 40);

    // Values that fit both readings: the header decides and an info says so.
    auto small =
        readAicoreType(dir.write("aicore_intermediate_1_type.csv",
                                 "op_type,total_time,execution_frequency,percent\nA,0.1,1,0.3\nB,0.1,1,0.2\n"));
    REQUIRE(small.value);
    CHECK((*small.value)[0].percent == Approx(30.0));
    REQUIRE(small.diagnostics.size() == 1);
    CHECK(small.diagnostics[0].severity == Severity::Info);
    CHECK(small.diagnostics[0].message.english().find("fit both") != std::string::npos);
    auto smallPct =
        readAicoreType(dir.write("aicore_intermediate_2_type.csv",
                                 "op_type,execution_time,execution_frequency,percent\nA,0.1,1,0.3\nB,0.1,1,0.2\n"));
    REQUIRE(smallPct.value);
    CHECK((*smallPct.value)[0].percent == Approx(0.3));
    CHECK(smallPct.diagnostics.size() == 1);
}

TEST_CASE("aicore type: malformed cells")
{
    test::TempDir dir;
    auto r = readAicoreType(dir.write("aicore_intermediate_0_type.csv",
                                      "op_type,execution_time,execution_frequency,percent\n"
                                      "MatMul,3.0,9,60.00\n"
                                      "Cast,abc,2,10\n"     // line 3
                                      "Add,1.0,3,n/a-ish\n" // line 4
                                      "Mul,1.0\n"           // line 5: short but time present
                                      ",1,1,1\n"));         // line 6
    REQUIRE(r.value);
    REQUIRE(r.value->size() == 3);
    CHECK(typeRow(*r.value, "MatMul").percent == Approx(60.0));
    CHECK(typeRow(*r.value, "Add").percent == Approx(20.0)); // 1.0 of 5.0 ms, from the times
    CHECK(typeRow(*r.value, "Mul").count == 0);
    int lines[] = {3, 4, 5, 6};
    for (int line : lines) {
        bool found = false;
        for (const auto& d : r.diagnostics)
            found = found || d.line == line;
        CHECK(found);
    }
    for (const auto& d : r.diagnostics) {
        if (d.line == 3)
            CHECK(d.action == "row skipped");
        if (d.line == 4)
            CHECK(d.action == "share computed from the times");
    }
    CHECK(!readAicoreType(dir.write("bad_type.csv", "type,ms\nA,1\n")).value);
}

TEST_CASE("share scale decision")
{
    CHECK(!decideShareScale({89.47, 5.38, 5.15}, ShareHint::Percent, "percent").fraction);
    CHECK(decideShareScale({0.5, 0.5}, ShareHint::Percent, "percent").fraction);
    CHECK(decideShareScale({0.5, 0.5}, ShareHint::Percent, "percent").contradictsHeader);
    CHECK(decideShareScale({0.2, 0.1}, ShareHint::Unknown, "percent").fraction);
    CHECK(decideShareScale({0.2, 0.1}, ShareHint::Unknown, "percent").fromHeader);
    CHECK(decideShareScale({}, ShareHint::Fraction, "percent").explanation.empty());
    CHECK(decideShareScale({0, 0}, ShareHint::Percent, "percent").explanation.empty());
}
