// The list cells of the pipeline CSV ("[10, 20, 30]"): the plain fast path and the JSON rules behind it
// must read every cell alike.
#include "formats/json_lists.h"
#include "formats/plain_int_list.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <climits>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

using namespace steplens;

namespace {

using IntList = std::optional<std::vector<int>>;

IntList listOf(std::initializer_list<int> v)
{
    return std::vector<int>(v);
}

// What the JSON rules alone make of a trimmed "[...]" cell: whole numbers within int, nothing else.
IntList jsonReading(const std::string& s)
{
    auto j = nlohmann::json::parse(s, nullptr, false);
    if (j.is_discarded() || !j.is_array())
        return std::nullopt;
    std::vector<int> out;
    for (const auto& v : j) {
        if (!v.is_number())
            return std::nullopt;
        const double d = v.get<double>();
        if (!(d >= INT_MIN && d <= INT_MAX) || d != std::floor(d))
            return std::nullopt;
        out.push_back(static_cast<int>(d));
    }
    return out;
}

} // namespace

TEST_CASE("Int list cells: plain lists, spaces and empty lists")
{
    CHECK(formats::parseIntListCell("[1, 2, 3]") == listOf({1, 2, 3}));
    CHECK(formats::parseIntListCell("[1,2,3]") == listOf({1, 2, 3}));
    CHECK(formats::parseIntListCell("  [ 4 ,5 ,  6 ]\r\n") == listOf({4, 5, 6}));
    CHECK(formats::parseIntListCell("[]") == listOf({}));
    CHECK(formats::parseIntListCell("[ ]") == listOf({}));
    CHECK(formats::parseIntListCell("[1,\t2]") == listOf({1, 2})); // tab: JSON whitespace, read by the JSON path
    CHECK(formats::parseIntListCell("[\n1\r\n]") == listOf({1}));
    CHECK_FALSE(formats::parseIntListCell(""));
    CHECK_FALSE(formats::parseIntListCell("1, 2"));
    CHECK_FALSE(formats::parseIntListCell("["));
}

TEST_CASE("Int list cells: signs, zeros and written forms of whole numbers")
{
    CHECK(formats::parseIntListCell("[-5, 0, -0]") == listOf({-5, 0, 0}));
    CHECK(formats::parseIntListCell("[1.0, 1e2, 2E1]") == listOf({1, 100, 20})); // whole values in JSON forms
    CHECK_FALSE(formats::parseIntListCell("[1.5]"));
    CHECK_FALSE(formats::parseIntListCell("[01]")); // JSON has no leading zeros
    CHECK_FALSE(formats::parseIntListCell("[+1]"));
    CHECK_FALSE(formats::parseIntListCell("[-]"));
    CHECK_FALSE(formats::parseIntListCell("[- 1]"));
    CHECK_FALSE(formats::parseIntListCell("[0x10]"));
}

TEST_CASE("Int list cells: the int range")
{
    CHECK(formats::parseIntListCell("[999999999, -999999999]") == listOf({999999999, -999999999}));
    CHECK(formats::parseIntListCell("[2147483647, -2147483648]") == listOf({INT_MAX, INT_MIN}));
    CHECK(formats::parseIntListCell("[0000000001]") == std::nullopt);
    CHECK_FALSE(formats::parseIntListCell("[2147483648]"));
    CHECK_FALSE(formats::parseIntListCell("[-2147483649]"));
    CHECK_FALSE(formats::parseIntListCell("[99999999999999999999]"));
    CHECK_FALSE(formats::parseIntListCell("[1e400]"));
}

TEST_CASE("Int list cells: junk, nesting and broken lists")
{
    CHECK_FALSE(formats::parseIntListCell("[1,]"));
    CHECK_FALSE(formats::parseIntListCell("[,1]"));
    CHECK_FALSE(formats::parseIntListCell("[1 2]"));
    CHECK_FALSE(formats::parseIntListCell("[1;2]"));
    CHECK_FALSE(formats::parseIntListCell("[1, 2] x"));
    CHECK_FALSE(formats::parseIntListCell("[1]]"));
    CHECK_FALSE(formats::parseIntListCell("[[1]]"));
    CHECK_FALSE(formats::parseIntListCell("[1, [2]]"));
    CHECK_FALSE(formats::parseIntListCell("[\"1\"]"));
    CHECK_FALSE(formats::parseIntListCell("[true]"));
    CHECK_FALSE(formats::parseIntListCell("[null]"));
    CHECK_FALSE(formats::parseIntListCell("[1, 2"));
    CHECK_FALSE(formats::parseIntListCell("[1, {}]"));
}

TEST_CASE("Int list cells: the plain path answers only where JSON agrees")
{
    std::vector<int> out;
    CHECK(formats::parsePlainIntList("[1, 22, -333]", out));
    CHECK(out == std::vector<int>{1, 22, -333});
    CHECK(formats::parsePlainIntList("[ ]", out));
    CHECK(out.empty());
    // Left to the JSON path: forms it may accept or refuse, and ten-digit numbers.
    for (const char* s : {"[1.0]", "[1e2]", "[01]", "[1,\t2]", "[1234567890]", "[1,]", "[-]", "[x]", "[1 2]"})
        CHECK_FALSE(formats::parsePlainIntList(s, out));

    // Every short cell over the characters of such lists: whatever the plain path answers is what
    // JSON reads.
    const std::string alphabet = "[]0123456789-,. e";
    std::uint64_t state = 12345;
    auto nextRandom = [&state] {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return state >> 33;
    };
    int answered = 0;
    for (int i = 0; i < 200000; ++i) {
        std::string inner;
        const auto len = nextRandom() % 14;
        for (std::uint64_t k = 0; k < len; ++k)
            inner += alphabet[nextRandom() % alphabet.size()];
        const std::string cell = "[" + inner + "]";
        if (!formats::parsePlainIntList(cell, out))
            continue;
        ++answered;
        INFO(cell);
        REQUIRE(jsonReading(cell) == IntList(out));
        REQUIRE(formats::parseIntListCell(cell) == IntList(out));
    }
    CHECK(answered > 1000);
}
