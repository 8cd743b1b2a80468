// The byte-level guards of core/io: files cut short, FIFOs and folders named like files, records
// with absurd field counts, text that is not UTF-8, duplicate JSON keys.
#include "io/csv_reader.h"
#include "io/file_reader.h"
#include "io/json_util.h"
#include "io/text.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <fcntl.h>
#include <future>
#include <sys/stat.h>
#include <unistd.h>

using namespace steplens;

namespace {

std::vector<std::vector<std::string>> readRows(const std::string& path, Diagnostics& diags,
                                               bool allowUnterminated = false,
                                               io::CsvReader::Split split = io::CsvReader::Split::Comma)
{
    DiagnosticSink sink(diags, path);
    io::CsvReader csv(path, sink, split);
    if (allowUnterminated)
        csv.allowUnterminatedLastLine();
    std::vector<std::vector<std::string>> rows;
    while (csv.next())
        rows.emplace_back(csv.fields().begin(), csv.fields().end());
    return rows;
}

// Runs `read` on another thread; a reader that blocks (on a FIFO) fails the test instead of hanging it.
template <typename F>
bool finishesQuickly(F read, const std::string& fifo)
{
    auto done = std::async(std::launch::async, read);
    if (done.wait_for(std::chrono::seconds(5)) == std::future_status::ready)
        return true;
    // Unblock the reader by opening the write end, so the test process can still exit.
    int fd = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
    if (fd >= 0)
        ::close(fd);
    done.wait();
    return false;
}

} // namespace

TEST_CASE("a last line without a line break is reported as a cut and not used")
{
    test::TempDir dir;
    Diagnostics d;
    // "4,5" is the start of "4,56": read as it stands it would be a wrong value, silently.
    auto rows = readRows(dir.write("cut.csv", "a,b\r\n1,2\r\n4,5"), d);
    REQUIRE(rows.size() == 2);
    CHECK(rows[1] == std::vector<std::string>{"1", "2"});
    REQUIRE(d.size() == 1);
    CHECK(d[0].line == 3);
    CHECK(d[0].message.english().find("cut short") != std::string::npos);
    CHECK(d[0].action == "last line not used");

    // A quoted field left open by the cut is the same case.
    d.clear();
    rows = readRows(dir.write("quote.csv", "a,b\n1,\"{\"\"k\"\": 1,\n"), d);
    CHECK(rows.size() == 1);
    REQUIRE(d.size() == 1);
    CHECK(d[0].line == 2);

    // Formats written without a final line break read it as usual.
    d.clear();
    rows = readRows(dir.write("flops.txt", "a,b\n1,2"), d, true);
    REQUIRE(rows.size() == 2);
    CHECK(rows[1][1] == "2");
    CHECK(d.empty());

    // Trailing blank space after the last line break is not a cut.
    d.clear();
    rows = readRows(dir.write("blank.csv", "a,b\n1,2\n  "), d);
    CHECK(rows.size() == 2);
    CHECK(d.empty());

    // A lone CR at the very end terminates the record (old Mac line endings).
    d.clear();
    rows = readRows(dir.write("cr.csv", "a,b\r1,2\r"), d);
    REQUIRE(rows.size() == 2);
    CHECK(rows[1][1] == "2");
    CHECK(d.empty());
}

TEST_CASE("a record with more fields than the cap is skipped, a 100,000-field record is read")
{
    test::TempDir dir;
    std::string wide(100000 * 2 - 1, ',');
    for (std::size_t i = 0; i < wide.size(); i += 2)
        wide[i] = '7';
    std::string tooWide(io::kMaxFieldsPerRecord + 10, ',');
    Diagnostics d;
    auto rows = readRows(dir.write("wide.csv", "h\n" + wide + "\n" + tooWide + "\nlast\n"), d);
    REQUIRE(rows.size() == 3);
    CHECK(rows[1].size() == 100000);
    CHECK(rows[1][99999] == "7");
    CHECK(rows[2] == std::vector<std::string>{"last"});
    REQUIRE(d.size() == 1);
    CHECK(d[0].line == 3);
    CHECK(d[0].message == "line has more than 1048576 fields");
    CHECK(d[0].action == "line skipped");

    // The same cap holds in whitespace mode and with quoted fields.
    std::string spaced;
    for (std::size_t i = 0; i <= io::kMaxFieldsPerRecord; ++i)
        spaced += "1 ";
    d.clear();
    rows = readRows(dir.write("spaced.txt", spaced + "\n0 1 2 3\n"), d, false, io::CsvReader::Split::Whitespace);
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].size() == 4);
    CHECK(d.size() == 1);
    d.clear();
    rows = readRows(dir.write("quoted.csv", "\"a\"" + tooWide + "\nz\n"), d);
    REQUIRE(rows.size() == 1);
    CHECK(rows[0][0] == "z");
    CHECK(d.size() == 1);
}

TEST_CASE("a FIFO named like a profiler file is refused at once instead of blocking the reader")
{
    test::TempDir dir;
    std::string fifo = dir.file("step_trace_raw_0_detail_time.csv");
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    Diagnostics csvDiags, wholeDiags;
    CHECK(finishesQuickly([&] { readRows(fifo, csvDiags); }, fifo));
    REQUIRE(csvDiags.size() == 1);
    CHECK(csvDiags[0].message == "is a named pipe (FIFO), not a regular file");
    CHECK(csvDiags[0].action == "file ignored");
    CHECK(finishesQuickly(
        [&] {
            DiagnosticSink sink(wholeDiags, fifo);
            (void)io::readWholeFile(fifo, sink);
        },
        fifo));
    REQUIRE(wholeDiags.size() == 1);
    CHECK(wholeDiags[0].message == "is a named pipe (FIFO), not a regular file");
}

TEST_CASE("a folder named like a file is refused by both readers")
{
    test::TempDir dir;
    std::filesystem::create_directories(dir.path() / "profiler_info_0.json");
    Diagnostics d;
    DiagnosticSink sink(d, dir.file("profiler_info_0.json"));
    CHECK_FALSE(io::readJsonFile(dir.file("profiler_info_0.json"), sink));
    io::CsvReader csv(dir.file("profiler_info_0.json"), sink);
    CHECK_FALSE(csv.isOpen());
    REQUIRE(d.size() == 2);
    CHECK(d[0].message == "is a folder, not a regular file");
    CHECK(d[1].message == "is a folder, not a regular file");
}

TEST_CASE("UTF-8 validation, repair and cutting at character boundaries")
{
    CHECK(io::isValidUtf8("Conv2D-op1 µs → 中文"));
    CHECK_FALSE(io::isValidUtf8("caf\xE9"));          // Latin-1 é
    CHECK_FALSE(io::isValidUtf8("\xC0\xAF"));         // overlong '/'
    CHECK_FALSE(io::isValidUtf8("\xED\xA0\x80"));     // a UTF-16 surrogate
    CHECK_FALSE(io::isValidUtf8("\xF4\x90\x80\x80")); // past U+10FFFF
    CHECK_FALSE(io::isValidUtf8("\xE4\xB8"));         // cut in the middle of a character
    CHECK(io::toValidUtf8("caf\xE9!") == "caf\xEF\xBF\xBD!");
    CHECK(io::toValidUtf8("a\xE4\xB8") == "a\xEF\xBF\xBD\xEF\xBF\xBD");
    // "中" is 3 bytes: a 4-byte cut of "a中b" keeps "a中", a 3-byte cut keeps only "a".
    CHECK(io::utf8Prefix("a\xE4\xB8\xAD"
                         "b",
                         4) == "a\xE4\xB8\xAD");
    CHECK(io::utf8Prefix("a\xE4\xB8\xAD"
                         "b",
                         3) == "a");
    CHECK(io::utf8Prefix("abc", 10) == "abc");
}

TEST_CASE("JSON with bytes that are not UTF-8 is read with a warning, offsets unchanged")
{
    Diagnostics d;
    DiagnosticSink sink(d, "info.json");
    auto doc = io::parseJson("{\"user\": \"Jos\xE9\",\n \"rank_id\": 3}", sink);
    REQUIRE(doc);
    CHECK((*doc)["rank_id"] == 3);
    CHECK((*doc)["user"] == "Jos?");
    REQUIRE(d.size() == 1);
    CHECK(d[0].severity == Severity::Warning);
    CHECK(d[0].message == "1 bytes are not valid UTF-8 (the first at byte 13)");
    CHECK(d[0].byteOffset == 13);
    CHECK(d[0].line == 1);
}

TEST_CASE("duplicate JSON keys are named in a warning; the last value is used")
{
    Diagnostics d;
    DiagnosticSink sink(d, "info.json");
    auto doc = io::parseJson(
        R"({"rank_id": 1, "a": {"x": 1, "x": 2, "y": 3}, "rank_id": 5, "list": [{"k": 1}, {"k": 2}]})", sink);
    REQUIRE(doc);
    CHECK((*doc)["rank_id"] == 5);
    CHECK((*doc)["a"]["x"] == 2);
    REQUIRE(d.size() == 1);
    CHECK(d[0].message == "key 'x' appears twice in one object (2 repeated keys in the file)");
    CHECK(d[0].action == "the last value of a repeated key is used");
}

TEST_CASE("a JSON document cut short says so")
{
    Diagnostics d;
    DiagnosticSink sink(d, "cut.json");
    CHECK_FALSE(io::parseJson("{\"op_info\": [{\"op_id\": 1},\n {\"op_id\"", sink));
    REQUIRE(d.size() == 1);
    CHECK(d[0].message == "invalid JSON: the document ends early (the file looks cut short)");
    CHECK(d[0].line == 2);
}

TEST_CASE("JSON documents built from Latin-1 names still dump once repaired")
{
    nlohmann::ordered_json j;
    j["name"] = std::string("Conv2D-op\xE9");
    j["list"] = {std::string("ok"), std::string("\xFF")};
    j[std::string("key\xE9")] = 1;
    CHECK_THROWS(j.dump()); // what a report would do without the repair
    CHECK(io::makeValidUtf8(j) == 3);
    std::string out;
    REQUIRE_NOTHROW(out = j.dump());
    CHECK(io::isValidUtf8(out));
    CHECK(j["name"] == "Conv2D-op\xEF\xBF\xBD");
    CHECK(j.contains("key\xEF\xBF\xBD"));
}

TEST_CASE("diagnostics are capped per file, with a count of the rest")
{
    test::TempDir dir;
    std::string content = "full_op_name,execution_time\n";
    for (int i = 0; i < 10000; ++i)
        content += "Default/Op-op" + std::to_string(i) + ",slow\n";
    Diagnostics d;
    {
        DiagnosticSink sink(d, dir.write("aicore_intermediate_0_detail.csv", content));
        io::CsvReader csv(dir.file("aicore_intermediate_0_detail.csv"), sink);
        while (csv.next())
            sink.warn(csv.line(), SL_MSG("test.diag.bad-row", "bad row"), SL_MSG("test.diag.skipped", "row skipped"));
        sink.flushSuppressed();
    }
    REQUIRE(d.size() == kMaxDiagnosticsPerFile + 1);
    CHECK(d[49].line == 50);
    CHECK(d[50].message == "9951 more problems of this file are not listed");
    CHECK(d[50].action == "same handling as above");
}
