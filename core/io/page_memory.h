#pragma once
// Memory of whole pages straight from the kernel, for the row arrays of big tables (model/row_store.h):
// such an array can grow without copying its rows (the kernel moves the mapping, not the bytes).
// Where mmap is not available (not Linux) the same calls use malloc and realloc. Nothing here throws;
// failures return nullptr.
#include <cstddef>

namespace steplens::io {

// The page size the moves below work in.
std::size_t pageBytes();

// Fresh zeroed memory of `bytes` (a multiple of pageBytes() is used), or nullptr.
void* mapPages(std::size_t bytes);
// The memory at `data` (from mapPages, `oldBytes` long) grown or shrunk to `newBytes`, its contents kept;
// it may move. nullptr when it cannot be had, and `data` is then left as it was.
void* remapPages(void* data, std::size_t oldBytes, std::size_t newBytes);
void unmapPages(void* data, std::size_t bytes);
// Moves the pages of `from` (page-aligned, `bytes` a multiple of pageBytes(), inside memory from mapPages) to
// `to` (page-aligned, inside another such block, whose pages there are dropped): the kernel moves the page
// tables, not the bytes. `from` is unmapped after it. False, with nothing changed, where pages cannot be
// moved (not Linux, or the kernel refused).
bool movePages(void* from, std::size_t bytes, void* to);

} // namespace steplens::io
