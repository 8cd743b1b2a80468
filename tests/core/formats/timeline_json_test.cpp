// The byte-level primitives of the Chrome-trace scanner: µs/ms to ns (exact, rounded past the
// last ns digit), escapes, value skipping across window ends.
#include "formats/timeline/timeline_json.h"

#include <catch2/catch.hpp>

using namespace steplens;
using namespace steplens::tljson;

TEST_CASE("timeline json: microseconds to nanoseconds")
{
    Nanos v = 0;
    REQUIRE(parseMicros("1736408883704643.212", v));
    CHECK(v == 1736408883704643212); // epoch µs with 3 decimals: exact
    REQUIRE(parseMicros("2.7700000209733844", v));
    CHECK(v == 2770);
    REQUIRE(parseMicros("65896666.45999998", v)); // float noise rounds to the intended ns
    CHECK(v == 65896666460);
    REQUIRE(parseMicros("4236.099998474121", v));
    CHECK(v == 4236100);
    REQUIRE(parseMicros("0.0005", v));
    CHECK(v == 1);
    REQUIRE(parseMicros("0.0004999", v));
    CHECK(v == 0);
    REQUIRE(parseMicros("-1.2345", v));
    CHECK(v == -1235);
    REQUIRE(parseMicros("12", v));
    CHECK(v == 12000);
    REQUIRE(parseMicros("1.5e3", v));
    CHECK(v == 1500000);
    REQUIRE(parseMicros("\"14.125\"", v));
    CHECK(v == 14125);
    REQUIRE(parseMicros("1234567890123456.5", v)); // 16 integer digits: still exact
    CHECK(v == 1234567890123456500);
    REQUIRE(parseMicros("0001234567890123456", v)); // 19 characters: the checked path
    CHECK(v == 1234567890123456000);
    CHECK(!parseMicros("12345678901234567", v)); // 1.2e19 ns does not fit in 64 bits
    CHECK(!parseMicros("99999999999999999999", v));
    CHECK(!parseMicros("abc", v));
    CHECK(!parseMicros("", v));
    CHECK(!parseMicros("1.2.3", v));
    CHECK(!parseMicros(".", v));
    REQUIRE(parseMillis("154907895.95956", v));
    CHECK(v == 154907895959560);
    REQUIRE(parseMillis("0.0000015", v));
    CHECK(v == 2);
}

TEST_CASE("timeline json: strings, escapes and skipping")
{
    CHECK(decodeString(R"(a\"b\\c\/d\n\u00e9\ud83d\ude00)") == "a\"b\\c/d\n\xC3\xA9\xF0\x9F\x98\x80");
    CHECK(decodeString(R"(\ud800x)") == "\xEF\xBF\xBDx"); // lone surrogate
    CHECK(decodeString(R"(bad \q \u12)") == R"(bad \q \u12)");

    const std::string s = R"({"a": [1, "]", {"b": "}\""}], "c": 2} tail)";
    const char* next = nullptr;
    Text t;
    REQUIRE(scanValue(s.data(), s.data() + s.size(), t, next) == Status::Ok);
    CHECK(std::string(next) == " tail");
    CHECK(t.size == s.size() - 5);
    // Every cut inside the value asks for more bytes; none reads past the end.
    for (std::size_t cut = 1; cut < s.size() - 5; ++cut) {
        INFO(cut);
        CHECK(scanValue(s.data(), s.data() + cut, t, next) == Status::NeedMore);
    }
    const std::string str = R"("x\"y" ,)";
    REQUIRE(scanValue(str.data(), str.data() + str.size(), t, next) == Status::Ok);
    CHECK(t.view() == R"(x\"y)");
    CHECK(t.escaped);
    const std::string tok = "123.5}";
    REQUIRE(scanValue(tok.data(), tok.data() + tok.size(), t, next) == Status::Ok);
    CHECK(t.view() == "123.5");
    CHECK(scanValue(tok.data(), tok.data() + 3, t, next) == Status::NeedMore);
    const std::string badTok = "12:3,";
    CHECK(scanValue(badTok.data(), badTok.data() + badTok.size(), t, next) == Status::Error);
    CHECK(findStructural("abcdefghijklmnopqrstuvwxyz_Y[", "abcdefghijklmnopqrstuvwxyz_Y[" + 29) -
              "abcdefghijklmnopqrstuvwxyz_Y[" ==
          28);
}
