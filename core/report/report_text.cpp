#include "report/doc_writer.h"
#include "report/report.h"
#include "report/report_ascend.h"
#include "report/report_extra.h"
#include "report/report_memory.h"

#include "report/report_cluster.h"
#include <set>

namespace steplens {

using ojson = nlohmann::ordered_json;

namespace {

std::string num(const ojson& v, int decimals)
{
    if (v.is_number())
        return fmtNumber(v.get<double>(), decimals);
    return "—";
}

std::string rankTitle(const ojson& rank)
{
    int id = rank.value("rank", -1);
    return id < 0 ? std::string("Device") : "Rank " + std::to_string(id);
}

void writeStepTrace(DocWriter& w, const ojson& st)
{
    if (st.is_object() && st.value("layout", std::string()) == "ascend_profiler_output") {
        writeAscendStepTrace(w, st);
        return;
    }
    w.heading(3, "Step trace");
    if (st.is_null()) {
        w.paragraph("No step trace in this folder.");
        return;
    }
    std::size_t skipped = st.value("steps_skipped", std::size_t(0));
    w.paragraph(
        std::to_string(st.value("steps", 0)) + " steps" +
        (skipped > 0 ? " (first " + std::to_string(skipped) + " left out as warm-up)" : std::string()) + ", " +
        st.value("mode", std::string()) + " mode" +
        (st.contains("steps_per_second") ? ", " + num(st["steps_per_second"], 2) + " steps/s" : std::string()) +
        (st.contains("samples_per_second") ? ", " + num(st["samples_per_second"], 1) + " samples/s" : std::string()));
    const ojson& avg = st["average_ms"];
    const ojson* recomputed = st.contains("recomputed_average_ms") ? &st["recomputed_average_ms"] : nullptr;
    const ojson* share = st.contains("average_share_pct") ? &st["average_share_pct"] : nullptr;
    const ojson& phases = avg.is_object() ? avg : (recomputed ? *recomputed : avg);
    if (!phases.is_object())
        return;
    std::vector<std::vector<std::string>> rows;
    for (auto it = phases.begin(); it != phases.end(); ++it) {
        std::vector<std::string> row{it.key()};
        row.push_back(avg.is_object() ? num(avg[it.key()], 4) : "—");
        // A share needs a non-zero written total; otherwise "—" (the JSON holds null).
        const ojson* pct = share && share->contains(it.key()) ? &(*share)[it.key()] : nullptr;
        row.push_back(pct && pct->is_number() ? num(*pct, 2) + " %" : "—");
        row.push_back(recomputed ? num((*recomputed)[it.key()], 4) : "—");
        rows.push_back(row);
    }
    w.table({"phase", "average ms (as written)", "share", "recomputed ms"}, rows, {false, true, true, true});
    if (st.contains("average_mismatch") && !st["average_mismatch"].empty()) {
        std::string names;
        for (const auto& n : st["average_mismatch"])
            names += (names.empty() ? "" : ", ") + n.get<std::string>();
        w.paragraph("The written average differs from the steps by more than 1 % for: " + names + ".");
    }
    std::string matched = st.contains("average_matched_by") && st["average_matched_by"].is_string()
                              ? st["average_matched_by"].get<std::string>()
                              : std::string();
    if (matched == "all_steps")
        w.paragraph("The written average row matches the mean of all steps (within 1 %).");
    else if (matched == "steps_2_to_n")
        w.paragraph("The written average row matches the mean of steps 2.." + std::to_string(st.value("steps", 0)) +
                    " (step 1 left out by MindSpore, within 1 %).");
    const ojson& streams = st["reduce_streams"];
    if (streams.is_array() && !streams.empty()) {
        std::vector<std::vector<std::string>> srows;
        for (const auto& s : streams)
            srows.push_back({s.value("stream", std::string()), std::to_string(s.value("events_per_step", 0)),
                             num(s["mean_ms"], 4), num(s["max_ms"], 4), num(s["share_pct"], 2) + " %"});
        w.table({"reduce stream", "events/step", "mean ms", "max ms", "share"}, srows, {false, true, true, true, true});
    }
}

void writeTypes(DocWriter& w, const char* title, const ojson& types, std::size_t top)
{
    if (!types.is_array())
        return;
    w.heading(3, title);
    std::vector<std::vector<std::string>> rows;
    for (std::size_t i = 0; i < types.size() && i < top; ++i) {
        const ojson& t = types[i];
        rows.push_back({t.value("type", std::string()), num(t["total_us"], 3), std::to_string(t.value("count", 0LL)),
                        num(t["percent"], 2) + " %"});
    }
    w.table({"type", "total µs", "count", "share"}, rows, {false, true, true, true});
    if (types.size() > top)
        w.paragraph(std::to_string(types.size() - top) + " more types not shown.");
}

std::string fileName(const std::string& path)
{
    auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// A rank with nothing readable: what was found and why it could not be read, instead of a sentence
// that would tell the user the run is fine.
void writeNothingRead(DocWriter& w, const ojson& rank, const ojson& diagnostics)
{
    const ojson& found = rank["files_found"];
    std::size_t n = found.is_array() ? found.size() : 0;
    w.paragraph("Nothing in this rank could be read, so no rule was run on it: the findings below say nothing about "
                "this run's performance.");
    std::string list;
    for (std::size_t i = 0; i < n && i < 8; ++i)
        list += (list.empty() ? "" : ", ") + fileName(found[i].get<std::string>());
    if (n > 8)
        list += " and " + std::to_string(n - 8) + " more";
    w.bullet(n == 0 ? std::string("found: no profiler file in ") + rank.value("folder", std::string())
                    : "found: " + list);
    std::string folder = rank.value("folder", std::string());
    std::size_t shown = 0;
    for (const auto& d : diagnostics) {
        std::string file = d.value("file", std::string());
        if (d.value("severity", std::string()) == "info" || folder.empty() || file.rfind(folder, 0) != 0)
            continue;
        if (shown++ < 8)
            w.bullet("not read: " + fileName(file) + ": " + d.value("message", std::string()));
    }
    if (shown == 0)
        w.bullet("not read: none of the files above is one StepLens reads (see the diagnostics at the end)");
}

} // namespace

void writeFindingList(DocWriter& w, const ojson& findings, const ojson* rank, const ojson* diagnostics)
{
    if (!findings.is_array() || findings.empty()) {
        if (rank && diagnostics && rank->contains("analysable") && !rank->value("analysable", true))
            writeNothingRead(w, *rank, *diagnostics);
        else
            w.paragraph("No rule fired: nothing in this data crosses a tuning threshold.");
        return;
    }
    int n = 0;
    for (const auto& f : findings) {
        std::string sev = f.value("severity", std::string());
        w.paragraph(std::to_string(++n) + ". [" + sev + "] " + f.value("title", std::string()) + "  (" +
                    f.value("id", std::string()) + ")");
        std::string unit = f.value("unit", std::string());
        std::string impact = f.value("impact_estimated", true)
                                 ? "worth up to " + num(f["impact_ms"], 2) + " ms per step" +
                                       (f.contains("steps_per_second_if_fixed")
                                            ? " (" + num(f["steps_per_second_if_fixed"], 2) + " steps/s" +
                                                  (f.contains("samples_per_second_if_fixed")
                                                       ? ", " + num(f["samples_per_second_if_fixed"], 1) + " samples/s"
                                                       : std::string()) +
                                                  " if fixed)"
                                            : std::string())
                                 : "the gain cannot be estimated from this data";
        w.bullet("measured " + num(f["value"], 2) + " " + unit + " against a threshold of " + num(f["threshold"], 2) +
                 " " + unit + "; " + impact);
        w.bullet(f.value("explanation", std::string()));
        for (const auto& e : f["evidence"])
            w.bullet("evidence: " + e.value("label", std::string()));
        w.bullet("suggestion: " + f.value("suggestion", std::string()));
        if (f.contains("snippet"))
            w.code(f["snippet"].get<std::string>());
    }
}

namespace {

// The rank's findings, leaving out those written once for several ranks (writeSharedFindings).
void writeRankFindings(DocWriter& w, const ojson& findings, const std::set<std::string>& shared,
                       const ReportOptions& options, const ojson& rank, const ojson& diagnostics)
{
    w.heading(3, "Findings");
    ojson own = ojson::array();
    std::vector<std::string> elsewhere;
    if (findings.is_array())
        for (const auto& f : findings) {
            const std::string id = f.value("id", std::string());
            if (shared.count(id))
                elsewhere.push_back(id);
            else
                own.push_back(f);
        }
    if (own.empty() && !elsewhere.empty()) {
        w.paragraph(SL_MSG("report.rank.only-shared", "Only findings shared with other ranks (see \"Findings on "
                                                      "several ranks\" above).")
                        .text(options.translator));
    } else {
        writeFindingList(w, own, &rank, &diagnostics);
    }
    if (!elsewhere.empty()) {
        std::string ids;
        for (const auto& id : elsewhere)
            ids += (ids.empty() ? "" : ", ") + id;
        w.paragraph(SL_MSG("report.rank.shared", "Also on this rank, listed once for several ranks above: {ids}.")
                        .arg("ids", ids)
                        .text(options.translator));
    }
}

} // namespace

static std::string renderReport(const ojson& report, DocWriter& w, const ReportOptions& options)
{
    w.heading(1, "StepLens report");
    w.paragraph("Folder: " + report.value("profiler_folder", report.value("path", std::string())));
    // Many ranks: the cluster first (which rank and which link hold the job back), then the findings
    // that fire on several ranks once, then each rank.
    if (report.contains("cluster"))
        writeClusterSection(w, report["cluster"], options);
    const std::set<std::string> shared = writeSharedFindings(w, report["ranks"], options);
    for (const auto& rank : report["ranks"]) {
        w.heading(2, rankTitle(rank) + (rank.contains("backend") && rank["backend"].is_string()
                                            ? " (" + rank["backend"].get<std::string>() + ")"
                                            : ""));
        writeRankFindings(w, rank["findings"], shared, options, rank, report["diagnostics"]);
        writeStepTrace(w, rank["step_trace"]);
        if (rank.contains("step_trace_raw"))
            writeStepTrace(w, rank["step_trace_raw"]);
        if (rank.contains("communication"))
            writeCommunication(w, rank["communication"], options.topTypes);
        if (rank.contains("memory"))
            writeMemory(w, rank["memory"], options.translator, options.topTypes);
        writeTypes(w, "AI Core op types", rank["aicore_types"], options.topTypes);
        writeTypes(w, "AI CPU op types", rank["aicpu_types"], options.topTypes);
        if (rank.contains("backend_op_types"))
            writeTypes(w, "Op types", rank["backend_op_types"], options.topTypes);
        w.heading(3, "Data queues");
        const ojson& hq = rank["host_queue"];
        const ojson& cq = rank["chip_queue"];
        if (hq.is_object())
            w.bullet("host queue (" + hq.value("source", std::string()) + "): " +
                     std::to_string(hq.value("empty", 0LL)) + " empty and " + std::to_string(hq.value("full", 0LL)) +
                     " full of " + std::to_string(hq.value("total", 0LL)) + " batches");
        else
            w.bullet("host queue: no data");
        if (cq.is_object())
            w.bullet("chip queue: " + std::to_string(cq.value("empty", 0LL)) + " empty of " +
                     std::to_string(cq.value("total", 0LL)) + " GetNext records");
        else
            w.bullet("chip queue: no data");
        const ojson& pipe = rank["pipeline"];
        if (pipe.is_array()) {
            w.heading(3, "Data pipeline");
            std::vector<std::vector<std::string>> rows;
            for (const auto& op : pipe) {
                std::string children;
                for (const auto& c : op["children"])
                    children += (children.empty() ? "" : ",") + std::to_string(c.get<int>());
                std::string type = op.value("op_type", std::string());
                if (op.contains("bottleneck") && op["bottleneck"].is_boolean() && op["bottleneck"].get<bool>())
                    type += " (bottleneck)";
                rows.push_back({std::to_string(op.value("op_id", -1)), type, std::to_string(op.value("num_workers", 0)),
                                op["usage"].is_number() ? fmtNumber(op["usage"].get<double>() * 100, 1) + " %" : "—",
                                op["parent"].is_number() ? std::to_string(op["parent"].get<int>()) : "—", children});
            }
            w.table({"op", "type", "workers", "queue usage", "parent", "children"}, rows,
                    {true, false, true, true, true, false});
        }
        const ojson& tl = rank["timeline"];
        w.heading(3, "Timeline");
        if (tl.is_object()) {
            std::string line = std::to_string(tl.value("events", 0LL)) + " events on " +
                               std::to_string(tl.value("streams", 0LL)) + " device tracks";
            if (tl.contains("tracks"))
                line += " (" + std::to_string(tl.value("tracks", 0LL)) + " tracks in all)";
            if (tl.contains("span_ms"))
                line += " over " + num(tl["span_ms"], 1) + " ms";
            line += ", " + tl.value("format", std::string());
            if (tl.contains("steps") && tl.value("steps", 0LL) > 0)
                line += "; " + std::to_string(tl.value("steps", 0LL)) + " steps from " +
                        tl.value("steps_from", std::string());
            w.paragraph(line);
            if (tl.contains("top_device_op_types") && !tl["top_device_op_types"].empty()) {
                std::vector<std::vector<std::string>> rows;
                for (const auto& g : tl["top_device_op_types"])
                    rows.push_back({g.value("type", std::string()), std::to_string(g.value("count", 0LL)),
                                    num(g["total_ms"], 3), num(g["percent"], 2) + " %"});
                w.table({"device op type", "events", "total ms", "share"}, rows, {false, true, true, true});
            }
        } else
            w.paragraph("No timeline in this folder.");
        writeExtraSections(w, rank);
    }
    const ojson& diags = report["diagnostics"];
    w.heading(2, "Diagnostics");
    if (diags.empty()) {
        w.paragraph("None.");
    } else {
        for (const auto& d : diags) {
            std::string where = d.value("file", std::string());
            if (d.value("line", 0LL) > 0)
                where += ":" + std::to_string(d.value("line", 0LL));
            std::string action = d.value("action", std::string());
            w.bullet(d.value("severity", std::string()) + ": " + where + ": " + d.value("message", std::string()) +
                     (action.empty() ? "" : " (" + action + ")"));
        }
    }
    return w.str();
}

std::string renderReportText(const ojson& report, const ReportOptions& options)
{
    TextWriter w;
    return renderReport(report, w, options);
}

std::string renderReportMarkdown(const ojson& report, const ReportOptions& options)
{
    MarkdownWriter w;
    return renderReport(report, w, options);
}

} // namespace steplens
