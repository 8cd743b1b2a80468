#include "report/report_extra.h"

#include "report/report.h"
#include "report/report_number.h"

#include <algorithm>
#include <numeric>

namespace steplens {

using ojson = nlohmann::ordered_json;

namespace {

// {"mean", "max"} of a series, full precision; null when empty.
ojson meanMax(const std::vector<double>& v)
{
    if (v.empty())
        return nullptr;
    double mean = std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
    return ojson{{"mean", mean}, {"max", *std::max_element(v.begin(), v.end())}};
}

// user + sys per sample, over the samples both series have.
std::vector<double> busy(const CpuSeries& s)
{
    std::vector<double> out(std::min(s.user.size(), s.sys.size()));
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = s.user[i] + s.sys[i];
    return out;
}

ojson cpuJson(const CpuUtilization& cpu, const CpuIdleVerdict* idle)
{
    ojson j;
    j["samples"] = cpu.timestampsMs.size();
    j["sampling_interval_ms"] = cpu.samplingIntervalMs;
    j["processors"] = cpu.processorCount;
    j["device_user_pct"] = meanMax(cpu.device.user);
    j["device_sys_pct"] = meanMax(cpu.device.sys);
    j["device_busy_pct"] = meanMax(busy(cpu.device));
    j["device_idle_pct"] = meanMax(cpu.deviceIdle);
    j["process_busy_pct"] = meanMax(busy(cpu.process));
    if (idle && idle->available)
        j["idle_verdict"] = ojson{
            {"idle_pct", idle->idlePct}, {"samples_used", idle->samplesUsed}, {"mapped_to_steps", idle->mappedToSteps}};
    return j;
}

ojson flopsJson(const Operators& ops, std::size_t top)
{
    ojson j;
    j["ops"] = ops.flops.size();
    if (!ops.flopsHeaders.empty())
        j["column"] = ops.flopsHeaders.front();
    std::vector<const FlopsRow*> rows;
    double total = 0;
    for (const auto& [name, row] : ops.flops)
        if (!row.values.empty()) {
            rows.push_back(&row);
            total += row.values.front();
        }
    j["total"] = total;
    std::sort(rows.begin(), rows.end(), [](const FlopsRow* a, const FlopsRow* b) {
        if (a->values.front() != b->values.front())
            return a->values.front() > b->values.front();
        return a->fullName < b->fullName;
    });
    ojson topOps = ojson::array();
    for (std::size_t i = 0; i < rows.size() && i < top; ++i)
        topOps.push_back(ojson{{"op", rows[i]->fullName}, {"value", rows[i]->values.front()}});
    j["top"] = topOps;
    ojson summary = ojson::object();
    for (const auto& [k, v] : ops.flopsSummary)
        summary[k] = v;
    j["summary"] = summary;
    return j;
}

ojson clusterAnalyseJson(const ClusterAnalyse& c)
{
    ojson j;
    j["mode"] = c.mode;
    j["stage_num"] = c.stageNum;
    j["rank_size"] = c.rankSize;
    j["steps"] = c.steps.size();
    ojson avg = ojson::object();
    if (c.average)
        for (std::size_t i = 0; i < c.columns.size() && i < c.average->size(); ++i)
            avg[c.keys.size() > i && !c.keys[i].empty() ? c.keys[i] : c.columns[i]] = (*c.average)[i];
    j["average_ms"] = avg;
    return j;
}

} // namespace

void addExtraSectionsJson(ojson& rank, const Profile& p, const CpuIdleVerdict* idle)
{
    if (p.cpu)
        rank["cpu_utilization"] = cpuJson(*p.cpu, idle);
    if (p.operators && !p.operators->framework.empty()) {
        std::size_t withTensors = 0;
        for (std::size_t i = 0; i < p.operators->framework.size(); ++i)
            withTensors += p.operators->framework[i].tensors.empty() ? 0 : 1;
        rank["framework"] = ojson{{"ops_with_info", p.operators->framework.size()},
                                  {"ops_with_tensor_info", withTensors},
                                  {"repeated_rows", p.operators->frameworkRepeatedRows}};
    }
    if (p.operators && (!p.operators->flops.empty() || !p.operators->flopsSummary.empty()))
        rank["flops"] = flopsJson(*p.operators, 5);
    if (p.clusterAnalyse)
        rank["cluster_analyse"] = clusterAnalyseJson(*p.clusterAnalyse);
}

void writeExtraSections(DocWriter& w, const ojson& rank)
{
    if (!rank.contains("cpu_utilization") && !rank.contains("framework") && !rank.contains("flops") &&
        !rank.contains("cluster_analyse"))
        return;
    w.heading(3, SL_MSG("report.heading.other-data", "Other data"));
    if (rank.contains("cpu_utilization")) {
        const ojson& c = rank["cpu_utilization"];
        auto mm = [&](const char* key) {
            const ojson& v = c[key];
            return v.is_object() ? w.tr(SL_MSG("report.cpu.mean-max", "mean {mean} %, max {max} %")
                                            .arg("mean", numberText(v["mean"], 1))
                                            .arg("max", numberText(v["max"], 1)))
                                 : std::string("—");
        };
        std::string line = w.tr(SL_MSG("report.cpu.line", "CPU ({samples} samples, {processors} processors): machine "
                                                          "busy {busy}; idle {idle}; this process {process}")
                                    .arg("samples", c.value("samples", 0))
                                    .arg("processors", c.value("processors", 0))
                                    .arg("busy", mm("device_busy_pct"))
                                    .arg("idle", mm("device_idle_pct"))
                                    .arg("process", mm("process_busy_pct")));
        if (c.contains("idle_verdict"))
            line += w.tr(SL_MSG("report.cpu.idle-over-steps", "; idle over the steps {pct} %")
                             .arg("pct", c["idle_verdict"].value("idle_pct", 0)));
        w.bullet(line);
    }
    if (rank.contains("framework")) {
        const ojson& f = rank["framework"];
        w.bullet(SL_MSG("report.framework", "framework op info: {ops} ops ({with_shapes} with tensor shapes)")
                     .arg("ops", f.value("ops_with_info", 0))
                     .arg("with_shapes", f.value("ops_with_tensor_info", 0)));
    }
    if (rank.contains("flops")) {
        const ojson& f = rank["flops"];
        std::string line = w.tr(SL_MSG("report.flops", "FLOPs: {ops} ops, total {total} {column}")
                                    .arg("ops", f.value("ops", 0))
                                    .arg("total", numberText(f["total"], 3))
                                    .arg("column", f.value("column", std::string("FLOPs"))));
        if (!f["top"].empty())
            line += w.tr(SL_MSG("report.flops.top", "; top {op} {value}")
                             .arg("op", f["top"][0].value("op", std::string()))
                             .arg("value", numberText(f["top"][0]["value"], 3)));
        for (auto it = f["summary"].begin(); it != f["summary"].end(); ++it)
            line += "; " + it.key() + " " + numberText(it.value(), 3);
        w.bullet(line);
    }
    if (rank.contains("cluster_analyse")) {
        const ojson& c = rank["cluster_analyse"];
        std::string line = w.tr(SL_MSG("report.cluster-analyse", "cluster_analyse ({mode}, {ranks} ranks) average:")
                                    .arg("mode", c.value("mode", std::string()))
                                    .arg("ranks", c.value("rank_size", 0)));
        for (auto it = c["average_ms"].begin(); it != c["average_ms"].end(); ++it)
            line += " " + it.key() + " " + numberText(it.value(), 3) + " ms";
        w.bullet(line);
    }
}

} // namespace steplens
