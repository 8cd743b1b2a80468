#pragma once
// Host-side and chip-side queue counts, as formats.md §4.5–4.7 define them.
#include "model/queues.h"

namespace steplens {

struct HostQueueCounts {
    long long total = 0; // type-1 (connector) records
    long long empty = 0; // size 0
    long long full = 0;  // size equals capacity
};

struct ChipQueueCounts {
    long long total = 0; // GetNext lines
    long long empty = 0; // queue size 0
};

HostQueueCounts hostQueueCounts(const HostQueue& queue);
ChipQueueCounts chipQueueCounts(const ChipQueue& queue);

} // namespace steplens
