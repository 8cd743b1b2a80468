#include "load/ascend_type_tables.h"

#include <algorithm>
#include <map>

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
        Sum& s = (coreSide(r.coreType) == CoreSide::AiCpu ? aicpu : aicore)[r.opType];
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
    std::map<std::string, Sum> aicore, aicpu;
    AscendTypeTables t;
    double total = 0;
    for (const auto& r : kernels.rows) {
        if (step >= 0 && r.step != step)
            continue;
        const std::string& core = kernels.str(r.core);
        const CoreSide side = coreSide(core);
        if (side == CoreSide::Communication)
            continue;
        if (core.empty()) {
            t.leftOutNs += double(r.duration);
            continue;
        }
        Sum& s = (side == CoreSide::AiCpu ? aicpu : aicore)[kernels.str(r.type)];
        s.totalNs += double(r.duration);
        s.count += 1;
        total += double(r.duration);
    }
    for (auto* m : {&aicore, &aicpu})
        for (auto& [type, s] : *m)
            s.percent = total > 0 ? s.totalNs / total * 100.0 : 0.0;
    t.aicore = toTable(aicore);
    t.aicpu = toTable(aicpu);
    return t;
}

} // namespace steplens
