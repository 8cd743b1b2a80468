#include "fixtures.h"
#include "formats/operators/framework_reader.h"
#include "formats/operators/op_info_parser.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

const Diagnostic* findDiagnostic(const Diagnostics& ds, std::int64_t line)
{
    for (const auto& d : ds)
        if (d.line == line)
            return &d;
    return nullptr;
}

// The operator of `name`, which the test requires to be there.
FrameworkOpRef opNamed(const FrameworkOps& ops, std::string_view name)
{
    auto op = ops.find(name);
    REQUIRE(op);
    return *op;
}

} // namespace

TEST_CASE("framework: run_2 layout A, string shapes, MS 1.0 dtypes")
{
    std::string path = test::mindinsight("run_2/normal_run/profiler/framework_raw_1.csv");
    REQUIRE_FIXTURE(path);
    auto r = readFramework(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    CHECK(r.value->layout == 'A');
    CHECK(r.value->rows == 105);
    CHECK(r.value->ops.size() == 105);
    CHECK(r.value->repeatedRows == 0);
    const auto& op = opNamed(r.value->ops, 
        "Default/network-TrainOneStepCell/network-WithLossCell/_backbone-AlexNet/fc3-Dense/MatMul-op19");
    CHECK(op.opName == "MatMul-op19");
    CHECK(op.opType == "MatMul");
    CHECK(op.subgraph == "Default");
    CHECK(op.taskId == 44);
    CHECK(op.streamId == 519);
    CHECK(op.blockDim == 1);
    CHECK(op.graphId == -1);
    REQUIRE(op.tensors.size() == 4);
    CHECK(op.tensors[0].name == "input_0");
    CHECK(op.tensors[0].shape == "2,256,6,6");
    CHECK(op.tensors[0].dtype == "UNKNOWN");
    CHECK(op.tensors[1].shape == "4096,9216");
    CHECK(op.tensors[2].name == "input_2");
    CHECK(op.tensors[3].name == "output_0");
    CHECK(op.tensors[3].shape == "2,4096");
}

TEST_CASE("framework: MindInsight profiler/ layout E keeps the op type that kernel_type holds")
{
    std::string path = test::mindinsight("profiler/framework_raw_1.csv");
    REQUIRE_FIXTURE(path);
    auto r = readFramework(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    CHECK(r.value->layout == 'E');
    CHECK(r.value->ops.size() == 10);
    const auto& conv = opNamed(r.value->ops, "Default/network-WithLossCell/_backbone-LeNet5/conv1-Conv2d/Conv2D-op13");
    CHECK(conv.opName == "Conv2D-op13"); // kernel_name; op_name holds the full name in layout E
    CHECK(conv.opType == "Conv2D");
    CHECK(conv.kernelType.empty());
    CHECK(conv.taskId == 30272);
    CHECK(conv.blockDim == 32);
    REQUIRE(conv.tensors.size() == 3);
    CHECK(conv.tensors[0].dtype == "NUMBER_TYPE_FLOAT16");
    CHECK(conv.tensors[0].format == "NC1HWC0");
    CHECK(conv.tensors[0].shape == "32,1,32,32,16");
    CHECK(conv.tensors[1].shape == "25,1,16,16");
    CHECK(conv.tensors[2].name == "output_0");
    const auto& atomic = opNamed(r.value->ops, "Default/AtomicAddrClean-op104");
    REQUIRE(atomic.tensors.size() == 1);
    CHECK(atomic.tensors[0].shape.empty());
}

TEST_CASE("framework: run_1 layout E with graph_id, list shapes and a repeated name")
{
    std::string path = test::mindinsight("run_1/normal_run/profiler/framework_raw_1.csv");
    REQUIRE_FIXTURE(path);
    auto r = readFramework(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    CHECK(r.value->layout == 'E');
    CHECK(r.value->rows == 81);
    CHECK(r.value->ops.size() == 80);
    CHECK(r.value->repeatedRows == 1);
    CHECK(opNamed(r.value->ops, "Default/GetNext-op6").taskId == 4); // the later of the two rows (task 2, task 4)
    const auto& conv = opNamed(r.value->ops, 
        "Default/network-TrainOneStepCell/network-WithLossCell/_backbone-LeNet5/conv1-Conv2d/Conv2D-op10");
    CHECK(conv.graphId == 11);
    CHECK(conv.streamId == 72);
    REQUIRE(conv.tensors.size() == 3);
    CHECK(conv.tensors[0].dtype == "FLOAT16");
    CHECK(conv.tensors[0].shape == "32,1,32,32,16");
    CHECK(conv.tensors[2].dtype == "FLOAT32");
    CHECK(conv.tensors[2].shape == "32,1,28,28,16");
}

TEST_CASE("framework: older layouts from MindInsight's history (A with 199 rows, B with graph_id)")
{
    std::string a = test::fixture("mindspore-ai/mindinsight-history/d3cc7a89a3/tests/utils/resource/run_1/normal_run/"
                                  "profiler/framework_raw_1.csv");
    std::string b = test::fixture("mindspore-ai/mindinsight-history/6fa7f98d41/tests/utils/resource/run_1/normal_run/"
                                  "profiler/framework_raw_1.csv");
    std::string a0 =
        test::fixture("mindspore-ai/mindinsight-history/c52d050193/tests/utils/resource/profiler/framework_raw_0.csv");
    REQUIRE_FIXTURE(a);
    auto ra = readFramework(a);
    REQUIRE(ra.value);
    CHECK(ra.value->layout == 'A');
    CHECK(ra.value->ops.size() == 199);
    const auto& mm =
        opNamed(ra.value->ops, "Default/network-TrainStepWrap/network-VirtualDatasetCellTriple/_backbone-NetWithLossClass/"
                         "network-WideDeepModel/dense_layer_1-DenseLayer/MatMul-op74");
    CHECK(mm.taskId == 31606);
    CHECK(mm.tensors.at(0).shape == "156,1000,16,16");
    CHECK(mm.tensors.at(2).dtype == "NUMBER_TYPE_FLOAT32");

    auto rb = readFramework(b);
    REQUIRE(rb.value);
    CHECK(rb.value->layout == 'B');
    CHECK(rb.value->ops.size() == 80);
    CHECK(rb.value->repeatedRows == 1);
    CHECK(opNamed(rb.value->ops, "Default/GetNext-op6").graphId == 11);

    auto r0 = readFramework(a0);
    REQUIRE(r0.value);
    CHECK(r0.value->ops.size() == 4);
    CHECK(opNamed(r0.value->ops, "Default/Cast-op6").tensors.at(1).dtype == "NUMBER_TYPE_FLOAT16");
    CHECK(opNamed(r0.value->ops, "Default/Cast-op6").tensors.at(0).shape == "32,3,224,224");
}

TEST_CASE("framework: layouts C and D and Input_N keys written at test time")
{
    test::TempDir dir;
    std::string c =
        dir.write("framework_raw_0.csv",
                  "task_id,stream_id,block_dim,full_op_name,op_name,op_type,subgraph,op_info,graph_id,kernel_type\r\n"
                  "3,1,8,Default/net/MatMul-op2,MatMul-op2,MatMul,Default,"
                  "\"{\"\"Input_1\"\": {\"\"data_type\"\": \"\"FLOAT16\"\", \"\"shape\"\": [64, 8]}, "
                  "\"\"Input_0\"\": {\"\"data_type\"\": \"\"FLOAT16\"\", \"\"shape\"\": [32, 64]}, "
                  "\"\"Output_0\"\": {\"\"data_type\"\": \"\"FLOAT32\"\", \"\"shape\"\": [32, 8]}}\",2,AI_CORE\r\n");
    auto rc = readFramework(c);
    REQUIRE(rc.value);
    CHECK(rc.diagnostics.empty());
    CHECK(rc.value->layout == 'C');
    const auto& op = opNamed(rc.value->ops, "Default/net/MatMul-op2");
    CHECK(op.kernelType == "AI_CORE");
    CHECK(op.opType == "MatMul");
    CHECK(op.graphId == 2);
    REQUIRE(op.tensors.size() == 3);
    CHECK(op.tensors[0].name == "input_0");
    CHECK(op.tensors[0].shape == "32,64");
    CHECK(op.tensors[1].shape == "64,8");
    CHECK(op.tensors[2].name == "output_0");

    std::string d =
        dir.write("framework_raw_1.csv",
                  "task_id,stream_id,block_dim,full_op_name,op_name,op_type,subgraph,op_info,model_id,kernel_type\n"
                  "5,2,1,Gradients/x/ReluGrad-op9,ReluGrad-op9,ReluGrad,Gradients,,4294967295,AI_VECTOR_CORE\n");
    auto rd = readFramework(d);
    REQUIRE(rd.value);
    CHECK(rd.value->layout == 'D');
    CHECK(opNamed(rd.value->ops, "Gradients/x/ReluGrad-op9").kernelType == "AI_VECTOR_CORE");
    CHECK(opNamed(rd.value->ops, "Gradients/x/ReluGrad-op9").tensors.empty());
}

TEST_CASE("framework: malformed rows are reported with their line and the rest loads")
{
    test::TempDir dir;
    std::string path = dir.write(
        "framework_raw_0.csv",
        "\xEF\xBB\xBFtask_id,stream_id,block_dim,full_op_name,op_name,op_type,subgraph,op_info\r\n"
        "x,0,1,Default/Cast-op1,Cast-op1,Cast,Default,\"{\"\"input_0\"\": {\"\"shape\"\": \"\"2, 3\"\"}}\"\r\n" // line
                                                                                                                // 2:
                                                                                                                // text
                                                                                                                // task
                                                                                                                // id
        "2,0,1,Default/Add-op2,Add-op2,Add,Default,\"{\"\"input_0\"\": {\"\"shape\"\": \"\r\n" // line 3: broken JSON
        "3,0,1,Default/Mul-op3,Mul-op3\r\n"                                                    // line 4: short row
        "4,0,1,,Sub-op4,Sub,Default,{}\r\n"                                                    // line 5: empty name
        "5,0,1,Default/Relu-op5,Relu-op5,,,[1]\r\n");                                          // line 6: not an object
    auto r = readFramework(path);
    REQUIRE(r.value);
    CHECK(r.value->ops.size() == 3);
    const auto& cast = opNamed(r.value->ops, "Default/Cast-op1");
    CHECK(cast.taskId == -1);
    CHECK(cast.tensors.at(0).shape == "2,3");
    CHECK(opNamed(r.value->ops, "Default/Add-op2").tensors.empty());
    const auto& relu = opNamed(r.value->ops, "Default/Relu-op5");
    CHECK(relu.opType == "Relu"); // from the name when the column is empty
    CHECK(relu.subgraph == "Default");

    auto* d2 = findDiagnostic(r.diagnostics, 2);
    REQUIRE(d2);
    CHECK(d2->message.english().find("task_id") != std::string::npos);
    CHECK(d2->action == "value left unknown");
    auto* d3 = findDiagnostic(r.diagnostics, 3);
    REQUIRE(d3);
    CHECK(d3->message.english().find("op_info") != std::string::npos);
    CHECK(d3->action == "tensor info left empty, row kept");
    auto* d4 = findDiagnostic(r.diagnostics, 4);
    REQUIRE(d4);
    CHECK(d4->action == "row skipped");
    auto* d5 = findDiagnostic(r.diagnostics, 5);
    REQUIRE(d5);
    CHECK(d5->action == "row skipped");
    auto* d6 = findDiagnostic(r.diagnostics, 6);
    REQUIRE(d6);
    CHECK(d6->message.english().find("not a JSON object") != std::string::npos);
}

TEST_CASE("framework: unknown header and empty file are ignored with an error")
{
    test::TempDir dir;
    auto unknown = readFramework(dir.write("framework_raw_0.csv", "a,b,c\n1,2,3\n"));
    CHECK(!unknown.value);
    REQUIRE(unknown.diagnostics.size() == 1);
    CHECK(unknown.diagnostics[0].severity == Severity::Error);
    CHECK(unknown.diagnostics[0].line == 1);
    CHECK(unknown.diagnostics[0].action == "file ignored");

    auto empty = readFramework(dir.write("framework_raw_1.csv", ""));
    CHECK(!empty.value);
    REQUIRE(empty.diagnostics.size() == 1);
    CHECK(empty.diagnostics[0].action == "file ignored");

    auto missing = readFramework(dir.file("nope.csv"));
    CHECK(!missing.value);
    CHECK(!missing.diagnostics.empty());

    // A known layout with a column appended by a newer writer is read by name.
    auto extra = readFramework(dir.write(
        "framework_raw_2.csv", "task_id,stream_id,block_dim,full_op_name,op_name,op_type,subgraph,op_info,graph_id,x\n"
                               "1,2,3,Default/A-op1,A-op1,A,Default,,7,z\n"));
    REQUIRE(extra.value);
    CHECK(extra.value->layout == '+');
    CHECK(opNamed(extra.value->ops, "Default/A-op1").graphId == 7);
    REQUIRE(extra.diagnostics.size() == 1);
    CHECK(extra.diagnostics[0].severity == Severity::Info);
}

TEST_CASE("op_info: shapes as strings or lists, odd cells")
{
    Message error;
    auto t = parseOpInfo(
        R"({"output_0": {"shape": [2, [3, 4]]}, "input_10": {"shape": 7}, "input_2": {"shape": " 5, 6 "}})", error);
    REQUIRE(t);
    REQUIRE(t->size() == 3);
    CHECK((*t)[0].name == "input_2");
    CHECK((*t)[0].shape == "5,6");
    CHECK((*t)[1].name == "input_10");
    CHECK((*t)[1].shape == "7");
    CHECK((*t)[2].shape == "2,[3,4]");
    CHECK(parseOpInfo("", error)->empty());
    CHECK(!parseOpInfo("{\"input_0\": ", error));
    CHECK(!error.empty());
    CHECK(!parseOpInfo(std::string(100, '[') + std::string(100, ']'), error));
    CHECK(normalizeShapeText("[32, 3, 224, 224]") == "32,3,224,224");
}

TEST_CASE("framework: op_info texts repeated, written across lines, and more than the cache holds")
{
    test::TempDir dir;
    std::string content = "task_id,stream_id,block_dim,full_op_name,op_name,op_type,subgraph,op_info,graph_id\n";
    // 3,000 shapes on two rows each, then 4,000 more on one row each (7,000 texts: more than the 4,096 the
    // reader remembers); every seventh text has a line break between its JSON members, which the reader's
    // careful path reads.
    auto opInfo = [](int shape) {
        return "\"{\"\"input_0\"\": {\"\"format\"\": \"\"ND\"\", \"\"data_type\"\": \"\"FLOAT16\"\", \"\"shape\"\": \"\"" +
               std::to_string(shape) + ",8\"\"}," + (shape % 7 == 0 ? "\n" : " ") +
               "\"\"output_0\"\": {\"\"format\"\": \"\"ND\"\", \"\"data_type\"\": \"\"FLOAT32\"\", \"\"shape\"\": \"\"" +
               std::to_string(shape) + "\"\"}}\"";
    };
    for (int row = 0; row < 10000; ++row) {
        const int shape = row < 6000 ? row % 3000 : row - 3000;
        content += std::to_string(row) + ",1,2,Default/net/Add-op" + std::to_string(row) + ",Add-op" +
                   std::to_string(row) + ",Add,Default," + opInfo(shape) + ",0\n";
    }
    auto r = readFramework(dir.write("framework_raw_0.csv", content));
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.value->ops.size() == 10000);
    for (int row : {0, 7, 2999, 3000, 3007, 5999, 6000, 7096, 7097, 9999}) {
        INFO("row " << row);
        const auto op = opNamed(r.value->ops, "Default/net/Add-op" + std::to_string(row));
        CHECK(op.taskId == row);
        CHECK(op.opName == "Add-op" + std::to_string(row));
        REQUIRE(op.tensors.size() == 2);
        const int shape = row < 6000 ? row % 3000 : row - 3000;
        CHECK(op.tensors[0].shape == std::to_string(shape) + ",8");
        CHECK(op.tensors[0].dtype == "FLOAT16");
        CHECK(op.tensors[1].shape == std::to_string(shape));
    }
    // Each text parsed and kept once: the second row of each of the first 3,000 shares its list.
    CHECK(r.value->ops.tensorListCount() == 7000);
}

TEST_CASE("framework: a file read in two parts at once gives the table and diagnostics of one part")
{
    test::TempDir dir;
    // 4,000 rows: names that come back in the other half (the last row of a name wins, and the name keeps
    // its first place), a name first seen in the second half, bad op_info and task ids in both halves, and
    // op_info texts shared across the halves.
    std::string text = "task_id,stream_id,block_dim,full_op_name,op_name,op_type,subgraph,op_info,graph_id\n";
    for (int i = 1; i <= 4000; ++i) {
        const int n = i % 10 == 0 ? i % 300 : i; // every tenth row: one of 30 names (op0, op10 ... op290)
        const std::string name = "Default/net/Conv2D-op" + std::to_string(n);
        const std::string info = i % 211 == 0 ? "\"{\"\"input_0\"\": \"" // not JSON
                                              : "\"{\"\"input_0\"\": {\"\"format\"\": \"\"ND\"\", \"\"shape\"\": \"\"" +
                                                    std::to_string(i % 40) + "\"\"}}\"";
        text += (i % 173 == 0 ? std::string("x") : std::to_string(i)) + ",1,2," + name + ",Conv2D-op" +
                std::to_string(n) + ",Conv2D,Default," + info + "," + std::to_string(i % 3) + "\n";
    }
    const std::string path = dir.write("framework_raw_0.csv", text);
    auto read = [&](int threads, int& parts) {
        FrameworkReadOptions o;
        o.threads = threads;
        o.partsRead = &parts;
        return readFramework(path, o);
    };
    int oneParts = 0, twoParts = 0;
    const auto one = read(1, oneParts);
    const auto two = read(2, twoParts);
    CHECK(oneParts == 1);
    CHECK(twoParts == 2);
    REQUIRE(one.value);
    REQUIRE(two.value);
    CHECK(one.value->rows == 4000);
    CHECK(two.value->rows == 4000);
    CHECK(one.value->repeatedRows == 400 - 30); // 400 rows of 30 names, each first seen once
    CHECK(two.value->repeatedRows == one.value->repeatedRows);
    REQUIRE(one.value->ops.size() == two.value->ops.size());
    for (std::size_t i = 0; i < one.value->ops.size(); ++i) {
        INFO(i);
        const FrameworkOpRef a = one.value->ops[i], b = two.value->ops[i];
        REQUIRE(a.fullName == b.fullName);
        REQUIRE(a.opName == b.opName);
        REQUIRE(a.taskId == b.taskId);
        REQUIRE(a.graphId == b.graphId);
        REQUIRE(a.tensors.size() == b.tensors.size());
        if (!a.tensors.empty())
            REQUIRE(a.tensors[0].shape == b.tensors[0].shape);
    }
    // Conv2D-op10's last row is row 3910 (3910 % 300 == 10), in the second half.
    CHECK(opNamed(two.value->ops, "Default/net/Conv2D-op10").taskId == 3910);
    CHECK(opNamed(two.value->ops, "Default/net/Conv2D-op10").tensors.at(0).shape == "30");
    REQUIRE(one.diagnostics.size() == two.diagnostics.size());
    bool secondHalf = false;
    for (std::size_t i = 0; i < one.diagnostics.size(); ++i) {
        INFO(i);
        CHECK(one.diagnostics[i].line == two.diagnostics[i].line);
        CHECK(one.diagnostics[i].message.english() == two.diagnostics[i].message.english());
        secondHalf = secondHalf || one.diagnostics[i].line > 2001;
    }
    CHECK(secondHalf);
}
