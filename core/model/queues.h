#pragma once
// Host-side and chip-side data queues (device_queue_profiling / dataset_iterator_profiling,
// minddata_aicpu / minddata_getnext_profiling).
#include "model/absent.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace steplens {

// One line of the host queue file: "<type> <extra_info> <batch_num> <value> [<time_stamp>]".
// 32 bytes: a big folder holds millions of them (the absent time stamp is a NaN, not an optional,
// which would take 16 bytes of its own; BENCHMARKS.md, "CSV folders").
struct HostQueueRecord {
    long long batch = 0;
    double value = 0;           // ms for type 0, queue size for type 1
    std::int32_t extraInfo = 0; // type 0: 0 pipeline, 1 push, 2 batch; type 1: queue capacity
    std::int8_t type = 0;       // 0 = time record, 1 = connector (queue) record

    // Host clock (ms); absent in 2020 files (4 fields).
    std::optional<double> timestampMs() const { return presentValue(m_timestampMs); }
    void setTimestampMs(double ms) { m_timestampMs = ms; } // a finite value (the reader rejects NaN)

private:
    double m_timestampMs = kAbsent;
};
static_assert(sizeof(HostQueueRecord) <= 32, "HostQueueRecord grew past 32 B: see BENCHMARKS.md, \"CSV folders\"");

struct HostQueue {
    bool sinkMode = false;                // true: device_queue_profiling; false: dataset_iterator_profiling
    std::vector<HostQueueRecord> records; // file order
    std::vector<std::string> sources;
};

// One GetNext line of the chip-side queue file.
struct ChipQueueRecord {
    std::string node;
    double start = 0; // µs on Ascend, ns on GPU, as written
    double end = 0;
    int size = 0;
};

struct ChipQueue {
    bool gpu = false;                     // minddata_getnext_profiling (times in ns)
    std::vector<ChipQueueRecord> records; // lines whose node starts with "GetNext", file order
    long long otherLines = 0;             // lines of other nodes, skipped
    std::vector<std::string> sources;
};

} // namespace steplens
