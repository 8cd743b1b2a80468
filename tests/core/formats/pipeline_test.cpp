#include "analysis/pipeline_bottleneck.h"
#include "analysis/pipeline_cpu_rules.h"
#include "analysis/pipeline_queues.h"
#include "diagnostic_checks.h"
#include "fixtures.h"
#include "formats/dataprep/cpu_utilization_reader.h"
#include "formats/dataprep/pipeline_reader.h"
#include "formats/dataprep/pipeline_summary_reader.h"
#include "pipeline_raw_header.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

std::string utPipeline(int n)
{
    return test::fixture("mindspore-ai/mindinsight/tests/ut/profiler/analyser/resource/minddata_pipeline_raw_" +
                         std::to_string(n) + ".csv");
}

std::vector<int> ids(const std::vector<FlaggedPipelineOp>& ops)
{
    std::vector<int> out;
    for (const auto& op : ops)
        out.push_back(op.opId);
    return out;
}

PipelineBottleneck bottleneckOf(int file, double low)
{
    auto r = readPipelineRaw(utPipeline(file));
    REQUIRE(r.value);
    BottleneckThresholds t;
    t.low = low;
    return findPipelineBottleneck(*r.value, t);
}

} // namespace

TEST_CASE("pipeline raw CSV: MindInsight unit-test file 0")
{
    std::string path = utPipeline(0);
    REQUIRE_FIXTURE(path);
    auto r = readPipelineRaw(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const Pipeline& p = *r.value;
    CHECK(p.opsFromCsv);
    REQUIRE(p.ops.size() == 5);
    CHECK(p.ops[0].opId == 0);
    CHECK(p.ops[0].opType == "Batch");
    CHECK_FALSE(p.ops[0].hasQueue); // empty sizes and capacity, usage written as 0
    CHECK(p.ops[0].usage == 0);
    CHECK_FALSE(p.ops[0].parent);
    CHECK(p.ops[0].children == std::vector<int>{4});
    const PipelineOp* shuffle = p.find(1);
    REQUIRE(shuffle);
    CHECK(shuffle->hasQueue);
    CHECK(shuffle->queueSizes == std::vector<int>{60, 60, 60, 60});
    CHECK(shuffle->usage == Approx(0.9375));
    CHECK(shuffle->queueCapacity == 64);
    CHECK(*shuffle->parent == 4);
    CHECK(shuffle->children == std::vector<int>{2, 3});
    CHECK(p.find(2)->usage == Approx(0.3125));
    CHECK(p.find(2)->children.empty());
    CHECK(p.samplingIntervalMs == 10);
}

TEST_CASE("pipeline bottleneck rule: MindInsight's table of cases (docs/rules.md)")
{
    REQUIRE_FIXTURE(utPipeline(0));
    // File 0: op 4's child queue (op 1, 0.9375) exceeds its own (0.15625); the TFReaders sit at 0.3125.
    auto b = bottleneckOf(0, 0.2);
    CHECK(ids(b.flagged) == std::vector<int>{4});
    CHECK_FALSE(b.allQueuesHigh);
    REQUIRE(b.flagged.size() == 1);
    CHECK(b.flagged[0].reason == BottleneckReason::InputFullerThanOutput);
    CHECK(b.flagged[0].childId == 1);
    CHECK(b.flagged[0].childUsage == Approx(0.9375));
    CHECK(b.flagged[0].ownUsage == Approx(0.15625));
    CHECK(b.flagged[0].name() == "Shuffle_4");

    b = bottleneckOf(0, 0.6);
    CHECK(ids(b.flagged) == std::vector<int>{4, 2, 3});
    CHECK(b.flagged[1].reason == BottleneckReason::SourceQueueLow);
    CHECK(b.flagged[1].opClass == PipelineOpClass::Source);
    CHECK(ids(b.sourceToRoot()) == std::vector<int>{3, 2, 4}); // how MindInsight listed the names

    // File 1 at the default: op 1's children (0.9375) exceed its 0.15625.
    b = bottleneckOf(1, 0.6);
    CHECK(ids(b.flagged) == std::vector<int>{1});
    CHECK(b.flagged[0].childId == 2);

    // File 2: every non-root queue at 0.9375 => transfer bottleneck, no op flagged.
    b = bottleneckOf(2, 0.6);
    CHECK(b.flagged.empty());
    CHECK(b.allQueuesHigh);
    CHECK(b.rootId == 0);

    // File 3: all at 0.15625, both sources below either low threshold.
    CHECK(ids(bottleneckOf(3, 0.2).flagged) == std::vector<int>{2, 3});
    CHECK(ids(bottleneckOf(3, 0.6).flagged) == std::vector<int>{2, 3});

    // Cells the table leaves blank ("—"): what the rule gives there. The child rule does not use the
    // low threshold, so file 1 flags op 1 at [0.8, 0.2] too; file 2 stays "all high".
    CHECK(ids(bottleneckOf(1, 0.2).flagged) == std::vector<int>{1});
    CHECK(bottleneckOf(2, 0.2).allQueuesHigh);
}

TEST_CASE("pipeline queue usage: input queues are the children's output queues")
{
    REQUIRE_FIXTURE(utPipeline(0));
    auto r = readPipelineRaw(utPipeline(0));
    REQUIRE(r.value);
    auto usage = pipelineQueueUsage(*r.value);
    REQUIRE(usage.size() == 5);
    const OpQueueUsage& shuffle1 = usage[2];
    CHECK(shuffle1.opId == 1);
    CHECK(shuffle1.outputUsage == Approx(0.9375));
    REQUIRE(shuffle1.inputUsage.size() == 2);
    CHECK(shuffle1.inputUsage[0] == std::pair<int, double>{2, 0.3125});
    CHECK(*shuffle1.maxInputUsage == Approx(0.3125));
    CHECK_FALSE(usage[3].maxInputUsage); // TFReader 2 is a source
}

TEST_CASE("pipeline raw CSV: run_2 MindSpore 1.0 file and the worked-example folder")
{
    std::string path = test::mindinsight("run_2/normal_run/profiler/minddata_pipeline_raw_1.csv");
    REQUIRE_FIXTURE(path);
    auto r = readPipelineRaw(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.value->ops.size() == 4);
    CHECK(r.value->ops[0].opType == "BatchOp");
    CHECK(r.value->ops[0].usage == Approx(0.015625));
    CHECK(r.value->ops[0].queueSizes == std::vector<int>{0, 2});
    CHECK(r.value->ops[3].opType == "ImageFolderOp");
    CHECK(r.value->ops[3].queueCapacity == 128);
    // The ImageFolder source never fills its queue: flagged; nothing else is.
    auto b = findPipelineBottleneck(*r.value);
    CHECK(ids(b.flagged) == std::vector<int>{3});

    // MindInsight's worked example (docs/rules.md): the pipeline rule flags TFReader ops 3 and 2 (source to root).
    std::string worked = test::mindinsight("profiler/minddata_pipeline_raw_0.csv");
    auto w = readPipelineRaw(worked);
    REQUIRE(w.value);
    CHECK(w.value->ops.size() == 4);
    auto wb = findPipelineBottleneck(*w.value);
    auto names = wb.sourceToRoot();
    REQUIRE(names.size() == 2);
    CHECK(names[0].name() == "TFReader_3");
    CHECK(names[1].name() == "TFReader_2");
}

TEST_CASE("pipeline_profiling JSON: raw ops, EpochCtrl above op 0, derived CSV rows")
{
    std::string path = test::mindinsight("run_2/normal_run/profiler/pipeline_profiling_1.json");
    REQUIRE_FIXTURE(path);
    auto r = readPipelineProfiling(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    const Pipeline& p = *r.value;
    REQUIRE(p.rawOps.size() == 5);
    const PipelineOp* epoch = p.findRaw(4);
    REQUIRE(epoch);
    CHECK(epoch->opType == "EpochCtrlOp");
    CHECK_FALSE(epoch->hasQueue);
    CHECK(epoch->children == std::vector<int>{0});
    CHECK(*p.findRaw(0)->parent == 4);
    CHECK(p.findRaw(3)->throughput.size() == 2);
    CHECK(p.findRaw(0)->usage == Approx(1.0 / 64));
    // Derived rows equal the CSV MindSpore wrote: 0,1,2,3 breadth first from op 0.
    REQUIRE(p.ops.size() == 4);
    CHECK(p.ops[0].opId == 0);
    CHECK_FALSE(p.ops[0].parent);
    CHECK(p.ops[1].opId == 1);
    CHECK(*p.ops[3].parent == 2);
    CHECK_FALSE(p.opsFromCsv);
}

TEST_CASE("pipeline_profiling JSON: children skip ops without a queue, null children")
{
    // Op 1 lists [2, 4]; op 4 (TFReader, metrics null) leads to op 3: the CSV rows read 1 -> [2, 3].
    std::string path = test::mindinsight("profiler/pipeline_profiling_1.json");
    REQUIRE_FIXTURE(path);
    auto r = readPipelineProfiling(path);
    REQUIRE(r.value);
    CHECK(r.value->rawOps.size() == 5);
    const auto& ops = r.value->ops;
    REQUIRE(ops.size() == 4);
    CHECK(ops[0].children == std::vector<int>{1});
    CHECK(ops[1].opId == 1);
    CHECK(ops[1].children == std::vector<int>{2, 3});
    CHECK(*ops[3].parent == 1);
    CHECK(ops[3].opId == 3);
    CHECK(ops[3].usage == Approx(20.0 / 64));

    std::string job2 = test::mindinsight("JOB2/pipeline_profiling_0.json");
    auto j = readPipelineProfiling(job2);
    REQUIRE(j.value);
    CHECK(j.value->rawOps.size() == 4);
    CHECK(j.value->ops.size() == 4);
}

TEST_CASE("pipeline: CSV and JSON of one folder merge; JSON fills missing series")
{
    std::string csv = test::mindinsight("run_2/normal_run/profiler/minddata_pipeline_raw_1.csv");
    REQUIRE_FIXTURE(csv);
    auto c = readPipelineRaw(csv);
    auto j = readPipelineProfiling(test::mindinsight("run_2/normal_run/profiler/pipeline_profiling_1.json"));
    REQUIRE(c.value);
    REQUIRE(j.value);
    c.value->ops[1].queueSizes.clear();
    PipelineMerge m = mergePipelineProfiling(*c.value, *j.value);
    CHECK(m.filled == 1);
    CHECK(m.typeMismatches == 0);
    CHECK(c.value->ops[1].queueSizes == std::vector<int>{0, 0});
    CHECK(c.value->rawOps.size() == 5);
    CHECK(c.value->opsFromCsv);

    // profiler/ rank 0 pairs a TFReader CSV with an ImageFolder JSON: not the same pipeline.
    auto c0 = readPipelineRaw(test::mindinsight("profiler/minddata_pipeline_raw_0.csv"));
    auto j0 = readPipelineProfiling(test::mindinsight("profiler/pipeline_profiling_0.json"));
    REQUIRE(c0.value);
    REQUIRE(j0.value);
    PipelineMerge m0 = mergePipelineProfiling(*c0.value, *j0.value);
    CHECK(m0.typeMismatches == 4);
    CHECK(m0.filled == 0);
}

TEST_CASE("pipeline queue series over time")
{
    std::string path = test::mindinsight("run_2/normal_run/profiler/pipeline_profiling_1.json");
    REQUIRE_FIXTURE(path);
    auto r = readPipelineProfiling(path);
    REQUIRE(r.value);
    auto series = pipelineQueueSeries(*r.value);
    REQUIRE(series.size() == 4); // EpochCtrl has no queue
    CHECK(series[0].opId == 0);
    CHECK(series[0].sizes == std::vector<int>{0, 2});
    CHECK(series[0].average == Approx(1.0));
    CHECK(series[0].emptyPct == Approx(50.0));
    CHECK(series[0].fullPct == 0);
    CHECK(series[0].intervalMs == 10);
    CHECK(series[3].emptyPct == Approx(100.0));

    auto ut = readPipelineRaw(utPipeline(2));
    REQUIRE(ut.value);
    auto s2 = pipelineQueueSeries(*ut.value);
    REQUIRE(s2.size() == 4);
    CHECK(s2[0].usage == Approx(0.9375));
    CHECK(s2[0].fullPct == 0); // 60 of 64
}

TEST_CASE("MindSpore's CPU-per-worker rules on run_2 (pipeline_profiling + CPU file)")
{
    std::string dir = "run_2/normal_run/profiler/";
    REQUIRE_FIXTURE(test::mindinsight(dir + "pipeline_profiling_1.json"));
    auto p = readPipelineProfiling(test::mindinsight(dir + "pipeline_profiling_1.json"));
    auto cpu = readCpuUtilization(test::mindinsight(dir + "minddata_cpu_utilization_1.json"));
    REQUIRE(p.value);
    REQUIRE(cpu.value);
    PipelineCpuAnalysis a = analyzePipelineCpu(*p.value, &*cpu.value);
    CHECK(a.cpuAvailable);
    REQUIRE(a.ops.size() == 5);
    // Op 1 (MapOp, 8 workers): user 10/20/30 + sys 10/20/30 => 40 % of a core, 5 % per worker.
    const PipelineOpStats& map1 = a.ops[1];
    CHECK(map1.name == "Map");
    CHECK(map1.avgCpuPct == Approx(40));
    CHECK(map1.cpuPerWorkerPct == Approx(5));
    CHECK(map1.inputOpId == 2);
    CHECK(a.ops[0].queueUtilizationPct == Approx(1.56)); // 100 x 1.0 / 64, two decimals
    CHECK(a.ops[3].queueEmptyFreqPct == Approx(100));
    CHECK(a.ops[4].queueUtilizationPct == -1); // EpochCtrl: no queue
    CHECK(a.ops[0].inputOpId == 1);

    REQUIRE(a.cpuHits.size() == 1);
    CHECK(a.cpuHits[0].finding == PipelineCpuFinding::CpuPerWorkerLow);
    CHECK(a.cpuHits[0].opId == 1);
    REQUIRE(a.queueHits.size() == 1);
    CHECK(a.queueHits[0].finding == PipelineCpuFinding::LeafQueueLow);
    CHECK(a.queueHits[0].opId == 3);
    // Bottleneck: op 1 has low CPU per worker and an empty input queue (op 2 at 0 %) => prefetch.
    REQUIRE(a.bottleneck);
    CHECK(a.bottleneck->opId == 1);
    CHECK(a.bottleneck->fix == PipelineBottleneckFix::RaisePrefetch);
    CHECK(a.bottleneck->inputUtilizationPct == 0);

    // Without CPU data the queue rules still run and no bottleneck is guessed.
    PipelineCpuAnalysis noCpu = analyzePipelineCpu(*p.value, nullptr);
    CHECK_FALSE(noCpu.cpuAvailable);
    CHECK(noCpu.cpuHits.empty());
    CHECK(noCpu.queueHits.size() == 1);
    CHECK_FALSE(noCpu.bottleneck);
}

TEST_CASE("MindSpore's rules: high CPU per worker picks the lowest matching op")
{
    Pipeline p;
    auto op = [](int id, const char* type, int workers, std::vector<int> children, std::vector<int> sizes) {
        PipelineOp o;
        o.opId = id;
        o.opType = type;
        o.numWorkers = workers;
        o.children = std::move(children);
        o.hasQueue = !sizes.empty();
        o.queueSizes = std::move(sizes);
        o.queueCapacity = o.hasQueue ? 10 : 0;
        return o;
    };
    p.rawOps = {op(0, "BatchOp", 2, {1}, {5, 5}), op(1, "MapOp", 2, {2}, {1, 1}), op(2, "TFReaderOp", 4, {}, {9, 9}),
                op(3, "DeviceQueueOp", 1, {0}, {})};
    CpuUtilization cpu;
    cpu.timestampsMs = {1, 2};
    cpu.ops[0] = CpuSeries{{100, 100}, {60, 60}}; // 160 % / 2 workers = 80 per worker
    cpu.ops[1] = CpuSeries{{150, 150}, {10, 10}}; // 80 per worker
    cpu.ops[2] = CpuSeries{{40, 40}, {0, 0}};     // 10 per worker
    PipelineCpuAnalysis a = analyzePipelineCpu(p, &cpu);
    REQUIRE(a.bottleneck);
    CHECK(a.bottleneck->opId == 0);
    CHECK(a.bottleneck->fix == PipelineBottleneckFix::RaiseWorkers);
    // Map's input (90 %) is 80 points above its output (10 %).
    bool gap = false;
    for (const auto& h : a.queueHits)
        gap = gap || (h.finding == PipelineCpuFinding::InputFasterThanOutput && h.opId == 1 && h.value == Approx(90));
    CHECK(gap);
}

TEST_CASE("pipeline summary JSON written by MindSpore (hand-made, fixtures have none)")
{
    test::TempDir dir;
    std::string path =
        dir.write("minddata_pipeline_summary_0.json",
                  R"json({"pipeline_ops": ["Batch(id=0)", "Map(id=1)"], "op_names": ["Batch", "Map"], "op_ids": [0, 1],
            "num_workers": [4, 8], "queue_average_size": [1.0, -1], "queue_utilization_pct": [1.56, -1],
            "queue_empty_freq_pct": [50.0, -1], "children_ids": [[1], []], "parent_id": [-1, 0],
            "avg_cpu_pct": [-1, 40.0], "per_batch_time": [12.5], "per_pipeline_time": [3.25],
            "per_push_queue_time": [-1], "avg_cpu_pct_per_worker": [-1, 5.0],
            "bottleneck_warning": ["Map(id=1)"], "bottleneck_suggestion": ["raise prefetch"]})json");
    auto r = readPipelineSummary(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    CHECK(r.value->opIds == std::vector<int>{0, 1});
    CHECK(r.value->queueUtilizationPct[1] == -1);
    CHECK(r.value->childrenIds[0] == std::vector<int>{1});
    CHECK(r.value->parentIds[0] == -1);
    CHECK(r.value->perBatchTimeMs == 12.5);
    CHECK(r.value->perPushQueueTimeMs == -1);
    CHECK(r.value->bottleneckWarnings == std::vector<std::string>{"Map(id=1)"});

    std::string bad =
        dir.write("minddata_pipeline_summary_1.json", R"json({"op_ids": [0, 1], "num_workers": [4]})json");
    auto b = readPipelineSummary(bad);
    REQUIRE(b.value);
    REQUIRE(b.diagnostics.size() == 1);
    CHECK(b.diagnostics[0].action == "entries matched by position as far as they go");
    CHECK_FALSE(readPipelineSummary(dir.write("s2.json", R"json({"num_workers": [4]})json")).value);
}

TEST_CASE("pipeline raw CSV: malformed rows and cells")
{
    test::TempDir dir;
    const std::string header = test::kPipelineRawHeader;
    std::string path = dir.write("minddata_pipeline_raw_0.csv",
                                 header + "0,Batch,4,,,,,10,,[1]\n"                        // line 2: root, fine
                                          "x,Map,4,,,,,10,0,\n"                            // line 3: bad op id
                                          "1,Map,four,\"[1, 2\",1.5,4,0.375,10,0,\"[2\"\n" // line 4: broken lists
                                          "2,TFReader,2,\"[4, 4]\",4,4,abc,10,1,\n"        // line 5: usage text
                                          "1,Map,4,,,,,10,0,\n"                            // line 6: duplicate id
                                          "3,TFReader,2,\"[1]\",1,4,0.25,10,9,\n"          // line 7: unknown parent
                                          "4,Map,2,\"[2, 2]\",2,4,,10,0,\n");              // line 8: empty usage
    auto r = readPipelineRaw(path);
    REQUIRE(r.value);
    REQUIRE(r.value->ops.size() == 5);
    CHECK(test::hasDiagnostic(r.diagnostics, 3, "row skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 4, "read as 0"));
    CHECK(test::hasDiagnostic(r.diagnostics, 4, "size series ignored"));
    CHECK(test::hasDiagnostic(r.diagnostics, 4, "children ignored"));
    CHECK(test::hasDiagnostic(r.diagnostics, 5, "computed from average and capacity"));
    CHECK(test::hasDiagnostic(r.diagnostics, 6, "second row skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 0, "shown without its parent"));
    const PipelineOp* map = r.value->find(1);
    CHECK(map->numWorkers == 0);
    CHECK(map->queueSizes.empty());
    CHECK(map->usage == Approx(0.375));
    CHECK(map->children.empty());
    CHECK(r.value->find(2)->usage == Approx(1.0)); // 4 / 4 recomputed
    CHECK(r.value->find(2)->queueSizes == std::vector<int>{4, 4});
    // MindInsight's rule: an empty usage is 0 and the op counts as having no queue.
    CHECK(r.value->find(4)->usage == 0);
    CHECK_FALSE(r.value->find(4)->hasQueue);
    CHECK(r.value->find(4)->queueSizes == std::vector<int>{2, 2});

    auto empty = readPipelineRaw(dir.write("e.csv", ""));
    CHECK_FALSE(empty.value);
    REQUIRE(empty.diagnostics.size() == 1);
    CHECK(empty.diagnostics[0].action == "file ignored");
    CHECK_FALSE(readPipelineRaw(dir.write("h.csv", header)).value);
    CHECK_FALSE(readPipelineRaw(dir.write("w.csv", "a,b\n1,2\n")).value);
}

TEST_CASE("pipeline_profiling JSON: malformed entries")
{
    test::TempDir dir;
    std::string path = dir.write("pipeline_profiling_0.json", R"json({"sampling_interval": 10, "op_info": [
        {"op_id": 0, "op_type": "BatchOp", "num_workers": 4, "children": [1],
         "metrics": {"output_queue": {"size": [1, "x", 3], "length": 4}}},
        {"op_type": "MapOp"},
        7,
        {"op_id": 1, "op_type": "MapOp", "num_workers": 2, "metrics": {"output_queue": {"size": [0], "length": 0}},
         "children": null},
        {"op_id": 1, "op_type": "MapOp"}]})json");
    auto r = readPipelineProfiling(path);
    REQUIRE(r.value);
    CHECK(r.value->rawOps.size() == 2);
    CHECK(r.value->rawOps[0].queueSizes == std::vector<int>{1, 3});
    CHECK(r.value->rawOps[0].usage == Approx(0.5));
    CHECK(r.value->rawOps[1].usage == 0);
    CHECK(test::hasDiagnostic(r.diagnostics, 0, "those samples left out"));
    CHECK(test::hasDiagnostic(r.diagnostics, 0, "entry skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 0, "usage not computed"));
    CHECK(test::hasDiagnostic(r.diagnostics, 0, "second entry skipped"));
    CHECK(r.value->ops.size() == 2);

    auto noList = readPipelineProfiling(dir.write("p1.json", R"json({"sampling_interval": 10})json"));
    CHECK_FALSE(noList.value);
    auto broken = readPipelineProfiling(dir.write("p2.json", R"json({"op_info": [)json"));
    CHECK_FALSE(broken.value);
    REQUIRE_FALSE(broken.diagnostics.empty());
    CHECK(broken.diagnostics[0].action == "file ignored");
}
