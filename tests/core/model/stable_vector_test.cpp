// StableVector (model/stable_vector.h): elements that never move, a move that cannot throw.
#include "model/stable_vector.h"

#include <catch2/catch.hpp>

#include <string>

using steplens::StableVector;

TEST_CASE("StableVector: every index past many chunk boundaries holds its own element", "[model][stable]")
{
    StableVector<std::string> v;
    for (int i = 0; i < 10000; ++i)
        v.push_back("element " + std::to_string(i));
    REQUIRE(v.size() == 10000);
    // The first chunk holds 16, the next 32...: the elements either side of each boundary.
    for (std::size_t i : {0u, 15u, 16u, 47u, 48u, 111u, 112u, 4079u, 4080u, 8175u, 8176u, 9999u})
        CHECK(v[i] == "element " + std::to_string(i));
    CHECK(v.back() == "element 9999");
}

TEST_CASE("StableVector: references taken early stay valid while it grows", "[model][stable]")
{
    StableVector<std::string> v;
    v.push_back("first, long enough not to fit in the string object itself");
    const std::string* first = &v[0];
    const char* text = v[0].data();
    for (int i = 0; i < 5000; ++i)
        v.push_back(std::to_string(i));
    CHECK(&v[0] == first);
    CHECK(v[0].data() == text);
    CHECK(v[4000] == "3999");
}

TEST_CASE("StableVector: a copy is deep, a move leaves the source empty and moves no element", "[model][stable]")
{
    StableVector<std::string> v;
    for (int i = 0; i < 100; ++i)
        v.push_back(std::to_string(i));
    StableVector<std::string> copy = v;
    copy[5] = "changed";
    CHECK(v[5] == "5");
    const std::string* fiftieth = &v[50];
    StableVector<std::string> moved = std::move(v);
    CHECK(v.size() == 0);
    CHECK(&moved[50] == fiftieth);
    CHECK(moved.size() == 100);
    v.push_back("reused"); // the moved-from vector takes new elements
    CHECK(v[0] == "reused");
}
