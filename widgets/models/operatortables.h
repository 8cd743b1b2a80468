#pragma once
// The operator tables of one rank, built once off the UI thread from core's op_tables (AI Core and
// AI CPU by type and by operator, the GPU/CPU backend files), and the column lists that show them.
#include "analysis/op_tables.h"
#include "models/vectortablemodel.h"

#include <memory>
#include <string>
#include <vector>

namespace steplens {

// One kind of operator the run has, with its type table and its operator table.
enum class OpSource { AiCore, AiCpu, Backend, HostCpu };

struct OperatorTables {
    template <typename T>
    using Shared = std::shared_ptr<const std::vector<T>>;

    Shared<OpTypeStat> aicoreTypes;
    bool aicoreTypesDerived = false; // no type file: grouped from the operator table
    Shared<AicoreOpRow> aicoreOps;
    std::vector<std::string> flopsHeaders;
    Shared<OpTypeStat> aicpuTypes;
    Shared<AicpuOpRow> aicpuOps;
    Shared<OpTypeStat> backendTypes; // gpu_op_type_info, else cpu_op_type_info
    Shared<BackendOpDetail> backendOps;
    Shared<OpTypeStat> hostCpuTypes; // cpu_op_* next to the GPU files
    Shared<BackendOpDetail> hostCpuOps;
    Backend backend = Backend::Unknown;

    // The sources with any rows, in display order.
    std::vector<OpSource> sources() const;
    bool empty() const { return sources().empty(); }
};

OperatorTables buildOperatorTables(const Operators& ops);

// Display name of a source ("AI Core", "GPU kernels"...), given the backend.
QString opSourceName(OpSource source, Backend backend);

// The type an AI CPU operator row belongs to (its name before any '-'), as aicpuTypeTable groups.
std::string_view aicpuTypeOf(const AicpuOpRow& row);

// Header of the "Total (ms)" column every operator table has (the tables come sorted on it).
QString opTotalHeader();

// Column lists. `countUnit` names what the type table's Count counts ("executions", "operators").
std::vector<TableColumn<OpTypeStat>> opTypeColumns(const QString& countUnit);
std::vector<TableColumn<AicoreOpRow>> aicoreOpColumns(const std::vector<std::string>& flopsHeaders);
std::vector<TableColumn<AicpuOpRow>> aicpuOpColumns();
std::vector<TableColumn<BackendOpDetail>> backendOpColumns(bool gpu);
std::vector<TableColumn<ScopeRow>> scopeColumns();

} // namespace steplens
