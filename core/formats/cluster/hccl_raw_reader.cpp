#include "formats/cluster/hccl_raw_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "formats/json_lists.h"
#include "io/csv_reader.h"
#include "io/numbers.h"
#include "io/text.h"

namespace steplens {

namespace {

using formats::quoteCell;

// {"<src>-<dst>": {"SDMA": [time_ms, size_KB, bandwidth(, wait_ms)]}} -> one LinkStat per transport.
// Returns the number of entries that could not be read.
int readLinks(const nlohmann::ordered_json& obj, std::vector<LinkStat>& out)
{
    int bad = 0;
    for (auto link = obj.begin(); link != obj.end(); ++link) {
        if (!link.value().is_object()) {
            ++bad;
            continue;
        }
        for (auto t = link.value().begin(); t != link.value().end(); ++t) {
            std::vector<double> v;
            if (formats::appendNumbers(t.value(), v) != 0 || v.size() < 3) {
                ++bad;
                continue;
            }
            LinkStat s;
            s.link = link.key();
            s.transport = t.key();
            s.timeMs = v[0];
            s.sizeKB = v[1];
            s.bandwidth = v[2];
            s.waitMs = v.size() > 3 ? v[3] : 0;
            out.push_back(std::move(s));
        }
    }
    return bad;
}

// {"<op>": [step, cost_ms, wait_ms, link_info]}.
int readOpCosts(const nlohmann::ordered_json& obj, std::vector<HcclOpCost>& out)
{
    int bad = 0;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        const auto& v = it.value();
        if (!v.is_array() || v.size() < 3 || !v[1].is_number() || !v[2].is_number()) {
            ++bad;
            continue;
        }
        HcclOpCost op;
        op.name = it.key();
        op.step = v[0].is_string() ? v[0].get<std::string>() : v[0].dump();
        op.costMs = v[1].get<double>();
        op.waitMs = v[2].get<double>();
        if (v.size() > 3 && v[3].is_object())
            bad += readLinks(v[3], op.links);
        out.push_back(std::move(op));
    }
    return bad;
}

} // namespace

ReadResult<HcclRaw> readHcclRaw(const std::string& path)
{
    return guardedRead<HcclRaw>(path, [&](DiagnosticSink& sink) -> std::optional<HcclRaw> {
        io::CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        const int cStep = table.required("step_num"), cCost = table.required("communication_cost");
        const int cWait = table.required("wait_cost");
        const int cLinks = table.optional("link_info"), cOps = table.optional("communication_operator_cost");
        if (!table.hasRequired(SL_MSG("diag.hccl-raw.header-lacks-step-num-communication",
                                      "header lacks step_num, communication_cost or wait_cost: not an hccl_raw file")))
            return std::nullopt;
        HcclRaw raw;
        raw.sources.push_back(path);
        while (csv.next()) {
            HcclStep step;
            std::string_view stepText = io::trim(csv[std::size_t(cStep)]);
            if (stepText == "-") {
                step.step = -1;
            } else if (auto n = io::parseInt(stepText)) {
                step.step = *n;
            } else {
                sink.warn(csv.line(),
                          SL_MSG("diag.hccl-raw.step-num-is-not-a", "step_num {quote_cell} is not a number")
                              .arg("quote_cell", quoteCell(stepText)),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            auto cost = io::parseDouble(csv[std::size_t(cCost)]);
            auto wait = io::parseDouble(csv[std::size_t(cWait)]);
            if (!cost || !wait) {
                sink.warn(csv.line(),
                          SL_MSG("diag.hccl-raw.cost-is-not-a-number", "{column} {quote_cell} is not a number")
                              .arg("column", !cost ? "communication_cost" : "wait_cost")
                              .arg("quote_cell", quoteCell(csv[std::size_t(!cost ? cCost : cWait)])),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            step.communicationMs = *cost;
            step.waitMs = *wait;
            Message problem;
            if (cLinks >= 0 && !io::trim(csv[std::size_t(cLinks)]).empty()) {
                if (auto links = formats::parseJsonObjectCell(csv[std::size_t(cLinks)], &problem)) {
                    if (int bad = readLinks(*links, step.links))
                        sink.warn(csv.line(),
                                  SL_MSG("diag.hccl-raw.link-info-entries-are-not",
                                         "{bad} link_info entries are not [time, size, bandwidth]")
                                      .arg("bad", std::to_string(bad)),
                                  SL_MSG("diag.action.those-links-ignored", "those links ignored"));
                } else {
                    sink.warn(csv.line(),
                              SL_MSG("diag.hccl-raw.link-info", "link_info {problem}").arg("problem", problem),
                              SL_MSG("diag.action.links-of-this-step-ignored", "links of this step ignored"));
                }
            }
            if (cOps >= 0 && !io::trim(csv[std::size_t(cOps)]).empty()) {
                if (auto ops = formats::parseJsonObjectCell(csv[std::size_t(cOps)], &problem)) {
                    if (int bad = readOpCosts(*ops, step.ops))
                        sink.warn(csv.line(),
                                  SL_MSG("diag.hccl-raw.communication-operator-cost-entries-are",
                                         "{bad} communication_operator_cost entries are malformed")
                                      .arg("bad", std::to_string(bad)),
                                  SL_MSG("diag.action.those-entries-ignored", "those entries ignored"));
                } else {
                    sink.warn(
                        csv.line(),
                        SL_MSG("diag.hccl-raw.communication-operator-cost", "communication_operator_cost {problem}")
                            .arg("problem", problem),
                        SL_MSG("diag.action.operator-costs-of-this-step", "operator costs of this step ignored"));
                }
            }
            if (step.step == -1) {
                if (raw.average)
                    sink.warn(csv.line(), SL_MSG("diag.hccl-raw.a-second-average-row", "a second average ('-') row"),
                              SL_MSG("diag.action.the-last-one-kept", "the last one kept"));
                raw.average = std::move(step);
            } else {
                if (raw.average)
                    sink.warn(csv.line(),
                              SL_MSG("diag.hccl-raw.a-step-row-after-the", "a step row after the average row"),
                              SL_MSG("diag.action.kept", "kept"));
                raw.steps.push_back(std::move(step));
            }
        }
        if (raw.steps.empty() && !raw.average) {
            sink.error(0, SL_MSG("diag.hccl-raw.no-step-rows", "no step rows"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        if (!raw.average)
            sink.info(0, SL_MSG("diag.hccl-raw.no-average-row", "no average ('-') row"),
                      SL_MSG("diag.action.cluster-rules-use-the-mean", "cluster rules use the mean of the steps"));
        return raw;
    });
}

} // namespace steplens
