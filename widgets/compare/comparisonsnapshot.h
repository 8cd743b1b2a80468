#pragma once
// What the comparison view shows: two loaded runs, A (the baseline) and B (the candidate), each
// analysed with the same options (thresholds, batch size), the rank compared in each, and core's
// RunComparison of the two. Shared read-only like ViewSnapshot: swapping A and B or replacing one
// run builds a new snapshot from the runs already in memory, without reading them again.
#include "analysis/compare.h"
#include "common/viewsnapshot.h"

#include <QMetaType>
#include <QString>

#include <memory>

namespace steplens {

struct ComparedRun {
    QString folder;
    std::shared_ptr<const Run> run;              // null until read
    std::shared_ptr<const RunAnalysis> analysis; // computed with the comparison's options; null until then
    double loadSeconds = 0;

    bool loaded() const { return bool(run); }
};

struct ComparisonSnapshot {
    ComparedRun a, b;
    AnalysisOptions options;
    int requestedRank = INT32_MIN;      // the rank the user asked for (INT32_MIN: the first rank both runs have)
    std::size_t indexA = 0, indexB = 0; // rank indices into a.run->ranks / b.run->ranks
    std::shared_ptr<const RunComparison> comparison; // null when the two could not be compared
    QString problem;                                 // why not, in one sentence

    bool empty() const { return !comparison; }
    const Profile* profileA() const;
    const Profile* profileB() const;
    const ProfileAnalysis* analysisA() const;
    const ProfileAnalysis* analysisB() const;
    // One side as the single-run panels take it.
    ViewSnapshot sideA() const;
    ViewSnapshot sideB() const;
    // "1-baseline", or "job_7/profiler" when the folder is called "profiler".
    QString nameA() const;
    QString nameB() const;
    // The rank compared, as a word ("rank 0"); empty for an unnumbered rank.
    QString rankText() const;
    // The same runs with A and B exchanged (the comparison itself is recomputed by the caller).
    ComparisonSnapshot swapped() const;
};

// A short name for a run folder: its last component, with the parent for a generic "profiler".
QString runDisplayName(const QString& folder);

// Completes `s` on the calling thread: analyses a side whose analysis is missing, picks the ranks
// (the requested one in both runs, else the first rank id the two share, else the first of each)
// and computes the comparison. Sets `problem` instead when a run has no rank or lacks the rank.
// The comparison loader calls this on a worker; export and tests call it directly.
void completeComparison(ComparisonSnapshot& s);

} // namespace steplens

Q_DECLARE_METATYPE(steplens::ComparisonSnapshot)
