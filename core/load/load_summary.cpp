#include "load/load_summary.h"

#include "formats/ascend/communication_reader.h"
#include "formats/ascend/profiler_metadata_reader.h"
#include "formats/ascend/step_trace_time_reader.h"
#include "formats/cluster/report_summary_reader.h"
#include "formats/operators/flops_summary_reader.h"
#include "load/load_sections.h"
#include "load/summarize.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <map>
#include <mutex>
#include <set>
#include <thread>

namespace fs = std::filesystem;

namespace steplens {

namespace {

template <typename T, typename Reader>
void readFirst(const RankFiles& files, FileKind kind, Profile& profile, std::optional<T>& target, Reader read)
{
    if (auto* paths = files.get(kind)) {
        detail::noteUnused(profile, *paths, 0, detail::anotherFileOfKindRead());
        target = detail::takeResult(read(paths->front()), profile, paths->front());
    }
}

// Runs `work(i)` for i in [0, count) on `threads` threads (the caller's included), in any order,
// one index per call; `stop` is polled before each index. Results go wherever `work` puts them, so the
// callers keep a slot per index and the output order does not depend on the scheduling.
template <typename Work, typename Stop>
bool parallelFor(std::size_t count, int threads, Work work, Stop stop)
{
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stopped{false};
    auto run = [&] {
        for (std::size_t i; (i = next++) < count;) {
            if (stopped || stop()) {
                stopped = true;
                return;
            }
            work(i);
        }
    };
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    std::size_t n = threads > 0 ? std::size_t(threads) : std::size_t(cores);
    n = std::max<std::size_t>(1, std::min(n, count));
    std::vector<std::thread> helpers;
    for (std::size_t t = 1; t < n; ++t) {
        try {
            helpers.emplace_back(run);
        } catch (...) {
            break; // no thread to be had: the others read the rest
        }
    }
    run();
    for (auto& t : helpers)
        t.join();
    return !stopped;
}

// The callbacks, called one at a time from the workers.
class Reporter
{
public:
    explicit Reporter(const SummaryCallbacks& c)
        : m_callbacks(c)
    {}
    bool cancelled()
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        return m_callbacks.cancelled && m_callbacks.cancelled();
    }
    void done(std::size_t total, const std::string& what)
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        ++m_done;
        if (m_callbacks.progress)
            m_callbacks.progress(total > 0 ? double(m_done) / double(total) : 1.0, what);
    }

private:
    const SummaryCallbacks& m_callbacks;
    std::mutex m_mutex;
    std::size_t m_done = 0;
};

void finish(ClusterSummary& s)
{
    std::set<std::pair<std::string, std::vector<int>>> seen;
    for (RankSummary& r : s.ranks) {
        for (NamedGroup& g : r.groups)
            if (seen.emplace(g.name, g.ranks).second)
                s.groups.push_back(std::move(g));
        r.groups.clear();
        r.groups.shrink_to_fit();
    }
    std::stable_sort(s.ranks.begin(), s.ranks.end(),
                     [](const RankSummary& a, const RankSummary& b) { return a.rank < b.rank; });
    s.layout = clusterLayout(s.ranks);
    resolveClusterLinks(s);
}

bool fromReports(const std::string& folder, const std::vector<std::string>& documents, const SummaryOptions& options,
                 Reporter& reporter, ClusterSummary& s)
{
    s.source = ClusterSource::Reports;
    s.folder = folder;
    std::vector<ReadResult<std::vector<RankSummary>>> read(documents.size());
    const bool complete = parallelFor(
        documents.size(), options.threads,
        [&](std::size_t i) {
            read[i] = readReportSummaries(documents[i]);
            reporter.done(documents.size(), fs::path(documents[i]).filename().string());
        },
        [&] { return reporter.cancelled(); });
    s.cancelled = !complete;
    std::vector<std::pair<int, std::string>> seen; // rank, file
    for (std::size_t i = 0; i < read.size(); ++i) {
        for (auto& d : read[i].diagnostics)
            s.diagnostics.push_back(std::move(d));
        if (!read[i].value)
            continue;
        for (RankSummary& r : *read[i].value) {
            auto dup = std::find_if(seen.begin(), seen.end(), [&](const auto& x) { return x.first == r.rank; });
            if (dup != seen.end() && r.rank >= 0) {
                s.diagnostics.push_back(
                    Diagnostic::warning(documents[i],
                                        SL_MSG("cluster.reports.duplicate-rank", "rank {rank} is also in {other}")
                                            .arg("rank", r.rank)
                                            .arg("other", dup->second),
                                        SL_MSG("cluster.reports.duplicate-rank.action", "this copy is not used")));
                continue;
            }
            seen.emplace_back(r.rank, documents[i]);
            s.ranks.push_back(std::move(r));
        }
    }
    return true;
}

bool fromClusterOutput(const fs::path& dir, ClusterSummary& s)
{
    std::map<FileKind, std::string> files;
    std::error_code ec;
    for (fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end; !ec && it != end;
         it.increment(ec)) {
        FileMatch m{};
        std::error_code sec;
        if (it->is_regular_file(sec) && matchAscendOutputFile(it->path().filename().string(), m) &&
            (m.kind == FileKind::ClusterStepTraceTime || m.kind == FileKind::ClusterCommunication ||
             m.kind == FileKind::ClusterCommunicationMatrix))
            files.emplace(m.kind, it->path().string());
    }
    if (files.empty())
        return false;
    s.source = ClusterSource::ClusterAnalysisOutput;
    s.folder = dir.string();
    s.layout = Layout::AscendProfilerOutput;
    Run run; // loadAscendCluster reads the three files with their own readers
    detail::loadAscendCluster(files, run);
    for (auto& d : run.diagnostics)
        s.diagnostics.push_back(std::move(d));
    if (!run.ascendCluster)
        return true;
    const AscendCluster& c = *run.ascendCluster;
    std::map<int, RankSummary> byRank;
    auto rankOf = [&](int id, const std::string& source) -> RankSummary& {
        RankSummary& r = byRank[id];
        if (r.rank < 0) {
            r.rank = id;
            r.layout = Layout::AscendProfilerOutput;
            r.source = source;
            r.linksResolved = true; // cluster files key links by global rank
        }
        return r;
    };
    if (c.stepTraceTime) {
        const std::string& src = c.stepTraceTime->sources.front();
        for (const StepBreakdown* row : c.stepTraceTime->stepRows()) {
            int id = -1;
            try {
                id = std::stoi(row->index);
            } catch (...) {
                id = -1;
            }
            if (id < 0)
                continue;
            RankSummary& r = rankOf(id, src);
            r.steps.push_back(row->stepNum);
            for (int col = 0; col < kStepColumnCount; ++col)
                r.values.push_back(row->has(StepColumn(col)) ? nanosToMs(double(row->get(StepColumn(col))))
                                                             : std::numeric_limits<double>::quiet_NaN());
        }
    }
    if (c.communication) {
        std::set<int> ranks;
        for (const CommOp& op : c.communication->ops)
            if (op.place.rank >= 0)
                ranks.insert(op.place.rank);
        for (int id : ranks)
            rankOf(id, c.communication->sources.front()).communication = summarizeCommunication(*c.communication, id);
    }
    if (c.communicationMatrix) {
        RankSummary all;
        summarizeMatrix(*c.communicationMatrix, -1, all);
        for (ClusterLink& l : all.links) {
            l.reportedBy = l.src;
            rankOf(l.src, c.communicationMatrix->sources.front()).links.push_back(std::move(l));
        }
    }
    for (auto& [id, r] : byRank)
        s.ranks.push_back(std::move(r));
    return true;
}

// cluster_analysis_output/ opened directly, or the only such folder below the one opened.
std::optional<fs::path> clusterOutputFolder(const fs::path& root)
{
    if (root.filename() == "cluster_analysis_output")
        return root;
    std::error_code ec;
    if (fs::is_directory(root / "cluster_analysis_output", ec))
        return root / "cluster_analysis_output";
    return std::nullopt;
}

} // namespace

std::vector<std::string> reportDocumentsIn(const std::string& folder)
{
    std::vector<std::string> out;
    std::error_code ec;
    for (fs::directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end; !ec && it != end;
         it.increment(ec)) {
        std::error_code sec;
        if (!it->is_regular_file(sec) || it->path().extension() != ".json")
            continue;
        if (looksLikeReportDocument(it->path().string()))
            out.push_back(it->path().string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool isSummaryOnlyFolder(const std::string& path)
{
    fs::path root(path);
    std::error_code ec;
    if (fs::is_regular_file(root, ec))
        root = root.parent_path();
    if (!reportDocumentsIn(root.string()).empty())
        return true;
    return clusterOutputFolder(root) && !discoverRun(path).ok();
}

RankSummary loadRankSummary(const RankFiles& files)
{
    // Only the small files: what the cluster overview needs, before any timeline or kernel table.
    // A rank exported as a database gets its step table, communication and links from analysis.db
    // (the profiler database's tasks only when analysis.db lacks the step table).
    Profile p;
    p.rank = files.rank;
    p.folder = files.folder;
    p.layout = files.layout;
    try {
        detail::loadClusterSection(files, p); // profiler_info, hccl_raw, ascend_cluster_analyse
        if (files.layout == Layout::AscendProfilerOutput) {
            AscendOutput out;
            readFirst(files, FileKind::StepTraceTime, p, out.stepTraceTime, readStepTraceTime);
            readFirst(files, FileKind::Communication, p, out.communication, readCommunication);
            readFirst(files, FileKind::CommunicationMatrix, p, out.communicationMatrix, readCommunicationMatrix);
            readFirst(files, FileKind::ProfilerMetadata, p, out.metadata, readProfilerMetadata);
            if (const detail::DbFiles db = detail::databaseFiles(files, nullptr); db.used)
                detail::readDatabaseSummaryInto(db, p, out);
            if (p.rank < 0 && out.metadata && out.metadata->rank)
                p.rank = *out.metadata->rank;
            p.ascend = std::move(out);
        }
        // The 1.x step trace: the 1.x layout, and MindSpore 2.3/2.4 folders that lack step_trace_time.csv.
        if (!(p.ascend && p.ascend->stepTraceTime))
            detail::loadStepTraceSection(files, p);
        if (auto* f = files.get(FileKind::FlopsSummary)) {
            if (auto m = detail::takeResult(readFlopsSummary(f->front()), p, f->front())) {
                p.operators.emplace();
                p.operators->flopsSummary = std::move(*m);
            }
        }
    } catch (const std::exception& e) {
        p.diagnostics.push_back(Diagnostic::error(
            files.folder,
            SL_MSG("cluster.rank.summary-stopped", "reading the summary stopped: {what}").arg("what", e.what()),
            SL_MSG("cluster.rank.summary-stopped.action", "the rest of this rank was not read")));
    }
    RankSummary r = summarizeProfile(p);
    r.diagnostics = std::move(p.diagnostics);
    return r;
}

ClusterSummary loadClusterSummary(const std::string& path, const SummaryOptions& options,
                                  const SummaryCallbacks& callbacks)
{
    ClusterSummary s;
    s.path = path;
    Reporter reporter(callbacks);
    try {
        fs::path root(path);
        std::error_code ec;
        if (fs::is_regular_file(root, ec))
            root = root.parent_path();
        if (auto documents = reportDocumentsIn(root.string()); !documents.empty()) {
            fromReports(root.string(), documents, options, reporter, s);
            finish(s);
            return s;
        }
        RunLayout layout = discoverRun(path);
        if (!layout.ok()) {
            if (auto dir = clusterOutputFolder(root); dir && fromClusterOutput(*dir, s)) {
                finish(s);
                return s;
            }
            s.diagnostics = std::move(layout.diagnostics);
            return s;
        }
        s.source = ClusterSource::RankFolders;
        s.folder = layout.profilerFolder;
        s.diagnostics = std::move(layout.diagnostics);
        std::vector<std::optional<RankSummary>> read(layout.ranks.size());
        const bool complete = parallelFor(
            layout.ranks.size(), options.threads,
            [&](std::size_t i) {
                read[i] = loadRankSummary(layout.ranks[i]);
                reporter.done(layout.ranks.size(), "rank " + std::to_string(layout.ranks[i].rank));
            },
            [&] { return reporter.cancelled(); });
        s.cancelled = !complete;
        for (auto& r : read)
            if (r)
                s.ranks.push_back(std::move(*r));
        finish(s);
    } catch (const std::exception& e) {
        s.diagnostics.push_back(Diagnostic::error(
            path, SL_MSG("cluster.load.stopped", "reading the cluster stopped: {what}").arg("what", e.what()),
            SL_MSG("cluster.load.stopped.action", "the ranks read so far are shown")));
    }
    return s;
}

} // namespace steplens
