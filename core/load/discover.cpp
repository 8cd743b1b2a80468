#include "load/discover.h"

#include "io/file_reader.h"
#include "io/text.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <deque>
#include <filesystem>
#include <set>
#include <sys/stat.h>

namespace fs = std::filesystem;

namespace steplens {

namespace {

struct NamePattern {
    const char* prefix;
    const char* suffix;
    FileKind kind;
    bool idRequired;
};

// Longer prefixes first where one is the tail of another (timeline_display_ inside
// ascend_timeline_display_), so the first match is the right one.
const NamePattern kPatterns[] = {
    {"step_trace_raw_", "_detail_time.csv", FileKind::StepTrace, true},
    {"step_trace_point_info_", ".json", FileKind::StepPointInfo, true},
    {"step_trace_point_info", ".json", FileKind::StepPointInfo, false},
    {"framework_raw_", ".csv", FileKind::FrameworkRaw, true},
    {"aicore_intermediate_", "_detail.csv", FileKind::AicoreDetail, true},
    {"aicore_intermediate_", "_type.csv", FileKind::AicoreType, true},
    {"aicpu_intermediate_", ".csv", FileKind::Aicpu, true},
    {"flops_summary_", ".json", FileKind::FlopsSummary, true},
    {"flops_", ".txt", FileKind::Flops, true},
    {"gpu_op_type_info_", ".csv", FileKind::GpuOpType, true},
    {"gpu_op_detail_info_", ".csv", FileKind::GpuOpDetail, true},
    {"cpu_op_type_info_", ".csv", FileKind::CpuOpType, true},
    {"cpu_op_detail_info_", ".csv", FileKind::CpuOpDetail, true},
    {"minddata_pipeline_raw_", ".csv", FileKind::PipelineRaw, true},
    {"pipeline_profiling_", ".json", FileKind::PipelineProfiling, true},
    {"minddata_pipeline_summary_", ".json", FileKind::PipelineSummary, true},
    {"minddata_cpu_utilization_", ".json", FileKind::CpuUtilization, true},
    {"device_queue_profiling_", ".txt", FileKind::DeviceQueue, true},
    {"dataset_iterator_profiling_", ".txt", FileKind::DatasetIterator, true},
    {"minddata_aicpu_", ".txt", FileKind::MinddataAicpu, true},
    {"minddata_getnext_profiling_", ".txt", FileKind::GpuGetNext, true},
    {"ascend_timeline_display_", ".json", FileKind::TimelineDisplay, true},
    {"gpu_timeline_display_", ".json", FileKind::TimelineDisplay, true},
    {"cpu_timeline_display_", ".json", FileKind::TimelineDisplay, true},
    {"timeline_display_", ".json", FileKind::TimelineDisplay, true},
    {"ascend_timeline_summary_", ".json", FileKind::TimelineSummary, true},
    {"gpu_timeline_summary_", ".json", FileKind::TimelineSummary, true},
    {"timeline_summary_", ".json", FileKind::TimelineSummary, true},
    {"output_timeline_data_", ".txt", FileKind::OutputTimelineData, true},
    {"profiler_info_", ".json", FileKind::ProfilerInfo, true},
    {"profiler_info", ".json", FileKind::ProfilerInfo, false},
    {"hccl_raw_", ".csv", FileKind::HcclRaw, true},
    {"dynamic_shape_info_", ".json", FileKind::DynamicShapeInfo, true},
    {"output_op_compute_time_", ".txt", FileKind::AscendMarker, true},
};

bool parseId(std::string_view text, int& id)
{
    if (text.empty() || text.size() > 9)
        return false;
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
    return ec == std::errc() && p == text.data() + text.size() && id >= 0;
}

// ascend_cluster_analyse_<mode>_<stage_num>_<rank_size>_<rank>.csv: the rank is the last number.
bool matchClusterAnalyse(std::string_view name, FileMatch& match)
{
    for (std::string_view prefix :
         {std::string_view("ascend_cluster_analyse_"), std::string_view("gpu_cluster_analyse_")}) {
        if (!io::startsWith(name, prefix) || !io::endsWith(name, ".csv"))
            continue;
        std::string_view core = name.substr(0, name.size() - 4);
        std::size_t us = core.rfind('_');
        int id = -1;
        if (us == std::string_view::npos || !parseId(core.substr(us + 1), id))
            return false;
        match = {FileKind::ClusterAnalyse, id};
        return true;
    }
    return false;
}

// CANN msprof timeline: msprof_<device>_<model>_<iteration>.json (MindInsight 2.2 test layout),
// or msprof_<timestamp>.json under mindstudio_profiler_output (id from the device folder).
bool matchMsprof(std::string_view name, FileMatch& match)
{
    if (!io::startsWith(name, "msprof_") || !io::endsWith(name, ".json"))
        return false;
    std::string_view core = name.substr(7, name.size() - 7 - 5);
    auto parts = io::split(core, '_');
    int id = -1;
    if (parts.size() == 3 && parseId(parts[0], id))
        match = {FileKind::MsprofTimeline, id};
    else
        match = {FileKind::MsprofTimeline, -1};
    return true;
}

constexpr int kMaxSearchDepth = 3;
constexpr std::size_t kMaxFoldersVisited = 20000;

bool isProfilerName(const std::string& name)
{
    return io::startsWith(io::toLower(name), "profiler");
}

struct FolderScan {
    std::string folder;
    std::vector<std::pair<std::string, FileMatch>> files; // name, match
    std::vector<std::string> profDirs;                    // PROF_* sub-folders
    Diagnostics skipped;         // entries named like profiler files that cannot be read (capped)
    std::size_t skippedMore = 0; // beyond the cap
    void skip(Diagnostic d)
    {
        if (skipped.size() < kMaxDiagnosticsPerFile)
            skipped.push_back(std::move(d));
        else
            ++skippedMore;
    }
};

// Why a directory entry named like a profiler file is not read.
Message notRegularReason(const fs::path& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0)
        return SL_MSG("diag.discover.named-like-but-is", "named like a profiler file but is {type}")
            .arg("type", io::fileTypeName(st.st_mode));
    int err = errno;
    struct stat lst {};
    if (::lstat(path.c_str(), &lst) == 0 && S_ISLNK(lst.st_mode))
        return err == ELOOP
                   ? SL_MSG("diag.discover.link-loops", "a symbolic link that loops back on itself")
                   : SL_MSG("diag.discover.link-dangles", "a symbolic link to something that does not exist ({reason})")
                         .arg("reason", io::systemError(err));
    return SL_MSG("diag.discover.cannot-examine", "cannot be examined: {reason}").arg("reason", io::systemError(err));
}

FolderScan scanFolder(const fs::path& dir, Diagnostics& diags)
{
    FolderScan scan;
    scan.folder = dir.string();
    std::error_code ec;
    fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end;
    if (ec) {
        diags.push_back(
            Diagnostic::warning(dir.string(),
                                SL_MSG("diag.discover.cannot-list-the-folder", "cannot list the folder: {reason}")
                                    .arg("reason", ec.message()),
                                SL_MSG("diag.action.folder-skipped", "folder skipped")));
        return scan;
    }
    for (; it != end; it.increment(ec)) {
        if (ec)
            break;
        const std::string name = it->path().filename().string();
        std::error_code sec;
        FileMatch m{};
        const bool profilerName = matchProfilerFile(name, m);
        if (it->is_directory(sec)) {
            if (io::startsWith(name, "PROF_"))
                scan.profDirs.push_back(it->path().string());
            else if (profilerName)
                scan.skip(Diagnostic::warning(
                    it->path().string(),
                    SL_MSG("diag.discover.named-like-but-folder", "named like a profiler file but is a folder"),
                    SL_MSG("diag.action.ignored", "ignored")));
            continue;
        }
        if (!profilerName)
            continue;
        // Only regular files (or links to them) are read: a FIFO would block the reader, and a
        // dangling link or a device has nothing to read.
        if (!it->is_regular_file(sec))
            scan.skip(Diagnostic::warning(it->path().string(), notRegularReason(it->path()),
                                          SL_MSG("diag.action.file-ignored", "file ignored")));
        else
            scan.files.emplace_back(name, m);
    }
    std::sort(scan.files.begin(), scan.files.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::sort(scan.profDirs.begin(), scan.profDirs.end());
    return scan;
}

bool hasRankData(const FolderScan& s)
{
    for (const auto& f : s.files)
        if (f.second.kind != FileKind::StepPointInfo && f.second.kind != FileKind::ProfilerInfo)
            return true;
    return !s.profDirs.empty();
}

// Collects msprof timeline files in a CANN PROF_* folder, by device id.
void scanProfDir(const fs::path& prof, std::map<int, std::vector<std::string>>& byDevice, Diagnostics& diags)
{
    std::error_code ec;
    fs::recursive_directory_iterator it(prof, fs::directory_options::skip_permission_denied, ec), end;
    if (ec)
        return;
    int visited = 0;
    for (; it != end; it.increment(ec)) {
        if (ec || ++visited > 100000)
            break;
        if (it.depth() > 4) {
            it.disable_recursion_pending();
            continue;
        }
        std::error_code sec;
        if (!it->is_regular_file(sec))
            continue;
        FileMatch m{};
        const std::string name = it->path().filename().string();
        if (!matchMsprof(name, m))
            continue;
        int device = m.id;
        // The device folder (device_<n>) is the more reliable id.
        for (fs::path p = it->path().parent_path(); p != prof && p.has_filename(); p = p.parent_path()) {
            std::string dn = p.filename().string();
            int d = -1;
            if (io::startsWith(dn, "device_") && parseId(std::string_view(dn).substr(7), d)) {
                device = d;
                break;
            }
        }
        if (device < 0) {
            diags.push_back(Diagnostic::info(
                it->path().string(),
                SL_MSG("diag.discover.msprof-timeline-file-without-a", "msprof timeline file without a device id"),
                SL_MSG("diag.action.file-ignored", "file ignored")));
            continue;
        }
        byDevice[device].push_back(it->path().string());
    }
}

} // namespace

const char* fileKindName(FileKind kind)
{
    switch (kind) {
    case FileKind::StepTrace: return "step trace";
    case FileKind::StepPointInfo: return "step trace point info";
    case FileKind::FrameworkRaw: return "framework info";
    case FileKind::AicoreDetail: return "AI Core op detail";
    case FileKind::AicoreType: return "AI Core op type";
    case FileKind::Aicpu: return "AI CPU ops";
    case FileKind::Flops: return "FLOPs";
    case FileKind::FlopsSummary: return "FLOPs summary";
    case FileKind::GpuOpType: return "GPU op type";
    case FileKind::GpuOpDetail: return "GPU op detail";
    case FileKind::CpuOpType: return "CPU op type";
    case FileKind::CpuOpDetail: return "CPU op detail";
    case FileKind::PipelineRaw: return "data pipeline";
    case FileKind::PipelineProfiling: return "data pipeline (raw)";
    case FileKind::PipelineSummary: return "data pipeline summary";
    case FileKind::CpuUtilization: return "CPU utilization";
    case FileKind::DeviceQueue: return "host queue (sink mode)";
    case FileKind::DatasetIterator: return "host queue (iterator)";
    case FileKind::MinddataAicpu: return "chip queue";
    case FileKind::GpuGetNext: return "chip queue (GPU)";
    case FileKind::TimelineDisplay: return "timeline";
    case FileKind::TimelineSummary: return "timeline summary";
    case FileKind::OutputTimelineData: return "timeline data (text)";
    case FileKind::MsprofTimeline: return "msprof timeline";
    case FileKind::ProfilerInfo: return "profiler info";
    case FileKind::HcclRaw: return "HCCL communication";
    case FileKind::ClusterAnalyse: return "cluster analysis";
    case FileKind::DynamicShapeInfo: return "dynamic shape info";
    case FileKind::AscendMarker: return "op compute time";
    case FileKind::StepTraceTime: return "step trace time";
    case FileKind::KernelDetails: return "kernel details";
    case FileKind::OpStatistic: return "op statistic";
    case FileKind::TraceView: return "trace view";
    case FileKind::Communication: return "communication";
    case FileKind::CommunicationMatrix: return "communication matrix";
    case FileKind::Dataset: return "dataset stages";
    case FileKind::MemoryRecord: return "memory record";
    case FileKind::OperatorMemory: return "operator memory";
    case FileKind::NpuModuleMem: return "NPU module memory";
    case FileKind::DataPreprocess: return "AI CPU op detail";
    case FileKind::ProfilerMetadata: return "profiler metadata";
    case FileKind::ApiStatistic: return "API statistic";
    case FileKind::StaticOpMem: return "static op memory";
    case FileKind::ProfilerDb: return "profiler database";
    case FileKind::AnalysisDb: return "analysis database";
    case FileKind::MsprofDb: return "msprof database";
    case FileKind::DeviceInfo: return "device info";
    case FileKind::ClusterStepTraceTime: return "cluster step trace time";
    case FileKind::ClusterCommunication: return "cluster communication";
    case FileKind::ClusterCommunicationMatrix: return "cluster communication matrix";
    }
    return "file";
}

bool matchProfilerFile(const std::string& fileName, FileMatch& match)
{
    std::string_view name = fileName;
    if (matchClusterAnalyse(name, match))
        return true;
    for (const auto& p : kPatterns) {
        std::string_view prefix = p.prefix, suffix = p.suffix;
        if (name.size() < prefix.size() + suffix.size() || !io::startsWith(name, prefix) || !io::endsWith(name, suffix))
            continue;
        std::string_view middle = name.substr(prefix.size(), name.size() - prefix.size() - suffix.size());
        if (!p.idRequired) {
            if (!middle.empty())
                continue;
            match = {p.kind, -1};
            return true;
        }
        int id = -1;
        if (!parseId(middle, id))
            continue;
        match = {p.kind, id};
        return true;
    }
    return false;
}

RunLayout discoverRun(const std::string& path)
{
    RunLayout layout;
    layout.path = path;
    try {
        std::error_code ec;
        fs::path root(path);
        auto status = fs::status(root, ec);
        if (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory) {
            layout.diagnostics.push_back(
                Diagnostic::error(path,
                                  SL_MSG("diag.discover.cannot-open-the-folder", "cannot open the folder: {reason}")
                                      .arg("reason", ec.message()),
                                  SL_MSG("diag.action.nothing-loaded", "nothing loaded")));
            return layout;
        }
        if (ec || !fs::exists(status)) {
            layout.diagnostics.push_back(
                Diagnostic::error(path, SL_MSG("diag.discover.the-folder-does-not-exist", "the folder does not exist"),
                                  SL_MSG("diag.action.nothing-loaded", "nothing loaded")));
            return layout;
        }
        if (!fs::is_directory(status)) {
            layout.diagnostics.push_back(
                Diagnostic::info(path, SL_MSG("diag.discover.a-file-was-given-not", "a file was given, not a folder"),
                                 SL_MSG("diag.action.its-folder-is-opened-instead", "its folder is opened instead")));
            root = root.parent_path();
            if (root.empty())
                root = ".";
        }
        if (detail::discoverAscendRun(root.string(), layout))
            return layout;

        // Breadth-first search for folders holding profiler files, to a small depth. A folder with
        // data of its own wins; among sub-folders, those named profiler* come first.
        std::vector<FolderScan> found;
        std::deque<std::pair<fs::path, int>> queue{{root, 0}};
        std::set<std::pair<dev_t, ino_t>> seen;
        if (struct stat rootStat{}; ::stat(root.c_str(), &rootStat) == 0)
            seen.insert({rootStat.st_dev, rootStat.st_ino}); // a link back to the root is not a new folder
        std::size_t visited = 0;
        while (!queue.empty() && visited < kMaxFoldersVisited) {
            auto [dir, depth] = queue.front();
            queue.pop_front();
            ++visited;
            FolderScan scan = scanFolder(dir, layout.diagnostics);
            if (hasRankData(scan)) {
                found.push_back(std::move(scan));
                if (depth == 0)
                    break; // the folder itself holds the data
                continue;
            }
            if (depth >= kMaxSearchDepth)
                continue;
            std::vector<fs::path> subdirs;
            fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end;
            for (; !ec && it != end; it.increment(ec)) {
                std::error_code sec;
                if (!it->is_directory(sec))
                    continue;
                struct stat st {};
                if (::stat(it->path().c_str(), &st) != 0 || !seen.insert({st.st_dev, st.st_ino}).second)
                    continue; // symlink loops and repeated folders
                subdirs.push_back(it->path());
            }
            std::sort(subdirs.begin(), subdirs.end(), [](const fs::path& a, const fs::path& b) {
                bool pa = isProfilerName(a.filename().string()), pb = isProfilerName(b.filename().string());
                if (pa != pb)
                    return pa;
                return a.filename().string() < b.filename().string();
            });
            for (auto& s : subdirs)
                queue.emplace_back(s, depth + 1);
        }
        if (found.empty()) {
            layout.diagnostics.push_back(
                Diagnostic::error(path,
                                  SL_MSG("diag.discover.no-mindspore-profiler-files-found",
                                         "no MindSpore profiler files found in this folder or below it"),
                                  SL_MSG("diag.action.nothing-loaded", "nothing loaded")));
            return layout;
        }
        // Prefer a folder named profiler*; otherwise the shallowest one found.
        auto chosen = std::find_if(found.begin(), found.end(), [](const FolderScan& s) {
            return isProfilerName(fs::path(s.folder).filename().string());
        });
        if (chosen == found.end())
            chosen = found.begin();
        if (found.size() > 1) {
            std::string others;
            for (const auto& s : found)
                if (&s != &*chosen)
                    others += (others.empty() ? "" : ", ") + s.folder;
            layout.diagnostics.push_back(
                Diagnostic::info(chosen->folder,
                                 SL_MSG("diag.discover.several-folders-hold-profiler-data",
                                        "several folders hold profiler data; showing this one. Others: {others}")
                                     .arg("others", others),
                                 SL_MSG("diag.action.open-another-folder-to-see", "open another folder to see those")));
        }
        layout.profilerFolder = chosen->folder;
        for (auto& d : chosen->skipped)
            layout.diagnostics.push_back(std::move(d));
        if (chosen->skippedMore > 0)
            layout.diagnostics.push_back(
                Diagnostic::warning(chosen->folder,
                                    SL_MSG("diag.discover.more-entries-named-like-profiler",
                                           "{skipped_more} more entries named like profiler files cannot be read")
                                        .arg("skipped_more", std::to_string(chosen->skippedMore)),
                                    SL_MSG("diag.action.ignored-as-above", "ignored, as above")));

        // Group files by id.
        std::map<int, RankFiles> ranks;
        std::vector<std::pair<FileKind, std::string>> shared; // files without an id apply to every rank
        for (const auto& [name, m] : chosen->files) {
            std::string full = (fs::path(chosen->folder) / name).string();
            if (m.id < 0) {
                shared.emplace_back(m.kind, full);
                continue;
            }
            RankFiles& r = ranks[m.id];
            r.rank = m.id;
            r.files[m.kind].push_back(full);
        }
        std::map<int, std::vector<std::string>> msprof;
        for (const auto& prof : chosen->profDirs)
            scanProfDir(prof, msprof, layout.diagnostics);
        for (auto& [device, files] : msprof) {
            std::sort(files.begin(), files.end());
            RankFiles& r = ranks[device];
            r.rank = device;
            auto& dst = r.files[FileKind::MsprofTimeline];
            dst.insert(dst.end(), files.begin(), files.end());
        }
        if (ranks.empty()) {
            // Only id-less files (profiler_info.json, point info): treat as a single device.
            RankFiles& r = ranks[-1];
            r.rank = -1;
        }
        for (auto& [id, r] : ranks) {
            r.folder = chosen->folder;
            for (const auto& [kind, file] : shared) {
                // A rank-specific point-info file takes precedence over the shared one.
                if (kind == FileKind::StepPointInfo && r.get(FileKind::StepPointInfo))
                    continue;
                r.files[kind].push_back(file);
            }
            layout.ranks.push_back(std::move(r));
        }
    } catch (const std::exception& e) {
        layout.ranks.clear();
        layout.diagnostics.push_back(Diagnostic::error(
            path, SL_MSG("diag.discover.cannot-scan", "cannot scan the folder: {reason}").arg("reason", e.what()),
            SL_MSG("diag.action.nothing-loaded", "nothing loaded")));
    }
    return layout;
}

} // namespace steplens
