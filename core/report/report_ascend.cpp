#include "report/report_ascend.h"

#include "analysis/communication_stats.h"
#include "model/source_name.h"
#include "report/report.h"
#include "report/report_number.h"

namespace steplens {

using ojson = nlohmann::ordered_json;

namespace {

// The columns the report lists, in this order (Stage, Bubble and the Exclude Receive variant are
// pipeline-parallel details kept in the model and the GUI).
const StepColumn kReported[] = {StepColumn::Computing,  StepColumn::CommunicationNotOverlapped,
                                StepColumn::Overlapped, StepColumn::Communication,
                                StepColumn::Free,       StepColumn::Preparing};

// The file names of a section's "sources", for its heading ("analysis.db"); `fallback` without any.
std::string sourceNames(const ojson& section, const char* fallback)
{
    std::string out;
    if (section.contains("sources") && section["sources"].is_array())
        for (const auto& s : section["sources"])
            if (s.is_string()) {
                out += (out.empty() ? "" : ", ") + sourceFileName(s.get<std::string>());
            }
    return out.empty() ? std::string(fallback) : out;
}

} // namespace

ojson ascendStepTraceJson(const AscendStepStats& stats)
{
    ojson o;
    o["steps"] = stats.stepCount;
    o["steps_analysed"] = stats.stepCount;
    o["steps_skipped"] = stats.skipped; // warm-up rows left out (--skip-steps)
    o["layout"] = "ascend_profiler_output";
    ojson b = ojson::object();
    for (StepColumn c : kReported)
        if (auto m = stats.mean(c))
            b[stepColumnKey(c)] = *m; // full precision: rounding is for display
    o["breakdown_ms"] = b;
    return o;
}

ojson communicationJson(const Communication& comm)
{
    CommTotals t = communicationTotals(comm);
    ojson o;
    o["steps"] = communicationSteps(comm);
    o["totals_ms"] = ojson{{"elapse", t.elapseMs},
                           {"transit", t.transitMs},
                           {"wait", t.waitMs},
                           {"synchronization", t.syncMs},
                           {"idle", t.idleMs}};
    o["wait_pct"] = t.waitPct();
    o["transit_pct"] = t.transitPct();
    o["sources"] = comm.sources;
    ojson ops = ojson::array();
    for (const auto& s : summarizeCommOps(comm)) {
        ojson j;
        j["step"] = s.step;
        j["kind"] = s.kind;
        j["name"] = s.name;
        j["group"] = s.group;
        if (s.rank >= 0)
            j["rank"] = s.rank;
        j["elapse_ms"] = s.elapseMs;
        j["transit_ms"] = s.transitMs;
        j["wait_ms"] = s.waitMs;
        j["synchronization_ms"] = s.syncMs;
        j["idle_ms"] = s.idleMs;
        j["wait_ratio"] = s.op && s.op->waitRatio ? ojson(*s.op->waitRatio) : ojson(nullptr);
        j["transport"] = s.transport.empty() ? ojson(nullptr) : ojson(s.transport);
        j["bandwidth_gb_s"] = s.transport.empty() ? ojson(nullptr) : ojson(s.bandwidthGBs);
        j["size_mb"] = s.sizeMB;
        ops.push_back(j);
    }
    o["ops"] = ops;
    return o;
}

ojson ascendSummaryJson(const AscendOutput& out, const std::vector<std::int32_t>* kernelSteps)
{
    ojson o;
    o["framework"] = out.framework.empty() ? ojson(nullptr) : ojson(out.framework);
    o["source"] = out.source; // "text" (CSV and JSON files) or "db" (the SQLite export)
    o["profiler_level"] =
        out.settings && !out.settings->profilerLevel.empty() ? ojson(out.settings->profilerLevel) : ojson(nullptr);
    o["kernels"] = out.kernels ? ojson(out.kernels->rows.size()) : ojson(nullptr);
    if (!out.kernels)
        o["kernel_steps"] = nullptr;
    else
        o["kernel_steps"] = kernelSteps ? ojson(*kernelSteps) : ojson(out.kernels->steps());
    return o;
}

void writeAscendStepTrace(DocWriter& w, const ojson& st)
{
    w.heading(3, SL_MSG("report.heading.step-breakdown", "Step breakdown ({sources})")
                     .arg("sources", sourceNames(st, "step_trace_time.csv")));
    const ojson& b = st["breakdown_ms"];
    std::size_t skipped = st.value("steps_skipped", std::size_t(0));
    w.paragraph(
        SL_MSG("report.step-breakdown.summary",
               "{steps}{skipped}; mean per step. The step is Preparing + Computing + Communication(Not Overlapped) "
               "+ Free.")
            .arg("steps", st.value("steps", 0) == 1
                              ? SL_MSG("report.one-step", "1 step")
                              : SL_MSG("report.n-steps", "{n} steps").arg("n", st.value("steps", 0)))
            .arg("skipped", skipped > 0
                                ? SL_MSG("report.step-breakdown.warm-up", " analysed (first {n} left out as warm-up)")
                                      .arg("n", skipped)
                                : Message()));
    double wall = 0;
    for (const char* k : {"preparing", "computing", "communication_not_overlapped", "free"})
        if (b.contains(k) && b[k].is_number())
            wall += b[k].get<double>();
    std::vector<std::vector<std::string>> rows;
    for (StepColumn c : kReported) {
        const char* key = stepColumnKey(c);
        if (!b.contains(key))
            continue;
        bool part = c == StepColumn::Preparing || c == StepColumn::Computing ||
                    c == StepColumn::CommunicationNotOverlapped || c == StepColumn::Free;
        rows.push_back({stepColumnHeader(c), numberText(b[key], 4),
                        part && wall > 0 ? fmtNumber(b[key].get<double>() / wall * 100.0, 2) + " %" : "—"});
    }
    if (wall > 0)
        rows.push_back(
            {w.tr(SL_MSG("report.step-breakdown.sum", "step (sum of the parts)")), fmtNumber(wall, 4), "100.00 %"});
    w.table({SL_MSG("report.col.column", "column"), SL_MSG("report.col.mean-ms", "mean ms"),
             SL_MSG("report.col.share-of-step", "share of step")},
            rows, {false, true, true});
}

void writeCommunication(DocWriter& w, const ojson& c, std::size_t top)
{
    if (!c.is_object())
        return;
    w.heading(3, SL_MSG("report.heading.communication", "Communication ({sources})")
                     .arg("sources", sourceNames(c, "communication.json")));
    const ojson& t = c["totals_ms"];
    const ojson& ops = c["ops"];
    w.paragraph(SL_MSG("report.communication.summary",
                       "{ops} operations in {steps}: {elapse} ms in all, {transit} ms moving data ({transit_pct} %), "
                       "{wait} ms waiting ({wait_pct} %).")
                    .arg("ops", ops.size())
                    .arg("steps", c.value("steps", 0) == 1
                                      ? SL_MSG("report.one-step", "1 step")
                                      : SL_MSG("report.n-steps", "{n} steps").arg("n", c.value("steps", 0)))
                    .arg("elapse", numberText(t["elapse"], 3))
                    .arg("transit", numberText(t["transit"], 3))
                    .arg("transit_pct", numberText(c["transit_pct"], 1))
                    .arg("wait", numberText(t["wait"], 3))
                    .arg("wait_pct", numberText(c["wait_pct"], 1)));
    std::vector<std::vector<std::string>> rows;
    for (std::size_t i = 0; i < ops.size() && i < top; ++i) {
        const ojson& o = ops[i];
        std::string bw = o["bandwidth_gb_s"].is_number()
                             ? numberText(o["bandwidth_gb_s"], 2) + " GB/s " + o.value("transport", std::string())
                             : std::string("—");
        rows.push_back({o.value("name", std::string()), o.value("step", std::string()), numberText(o["elapse_ms"], 3),
                        numberText(o["transit_ms"], 3), numberText(o["wait_ms"], 3), numberText(o["idle_ms"], 3), bw});
    }
    w.table({SL_MSG("report.col.operation", "operation"), SL_MSG("report.col.step", "step"),
             SL_MSG("report.col.elapse-ms", "elapse ms"), SL_MSG("report.col.transit-ms", "transit ms"),
             SL_MSG("report.col.wait-ms", "wait ms"), SL_MSG("report.col.idle-ms", "idle ms"),
             SL_MSG("report.col.bandwidth", "bandwidth")},
            rows, {false, false, true, true, true, true, true});
    if (ops.size() > top)
        w.paragraph(SL_MSG("report.more-operations", "{n} more operations not shown.").arg("n", ops.size() - top));
}

} // namespace steplens
