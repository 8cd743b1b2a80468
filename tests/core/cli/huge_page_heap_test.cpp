// When `steplens` starts itself again with glibc's malloc asking for huge pages (app/cli/huge_page_heap.h).
#include "cli/huge_page_heap.h"

#include <catch2/catch.hpp>

using steplens::cli::hugePageTunables;

namespace {
constexpr const char* kMadvise = "always [madvise] never\n";
} // namespace

TEST_CASE("huge-page heap: in madvise mode the tunable is set, after any the user has", "[cli][heap]")
{
    CHECK(hugePageTunables(nullptr, kMadvise) == std::optional<std::string>("glibc.malloc.hugetlb=1"));
    CHECK(hugePageTunables("", kMadvise) == std::optional<std::string>("glibc.malloc.hugetlb=1"));
    CHECK(hugePageTunables("glibc.malloc.check=3", kMadvise) ==
          std::optional<std::string>("glibc.malloc.check=3:glibc.malloc.hugetlb=1"));
}

TEST_CASE("huge-page heap: the command line asks for one arena and big blocks on the heap, unless the user chose",
          "[cli][heap]")
{
    const std::string mine = "glibc.malloc.hugetlb=1:glibc.malloc.arena_max=1:glibc.malloc.mmap_threshold=33554432";
    CHECK(hugePageTunables(nullptr, kMadvise, true) == std::optional<std::string>(mine));
    CHECK(hugePageTunables("glibc.malloc.check=3", kMadvise, true) ==
          std::optional<std::string>("glibc.malloc.check=3:" + mine));
    CHECK(hugePageTunables("glibc.malloc.arena_max=4", kMadvise, true) ==
          std::optional<std::string>("glibc.malloc.arena_max=4:glibc.malloc.hugetlb=1:"
                                     "glibc.malloc.mmap_threshold=33554432"));
    CHECK(hugePageTunables("glibc.malloc.mmap_threshold=65536", kMadvise, true) ==
          std::optional<std::string>("glibc.malloc.mmap_threshold=65536:glibc.malloc.hugetlb=1:"
                                     "glibc.malloc.arena_max=1"));
    CHECK_FALSE(hugePageTunables(mine.c_str(), kMadvise, true));
    // The window keeps glibc's arenas and threshold.
    CHECK(hugePageTunables(nullptr, kMadvise, false) == std::optional<std::string>("glibc.malloc.hugetlb=1"));
}

TEST_CASE("huge-page heap: no restart when the tunable is already there or would not help", "[cli][heap]")
{
    // Set by the restart itself (no second restart), or by the user, to any value (0 keeps malloc's way).
    CHECK_FALSE(hugePageTunables("glibc.malloc.hugetlb=1", kMadvise));
    CHECK_FALSE(hugePageTunables("glibc.malloc.check=3:glibc.malloc.hugetlb=0", kMadvise));
    // "always" gives the heap huge pages without asking; "never" gives none; unreadable: unknown.
    CHECK_FALSE(hugePageTunables(nullptr, "[always] madvise never\n"));
    CHECK_FALSE(hugePageTunables(nullptr, "always madvise [never]\n"));
    CHECK_FALSE(hugePageTunables(nullptr, ""));
}
