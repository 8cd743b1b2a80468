// Kernel sequences that one fused Ascend operator replaces (2.x layout, kernel_details.csv).
// msprof-analyze matches sequences of torch operators in the trace (matmul-softmax-matmul attention,
// pow-mean-add-rsqrt-mul RMSNorm, silu-mul SwiGLU, neg-cat-mul-add rotary embedding) and names the
// torch_npu fused call for each. StepLens matches the same sequences on the kernels themselves, in
// launch order per stream (Cast kernels in between are allowed), which works for MindSpore as well,
// and names the fused call of the framework in use. A fused operator reads and writes memory once
// instead of once per kernel; half of the sequences' kernel time is counted as the gain.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"
#include "io/memory_advice.h"
#include "model/string_classes.h"

#include <algorithm>
#include <array>
#include <limits>
#include <map>
#include <numeric>

namespace steplens {

// What the scan found of one fused kind (FusibleScan, below).
struct FusibleKindTotals {
    long long count = 0;
    double ns = 0;
    std::string sequence; // the kernel types of the first match
    Nanos begin = 0, end = 0;
};

namespace {

// Kernel classes, as bits of a mask per interned type string.
enum : std::uint32_t {
    kMatMul = 1u << 0,
    kScale = 1u << 1,
    kSoftmax = 1u << 2,
    kDropout = 1u << 3,
    kSquare = 1u << 4,
    kMean = 1u << 5,
    kAdd = 1u << 6,
    kRsqrt = 1u << 7,
    kMul = 1u << 8,
    kSplit = 1u << 9,
    kSilu = 1u << 10,
    kNeg = 1u << 11,
    kConcat = 1u << 12,
    kSqrt = 1u << 13,
    kDiv = 1u << 14,
    kCast = 1u << 15,
};

std::uint32_t classOf(const std::string& t)
{
    auto in = [&](std::initializer_list<const char*> names) {
        return std::any_of(names.begin(), names.end(), [&](const char* n) { return t == n; });
    };
    std::uint32_t m = 0;
    if (in({"BatchMatMul", "BatchMatMulV2", "BatchMatMulV3", "MatMul", "MatMulV2", "MatMulV3"}))
        m |= kMatMul;
    if (in({"Mul", "Muls", "RealDiv", "Div", "Divs", "Add", "Adds", "Sub", "MaskedFill", "SelectV2", "Select"}))
        m |= kScale;
    if (in({"SoftmaxV2", "Softmax", "SoftmaxV3"}))
        m |= kSoftmax;
    if (in({"DropOutDoMask", "DropOutDoMaskV3", "DropOutDoMaskV3D", "DropOutGenMask", "DropOutGenMaskV3",
            "StatelessDropOutGenMask"}))
        m |= kDropout;
    if (in({"Pow", "Pows", "Square", "Mul"}))
        m |= kSquare;
    if (in({"ReduceMean", "ReduceMeanD"}))
        m |= kMean;
    if (in({"Add", "Adds"}))
        m |= kAdd;
    if (in({"Rsqrt"}))
        m |= kRsqrt;
    if (in({"Mul", "Muls"}))
        m |= kMul;
    if (in({"Split", "SplitV", "SplitD", "SplitVD", "Slice", "StridedSlice", "StridedSliceD"}))
        m |= kSplit;
    if (in({"Swish", "SiLU", "Silu"}))
        m |= kSilu;
    if (in({"Neg"}))
        m |= kNeg;
    if (in({"ConcatD", "Concat", "ConcatV2", "ConcatV2D"}))
        m |= kConcat;
    if (in({"Sqrt"}))
        m |= kSqrt;
    if (in({"RealDiv", "Div"}))
        m |= kDiv;
    if (in({"Cast"}))
        m |= kCast;
    return m;
}

struct Element {
    std::uint32_t mask;
    int min, max;
};

enum class Fused { Attention, RmsNorm, SwiGlu, Rotary };

struct Pattern {
    Fused kind;
    std::vector<Element> seq;
};

const std::vector<Pattern>& patterns()
{
    static const std::vector<Pattern> p = {
        {Fused::Attention, {{kMatMul, 1, 1}, {kScale, 0, 3}, {kSoftmax, 1, 1}, {kDropout, 0, 2}, {kMatMul, 1, 1}}},
        {Fused::RmsNorm, {{kSquare, 1, 1}, {kMean, 1, 1}, {kAdd, 1, 1}, {kRsqrt, 1, 1}, {kMul, 1, 2}}},
        {Fused::RmsNorm, {{kSquare, 1, 1}, {kMean, 1, 1}, {kAdd, 1, 1}, {kSqrt, 1, 1}, {kDiv, 1, 1}, {kMul, 0, 1}}},
        {Fused::SwiGlu, {{kSplit, 0, 1}, {kSilu, 1, 1}, {kMul, 1, 1}}},
        {Fused::Rotary, {{kNeg, 1, 1}, {kConcat, 1, 1}, {kMul, 1, 2}, {kAdd, 1, 1}}},
    };
    return p;
}

// Matches `p` from element `ei` at position `pos` of `cls`; the end position, or -1. Cast kernels
// between the elements are skipped.
long matchAt(const std::vector<std::uint32_t>& cls, std::size_t pos, const Pattern& p, std::size_t ei)
{
    if (ei == p.seq.size())
        return long(pos);
    const Element& el = p.seq[ei];
    std::array<std::size_t, 4> ends{pos}; // positions after 0, 1, 2, 3 repetitions (max is at most 3)
    std::size_t matched = 0, cur = pos;
    for (int k = 0; k < el.max && matched + 1 < ends.size(); ++k) {
        while (cur < cls.size() && (cls[cur] & kCast) && !(cls[cur] & el.mask))
            ++cur;
        if (cur >= cls.size() || !(cls[cur] & el.mask))
            break;
        ends[++matched] = ++cur;
    }
    for (int k = int(matched); k >= el.min; --k) {
        long end = matchAt(cls, ends[std::size_t(k)], p, ei + 1);
        if (end >= 0)
            return end;
    }
    return -1;
}

using Found = FusibleKindTotals;

Message fusedName(Fused k)
{
    switch (k) {
    case Fused::Attention:
        return SL_MSG("finding.fusible-operators.kind.attention", "attention (matmul, softmax, matmul)");
    case Fused::RmsNorm: return SL_MSG("finding.fusible-operators.kind.rms-norm", "RMSNorm (square, mean, rsqrt, mul)");
    case Fused::SwiGlu: return SL_MSG("finding.fusible-operators.kind.swiglu", "SwiGLU (silu, mul)");
    case Fused::Rotary:
        return SL_MSG("finding.fusible-operators.kind.rotary", "rotary embedding (neg, concat, mul, add)");
    }
    return {};
}

const char* torchCall(Fused k)
{
    switch (k) {
    case Fused::Attention: return "torch_npu.npu_fusion_attention";
    case Fused::RmsNorm: return "torch_npu.npu_rms_norm";
    case Fused::SwiGlu: return "torch_npu.npu_swiglu";
    case Fused::Rotary: return "torch_npu.npu_rotary_mul";
    }
    return "";
}

const char* mindsporeCall(Fused k)
{
    switch (k) {
    case Fused::Attention: return "mindspore.ops.flash_attention_score";
    case Fused::RmsNorm: return "mindspore.ops.rms_norm";
    case Fused::SwiGlu: return "mindspore.ops.swiglu (2.4+)";
    case Fused::Rotary: return "mindspore.ops.rotary_position_embedding (2.4+)";
    }
    return "";
}

const char* torchSnippet(Fused k)
{
    switch (k) {
    case Fused::Attention:
        return "out = torch_npu.npu_fusion_attention(q, k, v, head_num, input_layout='BSH',\n"
               "                                     scale=1.0 / math.sqrt(head_dim))[0]";
    case Fused::RmsNorm: return "y = torch_npu.npu_rms_norm(x, weight, epsilon=1e-6)[0]";
    case Fused::SwiGlu: return "y = torch_npu.npu_swiglu(x, dim=-1)  # silu(first half) * second half";
    case Fused::Rotary: return "q = torch_npu.npu_rotary_mul(q, cos, sin)";
    }
    return "";
}

const char* mindsporeSnippet(Fused k)
{
    switch (k) {
    case Fused::Attention:
        return "out = ops.flash_attention_score(q, k, v, head_num, input_layout='BSH',\n"
               "                                scalar_value=1.0 / math.sqrt(head_dim))";
    case Fused::RmsNorm: return "y, _ = ops.rms_norm(x, weight, epsilon=1e-6)";
    case Fused::SwiGlu: return "y = ops.swiglu(x, dim=-1)  # silu(first half) * second half";
    case Fused::Rotary: return "q = ops.rotary_position_embedding(q, cos, sin, mode=0)";
    }
    return "";
}

// The kernels that can be part of a sequence, in launch order per stream, with their classes.
struct LaunchOrder {
    std::vector<std::uint32_t> rows;    // indices into KernelDetails::rows
    std::vector<std::uint32_t> classes; // classOf the row's type, per position
};

// A slot per stream id, in the order the streams first come, found through a vector for the usual small
// ids (a few dozen streams numbered from 0) and a map for the rest: no tree walk per row of millions.
class StreamSlots
{
public:
    std::size_t of(std::int32_t streamId)
    {
        if (streamId >= 0 && streamId < std::int32_t(m_smallIds.size())) {
            std::int32_t& slot = m_smallIds[std::size_t(streamId)];
            if (slot < 0)
                slot = add(streamId);
            return std::size_t(slot);
        }
        auto it = m_largeIds.find(streamId);
        if (it == m_largeIds.end())
            it = m_largeIds.emplace(streamId, add(streamId)).first;
        return std::size_t(it->second);
    }

    std::size_t size() const { return m_ids.size(); }

    // The slots by ascending stream id.
    std::vector<std::size_t> ascending() const
    {
        std::vector<std::size_t> slots(m_ids.size());
        std::iota(slots.begin(), slots.end(), 0);
        std::sort(slots.begin(), slots.end(), [&](std::size_t a, std::size_t b) { return m_ids[a] < m_ids[b]; });
        return slots;
    }

private:
    std::int32_t add(std::int32_t streamId)
    {
        m_ids.push_back(streamId);
        return std::int32_t(m_ids.size() - 1);
    }

    std::vector<std::int32_t> m_smallIds = std::vector<std::int32_t>(1024, -1);
    std::map<std::int32_t, std::int32_t> m_largeIds;
    std::vector<std::int32_t> m_ids; // the stream id of each slot
};

// Puts positions [begin, end) of `order` (one stream, in file order, not in start order) in start
// order, as a stable sort does, and gives those positions their rows' classes again.
template <typename TypeClasses>
void sortByStart(const KernelDetails& k, LaunchOrder& order, std::size_t begin, std::size_t end,
                 TypeClasses& typeClasses)
{
    std::stable_sort(order.rows.begin() + std::ptrdiff_t(begin), order.rows.begin() + std::ptrdiff_t(end),
                     [&](std::uint32_t a, std::uint32_t b) { return k.rows[a].start < k.rows[b].start; });
    for (std::size_t at = begin; at < end; ++at)
        order.classes[at] = typeClasses(k.rows[order.rows[at]].type);
}

// Sizes a per-kernel array on huge pages where the system gives them: first touching millions of 4 KiB
// pages was a third of the ordering's time.
void sizeForKernels(std::vector<std::uint32_t>& v, std::size_t kernels)
{
    v.reserve(kernels);
    io::adviseHugePages(v.data(), v.capacity() * sizeof(std::uint32_t));
    v.resize(kernels);
}

// The same order as a stable sort of the kernels by (stream, start), communication and AI CPU tasks left
// out, without sorting millions of indices: a counting pass sizes each stream's part, a second pass puts
// the rows there in file order (no vector grows and is copied: that was most of the rule's time) and
// notes whether each stream is in start order, as the file is written in launch order: only a stream
// that is not gets sorted. Core and type texts are classified once per string id.
LaunchOrder kernelsInLaunchOrder(const KernelDetails& k)
{
    auto sides = StringClasses(k.strings, [](const std::string& core) { return coreSide(core); });
    auto inSequences = [&sides](const KernelRow& r) {
        const CoreSide side = sides(r.core);
        return side != CoreSide::Communication && side != CoreSide::AiCpu;
    };
    StreamSlots streams;
    std::vector<std::size_t> counts; // per slot
    for (const KernelRow& r : k.rows) {
        if (!inSequences(r))
            continue;
        const std::size_t slot = streams.of(r.streamId);
        if (slot == counts.size())
            counts.push_back(0);
        ++counts[slot];
    }
    const std::vector<std::size_t> ascending = streams.ascending();
    std::vector<std::size_t> begins(streams.size()), next(streams.size());
    std::size_t total = 0;
    for (std::size_t slot : ascending) {
        begins[slot] = next[slot] = total;
        total += counts[slot];
    }
    LaunchOrder order;
    sizeForKernels(order.rows, total);
    sizeForKernels(order.classes, total);
    auto typeClasses = StringClasses(k.strings, classOf);
    std::vector<Nanos> lastStart(streams.size(), std::numeric_limits<Nanos>::min());
    std::vector<std::uint8_t> inStartOrder(streams.size(), 1);
    for (std::uint32_t i = 0; i < k.rows.size(); ++i) {
        const KernelRow& r = k.rows[i];
        if (!inSequences(r))
            continue;
        const std::size_t slot = streams.of(r.streamId);
        const std::size_t at = next[slot]++;
        order.rows[at] = i;
        order.classes[at] = typeClasses(r.type);
        if (r.start < lastStart[slot])
            inStartOrder[slot] = 0;
        lastStart[slot] = r.start;
    }
    for (std::size_t slot : ascending)
        if (!inStartOrder[slot])
            sortByStart(k, order, begins[slot], begins[slot] + counts[slot], typeClasses);
    return order;
}

} // namespace

struct FusibleScan {
    const KernelDetails* kernels = nullptr; // the table scanned
    std::vector<Found> found = std::vector<Found>(4); // by Fused kind
};

std::shared_ptr<const FusibleScan> scanFusibleSequences(const KernelDetails& k)
{
    auto scan = std::make_shared<FusibleScan>();
    scan->kernels = &k;
    // Kernels in launch order per stream; communication and AI CPU tasks are not part of a sequence.
    const LaunchOrder launch = kernelsInLaunchOrder(k);
    const std::vector<std::uint32_t>& order = launch.rows;
    const std::vector<std::uint32_t>& cls = launch.classes;

    std::vector<Found>& found = scan->found;
    std::size_t i = 0;
    while (i < order.size()) {
        long end = -1;
        Fused kind = Fused::Attention;
        if (cls[i] != 0 && !(cls[i] == kCast))
            for (const Pattern& p : patterns()) {
                // A sequence stays on one stream.
                end = matchAt(cls, i, p, 0);
                if (end > long(i) && k.rows[order[std::size_t(end) - 1]].streamId == k.rows[order[i]].streamId) {
                    kind = p.kind;
                    break;
                }
                end = -1;
            }
        if (end < 0) {
            ++i;
            continue;
        }
        Found& f = found[std::size_t(kind)];
        ++f.count;
        for (std::size_t j = i; j < std::size_t(end); ++j)
            f.ns += double(k.rows[order[j]].duration);
        if (f.sequence.empty()) {
            for (std::size_t j = i; j < std::size_t(end); ++j)
                f.sequence += (j > i ? " → " : "") + k.str(k.rows[order[j]].type);
            f.begin = k.rows[order[i]].start;
            const KernelRow& last = k.rows[order[std::size_t(end) - 1]];
            f.end = last.start + last.duration;
        }
        i = std::size_t(end);
    }
    return scan;
}

void ruleFusibleOperators(const RuleContext& ctx, std::vector<Finding>& out)
{
    ruleFusibleOperators(ctx, out, nullptr);
}

void ruleFusibleOperators(const RuleContext& ctx, std::vector<Finding>& out, const FusibleScan* given)
{
    const auto& ks = ctx.analysis.kernelStats;
    if (!ks || !ks->kernels || ks->kernels->typeFromName)
        return; // Level0 has no operator types to match
    const KernelDetails& k = *ks->kernels;
    std::shared_ptr<const FusibleScan> own;
    if (!given || given->kernels != &k) // a scan of another table (or none) is not this one's
        given = (own = scanFusibleSequences(k)).get();
    const std::vector<Found>& found = given->found;

    long long total = 0;
    double ns = 0;
    for (const auto& f : found) {
        total += f.count;
        ns += f.ns;
    }
    const double perStep = double(total) / ks->steps;
    const double limit = ctx.thresholds.get(ThresholdKey::FusibleSequences);
    if (total == 0 || perStep <= limit)
        return;
    std::vector<std::size_t> kinds(found.size());
    std::iota(kinds.begin(), kinds.end(), 0);
    std::stable_sort(kinds.begin(), kinds.end(),
                     [&](std::size_t a, std::size_t b) { return found[a].ns > found[b].ns; });

    const AdviceFramework fw = adviceFramework(ctx.profile);
    Finding f;
    f.id = "fusible-operators";
    f.rank = ctx.profile.rank;
    f.value = perStep;
    f.threshold = limit;
    f.unit = "count";
    const double perStepMs = nanosToMs(ns) / ks->steps;
    f.impactMs = perStepMs * 0.5;
    f.stepsPerSecondIfFixed = stepsPerSecondIfSaved(ctx, f.impactMs);
    f.severity = severityOfCost(ctx, f.impactMs);
    f.title = SL_MSG("finding.fusible-operators.title",
                     "{n} kernel sequences per step could each be one fused Ascend operator ({time} per step)")
                  .arg("n", fmtCount(perStep))
                  .arg("time", fmtMs(perStepMs));
    f.explanation = SL_MSG("finding.fusible-operators.explanation",
                           "Each kernel reads its inputs from memory and writes its result back; a fused operator "
                           "does the whole computation in one pass and launches once. {source} shows, in "
                           "launch order, sequences of small kernels that Ascend provides as one fused operator; "
                           "they take {time} per step.")
                        .arg("source", tableSource(ctx.profile, AscendTable::KernelDetails))
                        .arg("time", fmtMs(perStepMs));
    std::string torchCode, msCode;
    Message torchList, msList;
    for (std::size_t kind : kinds) {
        const Found& x = found[kind];
        if (x.count == 0)
            continue;
        const Fused kk = Fused(kind);
        Evidence e{Evidence::Kind::TimeRange};
        e.begin = x.begin;
        e.end = x.end;
        e.label =
            SL_MSG("finding.fusible-operators.evidence.kind", "{kind}: {n} sequences, {time}; the first: {sequence}")
                .arg("kind", fusedName(kk))
                .arg("n", fmtCount(double(x.count) / ks->steps))
                .arg("time", fmtMs(nanosToMs(x.ns) / ks->steps))
                .arg("sequence", x.sequence);
        f.evidence.push_back(std::move(e));
        Message t = SL_MSG("finding.fusible-operators.replace", "the {kind} sequence with {call}")
                        .arg("kind", fusedName(kk))
                        .arg("call", torchCall(kk));
        Message m = SL_MSG("finding.fusible-operators.replace", "the {kind} sequence with {call}")
                        .arg("kind", fusedName(kk))
                        .arg("call", mindsporeCall(kk));
        torchList = torchList.empty() ? t
                                      : SL_MSG("finding.fusible-operators.list", "{first}; {next}")
                                            .arg("first", std::move(torchList))
                                            .arg("next", std::move(t));
        msList = msList.empty() ? m
                                : SL_MSG("finding.fusible-operators.list", "{first}; {next}")
                                      .arg("first", std::move(msList))
                                      .arg("next", std::move(m));
        torchCode += (torchCode.empty() ? "" : "\n") + std::string(torchSnippet(kk));
        msCode += (msCode.empty() ? "" : "\n") + std::string(mindsporeSnippet(kk));
    }
    f.suggestion = frameworkSuggestion(
        fw, SL_MSG("finding.fusible-operators.suggestion.mindspore", "Replace {list}.").arg("list", std::move(msList)),
        SL_MSG("finding.fusible-operators.suggestion.torch", "Replace {list}.").arg("list", std::move(torchList)));
    f.snippet = frameworkSnippet(fw, msCode, torchCode);
    out.push_back(std::move(f));
}

} // namespace steplens
