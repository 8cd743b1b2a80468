#include "report/report.h"

#include "analysis/op_tables.h"
#include "analysis/queue_stats.h"
#include "analysis/run_analysis.h"
#include "io/json_util.h"
#include "io/worker_thread.h"
#include "load/summarize.h"
#include "report/report_ascend.h"
#include "report/report_cluster.h"
#include "report/report_extra.h"
#include "report/report_memory.h"
#include "timeline/overview.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>
#include <thread>

namespace steplens {

using ojson = nlohmann::ordered_json;

double roundTo(double value, int digits)
{
    double scale = std::pow(10.0, digits);
    return std::round(value * scale) / scale;
}

namespace {

ojson phaseMs(double interval, double fpbp, double tail, double total, bool inference)
{
    ojson o;
    o["iteration_interval"] = interval;
    o[inference ? "fp" : "fp_and_bp"] = fpbp;
    if (!inference)
        o["tail"] = tail;
    o["total"] = total;
    return o;
}

ojson phaseStatsJson(const PhaseStats& p)
{
    return ojson{{"mean_ms", p.meanMs}, {"median_ms", p.medianMs}, {"p90_ms", p.p90Ms},
                 {"min_ms", p.minMs},   {"max_ms", p.maxMs},       {"share_pct", p.sharePct}};
}

ojson stepTraceJson(const StepTrace& trace, const StepAnalysis& a)
{
    bool inference = trace.mode == StepTraceMode::Inference;
    ojson o;
    o["steps"] = trace.steps.size();
    o["steps_analysed"] = a.stepCount;
    o["steps_skipped"] = a.skipped; // warm-up steps left out (--skip-steps)
    o["mode"] = inference ? "inference" : "training";
    if (trace.writtenAverage) {
        const StepRecord& w = *trace.writtenAverage;
        o["average_ms"] = phaseMs(nanosToMs(double(w.iterationInterval)), nanosToMs(double(w.fpAndBp)),
                                  nanosToMs(double(w.tail)), nanosToMs(double(w.total)), inference);
        double t = double(w.total);
        ojson share;
        // No share of a zero total: null rather than a made-up 0 %.
        auto pct = [t](Nanos v) { return t > 0 ? ojson(double(v) / t * 100) : ojson(nullptr); };
        share["iteration_interval"] = pct(w.iterationInterval);
        share[inference ? "fp" : "fp_and_bp"] = pct(w.fpAndBp);
        if (!inference)
            share["tail"] = pct(w.tail);
        share["total"] = t > 0 ? ojson(100.0) : ojson(nullptr);
        o["average_share_pct"] = share;
    } else {
        o["average_ms"] = nullptr;
    }
    if (a.stepCount > 0) {
        o["recomputed_average_ms"] = phaseMs(a.recomputedAverageMs[0], a.recomputedAverageMs[1],
                                             a.recomputedAverageMs[2], a.recomputedAverageMs[3], inference);
        ojson stats;
        stats["iteration_interval"] = phaseStatsJson(a.interval);
        stats[inference ? "fp" : "fp_and_bp"] = phaseStatsJson(a.fpAndBp);
        if (!inference)
            stats["tail"] = phaseStatsJson(a.tail);
        stats["total"] = phaseStatsJson(a.total);
        o["phase_stats"] = stats;
        o["steps_per_second"] = a.stepsPerSecond;
        if (a.samplesPerSecond)
            o["samples_per_second"] = *a.samplesPerSecond;
        o["outlier_steps"] = a.outlierSteps;
        o["average_mismatch"] = a.averageMismatches;
        o["average_matched_by"] = a.averageMatchedBy.empty() ? ojson(nullptr) : ojson(a.averageMatchedBy);
    }
    ojson streams = ojson::array();
    for (const auto& s : a.reduceStreams) {
        ojson j = phaseStatsJson(s);
        j["stream"] = s.name.substr(s.name.find(' ') + 1);
        std::size_t events = 0;
        for (const auto& c : trace.reduceColumns)
            if ("stream " + c.stream == s.name)
                ++events;
        j["events_per_step"] = events;
        streams.push_back(j);
    }
    o["reduce_streams"] = streams;
    return o;
}

// Largest total first (ties by name): files list types in their own order, and a report that shows
// only the top rows must show the heaviest ones. Numbers at full precision: rounding is for display.
ojson typeTableJson(std::vector<OpTypeStat> rows)
{
    std::stable_sort(rows.begin(), rows.end(), [](const OpTypeStat& a, const OpTypeStat& b) {
        if (a.totalNs != b.totalNs)
            return a.totalNs > b.totalNs;
        return a.type < b.type;
    });
    ojson arr = ojson::array();
    for (const auto& r : rows)
        arr.push_back(
            ojson{{"type", r.type}, {"total_us", nanosToUs(r.totalNs)}, {"count", r.count}, {"percent", r.percent}});
    return arr;
}

ojson pipelineJson(const Pipeline& p, const std::optional<PipelineBottleneck>& bottleneck)
{
    ojson arr = ojson::array();
    for (const auto& op : p.ops) {
        const FlaggedPipelineOp* flagged = nullptr;
        if (bottleneck)
            for (const auto& f : bottleneck->flagged)
                if (f.opId == op.opId)
                    flagged = &f;
        ojson j;
        j["op_id"] = op.opId;
        j["op_type"] = op.opType;
        j["num_workers"] = op.numWorkers;
        j["usage"] = op.hasQueue ? ojson(op.usage) : ojson(nullptr);
        j["queue_capacity"] = op.hasQueue ? ojson(op.queueCapacity) : ojson(nullptr);
        j["parent"] = op.parent ? ojson(*op.parent) : ojson(nullptr);
        j["children"] = op.children;
        j["bottleneck"] = flagged != nullptr;
        if (flagged)
            j["bottleneck_reason"] = flagged->reason == BottleneckReason::InputFullerThanOutput
                                         ? "input queue fuller than output queue"
                                         : "source queue below the low threshold";
        arr.push_back(j);
    }
    return arr;
}

ojson timelineJson(const Timeline& t, const std::optional<TimelineSummary>& summary)
{
    TimelineOverview o = timelineOverview(t);
    ojson j;
    j["events"] = o.events;
    j["streams"] = o.deviceTracks;
    j["tracks"] = o.tracks;
    j["format"] = o.format;
    ojson kinds = ojson::object();
    for (const auto& [kind, n] : o.tracksByKind)
        kinds[kind] = n;
    j["tracks_by_kind"] = kinds;
    j["span_ms"] = nanosToMs(double(o.end - o.begin));
    j["flows"] = o.flows;
    j["counters"] = o.counters;
    j["steps"] = o.steps;
    j["steps_from"] = stepSourceName(o.stepSource);
    ojson top = ojson::array();
    for (const auto& g : o.topDeviceGroups)
        top.push_back(
            ojson{{"type", g.name},
                  {"count", g.count},
                  {"total_ms", nanosToMs(double(g.totalNs))},
                  {"percent", o.deviceTotalNs > 0 ? double(g.totalNs) / double(o.deviceTotalNs) * 100 : 0.0}});
    j["top_device_op_types"] = top;
    if (summary)
        j["summary"] = ojson{{"total_time", summary->totalTime},
                             {"total_time_unit", summary->totalTimeUnit},
                             {"num_of_ops", summary->numOps},
                             {"op_exe_times", summary->opExeTimes},
                             {"num_of_streams", summary->numStreams}};
    j["sources"] = t.sources;
    return j;
}

ojson diagnosticJson(const Diagnostic& d, const Translator* tr)
{
    ojson j;
    j["severity"] = severityName(d.severity);
    j["file"] = d.file;
    j["line"] = d.line;
    if (d.byteOffset >= 0)
        j["byte_offset"] = d.byteOffset;
    j["message"] = d.message.text(tr);
    j["action"] = d.action.text(tr);
    return j;
}

// Whether anything of the rank was read that the rules and panels work on. A rank whose files could
// not be read must not be reported as "no rule fired", which reads as "this run is fine".
bool hasAnalysableData(const Profile& p)
{
    const bool ascend =
        p.ascend && (p.ascend->stepTraceTime || p.ascend->kernels || p.ascend->opStatistic || p.ascend->communication ||
                     p.ascend->memoryRecords || p.ascend->operatorMemory || p.ascend->npuModuleMemory ||
                     p.ascend->aicpuOps || p.ascend->apiStatistic || p.ascend->dataset);
    return ascend || p.stepTrace || p.operators || p.pipeline || p.pipelineSummary || p.cpu || p.hostQueue ||
           p.chipQueue || p.timeline || p.timelineSummary || p.hccl || p.clusterAnalyse;
}

ojson rankJson(const Profile& p, const ProfileAnalysis& analysis, const Translator* tr)
{
    ojson r;
    r["rank"] = p.rank;
    r["layout"] = p.layout == Layout::MindSpore1x ? "mindspore_1x" : "ascend_profiler_output";
    r["backend"] = p.backend == Backend::Unknown ? ojson(nullptr) : ojson(backendName(p.backend));
    ojson stepTrace1x = p.stepTrace && analysis.steps ? stepTraceJson(*p.stepTrace, *analysis.steps) : ojson(nullptr);
    if (analysis.ascendSteps) {
        r["step_trace"] = ascendStepTraceJson(*analysis.ascendSteps);
        if (p.ascend && p.ascend->stepTraceTime)
            r["step_trace"]["sources"] = p.ascend->stepTraceTime->sources;
        if (!stepTrace1x.is_null())
            r["step_trace_raw"] = stepTrace1x; // MindSpore 2.3/2.4 also write the 1.x step trace
    } else {
        r["step_trace"] = stepTrace1x;
    }
    if (p.operators && !p.operators->aicoreTypes.empty())
        r["aicore_types"] = typeTableJson(p.operators->aicoreTypes);
    else
        r["aicore_types"] = nullptr;
    if (p.operators && (!p.operators->aicpuTasks.empty() || !p.operators->aicpuTypes.empty()))
        r["aicpu_types"] = typeTableJson(aicpuTypeTable(*p.operators));
    else
        r["aicpu_types"] = nullptr;
    if (p.ascend) {
        // The analysis collected the kernels' steps when it is of this very table (not of another copy).
        const auto& ks = analysis.kernelStats;
        const bool stepsOfThisTable = ks && p.ascend->kernels && ks->kernels == &*p.ascend->kernels;
        r["ascend"] = ascendSummaryJson(*p.ascend, stepsOfThisTable ? &ks->stepIds : nullptr);
        r["communication"] = p.ascend->communication ? communicationJson(*p.ascend->communication) : ojson(nullptr);
        r["memory"] = analysis.memory ? memoryJson(*analysis.memory, p, tr) : ojson(nullptr);
    }
    if (p.operators && !p.operators->backendTypes.empty())
        r["backend_op_types"] = typeTableJson(p.operators->backendTypes);
    if (p.hostQueue) {
        // Counted by the analysis already (one pass over 1.2M records in a big 1.x rank).
        const HostQueueCounts c = analysis.hostQueue ? *analysis.hostQueue : hostQueueCounts(*p.hostQueue);
        r["host_queue"] = ojson{{"total", c.total},
                                {"empty", c.empty},
                                {"full", c.full},
                                {"source", p.hostQueue->sinkMode ? "device_queue" : "dataset_iterator"}};
    } else {
        r["host_queue"] = nullptr;
    }
    if (p.chipQueue) {
        const ChipQueueCounts c = analysis.chipQueue ? *analysis.chipQueue : chipQueueCounts(*p.chipQueue);
        r["chip_queue"] = ojson{{"total", c.total}, {"empty", c.empty}};
    } else {
        r["chip_queue"] = nullptr;
    }
    r["pipeline"] = p.pipeline ? pipelineJson(*p.pipeline, analysis.pipelineBottleneck) : ojson(nullptr);
    if (analysis.pipelineBottleneck)
        r["pipeline_all_queues_high"] = analysis.pipelineBottleneck->allQueuesHigh;
    if (p.timeline) {
        r["timeline"] = timelineJson(*p.timeline, p.timelineSummary);
    } else if (p.timelineSummary) {
        r["timeline"] = ojson{{"events", p.timelineSummary->opExeTimes},
                              {"streams", p.timelineSummary->numStreams},
                              {"format", "summary"}};
    } else {
        r["timeline"] = nullptr;
    }
    addExtraSectionsJson(r, p, analysis.cpuIdle ? &*analysis.cpuIdle : nullptr);
    ojson findings = ojson::array();
    for (const auto& f : analysis.findings)
        findings.push_back(findingJson(f, tr));
    r["findings"] = findings;
    r["files"] = p.filesRead;
    r["folder"] = p.folder;
    r["files_found"] = p.filesFound;
    r["analysable"] = hasAnalysableData(p);
    return r;
}

} // namespace

nlohmann::ordered_json findingJson(const Finding& f, const Translator* tr)
{
    ojson j;
    j["id"] = f.id;
    j["severity"] = findingSeverityName(f.severity);
    j["title"] = f.title.text(tr);
    j["explanation"] = f.explanation.text(tr);
    j["value"] = f.value;
    j["threshold"] = f.threshold;
    j["unit"] = f.unit;
    j["impact_ms"] = f.impactMs;
    j["impact_estimated"] = f.impactEstimated;
    if (f.stepsPerSecondIfFixed)
        j["steps_per_second_if_fixed"] = *f.stepsPerSecondIfFixed;
    if (f.samplesPerSecondIfFixed)
        j["samples_per_second_if_fixed"] = *f.samplesPerSecondIfFixed;
    ojson ev = ojson::array();
    for (const auto& e : f.evidence) {
        ojson x;
        x["kind"] = evidenceKindName(e.kind);
        x["label"] = e.label.text(tr);
        if (!e.steps.empty())
            x["steps"] = e.steps;
        if (!e.name.empty())
            x["name"] = e.name;
        if (e.pipelineOpId >= 0)
            x["pipeline_op"] = e.pipelineOpId;
        if (e.rank >= 0)
            x["rank"] = e.rank;
        if (e.peerRank >= 0)
            x["peer_rank"] = e.peerRank;
        if (e.kind == Evidence::Kind::TimeRange) {
            x["begin_ns"] = e.begin;
            x["end_ns"] = e.end;
        }
        ev.push_back(x);
    }
    j["evidence"] = ev;
    j["suggestion"] = f.suggestion.text(tr);
    if (!f.snippet.empty())
        j["snippet"] = f.snippet;
    // Cluster findings: the ranks, the step phase and the links they name (full precision).
    if (!f.ranks.empty())
        j["ranks"] = f.ranks;
    if (!f.phase.empty())
        j["phase"] = f.phase;
    if (!f.links.empty()) {
        ojson links = ojson::array();
        for (const auto& l : f.links)
            links.push_back(ojson{{"src", l.src},
                                  {"dst", l.dst},
                                  {"transport", l.transport},
                                  {"group", l.group.empty() ? ojson(nullptr) : ojson(l.group)},
                                  {"bandwidth_gbps", l.bandwidthGBs},
                                  {"mean_gbps", l.meanGBs},
                                  {"ops", l.ops}});
        j["links"] = links;
    }
    return j;
}

nlohmann::ordered_json reportJson(const Run& run, const ReportOptions& options)
{
    ojson out;
    out["schema_version"] = kReportSchemaVersion;
    out["tool"] = std::string("steplens ") + STEPLENS_VERSION;
    out["path"] = run.path;
    out["profiler_folder"] = run.profilerFolder;
    // A run of one rank has no cluster analysis, so its summary and per-step rows depend on the profile
    // alone: they are made on the second core while the rank is analysed (for 50,000 steps, a quarter of
    // the report's time after loading).
    std::optional<RankSummary> soleSummary;
    ojson solePerStep;
    io::WorkerThread summaryWorker;
    // When no thread can be had, soleSummary stays empty: made in turn below.
    if (run.ranks.size() == 1 && std::thread::hardware_concurrency() >= 2)
        summaryWorker.tryStart([&] {
            soleSummary = summarizeProfile(run.ranks.front());
            solePerStep = perStepJson(*soleSummary);
        });
    AnalysisOptions analysisOptions = options.analysis;
    analysisOptions.queueDetail = false;        // the report shows the queues' counts, not their batches
    analysisOptions.memoryCurveSamples = false; // and the memory curves' peaks, not their samples
    RunAnalysis analysis = analyzeRun(run, analysisOptions);
    summaryWorker.join();
    ojson ranks = ojson::array();
    for (std::size_t i = 0; i < run.ranks.size(); ++i) {
        ranks.push_back(rankJson(run.ranks[i], analysis.ranks[i], options.translator));
        // What a folder of single-rank reports needs to be read back as a cluster (report_cluster.h).
        if (soleSummary) {
            addRankSummaryJson(ranks.back(), *soleSummary, std::move(solePerStep));
            continue;
        }
        const RankSummary* summary = analysis.cluster ? analysis.cluster->summary->rank(run.ranks[i].rank) : nullptr;
        addRankSummaryJson(ranks.back(), summary ? *summary : summarizeProfile(run.ranks[i]));
    }
    out["ranks"] = std::move(ranks); // not copied: the per-step rows of every rank are in it
    if (analysis.cluster)
        out["cluster"] = clusterJson(*analysis.cluster, options.translator);
    ojson diags = ojson::array();
    for (const auto& d : run.diagnostics)
        diags.push_back(diagnosticJson(d, options.translator));
    for (const auto& p : run.ranks)
        for (const auto& d : p.diagnostics)
            diags.push_back(diagnosticJson(d, options.translator));
    out["diagnostics"] = std::move(diags);
    io::makeValidUtf8(out); // names and paths are bytes from the user's files: keep dump() from throwing
    return out;
}

} // namespace steplens
