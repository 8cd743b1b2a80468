// RowStore (model/row_store.h): a vector's behaviour over pages of its own, growth that keeps the rows,
// rows added for two threads to fill, and a second store's rows appended by moving its pages.
#include "model/row_store.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <thread>

using namespace steplens;

namespace {

struct SixtyFourBytes { // a KernelRow's size: 64 rows to a 4 KiB page
    std::int64_t serial = -1;
    std::int64_t payload[7] = {};
};

struct TwentyFourBytes { // does not divide a page
    std::int64_t serial = -1;
    std::int64_t a = 0, b = 0;
};

template <typename Row>
RowStore<Row> serials(std::int64_t from, std::size_t count)
{
    RowStore<Row> rows;
    for (std::size_t i = 0; i < count; ++i) {
        Row r;
        r.serial = from + std::int64_t(i);
        rows.push_back(r);
    }
    return rows;
}

} // namespace

TEST_CASE("row store behaves as a vector of rows")
{
    RowStore<SixtyFourBytes> rows;
    CHECK(rows.empty());
    rows.resize(3);
    CHECK(rows.size() == 3);
    CHECK(rows[2].serial == -1); // value-initialised as a vector's rows
    rows.emplace_back().serial = 7;
    CHECK(rows.back().serial == 7);
    rows.reserve(100000); // grows by moving the mapping, keeping the rows
    CHECK(rows.capacity() >= 100000);
    CHECK(rows.size() == 4);
    CHECK(rows.back().serial == 7);
    RowStore<SixtyFourBytes> moved = std::move(rows);
    CHECK(moved.size() == 4);
    CHECK(rows.empty());
    rows = moved;
    CHECK(rows.size() == 4);
    rows.clear();
    CHECK(rows.empty());
    CHECK(moved.size() == 4);
}

TEST_CASE("row store grows by rows filled afterwards, from two threads at once")
{
    for (std::size_t first : {std::size_t(0), std::size_t(1), std::size_t(63), std::size_t(100000)}) {
        RowStore<SixtyFourBytes> rows = serials<SixtyFourBytes>(0, first);
        const std::size_t added = 250001;
        SixtyFourBytes* fresh = rows.growForOverwrite(added);
        REQUIRE(rows.size() == first + added);
        CHECK(fresh == rows.data() + first);
        CHECK(fresh[added - 1].serial == 0); // fresh memory reads as zeros until filled
        std::thread other([&] {
            for (std::size_t i = added / 2; i < added; ++i)
                fresh[i].serial = std::int64_t(first + i);
        });
        for (std::size_t i = 0; i < added / 2; ++i)
            fresh[i].serial = std::int64_t(first + i);
        other.join();
        std::size_t wrong = 0;
        for (std::size_t i = 0; i < rows.size(); ++i)
            wrong += rows[i].serial != std::int64_t(i);
        INFO("first " << first);
        CHECK(wrong == 0);
    }
}

TEST_CASE("row store keeps its rows while it grows by doubling")
{
    RowStore<TwentyFourBytes> rows = serials<TwentyFourBytes>(0, 300000); // crosses many doublings
    std::size_t wrong = 0;
    for (std::size_t i = 0; i < rows.size(); ++i)
        wrong += rows[i].serial != std::int64_t(i);
    CHECK(rows.size() == 300000);
    CHECK(wrong == 0);
}

TEST_CASE("row store appends another store's rows by taking its pages")
{
    // Sizes on both sides of a page's 64 rows, so that the taken rows are shifted by 0, 1 and 63 rows.
    for (std::size_t first : {std::size_t(0), std::size_t(1), std::size_t(63), std::size_t(64), std::size_t(65),
                              std::size_t(100000)}) {
        for (std::size_t second : {std::size_t(0), std::size_t(1), std::size_t(64), std::size_t(250001)}) {
            RowStore<SixtyFourBytes> rows = serials<SixtyFourBytes>(0, first);
            RowStore<SixtyFourBytes> later = serials<SixtyFourBytes>(std::int64_t(first), second);
            for (std::size_t i = 0; i < second; ++i)
                later[i].payload[6] = 3 * later[i].serial;
            rows.appendTaking(std::move(later));
            INFO("first " << first << ", second " << second);
            REQUIRE(rows.size() == first + second);
            CHECK(later.empty());
            std::size_t wrong = 0;
            for (std::size_t i = 0; i < rows.size(); ++i)
                wrong += rows[i].serial != std::int64_t(i) ||
                         (i >= first && rows[i].payload[6] != 3 * std::int64_t(i));
            CHECK(wrong == 0);
            // It still grows and keeps its rows afterwards.
            SixtyFourBytes extra;
            extra.serial = std::int64_t(rows.size());
            for (int k = 0; k < 70000; ++k, ++extra.serial)
                rows.push_back(extra);
            wrong = 0;
            for (std::size_t i = 0; i < rows.size(); ++i)
                wrong += rows[i].serial != std::int64_t(i);
            CHECK(wrong == 0);
        }
    }
    // A row size that does not divide a page is copied instead.
    RowStore<TwentyFourBytes> rows = serials<TwentyFourBytes>(0, 1000);
    rows.appendTaking(serials<TwentyFourBytes>(1000, 5000));
    REQUIRE(rows.size() == 6000);
    std::size_t wrong = 0;
    for (std::size_t i = 0; i < rows.size(); ++i)
        wrong += rows[i].serial != std::int64_t(i);
    CHECK(wrong == 0);
}
