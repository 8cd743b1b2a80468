#include "load/load.h"

#include "io/worker_thread.h"
#include "load/load_progress.h"
#include "load/load_sections.h"
#include "load/section_thread.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>

namespace steplens {

namespace detail {
void noteUnused(Profile& profile, const std::vector<std::string>& paths, std::size_t usedIndex, const Message& why)
{
    for (std::size_t i = 0; i < paths.size(); ++i)
        if (i != usedIndex)
            profile.diagnostics.push_back(
                Diagnostic::info(paths[i], why, SL_MSG("diag.action.file-not-used", "file not used")));
}
} // namespace detail

namespace {

Backend detectBackend(const RankFiles& files)
{
    if (files.layout == Layout::AscendProfilerOutput)
        return Backend::Ascend;
    auto has = [&](FileKind k) { return files.get(k) != nullptr; };
    auto timelineNamed = [&](const char* prefix) {
        if (auto* t = files.get(FileKind::TimelineDisplay))
            for (const auto& f : *t) {
                auto slash = f.find_last_of('/');
                if (f.compare(slash == std::string::npos ? 0 : slash + 1, std::string::traits_type::length(prefix),
                              prefix) == 0)
                    return true;
            }
        return false;
    };
    // MindInsight's rule: Ascend when an Ascend timeline or op compute time file exists, else GPU, else CPU.
    if (timelineNamed("ascend_") || has(FileKind::AscendMarker) || has(FileKind::AicoreDetail) ||
        has(FileKind::AicoreType) || has(FileKind::MinddataAicpu) || has(FileKind::Aicpu))
        return Backend::Ascend;
    if (timelineNamed("gpu_") || has(FileKind::GpuOpType) || has(FileKind::GpuOpDetail) || has(FileKind::GpuGetNext))
        return Backend::Gpu;
    if (timelineNamed("cpu_") || has(FileKind::CpuOpType) || has(FileKind::CpuOpDetail))
        return Backend::Cpu;
    if (has(FileKind::TimelineDisplay) || has(FileKind::MsprofTimeline))
        return Backend::Ascend;
    return Backend::Unknown;
}

// Hands the ranks' partial profiles of one kind (stepsReady or sectionsReady) on in the ranks' order:
// a rank that is ready before an earlier one waits, as a copy, for that one. Used with the callbacks'
// mutex held.
class InRankOrder
{
public:
    // wanted[i]: rank i sends this kind of partial; the others are passed over from the start.
    InRankOrder(const std::vector<bool>& wanted, const std::function<void(const Profile&)>& deliver)
        : m_copies(wanted.size())
        , m_deliver(deliver)
    {
        for (bool w : wanted)
            m_state.push_back(w ? State::Pending : State::Gone);
        flush(); // to the first wanted rank
    }

    void ready(std::size_t i, const Profile& partial)
    {
        if (m_next == i) {
            m_deliver(partial);
            m_state[i] = State::Gone;
        } else {
            m_copies[i] = partial;
            m_state[i] = State::Ready;
        }
        flush();
    }

    // Rank `i` is read (or stopped before this partial): the ranks after it need not wait for it.
    void done(std::size_t i)
    {
        if (m_state[i] == State::Pending)
            m_state[i] = State::Gone;
        flush();
    }

private:
    enum class State { Pending, Ready, Gone };
    void flush()
    {
        for (; m_next < m_state.size() && m_state[m_next] != State::Pending; ++m_next)
            if (m_state[m_next] == State::Ready) {
                m_deliver(*m_copies[m_next]);
                m_copies[m_next].reset();
                m_state[m_next] = State::Gone;
            }
    }

    std::vector<State> m_state;
    std::vector<std::optional<Profile>> m_copies;
    std::size_t m_next = 0;
    const std::function<void(const Profile&)>& m_deliver;
};

// Reads `todo` into run.ranks, on up to options.rankThreads threads (the caller's included). The
// callbacks are serialised by one mutex, the progress reported is the mean over the ranks, and
// stepsReady and sectionsReady come in the ranks' order (InRankOrder), so "the first rank fills the
// panels early" holds as when reading one by one.
void loadRanks(const std::vector<const RankFiles*>& todo, const LoadOptions& options, const LoadCallbacks& callbacks,
               Run& run)
{
    int threads = options.rankThreads > 0 ? options.rankThreads
                                          : int(std::min(2u, std::max(1u, std::thread::hardware_concurrency())));
    threads = int(std::min<std::size_t>(std::size_t(std::max(threads, 1)), todo.size()));
    LoadOptions rankOptions = options;
    if (rankOptions.sectionThreads == 0) // a core the ranks leave free reads a rank's operators
        rankOptions.sectionThreads = threads == 1 && std::thread::hardware_concurrency() >= 2 ? 2 : 1;
    std::mutex mutex;
    std::vector<double> fractions(todo.size(), 0.0);
    std::vector<std::optional<Profile>> loaded(todo.size());
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stopped{false};
    std::vector<bool> wanted(todo.size(), true);
    if (callbacks.wantsPartials)
        for (std::size_t i = 0; i < todo.size(); ++i)
            wanted[i] = callbacks.wantsPartials(i, todo[i]->rank);
    // The only rank without a timeline to read: its finished run follows its sections at once. The window
    // analysed a torch_npu memory folder's tables twice for that partial, and held both analyses.
    std::vector<bool> wantedSections = wanted;
    if (todo.size() == 1 && !(options.timeline && !detail::timelineSourceFiles(*todo[0]).empty()))
        wantedSections[0] = false;
    InRankOrder stepsOrder(wanted, callbacks.stepsReady);
    InRankOrder sectionsOrder(wantedSections, callbacks.sectionsReady);
    auto cancelled = [&] {
        std::lock_guard<std::mutex> lock(mutex);
        return callbacks.cancelled && callbacks.cancelled();
    };
    auto work = [&] {
        for (std::size_t i; (i = next++) < todo.size();) {
            if (stopped || cancelled()) {
                stopped = true;
                return;
            }
            LoadCallbacks rankCallbacks;
            const int rankId = todo[i]->rank;
            if (callbacks.progress)
                rankCallbacks.progress = [&, i, rankId](double f, const Message& stage) {
                    std::lock_guard<std::mutex> lock(mutex);
                    fractions[i] = f;
                    double sum = 0;
                    for (double x : fractions)
                        sum += x;
                    callbacks.progress(sum / double(todo.size()),
                                       todo.size() > 1 ? SL_MSG("load.stage.of-rank", "rank {rank}: {stage}")
                                                             .arg("rank", rankId)
                                                             .arg("stage", stage)
                                                       : stage);
                };
            if (callbacks.cancelled)
                rankCallbacks.cancelled = cancelled;
            if (callbacks.stepsReady && wanted[i])
                rankCallbacks.stepsReady = [&, i](const Profile& partial) {
                    std::lock_guard<std::mutex> lock(mutex);
                    stepsOrder.ready(i, partial);
                };
            if (callbacks.sectionsReady && wantedSections[i])
                rankCallbacks.sectionsReady = [&, i](const Profile& partial) {
                    std::lock_guard<std::mutex> lock(mutex);
                    sectionsOrder.ready(i, partial);
                };
            loaded[i] = loadRank(*todo[i], rankOptions, rankCallbacks);
            std::lock_guard<std::mutex> lock(mutex);
            if (callbacks.stepsReady)
                stepsOrder.done(i);
            if (callbacks.sectionsReady)
                sectionsOrder.done(i);
        }
    };
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t) {
        try {
            helpers.emplace_back(work);
        } catch (...) {
            break; // no thread to be had: the caller's thread reads the rest
        }
    }
    work();
    for (auto& t : helpers)
        t.join();
    if (stopped)
        run.cancelled = true;
    run.ranks.reserve(run.ranks.size() + loaded.size());
    for (auto& p : loaded) // ranks in the folder's order; a cancelled load keeps what it finished
        if (p)
            run.ranks.push_back(std::move(*p));
}

// Whether a rank's host queue gets a thread of its own: the device-queue file of a big 1.x folder is as
// big as its AI CPU table, and reading it beside the step trace and the operators takes it off the
// caller's path.
bool hostQueueOnItsOwnThread(const RankFiles& files, const LoadOptions& options)
{
    const auto* queue = files.get(FileKind::DeviceQueue);
    if (!queue)
        queue = files.get(FileKind::DatasetIterator);
    return queue && detail::sectionFileWorthAThread(options.sectionThreads, queue->front());
}

} // namespace

Profile loadRank(const RankFiles& files, const LoadOptions& options, const LoadCallbacks& callbacks)
{
    Profile profile;
    profile.rank = files.rank;
    profile.folder = files.folder;
    profile.layout = files.layout;
    try {
        for (const auto& [kind, paths] : files.files)
            profile.filesFound.insert(profile.filesFound.end(), paths.begin(), paths.end());
        profile.backend = detectBackend(files);
        auto cancelled = [&] { return callbacks.cancelled && callbacks.cancelled(); };
        detail::FileProgress progress(files, callbacks, options.timeline);
        detail::loadClusterSection(files, profile, &progress);
        if (cancelled())
            return profile;
        // Each section is read in order below when it is not worth a thread or no thread can be had.
        detail::SectionThread operatorThread, hostQueueThread;
        const bool operatorsAside =
            options.sectionThreads >= 2 &&
            operatorThread.start(
                files, profile.backend, progress,
                [&options](const RankFiles& f, Profile& part, detail::FileProgress* p) {
                    detail::loadOperatorSection(f, part, p, options.sectionThreads);
                },
                [](Profile& from, Profile& into) { into.operators = std::move(from.operators); });
        const bool hostQueueAside =
            hostQueueOnItsOwnThread(files, options) &&
            hostQueueThread.start(files, profile.backend, progress, &detail::loadHostQueueSection,
                                  [](Profile& from, Profile& into) { into.hostQueue = std::move(from.hostQueue); });
        // The steps first (2.x: step_trace_time.csv before kernel_details.csv): the step chart and the
        // overview are shown while the rest is read.
        // A database rank's steps come from analysis.db, kept open for the rest of the rank.
        std::unique_ptr<DbRankReading> dbReading;
        detail::loadStepTraceSection(files, profile, &progress);
        if (files.layout == Layout::AscendProfilerOutput)
            detail::loadAscendStepsSection(files, profile, &progress, &dbReading);
        if (cancelled())
            return profile;
        if (callbacks.stepsReady)
            callbacks.stepsReady(profile);
        if (operatorsAside)
            operatorThread.mark(profile);
        else
            detail::loadOperatorSection(files, profile, &progress, options.sectionThreads);
        if (cancelled())
            return profile;
        detail::loadDataSection(files, profile, &progress, [&] {
            if (!hostQueueAside)
                return false;
            hostQueueThread.mark(profile);
            return true;
        });
        // Last marked first: joining the host queue inserts after the operators' mark.
        if (hostQueueAside)
            hostQueueThread.joinInto(profile);
        if (operatorsAside)
            operatorThread.joinInto(profile);
        if (cancelled())
            return profile;
        if (files.layout == Layout::AscendProfilerOutput) {
            detail::loadAscendOutputSection(files, profile, &progress, std::move(dbReading));
            if (cancelled())
                return profile;
        }
        if (callbacks.sectionsReady)
            callbacks.sectionsReady(profile);
        if (options.timeline)
            detail::loadTimelineSection(files, profile, callbacks, &progress);
        progress.report(1.0, SL_MSG("load.stage.done", "done"));
    } catch (const std::exception& e) {
        profile.diagnostics.push_back(Diagnostic::error(
            files.folder, SL_MSG("diag.load.loading-stopped", "loading stopped: {reason}").arg("reason", e.what()),
            SL_MSG("diag.action.the-rest-of-this-rank", "the rest of this rank was not read")));
    } catch (...) {
        profile.diagnostics.push_back(Diagnostic::error(
            files.folder,
            SL_MSG("diag.load.loading-stopped-by-an-unexpected", "loading stopped by an unexpected error"),
            SL_MSG("diag.action.the-rest-of-this-rank", "the rest of this rank was not read")));
    }
    return profile;
}

Run loadRun(const std::string& path, const LoadOptions& options, const LoadCallbacks& callbacks)
{
    Run run;
    run.path = path;
    RunLayout layout = discoverRun(path);
    run.profilerFolder = layout.profilerFolder;
    run.diagnostics = std::move(layout.diagnostics);
    std::vector<const RankFiles*> todo;
    for (const auto& r : layout.ranks)
        if (options.onlyRank == INT32_MIN || r.rank == options.onlyRank)
            todo.push_back(&r);
    if (options.onlyRank != INT32_MIN && todo.empty() && !layout.ranks.empty())
        run.diagnostics.push_back(
            Diagnostic::error(path,
                              SL_MSG("diag.load.rank-is-not-in-this", "rank {only_rank} is not in this folder")
                                  .arg("only_rank", std::to_string(options.onlyRank)),
                              SL_MSG("diag.action.nothing-loaded", "nothing loaded")));
    loadRanks(todo, options, callbacks, run);
    if (!layout.clusterFiles.empty() && !run.cancelled)
        detail::loadAscendCluster(layout.clusterFiles, run);
    if (callbacks.cancelled && callbacks.cancelled())
        run.cancelled = true;
    std::sort(run.ranks.begin(), run.ranks.end(), [](const Profile& a, const Profile& b) { return a.rank < b.rank; });
    return run;
}

} // namespace steplens
