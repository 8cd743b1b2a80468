#pragma once
// Asks the kernel for huge pages on a big buffer that is about to be filled: a first touch of fresh
// memory costs one page fault per 4 KiB otherwise, which on the machines measured is a large part
// of loading a big file (BENCHMARKS.md, "CSV folders"). Only whole 2 MiB pages inside the buffer are
// advised; buffers under 4 MiB and systems without MADV_HUGEPAGE are left alone. Never fails.
#include <cstddef>

namespace steplens::io {

void adviseHugePages(const void* data, std::size_t bytes);

} // namespace steplens::io
