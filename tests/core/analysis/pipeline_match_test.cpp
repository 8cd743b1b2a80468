// Matching the data-pipeline ops of two runs by their place in the tree, not by id.
#include "analysis/pipeline_match.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {
PipelineOp op(int id, const char* type, std::vector<int> children, int workers = 1)
{
    PipelineOp o;
    o.opId = id;
    o.opType = type;
    o.children = std::move(children);
    o.numWorkers = workers;
    return o;
}

// "A id → B id" of each pair; -1 for a side that has none.
std::vector<std::pair<int, int>> ids(const std::vector<PipelineOpMatch>& m)
{
    std::vector<std::pair<int, int>> out;
    for (const auto& x : m)
        out.emplace_back(x.a ? x.a->opId : -1, x.b ? x.b->opId : -1);
    return out;
}
} // namespace

TEST_CASE("pipeline match: a DeviceQueueOp added at id 0 shifts every id, the ops still pair up")
{
    const std::vector<PipelineOp> a{op(0, "BatchOp", {1}), op(1, "MapOp", {2}), op(2, "MapOp", {3}),
                                    op(3, "Cifar10Op", {})};
    const std::vector<PipelineOp> b{op(0, "DeviceQueueOp", {1}), op(1, "BatchOp", {2}), op(2, "MapOp", {3}),
                                    op(3, "MapOp", {4}), op(4, "Cifar10Op", {})};
    CHECK(pipelineOpKeys(a)[1] == "MapOp<MapOp<Cifar10Op");
    CHECK(ids(matchPipelineOps(a, b)) == std::vector<std::pair<int, int>>{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {-1, 0}});
}

TEST_CASE("pipeline match: an op inserted into the chain is added; the ops above it pair by type")
{
    const std::vector<PipelineOp> a{op(0, "BatchOp", {1}), op(1, "MapOp", {2}), op(2, "TFReaderOp", {})};
    const std::vector<PipelineOp> b{op(0, "BatchOp", {1}), op(1, "ShuffleOp", {2}), op(2, "MapOp", {3}),
                                    op(3, "TFReaderOp", {})};
    // MapOp and the reader keep their keys; BatchOp's key changed (a ShuffleOp below it), so it pairs by type.
    CHECK(ids(matchPipelineOps(a, b)) == std::vector<std::pair<int, int>>{{0, 0}, {1, 2}, {2, 3}, {-1, 1}});
}

TEST_CASE("pipeline match: two identical branches of a zip pair in file order; a removed op is reported")
{
    const std::vector<PipelineOp> a{op(0, "ZipOp", {1, 2}),  op(1, "MapOp", {3}),     op(2, "MapOp", {4}),
                                    op(3, "TFReaderOp", {}), op(4, "TFReaderOp", {}), op(5, "RepeatOp", {})};
    const std::vector<PipelineOp> b{op(0, "ZipOp", {1, 2}), op(1, "MapOp", {3}), op(2, "MapOp", {4}),
                                    op(3, "TFReaderOp", {}), op(4, "TFReaderOp", {})};
    CHECK(ids(matchPipelineOps(a, b)) ==
          std::vector<std::pair<int, int>>{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, -1}});
}

TEST_CASE("pipeline match: a cycle in a malformed file does not hang, and empty pipelines match nothing")
{
    const std::vector<PipelineOp> a{op(0, "MapOp", {1}), op(1, "MapOp", {0})};
    CHECK(pipelineOpKeys(a)[0] == "MapOp<MapOp<MapOp");
    CHECK(matchPipelineOps(a, a).size() == 2);
    CHECK(matchPipelineOps({}, {}).empty());
    CHECK(ids(matchPipelineOps({}, a)) == std::vector<std::pair<int, int>>{{-1, 0}, {-1, 1}});
}
