#include "analysis/queue_stats.h"

namespace steplens {

HostQueueCounts hostQueueCounts(const HostQueue& queue)
{
    HostQueueCounts c;
    for (const auto& r : queue.records) {
        if (r.type != 1)
            continue;
        ++c.total;
        if (r.value == 0)
            ++c.empty;
        if (r.value == double(r.extraInfo))
            ++c.full;
    }
    return c;
}

ChipQueueCounts chipQueueCounts(const ChipQueue& queue)
{
    ChipQueueCounts c;
    for (const auto& r : queue.records) {
        ++c.total;
        if (r.size == 0)
            ++c.empty;
    }
    return c;
}

} // namespace steplens
