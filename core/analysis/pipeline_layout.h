#pragma once
// Where each box of the data-pipeline graph goes: operators as nodes from the source ops on the left
// to the root (EpochCtrl, DeviceQueue, or op 0) on the right, each op's output queue as its own node
// between the op and the op that consumes it, and the edges as polylines. Plain numbers in abstract
// layout units (one unit = one pixel at 100 % zoom); the GUI only paints what this produces.
//
// Tidy tree by subtree extents: every source op gets its own row, in depth-first order; an op with
// children sits at the middle of its first and last child's rows. Subtrees therefore occupy disjoint
// row ranges, so no two boxes ever overlap, however wide (zip, concat) or deep the tree is. The column
// of an op is its depth from the root (root rightmost), so every edge runs left to right.
#include "model/pipeline.h"

#include <string>
#include <vector>

namespace steplens {

struct LayoutPoint {
    double x = 0;
    double y = 0;
};

struct LayoutRect {
    double x = 0;
    double y = 0;
    double w = 0;
    double h = 0;
    double right() const { return x + w; }
    double bottom() const { return y + h; }
    double centerX() const { return x + w / 2; }
    double centerY() const { return y + h / 2; }
    bool intersects(const LayoutRect& o) const
    {
        return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
    }
};

struct PipelineLayoutMetrics {
    double opWidth = 200;
    double opHeight = 72;
    double queueWidth = 96;
    double queueHeight = 44;
    double columnGap = 36; // between an op and its queue, and between a queue and the op it feeds
    double rowGap = 20;    // between the boxes of neighbouring rows
};

// One op as the layout needs it: which ops feed it, and whether it has an output queue.
struct PipelineTreeOp {
    int opId = -1;
    bool hasQueue = false;
    std::vector<int> children;
};

enum class GraphNodeKind { Op, Queue };

struct GraphNode {
    GraphNodeKind kind = GraphNodeKind::Op;
    int opId = -1;       // the op, or for a queue the op whose output queue it is
    int depth = 0;       // edges from the root of its tree (a queue has its op's depth)
    int consumer = -1;   // index of the node this one feeds (op → its queue → the parent op); -1 for none
    bool source = false; // an op without children
    bool root = false;   // an op without a parent
    LayoutRect rect;
};

struct GraphEdge {
    int from = -1; // node indices; `from` lies left of `to`
    int to = -1;
    std::vector<LayoutPoint> points; // from the right side of `from` to the left side of `to`, x never decreasing
};

struct PipelineGraphLayout {
    std::vector<GraphNode> nodes;
    std::vector<GraphEdge> edges;
    LayoutRect bounds;
    std::vector<std::string> notes; // children that name no op, cycles, repeated ids

    int opNode(int opId) const;    // node index, -1 when absent
    int queueNode(int opId) const; // node index of the op's output queue, -1 when it has none
};

// Which tree the graph shows. Pipeline::rawOps (pipeline_profiling: every op, EpochCtrl and
// DeviceQueue included) when it describes the same pipeline as Pipeline::ops (every row of
// minddata_pipeline_raw is there with the same type); otherwise Pipeline::ops, as MindInsight did.
struct PipelineGraphTree {
    std::vector<PipelineTreeOp> ops;
    bool fromRawOps = false;
    std::string note; // why rawOps were not used although present; empty otherwise
};

PipelineGraphTree pipelineGraphTree(const Pipeline& pipeline);

PipelineGraphLayout layoutPipelineTree(const std::vector<PipelineTreeOp>& ops,
                                       const PipelineLayoutMetrics& metrics = {});

} // namespace steplens
