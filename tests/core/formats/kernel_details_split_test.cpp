// kernel_details.csv read in two parts at once (issue 20): the rows, interned ids, metrics and
// diagnostics must be exactly those of one reader over the whole file, for the fixtures and for files
// whose problems sit in both halves, with CRLF line ends, and with a quoted line break at the cut.
#include "fixtures.h"
#include "kernel_checks.h"
#include "formats/ascend/kernel_details_reader.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <string>

using namespace steplens;

namespace {

KernelReadOptions parts(int threads, int* partsRead)
{
    KernelReadOptions o;
    o.threads = threads;
    o.partsRead = partsRead;
    return o;
}

// Reads `path` in one part and in two, checks both give the same, and returns the two-part read.
ReadResult<KernelDetails> readBothWays(const std::string& path, int expectedParts)
{
    int one = 0, two = 0;
    auto whole = readKernelDetails(path, parts(1, &one));
    auto split = readKernelDetails(path, parts(2, &two));
    CHECK(one == 1);
    CHECK(two == expectedParts);
    REQUIRE(bool(whole.value) == bool(split.value));
    if (whole.value)
        test::requireSameKernels(*whole.value, *split.value);
    test::requireSameDiagnostics(whole.diagnostics, split.diagnostics);
    return split;
}

const char* kHeader = "Step Id,Device_id,Model ID,Task ID,Stream ID,Name,Type,OP State,Accelerator Core,Start Time(us),"
                      "Duration(us),Wait Time(us),Block Dim,Mix Block Dim,HF32 Eligible,Input Shapes,Input Data Types,"
                      "Input Formats,Output Shapes,Output Data Types,Output Formats,Context ID,aicore_time(us),"
                      "aic_total_cycles";

// `rows` rows; names, types, shapes and op states that first appear in the second half too, and
// every kind of row problem in both halves: with `sparse` a few of each, else more than a file lists.
std::string kernelFile(int rows, const std::string& eol, bool sparse = false)
{
    const int f = sparse ? 10 : 1;
    std::string s = std::string(kHeader) + eol;
    for (int i = 0; i < rows; ++i) {
        const bool late = i >= rows / 2;
        const std::string name = (late ? "LateOp" : "EarlyOp") + std::to_string(i % 7);
        std::string start = "1730000000" + std::to_string(100000 + i) + ".25";
        if (i % (97 * f) == 5)
            start = "1.73E+15"; // rounded by a spreadsheet
        std::string duration = std::to_string(i % 13) + ".5";
        if (i % (61 * f) == 3)
            duration = "-1"; // negative: skipped
        const std::string row = std::to_string(i / 10) + ",0,4294967295," + std::to_string(i) + "," +
                                std::to_string(2 + i % 3) + "," + (i % (53 * f) == 7 ? std::string() : name) + "," +
                                (late && i % 5 == 0 ? "LateType" : "MatMul") + "," + (i % 2 ? "dynamic" : "static") +
                                ",AI_CORE," + start + "," + duration + ",0.1,8,0,NO,\"" + std::to_string(i % 4) +
                                ",16;16\",FLOAT16,ND,\"" + std::to_string(i % 3) + "\",FLOAT16,ND,N/A," +
                                (i % (71 * f) == 9 ? "bad" : "1.5") + "," + std::to_string(i);
        s += row + eol;
        if (i % (89 * f) == 11)
            s += "1,2,3" + eol; // too few fields
    }
    return s;
}

} // namespace

TEST_CASE("kernel_details in two parts: the fixtures read the same as in one")
{
    const char* files[] = {
        "test/data/pytorch/text/level0/rank0_ascend_pt",
        "test/data/pytorch/text/level1/rank0_ascend_pt",
        "test/data/pytorch/text/level1/rank1_ascend_pt",
        "test/data/pytorch/text/level2/rank0_ascend_pt",
        "test/st/level2/rank_0_ascend_pt",
    };
    for (const char* rank : files) {
        const std::string path = test::ascendOutput(rank, "kernel_details.csv");
        REQUIRE_FIXTURE(path);
        INFO(path);
        auto r = readBothWays(path, 2);
        REQUIRE(r.value);
        CHECK(r.value->rows.size() > 10);
    }
}

TEST_CASE("kernel_details in two parts: problems in both halves, LF and CRLF")
{
    for (const std::string eol : {"\n", "\r\n"}) {
        test::TempDir dir;
        const std::string path = dir.write("kernel_details.csv", kernelFile(3000, eol));
        auto r = readBothWays(path, 2);
        REQUIRE(r.value);
        const KernelDetails& k = *r.value;
        // 3000 rows less 57 empty names and 50 negative durations; row 1650 has both.
        CHECK(k.rows.size() == 3000 - 57 - 50 + 1);
        CHECK(k.strings.find("LateOp3") > k.strings.find("EarlyOp6"));
        CHECK(k.strings.find("LateType") >= 0);
        REQUIRE(k.metricNames.size() == 2);
        CHECK(k.metrics.size() == 2 * k.rows.size());
        // More problems than a file lists: the last diagnostic counts the rest.
        REQUIRE(r.diagnostics.size() > 50);
        CHECK(r.diagnostics.back().message.english().find("more problems of this file") != std::string::npos);
    }
}

TEST_CASE("kernel_details in two parts: the second part's problems at their lines in the file")
{
    test::TempDir dir;
    const std::string path = dir.write("kernel_details.csv", kernelFile(3000, "\n", true));
    auto r = readBothWays(path, 2);
    REQUIRE(r.value);
    // 3000 rows less 6 empty names (rows 7, 537 ... 2657) and 5 negative durations (3, 613 ... 2443).
    CHECK(r.value->rows.size() == 3000 - 6 - 5);
    // Each problem once, at its line: 6 + 5 rows skipped, 4 short rows, the first of 5 bad metric cells
    // and their count, and one summary of 4 rounded start times.
    CHECK(r.diagnostics.size() == 6 + 5 + 4 + 1 + 1 + 1);
    // Row i is on line i + 2 plus one short row after each row 11, 901, 1791 and 2681 before it.
    auto lineOfRow = [](int i) { return i + 2 + (i > 11) + (i > 901) + (i > 1791) + (i > 2681); };
    bool lateEmptyName = false;
    for (const auto& d : r.diagnostics)
        if (d.message.english() == "Name is empty" && d.line == lineOfRow(2657))
            lateEmptyName = true;
    CHECK(lateEmptyName);
}

TEST_CASE("kernel_details in two parts: a quoted line break at the cut is read in one part")
{
    test::TempDir dir;
    std::string text = std::string(kHeader) + "\n";
    std::string row = "1,0,4294967295,7,2,Op,MatMul,static,AI_CORE,1730000000100000.25,1.5,0.1,8,0,NO,\"1,16\",FLOAT16,"
                      "ND,\"2\",FLOAT16,ND,N/A,1.5,4\n";
    for (int i = 0; i < 100; ++i)
        text += row;
    // A shape cell holding a third of the file in line breaks, in its middle: the cut lands in it, and
    // the first part's record crosses the cut.
    std::string shape = "\"";
    for (int i = 0; i < 4000; ++i)
        shape += "16\n";
    shape += "\"";
    text += "1,0,4294967295,8,2,Odd,MatMul,static,AI_CORE,1730000000100001.25,2.5,0.1,8,0,NO," + shape +
            ",FLOAT16,ND,\"2\",FLOAT16,ND,N/A,1.5,4\n";
    for (int i = 0; i < 100; ++i)
        text += row;
    const std::string path = dir.write("kernel_details.csv", text);
    auto r = readBothWays(path, 1);
    REQUIRE(r.value);
    CHECK(r.value->rows.size() == 201);
    CHECK(r.diagnostics.empty());
}

TEST_CASE("kernel_details in two parts: small files stay in one part unless asked")
{
    test::TempDir dir;
    const std::string path = dir.write("kernel_details.csv", kernelFile(100, "\n"));
    int partsRead = 0;
    auto r = readKernelDetails(path, parts(0, &partsRead));
    REQUIRE(r.value);
    CHECK(partsRead == 1); // under splitMinBytes
}
