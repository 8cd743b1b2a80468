#pragma once
// Operator statistics: AI Core, AI CPU, framework metadata, FLOPs, and the GPU/CPU backend op files.
#include "model/absent.h"
#include "model/backend.h"
#include "model/framework_ops.h"
#include "model/string_pool.h"
#include "model/time.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace steplens {

// One AI Core operator (aicore_intermediate_<id>_detail.csv).
struct OpDetail {
    std::string fullName;
    double avgNs = 0;     // average time per execution
    long long count = -1; // executions; -1 when the file does not say
    std::string taskType; // MS 2.x only
};

// One operator type (aicore_intermediate_<id>_type.csv, gpu/cpu op type files).
struct OpTypeStat {
    std::string type;
    double totalNs = 0;
    long long count = 0;
    double percent = 0; // 0-100, normalised whatever the file wrote
};

// One AI CPU task execution (aicpu_intermediate_<id>.csv): what the AI CPU tables sum. 32 bytes: a big
// folder holds hundreds of thousands, and a fresh megabyte costs ~2 ms to touch (BENCHMARKS.md, "CSV
// folders"), so the op type is an id into AiCpuTasks' string pool, an absent execution time is a NaN,
// and the serial number and run_start/run_end, which no view uses, are checked by the reader but not kept.
struct AiCpuTask {
    double totalNs = 0;
    double dispatchNs = 0;
    std::uint32_t type = 0; // id of the op type in AiCpuTasks

    std::optional<double> executionNs() const { return presentValue(m_executionNs); }
    void setExecutionNs(double ns) { m_executionNs = ns; } // finite (readers reject NaN)

private:
    double m_executionNs = kAbsent;
};
static_assert(sizeof(AiCpuTask) <= 32, "AiCpuTask grew past 32 B: see BENCHMARKS.md, \"CSV folders\"");

// The AI CPU tasks of a rank in file order, with their op types stored once.
class AiCpuTasks
{
public:
    // Appends `task` with the op type `type` (as written, may carry a "-<suffix>").
    void add(AiCpuTask task, std::string_view type);
    // Appends `later`'s tasks (the second part of a file read in two), their types interned here in
    // `later`'s order of first use, so ids come out as reading the file in one part gives them.
    void append(const AiCpuTasks& later);
    const std::string& typeOf(const AiCpuTask& task) const { return m_types.at(task.type); }
    // The op types the tasks name, each once.
    std::size_t typeCount() const { return m_types.size() - 1; } // the pool's id 0 is the empty string
    const std::vector<AiCpuTask>& rows() const { return m_rows; }
    std::vector<AiCpuTask>& rows() { return m_rows; }

    std::size_t size() const { return m_rows.size(); }
    bool empty() const { return m_rows.empty(); }
    std::vector<AiCpuTask>::const_iterator begin() const { return m_rows.begin(); }
    std::vector<AiCpuTask>::const_iterator end() const { return m_rows.end(); }

private:
    StringPool m_types;
    std::uint32_t m_lastType = 0; // rows of one type often follow each other: compared before hashing
    std::vector<AiCpuTask> m_rows;
};

// One row of flops_<id>.txt.
struct FlopsRow {
    std::string fullName;
    std::vector<double> values; // in header order
};

// GPU/CPU backend per-op detail (gpu_op_detail_info / cpu_op_detail_info).
struct BackendOpDetail {
    std::string side; // op_side (GPU), empty for CPU
    std::string type;
    std::string name;
    std::string fullName;
    long long occurrences = 0;
    double totalNs = 0;
    double avgNs = 0;
    double percent = 0;               // 0-100
    double cudaActivityNs = -1;       // GPU: time of the CUDA kernels launched by the op; -1 when absent
    long long cudaActivityCalls = -1; // GPU: number of those kernels
};

struct Operators {
    std::vector<OpTypeStat> aicoreTypes;
    std::vector<OpDetail> aicoreDetails;
    AiCpuTasks aicpuTasks;
    // AI CPU time per op type when the folder gives it (op_statistic.csv of the 2.x layout); in 1.x
    // folders it is empty and the table is derived from aicpuTasks (aicpuTypeTable).
    std::vector<OpTypeStat> aicpuTypes;
    FrameworkOps framework;                // by full name; last row wins, as MindInsight did
    std::size_t frameworkRepeatedRows = 0; // rows overridden by a later row of the same name
    std::vector<std::string> flopsHeaders;
    std::unordered_map<std::string, FlopsRow> flops;
    std::map<std::string, double> flopsSummary;  // flops_summary_<id>.json
    std::vector<OpTypeStat> backendTypes;        // gpu_op_type_info, else cpu_op_type_info
    std::vector<BackendOpDetail> backendDetails; // gpu_op_detail_info, else cpu_op_detail_info
    // Host CPU ops written next to the GPU files (cpu_op_*), kept apart so the two tables do not mix.
    std::vector<OpTypeStat> hostCpuTypes;
    std::vector<BackendOpDetail> hostCpuDetails;
    Backend backend = Backend::Unknown;
    std::vector<std::string> sources;
};

} // namespace steplens
