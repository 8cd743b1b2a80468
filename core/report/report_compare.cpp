// `steplens compare A B`: JSON, text and Markdown forms of a run comparison.
#include "io/json_util.h"
#include "report/doc_writer.h"
#include "report/report.h"
#include "report/report_number.h"

#include <map>

namespace steplens {

using ojson = nlohmann::ordered_json;

namespace {

// An optional number, full precision (the text forms round for display); null when absent.
ojson optNum(const std::optional<double>& v)
{
    return v ? ojson(*v) : ojson(nullptr);
}

const Profile* pickRank(const Run& run, int rank)
{
    if (run.ranks.empty())
        return nullptr;
    if (rank == INT32_MIN)
        return &run.ranks.front();
    return run.rank(rank);
}

std::string signedNum(const ojson& v, int decimals, const char* suffix = "")
{
    if (!v.is_number())
        return "—";
    double d = v.get<double>();
    return (d > 0 ? "+" : "") + fmtNumber(d, decimals) + suffix;
}

ojson compareDocument(const Run& a, const Run& b, const ReportOptions& options, int rank)
{
    ojson out;
    out["schema_version"] = kReportSchemaVersion;
    out["a"] = a.profilerFolder.empty() ? a.path : a.profilerFolder;
    out["b"] = b.profilerFolder.empty() ? b.path : b.profilerFolder;
    const Profile* pa = pickRank(a, rank);
    const Profile* pb = pickRank(b, rank);
    if (!pa || !pb) {
        out["error"] = "rank not found in both runs";
        return out;
    }
    out["rank"] = pa->rank;
    AnalysisOptions analysisOptions = options.analysis;
    analysisOptions.queueDetail = false; // the comparison reads the queues' counts, not their batches
    ProfileAnalysis aa = analyzeProfile(*pa, analysisOptions);
    ProfileAnalysis ba = analyzeProfile(*pb, analysisOptions);
    RunComparison c = compareProfiles(*pa, aa, *pb, ba);

    ojson phases = ojson::object();
    for (const auto& p : c.phases)
        phases[p.name] =
            ojson{{"a_ms", p.aMs}, {"b_ms", p.bMs}, {"delta_ms", p.deltaMs}, {"delta_pct", optNum(p.deltaPct)}};
    out["phases"] = phases;
    out["a_steps_per_second"] = optNum(c.aStepsPerSecond);
    out["b_steps_per_second"] = optNum(c.bStepsPerSecond);
    if (c.aSamplesPerSecond || c.bSamplesPerSecond) {
        out["a_samples_per_second"] = optNum(c.aSamplesPerSecond);
        out["b_samples_per_second"] = optNum(c.bSamplesPerSecond);
    }
    out["throughput_ratio"] = optNum(c.throughputRatio);
    out["steps"] = ojson{{"a", c.aSteps}, {"b", c.bSteps}, {"aligned", c.alignedSteps}};
    out["per_step_total_delta_ms"] = ojson::array();
    for (double d : c.perStepTotalDeltaMs)
        out["per_step_total_delta_ms"].push_back(d);
    auto diffs = [](const std::vector<OpDiff>& v, bool operators) {
        ojson arr = ojson::array();
        for (const auto& d : v) {
            arr.push_back(ojson{{"name", d.name},
                                {"category", d.category},
                                {"a_us", d.aUs},
                                {"b_us", d.bUs},
                                {"delta_us", d.deltaUs},
                                {"delta_pct", optNum(d.deltaPct)},
                                {"a_count", d.aCount},
                                {"b_count", d.bCount},
                                {"status", diffStatusName(d.status)},
                                {"waits_for_input", d.waitsForInput}});
            if (operators) {
                // The real names of each run: "name" carries both only when they differ.
                arr.back()["match_key"] = d.key;
                arr.back()["a_name"] = d.aName.empty() ? ojson(nullptr) : ojson(d.aName);
                arr.back()["b_name"] = d.bName.empty() ? ojson(nullptr) : ojson(d.bName);
            }
        }
        return arr;
    };
    out["op_types"] = diffs(c.opTypes, false);
    out["ops"] = diffs(c.operators, true);
    ojson pipe = ojson::array();
    for (const auto& p : c.pipeline)
        pipe.push_back(ojson{{"op_id", p.opId},
                             {"a_op_id", p.aOpId ? ojson(*p.aOpId) : ojson(nullptr)},
                             {"b_op_id", p.bOpId ? ojson(*p.bOpId) : ojson(nullptr)},
                             {"op_type", p.opType},
                             {"a_workers", p.aWorkers ? ojson(*p.aWorkers) : ojson(nullptr)},
                             {"b_workers", p.bWorkers ? ojson(*p.bWorkers) : ojson(nullptr)},
                             {"a_usage", optNum(p.aUsage)},
                             {"b_usage", optNum(p.bUsage)},
                             {"workers_changed", p.workersChanged},
                             {"usage_changed", p.usageChanged}});
    out["pipeline"] = pipe;
    ojson queues = ojson::array();
    for (const auto& q : c.queues)
        queues.push_back(ojson{{"queue", q.queue},
                               {"a_empty_ratio", optNum(q.aEmptyRatio)},
                               {"b_empty_ratio", optNum(q.bEmptyRatio)},
                               {"a_full_ratio", optNum(q.aFullRatio)},
                               {"b_full_ratio", optNum(q.bFullRatio)}});
    out["queues"] = queues;
    ojson titles = ojson::object();
    for (const auto& [id, title] : c.findingTitles)
        titles[id] = title.text(options.translator);
    out["findings"] = ojson{{"resolved", c.findingsResolved},
                            {"new", c.findingsNew},
                            {"persisting", c.findingsPersisting},
                            {"titles", titles}};
    ojson notes = ojson::array();
    for (const Message& n : c.notes)
        notes.push_back(n.text(options.translator));
    out["notes"] = notes;
    return out;
}

} // namespace

nlohmann::ordered_json compareJson(const Run& a, const Run& b, const ReportOptions& options, int rank)
{
    ojson out = compareDocument(a, b, options, rank);
    io::makeValidUtf8(out); // names and paths are bytes from the user's files: keep dump() from throwing
    return out;
}

// A status word of the JSON ("slower", "added"...) in the report's language.
static Message statusLabel(const std::string& status)
{
    if (status == "slower")
        return SL_MSG("compare.status.slower", "slower");
    if (status == "faster")
        return SL_MSG("compare.status.faster", "faster");
    if (status == "unchanged")
        return SL_MSG("compare.status.unchanged", "unchanged");
    if (status == "added")
        return SL_MSG("compare.status.added", "added");
    if (status == "removed")
        return SL_MSG("compare.status.removed", "removed");
    return status;
}

// The status of an op row, and that it waits for input (GetNext) where it does.
static Message statusCell(const ojson& op)
{
    Message status = statusLabel(op["status"].get<std::string>());
    if (!op.value("waits_for_input", false))
        return status;
    return SL_MSG("compare.status.waits-for-input", "{status}, waits for input").arg("status", status);
}

static std::string renderCompare(const ojson& c, DocWriter& w)
{
    w.heading(1, SL_MSG("compare.heading.comparison", "StepLens comparison"));
    w.paragraph(SL_MSG("compare.a-baseline", "A (baseline): {folder}").arg("folder", c.value("a", std::string())));
    w.paragraph(SL_MSG("compare.b-candidate", "B (candidate): {folder}").arg("folder", c.value("b", std::string())));
    if (c.contains("error")) {
        w.paragraph(c["error"].get<std::string>());
        return w.str();
    }
    if (c["throughput_ratio"].is_number())
        w.paragraph(SL_MSG("compare.throughput", "Throughput: {a} → {b} steps/s ({ratio}){samples}")
                        .arg("a", numberText(c["a_steps_per_second"], 2))
                        .arg("b", numberText(c["b_steps_per_second"], 2))
                        .arg("ratio", numberText(c["throughput_ratio"], 2, "×"))
                        .arg("samples", c.contains("a_samples_per_second")
                                            ? SL_MSG("compare.throughput.samples", ", {a} → {b} samples/s")
                                                  .arg("a", numberText(c["a_samples_per_second"], 0))
                                                  .arg("b", numberText(c["b_samples_per_second"], 0))
                                            : Message()));
    w.heading(2, SL_MSG("compare.heading.phases", "Step phases (mean per step)"));
    std::vector<std::vector<std::string>> rows;
    for (auto it = c["phases"].begin(); it != c["phases"].end(); ++it)
        rows.push_back({it.key(), numberText((*it)["a_ms"], 3), numberText((*it)["b_ms"], 3),
                        signedNum((*it)["delta_ms"], 3), signedNum((*it)["delta_pct"], 1, " %")});
    w.table({SL_MSG("report.col.phase", "phase"), SL_MSG("compare.col.a-ms", "A ms"),
             SL_MSG("compare.col.b-ms", "B ms"), SL_MSG("compare.col.delta-ms", "Δ ms"),
             SL_MSG("compare.col.delta-pct", "Δ %")},
            rows, {false, true, true, true, true});
    w.heading(2, SL_MSG("report.heading.findings", "Findings"));
    // "Title (id)" where the comparison carries titles; older JSON documents have ids only.
    const ojson& titles = c["findings"].contains("titles") ? c["findings"]["titles"] : ojson::object();
    auto list = [&](const Message& what, const ojson& ids) {
        std::string s;
        for (const auto& id : ids) {
            const std::string key = id.get<std::string>();
            const std::string named = titles.contains(key) ? titles[key].get<std::string>() + " (" + key + ")" : key;
            s += (s.empty() ? "" : "; ") + named;
        }
        w.bullet(SL_MSG("compare.findings.list", "{what}: {list}")
                     .arg("what", what)
                     .arg("list", s.empty() ? SL_MSG("compare.findings.none", "none") : Message(s)));
    };
    list(SL_MSG("compare.findings.resolved", "resolved"), c["findings"]["resolved"]);
    list(SL_MSG("compare.findings.new", "new"), c["findings"]["new"]);
    list(SL_MSG("compare.findings.persisting", "persisting"), c["findings"]["persisting"]);
    if (!c["pipeline"].empty()) {
        w.heading(2, SL_MSG("report.heading.data-pipeline", "Data pipeline"));
        std::vector<std::vector<std::string>> prow;
        for (const auto& p : c["pipeline"]) {
            auto workers = [](const ojson& v) {
                return v.is_number() ? std::to_string(v.get<int>()) : std::string("—");
            };
            auto usage = [](const ojson& v) {
                return v.is_number() ? fmtNumber(v.get<double>() * 100, 1) + " %" : std::string("—");
            };
            const bool added = p.contains("a_op_id") && p["a_op_id"].is_null();
            const bool removed = !added && p.contains("b_op_id") && p["b_op_id"].is_null();
            std::string mark = p["workers_changed"].get<bool>()
                                   ? w.tr(SL_MSG("compare.pipeline.workers-changed", "workers changed"))
                                   : "";
            if (added)
                mark = w.tr(SL_MSG("compare.pipeline.added", "added in B"));
            else if (removed)
                mark = w.tr(SL_MSG("compare.pipeline.removed", "removed in B"));
            if (p["usage_changed"].get<bool>() && !added && !removed)
                mark += std::string(mark.empty() ? "" : ", ") +
                        w.tr(SL_MSG("compare.pipeline.usage-changed", "usage changed"));
            // "2 → 3" when the op has another id in B (ids shift when an op is added below the root).
            auto id = [](const ojson& v) { return v.is_number() ? std::to_string(v.get<int>()) : std::string("—"); };
            std::string ids = std::to_string(p["op_id"].get<int>());
            if (p.contains("b_op_id") && p.contains("a_op_id") && p["a_op_id"] != p["b_op_id"])
                ids = id(p["a_op_id"]) + " → " + id(p["b_op_id"]);
            prow.push_back({ids, p["op_type"].get<std::string>(),
                            workers(p["a_workers"]) + " → " + workers(p["b_workers"]),
                            usage(p["a_usage"]) + " → " + usage(p["b_usage"]), mark});
        }
        w.table({SL_MSG("report.col.op", "op"), SL_MSG("report.col.type", "type"),
                 SL_MSG("report.col.workers", "workers"), SL_MSG("report.col.queue-usage", "queue usage"), ""},
                prow, {true, false, false, false, false});
    }
    if (!c["queues"].empty()) {
        w.heading(2, SL_MSG("compare.heading.queues", "Queues (share of batches that found the queue empty)"));
        for (const auto& q : c["queues"]) {
            auto pct = [](const ojson& v) {
                return v.is_number() ? fmtNumber(v.get<double>() * 100, 1) + " %" : std::string("—");
            };
            w.bullet(SL_MSG("compare.queue", "{queue} queue: {a} → {b}")
                         .arg("queue", q["queue"].get<std::string>())
                         .arg("a", pct(q["a_empty_ratio"]))
                         .arg("b", pct(q["b_empty_ratio"])));
        }
    }
    auto opTable = [&](const Message& title, const ojson& ops) {
        if (ops.empty())
            return;
        w.heading(2, title);
        std::vector<std::vector<std::string>> orows;
        for (std::size_t i = 0; i < ops.size() && i < 15; ++i) {
            const ojson& o = ops[i];
            orows.push_back({o["name"].get<std::string>(), o["category"].get<std::string>(), numberText(o["a_us"], 1),
                             numberText(o["b_us"], 1), signedNum(o["delta_us"], 1), signedNum(o["delta_pct"], 1, " %"),
                             w.tr(statusCell(o))});
        }
        w.table({SL_MSG("compare.col.name", "name"), SL_MSG("compare.col.kind", "kind"),
                 SL_MSG("compare.col.a-us", "A µs"), SL_MSG("compare.col.b-us", "B µs"),
                 SL_MSG("compare.col.delta-us", "Δ µs"), SL_MSG("compare.col.delta-pct", "Δ %"),
                 SL_MSG("compare.col.status", "status")},
                orows, {false, false, true, true, true, true, false});
        if (ops.size() > 15)
            w.paragraph(SL_MSG("compare.more-rows", "{n} more rows in the JSON form.").arg("n", ops.size() - 15));
    };
    opTable(SL_MSG("compare.heading.op-types",
                   "Op types (regressions first; ops that wait for input, such as GetNext, after the improvements)"),
            c["op_types"]);
    // Ops that wait for input are listed after the regressions and improvements, so the table above
    // may not reach them: say what they did in a line of their own.
    for (const auto& o : c["op_types"])
        if (o.value("waits_for_input", false) && o["status"] != "unchanged")
            w.paragraph(SL_MSG("compare.waits-for-input",
                               "{name} ({kind}) waits for input, it is not work: {delta} µs ({status}). In sink mode "
                               "it blocks on the device's data queue, so its time follows the data pipeline.")
                            .arg("name", o["name"].get<std::string>())
                            .arg("kind", o["category"].get<std::string>())
                            .arg("delta", signedNum(o["delta_us"], 1))
                            .arg("status", statusLabel(o["status"].get<std::string>())));
    if (c.contains("ops") && !c["ops"].empty()) {
        // Only the counts here: the full per-operator rows (long scope names) are in the JSON form.
        std::map<std::string, int> byStatus;
        for (const auto& o : c["ops"])
            ++byStatus[o["status"].get<std::string>()];
        const int matched = int(c["ops"].size()) - byStatus["added"] - byStatus["removed"];
        w.paragraph(SL_MSG("compare.operators",
                           "Operators: {matched} in both runs ({slower} slower, {faster} faster, {unchanged} "
                           "unchanged), {added} only in B, {removed} only in A; per-operator rows in the JSON form.")
                        .arg("matched", matched)
                        .arg("slower", byStatus["slower"])
                        .arg("faster", byStatus["faster"])
                        .arg("unchanged", byStatus["unchanged"])
                        .arg("added", byStatus["added"])
                        .arg("removed", byStatus["removed"]));
    }
    for (const auto& n : c["notes"])
        w.paragraph(SL_MSG("report.note", "Note: {text}").arg("text", n.get<std::string>()));
    return w.str();
}

std::string renderCompareText(const ojson& comparison, const Translator* translator)
{
    TextWriter w;
    w.setTranslator(translator);
    return renderCompare(comparison, w);
}

std::string renderCompareMarkdown(const ojson& comparison, const Translator* translator)
{
    MarkdownWriter w;
    w.setTranslator(translator);
    return renderCompare(comparison, w);
}

} // namespace steplens
