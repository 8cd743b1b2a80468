// The one-pass comma scanner (io/line_scanner) against a byte-at-a-time reference of the careful
// path's rules, on random lines full of quotes, doubled quotes, commas and line ends, with the window
// cut at every length. Whatever the scanner accepts must be split exactly as the reference splits it;
// what it cannot split in one pass (a line break inside quotes, a window that ends first, too many
// fields) must be left to the careful path.
#include "io/line_scanner.h"

#include <catch2/catch.hpp>

#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace steplens;

namespace {

struct ReferenceLine {
    std::vector<std::string> fields;
    std::size_t end = 0, next = 0;
};

// The careful path's reading of the line at the start of `text`: a quote opens a quoted part anywhere
// in a field, a doubled quote inside one is a quote. No value when the line cannot be split in one
// pass: a line break inside quotes, or no line end within `text` (unless `atEof` and it ends in a CR).
std::optional<ReferenceLine> referenceSplit(const std::string& text, bool atEof)
{
    ReferenceLine out;
    std::string field;
    bool inQuotes = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inQuotes) {
            if (c == '\n' || c == '\r')
                return std::nullopt;
            if (c != '"') {
                field += c;
            } else if (i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else {
                inQuotes = false;
            }
        } else if (c == '"') {
            inQuotes = true;
        } else if (c == ',') {
            out.fields.push_back(field);
            field.clear();
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 == text.size() && !atEof)
                return std::nullopt; // a LF may follow in the next read
            out.fields.push_back(field);
            out.end = i;
            out.next = (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ? i + 2 : i + 1;
            return out;
        } else {
            field += c;
        }
    }
    return std::nullopt;
}

// Pieces holding a line break are kept one time in `keepBreakOneIn`.
std::string randomLine(std::mt19937& rng, std::size_t maxPieces, unsigned keepBreakOneIn)
{
    static const char* pieces[] = {"a", "bc", "12.5", ",", ",", "\"", "\"\"", "\"x,y\"", "\"\"\"128,4\"\"\"",
                                   " ", "\t", "\n", "\r", "\r\n", "defghijklmnopq", "\"p\"\"q\""};
    std::uniform_int_distribution<std::size_t> pick(0, std::size(pieces) - 1), count(0, maxPieces);
    std::string line;
    const std::size_t n = count(rng);
    for (std::size_t i = 0; i < n; ++i) {
        const std::string piece = pieces[pick(rng)];
        if (piece.find_first_of("\r\n") == std::string::npos || rng() % keepBreakOneIn == 0)
            line += piece;
    }
    const char* endings[] = {"\n", "\r\n", "\r"};
    return line + endings[rng() % 3] + "next,line\n";
}

// Scans every window of `rounds` random lines of up to `maxPieces` pieces and compares with the reference.
// Returns how many accepted lines were longer than `longLine` bytes.
std::size_t compareWithReference(std::uint32_t seed, int rounds, std::size_t maxPieces, unsigned keepBreakOneIn,
                                 std::size_t longLine)
{
    std::mt19937 rng(seed);
    std::size_t lines = 0, accepted = 0, quoted = 0, longAccepted = 0;
    for (int round = 0; round < rounds; ++round) {
        // Some text before the line, so offsets and blocks do not start at 0.
        const std::string prefix(std::size_t(rng() % 21), 'z');
        const std::string text = prefix + randomLine(rng, maxPieces, keepBreakOneIn);
        const std::size_t begin = prefix.size();
        for (std::size_t end = begin; end <= text.size(); ++end) {
            for (bool atEof : {false, true}) {
                ++lines;
                const std::string window = text.substr(begin, end - begin);
                INFO("line '" << window << "' at eof " << atEof);
                const auto expected = referenceSplit(window, atEof);
                std::vector<std::string_view> fields;
                std::string scratch;
                io::ScannedLine line;
                const io::Outcome outcome =
                    io::scanCommaLine(text.data(), begin, end, atEof, 1000, fields, scratch, line);
                if (outcome == io::Outcome::Careful) {
                    CHECK(fields.empty());
                    // The scanner may leave more to the careful path than needed, never less: but a
                    // plain line that ends inside the window is always its own.
                    if (expected && window.find('"') == std::string::npos)
                        FAIL("a plain line was left to the careful path");
                    continue;
                }
                REQUIRE(expected);
                ++accepted;
                quoted += window.find('"') != std::string::npos;
                longAccepted += expected->end > longLine;
                CHECK(std::vector<std::string>(fields.begin(), fields.end()) == expected->fields);
                CHECK(line.end == begin + expected->end);
                CHECK(line.next == begin + expected->next);
            }
        }
    }
    // The random lines exercise both outcomes and many quoted lines.
    CHECK(accepted > lines / 20);
    CHECK(quoted > accepted / 4);
    return longAccepted;
}

} // namespace

TEST_CASE("comma scanner splits exactly as the careful path, or leaves the line to it")
{
    compareWithReference(20261205, 4000, 14, 4, 0);
}

// Lines of up to ~300 bytes cross several 64-byte blocks: quoted parts, doubled quotes and line ends
// fall on every side of a block's edge (the short lines above rarely fill one block).
TEST_CASE("comma scanner splits long lines across its blocks as the careful path does")
{
    const std::size_t acrossTwoBlocks = compareWithReference(20261206, 1200, 80, 40, 128);
    CHECK(acrossTwoBlocks > 5000);
}

TEST_CASE("comma scanner keeps the kernel shapes' tripled quotes as views into the window")
{
    const std::string text = "1,\"\"\"128,4,32,32,16\"\"\",DT_FLOAT16,\"plain, quoted\",\"a\"\"b\"\n";
    std::vector<std::string_view> fields;
    std::string scratch;
    io::ScannedLine line;
    REQUIRE(io::scanCommaLine(text.data(), 0, text.size(), false, 100, fields, scratch, line) == io::Outcome::Line);
    REQUIRE(fields.size() == 5);
    CHECK(fields[1] == "\"128,4,32,32,16\"");
    CHECK(fields[2] == "DT_FLOAT16");
    CHECK(fields[3] == "plain, quoted");
    CHECK(fields[4] == "a\"b");
    // Both quoted shapes are in the window as they stand; only the one with a quote in the middle is copied.
    auto inWindow = [&](std::string_view f) { return f.data() >= text.data() && f.data() < text.data() + text.size(); };
    CHECK(inWindow(fields[1]));
    CHECK(inWindow(fields[3]));
    CHECK_FALSE(inWindow(fields[4]));
    CHECK(line.end == text.size() - 1);
    CHECK(line.next == text.size());
}

TEST_CASE("comma scanner leaves lines with more fields than allowed to the careful path")
{
    const std::string four = "a,b,c,d\n";
    std::vector<std::string_view> fields;
    std::string scratch;
    io::ScannedLine line;
    CHECK(io::scanCommaLine(four.data(), 0, four.size(), false, 4, fields, scratch, line) == io::Outcome::Line);
    CHECK(fields.size() == 4);
    CHECK(io::scanCommaLine(four.data(), 0, four.size(), false, 3, fields, scratch, line) == io::Outcome::Careful);
    CHECK(fields.empty());
}
