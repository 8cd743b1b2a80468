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
};

const char* fileKindName(FileKind kind);

// What a file name says about itself.
struct FileMatch {
    FileKind kind;
    int id = -1; // rank/device id from the name; -1 when the name has none
};

// Recognises a profiler file by its name (not its path). Returns false for unknown names.
bool matchProfilerFile(const std::string& fileName, FileMatch& match);

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
    Diagnostics diagnostics;
    bool ok() const { return !ranks.empty(); }
};

// Never throws; problems (missing folder, no profiler data) are in `diagnostics`, with no ranks.
RunLayout discoverRun(const std::string& path);

} // namespace steplens
