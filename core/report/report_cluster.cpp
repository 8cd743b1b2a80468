#include "report/report_cluster.h"

#include "analysis/findings/rules.h"
#include "io/json_util.h"
#include "report/report_number.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace steplens {

using ojson = nlohmann::ordered_json;

namespace {

ojson numberOrNull(double v)
{
    return std::isfinite(v) ? ojson(v) : ojson(nullptr);
}

ojson optionalNumber(const std::optional<double>& v)
{
    return v && std::isfinite(*v) ? ojson(*v) : ojson(nullptr);
}

// The columns a rank's step_trace breakdown_ms lists (report_ascend.cpp), in its order; 1.x: all four.
std::vector<std::string> breakdownKeys(Layout layout)
{
    if (layout == Layout::MindSpore1x)
        return clusterPhaseKeys(layout);
    return {"computing", "communication_not_overlapped", "overlapped", "communication", "free", "preparing"};
}

ojson totalsJson(const CommDomainTotals& t)
{
    ojson o;
    o["ops"] = t.ops;
    o["elapse_ms"] = t.elapseMs;
    o["transit_ms"] = t.transitMs;
    o["wait_ms"] = t.waitMs;
    o["synchronization_ms"] = t.syncMs;
    o["idle_ms"] = t.idleMs;
    return o;
}

ojson linkJson(const ClusterLink& l)
{
    ojson o;
    o["src"] = l.src;
    o["dst"] = l.dst;
    o["transport"] = l.transport;
    o["group"] = l.group.empty() ? ojson(nullptr) : ojson(l.group);
    o["size_mb"] = l.sizeMB;
    o["time_ms"] = l.timeMs;
    o["bandwidth_gbps"] = l.bandwidthGBs;
    o["ops"] = l.ops;
    return o;
}

std::string text(const Message& m, const ReportOptions& o)
{
    return m.text(o.translator);
}

// The ranks a table of the text report lists: every one up to 16, else the first `head` and the last
// `tail` of `sorted` (the extremes are what a reader of a many-rank job looks for).
std::vector<const ojson*> headAndTail(const std::vector<const ojson*>& sorted, std::size_t head, std::size_t tail)
{
    if (sorted.size() <= 16)
        return sorted;
    std::vector<const ojson*> shown(sorted.begin(), sorted.begin() + std::ptrdiff_t(head));
    shown.insert(shown.end(), sorted.end() - std::ptrdiff_t(tail), sorted.end());
    return shown;
}

} // namespace

ojson perStepJson(const RankSummary& r)
{
    if (!r.hasSteps() || r.meanOnly)
        return nullptr;
    const auto& keys = clusterPhaseKeys(r.layout);
    const std::size_t n = keys.size();
    std::vector<std::size_t> present;
    for (std::size_t c = 0; c < n; ++c)
        for (std::size_t row = 0; row < r.stepCount(); ++row)
            if (!isAbsent(r.value(row, c, n))) {
                present.push_back(c);
                break;
            }
    ojson o;
    ojson columns = ojson::array();
    for (std::size_t c : present)
        columns.push_back(keys[c]);
    o["columns"] = std::move(columns);
    o["steps"] = r.steps;
    // Moved, not copied, into the document: 50,000 steps are 50,000 small arrays.
    ojson rows = ojson::array();
    rows.get_ref<ojson::array_t&>().reserve(r.stepCount());
    for (std::size_t row = 0; row < r.stepCount(); ++row) {
        ojson values = ojson::array();
        values.get_ref<ojson::array_t&>().reserve(present.size());
        for (std::size_t c : present)
            values.push_back(numberOrNull(r.value(row, c, n)));
        rows.push_back(std::move(values));
    }
    o["rows"] = std::move(rows);
    return o;
}

void addRankSummaryJson(ojson& rankJson, const RankSummary& r)
{
    addRankSummaryJson(rankJson, r, perStepJson(r));
}

void addRankSummaryJson(ojson& rankJson, const RankSummary& r, ojson perStep)
{
    auto st = rankJson.find("step_trace");
    if (st != rankJson.end() && st->is_object())
        (*st)["per_step_ms"] = std::move(perStep);
    if (r.communication) {
        const RankCommunication& c = *r.communication;
        CommDomainTotals all{std::string(), c.ops, c.elapseMs, c.transitMs, c.waitMs, c.syncMs, c.idleMs};
        ojson o = totalsJson(all);
        o["steps"] = c.steps;
        ojson domains = ojson::array();
        for (const auto& d : c.domains) {
            ojson dj;
            dj["group"] = d.group;
            dj.update(totalsJson(d));
            domains.push_back(std::move(dj));
        }
        o["domains"] = domains;
        rankJson["communication_summary"] = o;
    } else {
        rankJson["communication_summary"] = nullptr;
    }
    if (!r.links.empty() || !r.groupSelfIndex.empty()) {
        ojson o;
        o["keys"] = r.linksResolved ? "global" : "group_local";
        ojson self = ojson::object();
        for (const auto& [group, index] : r.groupSelfIndex)
            self[group] = index;
        o["self_index"] = self;
        ojson links = ojson::array();
        for (const auto& l : r.links)
            links.push_back(linkJson(l));
        o["links"] = links;
        rankJson["communication_links"] = o;
    } else {
        rankJson["communication_links"] = nullptr;
    }
    if (r.rankSize > 0 || r.stageNum > 0 || !r.parallelMode.empty() || !r.groups.empty()) {
        ojson p;
        p["rank_size"] = r.rankSize > 0 ? ojson(r.rankSize) : ojson(nullptr);
        p["stage_num"] = r.stageNum > 0 ? ojson(r.stageNum) : ojson(nullptr);
        p["mode"] = r.parallelMode.empty() ? ojson(nullptr) : ojson(r.parallelMode);
        ojson groups = ojson::array();
        for (const auto& g : r.groups)
            groups.push_back(ojson{{"name", g.name}, {"ranks", g.ranks}});
        p["groups"] = groups;
        rankJson["parallel"] = p;
    } else {
        rankJson["parallel"] = nullptr;
    }
    if (r.flops || r.flopsTotal || r.clusterAnalyseAverage) {
        ojson in;
        in["flops"] = optionalNumber(r.flops);
        in["flops_total"] = optionalNumber(r.flopsTotal);
        if (r.clusterAnalyseAverage) {
            ojson average = ojson::array();
            for (double v : *r.clusterAnalyseAverage)
                average.push_back(numberOrNull(v));
            in["cluster_analyse"] = ojson{{"keys", r.clusterAnalyseKeys}, {"average", average}};
        } else {
            in["cluster_analyse"] = nullptr;
        }
        rankJson["cluster_rule_inputs"] = in;
    }
}

ojson clusterJson(const ClusterOverview& o, const Translator* tr)
{
    const ClusterSummary& s = *o.summary;
    const ClusterAnalysis& a = o.analysis;
    ojson c;
    c["source"] = clusterSourceName(s.source);
    c["layout"] = s.layout == Layout::MindSpore1x ? "mindspore_1x" : "ascend_profiler_output";
    c["mode"] = a.mode.empty() ? ojson(nullptr) : ojson(a.mode);
    c["framework"] = a.framework.empty() ? ojson(nullptr) : ojson(a.framework);
    c["ranks"] = s.ranks.size();
    c["rank_size"] = a.rankSize > 0 ? ojson(a.rankSize) : ojson(nullptr);
    c["stage_num"] = a.stageNum;
    c["steps_skipped"] = o.options.steps.skipFirstSteps;
    c["mean_step_ms"] = a.meanStepMs;

    const auto keys = breakdownKeys(s.layout);
    ojson phases = ojson::array();
    for (const RankPhaseMeans& p : a.phases) {
        ojson j;
        j["rank"] = p.rank;
        j["steps"] = p.steps;
        ojson b = ojson::object();
        for (const auto& k : keys) {
            const int i = s.phaseIndex(k);
            if (i >= 0 && p.mean[std::size_t(i)])
                b[k] = *p.mean[std::size_t(i)];
        }
        j["breakdown_ms"] = b;
        j["step_ms"] = p.steps > 0 ? ojson(p.stepMs) : ojson(nullptr);
        if (p.stage > 0)
            j["stage"] = p.stage;
        if (p.steps == 0)
            j["diagnostic"] = p.missing.text(tr);
        phases.push_back(std::move(j));
    }
    c["rank_phases"] = std::move(phases);

    ojson comm = ojson::array();
    for (const RankSummary& r : s.ranks) {
        if (!r.communication)
            continue;
        const RankCommunication& x = *r.communication;
        ojson j;
        j["rank"] = r.rank;
        j["ops"] = x.ops;
        j["steps"] = x.steps;
        j["elapse_ms"] = x.elapseMs;
        j["transit_ms"] = x.transitMs;
        j["wait_ms"] = x.waitMs;
        j["synchronization_ms"] = x.syncMs;
        j["idle_ms"] = x.idleMs;
        j["wait_pct"] =
            x.waitMs + x.transitMs > 0 ? ojson(x.waitMs / (x.waitMs + x.transitMs) * 100.0) : ojson(nullptr);
        comm.push_back(std::move(j));
    }
    c["rank_communication"] = comm;

    ojson transports = ojson::array();
    for (const TransportStats& t : a.transports)
        transports.push_back(ojson{{"transport", t.transport},
                                   {"links", t.links},
                                   {"mean_gbps", t.meanGBs},
                                   {"min_gbps", t.minGBs},
                                   {"max_gbps", t.maxGBs}});
    c["transports"] = transports;

    ojson domains = ojson::array();
    for (const CommDomain& d : a.domains)
        domains.push_back(ojson{{"group", d.group},
                                {"name", d.name.empty() ? ojson(nullptr) : ojson(d.name)},
                                {"ranks", d.ranks},
                                {"links", d.links},
                                {"transit_ms", d.transitMs},
                                {"wait_ms", d.waitMs}});
    c["domains"] = domains;

    if (a.communication.available) {
        c["communication_share_pct"] = a.communication.share * 100;
        c["communication_share_from"] = a.communication.source;
    }
    ojson findings = ojson::array();
    for (const Finding& f : o.findings)
        findings.push_back(findingJson(f, tr));
    c["findings"] = findings;
    ojson notes = ojson::array();
    for (const Message& n : a.notes)
        notes.push_back(n.text(tr));
    c["notes"] = notes;
    return c;
}

ojson clusterReportJson(const ClusterOverview& o, ojson ranks, const ReportOptions& options)
{
    const ClusterSummary& s = *o.summary;
    ojson out;
    out["schema_version"] = kReportSchemaVersion;
    out["tool"] = std::string("steplens ") + STEPLENS_VERSION;
    out["path"] = s.path;
    out["profiler_folder"] = s.folder;
    out["ranks"] = ranks.is_array() ? std::move(ranks) : ojson::array();
    out["cluster"] = clusterJson(o, options.translator);
    ojson diags = ojson::array();
    auto add = [&](const Diagnostic& d) {
        ojson j;
        j["severity"] = severityName(d.severity);
        j["file"] = d.file;
        j["line"] = d.line;
        if (d.byteOffset >= 0)
            j["byte_offset"] = d.byteOffset;
        j["message"] = d.message.text(options.translator);
        j["action"] = d.action.text(options.translator);
        diags.push_back(std::move(j));
    };
    for (const auto& d : s.diagnostics)
        add(d);
    for (const auto& r : s.ranks)
        for (const auto& d : r.diagnostics)
            add(d);
    out["diagnostics"] = diags;
    io::makeValidUtf8(out);
    return out;
}

void writeClusterSection(DocWriter& w, const ojson& c, const ReportOptions& options)
{
    const bool legacy = c.value("layout", std::string()) == "mindspore_1x";
    const std::size_t ranks = c.value("ranks", std::size_t(0));
    w.heading(2, text(SL_MSG("report.cluster.heading", "Cluster: {n} ranks").arg("n", ranks), options) +
                     (c["mode"].is_string() ? " (" + c["mode"].get<std::string>() + ")" : std::string()));
    const ojson& phases = c["rank_phases"];
    // In a synchronous job every rank's step lasts about as long (they wait for each other): the ranks
    // are listed by the phase a slow-rank finding names (the one the others wait for comes first), else
    // by step time.
    std::string sortKey = "step";
    for (const auto& f : c["findings"])
        if (f.value("id", std::string()) == "slow-rank" && f.contains("phase")) {
            sortKey = f["phase"].get<std::string>();
            break;
        }
    auto sortValue = [&](const ojson* p) {
        const ojson& b = (*p)["breakdown_ms"];
        if (sortKey == "step")
            return (*p)["step_ms"].get<double>();
        return b.contains(sortKey) && b[sortKey].is_number() ? b[sortKey].get<double>() : 0.0;
    };
    std::vector<const ojson*> withSteps, without;
    double fastest = 0, slowest = 0;
    for (const auto& p : phases) {
        if (p.value("steps", 0) == 0) {
            without.push_back(&p);
            continue;
        }
        const double step = p["step_ms"].get<double>();
        fastest = withSteps.empty() ? step : std::min(fastest, step);
        slowest = withSteps.empty() ? step : std::max(slowest, step);
        withSteps.push_back(&p);
    }
    std::stable_sort(withSteps.begin(), withSteps.end(),
                     [&](const ojson* a, const ojson* b) { return sortValue(a) > sortValue(b); });
    if (!withSteps.empty())
        w.paragraph(text(SL_MSG("report.cluster.summary",
                                "Mean step {mean} ms over {n} ranks with step data ({fast} to {slow} ms across ranks).")
                             .arg("mean", numberText(c["mean_step_ms"], 3))
                             .arg("n", withSteps.size())
                             .arg("fast", fmtNumber(fastest, 3))
                             .arg("slow", fmtNumber(slowest, 3)),
                         options));
    w.heading(3, text(SL_MSG("report.cluster.findings", "Findings across ranks"), options));
    if (c["findings"].empty() && withSteps.size() < 2)
        // Nothing to compare across ranks: "no rule fired" would read as "the ranks are balanced".
        w.paragraph(text(SL_MSG("report.cluster.nothing-to-compare",
                                "The cluster rules need the step phases of at least two ranks; {n} had them, so none "
                                "of the rules could run.")
                             .arg("n", withSteps.size()),
                         options));
    else if (c["findings"].empty())
        w.paragraph(text(SL_MSG("report.cluster.balanced",
                                "None of the cluster rules crossed its threshold: no rank and no link stands out."),
                         options));
    else
        writeFindingList(w, c["findings"]);

    // Step phases per rank: every rank up to 16, else the 10 slowest and the 3 fastest.
    const std::vector<std::string> keys =
        legacy ? std::vector<std::string>{"iteration_interval", "fp_and_bp", "tail"}
               : std::vector<std::string>{"preparing", "computing", "communication_not_overlapped", "free"};
    std::vector<std::string> header{text(SL_MSG("report.cluster.col.rank", "rank"), options),
                                    text(SL_MSG("report.cluster.col.steps", "steps"), options)};
    for (const auto& k : keys)
        header.push_back(clusterPhaseName(k).text(options.translator) + " ms");
    header.push_back(text(SL_MSG("report.cluster.col.step", "step ms"), options));
    const std::vector<const ojson*> shown = headAndTail(withSteps, 10, 3);
    std::vector<std::vector<std::string>> rows;
    for (const ojson* p : shown) {
        std::vector<std::string> row{std::to_string(p->value("rank", -1)), std::to_string(p->value("steps", 0))};
        const ojson& b = (*p)["breakdown_ms"];
        for (const auto& k : keys)
            row.push_back(b.contains(k) ? numberText(b[k], 3) : "—");
        row.push_back(numberText((*p)["step_ms"], 3));
        rows.push_back(std::move(row));
    }
    if (!rows.empty()) {
        w.heading(3, text(SL_MSG("report.cluster.phases", "Step phases per rank (mean per step, by {phase})")
                              .arg("phase", sortKey == "step" ? SL_MSG("report.cluster.by-step", "step time")
                                                              : clusterPhaseName(sortKey)),
                          options));
        std::vector<bool> right(header.size(), true);
        w.table(std::vector<Message>(header.begin(), header.end()), rows, right);
        if (shown.size() < withSteps.size())
            w.paragraph(text(SL_MSG("report.cluster.phases.more",
                                    "{n} ranks between them are not listed; the JSON report has every rank.")
                                 .arg("n", withSteps.size() - shown.size()),
                             options));
    }
    if (!without.empty()) {
        std::vector<int> ids;
        for (const ojson* p : without)
            ids.push_back(p->value("rank", -1));
        Message m = ids.size() == 1 ? SL_MSG("report.cluster.no-steps.one", "Rank {ranks} has no step data: {why}.")
                                    : SL_MSG("report.cluster.no-steps", "Ranks {ranks} have no step data: {why}.");
        w.paragraph(text(
            m.arg("ranks", rankRanges(ids)).arg("why", without.front()->value("diagnostic", std::string())), options));
    }

    // Communication per rank: who waits (the others, for a slow rank) and who moves data.
    const ojson& comm = c["rank_communication"];
    if (comm.is_array() && !comm.empty()) {
        std::vector<const ojson*> byWait;
        for (const auto& x : comm)
            byWait.push_back(&x);
        std::stable_sort(byWait.begin(), byWait.end(), [](const ojson* a, const ojson* b) {
            return (*a)["wait_ms"].get<double>() < (*b)["wait_ms"].get<double>();
        });
        w.heading(3, text(SL_MSG("report.cluster.communication",
                                 "Communication per rank (least waiting first: a slow rank waits least)"),
                          options));
        std::vector<std::vector<std::string>> crows;
        for (const ojson* shownRank : headAndTail(byWait, 8, 3)) {
            const ojson& x = *shownRank;
            crows.push_back({std::to_string(x.value("rank", -1)), std::to_string(x.value("ops", 0)),
                             numberText(x["transit_ms"], 3), numberText(x["wait_ms"], 3),
                             x["wait_pct"].is_number() ? numberText(x["wait_pct"], 1) + " %" : "—"});
        }
        w.table({text(SL_MSG("report.cluster.col.rank", "rank"), options),
                 text(SL_MSG("report.cluster.col.ops", "operations"), options),
                 text(SL_MSG("report.cluster.col.transit", "transit ms"), options),
                 text(SL_MSG("report.cluster.col.wait", "wait ms"), options),
                 text(SL_MSG("report.cluster.col.wait-share", "wait share"), options)},
                crows, {true, true, true, true, true});
    }
    const ojson& transports = c["transports"];
    if (transports.is_array() && !transports.empty()) {
        w.heading(3, text(SL_MSG("report.cluster.links", "Links per transport"), options));
        std::vector<std::vector<std::string>> trows;
        for (const auto& t : transports)
            trows.push_back({t.value("transport", std::string()), std::to_string(t.value("links", 0)),
                             numberText(t["mean_gbps"], 2), numberText(t["min_gbps"], 2),
                             numberText(t["max_gbps"], 2)});
        w.table({text(SL_MSG("report.cluster.col.transport", "transport"), options),
                 text(SL_MSG("report.cluster.col.links", "links"), options),
                 text(SL_MSG("report.cluster.col.mean-gbps", "mean GB/s"), options),
                 text(SL_MSG("report.cluster.col.min-gbps", "min GB/s"), options),
                 text(SL_MSG("report.cluster.col.max-gbps", "max GB/s"), options)},
                trows, {false, true, true, true, true});
    }
    const ojson& domains = c["domains"];
    if (domains.is_array() && domains.size() > 1) {
        w.heading(3, text(SL_MSG("report.cluster.domains", "Communication domains"), options));
        std::vector<std::vector<std::string>> drows;
        for (std::size_t i = 0; i < domains.size() && i < 12; ++i) {
            const ojson& d = domains[i];
            std::vector<int> members = d["ranks"].get<std::vector<int>>();
            drows.push_back({d["name"].is_string() ? d["name"].get<std::string>() : d.value("group", std::string()),
                             rankRanges(members), std::to_string(d.value("links", 0)), numberText(d["transit_ms"], 3),
                             numberText(d["wait_ms"], 3)});
        }
        w.table({text(SL_MSG("report.cluster.col.domain", "domain"), options),
                 text(SL_MSG("report.cluster.col.ranks", "ranks"), options),
                 text(SL_MSG("report.cluster.col.links", "links"), options),
                 text(SL_MSG("report.cluster.col.transit", "transit ms"), options),
                 text(SL_MSG("report.cluster.col.wait", "wait ms"), options)},
                drows, {false, false, true, true, true});
        if (domains.size() > 12)
            w.paragraph(text(SL_MSG("report.cluster.domains.more", "{n} more domains in the JSON report.")
                                 .arg("n", domains.size() - 12),
                             options));
    }
    if (c.contains("communication_share_pct"))
        w.paragraph(text(SL_MSG("report.cluster.share", "Communication not hidden by computation: {pct} %")
                             .arg("pct", numberText(c["communication_share_pct"], 2)),
                         options));
    for (const auto& n : c["notes"])
        w.paragraph(text(SL_MSG("report.cluster.note", "Note: {note}").arg("note", n.get<std::string>()), options));
}

std::set<std::string> writeSharedFindings(DocWriter& w, const ojson& ranks, const ReportOptions& options)
{
    std::set<std::string> grouped;
    if (!ranks.is_array() || ranks.size() < 2)
        return grouped;
    struct Shared {
        const ojson* first = nullptr;
        std::vector<int> ranks;
        double minValue = 0, maxValue = 0, maxImpact = 0;
        bool estimated = true;
    };
    std::vector<std::string> order;
    std::map<std::string, Shared> byId;
    for (const auto& r : ranks) {
        const int rank = r.value("rank", -1);
        if (!r.contains("findings") || !r["findings"].is_array())
            continue;
        for (const auto& f : r["findings"]) {
            const std::string id = f.value("id", std::string());
            auto [it, fresh] = byId.try_emplace(id);
            Shared& s = it->second;
            const double value = f["value"].is_number() ? f["value"].get<double>() : 0.0;
            const double impact = f["impact_ms"].is_number() ? f["impact_ms"].get<double>() : 0.0;
            if (fresh) {
                order.push_back(id);
                s.first = &f;
                s.minValue = s.maxValue = value;
            }
            s.ranks.push_back(rank);
            s.minValue = std::min(s.minValue, value);
            s.maxValue = std::max(s.maxValue, value);
            s.maxImpact = std::max(s.maxImpact, impact);
            s.estimated = s.estimated && f.value("impact_estimated", true);
        }
    }
    std::vector<const std::string*> shared;
    for (const auto& id : order)
        if (byId[id].ranks.size() >= 2)
            shared.push_back(&id);
    if (shared.empty())
        return grouped;
    w.heading(2, text(SL_MSG("report.shared.heading", "Findings on several ranks"), options));
    int n = 0;
    for (const std::string* id : shared) {
        const Shared& s = byId[*id];
        const ojson& f = *s.first;
        grouped.insert(*id);
        w.paragraph(std::to_string(++n) + ". [" + f.value("severity", std::string()) + "] " +
                    f.value("title", std::string()) + "  (" + *id + ")");
        w.bullet(text(SL_MSG("report.shared.ranks", "on {n} ranks: {ranks} (the title is rank {first}'s)")
                          .arg("n", s.ranks.size())
                          .arg("ranks", rankRanges(s.ranks))
                          .arg("first", s.ranks.front()),
                      options));
        const std::string unit = f.value("unit", std::string());
        w.bullet(
            text((s.minValue == s.maxValue
                      ? SL_MSG("report.shared.measured.one", "measured {min} {unit} against a threshold of {threshold} "
                                                             "{unit}")
                      : SL_MSG("report.shared.measured", "measured {min} to {max} {unit} against a threshold of "
                                                         "{threshold} {unit}"))
                     .arg("min", fmtNumber(s.minValue, 2))
                     .arg("max", fmtNumber(s.maxValue, 2))
                     .arg("unit", unit)
                     .arg("threshold", numberText(f["threshold"], 2)),
                 options) +
            (s.estimated ? "; " + text(SL_MSG("report.shared.impact", "worth up to {ms} ms per step on the "
                                                                      "worst rank")
                                           .arg("ms", fmtNumber(s.maxImpact, 2)),
                                       options)
                         : std::string()));
        w.bullet(f.value("explanation", std::string()));
        w.bullet(text(
            SL_MSG("report.shared.suggestion", "suggestion: {text}").arg("text", f.value("suggestion", std::string())),
            options));
        if (f.contains("snippet"))
            w.code(f["snippet"].get<std::string>());
    }
    return grouped;
}

} // namespace steplens
