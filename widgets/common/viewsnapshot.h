#pragma once
// What the panels show: one rank of a run and its analysis, shared read-only (ARCHITECTURE.md, "Read-only snapshots").
// While a folder is still loading, `profile` can be a partial copy (small sections read, timeline not
// yet) and `run` is null; once loading is done `profile` points into `run`. The analysis (steps,
// queues, pipeline, CPU, findings) is computed off the UI thread with the load, and again in the
// background when the batch size or a threshold changes; no panel recomputes it.
#include "analysis/run_analysis.h"
#include "model/profile.h"

#include <memory>

namespace steplens {

struct ViewSnapshot {
    std::shared_ptr<const Run> run;         // the whole folder, null while loading
    std::shared_ptr<const Profile> profile; // the rank on show, null when nothing could be read
    // The analysis of the rank on show; null until computed. Points into runAnalysis once the run is complete.
    std::shared_ptr<const ProfileAnalysis> analysis;
    std::shared_ptr<const RunAnalysis> runAnalysis; // every rank and the cluster findings; null while loading
    AnalysisOptions options;                        // what the analysis was computed with (thresholds, batch size)
    // The cluster on show when it was read summary first (ClusterLoader), before any rank was read in
    // full; null otherwise (a run read in full has it in runAnalysis->cluster).
    std::shared_ptr<const ClusterOverview> cluster;
    bool partial = false;   // true until the big sections (timeline) have arrived
    double loadSeconds = 0; // wall time of the load, 0 while loading

    bool empty() const { return !run && !profile && !cluster; }

    // The cluster overview (summary, analysis, findings): the summary-first one, else the run's; null
    // for a single rank or before the analysis.
    std::shared_ptr<const ClusterOverview> clusterOverview() const
    {
        return cluster ? cluster : runAnalysis ? runAnalysis->cluster : nullptr;
    }

    // Findings across ranks (slow rank, slow link...): empty for a single rank or before the analysis.
    const std::vector<Finding>& clusterFindings() const
    {
        static const std::vector<Finding> none;
        if (cluster)
            return cluster->findings;
        return runAnalysis ? runAnalysis->clusterFindings : none;
    }

    // The rank `index` of a complete run, sharing ownership with the run (and its analysis, if given).
    static ViewSnapshot ofRank(std::shared_ptr<const Run> run, std::size_t index, double loadSeconds,
                               std::shared_ptr<const RunAnalysis> runAnalysis = nullptr)
    {
        ViewSnapshot s;
        s.run = run;
        s.loadSeconds = loadSeconds;
        if (run && index < run->ranks.size())
            s.profile = std::shared_ptr<const Profile>(run, &run->ranks[index]);
        if (runAnalysis && index < runAnalysis->ranks.size()) {
            s.runAnalysis = runAnalysis;
            s.analysis = std::shared_ptr<const ProfileAnalysis>(runAnalysis, &runAnalysis->ranks[index]);
        }
        return s;
    }

    // The same, analysing the run on the calling thread: for the command line and tests (the GUI
    // analyses on a worker thread).
    static ViewSnapshot analysedRank(std::shared_ptr<const Run> run, std::size_t index, double loadSeconds = 0,
                                     const AnalysisOptions& options = {})
    {
        auto analysis = run ? std::make_shared<const RunAnalysis>(analyzeRun(*run, options)) : nullptr;
        ViewSnapshot s = ofRank(std::move(run), index, loadSeconds, std::move(analysis));
        s.options = options;
        return s;
    }
};

} // namespace steplens
