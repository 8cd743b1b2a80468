#include "fixtures.h"
#include "io/csv_reader.h"
#include "io/json_util.h"
#include "io/line_scanner.h"
#include "io/numbers.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <random>

using namespace steplens;

namespace {
std::vector<std::vector<std::string>> readAll(const std::string& path, Diagnostics& diags,
                                              io::CsvReader::Split split = io::CsvReader::Split::Comma,
                                              std::size_t maxRecord = io::kDefaultMaxRecordBytes)
{
    DiagnosticSink sink(diags, path);
    io::CsvReader csv(path, sink, split, maxRecord);
    std::vector<std::vector<std::string>> rows;
    while (csv.next()) {
        std::vector<std::string> r;
        for (auto f : csv.fields())
            r.emplace_back(f);
        rows.push_back(r);
    }
    return rows;
}
} // namespace

TEST_CASE("CSV reader handles CRLF, LF, CR, BOM and blank lines")
{
    test::TempDir dir;
    Diagnostics d;
    auto rows = readAll(dir.write("a.csv", "\xEF\xBB\xBFh1,h2\r\n1,2\r\n\r\n3,4\n5,6\r7,8\r"), d);
    REQUIRE(rows.size() == 5);
    CHECK(rows[0] == std::vector<std::string>{"h1", "h2"});
    CHECK(rows[2] == std::vector<std::string>{"3", "4"});
    CHECK(rows[3] == std::vector<std::string>{"5", "6"});
    CHECK(rows[4] == std::vector<std::string>{"7", "8"});
    CHECK(d.empty());
}

TEST_CASE("CSV reader unquotes JSON held in a field, with doubled quotes and line breaks")
{
    test::TempDir dir;
    Diagnostics d;
    auto rows = readAll(dir.write("q.csv", "a,b,c\r\n1,\"{\"\"k\"\": \"\"v,w\"\"}\",3\r\n2,\"line1\nline2\",x\n"), d);
    REQUIRE(rows.size() == 3);
    CHECK(rows[1][1] == "{\"k\": \"v,w\"}");
    CHECK(rows[1][2] == "3");
    CHECK(rows[2][1] == "line1\nline2");
}

TEST_CASE("CSV reader reports line numbers across quoted line breaks")
{
    test::TempDir dir;
    Diagnostics d;
    std::string path = dir.write("l.csv", "h\n\"a\nb\"\nc\n");
    DiagnosticSink sink(d, path);
    io::CsvReader csv(path, sink);
    REQUIRE(csv.next());
    CHECK(csv.line() == 1);
    REQUIRE(csv.next());
    CHECK(csv.line() == 2);
    REQUIRE(csv.next());
    CHECK(csv.line() == 4);
    CHECK(csv[0] == "c");
}

TEST_CASE("CSV reader skips an over-long line with a diagnostic and goes on")
{
    test::TempDir dir;
    Diagnostics d;
    std::string longLine(5000, 'x');
    auto rows = readAll(dir.write("long.csv", "h\n" + longLine + "\nafter\n"), d, io::CsvReader::Split::Comma, 2048);
    REQUIRE(rows.size() == 2);
    CHECK(rows[1][0] == "after");
    REQUIRE(d.size() == 1);
    CHECK(d[0].line == 2);
    CHECK(d[0].action == "line skipped");
}

TEST_CASE("CSV reader survives records spanning many buffer refills")
{
    test::TempDir dir;
    std::string content = "a,b\n";
    for (int i = 0; i < 200000; ++i)
        content += std::to_string(i) + ",\"x" + std::to_string(i) + "\"\r\n";
    Diagnostics d;
    auto rows = readAll(dir.write("big.csv", content), d);
    REQUIRE(rows.size() == 200001);
    CHECK(rows[200000][0] == "199999");
    CHECK(rows[200000][1] == "x199999");
}

TEST_CASE("whitespace-separated records")
{
    test::TempDir dir;
    Diagnostics d;
    auto rows = readAll(dir.write("w.txt", "0 1 1 4 10\n1  64\t1 0 10\r\n"), d, io::CsvReader::Split::Whitespace);
    REQUIRE(rows.size() == 2);
    CHECK(rows[1] == std::vector<std::string>{"1", "64", "1", "0", "10"});
}

TEST_CASE("a missing file gives one error and no records")
{
    Diagnostics d;
    auto rows = readAll("/nonexistent/steplens/file.csv", d);
    CHECK(rows.empty());
    REQUIRE(d.size() == 1);
    CHECK(d[0].severity == Severity::Error);
    CHECK(d[0].action == "file ignored");
}

namespace {
// What std::from_chars makes of `s` (the reference parseDouble's fast path must match bit for bit).
std::optional<double> referenceDouble(const std::string& s)
{
    double v = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || ptr != s.data() + s.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}
} // namespace

TEST_CASE("number parsing: plain decimals give exactly the double from_chars gives")
{
    // Hand-picked edges: the 2^53 limit on either side, 22 and 23 fraction digits, 19 and 20 digits,
    // leading zeros, a bare point, negative zero, halfway cases.
    const char* edges[] = {"0", "-0", "-0.0", ".5", "5.", "-.25", "007.50", "9007199254740992", "9007199254740993",
                           "0.9007199254740993", "900719925474099.3", "1.0000000000000000000001",
                           "0.0000000000000000000001", "0.00000000000000000000001", "1234567890123456789",
                           "12345678901234567890", "8827.472999999998", "0.1", "0.3", "2.675", "1e5", "1.5E-3",
                           "1700000000000000.123", "4503599627370497.5", "."};
    for (const char* e : edges) {
        INFO(e);
        const auto got = io::parseDouble(e);
        const auto want = referenceDouble(e);
        REQUIRE(got.has_value() == want.has_value());
        if (got)
            CHECK(sameBits(*got, *want));
    }
    // Random decimals of 1 to 20 digits with the point anywhere: every one compared bit for bit.
    std::mt19937_64 rng(20261204);
    int fast = 0;
    for (int n = 0; n < 200000; ++n) {
        const int length = 1 + int(rng() % 20);
        std::string s = rng() % 4 == 0 ? "-" : "";
        for (int i = 0; i < length; ++i)
            s += char('0' + rng() % 10);
        if (rng() % 8 != 0)
            s.insert(s.size() - std::size_t(rng() % (length + 1)), ".");
        const auto got = io::parseDouble(s);
        const auto want = referenceDouble(s);
        INFO(s);
        REQUIRE(got.has_value() == want.has_value());
        if (got && !sameBits(*got, *want))
            FAIL("parseDouble(" << s << ") differs from from_chars");
        fast += got ? 1 : 0;
    }
    CHECK(fast > 150000);
}

TEST_CASE("number parsing: plain integers give exactly what from_chars gives, eight digits at a time or not")
{
    auto reference = [](const std::string& s) -> std::optional<long long> {
        long long v = 0;
        auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        if (ec != std::errc() || ptr != s.data() + s.size())
            return std::nullopt;
        return v;
    };
    // 18 digits (the fast path's limit) and 19 (from_chars), the extremes, and a byte just outside '0'..'9'
    // (':' and '/') at each place of an eight-digit block.
    const char* edges[] = {"0", "-0", "007", "12345678", "-12345678", "123456789", "999999999999999999",
                           "-999999999999999999", "9223372036854775807", "-9223372036854775808",
                           "9223372036854775808", "1700000000000", "1234567:", "1234567/", ":2345678",
                           "/2345678", "1234:678", "12345678/", "1234567812345678:", "123456789:1",
                           "12345678901/2", "-1234567:9", "1234567812345:78", "12345678123456/8", "1-23456789"};
    for (const char* e : edges) {
        INFO(e);
        CHECK(io::parseInt(e) == reference(e));
    }
    CHECK(io::parseInt("12345678.0") == 12345678);
    CHECK(io::parseDouble("1234567:") == std::nullopt);
    CHECK(io::parseDouble("12345678:5") == std::nullopt);
    CHECK(io::parseDouble("12345678.12345678") == 12345678.12345678);
    std::mt19937_64 rng(20261205);
    for (int n = 0; n < 100000; ++n) {
        const int length = 1 + int(rng() % 19);
        std::string s = rng() % 4 == 0 ? "-" : "";
        for (int i = 0; i < length; ++i)
            s += char('0' + rng() % 10);
        INFO(s);
        REQUIRE(io::parseInt(s) == reference(s));
        // The same text with one byte just outside '0'..'9' somewhere before its last digit: the last eight
        // bytes are read at once, so a stray byte there must still make it no plain integer.
        if (s.size() >= 2) {
            std::string stray = s;
            stray[std::size_t(rng() % (s.size() - 1))] = rng() % 2 ? ':' : '/';
            INFO(stray);
            REQUIRE(io::parseInt(stray) == reference(stray));
            REQUIRE(io::parseDouble(stray) == std::nullopt);
        }
    }
}

TEST_CASE("number parsing")
{
    CHECK(io::parseDouble(" 1.5\t") == 1.5);
    CHECK(io::parseDouble("\"2e3\"") == 2000.0);
    CHECK_FALSE(io::parseDouble("nan"));
    CHECK_FALSE(io::parseDouble("inf"));
    CHECK_FALSE(io::parseDouble("1.5x"));
    CHECK_FALSE(io::parseDouble(""));
    CHECK(io::parseInt("42") == 42);
    CHECK(io::parseInt("42.0") == 42);
    CHECK_FALSE(io::parseInt("42.5"));
    CHECK_FALSE(io::parseInt("99999999999999999999999"));
    CHECK(io::isMissing("N/A"));
    CHECK(io::isMissing(" "));
    CHECK_FALSE(io::isMissing("0"));
    CHECK(io::parseMicrosToNanos("1736408883704643.212\t") == 1736408883704643212LL);
    CHECK(io::parseMicrosToNanos("5.5") == 5500);
    CHECK(io::parseMicrosToNanos("8827.472999999998") == 8827473); // rounded to the nearest ns, not cut
    CHECK(io::parseMicrosToNanos("-0.0004") == 0);
    CHECK(io::parseMicrosToNanos("-1.2345") == -1235);
    CHECK(io::parseMicrosToNanos("-3") == -3000);
    CHECK(io::parseMicrosToNanos("1.69512E+15") == 1695120000000000000LL);
    CHECK_FALSE(io::parseMicrosToNanos("abc"));
    // Whether the cell had digits alone: the readers' spreadsheet-rounding check looks only at the others.
    long long ns = 0;
    bool digitsOnly = false;
    CHECK(io::parseMicrosToNanos("\"1736408883704643.250\t\"", ns, digitsOnly));
    CHECK(digitsOnly);
    CHECK(ns == 1736408883704643250LL);
    CHECK(io::parseMicrosToNanos("1.69512E+15", ns, digitsOnly));
    CHECK_FALSE(digitsOnly);
    CHECK(io::parseMicrosToNanos("2e3", ns, digitsOnly));
    CHECK_FALSE(digitsOnly);
    CHECK(ns == 2000000);
    CHECK_FALSE(io::parseMicrosToNanos("12x", ns, digitsOnly));
    CHECK_FALSE(digitsOnly);
}

namespace {
// parseMicrosToNanos as it was written first, a digit at a time: the reference its faster whole part
// must agree with (exponent forms left out: both hand those to parseDouble).
std::optional<long long> microsToNanosOneDigitAtATime(std::string_view s)
{
    bool negative = !s.empty() && s.front() == '-';
    if (negative)
        s.remove_prefix(1);
    const long long limit = (std::numeric_limits<long long>::max() - 999) / 1000;
    long long whole = 0, frac = 0;
    std::size_t i = 0;
    for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
        whole = whole * 10 + (s[i] - '0');
        if (whole > limit)
            return std::nullopt;
    }
    int fracDigits = 0;
    bool roundUp = false;
    if (i < s.size() && s[i] == '.')
        for (++i; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
            if (fracDigits < 3)
                frac = frac * 10 + (s[i] - '0');
            else if (fracDigits == 3)
                roundUp = s[i] >= '5';
            fracDigits += fracDigits <= 3 ? 1 : 0;
        }
    if (i != s.size() || s.empty())
        return std::nullopt;
    for (; fracDigits < 3; ++fracDigits)
        frac *= 10;
    const long long ns = whole * 1000 + frac + (roundUp ? 1 : 0);
    return negative ? -ns : ns;
}
} // namespace

TEST_CASE("µs to ns: the whole part read eight digits at a time agrees with a digit at a time")
{
    std::mt19937_64 random(20261205);
    int compared = 0;
    for (int n = 0; n < 200000; ++n) {
        std::string text = random() % 5 == 0 ? "-" : "";
        const int wholeDigits = int(random() % 22); // past the 16 that cannot overflow, and past 19
        const int zeros = random() % 4 == 0 ? int(random() % 6) : 0;
        text += std::string(std::size_t(zeros), '0');
        for (int d = 0; d < wholeDigits; ++d)
            text += char('0' + random() % 10);
        if (random() % 2) {
            text += '.';
            for (int d = int(random() % 8); d > 0; --d)
                text += char('0' + random() % 10);
        }
        if (text.empty() || text == "-" || text == "." || text == "-.")
            continue;
        const auto expected = microsToNanosOneDigitAtATime(text);
        if (!expected)
            continue; // the reference refuses it; the real one may still read it through parseDouble
        INFO(text);
        REQUIRE(io::parseMicrosToNanos(text) == expected);
        ++compared;
    }
    CHECK(compared > 100000);
    // The edges of the range: 9223372036854775 µs is the last whole number that fits as ns with room
    // for the fraction; one more overflows.
    CHECK(io::parseMicrosToNanos("9223372036854774.999") == 9223372036854774999LL);
    CHECK(io::parseMicrosToNanos("0000000000000000001736408883704643.25") == 1736408883704643250LL);
}

TEST_CASE("JSON nesting is bounded before parsing")
{
    std::string deep(100000, '[');
    deep += std::string(100000, ']');
    CHECK(io::jsonNestingDepth(deep) > io::kMaxJsonDepth);
    Diagnostics d;
    DiagnosticSink sink(d, "deep.json");
    CHECK_FALSE(io::parseJson(deep, sink));
    REQUIRE(d.size() == 1);
    CHECK(d[0].message.english().find("nested deeper") != std::string::npos);
}

TEST_CASE("invalid JSON names the line and byte")
{
    Diagnostics d;
    DiagnosticSink sink(d, "bad.json");
    CHECK_FALSE(io::parseJson("{\n\"a\": 1,\n\"b\": }", sink));
    REQUIRE(d.size() == 1);
    CHECK(d[0].line == 3);
    CHECK(d[0].byteOffset > 0);
}

TEST_CASE("CSV reader joins quoted parts anywhere in a field, and empty quoted fields")
{
    test::TempDir dir;
    Diagnostics d;
    // a"b,c"d is one field (the quoted part holds the comma); "" is empty; x""y outside quotes is xy.
    auto rows = readAll(dir.write("m.csv", "h1,h2,h3,h4\na\"b,c\"d,\"\",x\"\"y,\"p\"\"q\"\n"), d);
    REQUIRE(rows.size() == 2);
    REQUIRE(rows[1].size() == 4);
    CHECK(rows[1][0] == "ab,cd");
    CHECK(rows[1][1] == "");
    CHECK(rows[1][2] == "xy");
    CHECK(rows[1][3] == "p\"q");
    CHECK(d.empty());
}

namespace {
// The expected split of a file made of unquoted lines: what CsvReader must return whichever of its
// paths (one-pass scanner or careful path) reads a line, and wherever the buffer boundaries fall.
struct ExpectedRecord {
    std::vector<std::string> fields;
    std::int64_t line = 0, offset = 0;
};

std::vector<std::string> splitOn(const std::string& text, bool whitespace)
{
    std::vector<std::string> out;
    std::string cur;
    bool inField = false;
    for (char c : text) {
        const bool sep = whitespace ? (c == ' ' || c == '\t') : c == ',';
        if (sep) {
            if (!whitespace || inField)
                out.push_back(cur);
            cur.clear();
            inField = false;
        } else {
            cur += c;
            inField = true;
        }
    }
    if (!whitespace || inField)
        out.push_back(cur);
    return out;
}
} // namespace

TEST_CASE("CSV reader gives the same fields, lines and offsets at every buffer boundary")
{
    for (bool whitespace : {false, true}) {
        INFO((whitespace ? "whitespace" : "comma"));
        test::TempDir dir;
        std::string content;
        std::vector<ExpectedRecord> expected;
        const char* endings[] = {"\n", "\r\n", "\r"};
        std::int64_t line = 1;
        for (int i = 0; i < 3000; ++i) {
            std::string text;
            if (i % 13 == 5) {
                text = i % 2 ? "  \t " : ""; // blank lines are skipped
            } else {
                const int fields = 1 + i % 7;
                for (int f = 0; f < fields; ++f) {
                    if (f)
                        text += whitespace ? (f % 3 ? " " : " \t ") : ",";
                    text += std::string(std::size_t((i * 7 + f * 3) % 23), char('a' + (i + f) % 26));
                    if (!whitespace && (i + f) % 5 == 0)
                        text += " x\t"; // spaces and tabs inside a comma field are kept
                }
            }
            // An empty line after a lone CR would make that CR a CRLF: give it a space.
            if (text.empty() && i > 0 && (i - 1) % 3 == 2)
                text = " ";
            const std::int64_t offset = std::int64_t(content.size());
            content += text + endings[i % 3];
            auto fields = splitOn(text, whitespace);
            const bool blank = whitespace ? fields.empty() : text.find_first_not_of(" \t") == std::string::npos;
            if (!blank)
                expected.push_back({fields, line, offset});
            ++line;
        }
        const std::string path = dir.write("mix.txt", content);
        for (std::size_t maxRecord : {std::size_t(1024), io::kDefaultMaxRecordBytes}) {
            INFO("buffer limit " << maxRecord);
            Diagnostics d;
            DiagnosticSink sink(d, path);
            io::CsvReader csv(path, sink, whitespace ? io::CsvReader::Split::Whitespace : io::CsvReader::Split::Comma,
                              maxRecord);
            std::size_t n = 0;
            while (csv.next()) {
                REQUIRE(n < expected.size());
                INFO("record " << n);
                std::vector<std::string> got(csv.fields().begin(), csv.fields().end());
                CHECK(got == expected[n].fields);
                CHECK(csv.line() == expected[n].line);
                CHECK(csv.byteOffset() == expected[n].offset);
                ++n;
            }
            CHECK(n == expected.size());
            CHECK(d.empty());
        }
    }
}

TEST_CASE("CSV reader reads quoted lines between plain ones with the right line numbers")
{
    test::TempDir dir;
    std::string content = "h1,h2\n";
    for (int i = 0; i < 500; ++i)
        content += i % 4 == 1 ? "\"q" + std::to_string(i) + "\nsecond\",\"a\"\"b\"\r\n" : std::to_string(i) + ",p\r\n";
    const std::string path = dir.write("q.csv", content);
    Diagnostics d;
    DiagnosticSink sink(d, path);
    io::CsvReader csv(path, sink, io::CsvReader::Split::Comma, 1024);
    REQUIRE(csv.next());
    std::int64_t line = 2;
    for (int i = 0; i < 500; ++i) {
        REQUIRE(csv.next());
        CHECK(csv.line() == line);
        if (i % 4 == 1) {
            CHECK(csv[0] == "q" + std::to_string(i) + "\nsecond");
            CHECK(csv[1] == "a\"b");
            line += 2;
        } else {
            CHECK(csv[0] == std::to_string(i));
            CHECK(csv[1] == "p");
            line += 1;
        }
    }
    CHECK_FALSE(csv.next());
    CHECK(d.empty());
}

TEST_CASE("CSV reader unescapes quoted parts the same way wherever the buffer ends")
{
    test::TempDir dir;
    const std::vector<std::pair<std::string, std::vector<std::string>>> cases = {
        {"a\"b,c\"d,e", {"ab,cd", "e"}},
        {"\"x\"\"y\",\"\"", {"x\"y", ""}},
        {"\"\",z", {"", "z"}},
        {"\"abc\"", {"abc"}},
        {"1,\"2,3\",\"\"\"128,4\"\"\"", {"1", "2,3", "\"128,4\""}},
        {"p,\"q\"r\"s\",t", {"p", "qrs", "t"}},
    };
    std::string content;
    for (int i = 0; i < 400; ++i)
        content += cases[std::size_t(i) % cases.size()].first + (i % 2 ? "\r\n" : "\n");
    const std::string path = dir.write("quotes.csv", content);
    for (std::size_t maxRecord : {std::size_t(1024), io::kDefaultMaxRecordBytes}) {
        INFO("buffer limit " << maxRecord);
        Diagnostics d;
        auto rows = readAll(path, d, io::CsvReader::Split::Comma, maxRecord);
        REQUIRE(rows.size() == 400);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            INFO("row " << i);
            CHECK(rows[i] == cases[i % cases.size()].second);
        }
        CHECK(d.empty());
    }
}

namespace {
// A comma-separated line cut at the commas outside quotes, each field as written.
std::vector<std::string> writtenFields(const std::string& line)
{
    std::vector<std::string> out(1);
    bool quoted = false;
    for (char c : line) {
        if (c == ',' && !quoted) {
            out.emplace_back();
            continue;
        }
        quoted = quoted != (c == '"');
        out.back() += c;
    }
    return out;
}
} // namespace

TEST_CASE("CSV reader keeps one column as written, on the fast and the careful path alike")
{
    test::TempDir dir;
    // The fields' values, and lines with a quoted line break (the careful path) among them.
    const std::vector<std::pair<std::string, std::vector<std::string>>> cases = {
        {"a\"b,c\"d,e,f", {"ab,cd", "e", "f"}},
        {"1,\"{\"\"k\"\": \"\"v,w\"\"}\",3", {"1", "{\"k\": \"v,w\"}", "3"}},
        {"\"x\"\"y\",\"\",z", {"x\"y", "", "z"}},
        {"p,\"two\nlines\"\"\",t", {"p", "two\nlines\"", "t"}},
        {"1,\"\"\"128,4\"\"\",", {"1", "\"128,4\"", ""}},
        {"\"a\"\"b\"x,\"y\"", {"a\"bx", "y"}},
    };
    std::string content;
    for (int i = 0; i < 300; ++i)
        content += cases[std::size_t(i) % cases.size()].first + (i % 2 ? "\r\n" : "\n");
    const std::string path = dir.write("written.csv", content);
    for (std::size_t column : {0u, 1u, 2u}) {
        for (std::size_t maxRecord : {std::size_t(1024), io::kDefaultMaxRecordBytes}) {
            INFO("column " << column << ", buffer limit " << maxRecord);
            Diagnostics d;
            DiagnosticSink sink(d, path);
            io::CsvReader csv(path, sink, io::CsvReader::Split::Comma, maxRecord);
            csv.keepAsWritten(column);
            for (int i = 0; i < 300; ++i) {
                INFO("row " << i);
                REQUIRE(csv.next());
                const auto& [line, values] = cases[std::size_t(i) % cases.size()];
                REQUIRE(csv.size() == values.size());
                for (std::size_t k = 0; k < values.size(); ++k) {
                    if (k != column) {
                        CHECK(csv[k] == values[k]);
                        continue;
                    }
                    CHECK(csv[k] == writtenFields(line)[k]);
                    std::string value;
                    io::unquoteCsvField(csv[k], value);
                    CHECK(value == values[k]);
                }
            }
            CHECK_FALSE(csv.next());
        }
    }
}
