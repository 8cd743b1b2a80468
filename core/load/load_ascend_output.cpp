// Section loader of the ASCEND_PROFILER_OUTPUT layout: every reader of the 2.x files, the op-type
// tables mapped into Operators, and the collection settings taken from profiler_info.
#include "formats/ascend/api_statistic_reader.h"
#include "formats/ascend/ascend_memory_reader.h"
#include "formats/ascend/communication_reader.h"
#include "formats/ascend/dataset_reader.h"
#include "formats/ascend/device_info_reader.h"
#include "formats/ascend/kernel_details_reader.h"
#include "formats/ascend/op_statistic_reader.h"
#include "formats/ascend/profiler_metadata_reader.h"
#include "formats/ascend/static_op_mem_reader.h"
#include "formats/ascend/step_trace_time_reader.h"
#include "formats/operators/aicpu_op_reader.h"
#include "io/text.h"
#include "load/ascend_type_tables.h"
#include "load/load_progress.h"
#include "load/load_sections.h"

namespace steplens::detail {

namespace {

// Reads the first file of a kind into `target` (a std::optional or a SharedTable); returns true when it
// gave a value.
template <typename Target, typename Reader>
bool readInto(const RankFiles& files, FileKind kind, Profile& profile, Target& target, Reader read,
              FileProgress* progress)
{
    auto* paths = files.get(kind);
    if (!paths)
        return false;
    noteUnused(profile, *paths, 0, anotherFileOfKindRead());
    reading(progress, paths->front());
    target = takeResult(read(paths->front()), profile, paths->front());
    return target.has_value();
}

std::string frameworkOf(const RankFiles& files, const Profile& profile)
{
    if (io::endsWith(files.folder, "_ascend_ms"))
        return "mindspore";
    if (io::endsWith(files.folder, "_ascend_pt"))
        return "torch_npu";
    if (profile.info) {
        const auto& v = profile.info->values;
        if (v.count("ms_version") || v.count("mindspore_version") || !profile.info->msVersion.empty())
            return "mindspore";
        for (const auto& [key, value] : v)
            if (key == "torch_npu_version" || io::startsWith(key, "config."))
                return "torch_npu";
    }
    return {};
}

// Collection settings from profiler_info (torch_npu config.*, MindSpore 2.5 profiler_parameters.*,
// MindSpore 2.3/2.4 profiling_options.*), as flattened by the profiler_info reader.
std::optional<AscendSettings> settingsOf(const Profile& profile, const std::string& framework)
{
    if (!profile.info)
        return std::nullopt;
    const auto& v = profile.info->values;
    auto first = [&](std::initializer_list<const char*> keys) -> std::string {
        for (const char* k : keys)
            if (auto it = v.find(k); it != v.end())
                return it->second;
        return {};
    };
    AscendSettings s;
    s.framework = framework;
    s.profilerLevel =
        first({"config.experimental_config._profiler_level", "profiler_parameters.profiler_level", "profiler_level"});
    s.aicMetrics = first({"config.experimental_config._aic_metrics", "profiler_parameters.aic_metrics", "aic_metrics"});
    std::string memory = io::toLower(first({"config.common_config.profile_memory", "profiler_parameters.profile_memory",
                                            "profiling_options.profile_memory", "profile_memory"}));
    s.profileMemory = memory == "true" || memory == "1" || memory == "on"; // 2.3/2.4 wrote "on"
    std::string activities = first({"config.common_config.activities", "profiler_parameters.activities", "activities"});
    for (const char* a : {"CPU", "NPU", "GPU"})
        if (activities.find(a) != std::string::npos)
            s.activities.emplace_back(a);
    return s;
}

// op_statistic.csv (else kernel_details.csv) as the AI Core / AI CPU type tables of Operators.
void fillOperators(const AscendOutput& out, const std::string& source, Profile& profile)
{
    AscendTypeTables tables;
    if (out.opStatistic)
        tables = typeTablesFromOpStatistic(*out.opStatistic);
    else if (out.kernels)
        tables = typeTablesFromKernels(*out.kernels);
    else
        return;
    if (tables.aicore.empty() && tables.aicpu.empty())
        return;
    if (!profile.operators) {
        profile.operators.emplace();
        profile.operators->backend = Backend::Ascend;
    }
    Operators& ops = *profile.operators;
    if (!ops.aicoreTypes.empty())
        profile.diagnostics.push_back(Diagnostic::info(
            source,
            SL_MSG("diag.load-ascend-output.this-rank-also-has-a", "this rank also has a 1.x AI Core type file"),
            SL_MSG("diag.action.the-op-types-of-the", "the op types of the ASCEND_PROFILER_OUTPUT folder are shown")));
    ops.aicoreTypes = std::move(tables.aicore);
    ops.aicpuTypes = std::move(tables.aicpu);
    ops.sources.push_back(source);
}

// data_preprocess.csv rows as AI CPU task executions, so the 1.x AI CPU per-op table works.
void fillAicpuTasks(const std::vector<DataPreprocessRow>& rows, Profile& profile)
{
    if (rows.empty())
        return;
    if (!profile.operators) {
        profile.operators.emplace();
        profile.operators->backend = Backend::Ascend;
    }
    auto& tasks = profile.operators->aicpuTasks;
    if (!tasks.empty())
        return; // a 1.x aicpu_intermediate file of the same rank was read
    for (const auto& r : rows) {
        AiCpuTask t;
        t.totalNs = r.totalNs;
        t.dispatchNs = r.dispatchNs;
        t.setExecutionNs(r.computeNs);
        tasks.add(t, r.node);
    }
}

} // namespace

void loadAscendStepsSection(const RankFiles& files, Profile& profile, FileProgress* progress,
                            std::unique_ptr<DbRankReading>* dbReading)
{
    AscendOutput out;
    out.framework = frameworkOf(files, profile);
    // The database export, when the rank has it and not the text export (load_db.cpp): analysis.db's
    // step table now (a copy: the rest part reads the rank whole, this table included, from the same
    // open reading), the big tables by loadAscendOutputSection.
    DbFiles db = databaseFiles(files, &profile);
    if (!db.used) {
        readInto(files, FileKind::StepTraceTime, profile, out.stepTraceTime, readStepTraceTime, progress);
    } else if (dbReading) {
        *dbReading = std::make_unique<DbRankReading>(db.profiler, db.analysis);
        if (const StepTraceTime* steps = (*dbReading)->steps())
            out.stepTraceTime = *steps;
    }
    out.settings = settingsOf(profile, out.framework);
    profile.ascend = std::move(out);
}

void loadAscendOutputSection(const RankFiles& files, Profile& profile, FileProgress* progress,
                             std::unique_ptr<DbRankReading> dbReading)
{
    if (!profile.ascend) // the steps part was not read first
        loadAscendStepsSection(files, profile, progress);
    AscendOutput out = std::move(*profile.ascend);
    profile.ascend.reset();
    DbFiles db = databaseFiles(files, nullptr); // its diagnostics were given by the steps part
    if (db.used)
        out.stepTraceTime.reset(); // the early copy: the database read below gives the rank's steps
    bool any = out.stepTraceTime.has_value();
    if (db.used) {
        if (!db.profiler.empty())
            reading(progress, db.profiler);
        else
            reading(progress, db.analysis);
        if (!dbReading)
            dbReading = std::make_unique<DbRankReading>(db.profiler, db.analysis);
        if (progress) // the rows read move the bar through the database's share
            dbReading->setProgress([progress](double f) { progress->inside(f); });
        any |= readDatabaseInto(db, profile, out, dbReading.get());
    } else {
        KernelReadOptions kernelOptions;
        if (progress) { // reported from the calling thread's part of the file only
            kernelOptions.progress = [progress](double f) { progress->inside(f); };
            kernelOptions.joining = [progress](double f) {
                progress->inside(
                    f, SL_MSG("load.stage.kernel-details-join", "kernel_details.csv: joining the two halves"));
            };
        }
        any |= readInto(
            files, FileKind::KernelDetails, profile, out.kernels,
            [&](const std::string& p) { return readKernelDetails(p, kernelOptions); }, progress);
        any |= readInto(files, FileKind::OpStatistic, profile, out.opStatistic, readOpStatistic, progress);
        any |= readInto(files, FileKind::Communication, profile, out.communication, readCommunication, progress);
        any |= readInto(files, FileKind::CommunicationMatrix, profile, out.communicationMatrix, readCommunicationMatrix,
                        progress);
        any |= readInto(files, FileKind::MemoryRecord, profile, out.memoryRecords,
                        [](const std::string& p) { return readMemoryRecord(p); }, progress);
        any |= readInto(files, FileKind::OperatorMemory, profile, out.operatorMemory,
                        [](const std::string& p) { return readOperatorMemory(p); }, progress);
        any |= readInto(files, FileKind::NpuModuleMem, profile, out.npuModuleMemory, readNpuModuleMem, progress);
        any |= readInto(files, FileKind::DataPreprocess, profile, out.aicpuOps, readDataPreprocess, progress);
        any |= readInto(files, FileKind::ApiStatistic, profile, out.apiStatistic, readApiStatistic, progress);
        any |= readInto(files, FileKind::StaticOpMem, profile, out.staticOpMemory, readStaticOpMem, progress);
    }
    any |= readInto(files, FileKind::Dataset, profile, out.dataset, readDatasetCsv, progress);
    // profiler_metadata.json, when present, says more than the database's META_DATA.
    std::optional<ProfilerMetadata> metadataJson;
    any |= readInto(files, FileKind::ProfilerMetadata, profile, metadataJson, readProfilerMetadata, progress);
    if (metadataJson)
        out.metadata = std::move(metadataJson);
    readInto(files, FileKind::DeviceInfo, profile, out.deviceInfo, readDeviceInfo, progress); // alone it is no table
    out.settings = settingsOf(profile, out.framework);

    if (out.opStatistic)
        fillOperators(out, out.opStatistic->sources.front(), profile);
    else if (out.kernels)
        fillOperators(out, out.kernels->sources.front(), profile);
    if (out.aicpuOps)
        fillAicpuTasks(*out.aicpuOps, profile);
    if (profile.rank < 0 && out.metadata && out.metadata->rank)
        profile.rank = *out.metadata->rank;
    if (!any)
        profile.diagnostics.push_back(Diagnostic::warning(
            files.folder,
            SL_MSG("diag.load-ascend-output.none-of-the-ascend-profiler",
                   "none of the ASCEND_PROFILER_OUTPUT tables (step_trace_time, kernel_details, op_statistic, "
                   "communication, memory, or the profiler database) was found or could be read"),
            SL_MSG("diag.action.this-rank-shows-only-what", "this rank shows only what other files give")));
    profile.ascend = std::move(out);
}

void loadAscendCluster(const std::map<FileKind, std::string>& files, Run& run)
{
    AscendCluster cluster;
    Diagnostics& diags = run.diagnostics;
    auto take = [&](auto&& result, auto& target, const std::string& path) {
        for (auto& d : result.diagnostics)
            diags.push_back(std::move(d));
        if (result.value) {
            target = std::move(result.value);
            cluster.sources.push_back(path);
        }
    };
    for (const auto& [kind, path] : files) {
        if (kind == FileKind::ClusterStepTraceTime)
            take(readStepTraceTime(path), cluster.stepTraceTime, path);
        else if (kind == FileKind::ClusterCommunication)
            take(readCommunication(path), cluster.communication, path);
        else if (kind == FileKind::ClusterCommunicationMatrix)
            take(readCommunicationMatrix(path), cluster.communicationMatrix, path);
    }
    if (!cluster.sources.empty())
        run.ascendCluster = std::move(cluster);
}

} // namespace steplens::detail
