#pragma once
// What the communication rules of the tuning assistant need from communication.json, gathered in
// one pass over the operations: the transfers by size (the files' "Size Distribution") for the
// intra-node (SDMA: HCCS, PCIe, SIO) and inter-node (RDMA) families, the data moved and the link
// time per transport, the longest RDMA transfer, and the wait and transit times.
#include "model/communication.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace steplens {

struct TransferSize {
    double sizeMB = 0; // one transfer
    long long count = 0;
    double ns = 0; // total link time of these transfers
};

struct TransferFamily {
    std::vector<TransferSize> sizes; // merged over the operations, by size
    long long count = 0;
    double ns = 0;
    bool empty() const { return count == 0; }
};

// Data and link time of one transport over all operations; bandwidth = size / time.
struct TransportTraffic {
    double sizeMB = 0;
    double ns = 0;
    long long transfers = 0, largeTransfers = 0; // from the size distribution (large: CANN's packet sizes)
    double bandwidthGBs() const { return ns > 0 ? sizeMB / (ns / 1e6) : 0.0; } // MB per ms
};

struct TransferStats {
    double steps = 1; // distinct steps among the operations
    TransferFamily sdma, rdma;
    std::map<std::string, TransportTraffic> byTransport; // HCCS, PCIE, RDMA, SIO (SDMA sums the first three)
    const CommOp* longestRdma = nullptr;                 // the operation whose RDMA transfer took longest
    double longestRdmaNs = 0;
    double waitNs = 0, transitNs = 0, elapseNs = 0; // over the operations (transit: effectiveTransitNs)
    std::vector<const CommOp*> byWait;              // operations with wait time, most first
};

// The time an operation moved data: Transit Time of its time info, or, when that is 0 although a
// transport moved data (CANN 8.3 writes 0 there and books the time as idle), the longest link time
// of its transports.
double effectiveTransitNs(const CommOp& op);

// Nothing when the file holds no operation (only "Total Op Info" or nothing).
std::optional<TransferStats> transferStats(const Communication& comm);

// The bandwidth blocks of `op` whose size distribution counts for the family: RDMA, or the intra-node
// transports (HCCS, PCIe, SIO; the SDMA block only when none of them has a size distribution, since
// it sums them).
std::vector<const CommBandwidth*> familyBlocks(const CommOp& op, bool rdma);

// Transfers at or above this size count as large (CANN msprof's packet sizes: 32 MB over HCCS, PCIe
// and SIO, 0.5 MB over RDMA).
double largeTransferMB(const std::string& transport);

} // namespace steplens
