#pragma once
// communication.json / communication_matrix.json (ASCEND_PROFILER_OUTPUT) and msprof-analyze's
// cluster_communication*.json: per collective/p2p operation, how long it took and how much of that
// was waiting, and the links between ranks. The files write ms; the model holds ns.
#include "model/time.h"

#include <optional>
#include <string>
#include <vector>

namespace steplens {

// Where an entry sits in the file. Per-rank files nest step -> p2p|collective -> "<op>@<group>";
// cluster files nest "<rank set>"|p2p -> step -> "<op>@<group>" -> "<rank>".
struct CommPlace {
    std::string step;    // "step50", "step" (as written); empty when the file has no step level
    std::string kind;    // "p2p" or "collective"; empty when the file does not say
    std::string rankSet; // cluster files: "(0, 1, 2, 3)" group key
    std::string opKey;   // the key as written: "hcom_allReduce__586_0_1@1752...", "allreduce-top1@1752..."
    std::string opName;  // the part before '@'
    std::string group;   // the part after '@' (group hash); empty without '@'
    int rank = -1;       // cluster files: the rank key under the op
    bool total = false;  // the "Total Op Info" summary entry
};

struct CommBandwidth {
    std::string transport; // RDMA, HCCS, PCIE, SDMA, SIO
    double sizeMB = 0;
    double timeNs = 0;
    std::optional<double> bandwidthGBs; // as written; absent in older "Total Op Info" blocks
    std::optional<double> largePacketRatio;
    struct Packet {
        double sizeMB = 0;
        long long count = 0;
        double timeNs = 0;
    };
    std::vector<Packet> sizeDistribution;

    // As written, else size / time (MB per ms = GB/s, as the writers compute it).
    double effectiveBandwidthGBs() const;
};

struct CommOp {
    CommPlace place;
    std::optional<Nanos> start; // epoch ns; absent in "Total Op Info"
    double elapseNs = 0;
    double transitNs = 0;
    double waitNs = 0;
    double syncNs = 0;
    double idleNs = 0;
    std::optional<double> waitRatio; // Wait / (Wait + Transit), as written
    std::optional<double> syncRatio;
    std::vector<CommBandwidth> bandwidth; // transports with any traffic first, in file order

    // The transport that moved the most data (empty when none moved any).
    const CommBandwidth* mainTransport() const;
};

struct Communication {
    std::vector<CommOp> ops; // file order; "Total Op Info" entries have place.total set
    bool clusterForm = false;
    std::vector<std::string> sources;
};

struct CommLink {
    CommPlace place; // opKey is "allreduce-top1@<group>" (newer) or "<op>@<group>" (older)
    int src = -1;
    int dst = -1;
    std::string transport; // LOCAL, HCCS, RDMA, SDMA, PCIE, SIO
    double sizeMB = 0;
    double timeNs = 0;
    double bandwidthGBs = 0;
    std::string linkOpName; // "Op Name" (torch) / "op_name" (MindSpore): the op instance behind the link
};

struct CommunicationMatrix {
    std::vector<CommLink> links;
    bool clusterForm = false;
    std::vector<std::string> sources;
};

} // namespace steplens
