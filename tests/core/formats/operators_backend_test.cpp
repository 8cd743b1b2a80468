// No GPU or CPU backend sample exists under ../shared/fixtures, so these files follow the headers
// MindSpore's profiler data saver writes (profiler/device/data_saver.h).
#include "formats/operators/backend_op_detail_reader.h"
#include "formats/operators/backend_op_type_reader.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace steplens;

TEST_CASE("gpu op types: µs times, proportion as a fraction")
{
    test::TempDir dir;
    auto r = readBackendOpTypes(dir.write("gpu_op_type_info_0.csv",
                                          "op_type,type_occurrences,total_time(us),total_proportion,avg_time(us)\n"
                                          "MatMul,40,3000.5,0.75,75.0125\n"
                                          "BiasAdd,40,1000.1,0.25,25.0025\n"),
                                BackendSide::Gpu);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.value->size() == 2);
    CHECK((*r.value)[0].type == "MatMul");
    CHECK((*r.value)[0].count == 40);
    CHECK((*r.value)[0].totalNs == Approx(3000500.0));
    CHECK((*r.value)[0].percent == Approx(75.0));

    // Older header without units: GPU times are µs.
    auto old =
        readBackendOpTypes(dir.write("gpu_op_type_info_1.csv",
                                     "op_type,type_occurrences,total_time,proportion,avg_time\nConv2D,2,10,1,5\n"),
                           BackendSide::Gpu);
    REQUIRE(old.value);
    CHECK((*old.value)[0].totalNs == Approx(10000.0));
    CHECK((*old.value)[0].percent == Approx(100.0));
}

TEST_CASE("cpu op types: ms times taken from the avg_time(ms) column, percent column a fraction")
{
    test::TempDir dir;
    auto r = readBackendOpTypes(
        dir.write("cpu_op_type_info_0.csv",
                  "op_type,type_occurrences,execution_frequency(per-step),total_compute_time,avg_time(ms),percent\r\n"
                  "Conv2D,20,2,12.5,0.625,0.8\r\n"
                  "ReLU,20,2,3.125,0.15625,0.2\r\n"),
        BackendSide::Cpu);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    CHECK((*r.value)[0].totalNs == Approx(12500000.0));
    CHECK((*r.value)[0].percent == Approx(80.0));
    CHECK((*r.value)[1].percent == Approx(20.0));
}

TEST_CASE("backend op types: malformed rows and headers")
{
    test::TempDir dir;
    auto r = readBackendOpTypes(dir.write("gpu_op_type_info_0.csv",
                                          "op_type,type_occurrences,total_time(us),total_proportion,avg_time(us)\n"
                                          "MatMul,4,30,0.6,7.5\n"
                                          "Add,x,10,0.2,2.5\n"   // line 3: count unknown
                                          "Mul,4,lots,0.2,2.5\n" // line 4
                                          "Sub,4,10,?,2.5\n"),   // line 5: share from the times
                                BackendSide::Gpu);
    REQUIRE(r.value);
    REQUIRE(r.value->size() == 3);
    CHECK((*r.value)[1].count == 0);
    CHECK((*r.value)[2].percent == Approx(20.0)); // 10 of 50 µs
    std::vector<std::pair<std::int64_t, std::string>> got;
    for (const auto& d : r.diagnostics)
        got.emplace_back(d.line, d.action.english());
    std::vector<std::pair<std::int64_t, std::string>> want = {
        {3, "count read as 0"},
        {4, "row skipped"},
        {5, "share computed from the times"},
        {0, "shares multiplied by 100"}}; // the shares left sum to 0.8: both readings fit, the header decides
    CHECK(got == want);
    auto bad = readBackendOpTypes(dir.write("gpu_op_type_info_1.csv", "kind,value\nA,1\n"), BackendSide::Gpu);
    CHECK(!bad.value);
    CHECK(bad.diagnostics.at(0).action == "file ignored");
    CHECK(!readBackendOpTypes(dir.write("gpu_op_type_info_2.csv", ""), BackendSide::Gpu).value);
}

TEST_CASE("gpu op details: µs times, CUDA activity, proportion to %")
{
    test::TempDir dir;
    auto r = readBackendOpDetails(
        dir.write(
            "gpu_op_detail_info_0.csv",
            "op_side,op_type,op_name,op_full_name,op_occurrences,op_total_time(us),op_avg_time(us),total_proportion,"
            "cuda_activity_cost_time(us),cuda_activity_call_count\n"
            "Device,MatMul,MatMul-op3,Default/fc/MatMul-op3,10,500,50,0.625,480,20\n"
            "Device,Add,Add-op4,Default/Add-op4,10,300,30,0.375,290,10\n"),
        BackendSide::Gpu);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.value->size() == 2);
    const auto& mm = (*r.value)[0];
    CHECK(mm.side == "Device");
    CHECK(mm.type == "MatMul");
    CHECK(mm.name == "MatMul-op3");
    CHECK(mm.fullName == "Default/fc/MatMul-op3");
    CHECK(mm.occurrences == 10);
    CHECK(mm.totalNs == Approx(500000.0));
    CHECK(mm.avgNs == Approx(50000.0));
    CHECK(mm.percent == Approx(62.5));
    CHECK(mm.cudaActivityNs == Approx(480000.0));
    CHECK(mm.cudaActivityCalls == 20);
}

TEST_CASE("cpu op details: ms times, subgraph and pid columns ignored")
{
    test::TempDir dir;
    auto r = readBackendOpDetails(dir.write("cpu_op_detail_info_0.csv",
                                            "op_side,op_type,op_name,full_op_name,op_occurrences,op_total_time(ms),"
                                            "op_avg_time(ms),total_proportion,subgraph,pid\r\n"
                                            "Host,Conv2D,Conv2D-op1,Default/Conv2D-op1,4,2,0.5,1,Default,1234\r\n"
                                            "Host,ReLU,,Default/ReLU-op2,4,oops,,0,Default,1234\r\n"), // line 3
                                  BackendSide::Cpu);
    REQUIRE(r.value);
    REQUIRE(r.value->size() == 1);
    CHECK((*r.value)[0].totalNs == Approx(2000000.0));
    CHECK((*r.value)[0].avgNs == Approx(500000.0));
    CHECK((*r.value)[0].percent == Approx(100.0));
    CHECK((*r.value)[0].cudaActivityNs < 0);
    bool rowSkipped = false;
    for (const auto& d : r.diagnostics)
        rowSkipped = rowSkipped || (d.line == 3 && d.action == "row skipped");
    CHECK(rowSkipped);
    CHECK(!readBackendOpDetails(dir.write("cpu_op_detail_info_1.csv", "a,b\n1,2\n"), BackendSide::Cpu).value);
}
