#include "analysis/pipeline_match.h"

#include <map>

namespace steplens {

std::vector<std::string> pipelineOpKeys(const std::vector<PipelineOp>& ops)
{
    std::map<int, std::size_t> index;
    for (std::size_t i = 0; i < ops.size(); ++i)
        index.emplace(ops[i].opId, i);
    std::vector<std::string> keys(ops.size());
    for (std::size_t i = 0; i < ops.size(); ++i) {
        // Down the first-child chain; the step limit stops a cycle in a malformed file.
        std::string key = ops[i].opType;
        const PipelineOp* op = &ops[i];
        for (std::size_t steps = 0; steps < ops.size() && !op->children.empty(); ++steps) {
            auto it = index.find(op->children.front());
            if (it == index.end())
                break;
            op = &ops[it->second];
            key += '<' + op->opType;
        }
        keys[i] = key;
    }
    return keys;
}

std::vector<PipelineOpMatch> matchPipelineOps(const std::vector<PipelineOp>& a, const std::vector<PipelineOp>& b)
{
    const std::vector<std::string> ka = pipelineOpKeys(a), kb = pipelineOpKeys(b);
    std::vector<int> partnerOfA(a.size(), -1);
    std::vector<bool> bTaken(b.size(), false);
    auto pairBy = [&](auto sameKind) {
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (partnerOfA[i] >= 0)
                continue;
            for (std::size_t j = 0; j < b.size(); ++j)
                if (!bTaken[j] && sameKind(i, j)) {
                    partnerOfA[i] = int(j);
                    bTaken[j] = true;
                    break;
                }
        }
    };
    pairBy([&](std::size_t i, std::size_t j) { return ka[i] == kb[j]; });
    pairBy([&](std::size_t i, std::size_t j) { return a[i].opType == b[j].opType; });

    std::vector<PipelineOpMatch> out;
    for (std::size_t i = 0; i < a.size(); ++i)
        out.push_back({&a[i], partnerOfA[i] >= 0 ? &b[std::size_t(partnerOfA[i])] : nullptr});
    for (std::size_t j = 0; j < b.size(); ++j)
        if (!bTaken[j])
            out.push_back({nullptr, &b[j]});
    return out;
}

} // namespace steplens
