// The memory findings (memory-near-capacity, memory-reserved-gap, memory-transient-peak) on the
// real torch_npu samples and on constructed input. Expected values computed with python3 from the
// files (see memory_analysis_test.cpp for the peaks they rest on).
#include "analysis/findings/rules.h"
#include "analysis/findings/thresholds.h"
#include "analysis/profile_analysis.h"
#include "finding_lookup.h"
#include "fixtures.h"
#include "load/load.h"
#include "run_lookup.h"

#include <catch2/catch.hpp>

using namespace steplens;

namespace {

using test::rankOf;

using test::byId;

AnalysisOptions withThreshold(ThresholdKey key, double value)
{
    AnalysisOptions o;
    REQUIRE(o.thresholds.set(key, value));
    return o;
}

MemoryRecord memoryRecord(Nanos t, std::uint32_t component, double allocated, double reserved)
{
    MemoryRecord r;
    r.timestamp = t;
    r.component = component;
    r.allocatedMB = allocated;
    r.reservedMB = reserved;
    return r;
}

} // namespace

TEST_CASE("memory findings: test_rank_0 and test_rank_1 reserve 4 GB beyond what PTA hands out")
{
    struct Case {
        const char* folder;
        double gap, share, allocated, reserved;
    };
    const Case cases[] = {
        {"server/src/test/test_data/test_rank_0", 4064.13427734375, 46.90829036638677, 4599.86572265625, 8664},
        {"server/src/test/test_data/test_rank_1", 3982.259277, 46.40246186203682, 4599.740723, 8582},
    };
    for (const Case& c : cases) {
        const std::string folder = test::fixture(test::kMsinsight + c.folder);
        REQUIRE_FIXTURE(folder);
        Run run = loadRun(folder);
        REQUIRE(run.ranks.size() == 1);
        ProfileAnalysis a = analyzeProfile(run.ranks[0]);
        INFO(c.folder);
        const Finding* f = byId(a.findings, "memory-reserved-gap");
        REQUIRE(f);
        CHECK(f->value == Approx(c.gap));
        CHECK(f->threshold == 1024);
        CHECK(f->unit == "MB");
        CHECK(f->severity == FindingSeverity::High); // the gap is more than twice 20 % of reserved
        CHECK_FALSE(f->impactEstimated);
        CHECK(f->title.english().find("PTA has") == 0);
        CHECK(f->explanation.english().find(fmtPct(c.share)) != std::string::npos);
        CHECK(f->suggestion.english().find("PYTORCH_NPU_ALLOC_CONF=expandable_segments:True") != std::string::npos);
        CHECK(f->snippet.find("max_split_size_mb") != std::string::npos);
        REQUIRE_FALSE(f->evidence.empty());
        CHECK(f->evidence[0].kind == Evidence::Kind::TimeRange);
        CHECK(f->evidence[0].label.english().find("PTA at its allocated peak") == 0);
        // No capacity is known: the capacity rule stays silent rather than guessing.
        CHECK_FALSE(byId(a.findings, "memory-near-capacity"));
        // Above a 5 GB gap threshold, or a 50 % share, nothing is reported.
        CHECK_FALSE(byId(analyzeProfile(run.ranks[0], withThreshold(ThresholdKey::MemoryReservedGapMb, 5000)).findings,
                         "memory-reserved-gap"));
        CHECK_FALSE(byId(analyzeProfile(run.ranks[0], withThreshold(ThresholdKey::MemoryReservedGapPct, 50)).findings,
                         "memory-reserved-gap"));
    }
}

TEST_CASE("memory findings: level1 rank 0, the optimizer's _foreach_ temporaries are a quarter of the peak")
{
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(folder);
    Run run = loadRun(folder);
    const Profile* p = rankOf(run, 0);
    REQUIRE(p);
    ProfileAnalysis a = analyzeProfile(*p);
    // PTA's gap is 264 MB (18 %): below both thresholds.
    CHECK_FALSE(byId(a.findings, "memory-reserved-gap"));
    CHECK_FALSE(byId(a.findings, "memory-near-capacity"));
    // At the peak (169.43853 ms, step 50 of 155.9858 ms) 19 blocks held for less than 15.6 ms make
    // 306.91259765625 MB of the 1261.04296875 MB peak: aten::_foreach_add 233.9 MB,
    // cann::trans_TransData_24 49.06 MB, cann::trans_TransData_25 23.69 MB...
    const Finding* f = byId(a.findings, "memory-transient-peak");
    REQUIRE(f);
    CHECK(f->value == Approx(306.91259765625 / 1261.04296875 * 100));
    CHECK(f->threshold == 5);
    CHECK(f->unit == "%");
    CHECK(f->severity == FindingSeverity::Moderate);
    CHECK(f->title.english() == "19 short-lived blocks, 307 MB in all, are part of the peak (24.3 % of it)");
    CHECK(f->explanation.english().find("step 50 (155.99 ms)") != std::string::npos);
    CHECK(f->explanation.english().find("By operator: aten::_foreach_add 234 MB, cann::trans_TransData_24 49.06 MB, "
                                        "cann::trans_TransData_25 23.69 MB") != std::string::npos);
    CHECK(f->suggestion.english().find("foreach=False") != std::string::npos);
    REQUIRE(f->evidence.size() == 5);
    CHECK(f->evidence[0].kind == Evidence::Kind::TimeRange);
    CHECK(f->evidence[0].name == "aten::_foreach_add");
    CHECK(f->evidence[0].begin == 1736408883742690540LL);
    CHECK(f->evidence[0].end == 1736408883747233110LL);
    // Shorter than 1 % of the step (1.56 ms): the two TransData blocks and a 0.25 MB one, 73 MB,
    // 5.79 % of the peak; no _foreach_ operator among them, so the general advice.
    ProfileAnalysis shorter = analyzeProfile(*p, withThreshold(ThresholdKey::MemoryTransientLifetimePct, 1));
    const Finding* brief = byId(shorter.findings, "memory-transient-peak");
    REQUIRE(brief);
    CHECK(brief->value == Approx(73.0 / 1261.04296875 * 100));
    CHECK(brief->title.english() == "3 short-lived blocks, 73 MB in all, are part of the peak (5.8 % of it)");
    CHECK(brief->suggestion.english().find("foreach=False") == std::string::npos);
    CHECK(brief->suggestion.english().find("split their work into chunks") != std::string::npos);
    // Shorter than 0.03 % (46.8 µs): 23.9 MB, 1.9 % of the peak, not reported.
    CHECK_FALSE(byId(analyzeProfile(*p, withThreshold(ThresholdKey::MemoryTransientLifetimePct, 0.03)).findings,
                     "memory-transient-peak"));

    // With the device memory given by the user: 2113.73046875 MB (APP) is 91.9 % of 2300 MB.
    ProfileAnalysis near = analyzeProfile(*p, withThreshold(ThresholdKey::DeviceMemoryMb, 2300));
    const Finding* cap = byId(near.findings, "memory-near-capacity");
    REQUIRE(cap);
    CHECK(cap->value == Approx(2113.73046875 / 2300 * 100));
    CHECK(cap->severity == FindingSeverity::Moderate);
    CHECK(cap->title.english() == "At its peak the rank holds 2114 MB of the device's 2300 MB (91.9 %)");
    CHECK(cap->explanation.english().find("device_memory_mb") != std::string::npos);
    CHECK(cap->explanation.english().find("43 blocks of operator_memory were held, 560 MB in all") !=
          std::string::npos);
    // Evidence: the step of the peak (APP's 2113.73 MB at 159.975 ms, step 50), its time, then the
    // largest blocks held at the allocated peak.
    REQUIRE(cap->evidence.size() == 7);
    CHECK(cap->evidence[0].kind == Evidence::Kind::Steps);
    CHECK(cap->evidence[0].steps == std::vector<long long>{50});
    CHECK(cap->evidence[1].kind == Evidence::Kind::TimeRange);
    CHECK(cap->evidence[1].begin == 1736408883733932920LL);
    CHECK(cap->evidence[2].name == "aten::mm");
    CHECK(cap->evidence[2].label.english().find("aten::mm: 144 MB held from 158.544 ms") == 0);
    CHECK(byId(analyzeProfile(*p, withThreshold(ThresholdKey::DeviceMemoryMb, 2200)).findings, "memory-near-capacity")
              ->severity == FindingSeverity::High); // 96.1 %
    CHECK_FALSE(
        byId(analyzeProfile(*p, withThreshold(ThresholdKey::DeviceMemoryMb, 2400)).findings, "memory-near-capacity"));
}

TEST_CASE("memory findings: constructed MindSpore run, capacity stated in the model, step evidence")
{
    Profile p;
    p.rank = 3;
    p.layout = Layout::AscendProfilerOutput;
    p.ascend.emplace();
    p.ascend->framework = "mindspore";
    MemoryRecords m;
    const std::uint32_t ms = m.strings.intern("MindSpore");
    m.rows = {memoryRecord(1000, ms, 1000, 30000), memoryRecord(2000, ms, 29000, 31000),
              memoryRecord(3000, ms, 2000, 31000)};
    p.ascend->memoryRecords = m;
    p.ascend->deviceMemory = DeviceMemoryInfo{"Ascend910B3", 32768.0, "npu_info"};
    KernelDetails k;
    k.hasStep = true;
    KernelRow k1;
    k1.step = 7;
    k1.start = 1500;
    k1.duration = 1000;
    k.rows = {k1};
    p.ascend->kernels = k;
    ProfileAnalysis a = analyzeProfile(p);
    REQUIRE(a.memory);
    CHECK(a.memory->peakAllocated->step == 7);
    const Finding* cap = byId(a.findings, "memory-near-capacity");
    REQUIRE(cap);
    CHECK(cap->rank == 3);
    CHECK(cap->value == Approx(31000.0 / 32768 * 100)); // 94.6 %
    CHECK(cap->severity == FindingSeverity::Moderate);
    CHECK(cap->explanation.english().find("the device memory size is from npu_info") != std::string::npos);
    REQUIRE(cap->evidence.size() == 2);
    CHECK(cap->evidence[0].kind == Evidence::Kind::Steps);
    CHECK(cap->evidence[0].steps == std::vector<long long>{7});
    CHECK(cap->suggestion.english().find("Cell.recompute()") != std::string::npos);
    // MindSpore at its peak: 29000 of 31000 reserved, a 2000 MB gap but only 6.5 %: not reported.
    CHECK_FALSE(byId(a.findings, "memory-reserved-gap"));
    AnalysisOptions low;
    REQUIRE(low.thresholds.set(ThresholdKey::MemoryReservedGapPct, 5));
    const ProfileAnalysis lowAnalysis = analyzeProfile(p, low); // kept: `gap` points into it
    const Finding* gap = byId(lowAnalysis.findings, "memory-reserved-gap");
    REQUIRE(gap);
    CHECK(gap->value == 2000);
    CHECK(gap->suggestion.english().find("MS_ALLOC_CONF=\"enable_vmm:True\"") != std::string::npos);
}

TEST_CASE("memory findings: allocator settings of the run are quoted from profiler_metadata")
{
    const std::string folder = test::fixture(test::kMsinsight + "server/src/test/test_data/test_rank_0");
    REQUIRE_FIXTURE(folder);
    Run run = loadRun(folder);
    Profile p = run.ranks[0];
    p.ascend->metadata.emplace();
    p.ascend->metadata->values["ENV_VARIABLES.PYTORCH_NPU_ALLOC_CONF"] = "max_split_size_mb:64";
    ProfileAnalysis a = analyzeProfile(p);
    const Finding* f = byId(a.findings, "memory-reserved-gap");
    REQUIRE(f);
    CHECK(f->suggestion.english().find("This run had PYTORCH_NPU_ALLOC_CONF=max_split_size_mb:64.") !=
          std::string::npos);
    p.ascend->metadata->values["ENV_VARIABLES.PYTORCH_NPU_ALLOC_CONF"] = "";
    a = analyzeProfile(p);
    f = byId(a.findings, "memory-reserved-gap");
    REQUIRE(f);
    CHECK(f->suggestion.english().find("This run had PYTORCH_NPU_ALLOC_CONF=(not set).") != std::string::npos);
}

TEST_CASE("memory findings: every text has an id and every placeholder is filled")
{
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(folder);
    Run run = loadRun(folder);
    AnalysisOptions o;
    REQUIRE(o.thresholds.set(ThresholdKey::DeviceMemoryMb, 2200));
    REQUIRE(o.thresholds.set(ThresholdKey::MemoryReservedGapMb, 100));
    REQUIRE(o.thresholds.set(ThresholdKey::MemoryReservedGapPct, 10));
    ProfileAnalysis a = analyzeProfile(*rankOf(run, 0), o);
    int memory = 0;
    for (const Finding& f : a.findings) {
        // memory-bound-kernels is a kernel rule that shares the prefix, not one of the memory view's findings.
        if (f.id != "memory-near-capacity" && f.id != "memory-reserved-gap" && f.id != "memory-transient-peak")
            continue;
        ++memory;
        std::vector<const Message*> all;
        for (const Message* m : {&f.title, &f.explanation, &f.suggestion})
            m->collect(all);
        for (const Evidence& e : f.evidence)
            e.label.collect(all);
        for (const Message* m : all) {
            INFO(f.id << ": " << m->source());
            if (!m->source().empty() && m->args().empty() && m->id().empty())
                continue; // data: a name or a number, not prose
            CHECK(m->english().find('{') == std::string::npos);
        }
        CHECK(f.title.translatable());
        CHECK(f.explanation.translatable());
        CHECK(f.suggestion.translatable());
    }
    CHECK(memory == 3);
}
