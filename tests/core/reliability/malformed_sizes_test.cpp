// Inputs too large to commit, generated at test time: a single 1 GB line (a sparse file, so it
// costs no disk), 100,000-column lines, JSON nested 100,000 levels deep, and an empty file and a
// file of binary junk under the name of every kind of profiler file.
#include "example_runs.h"
#include "load/discover.h"
#include "malformed_support.h"
#include "pipeline_raw_header.h"
#include "run_lookup.h"

#include <chrono>
#include <fstream>
#include <random>
#include <sstream>

using namespace steplens;
namespace fs = std::filesystem;

namespace {

using test::copyBaseline;
using test::loadWithoutTimeline;

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kUnderSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kUnderSanitizer = true;
#else
constexpr bool kUnderSanitizer = false;
#endif
#else
constexpr bool kUnderSanitizer = false;
#endif

// Peak resident memory of this process in KiB (VmHWM), or -1 where /proc is not available.
long long peakRssKiB()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stoll(line.substr(6));
    return -1;
}

// Lowers the peak to the current usage (Linux >= 4.0), so the next peak belongs to what follows.
void resetPeakRss()
{
    std::ofstream("/proc/self/clear_refs") << "5";
}

// The sections a file of this kind feeds (and may take away when it is broken).
std::set<std::string> sectionsFedBy(FileKind kind)
{
    switch (kind) {
    case FileKind::StepTrace: return {"step_trace", "step_points"};
    case FileKind::StepPointInfo: return {"step_points"};
    case FileKind::FrameworkRaw: return {"framework"};
    case FileKind::AicoreDetail: return {"aicore_detail"};
    case FileKind::AicoreType: return {"aicore_types"};
    case FileKind::Aicpu: return {"aicpu"};
    case FileKind::Flops: return {"flops"};
    case FileKind::FlopsSummary: return {"flops_summary"};
    case FileKind::PipelineSummary: return {"pipeline_summary"};
    case FileKind::CpuUtilization: return {"cpu"};
    case FileKind::DatasetIterator: return {"host_queue"};
    case FileKind::ProfilerInfo: return {"profiler_info"};
    case FileKind::HcclRaw: return {"hccl"};
    default: return {}; // the pipeline has two sources; the other kinds are not in the baseline
    }
}

const std::string kStepHeader =
    "step_num,start_point,end_point,total,fp_point,bp_point,iteration_interval,fp_and_bp,tail\n";
const std::string kStepRows = "1,0,1000,1000,100,800,100,700,200\n2,1000,2000,1000,1100,1800,100,700,200\n"
                              "-,0,1000,1000,100,800,100,700,200\n";

} // namespace

TEST_CASE("a single 1 GB line is refused with a clear message, in bounded memory, and the rest loads")
{
    test::TempDir dir;
    fs::path folder = copyBaseline(dir);
    const std::uintmax_t gig = 1ull << 30;
    // The sanitizer build checks every byte the reader touches and runs ten times slower: it reads a
    // 128 MiB line (still eight times the record limit); the JSON file is refused unread either way.
    const std::uintmax_t lineBytes = kUnderSanitizer ? 128u << 20 : gig;
    // Step trace: header, a 1 GB line of NUL bytes (a hole in a sparse file), then good rows.
    fs::path step = folder / "step_trace_raw_0_detail_time.csv";
    {
        std::ofstream out(step, std::ios::binary | std::ios::trunc);
        out << kStepHeader;
    }
    fs::resize_file(step, kStepHeader.size() + lineBytes);
    {
        std::ofstream out(step, std::ios::binary | std::ios::app);
        out << "\n" << kStepRows;
    }
    // The same hole as a whole JSON document, and (64 MiB, to keep the test quick) in a queue file.
    fs::path json = folder / "pipeline_profiling_0.json";
    fs::resize_file(json, gig);
    fs::path queue = folder / "dataset_iterator_profiling_0.txt";
    fs::resize_file(queue, 0);
    fs::resize_file(queue, 64u << 20);

    resetPeakRss();
    const long long before = peakRssKiB();
    auto start = std::chrono::steady_clock::now();
    Run run = loadWithoutTimeline(folder.string());
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const long long after = peakRssKiB();
    INFO(test::describe(run));
    test::checkLoadGuarantees(run);
    REQUIRE(run.ranks.size() == 1);
    const Profile& p = run.ranks[0];

    auto stepDiags = test::diagnosticsFor(run, step.filename().string());
    REQUIRE(stepDiags.size() == 1);
    CHECK(stepDiags[0]->line == 2);
    CHECK(stepDiags[0]->message == "line is longer than 16 MiB, the most one record may hold");
    CHECK(stepDiags[0]->action == "line skipped");
    REQUIRE(p.stepTrace);
    CHECK(p.stepTrace->steps.size() == 2); // the rows after the 1 GB line
    REQUIRE(p.stepTrace->writtenAverage);

    auto jsonDiags = test::diagnosticsFor(run, json.filename().string());
    REQUIRE(jsonDiags.size() == 1);
    CHECK(jsonDiags[0]->message == "file is 1024 MiB, larger than the 512 MiB this reader holds in memory");
    CHECK(jsonDiags[0]->action == "file ignored");
    CHECK(p.pipeline); // from minddata_pipeline_raw_0.csv

    auto queueDiags = test::diagnosticsFor(run, queue.filename().string());
    REQUIRE(queueDiags.size() == 2);
    CHECK(queueDiags[0]->message == "line is longer than 16 MiB, the most one record may hold");
    CHECK(queueDiags[1]->message == "file is empty");
    CHECK_FALSE(p.hostQueue);
    CHECK(test::presentSections(p).size() == 14); // all 15 baseline sections but the host queue

    // One record buffer (16 MiB, doubled up to it: 24 MiB while the last doubling copies) is the most a CSV
    // reader holds; JSON is refused before reading. The step trace and the big queue file are read at once
    // (the host queue on a section thread of its own), so two such buffers may be held together: 96 MiB
    // leaves room for them, the allocator and the rest of the folder. AddressSanitizer
    // keeps freed blocks in its quarantine (256 MiB by default) and adds shadow memory, so its bound is
    // the quarantine's plus the two buffers.
    const long long boundKiB = kUnderSanitizer ? 352 * 1024 : 96 * 1024;
    if (before > 0) {
        CHECK(after - before < boundKiB);
        WARN((lineBytes >> 20) << " MiB line: loaded in " << seconds << " s, peak memory grew by "
                               << (after - before) / 1024 << " MiB");
    }
}

TEST_CASE("100,000-column lines: a data row and a header")
{
    test::TempDir dir;
    fs::path folder = copyBaseline(dir);
    std::string wideRow = "3,2000,3000,1000,2100,2800,100,700,200";
    for (int i = 9; i < 100000; ++i)
        wideRow += ",7";
    std::ofstream(folder / "step_trace_raw_0_detail_time.csv", std::ios::binary | std::ios::trunc)
        << kStepHeader << wideRow << "\n"
        << kStepRows;
    // A type table whose header has 100,000 columns, the known ones last, and rows as wide.
    std::string header, row1, row2;
    for (int i = 0; i < 99998; ++i) {
        header += "c" + std::to_string(i) + ",";
        row1 += "1,";
        row2 += "x,";
    }
    std::ofstream(folder / "aicore_intermediate_0_type.csv", std::ios::binary | std::ios::trunc)
        << header << "op_type,execution_time\n"
        << row1 << "Conv2D,8.5\n"
        << row2 << "ReLU,1.5\n";

    auto start = std::chrono::steady_clock::now();
    Run run = loadWithoutTimeline(folder.string());
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    INFO(test::describe(run));
    test::checkLoadGuarantees(run);
    const Profile& p = run.ranks.at(0);
    auto stepDiags = test::diagnosticsFor(run, "step_trace_raw_0_detail_time.csv");
    REQUIRE(stepDiags.size() == 1);
    CHECK(stepDiags[0]->line == 2);
    CHECK(stepDiags[0]->message == "row has 100000 fields, header has 9");
    CHECK(stepDiags[0]->action == "extra fields ignored");
    REQUIRE(p.stepTrace);
    CHECK(p.stepTrace->steps.size() == 3);
    REQUIRE(p.operators);
    REQUIRE(p.operators->aicoreTypes.size() == 2);
    CHECK(p.operators->aicoreTypes[1].type == "ReLU");
    CHECK(p.operators->aicoreTypes[1].totalNs == Approx(1.5e6));
    CHECK(seconds < 30); // generous: the point is that it finishes
    WARN("100,000-column lines loaded in " << seconds << " s");
}

TEST_CASE("JSON nested 100,000 levels deep, in every JSON reader and in JSON cells of CSV files")
{
    test::TempDir dir;
    fs::path folder = copyBaseline(dir);
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const std::string deepObject = [] {
        std::string s;
        for (int i = 0; i < 100000; ++i)
            s += "{\"a\":";
        return s + "1" + std::string(100000, '}');
    }();
    const char* jsonFiles[] = {"profiler_info_0.json",
                               "pipeline_profiling_0.json",
                               "minddata_pipeline_summary_0.json",
                               "minddata_cpu_utilization_0.json",
                               "flops_summary_0.json",
                               "step_trace_point_info_0.json"};
    for (const char* name : jsonFiles)
        std::ofstream(folder / name, std::ios::binary | std::ios::trunc) << (name[0] == 'p' ? deepObject : deep);
    // JSON inside CSV cells: op_info of framework_raw, link_info of hccl_raw, children_id of the pipeline.
    auto quoted = [](std::string s) {
        std::string out = "\"";
        for (char c : s)
            out += c == '"' ? std::string("\"\"") : std::string(1, c);
        return out + "\"";
    };
    std::ofstream(folder / "framework_raw_0.csv", std::ios::binary | std::ios::trunc)
        << "task_id,stream_id,block_dim,full_op_name,op_name,op_type,subgraph,op_info,graph_id\n"
        << "1,0,32,Default/Conv2D-op3,Conv2D-op3,Conv2D,Default," << quoted(deepObject) << ",0\n";
    std::ofstream(folder / "hccl_raw_0.csv", std::ios::binary | std::ios::trunc)
        << "step_num,communication_cost,wait_cost,link_info,communication_operator_cost\n"
        << "1,2.5,0.1," << quoted(deepObject) << ",\n-,2.5,0.1,,\n";
    std::ofstream(folder / "minddata_pipeline_raw_0.csv", std::ios::binary | std::ios::trunc)
        << test::kPipelineRawHeader
        << "0,BatchOp,1,\"[1, 2]\",1.5,64,0.02,10,," << quoted(deep) << "\n";

    Run run = loadWithoutTimeline(folder.string());
    INFO(test::describe(run));
    test::checkLoadGuarantees(run);
    for (const char* name : jsonFiles) {
        INFO(name);
        auto d = test::diagnosticsFor(run, name);
        if (std::string(name) == "step_trace_point_info_0.json")
            continue; // read only along with the step trace, which is fine here: checked below
        REQUIRE(d.size() == 1);
        CHECK(d[0]->message == "JSON nested deeper than 512 levels");
        CHECK(d[0]->action == "file ignored");
    }
    auto point = test::diagnosticsFor(run, "step_trace_point_info_0.json");
    REQUIRE(point.size() == 1);
    CHECK(point[0]->message == "JSON nested deeper than 512 levels");
    auto fw = test::diagnosticsFor(run, "framework_raw_0.csv");
    REQUIRE(fw.size() == 1);
    CHECK(fw[0]->message == "op_info is nested too deeply for 'Default/Conv2D-op3'");
    auto hccl = test::diagnosticsFor(run, "hccl_raw_0.csv");
    REQUIRE(hccl.size() == 1);
    CHECK(hccl[0]->message == "link_info is nested deeper than 512 levels");
    auto pipe = test::diagnosticsFor(run, "minddata_pipeline_raw_0.csv");
    REQUIRE_FALSE(pipe.empty());
    CHECK(pipe[0]->message.english().find("children_id '[[[[[") == 0);
    const Profile& p = run.ranks.at(0);
    CHECK(p.stepTrace);
    CHECK(p.hccl);
    CHECK(p.pipeline);
    CHECK(p.operators);
}

TEST_CASE("an empty file and a file of binary junk under the name of every kind of profiler file")
{
    // One name per FileKind; the loop below checks that every kind is covered.
    const std::vector<std::string> names = {"step_trace_raw_0_detail_time.csv",
                                            "step_trace_point_info_0.json",
                                            "framework_raw_0.csv",
                                            "aicore_intermediate_0_detail.csv",
                                            "aicore_intermediate_0_type.csv",
                                            "aicpu_intermediate_0.csv",
                                            "flops_0.txt",
                                            "flops_summary_0.json",
                                            "gpu_op_type_info_0.csv",
                                            "gpu_op_detail_info_0.csv",
                                            "cpu_op_type_info_0.csv",
                                            "cpu_op_detail_info_0.csv",
                                            "minddata_pipeline_raw_0.csv",
                                            "pipeline_profiling_0.json",
                                            "minddata_pipeline_summary_0.json",
                                            "minddata_cpu_utilization_0.json",
                                            "device_queue_profiling_0.txt",
                                            "dataset_iterator_profiling_0.txt",
                                            "minddata_aicpu_0.txt",
                                            "minddata_getnext_profiling_0.txt",
                                            "ascend_timeline_display_0.json",
                                            "ascend_timeline_summary_0.json",
                                            "output_timeline_data_0.txt",
                                            "PROF_1/device_0/timeline/msprof_0_1_1.json",
                                            "profiler_info_0.json",
                                            "hccl_raw_0.csv",
                                            "ascend_cluster_analyse_data-parallel_1_1_0.csv",
                                            "dynamic_shape_info_0.json",
                                            "output_op_compute_time_0.txt"};
    // Kinds whose reader is not on this branch (the timeline is being built on its own): only the
    // guarantees are checked for them; the coordinator adds their expectations at the merge.
    const std::set<FileKind> noReaderHere = {FileKind::TimelineDisplay,    FileKind::TimelineSummary,
                                             FileKind::OutputTimelineData, FileKind::MsprofTimeline,
                                             FileKind::DynamicShapeInfo,   FileKind::AscendMarker};
    std::set<FileKind> kinds;
    std::mt19937 rng(20240611);
    std::string junk(4096, '\0');
    for (char& c : junk)
        c = static_cast<char>(rng() & 0xFF);
    junk[100] = '\n';
    junk[2000] = '"';

    for (const auto& name : names) {
        FileMatch m{};
        const std::string base = fs::path(name).filename().string();
        bool matched = matchProfilerFile(base, m);
        if (!matched && io::startsWith(base, "msprof_")) {
            matched = true; // recognised by the PROF_ folder scan, not by name alone
            m.kind = FileKind::MsprofTimeline;
        }
        REQUIRE(matched);
        kinds.insert(m.kind);
        for (const std::string& content : {std::string(), junk}) {
            INFO(name << (content.empty() ? " (empty)" : " (junk)"));
            test::TempDir dir;
            fs::path folder = copyBaseline(dir);
            const Run baseline = loadWithoutTimeline(folder.string());
            fs::create_directories((folder / name).parent_path());
            std::ofstream(folder / name, std::ios::binary | std::ios::trunc) << content;
            Run run = loadWithoutTimeline(folder.string());
            INFO(test::describe(run));
            test::checkLoadGuarantees(run);
            REQUIRE(run.ranks.size() == 1);
            if (!noReaderHere.count(m.kind)) {
                auto d = test::diagnosticsFor(run, base);
                CHECK_FALSE(d.empty());
            }
            // Every section the baseline had and this file does not feed is still there.
            auto before = test::presentSections(baseline.ranks.at(0));
            auto now = test::presentSections(run.ranks.at(0));
            const auto fed = sectionsFedBy(m.kind);
            for (const auto& s : before) {
                INFO("section " << s);
                CHECK((now.count(s) == 1 || fed.count(s) == 1));
            }
        }
    }
    CHECK(kinds.size() == 29); // every FileKind
}
