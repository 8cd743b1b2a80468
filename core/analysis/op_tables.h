#pragma once
// Operator tables derived from the model, as MindInsight's operator page showed them: AI Core by
// type and by operator (joined with framework info and FLOPs), AI CPU by type and by operator,
// the slowest N, and operator time summed per scope.
#include "model/operators.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace steplens {

// Groups AI CPU task executions by type (the part before any '-'): total time, count, share.
// When the folder gives the table (Operators::aicpuTypes, 2.x layout), that table is returned.
std::vector<OpTypeStat> aicpuTypeTable(const Operators& ops);

// AI CPU executions grouped by the type name as written ("GetNext", "GetNext-1"): averages per call.
struct AicpuOpRow {
    std::string name;
    long long count = 0;
    double totalNs = 0;    // sum of total_time
    double avgTotalNs = 0; // total_time per call (dispatch + execution)
    double avgDispatchNs = 0;
    std::optional<double> avgExecutionNs; // absent in files written before 2021-06
    double percent = 0;                   // share of all AI CPU time
};
std::vector<AicpuOpRow> aicpuOpTable(const Operators& ops);

// One AI Core operator with what the framework file and the FLOPs file say about it.
struct AicoreOpRow {
    std::string fullName;
    std::string name;  // "Conv2D-op13"
    std::string type;  // framework op type, else taken from the name
    std::string scope; // full name without its last segment
    std::string subgraph;
    std::string kernelType; // framework kernel_type (layouts C/D), else the detail file's task_type
    double avgNs = 0;       // per execution
    long long count = -1;   // executions; -1 when the file does not say
    double totalNs = 0;     // avgNs * count, or avgNs when the count is unknown (time per step in MS 1.x files)
    double percent = 0;     // share of the sum of totalNs
    std::string inputDtypes, inputShapes, outputDtypes, outputShapes; // ';'-separated; dtypes canonical or "unknown"
    std::vector<double> flops; // in the order of Operators::flopsHeaders; empty without a FLOPs row
    bool hasFramework = false;
};
// Sorted by totalNs, largest first.
std::vector<AicoreOpRow> aicoreOpTable(const Operators& ops);

struct AicoreTypeTable {
    std::vector<OpTypeStat> rows; // largest totalNs first
    // True when built from the detail file (no type file): count is then the executions where the
    // detail file has them, else the number of operators, as MindSpore's own type files count.
    bool derivedFromDetail = false;
};
// From the type file when present, else from aicoreOpTable grouped by type.
AicoreTypeTable aicoreTypeTable(const Operators& ops);

inline double averageNs(const OpTypeStat& s)
{
    return s.count > 0 ? s.totalNs / double(s.count) : 0.0;
}

// The first n rows by totalNs (any row type with a totalNs member).
template <typename Row>
std::vector<Row> topByTotal(std::vector<Row> rows, std::size_t n)
{
    auto bigger = [](const Row& a, const Row& b) { return a.totalNs > b.totalNs; };
    if (n < rows.size()) {
        std::partial_sort(rows.begin(), rows.begin() + static_cast<std::ptrdiff_t>(n), rows.end(), bigger);
        rows.resize(n);
    } else {
        std::stable_sort(rows.begin(), rows.end(), bigger);
    }
    return rows;
}

struct ScopeRow {
    std::string scope; // the first `depth` segments of the operators' scopes
    double totalNs = 0;
    std::size_t opCount = 0;
    double percent = 0; // share of the time of all rows given
};
// Sums operator time per scope prefix of `depth` segments ("Default/network-WithLossCell" at 2).
// Operators with a shorter scope count under their whole scope; "" holds those with none.
std::vector<ScopeRow> groupByScope(const std::vector<AicoreOpRow>& rows, int depth);

} // namespace steplens
