#include "fuzz_readers.h"

#include "analysis/findings/thresholds.h"
#include "analysis/profile_analysis.h"
#include "formats/ascend/api_statistic_reader.h"
#include "formats/ascend/ascend_memory_reader.h"
#include "formats/ascend/communication_reader.h"
#include "formats/ascend/dataset_reader.h"
#include "formats/ascend/kernel_details_reader.h"
#include "formats/ascend/op_statistic_reader.h"
#include "formats/ascend/profiler_metadata_reader.h"
#include "formats/ascend/step_trace_time_reader.h"
#include "formats/cluster/cluster_analyse_reader.h"
#include "formats/cluster/hccl_raw_reader.h"
#include "formats/dataprep/cpu_utilization_reader.h"
#include "formats/dataprep/pipeline_reader.h"
#include "formats/dataprep/pipeline_summary_reader.h"
#include "formats/dataprep/queue_reader.h"
#include "formats/db/db_rank_reader.h"
#include "formats/db/db_timeline.h"
#include "formats/operators/aicore_detail_reader.h"
#include "formats/operators/aicore_type_reader.h"
#include "formats/operators/aicpu_op_reader.h"
#include "formats/operators/aicpu_reader.h"
#include "formats/operators/backend_op_detail_reader.h"
#include "formats/operators/backend_op_type_reader.h"
#include "formats/operators/flops_reader.h"
#include "formats/operators/flops_summary_reader.h"
#include "formats/operators/framework_reader.h"
#include "formats/profiler_info_reader.h"
#include "formats/steps/step_trace_reader.h"
#include "formats/timeline/timeline_reader.h"
#include "load/load.h"
#include "report/report.h"

#include <cstdlib>
#include <cstring>
#include <filesystem>

namespace steplens::fuzz {

namespace {

// Splits the input at "\n--8<--\n" and writes the parts under `dir` with the given relative names.
void writeParts(const std::string& path, const std::filesystem::path& dir, const char* const* names, std::size_t count)
{
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
    std::FILE* in = std::fopen(path.c_str(), "rb");
    if (!in)
        return;
    std::string data;
    char buf[4096];
    std::size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, in)) > 0)
        data.append(buf, n);
    std::fclose(in);
    const std::string sep = "\n--8<--\n";
    std::size_t start = 0;
    for (std::size_t i = 0; i < count; ++i) {
        std::size_t end = data.find(sep, start);
        std::string part = data.substr(start, end == std::string::npos ? std::string::npos : end - start);
        std::filesystem::path file = dir / names[i];
        std::filesystem::create_directories(file.parent_path(), ec);
        std::FILE* out = std::fopen(file.c_str(), "wb");
        if (out) {
            std::fwrite(part.data(), 1, part.size(), out);
            std::fclose(out);
        }
        if (end == std::string::npos)
            break;
        start = end + sep.size();
    }
}

// The whole-folder loader: the input is split at "\n--8<--\n" into files named after profiler
// files, then the folder is loaded and analysed as a user's would be.
void loadFolder(const std::string& path)
{
    static const char* names[] = {"step_trace_raw_0_detail_time.csv",
                                  "step_trace_point_info.json",
                                  "profiler_info_0.json",
                                  "minddata_pipeline_raw_0.csv",
                                  "pipeline_profiling_0.json",
                                  "device_queue_profiling_0.txt",
                                  "minddata_aicpu_0.txt",
                                  "minddata_cpu_utilization_0.json",
                                  "hccl_raw_0.csv"};
    std::filesystem::path dir = std::filesystem::path(path).parent_path() / "folder";
    writeParts(path, dir, names, sizeof names / sizeof *names);
    Run run = loadRun(dir.string());
    for (const auto& p : run.ranks)
        (void)analyzeProfile(p);
    // The reports as the command line writes them: dump() throws on text that is not UTF-8.
    (void)reportJson(run).dump(2);
    (void)compareJson(run, run).dump(2);
}

// The same for a 2.x rank folder (ASCEND_PROFILER_OUTPUT), loaded, analysed and reported.
void loadAscendFolder(const std::string& path)
{
    static const char* names[] = {
        "rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/step_trace_time.csv",
        "rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/op_statistic.csv",
        "rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv",
        "rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/communication.json",
        "rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/api_statistic.csv",
        "rank0_ascend_pt/profiler_info_0.json",
        "rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/data_preprocess.csv",
        "rank0_ascend_pt/profiler_metadata.json",
        "rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/communication_matrix.json",
        "rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/memory_record.csv",
    };
    std::filesystem::path dir = std::filesystem::path(path).parent_path() / "ascend_folder";
    writeParts(path, dir, names, sizeof names / sizeof *names);
    Run run = loadRun(dir.string());
    (void)renderReportText(reportJson(run));
}

void readThresholds(const std::string& path)
{
    Thresholds t;
    Diagnostics d;
    t.loadFile(path, d);
}

// The GPU/CPU op files share one target: each reader reads the input as both backends would write it.
void readBackendOps(const std::string& path)
{
    for (BackendSide side : {BackendSide::Gpu, BackendSide::Cpu}) {
        (void)readBackendOpTypes(path, side);
        (void)readBackendOpDetails(path, side);
    }
}

const ReaderEntry kReaders[] = {
    {"step_trace", "step_trace_raw_0_detail_time.csv", [](const std::string& p) { (void)readStepTrace(p); }},
    {"step_point_info", "step_trace_point_info.json", [](const std::string& p) { (void)readStepPointInfo(p); }},
    {"pipeline_raw", "minddata_pipeline_raw_0.csv", [](const std::string& p) { (void)readPipelineRaw(p); }},
    {"pipeline_profiling", "pipeline_profiling_0.json", [](const std::string& p) { (void)readPipelineProfiling(p); }},
    {"pipeline_summary", "minddata_pipeline_summary_0.json",
     [](const std::string& p) { (void)readPipelineSummary(p); }},
    {"cpu_utilization", "minddata_cpu_utilization_0.json", [](const std::string& p) { (void)readCpuUtilization(p); }},
    {"host_queue", "device_queue_profiling_0.txt", [](const std::string& p) { (void)readHostQueue(p, true); }},
    {"chip_queue", "minddata_aicpu_0.txt", [](const std::string& p) { (void)readChipQueue(p, false); }},
    {"profiler_info", "profiler_info_0.json", [](const std::string& p) { (void)readProfilerInfo(p); }},
    {"hccl_raw", "hccl_raw_0.csv", [](const std::string& p) { (void)readHcclRaw(p); }},
    {"cluster_analyse", "ascend_cluster_analyse_pipeline-parallel_2_4_0.csv",
     [](const std::string& p) { (void)readClusterAnalyse(p); }},
    {"thresholds", "thresholds.json", readThresholds},
    {"framework", "framework_raw_0.csv", [](const std::string& p) { (void)readFramework(p); }},
    {"aicore_detail", "aicore_intermediate_0_detail.csv", [](const std::string& p) { (void)readAicoreDetail(p); }},
    {"aicore_type", "aicore_intermediate_0_type.csv", [](const std::string& p) { (void)readAicoreType(p); }},
    {"aicpu", "aicpu_intermediate_0.csv", [](const std::string& p) { (void)readAicpu(p); }},
    {"flops", "flops_0.txt", [](const std::string& p) { (void)readFlops(p); }},
    {"flops_summary", "flops_summary_0.json", [](const std::string& p) { (void)readFlopsSummary(p); }},
    {"backend_ops", "gpu_op_detail_info_0.csv", readBackendOps},
    // Small windows and a forced two-thread split reach the scanner's boundary handling on small inputs.
    {"timeline_display", "ascend_timeline_display_0.json",
     [](const std::string& p) {
         TimelineReadOptions o;
         o.threads = 1;
         o.windowBytes = 4096;
         o.maxEventBytes = 2048;
         (void)readTimelineDisplay(p, o);
     }},
    {"timeline_split", "ascend_timeline_display_0.json",
     [](const std::string& p) {
         TimelineReadOptions o;
         o.threads = 2;
         o.windowBytes = 4096;
         o.maxEventBytes = 2048;
         (void)readTimelineDisplay(p, o);
     }},
    {"trace_view", "trace_view.json", [](const std::string& p) { (void)readTraceView(p); }},
    // One CANN msprof file per input; the reader merges a list, a list of one reaches every branch.
    {"msprof_timeline", "msprof_0_2_1.json",
     [](const std::string& p) {
         TimelineReadOptions o;
         o.threads = 1;
         (void)readMsprofTimeline({p}, o);
     }},
    {"output_timeline_data", "output_timeline_data_0.txt",
     [](const std::string& p) { (void)readOutputTimelineData(p); }},
    {"timeline_summary", "ascend_timeline_summary_0.json", [](const std::string& p) { (void)readTimelineSummary(p); }},
    {"folder", "folder.bin", loadFolder},
    {"step_trace_time", "step_trace_time.csv", [](const std::string& p) { (void)readStepTraceTime(p); }},
    {"kernel_details", "kernel_details.csv", [](const std::string& p) { (void)readKernelDetails(p); }},
    {"op_statistic", "op_statistic.csv", [](const std::string& p) { (void)readOpStatistic(p); }},
    {"communication", "communication.json", [](const std::string& p) { (void)readCommunication(p); }},
    {"communication_matrix", "communication_matrix.json",
     [](const std::string& p) { (void)readCommunicationMatrix(p); }},
    {"memory_record", "memory_record.csv", [](const std::string& p) { (void)readMemoryRecord(p); }},
    {"operator_memory", "operator_memory.csv", [](const std::string& p) { (void)readOperatorMemory(p); }},
    {"npu_module_mem", "npu_module_mem.csv", [](const std::string& p) { (void)readNpuModuleMem(p); }},
    {"dataset_csv", "dataset.csv", [](const std::string& p) { (void)readDatasetCsv(p); }},
    {"data_preprocess", "data_preprocess.csv", [](const std::string& p) { (void)readDataPreprocess(p); }},
    {"api_statistic", "api_statistic.csv", [](const std::string& p) { (void)readApiStatistic(p); }},
    {"profiler_metadata", "profiler_metadata.json", [](const std::string& p) { (void)readProfilerMetadata(p); }},
    {"ascend_folder", "ascend_folder.bin", loadAscendFolder},
    // SQLite files: the input is written to the fuzzer's own folder in /tmp and opened read-only there.
    {"profiler_db", "ascend_pytorch_profiler_0.db",
     [](const std::string& p) {
         (void)readDbRank(p, "");
         (void)readDbTimeline(p);
     }},
    {"analysis_db", "analysis.db", [](const std::string& p) { (void)readDbRank("", p); }},
};

} // namespace

const ReaderEntry& reader(const char* name)
{
    for (const auto& r : kReaders)
        if (std::strcmp(r.name, name) == 0)
            return r;
    std::abort(); // a fuzz target was built for a reader missing from the table
}

} // namespace steplens::fuzz
