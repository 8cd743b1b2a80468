#include "report/doc_writer.h"
#include "report/report.h"
#include "report/report_ascend.h"
#include "report/report_extra.h"
#include "report/report_memory.h"

#include "report/report_cluster.h"
#include "report/report_number.h"
#include <set>

namespace steplens {

using ojson = nlohmann::ordered_json;

namespace {

Message rankTitle(const ojson& rank)
{
    int id = rank.value("rank", -1);
    return id < 0 ? SL_MSG("report.device", "Device") : SL_MSG("report.rank-title", "Rank {rank}").arg("rank", id);
}

void writeStepTrace(DocWriter& w, const ojson& st)
{
    if (st.is_object() && st.value("layout", std::string()) == "ascend_profiler_output") {
        writeAscendStepTrace(w, st);
        return;
    }
    w.heading(3, SL_MSG("report.heading.step-trace", "Step trace"));
    if (st.is_null()) {
        w.paragraph(SL_MSG("report.no-step-trace", "No step trace in this folder."));
        return;
    }
    std::size_t skipped = st.value("steps_skipped", std::size_t(0));
    w.paragraph(
        SL_MSG("report.step-trace.summary", "{steps} steps{skipped}, {mode} mode{rate}{samples}")
            .arg("steps", st.value("steps", 0))
            .arg("skipped",
                 skipped > 0 ? SL_MSG("report.step-trace.warm-up", " (first {n} left out as warm-up)").arg("n", skipped)
                             : Message())
            .arg("mode", st.value("mode", std::string()))
            .arg("rate", st.contains("steps_per_second") ? SL_MSG("report.steps-per-second", ", {value} steps/s")
                                                               .arg("value", numberText(st["steps_per_second"], 2))
                                                         : Message())
            .arg("samples", st.contains("samples_per_second")
                                ? SL_MSG("report.samples-per-second", ", {value} samples/s")
                                      .arg("value", numberText(st["samples_per_second"], 1))
                                : Message()));
    const ojson& avg = st["average_ms"];
    const ojson* recomputed = st.contains("recomputed_average_ms") ? &st["recomputed_average_ms"] : nullptr;
    const ojson* share = st.contains("average_share_pct") ? &st["average_share_pct"] : nullptr;
    const ojson& phases = avg.is_object() ? avg : (recomputed ? *recomputed : avg);
    if (!phases.is_object())
        return;
    std::vector<std::vector<std::string>> rows;
    for (auto it = phases.begin(); it != phases.end(); ++it) {
        std::vector<std::string> row{it.key()};
        row.push_back(avg.is_object() ? numberText(avg[it.key()], 4) : "—");
        // A share needs a non-zero written total; otherwise "—" (the JSON holds null).
        const ojson* pct = share && share->contains(it.key()) ? &(*share)[it.key()] : nullptr;
        row.push_back(pct && pct->is_number() ? numberText(*pct, 2) + " %" : "—");
        row.push_back(recomputed ? numberText((*recomputed)[it.key()], 4) : "—");
        rows.push_back(row);
    }
    w.table({SL_MSG("report.col.phase", "phase"), SL_MSG("report.col.average-written", "average ms (as written)"),
             SL_MSG("report.col.share", "share"), SL_MSG("report.col.recomputed-ms", "recomputed ms")},
            rows, {false, true, true, true});
    if (st.contains("average_mismatch") && !st["average_mismatch"].empty()) {
        std::string names;
        for (const auto& n : st["average_mismatch"])
            names += (names.empty() ? "" : ", ") + n.get<std::string>();
        w.paragraph(SL_MSG("report.step-trace.average-mismatch",
                           "The written average differs from the steps by more than 1 % for: {names}.")
                        .arg("names", names));
    }
    std::string matched = st.contains("average_matched_by") && st["average_matched_by"].is_string()
                              ? st["average_matched_by"].get<std::string>()
                              : std::string();
    if (matched == "all_steps")
        w.paragraph(SL_MSG("report.step-trace.matches-all",
                           "The written average row matches the mean of all steps (within 1 %)."));
    else if (matched == "steps_2_to_n")
        w.paragraph(SL_MSG("report.step-trace.matches-2-to-n", "The written average row matches the mean of steps "
                                                               "2..{steps} (step 1 left out by MindSpore, within 1 %).")
                        .arg("steps", st.value("steps", 0)));
    const ojson& streams = st["reduce_streams"];
    if (streams.is_array() && !streams.empty()) {
        std::vector<std::vector<std::string>> srows;
        for (const auto& s : streams)
            srows.push_back({s.value("stream", std::string()), std::to_string(s.value("events_per_step", 0)),
                             numberText(s["mean_ms"], 4), numberText(s["max_ms"], 4),
                             numberText(s["share_pct"], 2) + " %"});
        w.table({SL_MSG("report.col.reduce-stream", "reduce stream"),
                 SL_MSG("report.col.events-per-step", "events/step"), SL_MSG("report.col.mean-ms", "mean ms"),
                 SL_MSG("report.col.max-ms", "max ms"), SL_MSG("report.col.share", "share")},
                srows, {false, true, true, true, true});
    }
}

void writeTypes(DocWriter& w, const Message& title, const ojson& types, std::size_t top)
{
    if (!types.is_array())
        return;
    w.heading(3, title);
    std::vector<std::vector<std::string>> rows;
    for (std::size_t i = 0; i < types.size() && i < top; ++i) {
        const ojson& t = types[i];
        rows.push_back({t.value("type", std::string()), numberText(t["total_us"], 3),
                        std::to_string(t.value("count", 0LL)), numberText(t["percent"], 2) + " %"});
    }
    w.table({SL_MSG("report.col.type", "type"), SL_MSG("report.col.total-us", "total µs"),
             SL_MSG("report.col.count", "count"), SL_MSG("report.col.share", "share")},
            rows, {false, true, true, true});
    if (types.size() > top)
        w.paragraph(SL_MSG("report.more-types", "{n} more types not shown.").arg("n", types.size() - top));
}

// The severity word of the JSON ("warning") in the report's language.
Message severityLabel(const std::string& severity)
{
    if (severity == "error")
        return SL_MSG("report.severity.error", "error");
    if (severity == "warning")
        return SL_MSG("report.severity.warning", "warning");
    if (severity == "info")
        return SL_MSG("report.severity.info", "info");
    if (severity == "moderate")
        return SL_MSG("report.severity.moderate", "moderate");
    if (severity == "high")
        return SL_MSG("report.severity.high", "high");
    return severity;
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
    w.paragraph(SL_MSG("report.nothing-read",
                       "Nothing in this rank could be read, so no rule was run on it: the findings below say nothing "
                       "about this run's performance."));
    std::string list;
    for (std::size_t i = 0; i < n && i < 8; ++i)
        list += (list.empty() ? "" : ", ") + fileName(found[i].get<std::string>());
    if (n > 8)
        list += w.tr(SL_MSG("report.and-more", " and {n} more").arg("n", n - 8));
    w.bullet(n == 0 ? SL_MSG("report.found-none", "found: no profiler file in {folder}")
                          .arg("folder", rank.value("folder", std::string()))
                    : SL_MSG("report.found", "found: {files}").arg("files", list));
    std::string folder = rank.value("folder", std::string());
    std::size_t shown = 0;
    for (const auto& d : diagnostics) {
        std::string file = d.value("file", std::string());
        if (d.value("severity", std::string()) == "info" || folder.empty() || file.rfind(folder, 0) != 0)
            continue;
        if (shown++ < 8)
            w.bullet(SL_MSG("report.not-read", "not read: {file}: {message}")
                         .arg("file", fileName(file))
                         .arg("message", d.value("message", std::string())));
    }
    if (shown == 0)
        w.bullet(SL_MSG("report.not-read-none",
                        "not read: none of the files above is one StepLens reads (see the diagnostics at the end)"));
}

} // namespace

void writeFindingList(DocWriter& w, const ojson& findings, const ojson* rank, const ojson* diagnostics)
{
    if (!findings.is_array() || findings.empty()) {
        if (rank && diagnostics && rank->contains("analysable") && !rank->value("analysable", true))
            writeNothingRead(w, *rank, *diagnostics);
        else
            w.paragraph(
                SL_MSG("report.no-rule-fired", "No rule fired: nothing in this data crosses a tuning threshold."));
        return;
    }
    int n = 0;
    for (const auto& f : findings) {
        std::string sev = f.value("severity", std::string());
        w.paragraph(SL_MSG("report.finding.head", "{n}. [{severity}] {title}  ({id})")
                        .arg("n", ++n)
                        .arg("severity", severityLabel(sev))
                        .arg("title", f.value("title", std::string()))
                        .arg("id", f.value("id", std::string())));
        std::string unit = f.value("unit", std::string());
        Message ifFixed;
        if (f.contains("steps_per_second_if_fixed"))
            ifFixed = SL_MSG("report.finding.if-fixed", " ({rate} steps/s{samples} if fixed)")
                          .arg("rate", numberText(f["steps_per_second_if_fixed"], 2))
                          .arg("samples", f.contains("samples_per_second_if_fixed")
                                              ? SL_MSG("report.samples-per-second", ", {value} samples/s")
                                                    .arg("value", numberText(f["samples_per_second_if_fixed"], 1))
                                              : Message());
        Message impact = f.value("impact_estimated", true)
                             ? SL_MSG("report.finding.worth", "worth up to {ms} ms per step{if_fixed}")
                                   .arg("ms", numberText(f["impact_ms"], 2))
                                   .arg("if_fixed", ifFixed)
                             : SL_MSG("report.finding.no-estimate", "the gain cannot be estimated from this data");
        w.bullet(SL_MSG("report.finding.measured", "measured {value} {unit} against a threshold of {threshold} {unit}; "
                                                   "{impact}")
                     .arg("value", numberText(f["value"], 2))
                     .arg("unit", unit)
                     .arg("threshold", numberText(f["threshold"], 2))
                     .arg("impact", impact));
        w.bullet(f.value("explanation", std::string()));
        for (const auto& e : f["evidence"])
            w.bullet(
                SL_MSG("report.finding.evidence", "evidence: {label}").arg("label", e.value("label", std::string())));
        w.bullet(SL_MSG("report.finding.suggestion", "suggestion: {text}")
                     .arg("text", f.value("suggestion", std::string())));
        if (f.contains("snippet"))
            w.code(f["snippet"].get<std::string>());
    }
}

namespace {

// The rank's findings, leaving out those written once for several ranks (writeSharedFindings).
void writeRankFindings(DocWriter& w, const ojson& findings, const std::set<std::string>& shared,
                       const ReportOptions& options, const ojson& rank, const ojson& diagnostics)
{
    w.heading(3, SL_MSG("report.heading.findings", "Findings"));
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
    w.setTranslator(options.translator);
    w.heading(1, SL_MSG("report.heading.report", "StepLens report"));
    w.paragraph(SL_MSG("report.folder", "Folder: {folder}")
                    .arg("folder", report.value("profiler_folder", report.value("path", std::string()))));
    // Many ranks: the cluster first (which rank and which link hold the job back), then the findings
    // that fire on several ranks once, then each rank.
    if (report.contains("cluster"))
        writeClusterSection(w, report["cluster"], options);
    const std::set<std::string> shared = writeSharedFindings(w, report["ranks"], options);
    for (const auto& rank : report["ranks"]) {
        w.heading(2, rank["backend"].is_string() ? SL_MSG("report.rank-backend", "{rank} ({backend})")
                                                       .arg("rank", rankTitle(rank))
                                                       .arg("backend", rank["backend"].get<std::string>())
                                                 : rankTitle(rank));
        writeRankFindings(w, rank["findings"], shared, options, rank, report["diagnostics"]);
        writeStepTrace(w, rank["step_trace"]);
        if (rank.contains("step_trace_raw"))
            writeStepTrace(w, rank["step_trace_raw"]);
        if (rank.contains("communication"))
            writeCommunication(w, rank["communication"], options.topTypes);
        if (rank.contains("memory"))
            writeMemory(w, rank["memory"], options.translator, options.topTypes);
        writeTypes(w, SL_MSG("report.heading.aicore-types", "AI Core op types"), rank["aicore_types"],
                   options.topTypes);
        writeTypes(w, SL_MSG("report.heading.aicpu-types", "AI CPU op types"), rank["aicpu_types"], options.topTypes);
        if (rank.contains("backend_op_types"))
            writeTypes(w, SL_MSG("report.heading.op-types", "Op types"), rank["backend_op_types"], options.topTypes);
        w.heading(3, SL_MSG("report.heading.data-queues", "Data queues"));
        const ojson& hq = rank["host_queue"];
        const ojson& cq = rank["chip_queue"];
        if (hq.is_object())
            w.bullet(
                SL_MSG("report.host-queue", "host queue ({source}): {empty} empty and {full} full of {total} batches")
                    .arg("source", hq.value("source", std::string()))
                    .arg("empty", hq.value("empty", 0LL))
                    .arg("full", hq.value("full", 0LL))
                    .arg("total", hq.value("total", 0LL)));
        else
            w.bullet(SL_MSG("report.host-queue-none", "host queue: no data"));
        if (cq.is_object())
            w.bullet(SL_MSG("report.chip-queue", "chip queue: {empty} empty of {total} GetNext records")
                         .arg("empty", cq.value("empty", 0LL))
                         .arg("total", cq.value("total", 0LL)));
        else
            w.bullet(SL_MSG("report.chip-queue-none", "chip queue: no data"));
        const ojson& pipe = rank["pipeline"];
        if (pipe.is_array()) {
            w.heading(3, SL_MSG("report.heading.data-pipeline", "Data pipeline"));
            std::vector<std::vector<std::string>> rows;
            for (const auto& op : pipe) {
                std::string children;
                for (const auto& c : op["children"])
                    children += (children.empty() ? "" : ",") + std::to_string(c.get<int>());
                std::string type = op.value("op_type", std::string());
                if (op.contains("bottleneck") && op["bottleneck"].is_boolean() && op["bottleneck"].get<bool>())
                    type += w.tr(SL_MSG("report.pipeline.bottleneck", " (bottleneck)"));
                rows.push_back({std::to_string(op.value("op_id", -1)), type, std::to_string(op.value("num_workers", 0)),
                                op["usage"].is_number() ? fmtNumber(op["usage"].get<double>() * 100, 1) + " %" : "—",
                                op["parent"].is_number() ? std::to_string(op["parent"].get<int>()) : "—", children});
            }
            w.table({SL_MSG("report.col.op", "op"), SL_MSG("report.col.type", "type"),
                     SL_MSG("report.col.workers", "workers"), SL_MSG("report.col.queue-usage", "queue usage"),
                     SL_MSG("report.col.parent", "parent"), SL_MSG("report.col.children", "children")},
                    rows, {true, false, true, true, true, false});
        }
        const ojson& tl = rank["timeline"];
        w.heading(3, SL_MSG("report.heading.timeline", "Timeline"));
        if (tl.is_object()) {
            std::string line = w.tr(SL_MSG("report.timeline.events", "{events} events on {streams} device tracks")
                                        .arg("events", tl.value("events", 0LL))
                                        .arg("streams", tl.value("streams", 0LL)));
            if (tl.contains("tracks"))
                line +=
                    w.tr(SL_MSG("report.timeline.tracks", " ({n} tracks in all)").arg("n", tl.value("tracks", 0LL)));
            if (tl.contains("span_ms"))
                line += w.tr(SL_MSG("report.timeline.span", " over {ms} ms").arg("ms", numberText(tl["span_ms"], 1)));
            line += ", " + tl.value("format", std::string());
            if (tl.contains("steps") && tl.value("steps", 0LL) > 0)
                line += w.tr(SL_MSG("report.timeline.steps", "; {n} steps from {source}")
                                 .arg("n", tl.value("steps", 0LL))
                                 .arg("source", tl.value("steps_from", std::string())));
            w.paragraph(line);
            if (tl.contains("top_device_op_types") && !tl["top_device_op_types"].empty()) {
                std::vector<std::vector<std::string>> rows;
                for (const auto& g : tl["top_device_op_types"])
                    rows.push_back({g.value("type", std::string()), std::to_string(g.value("count", 0LL)),
                                    numberText(g["total_ms"], 3), numberText(g["percent"], 2) + " %"});
                w.table({SL_MSG("report.col.device-op-type", "device op type"), SL_MSG("report.col.events", "events"),
                         SL_MSG("report.col.total-ms", "total ms"), SL_MSG("report.col.share", "share")},
                        rows, {false, true, true, true});
            }
        } else
            w.paragraph(SL_MSG("report.no-timeline", "No timeline in this folder."));
        writeExtraSections(w, rank);
    }
    const ojson& diags = report["diagnostics"];
    w.heading(2, SL_MSG("report.heading.diagnostics", "Diagnostics"));
    if (diags.empty()) {
        w.paragraph(SL_MSG("report.none", "None."));
    } else {
        for (const auto& d : diags) {
            std::string where = d.value("file", std::string());
            if (d.value("line", 0LL) > 0)
                where += ":" + std::to_string(d.value("line", 0LL));
            std::string action = d.value("action", std::string());
            w.bullet(SL_MSG("report.diagnostic", "{severity}: {where}: {message}{action}")
                         .arg("severity", severityLabel(d.value("severity", std::string())))
                         .arg("where", where)
                         .arg("message", d.value("message", std::string()))
                         .arg("action", action.empty() ? std::string() : " (" + action + ")"));
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
