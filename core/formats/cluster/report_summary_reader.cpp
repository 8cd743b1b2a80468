#include "formats/cluster/report_summary_reader.h"

#include "io/file_reader.h"
#include "io/json_util.h"

#include <algorithm>
#include <cmath>
#include <fstream>

namespace steplens {

using json = nlohmann::json;

namespace {

double numberOr(const json& obj, const char* key, double fallback)
{
    return io::jsonNumber(obj, key).value_or(fallback);
}

// A whole number in int range, else `fallback` (a double outside int's range must never be converted).
int intOr(const json& obj, const char* key, int fallback)
{
    const auto v = io::jsonNumber(obj, key);
    if (!v || !(*v >= -2147483648.0 && *v <= 2147483647.0) || *v != std::floor(*v))
        return fallback;
    return int(*v);
}

const json* objectAt(const json& obj, const char* key)
{
    auto it = obj.find(key);
    return it != obj.end() && it->is_object() ? &*it : nullptr;
}

const json* arrayAt(const json& obj, const char* key)
{
    auto it = obj.find(key);
    return it != obj.end() && it->is_array() ? &*it : nullptr;
}

// step_trace.per_step_ms: {"columns": [...], "steps": [...], "rows": [[...], ...]}.
bool readPerStep(const json& perStep, RankSummary& r, DiagnosticSink& sink)
{
    const auto& keys = clusterPhaseKeys(r.layout);
    const json* columns = arrayAt(perStep, "columns");
    const json* steps = arrayAt(perStep, "steps");
    const json* rows = arrayAt(perStep, "rows");
    if (!columns || !steps || !rows || steps->size() != rows->size()) {
        sink.warn(0,
                  SL_MSG("report-input.per-step.shape",
                         "rank {rank}: per_step_ms needs columns, steps and rows of the same length")
                      .arg("rank", r.rank),
                  SL_MSG("report-input.per-step.shape.action", "the rank's mean breakdown is used instead"));
        return false;
    }
    std::vector<int> slot; // column -> index in keys (-1 when unknown)
    for (const auto& c : *columns) {
        int at = -1;
        if (c.is_string())
            for (std::size_t k = 0; k < keys.size(); ++k)
                if (keys[k] == c.get<std::string>())
                    at = int(k);
        slot.push_back(at);
    }
    for (std::size_t i = 0; i < rows->size(); ++i) {
        const json& row = (*rows)[i];
        const json& step = (*steps)[i];
        if (!row.is_array() || row.size() != slot.size()) {
            sink.warn(
                0,
                SL_MSG("report-input.per-step.row", "rank {rank}: per_step_ms row {row} does not match its columns")
                    .arg("rank", r.rank)
                    .arg("row", i + 1),
                SL_MSG("report-input.per-step.row.action", "row skipped"));
            continue;
        }
        r.steps.push_back(step.is_number_integer() ? step.get<long long>() : -1);
        // (a step number is data, not an index: any integer JSON holds is fine)
        const std::size_t base = r.values.size();
        r.values.resize(base + keys.size(), kAbsent);
        for (std::size_t c = 0; c < slot.size(); ++c)
            if (slot[c] >= 0 && row[c].is_number())
                r.values[base + std::size_t(slot[c])] = row[c].get<double>();
    }
    return true;
}

// An older report without per_step_ms: the mean breakdown as one row.
void readMeanBreakdown(const json& st, RankSummary& r)
{
    const auto& keys = clusterPhaseKeys(r.layout);
    const json* mean =
        objectAt(st, r.layout == Layout::AscendProfilerOutput ? "breakdown_ms" : "recomputed_average_ms");
    if (!mean || mean->empty())
        return;
    r.meanOnly = true;
    r.steps.push_back(-1);
    for (const auto& k : keys)
        r.values.push_back(numberOr(*mean, k.c_str(), kAbsent));
}

CommDomainTotals domainOf(const json& d)
{
    CommDomainTotals t;
    t.group = io::jsonString(d, "group").value_or("");
    t.ops = std::max(0, intOr(d, "ops", 0));
    t.elapseMs = numberOr(d, "elapse_ms", 0);
    t.transitMs = numberOr(d, "transit_ms", 0);
    t.waitMs = numberOr(d, "wait_ms", 0);
    t.syncMs = numberOr(d, "synchronization_ms", 0);
    t.idleMs = numberOr(d, "idle_ms", 0);
    return t;
}

void readCommunication(const json& rank, RankSummary& r)
{
    if (const json* cs = objectAt(rank, "communication_summary")) {
        RankCommunication c;
        CommDomainTotals all = domainOf(*cs);
        c.ops = all.ops;
        c.steps = std::max(0, intOr(*cs, "steps", 0));
        c.elapseMs = all.elapseMs;
        c.transitMs = all.transitMs;
        c.waitMs = all.waitMs;
        c.syncMs = all.syncMs;
        c.idleMs = all.idleMs;
        if (const json* domains = arrayAt(*cs, "domains"))
            for (const auto& d : *domains)
                if (d.is_object())
                    c.domains.push_back(domainOf(d));
        r.communication = std::move(c);
        return;
    }
    // Reports before communication_summary: the totals of the communication section.
    const json* comm = objectAt(rank, "communication");
    const json* totals = comm ? objectAt(*comm, "totals_ms") : nullptr;
    if (!totals)
        return;
    RankCommunication c;
    c.steps = std::max(0, intOr(*comm, "steps", 0));
    c.elapseMs = numberOr(*totals, "elapse", 0);
    c.transitMs = numberOr(*totals, "transit", 0);
    c.waitMs = numberOr(*totals, "wait", 0);
    c.syncMs = numberOr(*totals, "synchronization", 0);
    c.idleMs = numberOr(*totals, "idle", 0);
    if (const json* ops = arrayAt(*comm, "ops"))
        c.ops = int(ops->size());
    r.communication = std::move(c);
}

void readLinks(const json& rank, RankSummary& r)
{
    const json* cl = objectAt(rank, "communication_links");
    if (!cl)
        return;
    r.linksResolved = io::jsonString(*cl, "keys").value_or("group_local") == "global";
    if (const json* self = objectAt(*cl, "self_index"))
        for (auto it = self->begin(); it != self->end(); ++it)
            if (it->is_number_integer() && it->get<long long>() >= 0 && it->get<long long>() < (1 << 30))
                r.groupSelfIndex.emplace_back(it.key(), int(it->get<long long>()));
    if (const json* links = arrayAt(*cl, "links"))
        for (const auto& j : *links) {
            if (!j.is_object())
                continue;
            ClusterLink l;
            l.src = intOr(j, "src", -1);
            l.dst = intOr(j, "dst", -1);
            if (l.src < 0 || l.dst < 0)
                continue;
            l.transport = io::jsonString(j, "transport").value_or("");
            l.group = io::jsonString(j, "group").value_or("");
            l.sizeMB = numberOr(j, "size_mb", 0);
            l.timeMs = numberOr(j, "time_ms", 0);
            l.bandwidthGBs = numberOr(j, "bandwidth_gbps", 0);
            l.reportedBy = r.rank;
            if (const json* ops = arrayAt(j, "ops"))
                for (const auto& op : *ops)
                    if (op.is_string() && l.ops.size() < ClusterLink::kMaxLinkOps)
                        l.ops.push_back(op.get<std::string>());
            r.links.push_back(std::move(l));
        }
}

void readParallel(const json& rank, RankSummary& r)
{
    if (const json* p = objectAt(rank, "parallel")) {
        r.rankSize = std::max(0, intOr(*p, "rank_size", 0));
        r.stageNum = std::max(0, intOr(*p, "stage_num", 0));
        r.parallelMode = io::jsonString(*p, "mode").value_or("");
        if (const json* groups = arrayAt(*p, "groups"))
            for (const auto& g : *groups) {
                NamedGroup ng;
                ng.name = io::jsonString(g, "name").value_or("");
                if (const json* ranks = arrayAt(g, "ranks"))
                    for (const auto& x : *ranks)
                        if (x.is_number_integer() && x.get<long long>() >= 0 && x.get<long long>() < (1 << 30))
                            ng.ranks.push_back(int(x.get<long long>()));
                r.groups.push_back(std::move(ng));
            }
    }
    if (const json* in = objectAt(rank, "cluster_rule_inputs")) {
        r.flops = io::jsonNumber(*in, "flops");
        r.flopsTotal = io::jsonNumber(*in, "flops_total");
        if (const json* ca = objectAt(*in, "cluster_analyse")) {
            const json* keys = arrayAt(*ca, "keys");
            const json* average = arrayAt(*ca, "average");
            if (keys && average && keys->size() == average->size()) {
                std::vector<double> values;
                for (std::size_t i = 0; i < keys->size(); ++i) {
                    r.clusterAnalyseKeys.push_back((*keys)[i].is_string() ? (*keys)[i].get<std::string>() : "");
                    values.push_back((*average)[i].is_number() ? (*average)[i].get<double>() : kAbsent);
                }
                r.clusterAnalyseAverage = std::move(values);
            }
        }
    }
}

} // namespace

bool looksLikeReportDocument(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    char head[512] = {};
    in.read(head, sizeof head - 1);
    const std::string_view text(head, std::size_t(in.gcount()));
    const auto brace = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    return brace != std::string_view::npos && text[brace] == '{' &&
           text.find("\"schema_version\"") != std::string_view::npos;
}

RankSummary rankSummaryFromReport(const json& rank, const std::string& source, DiagnosticSink& sink)
{
    RankSummary r;
    r.rank = intOr(rank, "rank", -1);
    r.source = source;
    r.layout = io::jsonString(rank, "layout").value_or("") == "mindspore_1x" ? Layout::MindSpore1x
                                                                             : Layout::AscendProfilerOutput;
    // A 2.3/2.4 rank reports the 2.x table in step_trace and the 1.x one in step_trace_raw.
    const json* st = objectAt(rank, "step_trace");
    if (st && io::jsonString(*st, "layout").value_or("") != "ascend_profiler_output" &&
        r.layout == Layout::AscendProfilerOutput)
        r.layout = Layout::MindSpore1x;
    if (st) {
        const json* perStep = objectAt(*st, "per_step_ms");
        if (!(perStep && readPerStep(*perStep, r, sink))) {
            readMeanBreakdown(*st, r);
            if (r.meanOnly)
                sink.info(0,
                          SL_MSG("report-input.mean-only",
                                 "rank {rank}: this report has no per-step data (written before per_step_ms)")
                              .arg("rank", r.rank),
                          SL_MSG("report-input.mean-only.action", "its mean breakdown stands for every step"));
        }
    }
    readCommunication(rank, r);
    readLinks(rank, r);
    readParallel(rank, r);
    r.filesRead.push_back(source);
    return r;
}

ReadResult<std::vector<RankSummary>> readReportSummaries(const std::string& path)
{
    return guardedRead<std::vector<RankSummary>>(
        path, [&](DiagnosticSink& sink) -> std::optional<std::vector<RankSummary>> {
            auto doc = io::readJsonObjectFile(
                path, sink, SL_MSG("diag.report-summary.a-steplens-report", "a steplens report (a JSON object)"));
            if (!doc)
                return std::nullopt;
            if (!doc->contains("schema_version")) {
                sink.error(0, SL_MSG("report-input.not-a-report", "no schema_version: not a steplens report"),
                           SL_MSG("report-input.not-a-report.action", "file ignored"));
                return std::nullopt;
            }
            const json* ranks = arrayAt(*doc, "ranks");
            if (!ranks) {
                sink.error(0, SL_MSG("report-input.no-ranks", "the report has no ranks array"),
                           SL_MSG("report-input.no-ranks.action", "file ignored"));
                return std::nullopt;
            }
            std::vector<RankSummary> out;
            for (const auto& rank : *ranks)
                if (rank.is_object())
                    out.push_back(rankSummaryFromReport(rank, path, sink));
            if (out.empty())
                sink.warn(0, SL_MSG("report-input.empty", "the report lists no rank"),
                          SL_MSG("report-input.empty.action", "nothing used from it"));
            for (auto& r : out)
                r.diagnostics.clear(); // the document's problems are reported once, with the file
            return out;
        });
}

} // namespace steplens
