#pragma once
// The MindSpore >= 2.3 / torch_npu ASCEND_PROFILER_OUTPUT layout: per-step device time split,
// kernels, op statistics, and the smaller tables. Communication and memory live in their own
// headers. Times are nanoseconds like everywhere in the model (the files write µs or ms).
#include "model/ascend_memory.h"
#include "model/communication.h"
#include "model/row_store.h"
#include "model/shared_table.h"
#include "model/string_pool.h"
#include "model/time.h"
#include "model/value_pool.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace steplens {

// ---- step_trace_time.csv -------------------------------------------------------------------------

// The columns of step_trace_time.csv, in file order (all µs in the file).
enum class StepColumn : int {
    Computing,
    CommunicationNotOverlapped, // "exposed" communication: the device waits for it
    Overlapped,
    Communication,
    Free,
    Stage,
    Bubble,
    CommunicationNotOverlappedExcludeReceive,
    Preparing,
};
constexpr int kStepColumnCount = 9;

// The header text of a column ("Communication(Not Overlapped)").
const char* stepColumnHeader(StepColumn c);
// A stable snake_case key ("communication_not_overlapped") for reports.
const char* stepColumnKey(StepColumn c);

struct StepBreakdown {
    std::string step;       // as written; empty when the run had no steps
    long long stepNum = -1; // step as a number, -1 when empty or not numeric
    int deviceId = -1;      // Device_id column, -1 when absent
    std::string type;       // cluster form: "rank" or "stage"; empty otherwise
    std::string index;      // cluster form: rank id or the stage's rank tuple "(0, 1, ...)"
    std::array<Nanos, kStepColumnCount> values{};
    std::uint16_t present = 0; // bit i set when column i had a value in this row

    bool has(StepColumn c) const { return (present >> int(c)) & 1u; }
    Nanos get(StepColumn c) const { return values[std::size_t(c)]; }
    // Device span plus the host lead-in: Preparing + Computing + Communication(Not Overlapped) + Free.
    Nanos wall() const;
};

struct StepTraceTime {
    std::vector<StepBreakdown> rows;
    std::array<bool, kStepColumnCount> hasColumn{}; // which columns the header had
    bool hasDeviceId = false;
    bool clusterForm = false; // msprof-analyze's cluster_step_trace_time.csv (Step,Type,Index,...)
    std::vector<std::string> sources;

    bool has(StepColumn c) const { return hasColumn[std::size_t(c)]; }
    // Rows that describe this rank's own steps (the rank rows of a cluster file are not).
    std::vector<const StepBreakdown*> stepRows() const;
};

// ---- kernel_details.csv --------------------------------------------------------------------------

// The shape, dtype and format columns of one kernel, as ids into KernelDetails::strings (0 = empty).
// Kept once per distinct combination (KernelDetails::shapeSets): a model repeats a few thousand.
struct KernelShapes {
    std::uint32_t inputShapes = 0, inputDtypes = 0, inputFormats = 0;
    std::uint32_t outputShapes = 0, outputDtypes = 0, outputFormats = 0;

    bool operator==(const KernelShapes& o) const
    {
        return inputShapes == o.inputShapes && inputDtypes == o.inputDtypes && inputFormats == o.inputFormats &&
               outputShapes == o.outputShapes && outputDtypes == o.outputDtypes && outputFormats == o.outputFormats;
    }
    struct Hash {
        std::size_t operator()(const KernelShapes& s) const;
    };
};

// The columns of one kernel that are constant per file or nearly so, and rarely read. Kept once per
// distinct combination (KernelDetails::attributeSets); the defaults are the "absent" values.
struct KernelAttributes {
    std::uint32_t opState = 0;           // string id: "dynamic", "static"...; 0 when absent
    std::uint32_t modelId = 0xffffffffu; // 4294967295 = single-op mode, also "absent"
    std::int32_t mixBlockDim = -1;
    std::int16_t deviceId = -1;
    std::int8_t hf32 = -1; // HF32 Eligible: 1 YES, 0 NO, -1 absent

    bool operator==(const KernelAttributes& o) const
    {
        return opState == o.opState && modelId == o.modelId && mixBlockDim == o.mixBlockDim && deviceId == o.deviceId &&
               hf32 == o.hf32;
    }
    struct Hash {
        std::size_t operator()(const KernelAttributes& a) const;
    };
};

// One device task. Strings are ids into KernelDetails::strings; 0 means empty/absent. Millions of rows
// are kept (a 5M-row kernel_details.csv), so the row holds what the analysis reads per row and ids of
// the rest: BENCHMARKS.md ("CSV folders") measures the bytes per row against issue 20's 64 B target.
// No column is narrowed: task ids and durations keep the file's full 64-bit range.
struct KernelRow {
    Nanos start = 0; // epoch ns
    Nanos duration = 0;
    Nanos wait = -1; // -1 when absent
    std::int64_t taskId = -1;
    std::int32_t step = -1; // Step Id / Step ID; -1 when the file has none
    std::int32_t streamId = -1;
    std::int32_t blockDim = -1;
    std::uint32_t name = 0;
    std::uint32_t type = 0;       // OP type; at Level0 (N/A) the name is used instead
    std::uint32_t core = 0;       // Accelerator Core: AI_CORE, AI_VECTOR_CORE, MIX_AIC, AI_CPU, HCCL...
    std::uint32_t shapes = 0;     // id into KernelDetails::shapeSets (0: all empty)
    std::uint32_t attributes = 0; // id into KernelDetails::attributeSets (0: all absent)
};
// The 64 B of issue 20 (BENCHMARKS.md, "CSV folders"): rows are copied and sorted as plain bytes.
static_assert(sizeof(KernelRow) <= 64, "KernelRow grew past 64 B: see BENCHMARKS.md, section \"CSV folders\"");
static_assert(std::is_trivially_copyable_v<KernelRow>);

struct KernelDetails {
    RowStore<KernelRow> rows; // file order; pages of their own (model/row_store.h)
    StringPool strings;
    ValuePool<KernelShapes, KernelShapes::Hash> shapeSets;
    ValuePool<KernelAttributes, KernelAttributes::Hash> attributeSets;
    bool hasStep = false;
    bool typeFromName = false; // Level0: Type was N/A and the name stands in for it
    bool hasShapes = false;    // Level1/2 column set
    // PMU metric columns (aicore_time(us), aic_mac_ratio, cube_utilization(%)...), row-major:
    // metrics[row * metricNames.size() + k]; NaN when the cell was N/A. Empty when not kept.
    std::vector<std::string> metricNames;
    std::vector<float> metrics;
    std::vector<std::string> sources;

    const std::string& str(std::uint32_t id) const { return strings.at(id); }
    const KernelShapes& shapes(const KernelRow& r) const { return shapeSets.at(r.shapes); }
    const KernelAttributes& attributes(const KernelRow& r) const { return attributeSets.at(r.attributes); }
    // Steps present, ascending (empty when the file has no step column).
    std::vector<std::int32_t> steps() const;
};

// The distinct step ids of kernel rows given in file order, so that a pass over the rows made for another
// purpose collects them on the way (a pass of its own took ~25 ms on 5M rows). Rows of one step come
// together: only the changes of step are kept, then sorted and made unique (a few hundred values, not a
// tree of them).
class KernelStepIds
{
public:
    void add(std::int32_t step)
    {
        if (step >= 0 && (m_changes.empty() || m_changes.back() != step))
            m_changes.push_back(step);
    }
    // The steps seen, ascending.
    std::vector<std::int32_t> sorted() &&;

private:
    std::vector<std::int32_t> m_changes;
};

// ---- op_statistic.csv ----------------------------------------------------------------------------

struct OpStatisticRow {
    std::string opType;
    std::string coreType; // AI_CORE, AI_VECTOR_CORE, MIX_AIC, MIX_AIV, AI_CPU, DSA_SQE...
    int deviceId = -1;
    std::string modelName;
    long long count = 0;
    Nanos total = 0;
    Nanos min = 0, avg = 0, max = 0;
    double ratioPct = 0; // Ratio(%): share of all op time, 0-100
};

struct OpStatistic {
    std::vector<OpStatisticRow> rows;
    std::vector<std::string> sources;
};

// Which side a Core Type belongs to.
enum class CoreSide { AiCore, AiCpu, Communication, Other };
CoreSide coreSide(std::string_view coreType);

// ---- smaller tables ------------------------------------------------------------------------------

// dataset.csv (MindSpore 2.5+) or profiler/dataset_<rank>.csv (2.3/2.4): host-side dataset stages.
struct DatasetRow {
    std::string operation;
    std::string stage;
    long long occurrences = 0;
    double avgNs = 0;
    std::string customInfo;
};

// data_preprocess.csv: CANN's AI CPU operator detail (not the data pipeline).
struct DataPreprocessRow {
    std::string node;
    Nanos timestamp = 0;
    double computeNs = 0, memcpyNs = 0, taskNs = 0, dispatchNs = 0, totalNs = 0;
    int streamId = -1;
    long long taskId = -1;
};

// api_statistic.csv: host API calls (acl, runtime, hccl/communication, node, model levels).
struct ApiStatRow {
    std::string level;
    std::string name;
    double totalNs = 0;
    long long count = 0;
    double avgNs = 0, minNs = 0, maxNs = 0;
    double variance = 0; // µs², as written
};

// profiler_metadata.json.
struct ParallelGroup {
    std::string key;       // the JSON key (a group id or "group_name_<n>")
    std::string groupName; // "dp", "tp", "pp", "default_group"...
    int groupRank = -1;
    std::vector<int> globalRanks;
};

struct ProfilerMetadata {
    std::vector<ParallelGroup> parallelGroups;
    std::map<std::string, std::string> distributedArgs; // as text
    std::map<std::string, std::string> values;          // every other key, flattened and as text
    std::optional<int> rank, worldSize;
    std::optional<int> tensorParallel, pipelineParallel, dataParallel, contextParallel, expertParallel;
    std::vector<std::string> sources;
};

// What profiler_info says about how the data was collected.
struct AscendSettings {
    std::string framework;     // "mindspore", "torch_npu" or empty
    std::string profilerLevel; // "Level0", "Level1", "Level2", "LevelNone"
    std::string aicMetrics;
    bool profileMemory = false;
    std::vector<std::string> activities;
};

// PROF_*/device_<id>/info.json.<id> (CANN): the device's core counts. The tuning assistant compares
// each kernel's Block Dim with them. -1 when the file did not say.
struct AscendDeviceInfo {
    int aiCoreCount = -1;     // DeviceInfo[].ai_core_num (cube cores, or all AI Cores before 910B)
    int vectorCoreCount = -1; // DeviceInfo[].aiv_num (0 on chips without separate vector cores)
    int aiCpuCount = -1;      // DeviceInfo[].ai_cpu_core_num
    std::vector<std::string> sources;
};

// Everything read from one rank's ASCEND_PROFILER_OUTPUT (and its FRAMEWORK) folder.
struct AscendOutput {
    std::string framework;       // "mindspore" (*_ascend_ms) or "torch_npu" (*_ascend_pt); empty when unknown
    std::string source = "text"; // "text" (CSV and JSON files) or "db" (the SQLite export, export_type Db)
    std::optional<StepTraceTime> stepTraceTime;
    SharedTable<KernelDetails> kernels;
    std::optional<OpStatistic> opStatistic;
    std::optional<Communication> communication;
    std::optional<CommunicationMatrix> communicationMatrix;
    SharedTable<MemoryRecords> memoryRecords;
    SharedTable<OperatorMemory> operatorMemory;
    std::optional<NpuModuleMemory> npuModuleMemory;
    SharedTable<StaticOpMemory> staticOpMemory; // static_op_mem.csv (graph mode)
    std::optional<DeviceMemoryInfo> deviceMemory; // chip and memory size, when a file states them
    std::optional<std::vector<DatasetRow>> dataset;
    std::optional<std::vector<DataPreprocessRow>> aicpuOps;
    std::optional<std::vector<ApiStatRow>> apiStatistic;
    std::optional<ProfilerMetadata> metadata;
    std::optional<AscendSettings> settings;
    std::optional<AscendDeviceInfo> deviceInfo; // from PROF_*/device_*/info.json.*, when the folder kept it
};

// The run-level outputs of msprof-analyze's cluster analysis (cluster_analysis_output/).
struct AscendCluster {
    std::optional<StepTraceTime> stepTraceTime;
    std::optional<Communication> communication;
    std::optional<CommunicationMatrix> communicationMatrix;
    std::vector<std::string> sources;
};

} // namespace steplens
