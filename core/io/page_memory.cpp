#include "io/page_memory.h"

#include <cstdlib>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace steplens::io {

namespace {

std::size_t roundToPages(std::size_t bytes)
{
    const std::size_t page = pageBytes();
    return (bytes + page - 1) / page * page;
}

} // namespace

std::size_t pageBytes()
{
#if defined(__linux__)
    static const std::size_t page = [] {
        const long p = ::sysconf(_SC_PAGESIZE);
        return p > 0 ? std::size_t(p) : std::size_t(4096);
    }();
    return page;
#else
    return 4096;
#endif
}

void* mapPages(std::size_t bytes)
{
    if (bytes == 0)
        return nullptr;
#if defined(__linux__)
    void* p = ::mmap(nullptr, roundToPages(bytes), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? nullptr : p;
#else
    return std::calloc(1, roundToPages(bytes));
#endif
}

void* remapPages(void* data, std::size_t oldBytes, std::size_t newBytes)
{
    if (!data)
        return mapPages(newBytes);
#if defined(__linux__)
    void* p = ::mremap(data, roundToPages(oldBytes), roundToPages(newBytes), MREMAP_MAYMOVE);
    return p == MAP_FAILED ? nullptr : p;
#else
    (void)oldBytes;
    return std::realloc(data, roundToPages(newBytes));
#endif
}

void unmapPages(void* data, std::size_t bytes)
{
    if (!data)
        return;
#if defined(__linux__)
    ::munmap(data, roundToPages(bytes));
#else
    (void)bytes;
    std::free(data);
#endif
}

bool movePages(void* from, std::size_t bytes, void* to)
{
#if defined(__linux__) && defined(MREMAP_FIXED)
    if (!from || !to || bytes == 0 || bytes % pageBytes() != 0)
        return false;
    return ::mremap(from, bytes, bytes, MREMAP_MAYMOVE | MREMAP_FIXED, to) != MAP_FAILED;
#else
    (void)from;
    (void)bytes;
    (void)to;
    return false;
#endif
}

} // namespace steplens::io
