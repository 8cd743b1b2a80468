#pragma once
// Deterministic synthetic profiler files for the benchmarks, in the real formats MindSpore writes
// (the shapes of core/example's writers and docs/formats.md), at any size:
// one writer per file kind, and a whole MindSpore-1.x profiler folder of several ranks.
// Generated data goes under /tmp, never into the repository.
#include <cstdint>
#include <string>
#include <vector>

namespace steplens::bench {

enum class FileKindBench {
    StepTrace,     // step_trace_raw_0_detail_time.csv: one row per step
    FrameworkRaw,  // framework_raw_0.csv: one row per operator, op_info JSON in a quoted cell
    AicoreDetail,  // aicore_intermediate_0_detail.csv: one row per operator
    AicoreType,    // aicore_intermediate_0_type.csv: one row per type
    Aicpu,         // aicpu_intermediate_0.csv: one row per AI CPU execution
    PipelineRaw,   // minddata_pipeline_raw_0.csv: one row per dataset op, queue samples as a list
    HostQueue,     // device_queue_profiling_0.txt: "<type> <extra> <batch> <value> <ms>" lines
    ChipQueue,     // minddata_aicpu_0.txt: "GetNext_dequeue_wait <start> <end> <size>" lines
    KernelDetails, // ASCEND_PROFILER_OUTPUT/kernel_details.csv (MindSpore 2.x Level1 header)
    OperatorMemory, // ASCEND_PROFILER_OUTPUT/operator_memory.csv (torch_npu: one row per tensor block)
    MemoryRecord,   // ASCEND_PROFILER_OUTPUT/memory_record.csv (torch_npu: the totals after each change)
    Timeline,      // ascend_timeline_display_0.json (timeline_generator.h)
};

struct KindInfo {
    FileKindBench kind;
    const char* label;    // "step_trace CSV"
    const char* fileName; // name the discovery expects
    bool csv;             // a CSV file (Python baseline: csv.reader); else text lines or JSON
};

const std::vector<KindInfo>& benchKinds();

// Writes `rows` rows (events for the timeline) of `kind` to `path`, unless a finished file of that
// size is already there. Returns the bytes written, or 0 on an I/O error.
std::uint64_t ensureKindFile(FileKindBench kind, const std::string& path, std::uint64_t rows);

struct FolderSpec {
    int ranks = 8;
    int steps = 1000;                              // per rank
    int opsPerRank = 25000;                        // framework_raw and aicore detail rows per rank
    std::uint64_t timelineEventsPerRank = 1250000; // 0: no timeline file
    // Rows of the 1.x text and AI CPU files; 0 keeps the defaults tied to `steps` (2, 4 and 1 per step).
    std::uint64_t aicpuRows = 0;
    std::uint64_t hostQueueLines = 0;
    std::uint64_t chipQueueLines = 0;
};

// Writes `root`/profiler/ with every rank's 1.x files (step trace, framework, AI Core detail and
// type, AI CPU, pipeline, device queue, chip queue, timeline). Skips work when `root` holds a
// finished folder of the same spec. Returns false on an I/O error.
bool ensureFolder(const std::string& root, const FolderSpec& spec);

// Writes `root`/rank0_ascend_ms/ASCEND_PROFILER_OUTPUT/kernel_details.csv (MindSpore 2.x Level1) of
// `rows` kernels, the 2.x folder the kernel reader benchmark reports on. Returns false on an I/O error.
bool ensureKernelFolder(const std::string& root, std::uint64_t rows);

} // namespace steplens::bench
