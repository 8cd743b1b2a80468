#include "formats/cluster/cluster_analyse_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/csv_reader.h"
#include "io/numbers.h"
#include "io/text.h"

#include <cstdint>

namespace steplens {

namespace {

std::string canonicalKey(std::string_view header)
{
    std::string h = io::toLower(io::trim(header));
    if (h == "computation_time" || h == "computation")
        return "computation";
    if (h == "communication_alone_time" || h == "communication_alone")
        return "communication_alone";
    if (h == "stage_time" || h == "stage")
        return "stage";
    if (h == "receive_alone_time" || h == "receive_alone")
        return "receive_alone";
    if (h == "collective_communication_alone_time" || h == "collective_communication_time" ||
        h == "collective_communication_alone")
        return "collective_communication_alone";
    if (h == "iteration_interval" || h == "fp_and_bp" || h == "tail")
        return h;
    return {};
}

} // namespace

bool parseClusterAnalyseName(const std::string& fileName, ClusterAnalyse& out)
{
    std::string_view name = io::baseName(fileName);
    if (!io::endsWith(name, ".csv"))
        return false;
    auto parts = io::split(name.substr(0, name.size() - 4), '_');
    // <device>_cluster_analyse_<mode>_<stage>_<size>_<rank>; the mode has dashes, never underscores.
    if (parts.size() != 7 || parts[1] != "cluster" || parts[2] != "analyse")
        return false;
    auto stage = io::parseInt(parts[4]), size = io::parseInt(parts[5]), rank = io::parseInt(parts[6]);
    if (!stage || !size || !rank || *stage < 0 || *size < 0 || *rank < 0 || *stage > INT32_MAX || *size > INT32_MAX ||
        *rank > INT32_MAX)
        return false;
    out.device = std::string(parts[0]);
    out.mode = std::string(parts[3]);
    out.stageNum = int(*stage);
    out.rankSize = int(*size);
    out.rank = int(*rank);
    return true;
}

ReadResult<ClusterAnalyse> readClusterAnalyse(const std::string& path)
{
    return guardedRead<ClusterAnalyse>(path, [&](DiagnosticSink& sink) -> std::optional<ClusterAnalyse> {
        ClusterAnalyse ca;
        ca.sources.push_back(path);
        if (!parseClusterAnalyseName(path, ca))
            sink.info(0,
                      SL_MSG("diag.cluster-analyse.file-name-does-not-follow",
                             "file name does not follow <device>_cluster_analyse_<mode>_<stages>_<ranks>_<rank>.csv"),
                      SL_MSG("diag.action.parallel-mode-and-rank-unknown", "parallel mode and rank unknown"));
        io::CsvReader csv(path, sink);
        csv.allowUnterminatedLastLine(); // MindSpore writes this file without a final line break
        if (!formats::CsvTable(csv, sink).isOpen())
            return std::nullopt;
        int known = 0;
        for (auto h : csv.fields()) {
            ca.columns.emplace_back(io::trim(h));
            ca.keys.push_back(canonicalKey(h));
            if (!ca.keys.back().empty())
                ++known;
        }
        if (known == 0) {
            sink.error(1,
                       SL_MSG("diag.cluster-analyse.no-known-column-computation-time",
                              "no known column (computation_time, communication_alone_time, iteration_interval...)"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        for (std::size_t i = 0; i < ca.keys.size(); ++i)
            if (ca.keys[i].empty())
                sink.info(1,
                          SL_MSG("diag.cluster-analyse.unknown-column", "unknown column '{i}'").arg("i", ca.columns[i]),
                          SL_MSG("diag.action.kept-not-used-by-the", "kept, not used by the rules"));
        // The oldest layout (iteration_interval, fp_and_bp, tail) copies step-trace ticks of 10 ns.
        const bool ticks = ca.column("iteration_interval") >= 0 && ca.column("computation") < 0;
        if (ticks)
            sink.info(1,
                      SL_MSG("diag.cluster-analyse.old-iteration-interval-fp-and",
                             "old iteration_interval/fp_and_bp/tail layout holds step-trace ticks"),
                      SL_MSG("diag.action.converted-to-ms", "converted to ms"));
        const std::size_t width = ca.columns.size();
        std::vector<std::vector<double>> rows;
        while (csv.next()) {
            if (csv.size() < width) {
                sink.warn(csv.line(),
                          SL_MSG("diag.cluster-analyse.row-has-fields-header-has",
                                 "row has {count} fields, header has {width}")
                              .arg("count", std::to_string(csv.size()))
                              .arg("width", std::to_string(width)),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            if (csv.size() > width)
                sink.warn(
                    csv.line(),
                    SL_MSG("diag.cluster-analyse.row-has-more-fields-than", "row has more fields than the header"),
                    SL_MSG("diag.action.extra-fields-ignored", "extra fields ignored"));
            std::vector<double> row;
            bool ok = true;
            for (std::size_t i = 0; i < width && ok; ++i) {
                auto v = io::parseDouble(csv[i]);
                if (!v) {
                    sink.warn(csv.line(),
                              SL_MSG("diag.cluster-analyse.is-not-a-number", "{i} '{i2}' is not a number")
                                  .arg("i", ca.columns[i])
                                  .arg("i2", std::string(io::utf8Prefix(io::trim(csv[i]), 40))),
                              SL_MSG("diag.action.row-skipped", "row skipped"));
                    ok = false;
                    break;
                }
                row.push_back(ticks ? *v / 1e5 : *v);
            }
            if (ok)
                rows.push_back(std::move(row));
        }
        if (rows.empty()) {
            sink.error(0, SL_MSG("diag.cluster-analyse.no-data-rows", "no data rows"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        // MindSpore appends an average row when there is more than one step; a single row is both.
        ca.average = rows.back();
        if (rows.size() > 1)
            rows.pop_back();
        ca.steps = std::move(rows);
        return ca;
    });
}

} // namespace steplens
