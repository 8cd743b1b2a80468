// SharedTable (model/shared_table.h): copies of a profile share a big table; a write through one copy
// copies the table first, so the other never sees it.
#include "model/shared_table.h"

#include <catch2/catch.hpp>

#include <optional>
#include <vector>

using namespace steplens;

namespace {
struct Table {
    std::vector<int> rows;
};
} // namespace

TEST_CASE("shared table reads as an optional")
{
    SharedTable<Table> t;
    CHECK_FALSE(t);
    CHECK_FALSE(t.has_value());
    t = Table{{1, 2, 3}};
    REQUIRE(t);
    CHECK(t->rows.size() == 3);
    t = std::nullopt;
    CHECK_FALSE(t);
    t.emplace().rows.push_back(7);
    CHECK((*t).rows == std::vector<int>{7});
    SharedTable<Table> fromOptional(std::optional<Table>(Table{{4}}));
    CHECK(fromOptional->rows == std::vector<int>{4});
    SharedTable<Table> empty(std::optional<Table>{});
    CHECK_FALSE(empty);
    t.reset();
    CHECK_FALSE(t);
}

TEST_CASE("copies share the table until one of them writes")
{
    SharedTable<Table> a = Table{{1, 2, 3}};
    SharedTable<Table> b = a;
    CHECK(a.shared());
    const SharedTable<Table>& ca = a;
    const SharedTable<Table>& cb = b;
    CHECK(&ca->rows == &cb->rows); // one table
    CHECK(a.shared());             // reading through const paths copied nothing

    b->rows.push_back(4); // a write through b: b gets its own copy first
    CHECK_FALSE(a.shared());
    CHECK_FALSE(b.shared());
    CHECK(ca->rows == std::vector<int>{1, 2, 3});
    CHECK(cb->rows == std::vector<int>{1, 2, 3, 4});

    const std::vector<int>* before = &ca->rows;
    a->rows.push_back(9); // the only holder now: written in place
    CHECK(&ca->rows == before);
    CHECK(ca->rows == std::vector<int>{1, 2, 3, 9});

    SharedTable<Table> moved = std::move(b);
    CHECK_FALSE(moved.shared());
    CHECK(moved->rows.size() == 4);
}
