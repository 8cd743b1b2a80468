// The report's "memory" section: the JSON keys and full-precision values on the torch_npu samples
// (values from python3's csv module over the files), the text and Markdown rendering, and the
// database export when a reader for it is present.
#include "fixtures.h"
#include "load/load.h"
#include "report/report.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

const nlohmann::ordered_json* rankJson(const nlohmann::ordered_json& report, int rank)
{
    for (const auto& r : report["ranks"])
        if (r["rank"] == rank)
            return &r;
    return nullptr;
}

} // namespace

TEST_CASE("report: memory section of text level1, full precision, alive blocks, components")
{
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(folder);
    Run run = loadRun(folder);
    const auto report = reportJson(run);
    const auto* r0 = rankJson(report, 0);
    REQUIRE(r0);
    REQUIRE(r0->contains("memory"));
    const auto& m = (*r0)["memory"];
    REQUIRE(m.is_object());
    // The contract's keys, in this order.
    std::vector<std::string> keys;
    for (auto it = m.begin(); it != m.end() && keys.size() < 8; ++it)
        keys.push_back(it.key());
    CHECK(keys == std::vector<std::string>{"peak_allocated_mb", "peak_reserved_mb", "peak_active_mb", "peak_time_ms",
                                           "capacity_mb", "components", "operators", "alive_at_peak"});
    CHECK(m["peak_allocated_mb"].get<double>() == 1261.04296875); // as written, not rounded
    CHECK(m["peak_reserved_mb"].get<double>() == 2113.73046875);
    CHECK(m["peak_active_mb"].get<double>() == 1187.9814453125);
    CHECK(m["peak_time_ms"].get<double>() == Approx(169.43853).epsilon(1e-12));
    CHECK(m["capacity_mb"].is_null());
    CHECK(m["capacity_source"].is_null());
    CHECK(m["peak_component"] == "PTA+GE");
    CHECK(m["peak_step"] == 50);
    CHECK(m["operators"] == 184);
    CHECK(m["unreleased"] == 24);
    CHECK(m["records"] == 1004);
    CHECK(m["time_origin_ns"] == 1736408883573957920LL);
    CHECK(m["alive_at"] == "memory_record_peak");
    CHECK(m["alive_count"] == 43);
    REQUIRE(m["components"].size() == 4);
    CHECK(m["components"][0]["name"] == "APP");
    CHECK(m["components"][0]["peak_allocated_mb"].is_null());
    CHECK(m["components"][0]["peak_reserved_mb"].get<double>() == 2113.73046875);
    CHECK(m["components"][1]["name"] == "PTA");
    CHECK(m["components"][1]["rows"] == 381);
    CHECK(m["components"][1]["streams"] == 2);
    CHECK(m["components"][1]["split_by_stream"] == false);
    CHECK(m["components"][1]["peak_allocated_mb"].get<double>() == 1187.9814453125);
    CHECK(m["components"][1]["peak_reserved_mb"].get<double>() == 1452.0);
    // Top 10 of the 43 blocks held at the peak, largest first; size KB / 1024 unrounded.
    const auto& alive = m["alive_at_peak"];
    REQUIRE(alive.size() == 10);
    CHECK(alive[0]["name"] == "aten::mm");
    CHECK(alive[0]["size_mb"].get<double>() == 147456.5 / 1024);
    CHECK(alive[1]["name"] == "aten::_foreach_add");
    CHECK(alive[4]["name"] == "cann::trans_TransData_24");
    CHECK(alive[4]["size_mb"].get<double>() == 49.0625);
    CHECK(alive[0]["released_ms"].is_null()); // still held at the end of the capture
    CHECK(alive[1]["released_ms"].get<double>() == Approx(173.27519));
    REQUIRE(m["allocator_gaps"].size() == 2);
    CHECK(m["allocator_gaps"][0]["component"] == "PTA");
    CHECK(m["allocator_gaps"][0]["gap_mb"].get<double>() == 1452.0 - 1187.9814453125);
    CHECK(m["static_graphs"].empty());
    CHECK(m["notes"].empty());
    // The transient finding is in the rank's findings with its full-precision value.
    bool transient = false;
    for (const auto& f : (*r0)["findings"])
        transient |= f["id"] == "memory-transient-peak";
    CHECK(transient);

    const std::string text = renderReportText(report);
    CHECK(text.find("Device memory (memory_record, operator_memory)") != std::string::npos);
    CHECK(text.find("Peak allocated 1261.04 MB (PTA+GE) at 169.439 ms after the first record, step 50; peak reserved "
                    "2113.73 MB; peak active 1187.98 MB.") != std::string::npos);
    CHECK(text.find("Device memory: unknown (no file states it") != std::string::npos);
    CHECK(text.find("operator_memory: 184 blocks (24 still held at the end of the capture); 43 held at the peak, "
                    "559.56 MB in all.") != std::string::npos);
    const std::string md = renderReportMarkdown(report);
    CHECK(md.find("### Device memory (memory_record, operator_memory)") != std::string::npos);
    CHECK(md.find("| aten::mm |") != std::string::npos);
}

TEST_CASE("report: memory of test_rank_1 (spreadsheet-saved): notes, static graphs, capacity from the user")
{
    const std::string folder = test::fixture(test::kMsinsight + "server/src/test/test_data/test_rank_1");
    REQUIRE_FIXTURE(folder);
    Run run = loadRun(folder);
    ReportOptions options;
    REQUIRE(options.analysis.thresholds.set(ThresholdKey::DeviceMemoryMb, 16384));
    const auto report = reportJson(run, options);
    const auto& m = report["ranks"][0]["memory"];
    CHECK(m["peak_allocated_mb"].get<double>() == 4599.740723);
    CHECK(m["peak_time_ms"].get<double>() == 0.0);
    CHECK(m["capacity_mb"].get<double>() == 16384);
    CHECK(m["capacity_source"] == "device_memory_mb");
    CHECK(m["peak_step"].is_null());
    CHECK(m["alive_at"] == "operator_memory_peak");
    CHECK(m["alive_count"] == 14);
    CHECK(m["alive_at_peak"][0]["name"] == "aten::native_batch_norm");
    CHECK(m["alive_at_peak"][0]["size_mb"].get<double>() == 802818.0 / 1024);
    // operator_memory is another capture: its times count from its first allocation.
    CHECK(m["operators_origin_ns"] == 1706704429088523015LL);
    CHECK(m["alive_at_peak"][0]["allocated_ms"].get<double>() == Approx(10.242706));
    CHECK(m["alive_at_ms"].get<double>() == Approx(11.255871));
    REQUIRE(m["static_graphs"].size() == 2);
    CHECK(m["static_graphs"][1]["graph_id"] == 1);
    CHECK(m["static_graphs"][1]["peak_node"] == 32);
    CHECK(m["static_graphs"][1]["total_mb"].get<double>() == 19910.5 / 1024);
    REQUIRE(m["notes"].size() == 2);
    // 10750.375 MB of 16384 MB is 65.6 %: the capacity rule stays silent.
    for (const auto& f : report["ranks"][0]["findings"])
        CHECK(f["id"] != "memory-near-capacity");
    const std::string text = renderReportText(report);
    CHECK(text.find("Device memory: 16384 MB (device_memory_mb).") != std::string::npos);
    CHECK(text.find("Note: All 30 rows of memory_record share one timestamp") != std::string::npos);
}

TEST_CASE("report: ranks of the 1.x layout have no memory key; 2.x ranks without memory files have null")
{
    const std::string folder = test::mindinsight("profiler");
    REQUIRE_FIXTURE(folder);
    const auto report = reportJson(loadRun(folder));
    for (const auto& r : report["ranks"])
        CHECK_FALSE(r.contains("memory"));
}

TEST_CASE("report: memory of the database export (MEMORY_RECORD bytes / 1,048,576)")
{
    // Values from sqlite3: max(totalAllocated) of MEMORY_RECORD / 1048576, count(*) of OP_MEMORY.
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/db/level1");
    REQUIRE_FIXTURE(folder);
    Run run = loadRun(folder);
    const Profile* p = nullptr;
    for (const auto& r : run.ranks)
        if (r.rank == 0)
            p = &r;
    if (!p || !p->ascend || !p->ascend->memoryRecords) {
        WARN("skipped: this build reads no memory from the database export (no db reader)");
        return;
    }
    const auto report = reportJson(run);
    const auto* r0 = rankJson(report, 0);
    REQUIRE(r0);
    const auto& m = (*r0)["memory"];
    CHECK(m["peak_allocated_mb"].get<double>() == 1263251456.0 / 1048576); // 1204.73046875
    CHECK(m["peak_active_mb"].get<double>() == 1187.9814453125);
    CHECK(m["peak_component"] == "PTA+GE");
    CHECK(m["operators"] == 184);
    CHECK(m["unreleased"] == 24);
}
