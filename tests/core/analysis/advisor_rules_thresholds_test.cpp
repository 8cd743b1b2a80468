// The advisor rules' thresholds: each is in the thresholds table, has a default and can be set from a
// thresholds file.
#include "advisor_rules_support.h"

#include <catch2/catch.hpp>

#include <set>

using namespace steplens;
using namespace steplens::test;

TEST_CASE("advisor rules: their thresholds are in the table and in thresholds files")
{
    const std::vector<std::string> keys = {"aicpu_task_us",
                                           "op_compile_share_pct",
                                           "heavy_kernel_us",
                                           "idle_cores_share_pct",
                                           "memory_bound_share_pct",
                                           "cube_mte2_bound_ratio",
                                           "cube_mac_bound_ratio",
                                           "vector_mte2_bound_ratio",
                                           "vector_vec_bound_ratio",
                                           "sdma_small_packet_mb",
                                           "rdma_small_packet_mb",
                                           "small_packet_share_pct",
                                           "unaligned_transfer_share_pct",
                                           "link_bandwidth_pct",
                                           "hccs_expected_gbs",
                                           "pcie_expected_gbs",
                                           "rdma_expected_gbs",
                                           "rdma_retransmission_ms",
                                           "comm_wait_share_pct",
                                           "gc_pause_ms",
                                           "sync_block_share_pct",
                                           "launch_blocking_ratio",
                                           "dataloader_ms",
                                           "fusible_sequences",
                                           "pp_bubble_share_pct"};
    std::set<std::string> table;
    for (const auto& t : thresholdTable()) {
        table.insert(t.name);
        CHECK(std::string(t.description).size() > 10);
        CHECK(std::string(t.unit).size() > 0);
    }
    std::string json = "{";
    for (std::size_t i = 0; i < keys.size(); ++i) {
        CHECK(table.count(keys[i]) == 1);
        json += (i ? ",\"" : "\"") + keys[i] + "\": " + std::to_string(i + 1);
    }
    json += "}";
    Thresholds th;
    CHECK(th.get(ThresholdKey::AicpuTaskUs) == 20);
    CHECK(th.get(ThresholdKey::SdmaSmallPacketMb) == 16);
    CHECK(th.get(ThresholdKey::RdmaRetransmissionMs) == 4000);
    Diagnostics diags;
    REQUIRE(th.loadJson(json, "thresholds.json", diags));
    CHECK(diags.empty());
    for (std::size_t i = 0; i < keys.size(); ++i)
        CHECK(th.get(*thresholdKeyNamed(keys[i])) == double(i + 1));
    CHECK(th.toJson().find("\"pp_bubble_share_pct\": 25") != std::string::npos);
}
