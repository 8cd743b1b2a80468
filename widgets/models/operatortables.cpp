#include "models/operatortables.h"

#include "common/namespacetr.h"
#include "model/time.h"
#include "models/missingvalue.h"

#include <QCoreApplication>

namespace steplens {

namespace {

template <typename T>
std::shared_ptr<const std::vector<T>> shared(std::vector<T> rows)
{
    return std::make_shared<const std::vector<T>>(std::move(rows));
}

template <typename T>
bool hasRows(const std::shared_ptr<const std::vector<T>>& rows)
{
    return rows && !rows->empty();
}

// Columns shared by every table: total, count, average and share.
template <typename Row>
TableColumn<Row> totalMs(std::function<double(const Row&)> ns, const QString& tip)
{
    return {opTotalHeader(),
            tip,
            ColumnFormat::Ms,
            QStringLiteral("ms"),
            [ns](const Row& r) { return nanosToMs(ns(r)); },
            {}};
}

template <typename Row>
TableColumn<Row> averageUs(const QString& header, std::function<double(const Row&)> ns, const QString& tip)
{
    return {header, tip, ColumnFormat::Us, QStringLiteral("µs"), [ns](const Row& r) { return nanosToUs(ns(r)); }, {}};
}

template <typename Row>
TableColumn<Row> share(std::function<double(const Row&)> pct, const QString& tip)
{
    return {tr("Share (%)"), tip, ColumnFormat::Percent, QStringLiteral("%"), std::move(pct), {}};
}

template <typename Row>
TableColumn<Row> text(const QString& header, const QString& tip, std::function<std::string_view(const Row&)> get,
                      bool searchable)
{
    TableColumn<Row> c{header, tip, ColumnFormat::Text, QString(), {}, std::move(get)};
    c.searchable = searchable;
    return c;
}

} // namespace

QString opTotalHeader()
{
    return tr("Total (ms)");
}

std::vector<OpSource> OperatorTables::sources() const
{
    std::vector<OpSource> out;
    if (hasRows(aicoreOps) || hasRows(aicoreTypes))
        out.push_back(OpSource::AiCore);
    if (hasRows(aicpuOps))
        out.push_back(OpSource::AiCpu);
    if (hasRows(backendOps) || hasRows(backendTypes))
        out.push_back(OpSource::Backend);
    if (hasRows(hostCpuOps) || hasRows(hostCpuTypes))
        out.push_back(OpSource::HostCpu);
    return out;
}

OperatorTables buildOperatorTables(const Operators& ops)
{
    OperatorTables t;
    AicoreTypeTable types = aicoreTypeTable(ops);
    t.aicoreTypes = shared(std::move(types.rows));
    t.aicoreTypesDerived = types.derivedFromDetail;
    t.aicoreOps = shared(aicoreOpTable(ops));
    t.flopsHeaders = ops.flopsHeaders;
    t.aicpuTypes = shared(aicpuTypeTable(ops));
    t.aicpuOps = shared(aicpuOpTable(ops));
    t.backendTypes = shared(topByTotal(ops.backendTypes, ops.backendTypes.size()));
    t.backendOps = shared(topByTotal(ops.backendDetails, ops.backendDetails.size()));
    t.hostCpuTypes = shared(topByTotal(ops.hostCpuTypes, ops.hostCpuTypes.size()));
    t.hostCpuOps = shared(topByTotal(ops.hostCpuDetails, ops.hostCpuDetails.size()));
    t.backend = ops.backend;
    return t;
}

QString opSourceName(OpSource source, Backend backend)
{
    switch (source) {
    case OpSource::AiCore: return tr("AI Core");
    case OpSource::AiCpu: return tr("AI CPU");
    case OpSource::Backend: return backend == Backend::Gpu ? tr("GPU ops") : tr("CPU ops");
    case OpSource::HostCpu: return tr("Host CPU ops");
    }
    return {};
}

std::string_view aicpuTypeOf(const AicpuOpRow& row)
{
    const std::string_view name(row.name);
    return name.substr(0, name.find('-'));
}

std::vector<TableColumn<OpTypeStat>> opTypeColumns(const QString& countUnit)
{
    using R = OpTypeStat;
    return {
        text<R>(
            tr("Type"), tr("Operator type"), [](const R& r) { return std::string_view(r.type); }, true),
        totalMs<R>([](const R& r) { return r.totalNs; },
                   tr("Time spent in operators of this type (per step in MindSpore 1.x files)")),
        {tr("Count"),
         tr("Number of %1 of this type").arg(countUnit),
         ColumnFormat::Count,
         countUnit,
         [](const R& r) { return double(r.count); },
         {}},
        averageUs<R>(
            tr("Average (µs)"), [](const R& r) { return averageNs(r); }, tr("Total divided by count")),
        share<R>([](const R& r) { return r.percent; }, tr("Share of the time of all types in this table")),
    };
}

std::vector<TableColumn<AicoreOpRow>> aicoreOpColumns(const std::vector<std::string>& flopsHeaders)
{
    using R = AicoreOpRow;
    std::vector<TableColumn<R>> c = {
        text<R>(
            tr("Operator"), tr("Operator name (last part of the full name)"),
            [](const R& r) { return std::string_view(r.name); }, true),
        text<R>(
            tr("Type"), tr("Operator type from the framework file, else from the name"),
            [](const R& r) { return std::string_view(r.type); }, true),
        text<R>(
            tr("Scope"), tr("Full name without its last part: where in the network the operator is"),
            [](const R& r) { return std::string_view(r.scope); }, true),
        totalMs<R>([](const R& r) { return r.totalNs; },
                   tr("Average × executions (the average alone when the file gives no count)")),
        {tr("Count"),
         tr("Executions; — when the file does not say"),
         ColumnFormat::Count,
         tr("executions"),
         [](const R& r) { return r.count >= 0 ? double(r.count) : kNaN; },
         {}},
        averageUs<R>(
            tr("Average (µs)"), [](const R& r) { return r.avgNs; }, tr("Time per execution")),
        share<R>([](const R& r) { return r.percent; }, tr("Share of the AI Core time of all operators")),
        text<R>(
            tr("Input dtypes"), tr("Input data types from the framework file (';' between inputs)"),
            [](const R& r) { return std::string_view(r.inputDtypes); }, false),
        text<R>(
            tr("Input shapes"), tr("Input shapes (';' between inputs)"),
            [](const R& r) { return std::string_view(r.inputShapes); }, false),
        text<R>(
            tr("Output dtypes"), tr("Output data types"), [](const R& r) { return std::string_view(r.outputDtypes); },
            false),
        text<R>(
            tr("Output shapes"), tr("Output shapes"), [](const R& r) { return std::string_view(r.outputShapes); },
            false),
    };
    for (std::size_t i = 0; i < flopsHeaders.size(); ++i) {
        const QString name = fmt::toQ(flopsHeaders[i]);
        const bool utilisation = name.contains(QStringLiteral("utili"), Qt::CaseInsensitive);
        c.push_back({utilisation ? name + QStringLiteral(" (%)") : name,
                     tr("From flops_<rank>.txt; — for operators the file does not list"),
                     utilisation ? ColumnFormat::Percent : ColumnFormat::Number,
                     utilisation ? QStringLiteral("%") : QString(),
                     [i](const R& r) { return i < r.flops.size() ? r.flops[i] : kNaN; },
                     {}});
    }
    c.push_back(text<R>(
        tr("Kernel type"), tr("Kernel or task type (framework file, else the detail file)"),
        [](const R& r) { return std::string_view(r.kernelType); }, false));
    c.push_back(text<R>(
        tr("Full name"), tr("The operator's full name as the profiler wrote it"),
        [](const R& r) { return std::string_view(r.fullName); }, true));
    return c;
}

std::vector<TableColumn<AicpuOpRow>> aicpuOpColumns()
{
    using R = AicpuOpRow;
    return {
        text<R>(
            tr("Operator"), tr("AI CPU operator as written (\"GetNext-1\")"),
            [](const R& r) { return std::string_view(r.name); }, true),
        text<R>(
            tr("Type"), tr("The name before any '-'"), [](const R& r) { return aicpuTypeOf(r); }, true),
        totalMs<R>([](const R& r) { return r.totalNs; }, tr("Sum of total_time over the executions")),
        {tr("Count"),
         tr("Executions"),
         ColumnFormat::Count,
         tr("executions"),
         [](const R& r) { return double(r.count); },
         {}},
        averageUs<R>(
            tr("Average (µs)"), [](const R& r) { return r.avgTotalNs; }, tr("Dispatch + execution per call")),
        averageUs<R>(
            tr("Dispatch (µs)"), [](const R& r) { return r.avgDispatchNs; }, tr("Average dispatch time per call")),
        averageUs<R>(
            tr("Execution (µs)"), [](const R& r) { return r.avgExecutionNs ? *r.avgExecutionNs : kNaN; },
            tr("Average execution time per call; — in files written before 2021-06")),
        share<R>([](const R& r) { return r.percent; }, tr("Share of all AI CPU time")),
    };
}

std::vector<TableColumn<BackendOpDetail>> backendOpColumns(bool gpu)
{
    using R = BackendOpDetail;
    std::vector<TableColumn<R>> c = {
        text<R>(
            tr("Operator"), tr("Operator name"), [](const R& r) { return std::string_view(r.name); }, true),
        text<R>(
            tr("Type"), tr("Operator type"), [](const R& r) { return std::string_view(r.type); }, true),
        totalMs<R>([](const R& r) { return r.totalNs; }, tr("Time of all executions")),
        {tr("Count"),
         tr("Executions"),
         ColumnFormat::Count,
         tr("executions"),
         [](const R& r) { return double(r.occurrences); },
         {}},
        averageUs<R>(
            tr("Average (µs)"), [](const R& r) { return r.avgNs; }, tr("Time per execution")),
        share<R>([](const R& r) { return r.percent; }, tr("Share as the file states it")),
    };
    if (gpu) {
        c.push_back(text<R>(
            tr("Side"), tr("op_side: where the op ran"), [](const R& r) { return std::string_view(r.side); }, true));
        c.push_back({tr("CUDA kernels (ms)"),
                     tr("Time of the CUDA kernels the op launched"),
                     ColumnFormat::Ms,
                     QStringLiteral("ms"),
                     [](const R& r) { return r.cudaActivityNs >= 0 ? nanosToMs(r.cudaActivityNs) : kNaN; },
                     {}});
        c.push_back({tr("CUDA kernel calls"),
                     tr("Number of CUDA kernels the op launched"),
                     ColumnFormat::Count,
                     tr("kernels"),
                     [](const R& r) { return r.cudaActivityCalls >= 0 ? double(r.cudaActivityCalls) : kNaN; },
                     {}});
    }
    c.push_back(text<R>(
        tr("Full name"), tr("The operator's full name"), [](const R& r) { return std::string_view(r.fullName); },
        true));
    return c;
}

std::vector<TableColumn<ScopeRow>> scopeColumns()
{
    using R = ScopeRow;
    return {
        text<R>(
            tr("Scope"), tr("The first parts of the operators' full names"),
            [](const R& r) { return std::string_view(r.scope); }, true),
        totalMs<R>([](const R& r) { return r.totalNs; }, tr("AI Core time of the operators in this scope")),
        {tr("Operators"),
         tr("Operators in this scope"),
         ColumnFormat::Count,
         tr("operators"),
         [](const R& r) { return double(r.opCount); },
         {}},
        share<R>([](const R& r) { return r.percent; }, tr("Share of the AI Core time of all operators")),
    };
}

} // namespace steplens
