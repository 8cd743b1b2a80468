#pragma once
// Builds the cluster summary (model/cluster_summary.h) from the sections of a rank: the same code
// whether the rank was read in full (a Run) or only its small files were read (the summary-first
// loader, load_summary.h). Pure functions, no file access.
#include "model/cluster_summary.h"
#include "model/profile.h"

namespace steplens {

// The summary of one rank: its step table (2.x step_trace_time.csv, else the 1.x step trace), its
// communication totals (communication.json, else hccl_raw's average row), its links
// (communication_matrix.json, else hccl_raw) with group-local keys as written, its parallel context
// and the 1.x cluster rules' inputs (FLOPS, ascend_cluster_analyse average row).
RankSummary summarizeProfile(const Profile& profile);

// Communication totals of `comm`; with `rank` >= 0, only the entries of that rank (cluster files).
RankCommunication summarizeCommunication(const Communication& comm, int rank = -1);

// The links of one communication_matrix.json: per (source, destination, transport, group) the sums
// over the steps of the "-total" entries (else "Total Op Info", else every entry). LOCAL entries only
// tell the rank's own index in their group (RankSummary::groupSelfIndex). Appends to `into`.
void summarizeMatrix(const CommunicationMatrix& matrix, int reportedBy, RankSummary& into);

// Every rank of a run, then resolveClusterLinks. Ranks keep the run's order (ascending).
ClusterSummary summarizeRun(const Run& run);
// The same for ranks held elsewhere (null entries are skipped).
ClusterSummary summarizeProfiles(const std::vector<const Profile*>& ranks);

// The layout of a cluster: the one most ranks have step data of (ranks of the other layout are
// then listed without steps).
Layout clusterLayout(const std::vector<RankSummary>& ranks);

// communication_matrix.json keys are group-local ranks ("0-1" is the first and second member of
// the group). With every rank's groups known, each group's members are the ranks whose files use it,
// ascending, and a key maps to the member at that position. A key that cannot be mapped (ranks of
// the group are missing from the folder) stays as written when it names the rank itself, and is
// dropped otherwise; the cluster's diagnostics say how many links were affected.
// Links of a cluster file (cluster_communication_matrix.json) are global already: call this only for
// per-rank links. Idempotent: resolved links are marked (RankSummary::linksResolved).
void resolveClusterLinks(ClusterSummary& summary);

} // namespace steplens
