// kernel_details.csv rows read in place (formats/ascend/kernel_row_in_place.cpp) must give exactly what
// the careful path gives: every row, string id, shape and attribute set, metric and diagnostic, for the
// fixtures and for files that mix plain rows with every odd form a cell can take, in one part and in two,
// with LF and CRLF line ends.
#include "fixtures.h"
#include "formats/ascend/kernel_details_reader.h"
#include "kernel_checks.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

using namespace steplens;

namespace {

struct Read {
    ReadResult<KernelDetails> result;
    std::int64_t inPlace = 0;
};

Read readKernels(const std::string& path, int threads, bool inPlace)
{
    Read r;
    KernelReadOptions o;
    o.threads = threads;
    o.rowsInPlace = inPlace;
    o.rowsReadInPlace = &r.inPlace;
    r.result = readKernelDetails(path, o);
    return r;
}

// Reads `path` carefully in one part, then in place in one part and in two, and checks all three agree.
// Returns the careful read and how many rows the one-part read took in place.
std::pair<Read, std::int64_t> checkInPlaceAgrees(const std::string& path)
{
    Read careful = readKernels(path, 1, false);
    CHECK(careful.inPlace == 0);
    std::int64_t inPlace = -1;
    for (int threads : {1, 2}) {
        INFO("threads " << threads);
        const Read fast = readKernels(path, threads, true);
        REQUIRE(bool(fast.result.value) == bool(careful.result.value));
        if (careful.result.value)
            test::requireSameKernels(*fast.result.value, *careful.result.value);
        test::requireSameDiagnostics(fast.result.diagnostics, careful.result.diagnostics);
        if (threads == 1)
            inPlace = fast.inPlace;
    }
    return {std::move(careful), inPlace};
}

const char* kLevel2Header =
    "Step Id,Device_id,Model ID,Task ID,Stream ID,Name,Type,OP State,Accelerator Core,Start Time(us),Duration(us),"
    "Wait Time(us),Block Dim,Mix Block Dim,HF32 Eligible,Input Shapes,Input Data Types,Input Formats,Output Shapes,"
    "Output Data Types,Output Formats,Context ID,aicore_time(us),aic_total_cycles";

// One row's cells, in kLevel2Header's order.
std::vector<std::string> plainRow(int i, std::mt19937_64& rng)
{
    static const char* names[] = {"MatMul-op1", "Cast-op2", "aclnnAdd_AddAiCore_Add", "Transpose-op4",
                                  "hcom_allReduce__123_1"};
    static const char* types[] = {"MatMul", "Cast", "Add", "Transpose", "hcom_allReduce_"};
    const int n = int(rng() % 5);
    const int k = i < 20000 ? n : n + int(rng() % 2) * 5; // later rows bring new names
    const std::string name = std::string(names[n]) + (k >= 5 ? "-late" : "");
    return {std::to_string(i / 100),
            "0",
            "4294967295",
            std::to_string(i),
            std::to_string(2 + rng() % 3),
            name,
            types[n],
            rng() % 2 ? "dynamic" : "static",
            rng() % 3 ? "AI_CORE" : "AI_VECTOR_CORE",
            "1730000000" + std::to_string(100000 + i) + "." + std::to_string(rng() % 1000),
            std::to_string(rng() % 500) + "." + std::to_string(rng() % 100),
            std::to_string(rng() % 10) + ".125",
            std::to_string(rng() % 48),
            "0",
            rng() % 2 ? "YES" : "NO",
            "\"\"\"" + std::to_string(rng() % 4 * 16) + ",16\"\"\"",
            "FLOAT16",
            "ND",
            "\"\"\"" + std::to_string(rng() % 3) + "\"\"\"",
            "FLOAT",
            "NC1HWC0",
            "N/A",
            std::to_string(rng() % 100) + ".5",
            std::to_string(rng() % 100000)};
}

// The odd forms, each as (column, cell): readRow warns about some, checks the rounding of some, and reads
// the others like any cell; the rows in place must leave all of them to it or read them the same.
const std::vector<std::pair<int, std::string>> kOddCells = {
    {5, ""},                         // empty name: skipped
    {5, "N/A"},                      // a name that is not one: skipped
    {5, " MatMul-op1 "},             // spaces around a name
    {5, "\"Quoted,Name\""},          // a quoted name holding a comma
    {5, "Tab\tName"},                // a tab inside
    {6, "N/A"},                      // no type: the name stands in
    {6, ""},                         // empty type
    {7, "\"dynamic\""},              // a quoted op state
    {9, "1.73E+15"},                 // a start rounded by a spreadsheet
    {9, ""},                         // no start: skipped
    {9, "abc"},                      // a start that is text
    {9, "1730000000123456.250\t"},   // a tab after the start, as torch_npu writes it
    {9, "-17.5"},                    // a negative start
    {9, "1730000000123456.2504"},    // more digits than nanoseconds
    {9, "9999999999999999"},         // 16 digits past what nanoseconds hold
    {9, "12345678901234567.5"},      // 17 digits
    {9, "00001730000000123456.5"},   // leading zeros past 16 digits
    {10, "5."},                      // a bare point
    {10, ".5"},                      // no whole part
    {10, "2.5 "},                    // a space after
    {10, "-1"},                      // negative duration: skipped
    {10, "3.5e2"},                   // an exponent
    {11, ""},                        // no wait
    {11, "N/A"},                     // no wait
    {11, "x"},                       // a wait that is text
    {0, ""},                         // no step
    {0, " 7 "},                      // spaces around the step
    {0, "99999999999"},              // a step out of range
    {0, "1.5"},                      // a step that is not whole
    {1, "70000"},                    // a device out of range
    {2, "+3"},                       // a sign
    {0, "0017"},                     // leading zeros
    {3, "1234567890123456789"},      // 19 digits
    {3, "x"},                        // a task id that is text
    {3, "-"},                        // no task id
    {12, "N/A"},                     // no block dim
    {14, ""},                        // no HF32
    {15, "\"\"\"\"\"\""},            // an empty quoted shape
    {15, "\"1,2\""},                 // a shape quoted once
    {15, "N/A"},                     // no shape
    {15, ""},                        // empty shape
    {15, "\"\"\" 4 \"\"\""},         // spaces inside the quotes
    {15, "\"\"\"a\"\"b\"\"\""},      // a quote inside a shape
    {15, "\"\"\"5\"\"\"x"},          // text after the quotes
    {18, "\"\"\"N/A\"\"\""},         // a quoted N/A shape
    {16, " FLOAT16"},                // a space before a type
    {21, "\"7\""},                   // a quoted Context ID
    {22, ""},                        // an empty metric
    {22, "N/A"},                     // no metric
    {22, "bad"},                     // a metric that is text
    {22, "1e400"},                   // a metric beyond a float
    {23, "-3.25"},                   // a negative metric
    {23, "1.5E3"},                   // an exponent in a metric
};

std::string kernelText(int rows, const std::string& eol, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::string s = std::string(kLevel2Header) + eol;
    for (int i = 0; i < rows; ++i) {
        std::vector<std::string> cells = plainRow(i, rng);
        const int odd = int(rng() % 250);
        std::string extra;
        if (odd < int(kOddCells.size())) {
            cells[std::size_t(kOddCells[std::size_t(odd)].first)] = kOddCells[std::size_t(odd)].second;
        } else if (odd == 70) {
            cells.pop_back(); // a field short
        } else if (odd == 71) {
            cells.push_back("9"); // a field more
        } else if (odd == 72) {
            extra = eol; // a blank line after the row
        } else if (odd == 73) {
            cells[5] = "Lone\rCR";
        }
        std::string line;
        for (std::size_t c = 0; c < cells.size(); ++c)
            line += (c ? "," : "") + cells[c];
        s += line + eol + extra;
    }
    return s;
}

} // namespace

TEST_CASE("kernel_details rows in place: the fixtures read as on the careful path")
{
    const char* ranks[] = {
        "test/data/pytorch/text/level0/rank0_ascend_pt", // CRLF, a tab after each start, N/A types
        "test/data/pytorch/text/level1/rank0_ascend_pt",
        "test/data/pytorch/text/level1/rank1_ascend_pt",
        "test/data/pytorch/text/level2/rank0_ascend_pt", // PMU metrics
        "test/st/level2/rank_0_ascend_pt",
    };
    for (const char* rank : ranks) {
        const std::string path = test::ascendOutput(rank, "kernel_details.csv");
        REQUIRE_FIXTURE(path);
        INFO(path);
        const auto [careful, inPlace] = checkInPlaceAgrees(path);
        REQUIRE(careful.result.value);
        // The first row is read carefully (it sizes the tables); every later one of these files is plain.
        CHECK(inPlace == std::int64_t(careful.result.value->rows.size()) - 1);
    }
    const std::string msprof = test::fixture("Ascend/msprof-analyze/test/ut/advisor/compute_advice/data/"
                                             "kernel_details.csv");
    REQUIRE_FIXTURE(msprof);
    const auto [careful, inPlace] = checkInPlaceAgrees(msprof);
    REQUIRE(careful.result.value);
    CHECK(inPlace > 0);
}

TEST_CASE("kernel_details rows in place: plain and odd rows, LF and CRLF, one part and two")
{
    for (const std::string eol : {"\n", "\r\n"}) {
        INFO((eol == "\n" ? "LF" : "CRLF"));
        test::TempDir dir;
        // About 9 MB: the reader's 1 MiB window refills inside rows many times.
        const std::string path = dir.write("kernel_details.csv", kernelText(40000, eol, 11));
        const auto [careful, inPlace] = checkInPlaceAgrees(path);
        REQUIRE(careful.result.value);
        const KernelDetails& k = *careful.result.value;
        // Each odd form has a chance of 1 in 250 per row: about 160 rows of each.
        CHECK(k.rows.size() > 38000);
        CHECK(k.rows.size() < 40000);
        CHECK(careful.result.diagnostics.size() > 50);
        // Most rows are plain, and those are read in place.
        CHECK(inPlace > 30000);
        CHECK(inPlace < std::int64_t(k.rows.size()));
        // Real values: the first row read (row 0 is plain unless drawn odd) and the strings it holds.
        CHECK(k.strings.find("MatMul-op1-late") > k.strings.find("MatMul-op1"));
        CHECK(k.strings.find("16,16") > 0);
        CHECK(k.metricNames == std::vector<std::string>{"aicore_time(us)", "aic_total_cycles"});
        CHECK(k.metrics.size() == 2 * k.rows.size());
    }
}

TEST_CASE("kernel_details rows in place: the values of a plain row")
{
    test::TempDir dir;
    const std::string row = "3,1,4294967295,17,5,MatMul-op9,MatMul,static,AI_CORE,1730000000123456.789\t,12.5,"
                            "0.25,24,0,YES,\"\"\"128,16\"\"\",FLOAT16,ND,\"\"\"16\"\"\",FLOAT,NC1HWC0,N/A,7.5,900\n";
    std::string text = std::string(kLevel2Header) + "\n";
    for (int i = 0; i < 3; ++i)
        text += row;
    const std::string path = dir.write("kernel_details.csv", text);
    const Read r = readKernels(path, 1, true);
    REQUIRE(r.result.value);
    CHECK(r.result.diagnostics.empty());
    CHECK(r.inPlace == 2);
    const KernelDetails& k = *r.result.value;
    REQUIRE(k.rows.size() == 3);
    const KernelRow& x = k.rows[2];
    CHECK(x.start == 1730000000123456789LL);
    CHECK(x.duration == 12500);
    CHECK(x.wait == 250);
    CHECK(x.taskId == 17);
    CHECK(x.step == 3);
    CHECK(x.streamId == 5);
    CHECK(x.blockDim == 24);
    CHECK(k.strings.view(x.name) == "MatMul-op9");
    CHECK(k.strings.view(x.type) == "MatMul");
    CHECK(k.strings.view(x.core) == "AI_CORE");
    const KernelShapes& s = k.shapeSets.at(x.shapes);
    CHECK(k.strings.view(s.inputShapes) == "128,16");
    CHECK(k.strings.view(s.outputShapes) == "16");
    CHECK(k.strings.view(s.outputFormats) == "NC1HWC0");
    const KernelAttributes& a = k.attributeSets.at(x.attributes);
    CHECK(a.deviceId == 1);
    CHECK(a.modelId == 4294967295u);
    CHECK(a.hf32 == 1);
    CHECK(k.strings.view(a.opState) == "static");
    CHECK(k.metrics == std::vector<float>{7.5f, 900.0f, 7.5f, 900.0f, 7.5f, 900.0f});
}
