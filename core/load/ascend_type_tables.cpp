#include "load/ascend_type_tables.h"

#include "model/string_classes.h"

#include <algorithm>
#include <map>
#include <utility>

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
    // map keyed by text, after the bar had reached the end of the file. Each side's sums sit in the order
    // their types first come, found through a vector indexed by type id (no hashing per row); ids outside
    // the pool read as "" like id 0. The sums are of whole nanoseconds, exact in a double, so the order
    // they are added in changes nothing.
    const std::size_t ids = kernels.strings.size();
    auto sides = StringClasses(kernels.strings, [](const std::string& core) { return coreSide(core); });
    constexpr std::uint32_t kNoSum = 0xffffffffu;
    std::vector<std::uint32_t> sumOfType[2] = {std::vector<std::uint32_t>(ids, kNoSum),
                                               std::vector<std::uint32_t>(ids, kNoSum)}; // [0] device cores, [1] AI CPU
    std::vector<std::pair<std::uint32_t, Sum>> sums[2];
    AscendTypeTables t;
    double total = 0;
    for (const auto& r : kernels.rows) {
        if (step >= 0 && r.step != step)
            continue;
        // Communication kernels (HCCL) are not operators: op_statistic.csv never lists them. Every other
        // core type but AI_CPU goes to the device-core table, as for op_statistic.csv.
        const CoreSide side = sides(r.core);
        if (side == CoreSide::Communication)
            continue;
        const int s = side == CoreSide::AiCpu ? 1 : 0;
        const std::uint32_t type = r.type < ids ? r.type : 0;
        std::uint32_t& at = sumOfType[s][type];
        if (at == kNoSum) {
            at = std::uint32_t(sums[s].size());
            sums[s].emplace_back(type, Sum{});
        }
        Sum& sum = sums[s][at].second;
        sum.totalNs += double(r.duration);
        sum.count += 1;
        total += double(r.duration);
    }
    std::map<std::string, Sum> aicore, aicpu;
    for (int i = 0; i < 2; ++i)
        for (const auto& [id, sum] : sums[i]) {
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
