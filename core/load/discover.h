#pragma once
// Turns a folder chosen by the user into ranks and the files of each rank.
//
// Accepted: a profiler folder (named profiler*/PROFILER* or not), a job folder that holds one, and
// (for the 2.x layout) *_ascend_ms / *_ascend_pt rank folders. Ranks come from
// profiler_info_<n>.json and from the _<id> suffix of the per-device file names.
#include "model/diagnostic.h"
#include "model/profile.h"

#include <map>
#include <string>
#include <vector>

namespace steplens {

enum class FileKind {
    StepTrace,
    StepPointInfo,
    FrameworkRaw,
    AicoreDetail,
    AicoreType,
    Aicpu,
    Flops,
    FlopsSummary,
    GpuOpType,
    GpuOpDetail,
    CpuOpType,
    CpuOpDetail,
    PipelineRaw,
    PipelineProfiling,
    PipelineSummary,
    CpuUtilization,
    DeviceQueue,
    DatasetIterator,
    MinddataAicpu,
    GpuGetNext,
    TimelineDisplay,
    TimelineSummary,
    OutputTimelineData,
    MsprofTimeline,
    ProfilerInfo,
    HcclRaw,
    ClusterAnalyse,
    DynamicShapeInfo,
    AscendMarker, // output_op_compute_time_<id>.txt: only tells the backend is Ascend
    // ASCEND_PROFILER_OUTPUT layout (MindSpore >= 2.3, torch_npu). Its minddata files map to the
    // 1.x kinds above (PipelineRaw, PipelineSummary, PipelineProfiling, CpuUtilization, queues).
    StepTraceTime,
    KernelDetails,
    OpStatistic,
    TraceView,
    Communication,
    CommunicationMatrix,
    Dataset,
    MemoryRecord,
    OperatorMemory,
    NpuModuleMem,
    DataPreprocess,
    ProfilerMetadata,
    ApiStatistic,
    StaticOpMem,
    // The database export (export_type Db): ascend_pytorch_profiler[_<rank>].db /
    // ascend_mindspore_profiler[_<rank>].db, analysis.db / communication_analyzer.db, and CANN's
    // PROF_*/msprof_*.db (also read from a folder holding it directly).
    ProfilerDb,
    AnalysisDb,
    MsprofDb,
    DeviceInfo, // PROF_*/device_<id>/info.json.<id> of a rank folder: the device's core counts
    // msprof-analyze cluster_analysis_output/ (run level, not per rank)
    ClusterStepTraceTime,
    ClusterCommunication,
    ClusterCommunicationMatrix,
};

const char* fileKindName(FileKind kind);

// What a file name says about itself.
struct FileMatch {
    FileKind kind;
    int id = -1; // rank/device id from the name; -1 when the name has none
};

// Recognises a profiler file by its name (not its path). Returns false for unknown names.
bool matchProfilerFile(const std::string& fileName, FileMatch& match);
// Recognises a file of the ASCEND_PROFILER_OUTPUT layout (kernel_details.csv, trace_view.json...,
// and FRAMEWORK/operator_memory_<rank>.csv, profiler/dataset_<rank>.csv). 1.x names are not matched.
bool matchAscendOutputFile(const std::string& fileName, FileMatch& match);

struct RankFiles {
    int rank = -1;
    std::string folder;
    Layout layout = Layout::MindSpore1x;
    std::map<FileKind, std::vector<std::string>> files; // sorted paths per kind
    const std::vector<std::string>* get(FileKind kind) const
    {
        auto it = files.find(kind);
        return it == files.end() || it->second.empty() ? nullptr : &it->second;
    }
};

struct RunLayout {
    std::string path;
    std::string profilerFolder;
    std::vector<RankFiles> ranks;
    std::map<FileKind, std::string> clusterFiles; // cluster_analysis_output/ next to 2.x rank folders
    Diagnostics diagnostics;
    bool ok() const { return !ranks.empty(); }
};

// Never throws; problems (missing folder, no profiler data) are in `diagnostics`, with no ranks.
RunLayout discoverRun(const std::string& path);

namespace detail {
// The 2.x part of discoverRun: fills `layout` and returns true when `root` is, holds or sits in
// *_ascend_ms / *_ascend_pt rank folders (or folders holding ASCEND_PROFILER_OUTPUT).
bool discoverAscendRun(const std::string& root, RunLayout& layout);
} // namespace detail

} // namespace steplens
