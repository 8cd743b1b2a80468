// Discovery of the MindSpore >= 2.3 / torch_npu layout: one <worker>_<timestamp>_ascend_ms|pt folder
// per rank, each with ASCEND_PROFILER_OUTPUT/, FRAMEWORK/, PROF_*/ and profiler_info_<rank>.json.
// The rank folders are found when opened directly, side by side, or below a job folder (depth <= 3);
// MindSpore 2.3/2.4 puts them in profiler/ next to 1.x files, which then feed the same rank.
#include "load/discover.h"

#include "io/text.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <deque>
#include <filesystem>
#include <set>
#include <sys/stat.h>

namespace fs = std::filesystem;

namespace steplens {

namespace {

constexpr int kMaxDepth = 3;
constexpr std::size_t kMaxFolders = 20000;
constexpr const char* kOutputDir = "ASCEND_PROFILER_OUTPUT";

struct ExactName {
    const char* name;
    FileKind kind;
};

const ExactName kOutputNames[] = {
    {"step_trace_time.csv", FileKind::StepTraceTime},
    {"kernel_details.csv", FileKind::KernelDetails},
    {"op_statistic.csv", FileKind::OpStatistic},
    {"trace_view.json", FileKind::TraceView},
    {"communication.json", FileKind::Communication},
    {"communication_matrix.json", FileKind::CommunicationMatrix},
    {"dataset.csv", FileKind::Dataset},
    {"memory_record.csv", FileKind::MemoryRecord},
    {"operator_memory.csv", FileKind::OperatorMemory},
    {"npu_module_mem.csv", FileKind::NpuModuleMem},
    {"data_preprocess.csv", FileKind::DataPreprocess},
    {"profiler_metadata.json", FileKind::ProfilerMetadata},
    {"api_statistic.csv", FileKind::ApiStatistic},
    {"static_op_mem.csv", FileKind::StaticOpMem},
    {"cluster_step_trace_time.csv", FileKind::ClusterStepTraceTime},
    {"cluster_communication.json", FileKind::ClusterCommunication},
    {"cluster_communication_matrix.json", FileKind::ClusterCommunicationMatrix},
    {"analysis.db", FileKind::AnalysisDb},
    {"communication_analyzer.db", FileKind::AnalysisDb},
};

bool digitsOnly(std::string_view s)
{
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

int toId(std::string_view s)
{
    int v = -1;
    if (!digitsOnly(s) || s.size() > 9)
        return -1;
    std::from_chars(s.data(), s.data() + s.size(), v);
    return v;
}

// The 1.x kinds a 2.x rank folder can hold (minddata files in ASCEND_PROFILER_OUTPUT/ and FRAMEWORK/).
bool isDataKind(FileKind k)
{
    switch (k) {
    case FileKind::PipelineRaw:
    case FileKind::PipelineProfiling:
    case FileKind::PipelineSummary:
    case FileKind::CpuUtilization:
    case FileKind::DeviceQueue:
    case FileKind::DatasetIterator:
    case FileKind::ProfilerInfo: return true;
    default: return false;
    }
}

bool isRankFolderName(const std::string& name)
{
    return io::endsWith(name, "_ascend_ms") || io::endsWith(name, "_ascend_pt");
}

bool isDir(const fs::path& p)
{
    std::error_code ec;
    return fs::is_directory(p, ec);
}

// A folder holding a profiler database itself (msprof_*.db of a PROF_* folder, or a database copied alone).
bool holdsProfilerDb(const fs::path& dir)
{
    std::error_code ec;
    fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
        FileMatch m{};
        std::error_code sec;
        if (matchAscendOutputFile(it->path().filename().string(), m) &&
            (m.kind == FileKind::ProfilerDb || m.kind == FileKind::MsprofDb) && it->is_regular_file(sec))
            return true;
    }
    return false;
}

bool isRankFolder(const fs::path& dir)
{
    return isRankFolderName(dir.filename().string()) || isDir(dir / kOutputDir) || holdsProfilerDb(dir);
}

// "<worker>_<timestamp>_ascend_ms": the timestamp is the third field from the right (as msprof-analyze
// reads it). Empty when the name carries none.
std::string folderTimestamp(const std::string& name)
{
    auto parts = io::split(name, '_');
    if (parts.size() < 4 || !isRankFolderName(name))
        return {};
    std::string_view ts = parts[parts.size() - 3];
    return digitsOnly(ts) ? std::string(ts) : std::string();
}

// "rank0_ascend_pt", "rank_1_ascend_pt", "rank-0_<ts>_ascend_ms", "test_rank_1": the number after "rank".
int rankFromFolderName(const std::string& name)
{
    std::string lower = io::toLower(name);
    std::size_t pos = lower.find("rank");
    if (pos == std::string::npos)
        return -1;
    std::size_t i = pos + 4;
    if (i < lower.size() && (lower[i] == '_' || lower[i] == '-'))
        ++i;
    std::size_t j = i;
    while (j < lower.size() && std::isdigit(static_cast<unsigned char>(lower[j])))
        ++j;
    return toId(std::string_view(lower).substr(i, j - i));
}

struct Listing {
    std::vector<std::pair<std::string, FileMatch>> files; // full path, match
};

// Lists the files of one folder that `accept` recognises, sorted by name.
template <typename Accept>
Listing listFolder(const fs::path& dir, Accept accept)
{
    Listing l;
    std::error_code ec;
    fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
        std::error_code sec;
        if (!it->is_regular_file(sec))
            continue;
        FileMatch m{};
        if (accept(it->path().filename().string(), m))
            l.files.emplace_back(it->path().string(), m);
    }
    std::sort(l.files.begin(), l.files.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return l;
}

bool acceptOutput(const std::string& name, FileMatch& m)
{
    if (matchAscendOutputFile(name, m))
        return m.kind != FileKind::Dataset || m.id < 0; // dataset_<id>.csv belongs to 1.x profiler/ folders
    return matchProfilerFile(name, m) && isDataKind(m.kind);
}

struct Candidate {
    fs::path dir;
    int rank = -1;
    std::string timestamp;
    fs::file_time_type mtime{};
};

void add(RankFiles& r, FileKind kind, const std::string& path)
{
    auto& v = r.files[kind];
    if (std::find(v.begin(), v.end(), path) == v.end())
        v.push_back(path);
}

// PROF_*/device_<id>/info.json.<id> (CANN's device description; kept by data simplification): the
// first one found, so the tuning assistant knows the device's core counts.
void addDeviceInfo(const fs::path& rankDir, RankFiles& r)
{
    std::vector<fs::path> candidates;
    std::error_code ec;
    fs::directory_iterator it(rankDir, fs::directory_options::skip_permission_denied, ec), end;
    for (; !ec && it != end; it.increment(ec))
        if (io::startsWith(it->path().filename().string(), "PROF_") && isDir(it->path()))
            candidates.push_back(it->path());
    std::sort(candidates.begin(), candidates.end());
    for (const fs::path& prof : candidates) {
        std::vector<fs::path> devices;
        fs::directory_iterator d(prof, fs::directory_options::skip_permission_denied, ec);
        for (; !ec && d != end; d.increment(ec))
            if (io::startsWith(d->path().filename().string(), "device_") && isDir(d->path()))
                devices.push_back(d->path());
        std::sort(devices.begin(), devices.end());
        for (const fs::path& dev : devices) {
            Listing l = listFolder(dev, [](const std::string& name, FileMatch& m) {
                if (!io::startsWith(name, "info.json") || io::endsWith(name, ".done"))
                    return false;
                m = {FileKind::DeviceInfo, -1};
                return true;
            });
            if (!l.files.empty()) {
                add(r, FileKind::DeviceInfo, l.files.front().first);
                return;
            }
        }
    }
}

// Files of one rank folder: its root (profiler_info, metadata), ASCEND_PROFILER_OUTPUT/ and FRAMEWORK/.
RankFiles collectRank(const Candidate& c, Diagnostics& diags)
{
    RankFiles r;
    r.rank = c.rank;
    r.folder = c.dir.string();
    r.layout = Layout::AscendProfilerOutput;
    for (const fs::path& dir : {c.dir, c.dir / kOutputDir, c.dir / "FRAMEWORK"})
        for (auto& [path, m] : listFolder(dir, acceptOutput).files)
            add(r, m.kind, path);
    // CANN's own database, PROF_*/msprof_*.db (read when the rank has no framework database).
    std::vector<fs::path> profDirs;
    std::error_code ec;
    fs::directory_iterator it(c.dir, fs::directory_options::skip_permission_denied, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
        std::error_code sec;
        if (it->is_directory(sec) && io::startsWith(it->path().filename().string(), "PROF_"))
            profDirs.push_back(it->path());
    }
    std::sort(profDirs.begin(), profDirs.end());
    for (const auto& prof : profDirs)
        for (auto& [path, m] : listFolder(prof, acceptOutput).files)
            if (m.kind == FileKind::MsprofDb)
                add(r, m.kind, path);
    addDeviceInfo(c.dir, r);
    if (!isDir(c.dir / kOutputDir) && !r.get(FileKind::ProfilerDb) && !r.get(FileKind::MsprofDb))
        diags.push_back(Diagnostic::warning(
            c.dir.string(),
            SL_MSG("diag.discover-ascend.no-ascend-profiler-output-folder",
                   "no ASCEND_PROFILER_OUTPUT folder: the profiler's analysis did not run or failed for "
                   "this rank (run the offline analysis to produce it)"),
            SL_MSG("diag.action.only-the-raw-files-next", "only the raw files next to it are read")));
    return r;
}

// The 1.x files of the folder that holds the rank folders (listed once for all ranks: a job of
// 1,024 ranks would otherwise list its 1,024 entries 1,024 times).
Listing hybridListing(const fs::path& parent)
{
    return listFolder(parent, [](const std::string& name, FileMatch& m) {
        if (matchProfilerFile(name, m))
            return true;
        return matchAscendOutputFile(name, m) && m.kind == FileKind::Dataset && m.id >= 0;
    });
}

// MindSpore 2.3/2.4: profiler/ holds 1.x files (step_trace_raw_<rank>..., dataset_<rank>.csv) next to
// the rank folders; those of the same rank (or without a rank) feed that rank's Profile.
void addHybridFiles(const Listing& l, RankFiles& r)
{
    std::set<int> ids;
    for (const auto& f : l.files)
        if (f.second.id >= 0)
            ids.insert(f.second.id);
    for (const auto& [path, m] : l.files) {
        bool mine = m.id < 0 || m.id == r.rank || (r.rank < 0 && ids.size() == 1);
        if (!mine)
            continue;
        if (m.kind == FileKind::ProfilerInfo && r.get(FileKind::ProfilerInfo))
            continue; // the rank folder's own profiler_info wins
        if (m.kind == FileKind::Dataset && r.get(FileKind::Dataset))
            continue;
        add(r, m.kind, path);
    }
}

int rankOf(const fs::path& dir)
{
    Listing l = listFolder(dir, [](const std::string& name, FileMatch& m) {
        return matchProfilerFile(name, m) && m.kind == FileKind::ProfilerInfo;
    });
    for (const auto& f : l.files)
        if (f.second.id >= 0)
            return f.second.id;
    if (!l.files.empty())
        return -1; // profiler_info.json: a single device
    return rankFromFolderName(dir.filename().string());
}

} // namespace

bool matchAscendOutputFile(const std::string& fileName, FileMatch& match)
{
    for (const auto& e : kOutputNames)
        if (fileName == e.name) {
            match = {e.kind, -1};
            return true;
        }
    // ascend_pytorch_profiler[_<rank>].db, ascend_mindspore_profiler[_<rank>].db, msprof_<anything>.db.
    {
        std::string_view name = fileName;
        if (io::endsWith(name, ".db")) {
            std::string_view stem = name.substr(0, name.size() - 3);
            for (std::string_view prefix :
                 {std::string_view("ascend_pytorch_profiler"), std::string_view("ascend_mindspore_profiler")}) {
                if (!io::startsWith(stem, prefix))
                    continue;
                std::string_view rest = stem.substr(prefix.size());
                if (rest.empty()) {
                    match = {FileKind::ProfilerDb, -1};
                    return true;
                }
                int id = rest.front() == '_' ? toId(rest.substr(1)) : -1;
                if (id >= 0) {
                    match = {FileKind::ProfilerDb, id};
                    return true;
                }
            }
            if (io::startsWith(stem, "msprof_") && stem.size() > 7) {
                match = {FileKind::MsprofDb, -1};
                return true;
            }
        }
    }
    // FRAMEWORK/operator_memory_<rank>.csv (an interim MindSpore 2.5), profiler/dataset_<rank>.csv (2.3/2.4).
    for (auto [prefix, kind] : {std::pair<std::string_view, FileKind>{"operator_memory_", FileKind::OperatorMemory},
                                std::pair<std::string_view, FileKind>{"dataset_", FileKind::Dataset}}) {
        std::string_view name = fileName;
        if (!io::startsWith(name, prefix) || !io::endsWith(name, ".csv"))
            continue;
        int id = toId(name.substr(prefix.size(), name.size() - prefix.size() - 4));
        if (id >= 0) {
            match = {kind, id};
            return true;
        }
    }
    return false;
}

namespace detail {

bool discoverAscendRun(const std::string& rootPath, RunLayout& layout)
{
    fs::path root(rootPath);
    if (root.filename() == kOutputDir) {
        layout.diagnostics.push_back(
            Diagnostic::info(rootPath,
                             SL_MSG("diag.discover-ascend.ascend-profiler-output-was-opened",
                                    "ASCEND_PROFILER_OUTPUT was opened: its rank folder is read"),
                             SL_MSG("diag.action.text", "")));
        root = root.parent_path();
    }
    // Breadth first, names sorted: the first group found is the shallowest.
    std::vector<std::pair<fs::path, int>> found; // rank folder, depth
    std::vector<fs::path> clusterDirs;
    std::deque<std::pair<fs::path, int>> queue{{root, 0}};
    std::set<std::pair<dev_t, ino_t>> seen;
    std::size_t visited = 0;
    while (!queue.empty() && visited++ < kMaxFolders) {
        auto [dir, depth] = queue.front();
        queue.pop_front();
        if (isRankFolder(dir)) {
            found.emplace_back(dir, depth);
            continue;
        }
        if (depth >= kMaxDepth)
            continue;
        std::vector<fs::path> subdirs;
        std::error_code ec;
        fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end;
        for (; !ec && it != end; it.increment(ec)) {
            std::error_code sec;
            if (!it->is_directory(sec))
                continue;
            std::string name = it->path().filename().string();
            if (name == "cluster_analysis_output")
                clusterDirs.push_back(it->path());
            if (io::startsWith(name, "PROF_") || name == "FRAMEWORK" || name == "logs" || name == kOutputDir)
                continue;
            struct stat st {};
            if (::stat(it->path().c_str(), &st) != 0 || !seen.insert({st.st_dev, st.st_ino}).second)
                continue;
            subdirs.push_back(it->path());
        }
        std::sort(subdirs.begin(), subdirs.end());
        for (auto& s : subdirs)
            queue.emplace_back(s, depth + 1);
    }
    if (found.empty())
        return false;
    // A folder that holds only a database (a PROF_* folder, a copied msprof_*.db) is a rank of its own
    // only when no real rank folder is found: next to *_ascend_pt folders it is some other data.
    auto strong = [](const fs::path& dir) {
        return isRankFolderName(dir.filename().string()) || isDir(dir / kOutputDir);
    };
    if (std::any_of(found.begin(), found.end(), [&](const auto& f) { return strong(f.first); })) {
        for (auto it = found.begin(); it != found.end();) {
            if (strong(it->first)) {
                ++it;
                continue;
            }
            layout.diagnostics.push_back(Diagnostic::info(
                it->first.string(),
                SL_MSG("diag.discover-ascend.this-folder-holds-a-profiler",
                       "this folder holds a profiler database but sits beside rank folders"),
                SL_MSG("diag.action.not-loaded-with-them-open", "not loaded with them: open it on its own to see it")));
            it = found.erase(it);
        }
    }

    // One run: the rank folders that share the first one's parent.
    const fs::path parent = found.front().first.parent_path();
    std::vector<std::string> others;
    std::vector<Candidate> candidates;
    for (const auto& [dir, depth] : found) {
        if (dir.parent_path() != parent) {
            if (std::find(others.begin(), others.end(), dir.parent_path().string()) == others.end())
                others.push_back(dir.parent_path().string());
            continue;
        }
        Candidate c;
        c.dir = dir;
        c.rank = rankOf(dir);
        c.timestamp = folderTimestamp(dir.filename().string());
        std::error_code ec;
        c.mtime = fs::last_write_time(dir, ec);
        candidates.push_back(std::move(c));
    }
    if (!others.empty()) {
        std::string list;
        for (const auto& o : others)
            list += (list.empty() ? "" : ", ") + o;
        layout.diagnostics.push_back(
            Diagnostic::info(parent.string(),
                             SL_MSG("diag.discover-ascend.rank-folders-of-other-runs",
                                    "rank folders of other runs were found too: {list}")
                                 .arg("list", list),
                             SL_MSG("diag.action.open-one-of-those-folders", "open one of those folders to see them")));
    }
    // Several folders of one rank (repeated runs, dynamic-profiler windows): the newest wins.
    auto newer = [](const Candidate& a, const Candidate& b) {
        if (a.timestamp.size() != b.timestamp.size())
            return a.timestamp.size() > b.timestamp.size();
        if (a.timestamp != b.timestamp)
            return a.timestamp > b.timestamp;
        if (a.mtime != b.mtime)
            return a.mtime > b.mtime;
        return a.dir.filename() > b.dir.filename();
    };
    std::map<int, std::vector<Candidate>> byRank;
    for (auto& c : candidates)
        byRank[c.rank].push_back(c);
    const Listing hybrid = hybridListing(parent);
    for (auto& [rank, list] : byRank) {
        std::sort(list.begin(), list.end(), newer);
        for (std::size_t i = 1; i < list.size(); ++i)
            layout.diagnostics.push_back(Diagnostic::info(
                list[i].dir.string(),
                (rank < 0 ? SL_MSG("diag.discover.newer-single-device-folder",
                                   "another single-device folder is newer: {newer}")
                          : SL_MSG("diag.discover.newer-rank-folder", "another folder of rank {rank} is newer: {newer}")
                                .arg("rank", rank))
                    .arg("newer", list.front().dir.filename().string()),
                SL_MSG("diag.action.this-older-folder-is-not", "this older folder is not loaded")));
        RankFiles r = collectRank(list.front(), layout.diagnostics);
        addHybridFiles(hybrid, r);
        layout.ranks.push_back(std::move(r));
    }
    layout.profilerFolder = layout.ranks.size() == 1 ? layout.ranks.front().folder : parent.string();

    for (const auto& dir : clusterDirs) {
        if (dir.parent_path() != parent && dir.parent_path() != root)
            continue;
        for (auto& [path, m] : listFolder(dir, matchAscendOutputFile).files)
            if (m.kind == FileKind::ClusterStepTraceTime || m.kind == FileKind::ClusterCommunication ||
                m.kind == FileKind::ClusterCommunicationMatrix)
                layout.clusterFiles.emplace(m.kind, path);
        break;
    }
    return true;
}

} // namespace detail

} // namespace steplens
