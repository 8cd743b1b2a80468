#pragma once
// Summaries of communication.json for the report, the GUI and the communication rule: one row per
// operation (per step), the per-step totals, and the time split into transit, wait and idle.
#include "model/communication.h"

#include <string>
#include <vector>

namespace steplens {

struct CommOpSummary {
    std::string step;
    std::string kind; // p2p / collective
    std::string name; // op name without the group
    std::string group;
    int rank = -1; // cluster files
    double elapseMs = 0, transitMs = 0, waitMs = 0, syncMs = 0, idleMs = 0;
    std::string transport;   // the transport that moved the most data ("" when none moved any)
    double bandwidthGBs = 0; // of that transport
    double sizeMB = 0;       // moved over that transport
    const CommOp* op = nullptr;
};

struct CommTotals {
    std::size_t ops = 0;
    double elapseMs = 0, transitMs = 0, waitMs = 0, syncMs = 0, idleMs = 0;
    double waitPct() const { return elapseMs > 0 ? waitMs / elapseMs * 100.0 : 0.0; }
    double transitPct() const { return elapseMs > 0 ? transitMs / elapseMs * 100.0 : 0.0; }
};

// The operations (not the "Total Op Info" entries), largest elapse first.
std::vector<CommOpSummary> summarizeCommOps(const Communication& comm);
// Sums over the operations (the file's own "Total Op Info" entries are not counted twice).
CommTotals communicationTotals(const Communication& comm);
// Number of distinct steps among the operations (at least 1 when there are operations).
std::size_t communicationSteps(const Communication& comm);

} // namespace steplens
