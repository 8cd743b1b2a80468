#include "model/ascend_output.h"

#include <algorithm>
#include <initializer_list>
#include <utility>

namespace steplens {

namespace {
struct ColumnName {
    const char* header;
    const char* key;
};
const ColumnName kStepColumns[kStepColumnCount] = {
    {"Computing", "computing"},
    {"Communication(Not Overlapped)", "communication_not_overlapped"},
    {"Overlapped", "overlapped"},
    {"Communication", "communication"},
    {"Free", "free"},
    {"Stage", "stage"},
    {"Bubble", "bubble"},
    {"Communication(Not Overlapped and Exclude Receive)", "communication_not_overlapped_exclude_receive"},
    {"Preparing", "preparing"},
};
} // namespace

const char* stepColumnHeader(StepColumn c)
{
    return kStepColumns[int(c)].header;
}

const char* stepColumnKey(StepColumn c)
{
    return kStepColumns[int(c)].key;
}

Nanos StepBreakdown::wall() const
{
    Nanos w = 0;
    for (StepColumn c :
         {StepColumn::Preparing, StepColumn::Computing, StepColumn::CommunicationNotOverlapped, StepColumn::Free})
        if (has(c))
            w += get(c);
    return w;
}

std::vector<const StepBreakdown*> StepTraceTime::stepRows() const
{
    std::vector<const StepBreakdown*> out;
    for (const auto& r : rows)
        if (!clusterForm || r.type == "rank")
            out.push_back(&r);
    return out;
}

namespace {
// Mixes 64-bit words into one hash (the multiply-xorshift step of splitmix64): the ids of a tuple are
// small consecutive numbers, which std::hash (the identity for integers) would collide on.
std::size_t mixWords(std::initializer_list<std::uint64_t> words)
{
    std::uint64_t h = 0x9e3779b97f4a7c15ull;
    for (std::uint64_t w : words) {
        h ^= w + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
        h ^= h >> 31;
        h *= 0xbf58476d1ce4e5b9ull;
        h ^= h >> 29;
    }
    return static_cast<std::size_t>(h);
}
} // namespace

std::size_t KernelShapes::Hash::operator()(const KernelShapes& s) const
{
    return mixWords({(std::uint64_t(s.inputShapes) << 32) | s.inputDtypes,
                     (std::uint64_t(s.inputFormats) << 32) | s.outputShapes,
                     (std::uint64_t(s.outputDtypes) << 32) | s.outputFormats});
}

std::size_t KernelAttributes::Hash::operator()(const KernelAttributes& a) const
{
    return mixWords({(std::uint64_t(a.opState) << 32) | a.modelId, (std::uint64_t(std::uint32_t(a.mixBlockDim)) << 32) |
                                                                       (std::uint64_t(std::uint16_t(a.deviceId)) << 8) |
                                                                       std::uint8_t(a.hf32)});
}

std::vector<std::int32_t> KernelStepIds::sorted() &&
{
    std::sort(m_changes.begin(), m_changes.end());
    m_changes.erase(std::unique(m_changes.begin(), m_changes.end()), m_changes.end());
    return std::move(m_changes);
}

std::vector<std::int32_t> KernelDetails::steps() const
{
    KernelStepIds s;
    if (hasStep)
        for (const auto& r : rows)
            s.add(r.step);
    return std::move(s).sorted();
}

CoreSide coreSide(std::string_view coreType)
{
    if (coreType == "AI_CORE" || coreType == "AI_VECTOR_CORE" || coreType.rfind("MIX_", 0) == 0)
        return CoreSide::AiCore;
    if (coreType == "AI_CPU")
        return CoreSide::AiCpu;
    if (coreType == "HCCL" || coreType == "COMMUNICATION")
        return CoreSide::Communication;
    return CoreSide::Other;
}

double CommBandwidth::effectiveBandwidthGBs() const
{
    if (bandwidthGBs)
        return *bandwidthGBs;
    double ms = nanosToMs(timeNs);
    return ms > 0 ? sizeMB / ms : 0.0;
}

const CommBandwidth* CommOp::mainTransport() const
{
    const CommBandwidth* best = nullptr;
    for (const auto& b : bandwidth)
        if (b.sizeMB > 0 && (!best || b.sizeMB > best->sizeMB))
            best = &b;
    return best;
}

} // namespace steplens
