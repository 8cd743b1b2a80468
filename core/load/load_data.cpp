#include "formats/dataprep/cpu_utilization_reader.h"
#include "formats/dataprep/pipeline_reader.h"
#include "formats/dataprep/pipeline_summary_reader.h"
#include "formats/dataprep/queue_reader.h"
#include "load/load_progress.h"
#include "load/load_sections.h"

#include <functional>
#include <limits>

namespace steplens::detail {

namespace {

constexpr std::size_t kNoneUsed = std::numeric_limits<std::size_t>::max();

void loadPipeline(const RankFiles& files, Profile& profile, FileProgress* progress)
{
    std::optional<Pipeline> fromCsv, fromJson;
    if (auto* csv = files.get(FileKind::PipelineRaw)) {
        reading(progress, csv->front());
        fromCsv = takeResult(readPipelineRaw(csv->front()), profile, csv->front());
    }
    if (auto* json = files.get(FileKind::PipelineProfiling)) {
        reading(progress, json->front());
        fromJson = takeResult(readPipelineProfiling(json->front()), profile, json->front());
    }
    if (fromCsv && fromJson) {
        // The CSV is what MindInsight drew; the JSON adds the raw ops, workers and size series.
        PipelineMerge merge = mergePipelineProfiling(*fromCsv, *fromJson);
        if (merge.filled > 0)
            profile.diagnostics.push_back(Diagnostic::info(
                fromCsv->sources.front(),
                SL_MSG("diag.load-data.ops-have-no-size-series", "{filled} ops have no size series in this file")
                    .arg("filled", std::to_string(merge.filled)),
                SL_MSG("diag.action.series-taken-from-pipeline-profiling", "series taken from pipeline_profiling")));
        if (merge.typeMismatches > 0)
            profile.diagnostics.push_back(Diagnostic::warning(
                fromJson->sources.front(),
                SL_MSG("diag.load-data.ops-have-another-type-than",
                       "{type_mismatches} ops have another type than in minddata_pipeline_raw: the two files do not "
                       "describe the same pipeline")
                    .arg("type_mismatches", std::to_string(merge.typeMismatches)),
                SL_MSG("diag.action.the-graph-follows-minddata-pipeline",
                       "the graph follows minddata_pipeline_raw; per-op CPU rules use this file")));
        profile.pipeline = std::move(fromCsv);
    } else if (fromCsv) {
        profile.pipeline = std::move(fromCsv);
    } else if (fromJson) {
        profile.pipeline = std::move(fromJson);
    }
}

} // namespace

void loadHostQueueSection(const RankFiles& files, Profile& profile, FileProgress* progress)
{
    auto* device = files.get(FileKind::DeviceQueue);
    auto* iterator = files.get(FileKind::DatasetIterator);
    // MindInsight's rule: the device-queue (sink mode) file wins over the dataset-iterator one.
    if (device) {
        reading(progress, device->front());
        profile.hostQueue = takeResult(readHostQueue(device->front(), true), profile, device->front());
        if (iterator && profile.hostQueue)
            noteUnused(profile, *iterator, kNoneUsed,
                       SL_MSG("diag.load.device-queue-wins",
                              "device_queue_profiling is used when both exist (MindInsight's rule)"));
    }
    if (!profile.hostQueue && iterator) {
        if (device)
            profile.diagnostics.push_back(Diagnostic::info(
                iterator->front(),
                SL_MSG("diag.load-data.device-queue-profiling-could-not", "device_queue_profiling could not be read"),
                SL_MSG("diag.action.dataset-iterator-profiling-used-instead",
                       "dataset_iterator_profiling used instead")));
        reading(progress, iterator->front());
        profile.hostQueue = takeResult(readHostQueue(iterator->front(), false), profile, iterator->front());
    }
}

namespace {

void loadChipQueue(const RankFiles& files, Profile& profile, FileProgress* progress)
{
    auto* aicpu = files.get(FileKind::MinddataAicpu);
    auto* gpu = files.get(FileKind::GpuGetNext);
    if (aicpu) {
        reading(progress, aicpu->front());
        profile.chipQueue = takeResult(readChipQueue(aicpu->front(), false), profile, aicpu->front());
        if (gpu && profile.chipQueue)
            noteUnused(
                profile, *gpu, kNoneUsed,
                SL_MSG("diag.load.minddata-aicpu-wins", "minddata_aicpu is used when both exist (MindInsight's rule)"));
    }
    if (!profile.chipQueue && gpu) {
        reading(progress, gpu->front());
        profile.chipQueue = takeResult(readChipQueue(gpu->front(), true), profile, gpu->front());
    }
}

} // namespace

void loadDataSection(const RankFiles& files, Profile& profile, FileProgress* progress,
                     const std::function<bool()>& hostQueueReadElsewhere)
{
    loadPipeline(files, profile, progress);
    if (auto* summary = files.get(FileKind::PipelineSummary)) {
        reading(progress, summary->front());
        profile.pipelineSummary = takeResult(readPipelineSummary(summary->front()), profile, summary->front());
    }
    if (auto* cpu = files.get(FileKind::CpuUtilization)) {
        reading(progress, cpu->front());
        profile.cpu = takeResult(readCpuUtilization(cpu->front()), profile, cpu->front());
    }
    if (!hostQueueReadElsewhere || !hostQueueReadElsewhere())
        loadHostQueueSection(files, profile, progress);
    loadChipQueue(files, profile, progress);
}

} // namespace steplens::detail
