// formats::readRowsInTwoParts, the two-part reading the kernel and AI CPU tables share: the second part's
// rows after the first's, its diagnostics at their lines in the file and under the file's one limit, the
// one diagnostic a reader asks to leave out, and the fall-back to one part when the cut is inside a record.
#include "formats/csv_second_part.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <charconv>
#include <string>
#include <vector>

using namespace steplens;

namespace {

// `rows` rows "id,value" after a header; row i is on line i + 2 and its value is "bad" when `bad(i)`.
template <typename Bad>
std::string idFile(int rows, Bad bad)
{
    std::string s = "id,value\n";
    for (int i = 0; i < rows; ++i)
        s += std::to_string(i) + (bad(i) ? ",bad\n" : ",ok\n");
    return s;
}

// The ids read, a warning for each "bad" value; -1 for an id that is not a number.
void readIds(io::CsvReader& csv, DiagnosticSink& sink, std::vector<int>& ids, std::int64_t stopAt)
{
    while ((stopAt < 0 || csv.bytesRead() < stopAt) && csv.next()) {
        int id = -1;
        const std::string_view cell = csv[0];
        std::from_chars(cell.data(), cell.data() + cell.size(), id);
        ids.push_back(id);
        if (csv.size() > 1 && csv[1] == "bad")
            sink.warn(csv.line(), SL_MSG("test.second-part.bad", "bad value"), SL_MSG("test.second-part.kept", "kept"));
    }
}

// One read of a file through readRowsInTwoParts, and what it gave.
struct TwoPartRead {
    std::optional<std::ptrdiff_t> redundant;
    bool secondPartNote = false; // the second part ends with a note at line 0

    int parts = 0;
    std::vector<int> ids;
    Diagnostics diagnostics;
    std::size_t suppressed = 0;
    std::int64_t lineOffset = -1; // given to appendSecond
    bool secondRead = false;

    void read(const std::string& path, int threads)
    {
        DiagnosticSink sink(diagnostics, path);
        io::CsvReader csv(path, sink);
        REQUIRE(csv.next()); // the header
        std::vector<int> laterIds;
        formats::CsvRowParts p;
        p.readFirst = [&](std::int64_t stopAt) { readIds(csv, sink, ids, stopAt); };
        p.readSecond = [&](io::CsvReader& laterCsv, DiagnosticSink& laterSink) {
            secondRead = true;
            readIds(laterCsv, laterSink, laterIds, -1);
            if (secondPartNote)
                laterSink.info(0, SL_MSG("test.second-part.note", "a note about the file"));
        };
        p.appendSecond = [&](std::int64_t offset) {
            lineOffset = offset;
            ids.insert(ids.end(), laterIds.begin(), laterIds.end());
        };
        if (redundant)
            p.redundantDiagnostic = [this] { return redundant; };
        parts = formats::readRowsInTwoParts(path, csv, sink, threads, 1, p);
        suppressed = sink.suppressed();
    }

    std::vector<std::int64_t> lines() const
    {
        std::vector<std::int64_t> out;
        for (const auto& d : diagnostics)
            out.push_back(d.line);
        return out;
    }
};

std::vector<int> idsUpTo(int n)
{
    std::vector<int> v;
    for (int i = 0; i < n; ++i)
        v.push_back(i);
    return v;
}

} // namespace

TEST_CASE("two parts: the rows in order, the diagnostics at their lines in the file")
{
    test::TempDir dir;
    const std::string path = dir.write("t.csv", idFile(1000, [](int i) { return i % 100 == 7; }));
    TwoPartRead r;
    r.secondPartNote = true;
    r.read(path, 2);
    CHECK(r.parts == 2);
    CHECK(r.ids == idsUpTo(1000));
    // The first part ends near the middle: its last row is on line lineOffset.
    CHECK(r.lineOffset > 400);
    CHECK(r.lineOffset < 600);
    // Row i on line i + 2; the note about the file keeps its line 0.
    CHECK(r.lines() == std::vector<std::int64_t>{9, 109, 209, 309, 409, 509, 609, 709, 809, 909, 0});
    CHECK(r.suppressed == 0);

    TwoPartRead one;
    one.secondPartNote = true;
    one.read(path, 1);
    CHECK(one.parts == 1);
    CHECK_FALSE(one.secondRead);
    CHECK(one.ids == idsUpTo(1000));
    CHECK(one.lines() == std::vector<std::int64_t>{9, 109, 209, 309, 409, 509, 609, 709, 809, 909});
}

TEST_CASE("two parts: the file's limit of listed diagnostics applies to both parts as to one")
{
    test::TempDir dir;
    const std::string path = dir.write("t.csv", idFile(1000, [](int) { return true; }));
    TwoPartRead r;
    r.read(path, 2);
    CHECK(r.parts == 2);
    CHECK(r.ids == idsUpTo(1000));
    REQUIRE(r.diagnostics.size() == kMaxDiagnosticsPerFile);
    CHECK(r.diagnostics.back().line == std::int64_t(kMaxDiagnosticsPerFile) + 1);
    // Those the second part's sink did not list and those the file's did not take.
    CHECK(r.suppressed == 1000 - kMaxDiagnosticsPerFile);
}

TEST_CASE("two parts: the diagnostic a reader finds redundant is left out")
{
    test::TempDir dir;
    SECTION("listed by the second part")
    {
        const std::string path = dir.write("t.csv", idFile(1000, [](int i) { return i % 100 == 7; }));
        TwoPartRead r;
        r.redundant = 0; // the second part's first
        r.read(path, 2);
        REQUIRE(r.parts == 2);
        std::vector<std::int64_t> expected;
        bool dropped = false;
        for (std::int64_t line : {9, 109, 209, 309, 409, 509, 609, 709, 809, 909}) {
            if (!dropped && line > r.lineOffset) {
                dropped = true;
                continue;
            }
            expected.push_back(line);
        }
        CHECK(expected.size() == 9u);
        CHECK(r.lines() == expected);
        CHECK(r.suppressed == 0);
    }
    SECTION("counted without being listed")
    {
        const std::string path = dir.write("t.csv", idFile(1000, [](int) { return true; }));
        TwoPartRead r;
        r.redundant = formats::kUnlistedDiagnostic;
        r.read(path, 2);
        REQUIRE(r.parts == 2);
        CHECK(r.diagnostics.size() == kMaxDiagnosticsPerFile);
        CHECK(r.suppressed == 1000 - kMaxDiagnosticsPerFile - 1);
    }
}

TEST_CASE("two parts: a cut inside a quoted field is read in one part")
{
    test::TempDir dir;
    std::string text = idFile(100, [](int i) { return i == 50; });
    std::string quoted = "100,\"";
    for (int i = 0; i < 2000; ++i)
        quoted += "x\n";
    text += quoted + "\"\n101,bad\n";
    const std::string path = dir.write("t.csv", text);
    TwoPartRead r;
    r.read(path, 2);
    CHECK(r.parts == 1);
    CHECK(r.secondRead); // read, and thrown away
    CHECK(r.lineOffset == -1);
    CHECK(r.ids == idsUpTo(102));
    CHECK(r.lines() == std::vector<std::int64_t>{52, 102 + 2000 + 1});
}
