// The report written part by part on every core gives dump(2)'s bytes exactly (io/json_write.h).
#include "io/json_write.h"


#include <catch2/catch.hpp>

#include <random>
#include <string>

using namespace steplens;
using Json = nlohmann::ordered_json;

namespace {

std::string dumped(const Json& doc)
{
    return doc.dump(2, ' ', false, Json::error_handler_t::replace);
}

// A document of random shape: objects and arrays of every size around the cut points, at every depth.
Json randomValue(std::mt19937& rng, int depth)
{
    const int kind = depth > 5 ? int(rng() % 5) : int(rng() % 8);
    switch (kind) {
    case 0: return Json(nullptr);
    case 1: return Json(double(rng()) / 7.0 - 1e9);
    case 2: return Json(std::int64_t(rng()) - 2000000000);
    case 3: return Json("s\"\\\n\t" + std::to_string(rng() % 1000));
    case 4: return Json(rng() % 2 == 0);
    case 5: {
        Json o = Json::object();
        const std::size_t n = rng() % 6;
        for (std::size_t i = 0; i < n; ++i)
            o["k" + std::to_string(i) + (i % 2 ? "\x01" : "")] = randomValue(rng, depth + 1);
        return o;
    }
    default: {
        Json a = Json::array();
        // Around the long-array length (512) and the size of a part written whole (2,048 values).
        static const std::size_t sizes[] = {0, 1, 2, 255, 256, 511, 512, 513, 1100, 2046, 2047, 2048};
        const std::size_t n = depth < 3 ? sizes[rng() % 12] : rng() % 4;
        for (std::size_t i = 0; i < n; ++i)
            a.push_back(i % 97 == 0 ? randomValue(rng, depth + 1) : Json(double(i) * 0.1));
        return a;
    }
    }
}

} // namespace

TEST_CASE("json write: the same bytes as dump(2), for documents of every shape")
{
    CHECK(io::indentedJson(Json(nullptr)) == "null");
    CHECK(io::indentedJson(Json::object()) == "{}");
    CHECK(io::indentedJson(Json::array()) == "[]");
    CHECK(io::indentedJson(Json(3.25)) == "3.25");
    Json small = {{"a", Json::array()}, {"b", Json::object()}, {"c", {{"d", {1, 2, {{"e", "f"}}}}}}};
    CHECK(io::indentedJson(small) == dumped(small));
    CHECK(io::indentedJson(small) == "{\n  \"a\": [],\n  \"b\": {},\n  \"c\": {\n    \"d\": [\n      1,\n      2,\n"
                                     "      {\n        \"e\": \"f\"\n      }\n    ]\n  }\n}");

    // Long arrays at the top, inside an object, inside a long array's element, of objects and of arrays.
    Json rows = Json::array();
    for (int i = 0; i < 50000; ++i)
        rows.push_back({{"step", i + 1}, {"total_ms", 100.0 + i / 3.0}, {"phases", {i * 0.5, nullptr, "x"}}});
    CHECK(io::indentedJson(rows) == dumped(rows));
    Json report = {{"schema_version", 3}, {"ranks", {{{"rank", 0}, {"per_step", rows}, {"empty", Json::array()}}}}};
    CHECK(io::indentedJson(report) == dumped(report));
    Json nested = Json::array();
    for (int i = 0; i < 600; ++i)
        nested.push_back(i == 7 ? rows : Json(i));
    CHECK(io::indentedJson(nested) == dumped(nested));

    // Bytes that are not UTF-8, in keys and in values, are replaced as dump() replaces them.
    Json latin1 = {{"op\xe9", "na\xefve"}, {"list", {std::string("\xff\xfe"), 1}}};
    CHECK(io::indentedJson(latin1) == dumped(latin1));
    CHECK(io::indentedJson(latin1).find("\xef\xbf\xbd") != std::string::npos);

    std::mt19937 rng(20261206);
    for (int i = 0; i < 200; ++i) {
        const Json doc = randomValue(rng, 0);
        REQUIRE(io::indentedJson(doc) == dumped(doc));
    }
}
