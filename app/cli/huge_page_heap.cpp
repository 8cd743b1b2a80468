#include "cli/huge_page_heap.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>

#include <unistd.h>
#if defined(__GLIBC__)
#include <gnu/libc-version.h>
#endif

namespace steplens::cli {

namespace {

constexpr const char* kTunable = "glibc.malloc.hugetlb";

// glibc.malloc.hugetlb exists from glibc 2.35 on; an older glibc ignores it, and the restart would be
// time spent for nothing.
bool glibcKnowsHugeTlb()
{
#if defined(__GLIBC__)
    int major = 0, minor = 0;
    return std::sscanf(gnu_get_libc_version(), "%d.%d", &major, &minor) == 2 &&
           (major > 2 || (major == 2 && minor >= 35));
#else
    return false;
#endif
}

// Under valgrind the restarted process would run outside it (valgrind follows exec only when asked).
bool underValgrind()
{
    const char* preload = std::getenv("LD_PRELOAD");
    return preload && std::strstr(preload, "vgpreload") != nullptr;
}

std::string transparentHugePageMode()
{
    std::ifstream in("/sys/kernel/mm/transparent_hugepage/enabled");
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

} // namespace

std::optional<std::string> hugePageTunables(const char* current, std::string_view thpMode, bool commandLine)
{
    // The file lists the modes with the one in force in brackets: "always [madvise] never".
    if (thpMode.find("[madvise]") == std::string_view::npos)
        return std::nullopt; // "always" gives the heap huge pages already; "never" gives none at all
    const std::string_view now = current ? current : "";
    if (now.find(kTunable) != std::string_view::npos)
        return std::nullopt;
    std::string value(now);
    if (!value.empty())
        value += ':';
    value += std::string(kTunable) + "=1";
    // The command line's own settings, each unless the user chose a value of it.
    auto addUnlessSet = [&](std::string_view name, std::string_view setting) {
        if (commandLine && now.find(name) == std::string_view::npos)
            value.append(":").append(name).append("=").append(setting);
    };
    addUnlessSet("glibc.malloc.arena_max", "1");
    // 32 MiB is the highest threshold glibc accepts (half its largest heap); a bigger value is ignored.
    addUnlessSet("glibc.malloc.mmap_threshold", "33554432");
    return value;
}

void restartWithHugePageHeap(char** argv, bool commandLine)
{
    if (!glibcKnowsHugeTlb() || underValgrind())
        return;
    const auto tunables = hugePageTunables(std::getenv("GLIBC_TUNABLES"), transparentHugePageMode(), commandLine);
    if (!tunables)
        return;
    // Set before exec so that the new process (and a steplens-gui it hands over to) reads it at start;
    // the value names the tunable, so the new process does not restart again.
    if (::setenv("GLIBC_TUNABLES", tunables->c_str(), 1) != 0)
        return;
    ::execv("/proc/self/exe", argv);
    // exec failed (no /proc): run on as we are. The variable stays set, which only matters to children.
}

} // namespace steplens::cli
