#pragma once
// A finding of the tuning assistant: what is wrong, measured against which threshold, the evidence
// behind it, what fixing it is worth, and the concrete change to make.
#include "model/time.h"
#include "text/message.h"

#include <optional>
#include <string>
#include <vector>

namespace steplens {

enum class FindingSeverity { Info, Moderate, High };

const char* findingSeverityName(FindingSeverity s);

// Where the finding comes from, so the GUI can jump to it.
struct Evidence {
    enum class Kind { Steps, Operator, OpType, PipelineOp, HostQueue, ChipQueue, TimeRange, Rank, Cpu };
    Kind kind = Kind::Steps;
    Message label;                // human readable: "steps 2–30", "MapOp_1", "host queue"
    std::vector<long long> steps; // step numbers (Steps)
    std::string name;             // operator full name or op type (Operator, OpType)
    int pipelineOpId = -1;        // PipelineOp
    int rank = -1;                // Rank (for a link: its source rank)
    int peerRank = -1;            // Rank evidence about a link: its destination rank
    Nanos begin = 0, end = 0;     // TimeRange
};

const char* evidenceKindName(Evidence::Kind k);

struct Finding {
    std::string id; // stable identifier, e.g. "data-pipeline-bottleneck"
    FindingSeverity severity = FindingSeverity::Info;
    Message title;
    Message explanation;  // our own words: what it means and why it slows the step
    double value = 0;     // the measured value...
    double threshold = 0; // ...against this threshold...
    std::string unit;     // ...in this unit ("ms", "%", "ratio")
    std::vector<Evidence> evidence;
    double impactMs = 0;         // estimated step time saved per step if fixed
    bool impactEstimated = true; // false when the data cannot bound the gain (impactMs is then 0)
    std::optional<double> stepsPerSecondIfFixed;
    std::optional<double> samplesPerSecondIfFixed;
    Message suggestion;  // the concrete change
    std::string snippet; // a short code example (headed by the framework it is for), may be empty
    int rank = -1;
    // Other ranks this finding points at. communication-wait leaves it empty: one rank's files do not
    // say whom it waits for; the cluster analysis, with every rank loaded, fills in the ranks that
    // reach the collectives last (and may add Rank evidence for them).
    std::vector<int> peerRanks;

    // Cluster findings: the ranks named (slow-rank), the step phase concerned (a phase key of the
    // cluster's step table) and the links named (slow-link). Empty for the findings of one rank.
    struct Link {
        int src = -1, dst = -1;
        std::string transport;
        std::string group;
        double bandwidthGBs = 0;
        double meanGBs = 0; // mean of its transport type across the cluster
        std::vector<std::string> ops;
    };
    std::vector<int> ranks;
    std::string phase;
    std::vector<Link> links;
};

} // namespace steplens
