// Memory tables, api_statistic, profiler_metadata, dataset.csv and data_preprocess.csv of the 2.x
// layout. Fixture values checked with python3's csv/json modules; MindSpore-only files (no public
// sample exists) are written here from the writer code's headers (docs/formats.md 3.6-3.10).
#include "diagnostic_checks.h"
#include "fixtures.h"
#include "formats/ascend/api_statistic_reader.h"
#include "formats/ascend/ascend_cells.h"
#include "formats/ascend/ascend_memory_reader.h"
#include "formats/ascend/dataset_reader.h"
#include "formats/ascend/profiler_metadata_reader.h"
#include "formats/operators/aicpu_op_reader.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace steplens;

TEST_CASE("memory_record.csv: torch_npu components, empty cells absent, trailing tabs")
{
    std::string path = test::ascendOutput("test/data/pytorch/text/level1/rank0_ascend_pt", "memory_record.csv");
    REQUIRE_FIXTURE(path);
    auto r = readMemoryRecord(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const MemoryRecords& m = *r.value;
    REQUIRE(m.rows.size() == 1004);
    CHECK(m.hasActive);
    std::map<std::string, int> components;
    double maxReserved = 0, maxAllocated = 0;
    for (const auto& row : m.rows) {
        ++components[m.str(row.component)];
        if (m.str(row.component) == "PTA" || m.str(row.component) == "PTA+GE")
            maxReserved = std::max(maxReserved, row.reservedMB);
        if (m.str(row.component) == "PTA")
            maxAllocated = std::max(maxAllocated, row.allocatedMB);
    }
    CHECK(components == std::map<std::string, int>{{"APP", 14}, {"GE", 114}, {"PTA", 381}, {"PTA+GE", 495}});
    CHECK(maxReserved == Approx(1526.75));
    CHECK(maxAllocated == Approx(1187.9814453125));
    const MemoryRecord& first = m.rows.front();
    CHECK(first.timestamp == 1736408883573957920LL);
    CHECK(isAbsent(first.allocatedMB)); // APP rows have no allocator totals
    CHECK(first.reservedMB == Approx(2109.6015625));
    CHECK(m.str(first.device) == "NPU:0");
    CHECK(m.str(m.rows.back().streamPtr) == "897357296");
}

TEST_CASE("memory_record.csv: 2023 header without Active, and the spreadsheet-saved test_rank_1")
{
    std::string old = test::fixture(test::kMsinsight +
                                    "server/src/test/test_data/test_rank_0/ASCEND_PROFILER_OUTPUT/memory_record.csv");
    REQUIRE_FIXTURE(old);
    auto r = readMemoryRecord(old);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    CHECK(r.value->rows.size() == 11);
    CHECK_FALSE(r.value->hasActive);
    CHECK(isAbsent(r.value->rows[0].activeMB));
    CHECK(r.value->rows[0].timestamp == 1695115378653323500LL);

    std::string mangled = test::fixture(
        test::kMsinsight + "server/src/test/test_data/test_rank_1/ASCEND_PROFILER_OUTPUT/memory_record.csv");
    auto m = readMemoryRecord(mangled);
    REQUIRE(m.value);
    CHECK(m.value->rows.size() == 30); // kept, but flagged
    int rounded = 0;
    for (const auto& d : m.diagnostics)
        if (d.message.english().find("looks rounded by a spreadsheet") != std::string::npos) {
            ++rounded;
            CHECK(d.severity == Severity::Warning);
        }
    CHECK(rounded == 2); // Timestamp(us) (30 cells) and Stream Ptr (3 cells)
    CHECK(test::mentions(m.diagnostics, "Timestamp(us) value '1.69512E+15' looks rounded by a spreadsheet (30 cells)"));
    CHECK(test::mentions(m.diagnostics, "Stream Ptr value '9.4509E+13' looks rounded by a spreadsheet (3 cells)"));
}

TEST_CASE("operator_memory.csv: unreleased blocks, 2023 and 2025 headers")
{
    std::string path = test::ascendOutput("test/data/pytorch/text/level1/rank0_ascend_pt", "operator_memory.csv");
    REQUIRE_FIXTURE(path);
    auto r = readOperatorMemory(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const OperatorMemory& m = *r.value;
    REQUIRE(m.rows.size() == 184);
    std::size_t released = 0;
    double kb = 0;
    for (const auto& row : m.rows) {
        released += row.releaseTime.has_value();
        kb += row.sizeKB;
    }
    CHECK(released == 160);
    CHECK(kb == Approx(1460243.5));
    CHECK_FALSE(m.rows[0].releaseTime);
    CHECK(isAbsent(m.rows[0].releaseTotalAllocatedMB));
    const OperatorMemoryRow& conv = m.rows[2];
    CHECK(m.str(conv.name) == "aten::_convolution");
    CHECK(conv.sizeKB == Approx(25009.5));
    CHECK(conv.allocationTime == 1736408883702735700LL);
    CHECK(*conv.releaseTime == 1736408883736793940LL);
    CHECK(*conv.activeReleaseTime == 1736408883736793430LL);
    CHECK(*conv.duration == 34058240);
    CHECK(*conv.activeDuration == 34057730);
    CHECK(conv.allocTotalAllocatedMB == Approx(978.7939453125));
    CHECK(conv.releaseTotalReservedMB == Approx(1452.0));

    std::string old = test::fixture(test::kMsinsight +
                                    "server/src/test/test_data/test_rank_0/ASCEND_PROFILER_OUTPUT/operator_memory.csv");
    auto o = readOperatorMemory(old);
    REQUIRE(o.value);
    REQUIRE(o.value->rows.size() == 28);
    CHECK(*o.value->rows[2].duration == 253900);
    CHECK_FALSE(o.value->rows[2].activeDuration);
    CHECK(isAbsent(o.value->rows[2].allocTotalActiveMB));
}

TEST_CASE("npu_module_mem.csv: MB (torch), KB (MindSpore/CANN), Device_id and -1")
{
    std::string path = test::ascendOutput("test/st/level2/rank_0_ascend_pt", "npu_module_mem.csv");
    REQUIRE_FIXTURE(path);
    auto r = readNpuModuleMem(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.value->rows.size() == 3465);
    CHECK_FALSE(r.value->convertedFromKB);
    CHECK(r.value->rows[0].deviceId == 0);
    CHECK(r.value->str(r.value->rows[0].component) == "SLOG");
    CHECK(r.value->rows[0].reservedMB == Approx(158.65234375));

    test::TempDir dir;
    auto kb =
        readNpuModuleMem(dir.write("npu_module_mem.csv", "Device_id,Component,Timestamp(us),Total Reserved(KB),Device\n"
                                                         "0,HCCL,100.5,2048,NPU:0\n"
                                                         "0,APP,101,-1,NPU:0\n"
                                                         "0,RUNTIME,x,5,NPU:0\n"));
    REQUIRE(kb.value);
    REQUIRE(kb.value->rows.size() == 2);
    CHECK(kb.value->convertedFromKB);
    CHECK(kb.value->rows[0].reservedMB == Approx(2.0));
    CHECK(isAbsent(kb.value->rows[1].reservedMB));
    CHECK(test::mentions(kb.diagnostics, "1 rows have a negative reserved size"));
    CHECK(test::mentions(kb.diagnostics, "Timestamp(us) 'x' is not a number"));
}

TEST_CASE("memory readers: malformed files")
{
    test::TempDir dir;
    auto a = readMemoryRecord(dir.write("memory_record.csv", "Component,Foo\nAPP,1\n"));
    CHECK_FALSE(a.value);
    CHECK(test::mentions(a.diagnostics, "lacks Component, Timestamp(us) or the totals"));
    auto b =
        readOperatorMemory(dir.write("operator_memory.csv", "Name,Size(KB),Allocation Time(us),Release Time(us)\r\n"
                                                            "a,1,10,5\r\n"
                                                            "b,many,10,20\r\n"
                                                            "c,2,N/A,20\r\n"));
    REQUIRE(b.value);
    REQUIRE(b.value->rows.size() == 1);
    CHECK(test::mentions(b.diagnostics, "released before it was allocated"));
    CHECK(test::mentions(b.diagnostics, "Size(KB) 'many' is not a number"));
    CHECK(test::mentions(b.diagnostics, "Allocation Time(us) is empty"));
    CHECK_FALSE(readNpuModuleMem(dir.write("npu_module_mem.csv", "")).value);
}

TEST_CASE("api_statistic.csv: host synchronisations of the 2.7.1 run")
{
    std::string path = test::ascendOutput("test/st/level2/rank_0_ascend_pt", "api_statistic.csv");
    REQUIRE_FIXTURE(path);
    auto r = readApiStatistic(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.value->size() == 91);
    const ApiStatRow* sync = nullptr;
    for (const auto& row : *r.value)
        if (row.name == "DeviceSynchronize")
            sync = &row;
    REQUIRE(sync);
    CHECK(sync->level == "runtime");
    CHECK(sync->count == 8);
    CHECK(sync->totalNs == Approx(318085200));
    CHECK(sync->maxNs == Approx(158544830));

    std::string l1 = test::ascendOutput("test/data/pytorch/text/level1/rank0_ascend_pt", "api_statistic.csv");
    auto o = readApiStatistic(l1);
    REQUIRE(o.value);
    CHECK(o.value->size() == 57);
    CHECK((*o.value)[0].level == "hccl");
    CHECK((*o.value)[0].name == "Launch_Ffts");
    CHECK((*o.value)[0].variance == Approx(389.155));
}

TEST_CASE("profiler_metadata.json: parallel groups and distributed_args")
{
    std::string path = test::fixture(test::kMsinsight + "test/st/level2/rank_0_ascend_pt/profiler_metadata.json");
    REQUIRE_FIXTURE(path);
    auto r = readProfilerMetadata(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const ProfilerMetadata& m = *r.value;
    CHECK(*m.rank == 0);
    CHECK(*m.worldSize == 4);
    CHECK(*m.pipelineParallel == 2);
    CHECK(*m.dataParallel == 2);
    CHECK(*m.tensorParallel == 1);
    CHECK(m.distributedArgs.at("sequence_parallel") == "false");
    REQUIRE(m.parallelGroups.size() == 6);
    CHECK(m.parallelGroups[0].key == "group_name_0");
    CHECK(m.parallelGroups[0].groupName == "default_group");
    CHECK(m.parallelGroups[0].globalRanks == std::vector<int>{0, 1, 2, 3});
    CHECK(m.values.at("ENV_VARIABLES.PYTORCH_NPU_ALLOC_CONF") == "expandable_segments:True");

    std::string plain =
        test::fixture(test::kMsinsight + "test/data/pytorch/text/level1/rank0_ascend_pt/profiler_metadata.json");
    auto p = readProfilerMetadata(plain);
    REQUIRE(p.value);
    CHECK(p.value->parallelGroups.empty());
    CHECK_FALSE(p.value->rank);
    CHECK(p.value->values.size() == 8);

    test::TempDir dir;
    auto bad =
        readProfilerMetadata(dir.write("profiler_metadata.json",
                                       R"({"parallel_group_info": {"g": {"group_name": "dp", "global_ranks": [0, "x"]},
                                                  "h": 3}, "distributed_args": [1]})"));
    REQUIRE(bad.value);
    REQUIRE(bad.value->parallelGroups.size() == 1);
    CHECK(bad.value->parallelGroups[0].globalRanks == std::vector<int>{0});
    CHECK(test::mentions(bad.diagnostics, "a global rank of group 'g' is not a rank number"));
    CHECK(test::mentions(bad.diagnostics, "parallel group 'h' is not an object"));
    CHECK(test::mentions(bad.diagnostics, "distributed_args is not an object"));
    CHECK_FALSE(readProfilerMetadata(dir.write("t.json", "{\"a\": ")).value);

    // Numbers beyond any rank (one beyond long long's range, as the fuzzer found) are not ranks; the rest is kept.
    auto huge = readProfilerMetadata(dir.write(
        "profiler_metadata.json",
        R"({"distributed_args": {"rank": 2.77778e72, "world_size": -3e40, "data_parallel_size": 1e300,
                                  "pipeline_model_parallel_size": 2}})"));
    REQUIRE(huge.value);
    CHECK_FALSE(huge.value->rank);
    CHECK_FALSE(huge.value->worldSize);
    CHECK_FALSE(huge.value->dataParallel);
    CHECK(*huge.value->pipelineParallel == 2);
}

TEST_CASE("dataset.csv (MindSpore 2.5+) and profiler/dataset_<rank>.csv")
{
    test::TempDir dir;
    // Header as MindSpore's MsDatasetViewer writes it (a space before "(us)").
    auto r = readDatasetCsv(dir.write("dataset.csv", "Operation,Stage,Occurrences,Avg. time (us),Custom Info\r\n"
                                                     "Pipeline,get_next,120,1503.25,\"{'k': 1}\"\r\n"
                                                     "RandomDataOp,compute,240,12.5,\r\n"
                                                     "MapOp,,x,slow,\r\n"
                                                     ",compute,1,1,\r\n"));
    REQUIRE(r.value);
    REQUIRE(r.value->size() == 2);
    CHECK((*r.value)[0].operation == "Pipeline");
    CHECK((*r.value)[0].stage == "get_next");
    CHECK((*r.value)[0].occurrences == 120);
    CHECK((*r.value)[0].avgNs == Approx(1503250));
    CHECK((*r.value)[0].customInfo == "{'k': 1}");
    CHECK(test::mentions(r.diagnostics, "Avg. time (us) 'slow' is not a number"));
    CHECK(test::mentions(r.diagnostics, "Operation is empty"));
    // The documentation's spelling without the space.
    auto doc =
        readDatasetCsv(dir.write("dataset_0.csv", "Operation,Stage,Occurrences,Avg. time(us),Custom Info\nA,s,1,2,\n"));
    REQUIRE(doc.value);
    CHECK((*doc.value)[0].avgNs == Approx(2000));
    CHECK_FALSE(readDatasetCsv(dir.write("d2.csv", "Op,Time\n")).value);
}

TEST_CASE("data_preprocess.csv: CANN AI CPU operator detail")
{
    test::TempDir dir;
    auto r = readDataPreprocess(dir.write("data_preprocess.csv",
                                          "Device_id,Timestamp(us),Node,Compute_time(us),Memcpy_time(us),Task_time(us),"
                                          "Dispatch_time(us),Total_time(us),Stream ID,Task ID\n"
                                          "0,1736408883704643.212\t,GetNext,10.5,1,12,3,15.5,5,100\n"
                                          "0,1736408883704700,Where,N/A,N/A,N/A,N/A,40,5,101\n"
                                          "0,1,,1,1,1,1,1,1,1\n"
                                          "0,1,Bad,1,1,1,1,unknown,1,1\n"));
    REQUIRE(r.value);
    REQUIRE(r.value->size() == 2);
    const DataPreprocessRow& g = (*r.value)[0];
    CHECK(g.node == "GetNext");
    CHECK(g.timestamp == 1736408883704643212LL);
    CHECK(g.computeNs == Approx(10500));
    CHECK(g.dispatchNs == Approx(3000));
    CHECK(g.totalNs == Approx(15500));
    CHECK(g.streamId == 5);
    CHECK(g.taskId == 100);
    CHECK((*r.value)[1].computeNs == 0);
    CHECK(test::mentions(r.diagnostics, "Node is empty"));
    CHECK(test::mentions(r.diagnostics, "Total_time(us) 'unknown' is not a number"));
}

TEST_CASE("spreadsheet-rounded cells are found with the exponent letter anywhere in the cell")
{
    using steplens::formats::looksSpreadsheetRounded;
    // The letter in the first eight bytes, past them, and in the bytes after the last whole word.
    for (int pad = 0; pad < 20; ++pad) {
        const std::string spaces(std::size_t(pad), ' ');
        INFO(pad);
        CHECK(looksSpreadsheetRounded(spaces + "1.69512E+15"));
        CHECK(looksSpreadsheetRounded(spaces + "9.4509e+13" + spaces));
        CHECK(looksSpreadsheetRounded("\"" + spaces + "1.2E+07\""));
        CHECK_FALSE(looksSpreadsheetRounded(spaces + "1736408883704643.250\t"));
        CHECK_FALSE(looksSpreadsheetRounded(spaces + "1.5e-05")); // small numbers: normal Python output
        CHECK_FALSE(looksSpreadsheetRounded(spaces + "1.695115378713E+15")); // all its digits: not rounded
    }
    // Bytes that differ from 'e' / 'E' only in the 0x20 bit, or in the high bit, are not the letter.
    CHECK_FALSE(looksSpreadsheetRounded(std::string("12345678\xC5+15", 11)));
    CHECK_FALSE(looksSpreadsheetRounded("1.5%+15"));
}
