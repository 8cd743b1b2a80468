#pragma once
// Restarting `steplens` with glibc's malloc asking for transparent huge pages.
//
// Why: most of what loading a big folder costs beyond parsing is the first touch of fresh memory. Where
// the kernel hands out transparent huge pages only on request (the "madvise" mode, Debian's default), the
// readers' own big arrays ask for them (io/memory_advice.h), but every std::vector and std::string comes
// from malloc's heap, which is faulted in 4 KiB at a time; under a hypervisor each fault is an exit. glibc
// (2.35 and later) asks for huge pages for its heap when the tunable glibc.malloc.hugetlb is 1, and
// tunables are read only when a process starts. So `steplens` starts itself once more with it set: the
// 8-rank 1.x folder's report takes 1.56x less time and its peak memory is the same (BENCHMARKS.md,
// "A heap of huge pages"). The window inherits it, since `steplens` hands over to steplens-gui.
//
// To keep malloc's default, set GLIBC_TUNABLES=glibc.malloc.hugetlb=0 (any value of it is left alone).
#include <optional>
#include <string>
#include <string_view>

namespace steplens::cli {

// The GLIBC_TUNABLES value to start again with, given the current one (`current`, null when unset) and
// the contents of /sys/kernel/mm/transparent_hugepage/enabled (`thpMode`, empty when unreadable):
// nothing when huge pages would not be had that way (the mode is "always" or "never", or unknown) or
// when glibc.malloc.hugetlb is already set, by the user or by the restart itself.
std::optional<std::string> hugePageTunables(const char* current, std::string_view thpMode);

// Replaces this process with itself, same arguments, when hugePageTunables() gives a value, glibc is
// recent enough to know the tunable, and no tool that a new process would escape (valgrind) runs it.
// Returns when it did not restart (also when exec failed: the process then runs on as it is).
void restartWithHugePageHeap(char** argv);

} // namespace steplens::cli
