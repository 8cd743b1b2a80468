// `steplens compare A B`: JSON, text and Markdown forms of a run comparison.
#include "io/json_util.h"
#include "report/doc_writer.h"
#include "report/report.h"

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

std::string num(const ojson& v, int decimals, const char* suffix = "")
{
    return v.is_number() ? fmtNumber(v.get<double>(), decimals) + suffix : "—";
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
    ProfileAnalysis aa = analyzeProfile(*pa, options.analysis);
    ProfileAnalysis ba = analyzeProfile(*pb, options.analysis);
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
                                {"status", diffStatusName(d.status)}});
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
    out["notes"] = c.notes;
    return out;
}

} // namespace

nlohmann::ordered_json compareJson(const Run& a, const Run& b, const ReportOptions& options, int rank)
{
    ojson out = compareDocument(a, b, options, rank);
    io::makeValidUtf8(out); // names and paths are bytes from the user's files: keep dump() from throwing
    return out;
}

static std::string renderCompare(const ojson& c, DocWriter& w)
{
    w.heading(1, "StepLens comparison");
    w.paragraph("A (baseline): " + c.value("a", std::string()));
    w.paragraph("B (candidate): " + c.value("b", std::string()));
    if (c.contains("error")) {
        w.paragraph(c["error"].get<std::string>());
        return w.str();
    }
    if (c["throughput_ratio"].is_number())
        w.paragraph("Throughput: " + num(c["a_steps_per_second"], 2) + " → " + num(c["b_steps_per_second"], 2) +
                    " steps/s (" + num(c["throughput_ratio"], 2, "×") + ")" +
                    (c.contains("a_samples_per_second") ? ", " + num(c["a_samples_per_second"], 0) + " → " +
                                                              num(c["b_samples_per_second"], 0) + " samples/s"
                                                        : std::string()));
    w.heading(2, "Step phases (mean per step)");
    std::vector<std::vector<std::string>> rows;
    for (auto it = c["phases"].begin(); it != c["phases"].end(); ++it)
        rows.push_back({it.key(), num((*it)["a_ms"], 3), num((*it)["b_ms"], 3), signedNum((*it)["delta_ms"], 3),
                        signedNum((*it)["delta_pct"], 1, " %")});
    w.table({"phase", "A ms", "B ms", "Δ ms", "Δ %"}, rows, {false, true, true, true, true});
    w.heading(2, "Findings");
    // "Title (id)" where the comparison carries titles; older JSON documents have ids only.
    const ojson& titles = c["findings"].contains("titles") ? c["findings"]["titles"] : ojson::object();
    auto list = [&](const char* what, const ojson& ids) {
        std::string s;
        for (const auto& id : ids) {
            const std::string key = id.get<std::string>();
            const std::string named = titles.contains(key) ? titles[key].get<std::string>() + " (" + key + ")" : key;
            s += (s.empty() ? "" : "; ") + named;
        }
        w.bullet(std::string(what) + ": " + (s.empty() ? "none" : s));
    };
    list("resolved", c["findings"]["resolved"]);
    list("new", c["findings"]["new"]);
    list("persisting", c["findings"]["persisting"]);
    if (!c["pipeline"].empty()) {
        w.heading(2, "Data pipeline");
        std::vector<std::vector<std::string>> prow;
        for (const auto& p : c["pipeline"]) {
            auto workers = [](const ojson& v) {
                return v.is_number() ? std::to_string(v.get<int>()) : std::string("—");
            };
            auto usage = [](const ojson& v) {
                return v.is_number() ? fmtNumber(v.get<double>() * 100, 1) + " %" : std::string("—");
            };
            std::string mark = p["workers_changed"].get<bool>() ? "workers changed" : "";
            if (p.contains("a_op_id") && p["a_op_id"].is_null())
                mark = "added in B";
            else if (p.contains("b_op_id") && p["b_op_id"].is_null())
                mark = "removed in B";
            if (p["usage_changed"].get<bool>() && mark.rfind("added", 0) != 0 && mark.rfind("removed", 0) != 0)
                mark += std::string(mark.empty() ? "" : ", ") + "usage changed";
            // "2 → 3" when the op has another id in B (ids shift when an op is added below the root).
            auto id = [](const ojson& v) { return v.is_number() ? std::to_string(v.get<int>()) : std::string("—"); };
            std::string ids = std::to_string(p["op_id"].get<int>());
            if (p.contains("b_op_id") && p.contains("a_op_id") && p["a_op_id"] != p["b_op_id"])
                ids = id(p["a_op_id"]) + " → " + id(p["b_op_id"]);
            prow.push_back({ids, p["op_type"].get<std::string>(),
                            workers(p["a_workers"]) + " → " + workers(p["b_workers"]),
                            usage(p["a_usage"]) + " → " + usage(p["b_usage"]), mark});
        }
        w.table({"op", "type", "workers", "queue usage", ""}, prow, {true, false, false, false, false});
    }
    if (!c["queues"].empty()) {
        w.heading(2, "Queues (share of batches that found the queue empty)");
        for (const auto& q : c["queues"]) {
            auto pct = [](const ojson& v) {
                return v.is_number() ? fmtNumber(v.get<double>() * 100, 1) + " %" : std::string("—");
            };
            w.bullet(q["queue"].get<std::string>() + " queue: " + pct(q["a_empty_ratio"]) + " → " +
                     pct(q["b_empty_ratio"]));
        }
    }
    auto opTable = [&](const char* title, const ojson& ops) {
        if (ops.empty())
            return;
        w.heading(2, title);
        std::vector<std::vector<std::string>> orows;
        for (std::size_t i = 0; i < ops.size() && i < 15; ++i) {
            const ojson& o = ops[i];
            orows.push_back({o["name"].get<std::string>(), o["category"].get<std::string>(), num(o["a_us"], 1),
                             num(o["b_us"], 1), signedNum(o["delta_us"], 1), signedNum(o["delta_pct"], 1, " %"),
                             o["status"].get<std::string>()});
        }
        w.table({"name", "kind", "A µs", "B µs", "Δ µs", "Δ %", "status"}, orows,
                {false, false, true, true, true, true, false});
        if (ops.size() > 15)
            w.paragraph(std::to_string(ops.size() - 15) + " more rows in the JSON form.");
    };
    opTable("Op types (regressions first)", c["op_types"]);
    if (c.contains("ops") && !c["ops"].empty()) {
        // Only the counts here: the full per-operator rows (long scope names) are in the JSON form.
        std::map<std::string, int> byStatus;
        for (const auto& o : c["ops"])
            ++byStatus[o["status"].get<std::string>()];
        const int matched = int(c["ops"].size()) - byStatus["added"] - byStatus["removed"];
        w.paragraph("Operators: " + std::to_string(matched) + " in both runs (" + std::to_string(byStatus["slower"]) +
                    " slower, " + std::to_string(byStatus["faster"]) + " faster, " +
                    std::to_string(byStatus["unchanged"]) + " unchanged), " + std::to_string(byStatus["added"]) +
                    " only in B, " + std::to_string(byStatus["removed"]) +
                    " only in A; per-operator rows in the "
                    "JSON form.");
    }
    for (const auto& n : c["notes"])
        w.paragraph("Note: " + n.get<std::string>());
    return w.str();
}

std::string renderCompareText(const ojson& comparison)
{
    TextWriter w;
    return renderCompare(comparison, w);
}

std::string renderCompareMarkdown(const ojson& comparison)
{
    MarkdownWriter w;
    return renderCompare(comparison, w);
}

} // namespace steplens
