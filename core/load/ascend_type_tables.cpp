#include "load/ascend_type_tables.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace steplens {

namespace {

struct Sum {
    double totalNs = 0;
    long long count = 0;
    double percent = 0;
};

std::vector<OpTypeStat> toTable(const std::map<std::string, Sum>& sums)
{
    std::vector<OpTypeStat> out;
    for (const auto& [type, s] : sums)
        out.push_back(OpTypeStat{type, s.totalNs, s.count, s.percent});
    std::stable_sort(out.begin(), out.end(),
                     [](const OpTypeStat& a, const OpTypeStat& b) { return a.totalNs > b.totalNs; });
    return out;
}

} // namespace

AscendTypeTables typeTablesFromOpStatistic(const OpStatistic& stats)
{
    std::map<std::string, Sum> aicore, aicpu;
    AscendTypeTables t;
    for (const auto& r : stats.rows) {
        // Every core type but AI_CPU runs on the device's cores (AI_CORE, AI_VECTOR_CORE, MIX_*, DSA_SQE...):
        // no row of op_statistic.csv is left out of the tables.
        auto* target = coreSide(r.coreType) == CoreSide::AiCpu ? &aicpu : &aicore;
        Sum& s = (*target)[r.opType];
        s.totalNs += double(r.total);
        s.count += r.count;
        s.percent += r.ratioPct;
    }
    t.aicore = toTable(aicore);
    t.aicpu = toTable(aicpu);
    return t;
}

AscendTypeTables typeTablesFromKernels(const KernelDetails& kernels, int step)
{
    // Summed by string id first, the texts looked up once per id: a 5M-row table took 0.15 s through a
    // map keyed by text, after the bar had reached the end of the file. The sums are of whole
    // nanoseconds, exact in a double, so the order they are added in changes nothing.
    std::unordered_map<std::uint32_t, Sum> byId[2]; // [0] device cores, [1] AI CPU
    std::unordered_map<std::uint32_t, CoreSide> sides;
    AscendTypeTables t;
    double total = 0;
    for (const auto& r : kernels.rows) {
        if (step >= 0 && r.step != step)
            continue;
        // Communication kernels (HCCL) are not operators: op_statistic.csv never lists them. Every other
        // core type but AI_CPU goes to the device-core table, as for op_statistic.csv.
        auto side = sides.find(r.core);
        if (side == sides.end())
            side = sides.emplace(r.core, coreSide(kernels.str(r.core))).first;
        if (side->second == CoreSide::Communication)
            continue;
        Sum& s = byId[side->second == CoreSide::AiCpu ? 1 : 0][r.type];
        s.totalNs += double(r.duration);
        s.count += 1;
        total += double(r.duration);
    }
    std::map<std::string, Sum> aicore, aicpu;
    for (int i = 0; i < 2; ++i)
        for (const auto& [id, sum] : byId[i]) {
            Sum& s = (i == 1 ? aicpu : aicore)[kernels.str(id)];
            s.totalNs += sum.totalNs;
            s.count += sum.count;
        }
    for (auto* m : {&aicore, &aicpu})
        for (auto& [type, s] : *m)
            s.percent = total > 0 ? s.totalNs / total * 100.0 : 0.0;
    t.aicore = toTable(aicore);
    t.aicpu = toTable(aicpu);
    return t;
}

} // namespace steplens
