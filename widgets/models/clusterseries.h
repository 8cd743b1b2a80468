#pragma once
// What the Cluster view's charts draw, built from a ClusterOverview without any painting (so tests
// can check the numbers): per-rank stacked bars of the step phases or of the communication split,
// the rank x step heat map, the whole-cluster link matrix and the per-rank table rows.
#include "analysis/run_analysis.h"
#include "models/linkmatrix.h"

#include <QColor>
#include <QString>
#include <QVector>

#include <set>
#include <string>
#include <vector>

namespace steplens {

// One stacked bar per rank. Ranks are in display order (sorted).
struct RankBars {
    struct Series {
        QString name;
        std::string key;        // phase key ("computing"), "transit", "wait"...
        QVector<double> values; // one per rank, ms
    };
    std::vector<int> ranks;
    QVector<Series> series; // bottom to top
    std::set<int> marked;   // ranks a finding names (drawn with a marker)
    QString markLabel;      // what the marker says ("slow")
    QString valueLabel;     // y axis label
};

// The phases the bars stack: 2.x Preparing, Computing, Communication (not overlapped), Free; 1.x
// iteration gap, fwd+bwd, tail. Their keys in stacking order.
std::vector<std::string> stackedPhaseKeys(Layout layout);

// Mean step phases per rank, sorted by `sortKey` (a phase key, or "step" for the whole step; largest
// first), ranks without steps left out. Marked: the ranks of the slow-rank findings.
RankBars phaseBars(const ClusterOverview& overview, const std::string& sortKey);

// Per rank, its collectives' time moving data (transit) against waiting (wait) and idle, sorted by
// `sortKey`: "wait" (least waiting first: the rank the others wait for), "transit" (largest first) or
// "rank". Marked: the slow ranks.
RankBars communicationBars(const ClusterOverview& overview, const std::string& sortKey);

// The rank x step heat map of one metric: "step" (wall time) or a phase key. Rows follow `rankOrder`
// (ranks absent from the summary are skipped); columns are the union of the step numbers, ascending.
struct RankStepGrid {
    std::vector<int> ranks;       // rows, top to bottom
    std::vector<long long> steps; // columns, left to right (-1 for a mean-only row)
    std::vector<double> values;   // ranks.size() x steps.size(), ms; NaN where a rank lacks the step
    double minMs = 0, maxMs = 0;  // over the finite values
    std::set<int> marked;
    QString metricName;
    double at(std::size_t row, std::size_t col) const { return values[row * steps.size() + col]; }
};
RankStepGrid rankStepGrid(const ClusterOverview& overview, const std::string& metric,
                          const std::vector<int>& rankOrder);

// The metrics the heat map offers: "step" then every phase the cluster's files have.
std::vector<std::string> heatMapMetrics(const ClusterOverview& overview);
QString metricDisplayName(const std::string& metric);

// The link matrix of every rank pair: one cell per (source, destination) with the links of `transport`
// (empty: all) in domain `group` (empty: all), bandwidth = Σ size / Σ time. Slow cells are the links
// the slow-link finding names, so the chart and the finding agree.
LinkMatrix clusterLinkMatrix(const ClusterOverview& overview, const std::string& transport, const std::string& group);
std::vector<std::string> clusterTransports(const ClusterOverview& overview);

// A row of the per-rank table.
struct ClusterRankRow {
    int rank = -1;
    double steps = 0;
    double phase[4] = {0, 0, 0, 0}; // the stacked phases (stackedPhaseKeys order); NaN when absent
    double stepMs = 0;
    double ops = 0, transitMs = 0, waitMs = 0, waitPct = 0; // NaN without communication data
    double stage = 0;
    std::string note; // "slow: computing", "no step data: ..."
};
std::vector<ClusterRankRow> clusterRankRows(const ClusterOverview& overview);

} // namespace steplens
