#include "analysis/kernel_rule_stats.h"

#include "analysis/findings/rules.h"
#include "model/string_classes.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace steplens {

namespace {

enum class KernelSide { Cube, Vector, AiCpu, Other };

KernelSide sideOf(const std::string& core)
{
    if (core == "AI_CORE" || core == "MIX_AIC")
        return KernelSide::Cube;
    if (core == "AI_VECTOR_CORE" || core == "MIX_AIV")
        return KernelSide::Vector;
    if (core == "AI_CPU")
        return KernelSide::AiCpu;
    return KernelSide::Other;
}

// The side of each core text, each text compared once (StringClasses), not once per row.
auto coreSidesById(const KernelDetails& kernels)
{
    return StringClasses(kernels.strings, sideOf);
}

// Kernels counted per Block Dim: a vector for the usual values (the cores of a device number a few dozen),
// a map above, so millions of rows are not counted through a tree.
class BlockDimCounts
{
public:
    void add(int blockDim)
    {
        ++m_total;
        if (blockDim < int(m_small.size()))
            ++m_small[std::size_t(blockDim)];
        else
            ++m_large[blockDim];
    }

    // The largest Block Dim used by at least a tenth of the kernels counted.
    int commonMaximum() const
    {
        for (auto it = m_large.rbegin(); it != m_large.rend(); ++it)
            if (it->second * 10 >= m_total)
                return it->first;
        for (std::size_t dim = m_small.size(); dim-- > 1;)
            if (m_small[dim] > 0 && m_small[dim] * 10 >= m_total)
                return int(dim);
        return -1;
    }

private:
    std::vector<long long> m_small = std::vector<long long>(1024, 0);
    std::map<int, long long> m_large;
    long long m_total = 0;
};

int metricColumn(const KernelDetails& k, const char* name)
{
    for (std::size_t i = 0; i < k.metricNames.size(); ++i)
        if (k.metricNames[i] == name)
            return static_cast<int>(i);
    return -1;
}

float metricAt(const KernelDetails& k, std::size_t row, int col)
{
    if (col < 0)
        return std::nanf("");
    return k.metrics[row * k.metricNames.size() + std::size_t(col)];
}

} // namespace

CoreCounts coreCounts(const KernelDetails& kernels, const std::optional<AscendDeviceInfo>& device)
{
    CoreCounts c;
    if (device && device->aiCoreCount > 0) {
        c.cube = device->aiCoreCount;
        c.vector = device->vectorCoreCount > 0 ? device->vectorCoreCount : -1;
        return c;
    }
    auto sides = coreSidesById(kernels);
    BlockDimCounts cube, vector;
    for (const auto& r : kernels.rows) {
        if (r.blockDim <= 0)
            continue;
        const KernelSide s = sides(r.core);
        if (s == KernelSide::Cube)
            cube.add(r.blockDim);
        else if (s == KernelSide::Vector)
            vector.add(r.blockDim);
    }
    c.cube = cube.commonMaximum();
    c.vector = vector.commonMaximum();
    c.inferred = c.cube > 0 || c.vector > 0;
    return c;
}

KernelRuleStats kernelRuleStats(const KernelDetails& kernels, const std::optional<AscendDeviceInfo>& device,
                                const KernelRuleThresholds& th, double fallbackSteps)
{
    KernelRuleStats s;
    s.kernels = &kernels;
    s.cores = coreCounts(kernels, device);

    const int aicMte2 = metricColumn(kernels, "aic_mte2_ratio"), aicMac = metricColumn(kernels, "aic_mac_ratio");
    const int aivMte2 = metricColumn(kernels, "aiv_mte2_ratio"), aivVec = metricColumn(kernels, "aiv_vec_ratio");
    s.hasPipeMetrics = (aicMte2 >= 0 && aicMac >= 0) || (aivMte2 >= 0 && aivVec >= 0);

    const Nanos heavy = static_cast<Nanos>(th.heavyKernelUs * 1000.0);
    const Nanos longTask = static_cast<Nanos>(th.aicpuTaskUs * 1000.0);
    // Keyed by type id, the text looked up once per type; ids outside the pool read as "" like id 0 does.
    std::map<std::uint32_t, AicpuTypeStats> aicpuById;
    auto typeId = [n = kernels.strings.size()](std::uint32_t id) { return id < n ? id : 0u; };
    auto sides = coreSidesById(kernels);
    auto aicpuOnly = StringClasses(kernels.strings, [](const std::string& type) { return isAicpuOnlyOp(type); });
    KernelStepIds stepIds;
    // Keyed by the interned (type, core) ids: no string is built per row.
    std::map<std::pair<std::uint32_t, std::uint32_t>, IdleCoreGroup> idle;
    std::map<std::pair<std::uint32_t, std::uint32_t>, BoundGroup> bound;

    const std::int64_t dynamicId = kernels.strings.find("dynamic"), staticId = kernels.strings.find("static");
    for (std::size_t i = 0; i < kernels.rows.size(); ++i) {
        const KernelRow& r = kernels.rows[i];
        if (kernels.hasStep)
            stepIds.add(r.step);
        const std::uint32_t opState = kernels.attributes(r).opState;
        if (opState != 0 && std::int64_t(opState) == dynamicId)
            ++s.dynamicKernels;
        else if (opState != 0 && std::int64_t(opState) == staticId)
            ++s.staticKernels;
        const KernelSide side = sides(r.core);
        const double ns = double(r.duration);
        if (side == KernelSide::AiCpu) {
            if (aicpuOnly(r.type))
                continue;
            AicpuTypeStats& a = aicpuById[typeId(r.type)];
            ++a.tasks;
            a.ns += ns;
            if (r.duration > longTask) {
                ++a.longTasks;
                a.longNs += ns;
            }
            if (!a.longest || r.duration > a.longest->duration)
                a.longest = &r;
            continue;
        }
        if (side == KernelSide::Other)
            continue;
        s.computeNs += ns;
        if (r.duration < heavy)
            continue;
        s.heavyNs += ns;
        const std::pair<std::uint32_t, std::uint32_t> key{r.type, r.core};

        const int cores = side == KernelSide::Cube ? s.cores.cube : s.cores.vector;
        if (cores > 0 && r.blockDim > 0 && r.blockDim < cores) {
            IdleCoreGroup& g = idle[key];
            if (g.kernels == 0) {
                g.type = kernels.str(r.type);
                g.core = kernels.str(r.core);
                g.cores = cores;
                g.minBlockDim = g.maxBlockDim = r.blockDim;
            }
            ++g.kernels;
            g.ns += ns;
            g.idleNs += ns * (1.0 - double(r.blockDim) / double(cores));
            g.minBlockDim = std::min(g.minBlockDim, int(r.blockDim));
            g.maxBlockDim = std::max(g.maxBlockDim, int(r.blockDim));
            if (!g.longest || r.duration > g.longest->duration)
                g.longest = &r;
        }

        if (!s.hasPipeMetrics)
            continue;
        const bool cube = side == KernelSide::Cube;
        const float mte2 = metricAt(kernels, i, cube ? aicMte2 : aivMte2);
        const float compute = metricAt(kernels, i, cube ? aicMac : aivVec);
        if (std::isnan(mte2) || std::isnan(compute))
            continue;
        // Compared as float, the metrics' own precision, so "0.95" in the file meets a 0.95 threshold.
        const float mte2Bound = float(cube ? th.cubeMte2Bound : th.vectorMte2Bound);
        const float computeBound = float(cube ? th.cubeMacBound : th.vectorVecBound);
        if (compute >= computeBound) {
            s.computeBoundNs += ns;
        } else if (mte2 >= mte2Bound) {
            BoundGroup& g = bound[key];
            if (g.kernels == 0) {
                g.type = kernels.str(r.type);
                g.core = kernels.str(r.core);
            }
            ++g.kernels;
            g.ns += ns;
            g.mte2Ratio += ns * mte2;
            g.computeRatio += ns * compute;
            s.memoryBoundNs += ns;
            if (!g.longest || r.duration > g.longest->duration)
                g.longest = &r;
        }
    }

    s.stepIds = std::move(stepIds).sorted();
    s.steps = !s.stepIds.empty() ? double(s.stepIds.size()) : std::max(1.0, fallbackSteps);

    std::map<std::string, AicpuTypeStats> aicpu; // by text: the order ties keep below
    for (auto& [id, a] : aicpuById) {
        a.type = kernels.str(id);
        aicpu.emplace(a.type, std::move(a));
    }
    for (auto& [_, a] : aicpu)
        s.aicpu.push_back(std::move(a));
    std::stable_sort(s.aicpu.begin(), s.aicpu.end(), [](const AicpuTypeStats& a, const AicpuTypeStats& b) {
        return a.longNs != b.longNs ? a.longNs > b.longNs : a.ns > b.ns;
    });
    for (auto& [_, g] : idle) {
        s.idleCoreNs += g.idleNs;
        s.idleCores.push_back(std::move(g));
    }
    std::stable_sort(s.idleCores.begin(), s.idleCores.end(),
                     [](const IdleCoreGroup& a, const IdleCoreGroup& b) { return a.idleNs > b.idleNs; });
    for (auto& [_, g] : bound) {
        g.mte2Ratio /= g.ns;
        g.computeRatio /= g.ns;
        s.memoryBound.push_back(std::move(g));
    }
    std::stable_sort(s.memoryBound.begin(), s.memoryBound.end(),
                     [](const BoundGroup& a, const BoundGroup& b) { return a.ns > b.ns; });
    return s;
}

} // namespace steplens
