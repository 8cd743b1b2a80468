#pragma once
// The link matrix of communication_matrix.json as a grid of source rank × destination rank cells:
// bandwidth per link for one choice of operation ("allreduce-total", "Total Op Info"...), with the
// slow links marked by the same rule as the cluster findings (bandwidth more than a fraction below
// the mean of its transport type).
#include "model/communication.h"

#include <QString>

#include <functional>
#include <vector>

namespace steplens {

struct LinkMatrixCell {
    int src = -1, dst = -1;
    double bandwidthGBs = 0; // as written when one link fills the cell, else Σ size / Σ time
    double sizeMB = 0;
    double timeMs = 0;
    std::string transport; // HCCS, RDMA, LOCAL...; "mixed" when links of several types meet here
    int links = 0;         // file entries summed into the cell
    bool local = false;    // LOCAL transport: a copy inside the device, not a link
    bool slow = false;
};

struct LinkMatrix {
    // Ranks that appear as source (rows) and as destination (columns), ascending. A rank's own file
    // holds only its own row, so rows and columns are kept apart instead of a square of empty rows.
    std::vector<int> srcRanks, dstRanks;
    std::vector<LinkMatrixCell> cells; // one per (src, dst) pair that has links
    double minGBs = 0, maxGBs = 0;     // over the cells that are not LOCAL
    double slowFraction = 0.2;

    const LinkMatrixCell* cell(int src, int dst) const;
    static int indexIn(const std::vector<int>& ranks, int rank);
    bool empty() const { return cells.empty(); }
};

// One thing the user can show: a label and which links belong to it.
struct LinkChoice {
    QString label;
    std::function<bool(const CommLink&)> accepts;
};

// The choices a matrix offers, the recommended one first: the "-total" entries (sums per link, the
// newer format) or "Total Op Info" (the older one), then each operation name.
std::vector<LinkChoice> linkChoices(const std::vector<const CommunicationMatrix*>& matrices);

// The columns of a table of link matrix cells (source, destination, transport, bandwidth, size, time,
// entries, slow): the Communication and Cluster panels' link tables and their CSV.
template <typename Row>
struct TableColumn;
std::vector<TableColumn<LinkMatrixCell>> linkMatrixColumns();

LinkMatrix buildLinkMatrix(const std::vector<const CommunicationMatrix*>& matrices, const LinkChoice& choice,
                           double slowFraction = 0.2);

} // namespace steplens
