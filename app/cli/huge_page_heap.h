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
// The command line also asks for one malloc arena (glibc.malloc.arena_max=1): glibc advises huge pages for
// the main heap as it grows, but a reading thread's own arena grows 4 KiB at a time by mprotect, and each of
// its first touches then costs what they cost without huge pages (3 ms per MB on the CI machine). Readers
// allocate in big blocks, so they seldom wait for the one arena's lock: the 1.x folder's report 1.12x, the
// 8-rank folder's 1.17x less time (BENCHMARKS.md, "One malloc arena"). The window keeps one arena per thread,
// so its UI thread never waits for a reader's malloc.
//
// The command line also keeps blocks of up to 32 MiB on that heap (glibc.malloc.mmap_threshold): by default
// every block from 128 KiB up (a reader's 1 MiB window, a table sized for its file) is a mapping of its own,
// too small or too unaligned for a huge page, faulted in 4 KiB at a time and unmapped when freed, so the
// next one is faulted in again. On the heap such blocks get huge pages and reuse freed memory: the 1.x
// folder's report 1.2-1.3x less time for 1.07x the peak memory (BENCHMARKS.md, "Blocks on the heap, queue
// counts, ranks side by side, JSON on every core"). The window keeps glibc's default: a thread arena grows
// 4 KiB at a time, and with the threshold the window took 1.5x the page faults and more time to its first
// paint.
//
// To keep malloc's default, set GLIBC_TUNABLES=glibc.malloc.hugetlb=0 (any value of it is left alone).
#include <optional>
#include <string>
#include <string_view>

namespace steplens::cli {

// The GLIBC_TUNABLES value to start again with, given the current one (`current`, null when unset) and
// the contents of /sys/kernel/mm/transparent_hugepage/enabled (`thpMode`, empty when unreadable):
// nothing when huge pages would not be had that way (the mode is "always" or "never", or unknown) or
// when glibc.malloc.hugetlb is already set, by the user or by the restart itself. `commandLine` adds
// glibc.malloc.arena_max=1 and glibc.malloc.mmap_threshold=33554432, each unless the user set their own.
std::optional<std::string> hugePageTunables(const char* current, std::string_view thpMode, bool commandLine = false);

// Replaces this process with itself, same arguments, when hugePageTunables() gives a value, glibc is
// recent enough to know the tunable, and no tool that a new process would escape (valgrind) runs it.
// Returns when it did not restart (also when exec failed: the process then runs on as it is).
// `commandLine`: a report, compare or export run, which gets one malloc arena as well.
void restartWithHugePageHeap(char** argv, bool commandLine);

} // namespace steplens::cli
