#include "analysis/op_tables.h"

#include "model/op_names.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <map>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace steplens {

namespace {

template <typename Row>
void sortByTotal(std::vector<Row>& rows)
{
    std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.totalNs > b.totalNs; });
}

void describeTensors(const std::vector<TensorDesc>& tensors, AicoreOpRow& row)
{
    auto append = [](std::string& list, const std::string& item) {
        if (!list.empty())
            list += ';';
        list += item;
    };
    for (const auto& t : tensors) {
        const bool input = t.name.compare(0, 5, "input") == 0;
        std::string dtype = canonicalDtype(t.dtype);
        append(input ? row.inputDtypes : row.outputDtypes, dtype.empty() ? "unknown" : dtype);
        append(input ? row.inputShapes : row.outputShapes, t.shape);
    }
}

// The first `depth` '/'-separated segments of `scope` (all of it when it has fewer).
std::string scopePrefix(const std::string& scope, int depth)
{
    if (depth <= 0)
        return {};
    std::size_t pos = 0;
    for (int i = 0; i < depth; ++i) {
        pos = scope.find('/', pos);
        if (pos == std::string::npos)
            return scope;
        if (i + 1 < depth)
            ++pos;
    }
    return scope.substr(0, pos);
}

// Sums per name over hundreds of thousands of AI CPU tasks of a few dozen names: the name is
// looked up as a view (no string per task), and a run of tasks of one name skips the lookup.
// inNameOrder() gives the groups sorted by name, the order the tables are tie-broken in.
template <typename Sum>
class GroupsByName
{
public:
    Sum& at(std::string_view name)
    {
        if (m_last && m_lastName == name)
            return *m_last;
        auto [it, added] = m_index.try_emplace(name, m_groups.size());
        if (added)
            m_groups.emplace_back(name, Sum{});
        m_lastName = name;
        m_last = &m_groups[it->second].second;
        return *m_last;
    }
    std::deque<std::pair<std::string_view, Sum>>& inNameOrder()
    {
        std::sort(m_groups.begin(), m_groups.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        m_last = nullptr;
        m_index.clear();
        return m_groups;
    }

private:
    std::deque<std::pair<std::string_view, Sum>> m_groups; // a deque: m_last stays valid as it grows
    std::unordered_map<std::string_view, std::size_t> m_index;
    std::string_view m_lastName;
    Sum* m_last = nullptr;
};

// The group of each AI CPU type id, looked up by name once per id: AiCpuTasks stores each type once,
// so the tasks are grouped by an array index instead of a hash of their name (500,000 tasks of a few
// dozen types in a big 1.x folder). Groups live in a deque, so the pointers stay valid.
template <typename Sum>
class GroupsByTypeId
{
public:
    explicit GroupsByTypeId(GroupsByName<Sum>& byName)
        : m_byName(byName)
    {}

    template <typename NameOf>
    Sum& at(std::uint32_t id, NameOf nameOf)
    {
        if (id >= m_groups.size())
            m_groups.resize(std::size_t(id) + 1, nullptr);
        Sum*& group = m_groups[id];
        if (!group)
            group = &m_byName.at(nameOf());
        return *group;
    }

private:
    GroupsByName<Sum>& m_byName;
    std::vector<Sum*> m_groups;
};

} // namespace

std::vector<OpTypeStat> aicpuTypeTable(const Operators& ops)
{
    if (!ops.aicpuTypes.empty())
        return ops.aicpuTypes; // given by the folder (op_statistic.csv of the 2.x layout)
    GroupsByName<OpTypeStat> byType;
    GroupsByTypeId<OpTypeStat> byId(byType);
    double grand = 0;
    for (const auto& t : ops.aicpuTasks) {
        OpTypeStat& s = byId.at(t.type, [&] {
            std::string_view name = ops.aicpuTasks.typeOf(t);
            return name.substr(0, name.find('-'));
        });
        s.totalNs += t.totalNs;
        ++s.count;
        grand += t.totalNs;
    }
    std::vector<OpTypeStat> out;
    for (auto& [name, s] : byType.inNameOrder()) {
        s.type = std::string(name);
        s.percent = grand > 0 ? s.totalNs / grand * 100.0 : 0.0;
        out.push_back(std::move(s));
    }
    sortByTotal(out);
    return out;
}

std::vector<AicpuOpRow> aicpuOpTable(const Operators& ops)
{
    struct Sum {
        AicpuOpRow row;
        double dispatchNs = 0, executionNs = 0;
        long long executionCount = 0;
    };
    GroupsByName<Sum> byName;
    GroupsByTypeId<Sum> byId(byName);
    double grand = 0;
    for (const auto& t : ops.aicpuTasks) {
        Sum& s = byId.at(t.type, [&] { return std::string_view(ops.aicpuTasks.typeOf(t)); });
        ++s.row.count;
        s.row.totalNs += t.totalNs;
        s.dispatchNs += t.dispatchNs;
        if (const auto execution = t.executionNs()) {
            s.executionNs += *execution;
            ++s.executionCount;
        }
        grand += t.totalNs;
    }
    std::vector<AicpuOpRow> out;
    for (auto& [name, s] : byName.inNameOrder()) {
        AicpuOpRow r = std::move(s.row);
        r.name = std::string(name);
        r.avgTotalNs = r.totalNs / double(r.count);
        r.avgDispatchNs = s.dispatchNs / double(r.count);
        if (s.executionCount > 0)
            r.avgExecutionNs = s.executionNs / double(s.executionCount);
        r.percent = grand > 0 ? r.totalNs / grand * 100.0 : 0.0;
        out.push_back(std::move(r));
    }
    sortByTotal(out);
    return out;
}

std::vector<AicoreOpRow> aicoreOpTable(const Operators& ops)
{
    std::vector<AicoreOpRow> out;
    out.reserve(ops.aicoreDetails.size());
    double grand = 0;
    for (const auto& d : ops.aicoreDetails) {
        AicoreOpRow row;
        row.fullName = d.fullName;
        row.name = std::string(opShortName(d.fullName));
        row.scope = std::string(opScope(d.fullName));
        row.avgNs = d.avgNs;
        row.count = d.count;
        row.totalNs = d.count >= 0 ? d.avgNs * double(d.count) : d.avgNs;
        row.kernelType = d.taskType;
        if (auto fw = ops.framework.find(d.fullName)) {
            row.hasFramework = true;
            row.type = fw->opType;
            row.subgraph = fw->subgraph;
            if (!fw->kernelType.empty())
                row.kernelType = fw->kernelType;
            describeTensors(fw->tensors, row);
        }
        if (row.type.empty())
            row.type = opTypeFromName(d.fullName);
        if (row.subgraph.empty())
            row.subgraph = std::string(opSubgraph(d.fullName));
        auto fl = ops.flops.find(d.fullName);
        if (fl != ops.flops.end())
            row.flops = fl->second.values;
        grand += row.totalNs;
        out.push_back(std::move(row));
    }
    for (auto& r : out)
        r.percent = grand > 0 ? r.totalNs / grand * 100.0 : 0.0;
    sortByTotal(out);
    return out;
}

AicoreTypeTable aicoreTypeTable(const Operators& ops)
{
    AicoreTypeTable table;
    if (!ops.aicoreTypes.empty()) {
        table.rows = ops.aicoreTypes;
        sortByTotal(table.rows);
        return table;
    }
    table.derivedFromDetail = true;
    std::map<std::string, OpTypeStat> byType;
    double grand = 0;
    for (const auto& r : aicoreOpTable(ops)) {
        OpTypeStat& s = byType[r.type];
        s.type = r.type;
        s.totalNs += r.totalNs;
        s.count += r.count >= 0 ? r.count : 1;
        grand += r.totalNs;
    }
    for (auto& [type, s] : byType) {
        s.percent = grand > 0 ? s.totalNs / grand * 100.0 : 0.0;
        table.rows.push_back(s);
    }
    sortByTotal(table.rows);
    return table;
}

std::vector<ScopeRow> groupByScope(const std::vector<AicoreOpRow>& rows, int depth)
{
    std::map<std::string, ScopeRow> byScope;
    double grand = 0;
    for (const auto& r : rows) {
        std::string prefix = scopePrefix(r.scope, depth);
        ScopeRow& s = byScope[prefix];
        s.scope = prefix;
        s.totalNs += r.totalNs;
        ++s.opCount;
        grand += r.totalNs;
    }
    std::vector<ScopeRow> out;
    for (auto& [scope, s] : byScope) {
        s.percent = grand > 0 ? s.totalNs / grand * 100.0 : 0.0;
        out.push_back(s);
    }
    sortByTotal(out);
    return out;
}

} // namespace steplens
