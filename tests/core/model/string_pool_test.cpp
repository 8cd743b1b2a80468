// StringPool: one id per distinct text, stable ids and texts while it grows, and copies and moves
// that keep both (the readers intern millions of cells; a wrong id would mislabel rows silently).
#include "model/string_pool.h"

#include <catch2/catch.hpp>

#include <string>
#include <unordered_map>

using namespace steplens;

TEST_CASE("string pool: one id per distinct text, through many growths")
{
    StringPool pool;
    CHECK(pool.size() == 1);
    CHECK(pool.intern("") == 0);
    CHECK(pool.at(0).empty());
    std::unordered_map<std::string, std::uint32_t> expected;
    // Texts of every length around the hash's 8-byte words, many sharing prefixes and suffixes.
    for (int round = 0; round < 3; ++round) {
        for (int i = 0; i < 20000; ++i) {
            const std::string text = "op" + std::string(std::size_t(i % 19), 'x') + std::to_string(i);
            const std::uint32_t id = pool.intern(text);
            auto [it, fresh] = expected.emplace(text, id);
            if (!fresh)
                REQUIRE(it->second == id); // the same text always gets its first id
        }
    }
    REQUIRE(pool.size() == expected.size() + 1);
    for (const auto& [text, id] : expected) {
        REQUIRE(pool.at(id) == text);
        REQUIRE(pool.view(id) == text);
        REQUIRE(pool.find(text) == std::int64_t(id));
    }
    CHECK(pool.find("never interned") == -1);
    CHECK(pool.size() == expected.size() + 1); // find never grows the pool
    CHECK(pool.at(std::uint32_t(pool.size())).empty()); // an id past the end reads as ""
    CHECK(pool.view(std::uint32_t(pool.size())).empty());
}

TEST_CASE("string pool: ids are given in order of first use, and texts may hold any byte")
{
    StringPool pool;
    CHECK(pool.intern("b") == 1);
    CHECK(pool.intern("a") == 2);
    CHECK(pool.intern("b") == 1);
    const std::string withZero("a\0b", 3);
    CHECK(pool.intern(withZero) == 3);
    CHECK(pool.intern(std::string_view("a\0c", 3)) == 4);
    CHECK(pool.view(3) == withZero);
}

TEST_CASE("string pool: copies and moves keep ids and texts, and each goes on on its own")
{
    StringPool pool;
    for (int i = 0; i < 1000; ++i)
        pool.intern("name" + std::to_string(i));
    StringPool copy = pool;
    CHECK(copy.find("name999") == pool.find("name999"));
    CHECK(copy.intern("only in the copy") == 1001);
    CHECK(pool.find("only in the copy") == -1);

    StringPool moved = std::move(pool);
    CHECK(moved.view(1) == "name0"); // the views still point at live text after the move
    CHECK(moved.intern("name500") == 501);
    CHECK(moved.intern("new after the move") == 1001);
    copy = moved;
    CHECK(copy.find("new after the move") == 1001);
    CHECK(copy.find("only in the copy") == -1);
}

TEST_CASE("sameText agrees with == at every length around its 8-byte words")
{
    for (std::size_t n = 0; n <= 40; ++n) {
        std::string a(n, 'q');
        for (std::size_t i = 0; i < n; ++i)
            a[i] = char('a' + (i * 7) % 26);
        CHECK(sameText(a, a));
        CHECK_FALSE(sameText(a, a + "x"));
        for (std::size_t i = 0; i < n; ++i) {
            std::string b = a;
            b[i] = char(b[i] ^ 0x20); // one byte differs, wherever it is
            INFO("length " << n << ", byte " << i);
            CHECK_FALSE(sameText(a, b));
        }
    }
}
