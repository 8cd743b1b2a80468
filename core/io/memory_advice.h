#pragma once
// Asks the kernel for huge pages on a big buffer that is about to be filled: a first touch of fresh
// memory costs one page fault per 4 KiB otherwise, which on the machines measured is a large part
// of loading a big file (BENCHMARKS.md, "CSV folders"). Only whole 2 MiB pages inside the buffer are
// advised; buffers under 4 MiB and systems without MADV_HUGEPAGE are left alone. Never fails.
#include <cstddef>

namespace steplens::io {

void adviseHugePages(const void* data, std::size_t bytes);

// Gives the whole pages inside a buffer that will not be read again back to the kernel now, instead of
// when the buffer is freed (a big table copied part by part into another keeps only one copy resident).
// The bytes of those pages read as zeros afterwards. Never fails; a no-op where not supported.
void releasePages(const void* data, std::size_t bytes);

} // namespace steplens::io
