#include "analysis/pipeline_layout.h"

#include <algorithm>
#include <map>

namespace steplens {

int PipelineGraphLayout::opNode(int opId) const
{
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].kind == GraphNodeKind::Op && nodes[i].opId == opId)
            return int(i);
    return -1;
}

int PipelineGraphLayout::queueNode(int opId) const
{
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].kind == GraphNodeKind::Queue && nodes[i].opId == opId)
            return int(i);
    return -1;
}

PipelineGraphTree pipelineGraphTree(const Pipeline& pipeline)
{
    PipelineGraphTree tree;
    bool useRaw = !pipeline.rawOps.empty();
    if (useRaw) {
        for (const PipelineOp& op : pipeline.ops) {
            const PipelineOp* raw = pipeline.findRaw(op.opId);
            if (!raw) {
                tree.note = "op " + std::to_string(op.opId) +
                            " of minddata_pipeline_raw is not in pipeline_profiling, "
                            "so the graph follows minddata_pipeline_raw (ops without a queue are not shown)";
                useRaw = false;
                break;
            }
            if (raw->opType != op.opType) {
                tree.note = "pipeline_profiling describes another pipeline than minddata_pipeline_raw (op " +
                            std::to_string(op.opId) + " is " + raw->opType + " in one and " + op.opType +
                            " in the other), so the graph follows minddata_pipeline_raw";
                useRaw = false;
                break;
            }
        }
    }
    tree.fromRawOps = useRaw;
    for (const PipelineOp& op : useRaw ? pipeline.rawOps : pipeline.ops)
        tree.ops.push_back({op.opId, op.hasQueue, op.children});
    return tree;
}

namespace {

struct Placement {
    std::vector<int> depth;  // -1 until placed
    std::vector<int> parent; // index into ops, -1 for a root
    std::vector<double> row; // row of the box centre
    std::vector<std::vector<std::size_t>> placedChildren;
    std::vector<std::size_t> preorder;
    double nextRow = 0;
};

// Depth-first from `root`, without recursion (a pipeline of thousands of chained ops must not
// overflow the stack). Sources take the next free row on the way back up; an op with children sits
// at the middle of its first and last child.
void placeTree(std::size_t root, const std::vector<std::vector<std::size_t>>& kids,
               const std::vector<PipelineTreeOp>& ops, Placement& p, std::vector<std::string>& notes)
{
    std::vector<std::pair<std::size_t, std::size_t>> stack; // (op, next child to visit)
    p.depth[root] = 0;
    p.preorder.push_back(root);
    stack.emplace_back(root, 0);
    while (!stack.empty()) {
        const std::size_t v = stack.back().first;
        const std::size_t k = stack.back().second;
        if (k < kids[v].size()) {
            ++stack.back().second;
            const std::size_t c = kids[v][k];
            if (p.depth[c] >= 0) {
                notes.push_back("op " + std::to_string(ops[c].opId) + " is reached again from op " +
                                std::to_string(ops[v].opId) + " (a cycle or a shared child); it is drawn once");
                continue;
            }
            p.depth[c] = p.depth[v] + 1;
            p.parent[c] = int(v);
            p.placedChildren[v].push_back(c);
            p.preorder.push_back(c);
            stack.emplace_back(c, 0);
            continue;
        }
        const auto& placed = p.placedChildren[v];
        p.row[v] = placed.empty() ? p.nextRow++ : (p.row[placed.front()] + p.row[placed.back()]) / 2;
        stack.pop_back();
    }
}

} // namespace

PipelineGraphLayout layoutPipelineTree(const std::vector<PipelineTreeOp>& ops, const PipelineLayoutMetrics& m)
{
    PipelineGraphLayout out;
    const std::size_t n = ops.size();
    std::map<int, std::size_t> index;
    std::vector<bool> kept(n, false);
    for (std::size_t i = 0; i < n; ++i) {
        if (index.emplace(ops[i].opId, i).second)
            kept[i] = true;
        else
            out.notes.push_back("op id " + std::to_string(ops[i].opId) +
                                " appears more than once; only the first is drawn");
    }
    std::vector<std::vector<std::size_t>> kids(n);
    std::vector<bool> referenced(n, false);
    for (std::size_t i = 0; i < n; ++i) {
        if (!kept[i])
            continue;
        for (int c : ops[i].children) {
            auto it = index.find(c);
            if (it == index.end()) {
                out.notes.push_back("op " + std::to_string(ops[i].opId) + " names child " + std::to_string(c) +
                                    ", which is not in the pipeline");
                continue;
            }
            if (it->second == i) {
                out.notes.push_back("op " + std::to_string(c) + " names itself as its child");
                continue;
            }
            kids[i].push_back(it->second);
            referenced[it->second] = true;
        }
    }

    Placement p;
    p.depth.assign(n, -1);
    p.parent.assign(n, -1);
    p.row.assign(n, 0);
    p.placedChildren.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        if (kept[i] && !referenced[i])
            placeTree(i, kids, ops, p, out.notes);
    // What no root reaches sits in a cycle: start a tree at its first op so nothing is lost.
    for (std::size_t i = 0; i < n; ++i)
        if (kept[i] && p.depth[i] < 0) {
            out.notes.push_back("op " + std::to_string(ops[i].opId) +
                                " is not below any root (the children lists form "
                                "a cycle); drawn as a root");
            placeTree(i, kids, ops, p, out.notes);
        }
    if (p.preorder.empty())
        return out;

    int maxDepth = 0;
    for (std::size_t v : p.preorder)
        maxDepth = std::max(maxDepth, p.depth[v]);
    const double columnPitch = m.opWidth + m.columnGap + m.queueWidth + m.columnGap;
    const double boxHeight = std::max(m.opHeight, m.queueHeight);
    const double rowPitch = boxHeight + m.rowGap;

    std::vector<int> opNode(n, -1), queueNode(n, -1);
    for (std::size_t v : p.preorder) {
        const double x = (maxDepth - p.depth[v]) * columnPitch;
        const double yc = m.rowGap / 2 + p.row[v] * rowPitch + boxHeight / 2;
        GraphNode op;
        op.kind = GraphNodeKind::Op;
        op.opId = ops[v].opId;
        op.depth = p.depth[v];
        op.source = p.placedChildren[v].empty();
        op.root = p.parent[v] < 0;
        op.rect = {x, yc - m.opHeight / 2, m.opWidth, m.opHeight};
        opNode[v] = int(out.nodes.size());
        out.nodes.push_back(op);
        if (ops[v].hasQueue) {
            GraphNode q;
            q.kind = GraphNodeKind::Queue;
            q.opId = ops[v].opId;
            q.depth = p.depth[v];
            q.rect = {x + m.opWidth + m.columnGap, yc - m.queueHeight / 2, m.queueWidth, m.queueHeight};
            queueNode[v] = int(out.nodes.size());
            out.nodes.push_back(q);
        }
    }

    for (std::size_t v : p.preorder) {
        int from = opNode[v];
        if (queueNode[v] >= 0) {
            const LayoutRect& a = out.nodes[std::size_t(from)].rect;
            const LayoutRect& b = out.nodes[std::size_t(queueNode[v])].rect;
            out.nodes[std::size_t(from)].consumer = queueNode[v];
            out.edges.push_back({from, queueNode[v], {{a.right(), a.centerY()}, {b.x, b.centerY()}}});
            from = queueNode[v];
        }
        if (p.parent[v] < 0)
            continue;
        const int to = opNode[std::size_t(p.parent[v])];
        out.nodes[std::size_t(from)].consumer = to;
        const LayoutRect& a = out.nodes[std::size_t(from)].rect;
        const LayoutRect& b = out.nodes[std::size_t(to)].rect;
        // Right angles, bending in the gap in front of the consumer: that gap holds no box, so edges
        // never run through one, and the edges into one consumer join into one bus.
        GraphEdge e{from, to, {{a.right(), a.centerY()}}};
        if (a.centerY() != b.centerY()) {
            const double bend = b.x - m.columnGap / 2;
            e.points.push_back({bend, a.centerY()});
            e.points.push_back({bend, b.centerY()});
        }
        e.points.push_back({b.x, b.centerY()});
        out.edges.push_back(std::move(e));
    }

    // The boxes' extent (a root without a queue leaves its queue column empty), with half a row gap
    // above the first row and below the last.
    double right = 0;
    for (const GraphNode& node : out.nodes)
        right = std::max(right, node.rect.right());
    out.bounds = {0, 0, right, p.nextRow * rowPitch};
    return out;
}

} // namespace steplens
