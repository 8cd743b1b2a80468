#include "analysis/cpu_idle.h"
#include "analysis/pipeline_bottleneck.h"
#include "analysis/profile_analysis.h"
#include "analysis/queue_stats.h"
#include "diagnostic_checks.h"
#include "fixtures.h"
#include "formats/dataprep/cpu_utilization_reader.h"
#include "formats/dataprep/pipeline_reader.h"
#include "formats/dataprep/queue_reader.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <random>

using namespace steplens;

namespace {
// A host queue record as the file's five fields give it.
HostQueueRecord hostQueueRecord(int type, int extraInfo, long long batch, double value, double timestampMs)
{
    HostQueueRecord r;
    r.type = std::int8_t(type);
    r.extraInfo = extraInfo;
    r.batch = batch;
    r.value = value;
    r.setTimestampMs(timestampMs);
    return r;
}
} // namespace

TEST_CASE("host queue: device_queue_profiling of the MindInsight profiler/ sample")
{
    std::string path = test::mindinsight("profiler/device_queue_profiling_0.txt");
    REQUIRE_FIXTURE(path);
    auto r = readHostQueue(path, true);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    CHECK(r.value->sinkMode);
    REQUIRE(r.value->records.size() == 4);
    CHECK(r.value->records[3].type == 1);
    CHECK(r.value->records[3].extraInfo == 64);
    CHECK(*r.value->records[3].timestampMs() == 10);

    HostQueueAnalysis a = analyzeHostQueue(*r.value);
    CHECK(a.counts.total == 1);
    CHECK(a.counts.empty == 1);
    CHECK(a.counts.full == 0);
    CHECK(a.emptyRatePct == 100);
    CHECK(a.hasTimestamps);
    REQUIRE(a.steps.size() == 1);
    CHECK(a.steps[0].step == 1);
    CHECK(a.steps[0].empty == 1);
    CHECK(a.steps[0].capacity == 64);
    CHECK(*a.steps[0].pushMs() == 4);
    CHECK(*a.steps[0].batchMs() == 4);
    CHECK(*a.steps[0].getMs() == 0);
    CHECK(a.times.batchRecords == 1);
    CHECK(a.times.avgTotalMs == 4);
    CHECK(a.times.avgPushMs == 4);
    CHECK(a.times.avgGetMs == 0);
}

TEST_CASE("MindInsight's worked example of its queue rules (docs/rules.md): tests/utils/resource/profiler rank 0")
{
    std::string queuePath = test::mindinsight("profiler/device_queue_profiling_0.txt");
    REQUIRE_FIXTURE(queuePath);
    auto host = readHostQueue(queuePath, true);
    auto cpu = readCpuUtilization(test::mindinsight("profiler/minddata_cpu_utilization_0.json"));
    REQUIRE(host.value);
    REQUIRE(cpu.value);
    // Host queue 1 of 1 empty, no chip file: data processing, empty_rate 100.
    QueueVerdict v = queueVerdict(&*host.value, nullptr);
    CHECK(v.status == QueueStatus::DataProcessing);
    CHECK(v.emptyRatePct == 100);
    CHECK(v.host.empty == 1);
    CHECK(v.host.total == 1);
    CHECK_FALSE(v.chip);
    // CPU idle 10 over the samples mapped to step 1 => active 90 > 80 fires.
    CpuIdleVerdict c = cpuIdleVerdict(*cpu.value, &*host.value);
    CHECK(c.available);
    CHECK(c.mappedToSteps);
    CHECK(c.sampleSteps == std::vector<int>{1, 1, 1});
    CHECK(c.samplesUsed == 3);
    CHECK(c.idlePct == 10);
    CHECK(c.activePct == 90);
    CHECK(c.fires);
    // The pipeline rule flags TFReader ops 3 and 2 (source to root); their queues sit at 0.3125 < 0.6.
    auto pipeline = readPipelineRaw(test::mindinsight("profiler/minddata_pipeline_raw_0.csv"));
    REQUIRE(pipeline.value);
    auto flagged = findPipelineBottleneck(*pipeline.value).sourceToRoot();
    REQUIRE(flagged.size() == 2);
    CHECK(flagged[0].name() == "TFReader_3");
    CHECK(flagged[1].name() == "TFReader_2");
    CHECK(flagged[0].reason == BottleneckReason::SourceQueueLow);
    CHECK(flagged[0].ownUsage == Approx(0.3125));
}

TEST_CASE("host queue: run_2 dataset_iterator (2020, four fields) and both host files")
{
    std::string iter = test::mindinsight("run_2/normal_run/profiler/dataset_iterator_profiling_1.txt");
    REQUIRE_FIXTURE(iter);
    auto r = readHostQueue(iter, false);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    CHECK_FALSE(r.value->sinkMode);
    REQUIRE(r.value->records.size() == 1);
    CHECK_FALSE(r.value->records[0].timestampMs());
    HostQueueCounts c = hostQueueCounts(*r.value);
    CHECK(c.total == 1);
    CHECK(c.empty == 0); // size 3 of 64
    CHECK(hostQueueEmptyRate(c) == 0);

    // The 2020 version of device_queue_profiling_1.txt has no time stamps either.
    std::string old = test::fixture("mindspore-ai/mindinsight-history/6e3ae86786/tests/utils/resource/"
                                    "run_2/normal_run/profiler/device_queue_profiling_1.txt");
    auto o = readHostQueue(old, true);
    REQUIRE(o.value);
    CHECK(o.value->records.size() == 4);
    CHECK_FALSE(analyzeHostQueue(*o.value).hasTimestamps);
    CHECK(hostQueueCounts(*o.value).empty == 1);
}

TEST_CASE("chip queue: run_2 minddata_aicpu with three GetNext lines")
{
    std::string path = test::mindinsight("run_2/normal_run/profiler/minddata_aicpu_1.txt");
    REQUIRE_FIXTURE(path);
    auto r = readChipQueue(path, false);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    REQUIRE(r.value->records.size() == 3);
    CHECK(r.value->records[0].node == "GetNext_dequeue_wait");
    CHECK(r.value->records[0].start == 154907895305.0);
    CHECK(r.value->records[2].size == 1);
    ChipQueueAnalysis a = analyzeChipQueue(*r.value);
    CHECK(a.counts.total == 3);
    CHECK(a.counts.empty == 0);
    REQUIRE(a.steps.size() == 3);
    CHECK(a.steps[0].durationMs == Approx(0.001)); // 1 µs
    CHECK(a.steps[1].durationMs == 0);
    CHECK(a.avgDurationMs == Approx(2.0 / 3 * 0.001));

    // run_2: host queue 1 of 1 empty > 30 % => data processing, whatever the chip says.
    auto host = readHostQueue(test::mindinsight("run_2/normal_run/profiler/device_queue_profiling_1.txt"), true);
    REQUIRE(host.value);
    QueueVerdict v = queueVerdict(&*host.value, &*r.value);
    CHECK(v.status == QueueStatus::DataProcessing);
    REQUIRE(v.chip);
    CHECK(v.chip->total == 3);
}

TEST_CASE("queue status order: transmission, general, no data; 0.7 threshold of MindInsight <= 1.5")
{
    HostQueue host;
    for (int b = 1; b <= 10; ++b)
        host.records.push_back(hostQueueRecord(1, 64, b, b <= 3 ? 0.0 : 5.0, double(b * 10)));
    ChipQueue chip;
    chip.records.push_back({"GetNext_dequeue_wait", 0, 1, 0});
    chip.records.push_back({"GetNext_dequeue_wait", 2, 3, 4});
    // 3 of 10 empty is not above 30 %.
    CHECK(queueVerdict(&host, &chip).status == QueueStatus::DataTransmission);
    CHECK(queueVerdict(&host, nullptr).status == QueueStatus::General);
    chip.records[0].size = 2;
    CHECK(queueVerdict(&host, &chip).status == QueueStatus::General);
    host.records[3].value = 0; // 4 of 10
    CHECK(queueVerdict(&host, &chip).status == QueueStatus::DataProcessing);
    CHECK(queueVerdict(&host, &chip, 0.7).status == QueueStatus::General);
    CHECK(queueVerdict(&host, &chip).emptyRatePct == 40);
    CHECK(queueVerdict(nullptr, &chip).status == QueueStatus::NoData);
    // ceil: 1 of 3 empty => 34 %.
    CHECK(hostQueueEmptyRate({3, 1, 0}) == 34);
}

TEST_CASE("host queue: steps follow batch order; costs average over batch-time records")
{
    HostQueue q;
    // Batches written out of order, starting at 5.
    q.records = {hostQueueRecord(0, 2, 6, 8, 1), hostQueueRecord(0, 1, 6, 2, 1),  hostQueueRecord(0, 0, 6, 6, 1),
                 hostQueueRecord(1, 4, 6, 4, 1), hostQueueRecord(0, 2, 5, 10, 0), hostQueueRecord(0, 1, 5, 4, 0),
                 hostQueueRecord(0, 0, 5, 6, 0), hostQueueRecord(1, 4, 5, 0, 0)};
    HostQueueAnalysis a = analyzeHostQueue(q);
    REQUIRE(a.steps.size() == 2);
    CHECK(a.steps[0].batch == 5);
    CHECK(a.steps[0].step == 1);
    CHECK(a.steps[0].empty == 1);
    CHECK(a.steps[1].full == 1);
    CHECK(a.counts.full == 1);
    CHECK(a.times.avgTotalMs == 9);
    CHECK(a.times.avgPushMs == 3);
    CHECK(a.times.avgGetMs == 6);
}

TEST_CASE("CPU idle: samples before the first record dropped; half to even; no samples")
{
    CpuUtilization cpu;
    cpu.timestampsMs = {5, 10, 15, 20, 25, 40};
    cpu.deviceIdle = {0, 30, 10, 20, 11, 20};
    HostQueue host;
    host.records = {hostQueueRecord(1, 64, 1, 0, 10.0), hostQueueRecord(1, 64, 2, 0, 20.0),
                    hostQueueRecord(1, 64, 3, 0, 30.0)};
    CpuIdleVerdict v = cpuIdleVerdict(cpu, &host);
    CHECK(v.sampleSteps == std::vector<int>{0, 1, 1, 2, 2, 3});
    CHECK(v.samplesBeforeFirstStep == 1);
    CHECK(v.samplesUsed == 5);
    CHECK(v.idlePct == 18); // mean 18.2
    CHECK(v.fires);         // 82 > 80

    cpu.deviceIdle = {0, 20, 21, 20, 21, 20}; // used samples mean 20.4 => 20, active 80: not above 80
    CpuIdleVerdict w = cpuIdleVerdict(cpu, &host);
    CHECK(w.activePct == 80);
    CHECK_FALSE(w.fires);

    cpu.deviceIdle = {0, 22, 22, 22, 21, 18}; // 105 / 5 = 21
    CHECK(cpuIdleVerdict(cpu, &host).idlePct == 21);
    cpu.deviceIdle = {0, 20, 21, 20, 21, 20.5}; // 102.5 / 5 = 20.5 => 20 (half to even)
    CHECK(cpuIdleVerdict(cpu, &host).idlePct == 20);

    cpu.timestampsMs = {1, 2};
    cpu.deviceIdle = {50, 50};
    CpuIdleVerdict none = cpuIdleVerdict(cpu, &host);
    CHECK_FALSE(none.available);
    CHECK_FALSE(none.fires);

    // Without host-queue time stamps every sample counts.
    CpuIdleVerdict all = cpuIdleVerdict(cpu, nullptr);
    CHECK(all.available);
    CHECK_FALSE(all.mappedToSteps);
    CHECK(all.idlePct == 50);
}

TEST_CASE("CPU utilization file: run_2 sample")
{
    std::string path = test::mindinsight("run_2/normal_run/profiler/minddata_cpu_utilization_1.json");
    REQUIRE_FIXTURE(path);
    auto r = readCpuUtilization(path);
    REQUIRE(r.value);
    CHECK(r.diagnostics.empty());
    CHECK(r.value->samplingIntervalMs == 100);
    CHECK(r.value->processorCount == 100);
    CHECK(r.value->timestampsMs == std::vector<double>{10, 20, 30});
    CHECK(r.value->deviceIdle == std::vector<double>{10, 10, 10});
    CHECK(r.value->deviceIo.size() == 3);
    CHECK(r.value->process.sys == std::vector<double>{10, 20, 30});
    REQUIRE(r.value->ops.count(1));
    CHECK(r.value->ops.at(1).user == std::vector<double>{10, 20, 30});
    CHECK_FALSE(r.value->otherThreads);
}

TEST_CASE("CPU utilization file: malformed parts")
{
    test::TempDir dir;
    auto r = readCpuUtilization(dir.write("c.json", R"json({"sampling_interval": 10, "time_stamp": [1, 2, 3],
        "device_info": {"idle_utilization": [1, "x", 3], "user_utilization": [1, 2]},
        "process_info": {"user_utilization": [1, 2, 3], "sys_utilization": [0, 0, 0]},
        "op_info": [{"op_id": -1, "metrics": {"user_utilization": [5, 5, 5], "sys_utilization": [1, 1, 1]}},
                    {"op_id": "a", "metrics": {}}, {"op_id": 2},
                    {"op_id": 0, "metrics": {"user_utilization": [1,1,1]}}]})json"));
    REQUIRE(r.value);
    CHECK(r.value->deviceIdle.empty());
    CHECK(r.value->otherThreads);
    CHECK(r.value->ops.size() == 1);
    CHECK(test::hasDiagnostic(r.diagnostics, 0,
                              "series ignored (its samples would no longer line up with the time stamps)"));
    CHECK(test::hasDiagnostic(r.diagnostics, 0, "entry skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 0, "samples matched by position as far as they go"));
    CHECK_FALSE(readCpuUtilization(dir.write("e.json", "")).value);
    CHECK_FALSE(readCpuUtilization(dir.write("a.json", "[1, 2]")).value);
}

TEST_CASE("host queue: malformed lines")
{
    test::TempDir dir;
    std::string path = dir.write("device_queue_profiling_0.txt",
                                 "0 1 1 4 10\n"    // 1 fine
                                 "0 2 1\n"         // 2 three fields
                                 "1 64 x 0 10\n"   // 3 text batch
                                 "1 64 2 3\n"      // 4 four fields, fine
                                 "7 1 2 3 4\n"     // 5 unknown type
                                 "0 5 2 3 4\n"     // 6 unknown time kind
                                 "1 64 3 0 abc\n"  // 7 bad stamp, kept
                                 "1 64 4 5 40 9\n" // 8 six fields, kept
                                 "\n"
                                 "1 64 5 -1 50\n"); // 10 negative size
    auto r = readHostQueue(path, true);
    REQUIRE(r.value);
    CHECK(r.value->records.size() == 4);
    CHECK(test::hasDiagnostic(r.diagnostics, 2, "line skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 3, "line skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 5, "line skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 6, "line skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 7, "record kept without a time stamp"));
    CHECK(test::hasDiagnostic(r.diagnostics, 8, "fields after the fifth ignored"));
    CHECK(test::hasDiagnostic(r.diagnostics, 10, "line skipped"));
    CHECK(hostQueueCounts(*r.value).total == 3);
    CHECK(hostQueueCounts(*r.value).empty == 1);

    auto empty = readHostQueue(dir.write("e.txt", ""), true);
    CHECK_FALSE(empty.value);
    REQUIRE(empty.diagnostics.size() == 1);
    CHECK(empty.diagnostics[0].action == "file ignored");
    CHECK_FALSE(readHostQueue(dir.write("junk.txt", "a b c d e\n"), true).value);
}

TEST_CASE("host queue: lines read in place give the records and diagnostics of the careful path")
{
    // 120,000 lines (about 3.5 MB, so the 1 MiB window refills mid-line) in every form the files hold and some
    // they should not. Written with LF most take the in-place path; with CRLF every line goes through
    // CsvReader's fields. Both must give the same records, bit for bit, and the same diagnostics.
    std::mt19937_64 rng(20);
    std::string lf;
    std::size_t expected = 0;
    for (int i = 0; i < 120000; ++i) {
        const int type = int(rng() % 2);
        const long long extra = type == 0 ? static_cast<long long>(rng() % 3) : 64;
        const long long batch = 1 + i / 4;
        std::string value = std::to_string(rng() % 100);
        if (rng() % 3 == 0)
            value += "." + std::to_string(rng() % 1000000);
        std::string stamp = std::to_string(1700000000000LL + i * 7) + (rng() % 2 ? ".25" : "");
        std::string line = std::to_string(type) + " " + std::to_string(extra) + " " + std::to_string(batch) + " " +
                           value + " " + stamp;
        bool valid = true;
        switch (rng() % 40) {
        case 0: line = std::to_string(type) + " " + std::to_string(extra) + " 3 " + value; break; // 2020: 4 fields
        case 1: line = "0 7 1 2 3"; valid = false; break;                                          // time kind 7
        case 2: line = "1 64 1 -2 3"; valid = false; break;                                        // negative size
        case 3: line = "0 1 1 -0.5 " + stamp; break;                                               // negative time
        case 4: line = "0\t1 1 2 " + stamp; break;                                                 // a tab
        case 5: line = "0 1 1 2 1.7e12"; break;                                                    // an exponent
        case 6: line = "0 1 12345678901234567890 2 3"; valid = false; break;                       // batch overflows
        case 7: line = "0  1 1 2 3"; break;                                                        // two spaces
        case 8: line = "1 64 1 3 4 5"; break;                                                      // six fields
        case 9: line = "0 1 1 2 x"; break;                                                         // kept, no stamp
        case 10: line = ""; valid = false; break;                                                  // blank
        case 11: line = "0 01 007 2.50 3."; break;                                                 // leading zeros
        case 12: line = "1 1234567890 1 2 3"; break;                                               // 10-digit extra
        default: break;
        }
        expected += valid;
        lf += line + "\n";
    }
    std::string crlf;
    for (char c : lf)
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);

    test::TempDir dir;
    auto inPlace = readHostQueue(dir.write("device_queue_profiling_0.txt", lf), true);
    auto careful = readHostQueue(dir.write("device_queue_profiling_1.txt", crlf), true);
    REQUIRE(inPlace.value);
    REQUIRE(careful.value);
    const auto& a = inPlace.value->records;
    const auto& b = careful.value->records;
    CHECK(a.size() == expected);
    REQUIRE(a.size() == b.size());
    std::size_t differ = 0, stamped = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::optional<double> sa = a[i].timestampMs(), sb = b[i].timestampMs();
        differ += a[i].type != b[i].type || a[i].extraInfo != b[i].extraInfo || a[i].batch != b[i].batch ||
                  std::memcmp(&a[i].value, &b[i].value, sizeof(double)) != 0 || sa.has_value() != sb.has_value() ||
                  (sa && std::memcmp(&*sa, &*sb, sizeof(double)) != 0);
        stamped += a[i].timestampMs().has_value();
    }
    CHECK(differ == 0);
    CHECK(stamped < a.size()); // the 4-field and "x" stamp lines have none
    CHECK(stamped > a.size() * 9 / 10);
    test::checkSameDiagnostics(inPlace.diagnostics, careful.diagnostics);
    // 15,000 odd lines: past the listing limit, the rest are counted in one diagnostic, the same for both.
    CHECK(test::hasDiagnostic(inPlace.diagnostics, 0, "same handling as above"));

    // Real values of the first plain line, as written: "<type> <extra> 1 <value> 1700000000000[.25]".
    CHECK(a[0].batch == 1);
    CHECK(a[0].timestampMs().value_or(0) >= 1700000000000.0);
}

TEST_CASE("chip queue: header, other nodes, malformed lines, GPU nanoseconds")
{
    test::TempDir dir;
    std::string path = dir.write("minddata_aicpu_0.txt", "node_name start_time end_time queue_size\n"
                                                         "GetNext_dequeue_wait 100 103 0\n"
                                                         "Other_node 1 2 3\n"
                                                         "GetNext_dequeue_wait 200 201\n"
                                                         "GetNext_dequeue_wait 200 x 1\n"
                                                         "GetNext_dequeue_wait 300 302 2\n");
    auto r = readChipQueue(path, false);
    REQUIRE(r.value);
    CHECK(r.value->records.size() == 2);
    CHECK(r.value->otherLines == 1);
    CHECK(test::hasDiagnostic(r.diagnostics, 4, "line skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 5, "line skipped"));
    CHECK(chipQueueCounts(*r.value).empty == 1);
    CHECK(analyzeChipQueue(*r.value).steps[0].durationMs == Approx(0.003));

    auto gpu = readChipQueue(dir.write("minddata_getnext_profiling_0.txt", "GetNext 1000000 3000000 5\n"), true);
    REQUIRE(gpu.value);
    CHECK(gpu.value->gpu);
    CHECK(analyzeChipQueue(*gpu.value).steps[0].durationMs == Approx(2.0));
    CHECK_FALSE(readChipQueue(dir.write("e.txt", ""), false).value);
}

TEST_CASE("host queue: a batch that comes back after later ones joins its step")
{
    HostQueue q;
    // Batches 1, 2, 1 again, 3, 2 again: each batch is one step, its times summed, in batch order.
    q.records = {hostQueueRecord(0, 0, 1, 5, 0),  hostQueueRecord(0, 0, 2, 7, 0), hostQueueRecord(0, 0, 1, 1, 0),
                 hostQueueRecord(1, 64, 3, 0, 0), hostQueueRecord(0, 0, 2, 2, 0), hostQueueRecord(1, 64, 1, 64, 0),
                 hostQueueRecord(0, 2, 3, 4, 0)};
    HostQueueAnalysis a = analyzeHostQueue(q);
    REQUIRE(a.steps.size() == 3);
    CHECK(a.steps[0].batch == 1);
    CHECK(a.steps[0].step == 1);
    CHECK(a.steps[0].getMs() == 6);
    CHECK(a.steps[0].full == 1);
    CHECK(a.steps[1].batch == 2);
    CHECK(a.steps[1].getMs() == 9);
    CHECK(a.steps[2].batch == 3);
    CHECK(a.steps[2].step == 3);
    CHECK(a.steps[2].empty == 1);
    CHECK(a.steps[2].batchMs() == 4);
    CHECK_FALSE(a.steps[1].pushMs());
    // Averages divide by the batch-time records: one here.
    CHECK(a.times.batchRecords == 1);
    CHECK(a.times.avgGetMs == 15);
}

TEST_CASE("host queue: times out of batch order are summed in batch order, as MindInsight's sorted lists")
{
    // Get times whose floating-point sum depends on the order: in file order 1e16 + 1 rounds back to
    // 1e16 (ties to even) and the total is 1; in batch order the two 1s meet first and the total is 2.
    HostQueue q;
    q.records = {hostQueueRecord(0, 0, 2, 1e16, 0), hostQueueRecord(0, 0, 1, 1, 0), hostQueueRecord(0, 0, 2, -1e16, 0),
                 hostQueueRecord(0, 0, 1, 1, 0), hostQueueRecord(0, 2, 1, 3, 0)};
    HostQueueAnalysis a = analyzeHostQueue(q);
    REQUIRE(a.times.batchRecords == 1);
    CHECK(a.times.avgGetMs == 2);
    CHECK(a.times.avgTotalMs == 3);
    CHECK(a.times.avgPushMs == 0);
    REQUIRE(a.steps.size() == 2);
    CHECK(a.steps[0].getMs() == 2);
    CHECK(a.steps[1].getMs() == 0);

    // The same records with the batches in order: one pass, the same sums.
    q.records = {hostQueueRecord(0, 0, 1, 1, 0), hostQueueRecord(0, 0, 1, 1, 0), hostQueueRecord(0, 0, 2, 1e16, 0),
                 hostQueueRecord(0, 0, 2, -1e16, 0), hostQueueRecord(0, 2, 1, 3, 0)};
    a = analyzeHostQueue(q);
    CHECK(a.times.avgGetMs == 2);
}

TEST_CASE("host queue: a big queue analysed beside the rest of the rank gives what analysing it alone gives")
{
    // 200,000 records (6.4 MB): over the size analyzeProfile hands to a second thread.
    Profile p;
    p.hostQueue.emplace();
    for (long long b = 1; b <= 50000; ++b) {
        p.hostQueue->records.push_back(hostQueueRecord(1, 64, b, b % 7 == 0 ? 0.0 : double(b % 64), double(b)));
        p.hostQueue->records.push_back(hostQueueRecord(0, 0, b, 0.25 * double(b % 13), double(b)));
        p.hostQueue->records.push_back(hostQueueRecord(0, 1, b, 0.5, double(b)));
        p.hostQueue->records.push_back(hostQueueRecord(0, 2, b, 0.75 + 0.25 * double(b % 13), double(b)));
    }
    const HostQueueAnalysis alone = analyzeHostQueue(*p.hostQueue);
    const ProfileAnalysis a = analyzeProfile(p, AnalysisOptions{});
    REQUIRE(a.hostQueueDetail);
    REQUIRE(a.hostQueue);
    CHECK(a.hostQueue->total == 50000);
    CHECK(a.hostQueue->empty == alone.counts.empty);
    CHECK(a.hostQueue->empty == 7812); // batches that are multiples of 7 or of 64
    CHECK(a.hostQueueDetail->steps.size() == 50000);
    CHECK(a.hostQueueDetail->times.avgGetMs == alone.times.avgGetMs);
    CHECK(a.hostQueueDetail->times.avgTotalMs == alone.times.avgTotalMs);
    CHECK(a.hostQueueDetail->times.avgPushMs == 0.5);
    CHECK(a.hostQueueDetail->steps[12].getMs() == 0.0); // batch 13
    CHECK(a.hostQueueDetail->steps[14].getMs() == 0.5); // batch 15
    CHECK(a.hostQueueDetail->steps[14].size == 15);
}

TEST_CASE("host queue: without the per-batch detail the analysis counts the same records and the rules agree")
{
    Profile p;
    p.hostQueue.emplace();
    for (long long b = 1; b <= 2000; ++b) {
        p.hostQueue->records.push_back(hostQueueRecord(1, 64, b, b % 3 == 0 ? 0.0 : double(b % 64), double(b)));
        p.hostQueue->records.push_back(hostQueueRecord(0, 2, b, 1.5, double(b)));
    }
    p.chipQueue.emplace();
    p.chipQueue->records = {{"GetNext_1", 10, 15, 0}, {"GetNext_2", 20, 22, 3}};
    const ProfileAnalysis full = analyzeProfile(p, AnalysisOptions{});
    AnalysisOptions countsOnly;
    countsOnly.queueDetail = false;
    const ProfileAnalysis counted = analyzeProfile(p, countsOnly);
    CHECK_FALSE(counted.hostQueueDetail);
    CHECK_FALSE(counted.chipQueueDetail);
    REQUIRE(full.hostQueueDetail);
    REQUIRE(counted.hostQueue);
    CHECK(counted.hostQueue->total == 2000);
    CHECK(counted.hostQueue->empty == 666 + 31 - 10); // multiples of 3 or of 64, those of 192 once
    CHECK(counted.hostQueue->empty == full.hostQueue->empty);
    CHECK(counted.hostQueue->full == full.hostQueue->full);
    REQUIRE(counted.chipQueue);
    CHECK(counted.chipQueue->total == 2);
    CHECK(counted.chipQueue->empty == 1);
    REQUIRE(counted.findings.size() == full.findings.size());
    for (std::size_t i = 0; i < full.findings.size(); ++i)
        CHECK(counted.findings[i].id == full.findings[i].id);
}
