#pragma once
// Which op of one data pipeline is which op of another (run A against run B). Op ids are not
// stable between runs: turning on dataset sink mode, for example, puts a DeviceQueueOp at id 0 and
// renumbers every op below it. Ops are therefore matched by their place in the tree: an op's key is
// its type followed by the key of its first child ("MapOp<MapOp<Cifar10Op"), equal keys pairing in
// file order; ops left over are then paired by type alone, in file order (an op inserted into the
// chain changes the keys of the ops above it). What is still left was added or removed.
#include "model/pipeline.h"

#include <vector>

namespace steplens {

struct PipelineOpMatch {
    const PipelineOp* a = nullptr; // null: only in B (added)
    const PipelineOp* b = nullptr; // null: only in A (removed)
};

// The pairs in A's op order, then B's unmatched ops in B's order.
std::vector<PipelineOpMatch> matchPipelineOps(const std::vector<PipelineOp>& a, const std::vector<PipelineOp>& b);

// The structural key of each op (index-aligned with `ops`): type, then "<" and its first child's key.
std::vector<std::string> pipelineOpKeys(const std::vector<PipelineOp>& ops);

} // namespace steplens
