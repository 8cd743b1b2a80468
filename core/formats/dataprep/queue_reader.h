#pragma once
// Data queue files: the host queue (device_queue_profiling_<id>.txt in sink mode,
// dataset_iterator_profiling_<id>.txt otherwise) and the chip queue (minddata_aicpu_<id>.txt,
// GPU minddata_getnext_profiling_<id>.txt).
#include "formats/read_result.h"
#include "model/queues.h"

#include <string>

namespace steplens {

// Lines "<type> <extra_info> <batch> <value> [<time_stamp>]"; 2020 files lack the time stamp.
ReadResult<HostQueue> readHostQueue(const std::string& path, bool sinkMode);

// Optional header "node_name start_time end_time queue_size", then "<node> <start> <end> <size>";
// only GetNext* nodes are kept. `gpu` marks the GPU file (times in ns, not µs).
ReadResult<ChipQueue> readChipQueue(const std::string& path, bool gpu);

} // namespace steplens
