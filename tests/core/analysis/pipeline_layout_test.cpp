// The data-pipeline graph layout: no two boxes overlap, edges run left to right from child to
// parent without crossing a box, sources sit left, and the tree shown is the one MindSpore built.
#include "analysis/pipeline_layout.h"
#include "example_runs.h"
#include "fixtures.h"
#include "load/load.h"

#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <set>

using namespace steplens;

namespace {

PipelineTreeOp treeOp(int id, std::vector<int> children, bool queue = true)
{
    return {id, queue, std::move(children)};
}

// A segment of an edge crosses the inside of a box (touching its border is allowed).
bool segmentCrosses(const LayoutPoint& a, const LayoutPoint& b, const LayoutRect& r)
{
    const double eps = 1e-9;
    if (a.y == b.y) // horizontal
        return a.y > r.y + eps && a.y < r.bottom() - eps && std::max(a.x, b.x) > r.x + eps &&
               std::min(a.x, b.x) < r.right() - eps;
    if (a.x == b.x) // vertical
        return a.x > r.x + eps && a.x < r.right() - eps && std::max(a.y, b.y) > r.y + eps &&
               std::min(a.y, b.y) < r.bottom() - eps;
    return true; // the layout only draws right angles
}

// Everything a layout must satisfy, whatever the tree.
void checkLayout(const std::vector<PipelineTreeOp>& ops, const PipelineGraphLayout& g,
                 const PipelineLayoutMetrics& m = {})
{
    // Every op once, every queue of an op with a queue once.
    std::size_t queues = 0;
    for (const auto& op : ops)
        queues += op.hasQueue;
    REQUIRE(g.nodes.size() == ops.size() + queues);

    // No two boxes overlap, and neighbouring rows keep at least the row gap between them.
    for (std::size_t i = 0; i < g.nodes.size(); ++i)
        for (std::size_t j = i + 1; j < g.nodes.size(); ++j) {
            INFO("nodes " << i << " and " << j);
            CHECK_FALSE(g.nodes[i].rect.intersects(g.nodes[j].rect));
            const LayoutRect& a = g.nodes[i].rect;
            const LayoutRect& b = g.nodes[j].rect;
            if (a.x == b.x && a.w == b.w)
                CHECK((a.bottom() + m.rowGap <= b.y + 1e-9 || b.bottom() + m.rowGap <= a.y + 1e-9));
        }

    // Edges: from the right side of the child (or its queue) to the left side of the consumer,
    // x never decreasing, crossing no other box.
    std::size_t parentLinks = 0;
    for (const GraphEdge& e : g.edges) {
        REQUIRE(e.points.size() >= 2);
        const LayoutRect& from = g.nodes[std::size_t(e.from)].rect;
        const LayoutRect& to = g.nodes[std::size_t(e.to)].rect;
        CHECK(e.points.front().x == Approx(from.right()));
        CHECK(e.points.front().y == Approx(from.centerY()));
        CHECK(e.points.back().x == Approx(to.x));
        CHECK(e.points.back().y == Approx(to.centerY()));
        CHECK(g.nodes[std::size_t(e.from)].consumer == e.to);
        for (std::size_t k = 1; k < e.points.size(); ++k) {
            CHECK(e.points[k].x >= e.points[k - 1].x);
            for (std::size_t n = 0; n < g.nodes.size(); ++n)
                if (int(n) != e.from && int(n) != e.to) {
                    INFO("edge " << e.from << "->" << e.to << " and node " << n);
                    CHECK_FALSE(segmentCrosses(e.points[k - 1], e.points[k], g.nodes[n].rect));
                }
        }
        if (g.nodes[std::size_t(e.to)].kind == GraphNodeKind::Op) {
            ++parentLinks;
            // The consumer is one column (depth) further right.
            CHECK(g.nodes[std::size_t(e.to)].depth + 1 == g.nodes[std::size_t(e.from)].depth);
        }
    }
    std::size_t roots = 0;
    for (const GraphNode& n : g.nodes)
        roots += n.kind == GraphNodeKind::Op && n.root;
    CHECK(parentLinks + roots == ops.size());

    // Sources are leftmost: the leftmost boxes are source ops, and every op lies right of every op below it.
    double minX = 1e300;
    for (const GraphNode& n : g.nodes)
        minX = std::min(minX, n.rect.x);
    for (const GraphNode& n : g.nodes)
        if (n.rect.x == minX)
            CHECK((n.kind == GraphNodeKind::Op && n.source));
    for (const GraphNode& n : g.nodes)
        if (n.kind == GraphNodeKind::Op && !n.source)
            CHECK(n.rect.x > minX);

    // Everything inside the bounds.
    for (const GraphNode& n : g.nodes) {
        CHECK(n.rect.x >= g.bounds.x);
        CHECK(n.rect.right() <= g.bounds.right() + 1e-9);
        CHECK(n.rect.y >= g.bounds.y);
        CHECK(n.rect.bottom() <= g.bounds.bottom() + 1e-9);
    }
}

} // namespace

TEST_CASE("pipeline layout: a chain runs from the source on the left to the root on the right, in one row")
{
    // EpochCtrl(4) <- Batch(0) <- Map(1) <- Map(2) <- Cifar10(3), as the example writes it.
    const std::vector<PipelineTreeOp> ops{treeOp(0, {1}), treeOp(1, {2}), treeOp(2, {3}), treeOp(3, {}),
                                          treeOp(4, {0}, false)};
    const PipelineGraphLayout g = layoutPipelineTree(ops);
    checkLayout(ops, g);
    CHECK(g.notes.empty());
    // Source, its queue, map 2, its queue, ... EpochCtrl: strictly left to right, all on one line.
    const std::vector<int> order{g.opNode(3),    g.queueNode(3), g.opNode(2),    g.queueNode(2), g.opNode(1),
                                 g.queueNode(1), g.opNode(0),    g.queueNode(0), g.opNode(4)};
    for (std::size_t i = 1; i < order.size(); ++i) {
        REQUIRE(order[i] >= 0);
        CHECK(g.nodes[std::size_t(order[i])].rect.x > g.nodes[std::size_t(order[i - 1])].rect.right());
        CHECK(g.nodes[std::size_t(order[i])].rect.centerY() == Approx(g.nodes[std::size_t(order[0])].rect.centerY()));
    }
    CHECK(g.queueNode(4) == -1); // EpochCtrl has no output queue
    CHECK(g.nodes[std::size_t(g.opNode(4))].root);
    CHECK(g.nodes[std::size_t(g.opNode(3))].source);
    // Default metrics: columns of 200 + 36 + 96 + 36, one row of 72 + 20; EpochCtrl (no queue) ends it.
    CHECK(g.bounds.w == Approx(4 * 368 + 200));
    CHECK(g.bounds.h == Approx(92));
    // Straight edges in one row: two points each; 4 op->queue edges, 4 links to the parent.
    CHECK(g.edges.size() == 8);
    for (const GraphEdge& e : g.edges)
        CHECK(e.points.size() == 2);
}

TEST_CASE("pipeline layout: wide zip and concat trees, shallow and deep branches, without overlaps")
{
    std::vector<PipelineTreeOp> ops{treeOp(0, {1}), treeOp(1, {2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})}; // zip of 12
    for (int i = 2; i <= 13; ++i)
        ops.push_back(treeOp(i, {}));
    // Concat under op 5: a deep chain and a second zip.
    ops[5] = treeOp(5, {20, 30});
    for (int i = 20; i < 27; ++i)
        ops.push_back(treeOp(i, i < 26 ? std::vector<int>{i + 1} : std::vector<int>{}, i % 3 != 0));
    ops.push_back(treeOp(30, {31, 32, 33}));
    for (int i = 31; i <= 33; ++i)
        ops.push_back(treeOp(i, {}));
    const PipelineGraphLayout g = layoutPipelineTree(ops);
    checkLayout(ops, g);
    CHECK(g.notes.empty());
    // A parent sits at the middle of its first and last child.
    const auto cy = [&](int op) { return g.nodes[std::size_t(g.opNode(op))].rect.centerY(); };
    CHECK(cy(1) == Approx((cy(2) + cy(13)) / 2));
    CHECK(cy(30) == Approx(cy(32)));
    // Shallow sources sit next to their consumer, not in the leftmost column.
    CHECK(g.nodes[std::size_t(g.opNode(2))].depth == 2);
    CHECK(g.nodes[std::size_t(g.opNode(26))].depth == 9);
    // One row per source: 11 direct sources of the zip + the chain's end + 3 under the second zip.
    CHECK(g.bounds.h == Approx(15 * 92));
}

TEST_CASE("pipeline layout: a 200-op random tree and a 3000-op chain")
{
    std::mt19937 rng(20240521);
    for (int round = 0; round < 5; ++round) {
        std::vector<PipelineTreeOp> ops;
        ops.push_back(treeOp(0, {}));
        for (int id = 1; id < 200; ++id) {
            // Attach to a random earlier op, favouring recent ones so the tree is deep as well as wide.
            std::uniform_int_distribution<int> pick(std::max(0, id - 1 - int(rng() % 40)), id - 1);
            const int parent = pick(rng);
            ops[std::size_t(parent)].children.push_back(id);
            ops.push_back(treeOp(id, {}, rng() % 5 != 0));
        }
        std::shuffle(ops.begin(), ops.end(), rng); // file order must not matter
        const PipelineGraphLayout g = layoutPipelineTree(ops);
        INFO("round " << round);
        checkLayout(ops, g);
        CHECK(g.notes.empty());
    }

    // Deep: no recursion to overflow.
    std::vector<PipelineTreeOp> chain;
    for (int id = 0; id < 3000; ++id)
        chain.push_back(treeOp(id, id + 1 < 3000 ? std::vector<int>{id + 1} : std::vector<int>{}));
    const PipelineGraphLayout g = layoutPipelineTree(chain);
    REQUIRE(g.nodes.size() == 6000);
    CHECK(g.nodes[std::size_t(g.opNode(2999))].rect.x == 0);
    CHECK(g.nodes[std::size_t(g.opNode(0))].depth == 0);
    CHECK(g.bounds.h == Approx(92));
}

TEST_CASE("pipeline layout: cycles, unknown children, repeated ids and several roots still draw every op once")
{
    const std::vector<PipelineTreeOp> ops{treeOp(0, {1, 9}), treeOp(1, {2}), treeOp(2, {1}),
                                          treeOp(2, {}),     treeOp(5, {6}), treeOp(6, {}),
                                          treeOp(7, {8}),    treeOp(8, {7}), treeOp(10, {10})};
    const PipelineGraphLayout g = layoutPipelineTree(ops);
    // 8 distinct ids (the second op 2 is dropped).
    CHECK(g.nodes.size() == 16);
    std::set<int> seen;
    for (const GraphNode& n : g.nodes)
        if (n.kind == GraphNodeKind::Op)
            CHECK(seen.insert(n.opId).second);
    CHECK(seen == std::set<int>{0, 1, 2, 5, 6, 7, 8, 10});
    auto noted = [&](const std::string& part) {
        for (const auto& note : g.notes)
            if (note.find(part) != std::string::npos)
                return true;
        return false;
    };
    CHECK(noted("op id 2 appears more than once"));
    CHECK(noted("op 0 names child 9, which is not in the pipeline"));
    CHECK(noted("op 1 is reached again from op 2"));
    CHECK(noted("op 10 names itself"));
    CHECK(noted("op 7 is not below any root"));
    // Roots 0, 5, 10 and the cycle's 7: each on the right, and no overlaps.
    for (int root : {0, 5, 7, 10})
        CHECK(g.nodes[std::size_t(g.opNode(root))].root);
    for (std::size_t i = 0; i < g.nodes.size(); ++i)
        for (std::size_t j = i + 1; j < g.nodes.size(); ++j)
            CHECK_FALSE(g.nodes[i].rect.intersects(g.nodes[j].rect));
    CHECK(layoutPipelineTree({}).nodes.empty());
}

TEST_CASE("pipeline graph tree: the example's whole tree from pipeline_profiling, EpochCtrl at the root")
{
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    const Run run = loadRun(examples.run("1-baseline").string());
    REQUIRE(run.ranks.size() == 1);
    REQUIRE(run.ranks[0].pipeline);
    const PipelineGraphTree tree = pipelineGraphTree(*run.ranks[0].pipeline);
    CHECK(tree.fromRawOps);
    CHECK(tree.note.empty());
    REQUIRE(tree.ops.size() == 5);
    const PipelineGraphLayout g = layoutPipelineTree(tree.ops);
    checkLayout(tree.ops, g);
    CHECK(g.nodes[std::size_t(g.opNode(4))].root); // EpochCtrlOp above op 0
    CHECK(g.queueNode(4) == -1);
    CHECK(g.nodes[std::size_t(g.opNode(3))].rect.x == 0); // Cifar10Op, the source
    CHECK(g.queueNode(2) >= 0);

    // Sink mode: DeviceQueueOp is the root, EpochCtrl between it and the batch op.
    const Run sink = loadRun(examples.run("4-sink-mode").string());
    REQUIRE(sink.ranks[0].pipeline);
    const PipelineGraphTree sinkTree = pipelineGraphTree(*sink.ranks[0].pipeline);
    CHECK(sinkTree.fromRawOps);
    const PipelineGraphLayout s = layoutPipelineTree(sinkTree.ops);
    checkLayout(sinkTree.ops, s);
    CHECK(s.nodes[std::size_t(s.opNode(0))].root);
    CHECK(s.nodes[std::size_t(s.opNode(5))].depth == 1);
}

TEST_CASE("pipeline graph tree: real files; the CSV wins when pipeline_profiling describes another pipeline")
{
    // run_2: the JSON adds EpochCtrlOp 4 above the CSV's four ops.
    const std::string run2 = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(run2);
    const Run a = loadRun(run2);
    REQUIRE(a.ranks.size() == 1);
    REQUIRE(a.ranks[0].pipeline);
    const PipelineGraphTree ta = pipelineGraphTree(*a.ranks[0].pipeline);
    CHECK(ta.fromRawOps);
    REQUIRE(ta.ops.size() == 5);
    const PipelineGraphLayout ga = layoutPipelineTree(ta.ops);
    checkLayout(ta.ops, ga);
    CHECK(ga.nodes[std::size_t(ga.opNode(4))].root);
    CHECK(ga.nodes[std::size_t(ga.opNode(3))].source); // ImageFolderOp

    // profiler/ rank 0: the CSV is Batch <- Shuffle <- 2 TFReaders, pipeline_profiling_0.json an
    // ImageFolder pipeline. The graph follows the CSV.
    const std::string prof = test::mindinsight("profiler");
    const Run b = loadRun(prof);
    const Profile* rank0 = nullptr;
    for (const Profile& p : b.ranks)
        if (p.rank == 0)
            rank0 = &p;
    REQUIRE(rank0);
    REQUIRE(rank0->pipeline);
    const PipelineGraphTree tb = pipelineGraphTree(*rank0->pipeline);
    CHECK_FALSE(tb.fromRawOps);
    CHECK(tb.note.find("another pipeline") != std::string::npos);
    REQUIRE(tb.ops.size() == 4);
    const PipelineGraphLayout gb = layoutPipelineTree(tb.ops);
    checkLayout(tb.ops, gb);
    CHECK(gb.queueNode(0) == -1); // Batch: empty queue columns
    // The two TFReaders share a column left of Shuffle, one above the other.
    const LayoutRect& r2 = gb.nodes[std::size_t(gb.opNode(2))].rect;
    const LayoutRect& r3 = gb.nodes[std::size_t(gb.opNode(3))].rect;
    CHECK(r2.x == r3.x);
    CHECK(r2.bottom() < r3.y);
    CHECK(gb.nodes[std::size_t(gb.opNode(1))].rect.centerY() == Approx((r2.centerY() + r3.centerY()) / 2));
}
