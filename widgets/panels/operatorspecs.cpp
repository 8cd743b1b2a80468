// OperatorsPanel: one OperatorSection per kind of operator, wired to its rows' accessors.
#include "panels/operatorspecs.h"

namespace steplens {

namespace {

// The pieces every section needs, for any row type: the shown model, the unfiltered twin for CSV
// export, the type restriction, finding an operator by name and the type of a row.
template <typename Row, typename TypeOf, typename NameOf>
SectionParts makeParts(OperatorSection::Spec spec, std::shared_ptr<const std::vector<Row>> rows,
                       std::vector<TableColumn<Row>> columns, TypeOf typeOf, NameOf namesOf)
{
    auto* model = new VectorTableModel<Row>();
    model->setObjectName(spec.id + QStringLiteral("-operators"));
    model->setRows(rows, columns);
    const int total = model->columnOf(opTotalHeader());
    model->assumeSorted(total, Qt::DescendingOrder); // core's tables come largest first
    auto* all = new VectorTableModel<Row>();
    all->setObjectName(spec.id + QStringLiteral("-operators-export"));
    all->setRows(rows, std::move(columns));

    spec.ops = model;
    spec.restrict = [model, typeOf](const QString& type) {
        if (type.isEmpty()) {
            model->setRowPredicate({});
            return;
        }
        model->setRowPredicate([t = type.toStdString(), typeOf](const Row& r) { return typeOf(r) == t; });
    };
    spec.findOp = [rows, namesOf](const std::string& name) {
        for (std::size_t i = 0; i < rows->size(); ++i) {
            const auto names = namesOf((*rows)[i]);
            if (names.first == name || names.second == name)
                return int(i);
        }
        return -1;
    };
    spec.typeOf = [rows, typeOf](int i) {
        return i >= 0 && std::size_t(i) < rows->size()
                   ? QString::fromStdString(std::string(typeOf((*rows)[std::size_t(i)])))
                   : QString();
    };
    spec.nameOf = [rows, namesOf](int i) {
        return i >= 0 && std::size_t(i) < rows->size()
                   ? QString::fromStdString(std::string(namesOf((*rows)[std::size_t(i)]).first))
                   : QString();
    };
    return {std::move(spec), all};
}

template <typename T>
std::shared_ptr<const std::vector<T>> orEmpty(const std::shared_ptr<const std::vector<T>>& rows)
{
    return rows ? rows : std::make_shared<const std::vector<T>>();
}

} // namespace

SectionParts makeSectionParts(OpSource source, const OperatorTables& t)
{
    OperatorSection::Spec spec;
    spec.name = opSourceName(source, t.backend);
    switch (source) {
    case OpSource::AiCore:
        spec.id = QStringLiteral("aicore");
        spec.types = orEmpty(t.aicoreTypes);
        spec.countUnit = t.aicoreTypesDerived ? QObject::tr("executions (operators where the file gives no count)")
                                              : QObject::tr("executions");
        if (t.aicoreTypesDerived)
            spec.typesNote = QObject::tr("No AI Core type file: types grouped from the operator table.");
        return makeParts<AicoreOpRow>(
            spec, orEmpty(t.aicoreOps), aicoreOpColumns(t.flopsHeaders),
            [](const AicoreOpRow& r) { return std::string_view(r.type); },
            [](const AicoreOpRow& r) {
                return std::make_pair(std::string_view(r.fullName), std::string_view(r.name));
            });
    case OpSource::AiCpu:
        spec.id = QStringLiteral("aicpu");
        spec.types = orEmpty(t.aicpuTypes);
        spec.countUnit = QObject::tr("executions");
        return makeParts<AicpuOpRow>(
            spec, orEmpty(t.aicpuOps), aicpuOpColumns(), [](const AicpuOpRow& r) { return aicpuTypeOf(r); },
            [](const AicpuOpRow& r) { return std::make_pair(std::string_view(r.name), std::string_view(r.name)); });
    case OpSource::Backend:
    case OpSource::HostCpu: {
        const bool host = source == OpSource::HostCpu;
        spec.id = host ? QStringLiteral("hostcpu") : QString::fromLatin1(t.backend == Backend::Gpu ? "gpu" : "cpu");
        spec.types = orEmpty(host ? t.hostCpuTypes : t.backendTypes);
        spec.countUnit = QObject::tr("executions");
        return makeParts<BackendOpDetail>(
            spec, orEmpty(host ? t.hostCpuOps : t.backendOps), backendOpColumns(!host && t.backend == Backend::Gpu),
            [](const BackendOpDetail& r) { return std::string_view(r.type); },
            [](const BackendOpDetail& r) {
                return std::make_pair(std::string_view(r.fullName), std::string_view(r.name));
            });
    }
    }
    return {};
}

} // namespace steplens
