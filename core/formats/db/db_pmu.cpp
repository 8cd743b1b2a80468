#include "formats/db/db_pmu.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <unordered_map>

namespace steplens::db {

void readDbPmuMetrics(const Database& db, const IdTable& strings, const std::vector<std::int64_t>& taskIds,
                      KernelDetails& kernels, DiagnosticSink& sink)
{
    if (!db.hasTable("TASK_PMU_INFO") || kernels.rows.empty() || taskIds.size() != kernels.rows.size())
        return;
    for (const char* column : {"globalTaskId", "name", "value"})
        if (!db.hasColumn("TASK_PMU_INFO", column)) {
            sink.info(0,
                      SL_MSG("diag.db-pmu.lacks-column", "TASK_PMU_INFO lacks the column {name}").arg("name", column),
                      SL_MSG("diag.action.no-kernel-metrics", "no PMU metrics for the kernels"));
            return;
        }
    // The columns first (the distinct names, in alphabetical order; several ids may carry one text), so
    // the values go straight into their matrix: a big rank has millions of PMU rows.
    std::map<std::string, std::vector<std::int64_t>> idsOfText;
    std::size_t badRows = 0;
    {
        Statement names = db.prepare("SELECT DISTINCT name FROM TASK_PMU_INFO", sink);
        while (names.step()) {
            std::int64_t id = 0;
            if (names.integer(0, id) != Cell::Value || strings.get(id).empty())
                continue; // its rows are counted below
            idsOfText[strings.get(id)].push_back(id);
        }
    }
    if (idsOfText.empty())
        return;
    const std::size_t columns = idsOfText.size();
    if (kernels.rows.size() > kMaxMetricCells / columns) {
        sink.info(0,
                  SL_MSG("diag.db-pmu.too-many", "{count} PMU metrics for {rows} kernels")
                      .arg("count", std::to_string(columns))
                      .arg("rows", std::to_string(kernels.rows.size())),
                  SL_MSG("diag.action.metric-columns-not-kept-to", "metric columns not kept, to save memory"));
        return;
    }
    std::unordered_map<std::int64_t, std::size_t> columnOfId;
    std::vector<std::string> metricNames;
    for (const auto& [text, ids] : idsOfText) {
        for (std::int64_t id : ids)
            columnOfId.emplace(id, metricNames.size());
        metricNames.push_back(text);
    }
    std::unordered_map<std::int64_t, std::uint32_t> rowOfTask;
    rowOfTask.reserve(taskIds.size());
    for (std::size_t i = 0; i < taskIds.size(); ++i)
        rowOfTask.emplace(taskIds[i], std::uint32_t(i));

    std::vector<float> metrics(kernels.rows.size() * columns, std::numeric_limits<float>::quiet_NaN());
    std::size_t unknownTasks = 0, values = 0;
    Statement st = db.prepare("SELECT globalTaskId, name, value FROM TASK_PMU_INFO", sink);
    while (st.step()) {
        std::int64_t task = 0, name = 0;
        double value = 0;
        const Cell v = st.real(2, value);
        auto column = columnOfId.end();
        if (st.integer(0, task) != Cell::Value || st.integer(1, name) != Cell::Value ||
            (column = columnOfId.find(name)) == columnOfId.end() || v == Cell::Bad ||
            (v == Cell::Value && !(std::fabs(value) <= 3.0e38))) {
            ++badRows;
            continue;
        }
        auto row = rowOfTask.find(task);
        if (row == rowOfTask.end()) {
            ++unknownTasks;
            continue;
        }
        if (v == Cell::Value) {
            metrics[std::size_t(row->second) * columns + column->second] = float(value);
            ++values;
        }
    }
    if (st.failed())
        sink.warn(0,
                  SL_MSG("diag.db-pmu.not-read-to-the-end", "TASK_PMU_INFO could not be read to the end ({error})")
                      .arg("error", st.error()),
                  SL_MSG("diag.action.the-metrics-read-so-far", "the metrics read so far are used"));
    if (badRows > 0)
        sink.warn(0,
                  SL_MSG("diag.db-pmu.bad-rows", "{count} TASK_PMU_INFO rows have no task, name or number")
                      .arg("count", std::to_string(badRows)),
                  SL_MSG("diag.action.rows-skipped", "rows skipped"));
    if (unknownTasks > 0)
        sink.info(0,
                  SL_MSG("diag.db-pmu.unknown-tasks", "{count} TASK_PMU_INFO rows belong to no kernel that was read")
                      .arg("count", std::to_string(unknownTasks)),
                  SL_MSG("diag.action.rows-skipped", "rows skipped"));
    if (values == 0)
        return;
    kernels.metricNames = std::move(metricNames);
    kernels.metrics = std::move(metrics);
}

} // namespace steplens::db
