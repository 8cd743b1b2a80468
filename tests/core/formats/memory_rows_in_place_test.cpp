// memory_record.csv and operator_memory.csv rows read in place (formats/plain_row_walk.h) must give exactly
// what the careful path gives: every row, string id and diagnostic, for the fixtures and for files that mix
// plain rows with odd cells, with LF and CRLF line ends.
#include "diagnostic_checks.h"
#include "fixtures.h"
#include "formats/ascend/ascend_memory_reader.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

using namespace steplens;

namespace {

bool sameDouble(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0; // absent values are NaN
}

void requireSameStrings(const StringPool& a, const StringPool& b)
{
    REQUIRE(a.size() == b.size());
    for (std::uint32_t i = 0; i < a.size(); ++i)
        REQUIRE(a.at(i) == b.at(i));
}

void requireSame(const MemoryRecords& a, const MemoryRecords& b)
{
    REQUIRE(a.rows.size() == b.rows.size());
    for (std::size_t i = 0; i < a.rows.size(); ++i) {
        INFO("row " << i);
        const MemoryRecord& x = a.rows[i];
        const MemoryRecord& y = b.rows[i];
        REQUIRE(x.timestamp == y.timestamp);
        REQUIRE(x.component == y.component);
        REQUIRE(x.device == y.device);
        REQUIRE(x.streamPtr == y.streamPtr);
        REQUIRE(sameDouble(x.allocatedMB, y.allocatedMB));
        REQUIRE(sameDouble(x.reservedMB, y.reservedMB));
        REQUIRE(sameDouble(x.activeMB, y.activeMB));
    }
    requireSameStrings(a.strings, b.strings);
    CHECK(a.hasActive == b.hasActive);
}

void requireSame(const OperatorMemory& a, const OperatorMemory& b)
{
    REQUIRE(a.rows.size() == b.rows.size());
    auto sameTime = [](const OptionalNanos& x, const OptionalNanos& y) {
        return x.has_value() == y.has_value() && (!x || *x == *y);
    };
    for (std::size_t i = 0; i < a.rows.size(); ++i) {
        INFO("row " << i);
        const OperatorMemoryRow& x = a.rows[i];
        const OperatorMemoryRow& y = b.rows[i];
        REQUIRE(x.name == y.name);
        REQUIRE(x.device == y.device);
        REQUIRE(sameDouble(x.sizeKB, y.sizeKB));
        REQUIRE(x.allocationTime == y.allocationTime);
        REQUIRE(sameTime(x.releaseTime, y.releaseTime));
        REQUIRE(sameTime(x.activeReleaseTime, y.activeReleaseTime));
        REQUIRE(sameTime(x.duration, y.duration));
        REQUIRE(sameTime(x.activeDuration, y.activeDuration));
        REQUIRE(sameDouble(x.allocTotalAllocatedMB, y.allocTotalAllocatedMB));
        REQUIRE(sameDouble(x.allocTotalReservedMB, y.allocTotalReservedMB));
        REQUIRE(sameDouble(x.allocTotalActiveMB, y.allocTotalActiveMB));
        REQUIRE(sameDouble(x.releaseTotalAllocatedMB, y.releaseTotalAllocatedMB));
        REQUIRE(sameDouble(x.releaseTotalReservedMB, y.releaseTotalReservedMB));
        REQUIRE(sameDouble(x.releaseTotalActiveMB, y.releaseTotalActiveMB));
    }
    requireSameStrings(a.strings, b.strings);
}

// Reads `path` with `read` carefully and in place, checks both agree, and returns the in-place read and how
// many of its rows were read in place.
template <typename Read>
auto readBothWays(const std::string& path, Read read)
{
    MemoryReadOptions careful;
    careful.rowsInPlace = false;
    std::int64_t carefulInPlace = -1, inPlace = -1;
    careful.rowsReadInPlace = &carefulInPlace;
    MemoryReadOptions fast;
    fast.rowsReadInPlace = &inPlace;
    auto a = read(path, careful);
    auto b = read(path, fast);
    CHECK(carefulInPlace == 0);
    REQUIRE(bool(a.value) == bool(b.value));
    if (a.value)
        requireSame(*b.value, *a.value);
    test::checkSameDiagnostics(b.diagnostics, a.diagnostics);
    return std::make_pair(std::move(b), inPlace);
}

const auto readRecords = [](const std::string& p, const MemoryReadOptions& o) { return readMemoryRecord(p, o); };
const auto readOperators = [](const std::string& p, const MemoryReadOptions& o) { return readOperatorMemory(p, o); };

// Rows of `columns` cells each, from `plain` (row index → cells), with one row in 20 given an odd cell.
std::string table(const std::string& header, int rows, const std::string& eol,
                  const std::function<std::vector<std::string>(int)>& plain,
                  const std::vector<std::pair<int, std::string>>& odd, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::string s = header + eol;
    for (int i = 0; i < rows; ++i) {
        std::vector<std::string> cells = plain(i);
        const std::size_t k = std::size_t(rng() % (20 * odd.size()));
        if (k < odd.size())
            cells[std::size_t(odd[k].first)] = odd[k].second;
        else if (k == odd.size())
            cells.pop_back(); // a field short
        else if (k == odd.size() + 1)
            cells.push_back("1"); // a field more
        std::string line;
        for (std::size_t c = 0; c < cells.size(); ++c)
            line += (c ? "," : "") + cells[c];
        s += line + eol;
    }
    return s;
}

} // namespace

TEST_CASE("memory tables in place: the fixtures read as on the careful path")
{
    const char* ranks[] = {
        "server/src/test/test_data/test_rank_0",           // 2023 headers
        "server/src/test/test_data/test_rank_1",           // saved by a spreadsheet (rounded times)
        "test/data/pytorch/text/level0/rank0_ascend_pt",   // quoted and tab-suffixed times
        "test/data/pytorch/text/level1/rank0_ascend_pt",
        "test/data/pytorch/text/level2/rank0_ascend_pt",
        "test/st/level2/rank_0_ascend_pt",
    };
    std::int64_t recordsInPlace = 0, operatorsInPlace = 0;
    for (const char* rank : ranks) {
        const std::string dir = test::fixture(test::kMsinsight + rank + "/ASCEND_PROFILER_OUTPUT/");
        REQUIRE_FIXTURE(dir + "memory_record.csv");
        INFO(dir);
        const auto [records, r] = readBothWays(dir + "memory_record.csv", readRecords);
        const auto [operators, o] = readBothWays(dir + "operator_memory.csv", readOperators);
        REQUIRE(records.value);
        REQUIRE(operators.value);
        recordsInPlace += r;
        operatorsInPlace += o;
    }
    // Most fixture rows are plain; test_rank_1's rounded times all go to the careful path.
    CHECK(recordsInPlace > 1000);
    CHECK(operatorsInPlace > 100);
}

TEST_CASE("memory_record in place: plain and odd rows, LF and CRLF")
{
    const std::string header =
        "Component,Timestamp(us),Total Allocated(MB),Total Reserved(MB),Total Active(MB),Stream Ptr,Device Type";
    auto plain = [](int i) -> std::vector<std::string> {
        const std::string mb = std::to_string(900 + i % 97) + "." + std::to_string(i % 8 * 125);
        if (i % 4 == 0)
            return {"APP", "17364054437" + std::to_string(10000 + i) + ".100\t", "", "25722.0", "", "", "NPU:0"};
        return {i % 3 ? "PTA" : "PTA+GE", "17364054437" + std::to_string(10000 + i) + ".25", mb, "25722.0", mb,
                i % 5 ? "1431569360" : "94509039890976", "NPU:0"};
    };
    const std::vector<std::pair<int, std::string>> odd = {
        {0, ""},         {0, " PTA "},       {0, "\"GE\""},     {1, "1.69512E+15"}, {1, ""},
        {1, "x"},        {1, "\"17364054437.5\t\""}, {2, "N/A"}, {2, "x"},           {2, "1.5e3"},
        {2, "-3.25"},    {3, "25722.0 "},    {4, "\"12.5\""},   {5, "1.4E+09"},     {5, "N/A"},
        {6, ""},         {6, "\"NPU:1\""},   {3, "\"a\"\"b\""},   {2, "007.50"},      {2, ".5"},
    };
    for (const std::string eol : {"\n", "\r\n"}) {
        INFO((eol == "\n" ? "LF" : "CRLF"));
        test::TempDir dir;
        const std::string path = dir.write("memory_record.csv", table(header, 60000, eol, plain, odd, 5));
        const auto [r, inPlace] = readBothWays(path, readRecords);
        REQUIRE(r.value);
        const MemoryRecords& m = *r.value;
        CHECK(m.rows.size() > 58000);
        CHECK(inPlace > 50000);
        CHECK(inPlace < std::int64_t(m.rows.size()));
        CHECK(r.diagnostics.size() > 10);
        // Rows 0 and 4 are APP rows (no allocator totals, no stream), as written.
        CHECK(m.str(m.rows[4].component) == "APP");
        CHECK(m.str(m.rows[0].streamPtr).empty());
    }
}

TEST_CASE("operator_memory in place: plain and odd rows, LF and CRLF")
{
    const std::string header =
        "Name,Size(KB),Allocation Time(us),Release Time(us),Active Release Time(us),Duration(us),Active Duration(us),"
        "Allocation Total Allocated(MB),Allocation Total Reserved(MB),Allocation Total Active(MB),Release Total "
        "Allocated(MB),Release Total Reserved(MB),Release Total Active(MB),Stream Ptr,Device Type";
    auto plain = [](int i) -> std::vector<std::string> {
        const long long at = 1736405443810000LL + 3 * i; // µs
        const std::string mb = std::to_string(954 + i % 13) + ".3701171875";
        if (i % 10 == 9) // still held at the end: no release
            return {"aten::empty_strided", std::to_string(i % 700) + ".5", std::to_string(at) + ".720\t", "", "", "",
                    "", mb, "25722.0", mb, "", "", "", "94509039890976", "NPU:0"};
        return {i % 2 ? "aten::mm" : "aten::add", std::to_string(i % 900) + ".0", std::to_string(at) + ".015\t",
                std::to_string(at + 174) + ".964\t", std::to_string(at + 173) + ".941\t", "174.949\t", "173.926\t",
                mb, "25722.0", mb, "663.7958984375", "25722.0", "663.7958984375", "94509039890976", "NPU:0"};
    };
    const std::vector<std::pair<int, std::string>> odd = {
        {0, ""},          {0, "\"aten::a,b\""}, {1, ""},          {1, "x"},           {1, "1e3"},
        {2, ""},          {2, "1.7E+15"},       {3, "1"},         {3, "x"},           {4, "N/A"},
        {5, "-5"},        {6, "\"3.5\t\""},     {7, "N/A"},       {7, "bad"},         {8, "2.5E4"},
        {10, ""},         {13, "\"1\""},        {14, " NPU:0 "},  {2, "-17.5"},       {12, "12.5 "},
    };
    for (const std::string eol : {"\n", "\r\n"}) {
        INFO((eol == "\n" ? "LF" : "CRLF"));
        test::TempDir dir;
        const std::string path = dir.write("operator_memory.csv", table(header, 60000, eol, plain, odd, 9));
        const auto [r, inPlace] = readBothWays(path, readOperators);
        REQUIRE(r.value);
        const OperatorMemory& m = *r.value;
        CHECK(m.rows.size() > 58000);
        CHECK(inPlace > 50000);
        CHECK(inPlace < std::int64_t(m.rows.size()));
        CHECK(r.diagnostics.size() > 10);
        // Row 9 is still held: no release time.
        CHECK(m.str(m.rows[9].name) == "aten::empty_strided");
        CHECK_FALSE(m.rows[9].releaseTime);
    }
}

TEST_CASE("memory tables in place: the values of plain rows")
{
    test::TempDir dir;
    const std::string records = dir.write(
        "memory_record.csv", "Component,Timestamp(us),Total Allocated(MB),Total Reserved(MB),Total Active(MB),Stream "
                             "Ptr,Device Type\nAPP,1736405443756384.100\t,,2109.6015625,,,NPU:0\n"
                             "PTA,1736405443756385.2504,954.3701171875,25722.0,954.5,1431569360,NPU:0\n"
                             "PTA,1736405443756386.25,954.3701171875,25722.0,954.5,1431569360,NPU:0\n");
    std::int64_t inPlace = 0;
    MemoryReadOptions o;
    o.rowsReadInPlace = &inPlace;
    const auto r = readMemoryRecord(records, o);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    CHECK(inPlace == 2);
    const MemoryRecords& m = *r.value;
    REQUIRE(m.rows.size() == 3);
    CHECK(m.rows[1].timestamp == 1736405443756385250LL); // the fourth decimal rounds
    CHECK(m.rows[1].allocatedMB == 954.3701171875);
    CHECK(m.rows[1].activeMB == 954.5);
    CHECK(m.str(m.rows[1].streamPtr) == "1431569360");
    CHECK(m.str(m.rows[1].component) == "PTA");
    CHECK(m.str(m.rows[2].device) == "NPU:0");
    CHECK(isAbsent(m.rows[0].allocatedMB));

    const std::string operators = dir.write(
        "operator_memory.csv",
        "Name,Size(KB),Allocation Time(us),Release Time(us),Duration(us),Allocation Total Allocated(MB),Allocation "
        "Total Reserved(MB),Release Total Allocated(MB),Release Total Reserved(MB),Device Type\n"
        "cann::Graph_70,192,1695115378723902.5,1695115378723939.2,36.73,0.25,242.0,0.0625,242.0,NPU:0\n"
        "cann::Graph_89,64,1695115378728829.5,,,0.125,242.0,,,NPU:0\n");
    const auto p = readOperatorMemory(operators, o);
    REQUIRE(p.value);
    CHECK(p.diagnostics.empty());
    CHECK(inPlace == 1);
    const OperatorMemory& om = *p.value;
    REQUIRE(om.rows.size() == 2);
    CHECK(om.str(om.rows[1].name) == "cann::Graph_89");
    CHECK(om.rows[1].sizeKB == 64);
    CHECK(om.rows[1].allocationTime == 1695115378728829500LL);
    CHECK_FALSE(om.rows[1].releaseTime);
    CHECK_FALSE(om.rows[1].activeReleaseTime);
    CHECK(om.rows[1].allocTotalAllocatedMB == 0.125);
    CHECK(isAbsent(om.rows[1].releaseTotalAllocatedMB));
    CHECK(*om.rows[0].duration == 36730);
}
