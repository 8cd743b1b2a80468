#include "diagnostic_checks.h"
#include "fixtures.h"
#include "formats/operators/aicpu_reader.h"
#include "formats/operators/flops_reader.h"
#include "formats/operators/flops_summary_reader.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <random>

using namespace steplens;

namespace {
using test::kHistory;

}

TEST_CASE("aicpu: the three header variants of run_2 (kernel_type, op_type, no execution_time)")
{
    std::vector<std::pair<std::string, bool>> files = {
        {test::mindinsight("run_2/normal_run/profiler/aicpu_intermediate_1.csv"), true},
        {test::fixture(kHistory + "40db5a2f4f/tests/utils/resource/run_2/normal_run/profiler/aicpu_intermediate_1.csv"),
         true},
        {test::fixture(kHistory + "6e3ae86786/tests/utils/resource/run_2/normal_run/profiler/aicpu_intermediate_1.csv"),
         false},
    };
    for (const auto& [path, hasExecution] : files) {
        REQUIRE_FIXTURE(path);
        INFO(path);
        auto r = readAicpu(path);
        REQUIRE(r.value);
        CHECK(r.diagnostics.empty());
        REQUIRE(r.value->size() == 5);
        const AiCpuTasks& tasks = *r.value;
        const AiCpuTask& first = tasks.rows()[0];
        CHECK(tasks.typeOf(first) == "InitData");
        CHECK(first.totalNs == Approx(7906000.0));
        CHECK(first.dispatchNs == Approx(150000.0));
        CHECK(first.executionNs().has_value() == hasExecution);
        if (hasExecution)
            CHECK(*first.executionNs() == Approx(220000.0));
        CHECK(tasks.typeOf(tasks.rows()[4]) == "EndOfSequence");
        CHECK(tasks.rows()[4].totalNs == Approx(325000.0));
    }
}

TEST_CASE("aicpu: malformed rows")
{
    test::TempDir dir;
    auto r = readAicpu(dir.write("aicpu_intermediate_0.csv",
                                 "serial_number,op_type,total_time,dispatch_time,execution_time,run_start,run_end\r\n"
                                 "1,GetNext,0.5,0.1,0.3,100,600\r\n"
                                 "2,GetNext,slow,0.1,0.3,100,600\r\n" // line 3
                                 "3,,0.5,0.1,0.3,100,600\r\n"         // line 4
                                 "4,Cast,0.2,0.1,x,100,300\r\n"       // line 5: execution unknown
                                 "5\r\n"));                           // line 6
    REQUIRE(r.value);
    REQUIRE(r.value->size() == 2);
    CHECK(!r.value->rows()[1].executionNs());
    CHECK(r.value->rows()[1].totalNs == Approx(200000.0));
    // Op types are stored once each, in the order they first appear.
    CHECK(r.value->typeCount() == 2);
    CHECK(r.value->typeOf(r.value->rows()[0]) == "GetNext");
    CHECK(r.value->typeOf(r.value->rows()[1]) == "Cast");
    CHECK(r.value->rows()[0].type < r.value->rows()[1].type);
    std::vector<std::pair<std::int64_t, std::string>> got;
    for (const auto& d : r.diagnostics)
        got.emplace_back(d.line, d.action.english());
    std::vector<std::pair<std::int64_t, std::string>> want = {
        {3, "row skipped"}, {4, "row skipped"}, {5, "value left unknown"}, {6, "row skipped"}};
    CHECK(got == want);
    auto bad = readAicpu(dir.write("aicpu_intermediate_1.csv", "serial,type\n1,A\n"));
    CHECK(!bad.value);
    CHECK(bad.diagnostics.at(0).action == "file ignored");
}

TEST_CASE("aicpu: a table read in two parts at once gives the tasks, type ids and diagnostics of one part")
{
    test::TempDir dir;
    // 4,000 rows; problems in both halves; a type first seen in the second half; the limit on warnings
    // per file (the later part's warnings are counted against it as if read in one go).
    std::string text = "serial_number,op_type,total_time,dispatch_time,execution_time,run_start,run_end\n";
    const char* types[] = {"GetNext", "Cast", "DropoutGenMask"};
    for (int i = 1; i <= 4000; ++i) {
        std::string type = i > 3000 && i % 7 == 0 ? "EndOfSequence" : types[i % 3];
        std::string total = i % 97 == 0 ? "slow" : std::to_string(i % 50) + "." + std::to_string(i % 1000);
        std::string execution = i % 89 == 0 ? "x" : "0.25";
        if (i % 1001 == 0)
            type = "";
        text += std::to_string(i) + "," + type + "," + total + ",0.125," + execution + "," +
                std::to_string(1700000000000LL + i) + "," + std::to_string(1700000000100LL + i) + "\n";
    }
    const std::string path = dir.write("aicpu_intermediate_0.csv", text);

    auto read = [&](int threads, int& parts) {
        AicpuReadOptions o;
        o.threads = threads;
        o.partsRead = &parts;
        return readAicpu(path, o);
    };
    int oneParts = 0, twoParts = 0;
    const auto one = read(1, oneParts);
    const auto two = read(2, twoParts);
    CHECK(oneParts == 1);
    CHECK(twoParts == 2);
    REQUIRE(one.value);
    REQUIRE(two.value);
    REQUIRE(one.value->size() == two.value->size());
    CHECK(one.value->size() > 3800);
    CHECK(one.value->typeCount() == 4);
    CHECK(two.value->typeCount() == 4);
    for (std::size_t i = 0; i < one.value->size(); ++i) {
        const AiCpuTask& a = one.value->rows()[i];
        const AiCpuTask& b = two.value->rows()[i];
        INFO(i);
        REQUIRE(a.type == b.type);
        REQUIRE(one.value->typeOf(a) == two.value->typeOf(b));
        REQUIRE(a.totalNs == b.totalNs);
        REQUIRE(a.dispatchNs == b.dispatchNs);
        REQUIRE(a.executionNs() == b.executionNs());
    }
    REQUIRE(one.diagnostics.size() == two.diagnostics.size());
    CHECK(one.diagnostics.size() > 20);
    bool secondHalf = false;
    for (std::size_t i = 0; i < one.diagnostics.size(); ++i) {
        INFO(i);
        CHECK(one.diagnostics[i].line == two.diagnostics[i].line);
        CHECK(one.diagnostics[i].message.english() == two.diagnostics[i].message.english());
        CHECK(one.diagnostics[i].action.english() == two.diagnostics[i].action.english());
        secondHalf = secondHalf || one.diagnostics[i].line > 2001;
    }
    CHECK(secondHalf);

    // A quoted line break across the cut: the later part is dropped and the first reads on, same result.
    // The reader cuts at the first line start after the middle of the rows; a quoted field of 200 line
    // breaks at the end of the row holding the middle spans it (the insertion moves the middle by ~200).
    std::string quoted = text;
    const std::size_t header = quoted.find('\n') + 1;
    const std::size_t rowEnd = quoted.find('\n', header + (quoted.size() - header) / 2 - 1);
    std::string field = ",\"";
    for (int i = 0; i < 200; ++i)
        field += "x\n";
    quoted.insert(rowEnd, field + "\"");
    const std::string quotedPath = dir.write("aicpu_intermediate_1.csv", quoted);
    AicpuReadOptions o1, o2;
    o1.threads = 1;
    o2.threads = 2;
    int quotedParts = 0;
    o2.partsRead = &quotedParts;
    const auto q1 = readAicpu(quotedPath, o1);
    const auto q2 = readAicpu(quotedPath, o2);
    REQUIRE(q1.value);
    REQUIRE(q2.value);
    CHECK(quotedParts == 1);
    CHECK(q2.value->size() == q1.value->size());
    CHECK(q2.diagnostics.size() == q1.diagnostics.size());
}

TEST_CASE("AI CPU: rows read in place give the tasks and diagnostics of the careful path, in one part or two")
{
    // Most rows are read in place from the reader's window, with LF or CRLF (as MindSpore writes them);
    // rowsInPlace = false sends every row through CsvReader's fields. 60,000 rows (about 4 MB: the 1 MiB
    // window refills mid-row) in plain and odd forms.
    std::mt19937_64 rng(7);
    const char* types[] = {"GetNext", "Cast", "DropoutGenMask", "Gather-op12"};
    std::string lf = "serial_number,op_type,total_time,dispatch_time,execution_time,run_start,run_end\n";
    for (int i = 1; i <= 60000; ++i) {
        std::string type = types[rng() % 4];
        std::string total = std::to_string(rng() % 50) + "." + std::to_string(rng() % 1000);
        std::string row = std::to_string(i) + "," + type + "," + total + ",0.125,0.25," +
                          std::to_string(1700000000000LL + i) + "," + std::to_string(1700000000100LL + i);
        switch (i == 1 ? 29 : rng() % 30) {
        case 0: row = std::to_string(i) + ", Cast ,1,0,1,5,6"; break;            // spaces around the type
        case 1: row = std::to_string(i) + ",\"Cast\",1,0,1,5,6"; break;          // a quoted type
        case 2: row = std::to_string(i) + ",Cast,-1,0,1,5,6"; break;             // negative total: skipped
        case 3: row = std::to_string(i) + ",Cast,1,,1,5,6"; break;               // no dispatch: 0
        case 4: row = std::to_string(i) + ",Cast,1,0,x,5,6"; break;              // bad execution: unknown
        case 5: row = std::to_string(i) + ",Cast,1,0,1,9,6"; break;              // ends before it starts
        case 6: row = std::to_string(i) + ",Cast,1e1,0,1,5,6"; break;            // an exponent
        case 7: row = std::to_string(i) + ",,1,0,1,5,6"; break;                  // no type: skipped
        case 8: row = std::to_string(i) + ",Cast,1,0,1,5"; break;                // a field short
        case 9: row = "x" + std::to_string(i) + ",Cast,1,0,1,5,0"; break;        // a text serial
        case 10: row = std::to_string(i) + ",Cast,007.50,0.,.5,5,6"; break;      // leading zeros, bare points
        default: break;
        }
        lf += row + "\n";
    }
    std::string crlf;
    for (char c : lf)
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    test::TempDir dir;
    const std::string lfPath = dir.write("aicpu_intermediate_0.csv", lf);
    const std::string crlfPath = dir.write("aicpu_intermediate_1.csv", crlf);
    auto read = [](const std::string& path, int threads, bool inPlace = true) {
        AicpuReadOptions o;
        o.threads = threads;
        o.rowsInPlace = inPlace;
        return readAicpu(path, o);
    };
    const auto careful = read(crlfPath, 1, false);
    REQUIRE(careful.value);
    CHECK(careful.value->size() > 55000);
    CHECK(careful.value->typeCount() == 4);
    for (auto [path, threads] : {std::pair{lfPath, 1}, {lfPath, 2}, {crlfPath, 1}, {crlfPath, 2}}) {
        INFO((path == lfPath ? "LF" : "CRLF") << ", threads " << threads);
        const auto inPlace = read(path, threads);
        REQUIRE(inPlace.value);
        REQUIRE(inPlace.value->size() == careful.value->size());
        std::size_t differ = 0;
        for (std::size_t i = 0; i < careful.value->size(); ++i) {
            const AiCpuTask& a = inPlace.value->rows()[i];
            const AiCpuTask& b = careful.value->rows()[i];
            differ += a.type != b.type || inPlace.value->typeOf(a) != careful.value->typeOf(b) ||
                      std::memcmp(&a.totalNs, &b.totalNs, sizeof(double)) != 0 ||
                      std::memcmp(&a.dispatchNs, &b.dispatchNs, sizeof(double)) != 0 ||
                      a.executionNs() != b.executionNs();
        }
        CHECK(differ == 0);
        test::checkSameDiagnostics(inPlace.diagnostics, careful.diagnostics);
    }
    // Real values of row 1 as written: total_time "<a>.<b>" ms, dispatch 0.125 ms, execution 0.25 ms.
    CHECK(careful.value->rows()[0].dispatchNs == 125000.0);
    CHECK(careful.value->rows()[0].executionNs() == 250000.0);
}

TEST_CASE("flops: header variants, values kept per header")
{
    std::string oldNames = test::fixture(kHistory + "863ccdbd87/tests/utils/resource/profiler/flops_0.txt");
    REQUIRE_FIXTURE(oldNames);
    auto a = readFlops(oldNames);
    REQUIRE(a.value);
    CHECK(a.diagnostics.empty());
    CHECK(a.value->headers == std::vector<std::string>{"FLOPs", "FLOPS", "FLOPS utilization"});
    CHECK(a.value->rows.size() == 4);
    CHECK(a.value->rows.at("Default/TransData-op7").values == std::vector<double>{333, 333, 33});

    auto b = readFlops(test::mindinsight("profiler/flops_1.txt"));
    REQUIRE(b.value);
    CHECK(b.diagnostics.empty());
    REQUIRE(b.value->headers.size() == 6);
    CHECK(b.value->headers[0] == "MFLOPs(10^6 cube)");
    CHECK(b.value->headers[5] == "FLOPS utilization(vec)");
    CHECK(b.value->rows.size() == 10);
    CHECK(b.value->rows.at("Default/network-WithLossCell/_backbone-LeNet5/conv1-Conv2d/Conv2D-op13").values.size() ==
          6);

    auto c = readFlops(test::mindinsight("profiler/flops_0.txt")); // full_kernel_name, no final line break
    REQUIRE(c.value);
    CHECK(c.value->rows.size() == 4);
    CHECK(c.value->rows.count(
        "Default/network-WithLossCell/_backbone-ResNet/layer1-SequentialCell/0-ResidualBlock/conv1-Conv2d/Cast-op28"));

    auto d = readFlops(test::mindinsight("run_1/normal_run/profiler/flops_1.txt"));
    REQUIRE(d.value);
    CHECK(d.value->rows.size() == 199);
    for (const char* commit : {"37d6ee649e", "a76990937f"}) {
        auto e = readFlops(test::fixture(kHistory + commit + "/tests/utils/resource/profiler/flops_1.txt"));
        REQUIRE(e.value);
        CHECK(e.value->headers.size() == 6);
        CHECK(e.value->rows.size() == 10);
        CHECK(e.value->rows.at("Default/AtomicAddrClean-op105").values[2] == 33);
    }
    CHECK(
        readFlops(test::fixture(kHistory + "a76990937f/tests/utils/resource/profiler/flops_1.txt")).value->headers[0] ==
        "FLOPs(cube)");
}

TEST_CASE("flops: malformed rows")
{
    test::TempDir dir;
    auto r = readFlops(dir.write("flops_0.txt",
                                 "op_full_name, FLOPs, FLOPS, FLOPS utilization\r\n"
                                 "Default/A-op1, 10, 20, 3\r\n"
                                 "Default/B-op2, ten, 20, 3\r\n" // line 3
                                 "Default/C-op3, 10\r\n"         // line 4
                                 "Default/A-op1, 11, 21, 4\r\n"));
    REQUIRE(r.value);
    CHECK(r.value->rows.size() == 1);
    CHECK(r.value->rows.at("Default/A-op1").values[0] == 11);
    REQUIRE(r.diagnostics.size() == 3);
    CHECK(r.diagnostics[0].line == 3);
    CHECK(r.diagnostics[0].action == "row skipped");
    CHECK(r.diagnostics[1].line == 4);
    CHECK(r.diagnostics[2].line == 5);
    CHECK(r.diagnostics[2].action == "later row kept");
    CHECK(!readFlops(dir.write("flops_1.txt", "name,x\nA,1\n")).value);
    CHECK(!readFlops(dir.write("flops_2.txt", "")).value);
}

TEST_CASE("flops summary: old and cube/vec keys")
{
    std::string old = test::mindinsight("profiler/flops_summary_0.json");
    REQUIRE_FIXTURE(old);
    auto a = readFlopsSummary(old);
    REQUIRE(a.value);
    CHECK(a.diagnostics.empty());
    CHECK(a.value->at("FLOPs") == Approx(8167.743));
    CHECK(a.value->at("FLOPS") == Approx(9868.936));
    CHECK(a.value->at("FLOPS_Utilization") == Approx(3.765));

    auto b = readFlopsSummary(test::mindinsight("cluster_propose/flops_summary_2.json"));
    REQUIRE(b.value);
    CHECK(b.value->at("FLOPs") == Approx(329608.369));

    auto c = readFlopsSummary(
        test::fixture(kHistory + "a2e6eaf7fc/tests/utils/resource/cluster_propose/flops_summary_1.json"));
    REQUIRE(c.value);
    CHECK(c.diagnostics.empty());
    CHECK(c.value->size() == 6);
    CHECK(c.value->at("cube_FLOPs") == Approx(107145.034));
    CHECK(c.value->at("cube_FLOPS_Utilization") == Approx(0.229));
    CHECK(c.value->at("vec_FLOPS") == 0);

    test::TempDir dir;
    auto d = readFlopsSummary(dir.write("flops_summary_0.json", R"({"FLOPs": "12.5", "note": "x", "FLOPS": [1]})"));
    REQUIRE(d.value);
    CHECK(d.value->at("FLOPs") == 12.5);
    CHECK(d.diagnostics.size() == 2);
    CHECK(!readFlopsSummary(dir.write("flops_summary_1.json", "[1,2]")).value);
    CHECK(!readFlopsSummary(dir.write("flops_summary_2.json", "{\"FLOPs\": ")).value);
    CHECK(!readFlopsSummary(dir.write("flops_summary_3.json", "")).value);
}
