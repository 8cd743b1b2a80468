#include "analysis/op_tables.h"

#include <algorithm>
#include <map>

namespace steplens {

std::vector<OpTypeStat> aicpuTypeTable(const Operators& ops)
{
    std::map<std::string, OpTypeStat> byType;
    double grand = 0;
    for (const auto& t : ops.aicpuTasks) {
        std::string type = t.opType.substr(0, t.opType.find('-'));
        OpTypeStat& s = byType[type];
        s.type = type;
        s.totalNs += t.totalNs;
        ++s.count;
        grand += t.totalNs;
    }
    std::vector<OpTypeStat> out;
    for (auto& [name, s] : byType) {
        s.percent = grand > 0 ? s.totalNs / grand * 100.0 : 0.0;
        out.push_back(s);
    }
    std::stable_sort(out.begin(), out.end(), [](const OpTypeStat& a, const OpTypeStat& b) { return a.totalNs > b.totalNs; });
    return out;
}

} // namespace steplens
