#include "model/timeline.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#define STEPLENS_HAVE_MREMAP 1
#endif

namespace steplens {

namespace {
// Arrays from this size on get their own mapping. Below it malloc is cheaper and the copy on
// growth is small.
constexpr std::size_t kMapThresholdBytes = 2u << 20;
std::atomic<bool> g_hugePages{true};

void adviseHuge(void* p, std::size_t bytes)
{
#if STEPLENS_HAVE_MREMAP && defined(MADV_HUGEPAGE)
    if (g_hugePages.load(std::memory_order_relaxed))
        ::madvise(p, bytes, MADV_HUGEPAGE);
#else
    (void)p;
    (void)bytes;
#endif
}

#if STEPLENS_HAVE_MREMAP
void* mapBytes(std::size_t bytes)
{
    void* p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
        throw std::bad_alloc();
    // Huge pages cut the first-touch cost of big event arrays (one fault per 2 MiB instead of per 4 KiB).
    adviseHuge(p, bytes);
    return p;
}
#endif
} // namespace

void EventArray::setHugePages(bool on)
{
    g_hugePages.store(on);
}

EventArray::~EventArray()
{
    release();
}

EventArray::EventArray(const EventArray& other)
{
    if (other.m_size == 0)
        return;
    setCapacity(other.m_size);
    std::memcpy(m_data, other.m_data, other.m_size * sizeof(TimelineEvent));
    m_size = other.m_size;
}

EventArray& EventArray::operator=(const EventArray& other)
{
    if (this != &other) {
        EventArray copy(other);
        *this = std::move(copy);
    }
    return *this;
}

EventArray::EventArray(EventArray&& other) noexcept
    : m_data(other.m_data)
    , m_size(other.m_size)
    , m_capacity(other.m_capacity)
    , m_mapped(other.m_mapped)
    , m_base(other.m_base)
    , m_mapBytes(other.m_mapBytes)
{
    other.m_data = nullptr;
    other.m_size = other.m_capacity = other.m_mapBytes = 0;
    other.m_base = nullptr;
    other.m_mapped = false;
}

EventArray& EventArray::operator=(EventArray&& other) noexcept
{
    if (this != &other) {
        release();
        m_data = other.m_data;
        m_size = other.m_size;
        m_capacity = other.m_capacity;
        m_mapped = other.m_mapped;
        m_base = other.m_base;
        m_mapBytes = other.m_mapBytes;
        other.m_data = nullptr;
        other.m_size = other.m_capacity = other.m_mapBytes = 0;
        other.m_base = nullptr;
        other.m_mapped = false;
    }
    return *this;
}

void EventArray::release()
{
    if (m_data) {
#if STEPLENS_HAVE_MREMAP
        if (m_mapped)
            ::munmap(m_base, m_mapBytes);
        else
#endif
            std::free(m_data);
    }
    m_data = nullptr;
    m_base = nullptr;
    m_size = m_capacity = m_mapBytes = 0;
    m_mapped = false;
}

TimelineEvent* EventArray::append(EventArray&& tail)
{
    const std::size_t oldSize = m_size;
    if (tail.empty()) {
        tail.release();
        return m_data + oldSize;
    }
#if STEPLENS_HAVE_MREMAP
    constexpr std::size_t page = 4096;
    if (m_mapped && tail.m_mapped && reinterpret_cast<char*>(tail.m_data) == tail.m_base) {
        // Place this array's data so that it ends on a page boundary, then move the tail's pages
        // right behind it.
        const std::size_t bytes = m_size * sizeof(TimelineEvent);
        const std::size_t offset = (page - bytes % page) % page;
        const std::size_t joined = offset + bytes + tail.m_mapBytes;
        void* grown = ::mremap(m_base, m_mapBytes, joined, MREMAP_MAYMOVE);
        if (grown != MAP_FAILED) {
            const std::size_t oldOffset = static_cast<std::size_t>(reinterpret_cast<char*>(m_data) - m_base);
            m_base = static_cast<char*>(grown);
            m_mapBytes = joined;
            std::memmove(m_base + offset, m_base + oldOffset, bytes);
            m_data = reinterpret_cast<TimelineEvent*>(m_base + offset);
            m_capacity = (m_mapBytes - offset) / sizeof(TimelineEvent);
            void* moved = ::mremap(tail.m_base, tail.m_mapBytes, tail.m_mapBytes, MREMAP_MAYMOVE | MREMAP_FIXED,
                                   m_base + offset + bytes);
            if (moved != MAP_FAILED) {
                m_size += tail.m_size;
                tail.m_data = nullptr; // its pages now belong to this mapping
                tail.m_base = nullptr;
                tail.m_size = tail.m_capacity = tail.m_mapBytes = 0;
                tail.m_mapped = false;
                return m_data + oldSize;
            }
        }
    }
#endif
    TimelineEvent* out = appendUninitialized(tail.size());
    std::memcpy(out, tail.data(), tail.size() * sizeof(TimelineEvent));
    tail.release();
    return out;
}

void EventArray::resize(std::size_t n)
{
    reserve(n);
    for (std::size_t i = m_size; i < n; ++i)
        m_data[i] = TimelineEvent{};
    m_size = n;
}

void EventArray::shrinkToFit()
{
    if (m_size == 0) {
        release();
        return;
    }
    if (m_size < m_capacity)
        setCapacity(m_size);
}

void EventArray::grow(std::size_t minCapacity)
{
    std::size_t next = m_capacity < 64 ? 64 : m_capacity + m_capacity / 2;
    if (m_mapped)
        next = m_capacity * 2; // mremap moves page tables, not data: doubling is free
    setCapacity(next < minCapacity ? minCapacity : next);
}

void EventArray::setCapacity(std::size_t capacity)
{
    const std::size_t bytes = capacity * sizeof(TimelineEvent);
    if (capacity > (std::size_t(-1) / 2) / sizeof(TimelineEvent))
        throw std::bad_alloc();
#if STEPLENS_HAVE_MREMAP
    constexpr std::size_t page = 4096;
    if (bytes >= kMapThresholdBytes) {
        if (m_mapped) {
            const std::size_t offset = static_cast<std::size_t>(reinterpret_cast<char*>(m_data) - m_base);
            const std::size_t mapped = (offset + bytes + page - 1) / page * page;
            void* p = ::mremap(m_base, m_mapBytes, mapped, MREMAP_MAYMOVE);
            if (p == MAP_FAILED)
                throw std::bad_alloc();
            if (mapped > m_mapBytes)
                adviseHuge(p, mapped);
            m_base = static_cast<char*>(p);
            m_mapBytes = mapped;
            m_data = reinterpret_cast<TimelineEvent*>(m_base + offset);
            m_capacity = (mapped - offset) / sizeof(TimelineEvent);
        } else {
            const std::size_t mapped = (bytes + page - 1) / page * page;
            void* p = mapBytes(mapped);
            if (m_size)
                std::memcpy(p, m_data, m_size * sizeof(TimelineEvent));
            std::free(m_data);
            m_base = static_cast<char*>(p);
            m_mapBytes = mapped;
            m_data = static_cast<TimelineEvent*>(p);
            m_mapped = true;
            m_capacity = mapped / sizeof(TimelineEvent);
        }
        return;
    }
    if (m_mapped) {
        // Shrinking below the threshold: back to malloc.
        void* p = std::malloc(bytes);
        if (!p)
            throw std::bad_alloc();
        std::memcpy(p, m_data, m_size * sizeof(TimelineEvent));
        ::munmap(m_base, m_mapBytes);
        m_base = nullptr;
        m_mapBytes = 0;
        m_data = static_cast<TimelineEvent*>(p);
        m_mapped = false;
        m_capacity = capacity;
        return;
    }
#endif
    void* p = std::realloc(m_data, bytes);
    if (!p)
        throw std::bad_alloc();
    m_data = static_cast<TimelineEvent*>(p);
    m_capacity = capacity;
}

const char* trackKindName(TrackKind kind)
{
    switch (kind) {
    case TrackKind::AiCore: return "ai_core";
    case TrackKind::AiCpu: return "ai_cpu";
    case TrackKind::Communication: return "communication";
    case TrackKind::HostCpu: return "host_cpu";
    case TrackKind::Steps: return "steps";
    case TrackKind::Scope: return "scope";
    case TrackKind::Overlap: return "overlap";
    case TrackKind::Framework: return "framework";
    case TrackKind::Hardware: return "hardware";
    case TrackKind::Cann: return "cann";
    case TrackKind::Other: return "other";
    }
    return "other";
}

std::size_t Timeline::memoryBytes() const
{
    std::size_t bytes = sizeof(Timeline);
    for (const auto& t : tracks) {
        bytes += sizeof(TimelineTrack) + t.events.size() * sizeof(TimelineEvent);
        for (const auto& l : t.levels)
            bytes += sizeof(TimelineLevel) + l.index.capacity() * sizeof(std::uint32_t);
    }
    for (const auto& n : names)
        bytes +=
            sizeof(TimelineName) + n.name.capacity() + n.type.capacity() + n.fullName.capacity() + n.details.capacity();
    bytes += flows.capacity() * sizeof(TimelineFlow);
    for (const auto& c : counters)
        bytes += sizeof(TimelineCounter) + c.samples.capacity() * sizeof(c.samples[0]);
    return bytes;
}

} // namespace steplens
