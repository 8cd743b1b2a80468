#include "load.h"

#include "load_sections.h"

#include <algorithm>
#include <exception>

namespace steplens {

namespace detail {
void noteUnused(Profile& profile, const std::vector<std::string>& paths, std::size_t usedIndex, const char* why)
{
    for (std::size_t i = 0; i < paths.size(); ++i)
        if (i != usedIndex)
            profile.diagnostics.push_back({Severity::Info, paths[i], 0, -1, why, "file not used"});
}
} // namespace detail

namespace {

std::string detectBackend(const RankFiles& files)
{
    if (files.layout == Layout::AscendProfilerOutput)
        return "ascend";
    auto has = [&](FileKind k) { return files.get(k) != nullptr; };
    auto timelineNamed = [&](const char* prefix) {
        if (auto* t = files.get(FileKind::TimelineDisplay))
            for (const auto& f : *t) {
                auto slash = f.find_last_of('/');
                if (f.compare(slash == std::string::npos ? 0 : slash + 1, std::string::traits_type::length(prefix), prefix) == 0)
                    return true;
            }
        return false;
    };
    // MindInsight's rule: Ascend when an Ascend timeline or op compute time file exists, else GPU, else CPU.
    if (timelineNamed("ascend_") || has(FileKind::AscendMarker) || has(FileKind::AicoreDetail) ||
        has(FileKind::AicoreType) || has(FileKind::MinddataAicpu) || has(FileKind::Aicpu))
        return "ascend";
    if (timelineNamed("gpu_") || has(FileKind::GpuOpType) || has(FileKind::GpuOpDetail) || has(FileKind::GpuGetNext))
        return "gpu";
    if (timelineNamed("cpu_") || has(FileKind::CpuOpType) || has(FileKind::CpuOpDetail))
        return "cpu";
    if (has(FileKind::TimelineDisplay) || has(FileKind::MsprofTimeline))
        return "ascend";
    return {};
}

} // namespace

Profile loadRank(const RankFiles& files, const LoadOptions& options, const LoadCallbacks& callbacks)
{
    Profile profile;
    profile.rank = files.rank;
    profile.folder = files.folder;
    profile.layout = files.layout;
    try {
        profile.backend = detectBackend(files);
        auto cancelled = [&] { return callbacks.cancelled && callbacks.cancelled(); };
        auto progress = [&](double f, const char* stage) {
            if (callbacks.progress)
                callbacks.progress(f, stage);
        };
        progress(0.0, "profiler info");
        detail::loadClusterSection(files, profile);
        if (cancelled())
            return profile;
        progress(0.1, "step trace");
        detail::loadStepTraceSection(files, profile);
        if (cancelled())
            return profile;
        progress(0.2, "operators");
        detail::loadOperatorSection(files, profile);
        if (cancelled())
            return profile;
        progress(0.3, "data pipeline and queues");
        detail::loadDataSection(files, profile);
        if (cancelled())
            return profile;
        if (files.layout == Layout::AscendProfilerOutput) {
            progress(0.35, "ASCEND_PROFILER_OUTPUT");
            detail::loadAscendOutputSection(files, profile);
            if (cancelled())
                return profile;
        }
        if (callbacks.sectionsReady)
            callbacks.sectionsReady(profile);
        if (options.timeline) {
            progress(0.4, "timeline");
            detail::loadTimelineSection(files, profile, callbacks);
        }
        progress(1.0, "done");
    } catch (const std::exception& e) {
        profile.diagnostics.push_back({Severity::Error, files.folder, 0, -1, std::string("loading stopped: ") + e.what(),
                                       "the rest of this rank was not read"});
    } catch (...) {
        profile.diagnostics.push_back({Severity::Error, files.folder, 0, -1, "loading stopped by an unexpected error",
                                       "the rest of this rank was not read"});
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
        run.diagnostics.push_back({Severity::Error, path, 0, -1,
                                   "rank " + std::to_string(options.onlyRank) + " is not in this folder", "nothing loaded"});
    for (std::size_t i = 0; i < todo.size(); ++i) {
        if (callbacks.cancelled && callbacks.cancelled()) {
            run.cancelled = true;
            break;
        }
        LoadCallbacks rankCallbacks = callbacks;
        double base = double(i) / double(todo.size()), span = 1.0 / double(todo.size());
        int rankId = todo[i]->rank;
        if (callbacks.progress)
            rankCallbacks.progress = [&, base, span, rankId](double f, const std::string& stage) {
                callbacks.progress(base + f * span,
                                   todo.size() > 1 ? "rank " + std::to_string(rankId) + ": " + stage : stage);
            };
        run.ranks.push_back(loadRank(*todo[i], options, rankCallbacks));
    }
    if (!layout.clusterFiles.empty() && !run.cancelled)
        detail::loadAscendCluster(layout.clusterFiles, run);
    if (callbacks.cancelled && callbacks.cancelled())
        run.cancelled = true;
    std::sort(run.ranks.begin(), run.ranks.end(), [](const Profile& a, const Profile& b) { return a.rank < b.rank; });
    return run;
}

} // namespace steplens
