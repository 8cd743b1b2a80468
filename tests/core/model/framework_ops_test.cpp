// FrameworkOps: the flat table of framework_raw operators. A lookup by full name must find the last row of
// that name through many growths, the op name must read back whether it is the full name's tail or not,
// and a copy must stand on its own (the table's views point into its own text block).
#include "model/framework_ops.h"

#include <catch2/catch.hpp>

#include <string>
#include <unordered_map>

using namespace steplens;

namespace {

FrameworkOpFields frameworkRow(std::string_view fullName, std::string_view opName, int taskId)
{
    FrameworkOpFields row;
    row.fullName = fullName;
    row.opName = opName;
    row.opType = "Conv2D";
    row.subgraph = "Default";
    row.taskId = taskId;
    row.streamId = taskId % 7;
    row.blockDim = 32;
    row.graphId = 1000000000000LL + taskId;
    return row;
}

} // namespace

TEST_CASE("framework ops: every name found with its last row, through many growths")
{
    FrameworkOps ops;
    const std::uint32_t list = ops.addTensorList({{"input_0", "NCHW", "FLOAT16", "32,3,224,224"},
                                                  {"output_0", "NCHW", "FLOAT16", "32,64,112,112"}});
    CHECK(list == 1);
    CHECK(ops.addTensorList({}) == 0); // an empty list is list 0
    std::unordered_map<std::string, int> lastTask;
    std::vector<std::string> firstOrder;
    // Names of every length around the hash's 8-byte words; every fifth name comes back later.
    for (int i = 0; i < 30000; ++i) {
        const int n = i % 5 == 4 ? i / 2 : i;
        const std::string fullName = "Default/net" + std::string(std::size_t(n % 13), 'x') + "/Conv2D-op" + std::to_string(n);
        const bool fresh = ops.add(frameworkRow(fullName, "Conv2D-op" + std::to_string(n), i), i % 2 ? list : 0);
        REQUIRE(fresh == (lastTask.count(fullName) == 0));
        if (fresh)
            firstOrder.push_back(fullName);
        lastTask[fullName] = i;
    }
    REQUIRE(ops.size() == lastTask.size());
    for (std::size_t i = 0; i < firstOrder.size(); ++i)
        REQUIRE(ops[i].fullName == firstOrder[i]);
    for (const auto& [name, task] : lastTask) {
        auto op = ops.find(name);
        REQUIRE(op);
        REQUIRE(op->taskId == task);
        REQUIRE(op->streamId == task % 7);
        REQUIRE(op->graphId == 1000000000000LL + task);
        REQUIRE(op->opName == name.substr(name.rfind('/') + 1));
        REQUIRE(op->tensors.size() == (task % 2 ? 2u : 0u));
    }
    CHECK_FALSE(ops.find("Default/net/Conv2D-op30001"));
    CHECK_FALSE(ops.find(""));
    CHECK(ops.tensorListCount() == 1);
}

TEST_CASE("framework ops: an op name that is not the full name's tail, labels, and copies")
{
    FrameworkOps ops;
    ops.reserve(4, 256);
    FrameworkOpFields row = frameworkRow("Default/Cast-op6", "Cast", 3); // not the tail: kept on its own
    row.kernelType = "AI_CORE";
    CHECK(ops.add(row, ops.addTensorList({{"input_0", "", "FLOAT32", "2,3"}})));
    CHECK(ops.add(frameworkRow("Gradients/ReLU-op1", "", 4), 0)); // no op name at all
    FrameworkOps copy = ops;
    ops = FrameworkOps{};
    CHECK(ops.empty());
    CHECK_FALSE(ops.find("Default/Cast-op6"));
    REQUIRE(copy.size() == 2);
    auto cast = copy.find("Default/Cast-op6");
    REQUIRE(cast);
    CHECK(cast->opName == "Cast");
    CHECK(cast->opType == "Conv2D");
    CHECK(cast->subgraph == "Default");
    CHECK(cast->kernelType == "AI_CORE");
    REQUIRE(cast->tensors.size() == 1);
    CHECK(cast->tensors[0].shape == "2,3");
    auto relu = copy.find("Gradients/ReLU-op1");
    REQUIRE(relu);
    CHECK(relu->opName.empty());
    CHECK(relu->kernelType.empty());
    CHECK(relu->tensors.empty());
}
