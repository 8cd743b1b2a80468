#include "report/report_ascend.h"

#include "analysis/communication_stats.h"
#include "report/report.h"

namespace steplens {

using ojson = nlohmann::ordered_json;

namespace {

// The columns the report lists, in this order (Stage, Bubble and the Exclude Receive variant are
// pipeline-parallel details kept in the model and the GUI).
const StepColumn kReported[] = {StepColumn::Computing,  StepColumn::CommunicationNotOverlapped,
                                StepColumn::Overlapped, StepColumn::Communication,
                                StepColumn::Free,       StepColumn::Preparing};

std::string num(const ojson& v, int decimals)
{
    return v.is_number() ? fmtNumber(v.get<double>(), decimals) : std::string("—");
}

// The file names of a section's "sources", for its heading ("analysis.db"); `fallback` without any.
std::string sourceNames(const ojson& section, const char* fallback)
{
    std::string out;
    if (section.contains("sources") && section["sources"].is_array())
        for (const auto& s : section["sources"])
            if (s.is_string()) {
                std::string path = s.get<std::string>();
                auto slash = path.find_last_of('/');
                out += (out.empty() ? "" : ", ") + (slash == std::string::npos ? path : path.substr(slash + 1));
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

ojson ascendSummaryJson(const AscendOutput& out)
{
    ojson o;
    o["framework"] = out.framework.empty() ? ojson(nullptr) : ojson(out.framework);
    o["source"] = out.source; // "text" (CSV and JSON files) or "db" (the SQLite export)
    o["profiler_level"] =
        out.settings && !out.settings->profilerLevel.empty() ? ojson(out.settings->profilerLevel) : ojson(nullptr);
    o["kernels"] = out.kernels ? ojson(out.kernels->rows.size()) : ojson(nullptr);
    o["kernel_steps"] = out.kernels ? ojson(out.kernels->steps()) : ojson(nullptr);
    return o;
}

void writeAscendStepTrace(DocWriter& w, const ojson& st)
{
    w.heading(3, "Step breakdown (" + sourceNames(st, "step_trace_time.csv") + ")");
    const ojson& b = st["breakdown_ms"];
    std::size_t skipped = st.value("steps_skipped", std::size_t(0));
    w.paragraph(
        std::to_string(st.value("steps", 0)) + (st.value("steps", 0) == 1 ? " step" : " steps") +
        (skipped > 0 ? " analysed (first " + std::to_string(skipped) + " left out as warm-up)" : std::string()) +
        "; mean per step. The step is Preparing + Computing + Communication(Not Overlapped) + Free.");
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
        rows.push_back({stepColumnHeader(c), num(b[key], 4),
                        part && wall > 0 ? fmtNumber(b[key].get<double>() / wall * 100.0, 2) + " %" : "—"});
    }
    if (wall > 0)
        rows.push_back({"step (sum of the parts)", fmtNumber(wall, 4), "100.00 %"});
    w.table({"column", "mean ms", "share of step"}, rows, {false, true, true});
}

void writeCommunication(DocWriter& w, const ojson& c, std::size_t top)
{
    if (!c.is_object())
        return;
    w.heading(3, "Communication (" + sourceNames(c, "communication.json") + ")");
    const ojson& t = c["totals_ms"];
    const ojson& ops = c["ops"];
    w.paragraph(std::to_string(ops.size()) + " operations in " + std::to_string(c.value("steps", 0)) +
                (c.value("steps", 0) == 1 ? " step" : " steps") + ": " + num(t["elapse"], 3) + " ms in all, " +
                num(t["transit"], 3) + " ms moving data (" + num(c["transit_pct"], 1) + " %), " + num(t["wait"], 3) +
                " ms waiting (" + num(c["wait_pct"], 1) + " %).");
    std::vector<std::vector<std::string>> rows;
    for (std::size_t i = 0; i < ops.size() && i < top; ++i) {
        const ojson& o = ops[i];
        std::string bw = o["bandwidth_gb_s"].is_number()
                             ? num(o["bandwidth_gb_s"], 2) + " GB/s " + o.value("transport", std::string())
                             : std::string("—");
        rows.push_back({o.value("name", std::string()), o.value("step", std::string()), num(o["elapse_ms"], 3),
                        num(o["transit_ms"], 3), num(o["wait_ms"], 3), num(o["idle_ms"], 3), bw});
    }
    w.table({"operation", "step", "elapse ms", "transit ms", "wait ms", "idle ms", "bandwidth"}, rows,
            {false, false, true, true, true, true, true});
    if (ops.size() > top)
        w.paragraph(std::to_string(ops.size() - top) + " more operations not shown.");
}

} // namespace steplens
