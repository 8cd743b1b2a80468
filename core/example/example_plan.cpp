// Plans one example run: the phases of every step, every device op execution inside them, and the
// host-side queue records. Every file of the run folder is derived from this plan.
//
// The step figures of the spec are means over *every* step written, as MindSpore 1.x computes its
// average row, so a reader who recomputes them finds the spec's numbers. Step 1 is the warm-up:
// MindSpore 1.x starts the first step at its fp point (interval 0), so its extra time sits in the
// forward/backward phase (every kernel runs ~3.5× slower the first time) and the tail; the other
// steps are a little faster than the mean to compensate.
#include "example/example_plan.h"
#include "example/example_rng.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace steplens::example {

namespace {

constexpr double kWarmupFpbp = 3.5; // first step's forward+backward, × the mean
constexpr double kWarmupTail = 1.5;
constexpr double kMainStreamFill = 0.92; // share of fp→bp the main-stream kernels are busy
constexpr Ticks kGapTicks = 100;         // 1 µs between dependent tasks
constexpr int kHostQueueCapacity = 64;

Ticks ceilUs(Ticks t)
{
    return (t + kTicksPerUs - 1) / kTicksPerUs * kTicksPerUs;
}
Ticks floorUs(Ticks t)
{
    return t / kTicksPerUs * kTicksPerUs;
}

// Per-step values in ticks whose sum is exactly mean × kSteps: a fixed first step, then jitter
// with zero mean around the mean of the others.
std::vector<Ticks> phaseTicks(double meanMs, double firstMs, double jitter, XorShift& rng)
{
    const Ticks total = std::llround(meanMs * kSteps * double(kTicksPerMs));
    const Ticks first = std::llround(firstMs * double(kTicksPerMs));
    std::vector<double> j(kSteps - 1);
    double jMean = 0;
    for (auto& v : j) {
        v = jitter * rng.symmetric();
        jMean += v / double(j.size());
    }
    const double rest = double(total - first) / double(kSteps - 1);
    std::vector<Ticks> out{first};
    Ticks sum = first;
    for (double v : j) {
        out.push_back(std::llround(rest * (1.0 + v - jMean)));
        sum += out.back();
    }
    out.back() += total - sum; // the few ticks of rounding
    return out;
}

void planSteps(RunPlan& plan, XorShift& rng)
{
    const RunSpec& s = *plan.spec;
    auto gap = phaseTicks(s.gapMs, 0.0, 0.06, rng);
    auto fpbp = phaseTicks(s.fpbpMs, s.fpbpMs * kWarmupFpbp, 0.015, rng);
    auto tail = phaseTicks(s.tailMs, s.tailMs * kWarmupTail, 0.03, rng);
    Ticks t = s.tickBase;
    for (int i = 0; i < kSteps; ++i) {
        StepTimes st;
        st.start = t;
        st.fp = st.start + gap[i];
        st.bp = st.fp + fpbp[i];
        st.end = st.bp + tail[i];
        st.hcclWaitMs = 0.002 + 0.004 * rng.uniform();
        plan.steps.push_back(st);
        t = st.end;
    }
}

bool onMainStream(const OpDef& op)
{
    return op.unit == Unit::AiCore && op.stream == 0 && (op.phase == Phase::Forward || op.phase == Phase::Backward);
}

// Lays the kernels of one step out: the main stream fills fp→bp, side streams start after their
// anchor, the AllReduce opens the tail and the optimizer ends it exactly at the iteration end.
void planStepOps(RunPlan& plan, int step, XorShift& rng)
{
    const auto& ops = plan.net.ops;
    StepTimes& st = plan.steps[static_cast<std::size_t>(step)];
    std::vector<double> weight(ops.size());
    double mainSum = 0;
    int mainCount = 0;
    for (std::size_t i = 0; i < ops.size(); ++i) {
        weight[i] = ops[i].costUs * (1.0 + 0.03 * rng.symmetric());
        if (onMainStream(ops[i])) {
            mainSum += weight[i];
            ++mainCount;
        }
    }
    const Ticks span = st.bp - st.fp;
    const double scale = kMainStreamFill * double(span) / mainSum; // ticks per modelled µs this step
    std::vector<Ticks> dur(ops.size(), 0), start(ops.size(), 0);
    Ticks busy = 0;
    for (std::size_t i = 0; i < ops.size(); ++i)
        if (ops[i].unit == Unit::AiCore && ops[i].phase != Phase::Optimizer) { // main and side streams
            dur[i] = std::max<Ticks>(50, std::llround(weight[i] * scale));
            if (onMainStream(ops[i]))
                busy += dur[i];
        }
    const Ticks idle = span - busy;
    if (idle < 0 || mainCount < 2)
        throw std::logic_error("example plan: kernels do not fit their step");
    Ticks t = st.fp;
    int k = 0;
    const Ticks gapEach = idle / (mainCount - 1), gapExtra = idle % (mainCount - 1);
    for (std::size_t i = 0; i < ops.size(); ++i) {
        if (!onMainStream(ops[i]))
            continue;
        start[i] = t;
        t += dur[i];
        if (k < mainCount - 1)
            t += gapEach + (k < gapExtra ? 1 : 0);
        ++k;
    }
    Ticks sideFree = 0;
    for (std::size_t i = 0; i < ops.size(); ++i) {
        const OpDef& op = ops[i];
        if (op.anchor < 0)
            continue;
        Ticks ready = start[static_cast<std::size_t>(op.anchor)] + dur[static_cast<std::size_t>(op.anchor)] + kGapTicks;
        if (op.unit == Unit::AiCpu) {
            start[i] = ceilUs(ready);
            dur[i] = std::llround(op.costUs * (1.0 + 0.05 * rng.symmetric())) * kTicksPerUs;
        } else {
            start[i] = std::max(ready, sideFree);
            sideFree = start[i] + dur[i] + kGapTicks;
        }
        if (start[i] + dur[i] > st.bp)
            throw std::logic_error("example plan: a side-stream op runs past the backward end");
    }
    // Tail: AllReduce of the fused gradients, then one ApplyMomentum per parameter.
    Ticks optSum = 0;
    int optCount = 0;
    for (std::size_t i = 0; i < ops.size(); ++i)
        if (ops[i].phase == Phase::Optimizer) {
            dur[i] = std::llround(weight[i] * double(kTicksPerUs));
            optSum += dur[i];
            ++optCount;
        }
    const Ticks tail = st.end - st.bp;
    const Ticks reduce = tail - 2 * kGapTicks - optCount * kGapTicks - optSum;
    if (reduce <= 0)
        throw std::logic_error("example plan: the tail is too short for its ops");
    st.reduceStart = st.bp + 2 * kGapTicks;
    st.reduceEnd = st.reduceStart + reduce;
    t = st.reduceEnd;
    for (std::size_t i = 0; i < ops.size(); ++i) {
        if (ops[i].phase == Phase::Optimizer) {
            t += kGapTicks;
            start[i] = t;
            t += dur[i];
        } else if (ops[i].unit == Unit::Hccl) {
            start[i] = st.reduceStart;
            dur[i] = reduce;
            plan.allReduceOp = static_cast<int>(i);
        } else if (ops[i].phase == Phase::Input) {
            // GetNext waits on the chip-side queue through the step interval; MindSpore places the
            // first step's start at its fp point, so the first GetNext sits just before it.
            Ticks from = step == 0 ? st.fp - 300 * kTicksPerUs : st.start + 30 * kTicksPerUs;
            start[i] = ceilUs(from);
            dur[i] = floorUs(st.fp - 20 * kTicksPerUs) - start[i];
        }
    }
    if (t != st.end)
        throw std::logic_error("example plan: the tail does not end at the iteration end");
    st.firstEvent = st.fp;
    for (std::size_t i = 0; i < ops.size(); ++i) {
        plan.execs.push_back({static_cast<int>(i), step, start[i], dur[i]});
        st.firstEvent = std::min(st.firstEvent, start[i]);
    }
}

void planHostQueue(RunPlan& plan, XorShift& rng)
{
    const RunSpec& s = *plan.spec;
    plan.hostQueueCapacity = kHostQueueCapacity;
    // Which batches found the queue empty: never the first one in the non-sink runs (the pipeline
    // had a head start), chosen at random otherwise.
    std::vector<int> order;
    for (int b = 2; b <= kSteps; ++b)
        order.push_back(b);
    for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[static_cast<std::size_t>(rng.below(static_cast<int>(i)))]);
    std::vector<bool> empty(kSteps + 1, false);
    for (int k = 0; k < s.hostEmptyBatches && k < static_cast<int>(order.size()); ++k)
        empty[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])] = true;

    plan.pipelineStartMs = s.hostBaseMs - 600;
    long long previous = plan.pipelineStartMs;
    for (int b = 1; b <= kSteps; ++b) {
        const StepTimes& st = plan.steps[static_cast<std::size_t>(b - 1)];
        long long ts = static_cast<long long>(std::floor(plan.hostMs(st.fp) - 1.0));
        long long batchMs = ts - previous;
        long long pushMs = s.sinkMode ? (b == 1 ? 6 : std::llround(0.85 * double(batchMs))) : 0;
        int size = 0;
        if (!empty[static_cast<std::size_t>(b)])
            size = s.usageBatch < 0.5 ? 1 + rng.below(2)
                                      : static_cast<int>(std::clamp<long long>(
                                            std::llround(s.usageBatch * kHostQueueCapacity + 6 * rng.symmetric()), 1,
                                            kHostQueueCapacity));
        plan.hostQueue.push_back({0, 1, b, pushMs, ts});
        plan.hostQueue.push_back({0, 2, b, batchMs, ts});
        plan.hostQueue.push_back({0, 0, b, batchMs - pushMs, ts});
        plan.hostQueue.push_back({1, kHostQueueCapacity, b, size, ts});
        previous = ts;
    }
    plan.pipelineEndMs = static_cast<long long>(std::floor(plan.hostMs(plan.steps.back().end))) + 50;
    // The chip-side queue (sink mode): the device finds it empty at every GetNext but the first,
    // which the first pushed batches were waiting for.
    if (s.sinkMode)
        for (int i = 0; i < kSteps; ++i)
            plan.chipQueueSizes.push_back(i == 0 ? 2 : 0);
}

} // namespace

RunPlan planRun(const RunSpec& spec)
{
    RunPlan plan;
    plan.spec = &spec;
    plan.net = buildNetwork(spec.float16, spec.sinkMode);
    XorShift stepRng(streamSeed(spec.seed, 1)), opRng(streamSeed(spec.seed, 2)), queueRng(streamSeed(spec.seed, 3));
    planSteps(plan, stepRng);
    for (int s = 0; s < kSteps; ++s)
        planStepOps(plan, s, opRng);
    std::stable_sort(plan.execs.begin(), plan.execs.end(),
                     [](const OpExec& a, const OpExec& b) { return a.start < b.start; });
    plan.deviceZero = plan.execs.front().start;
    for (const auto& op : plan.net.ops)
        if (op.phase == Phase::Forward && op.unit == Unit::AiCore && op.stream == 0 && plan.fpStartOp.empty())
            plan.fpStartOp = op.fullName;
    for (const auto& op : plan.net.ops)
        if (op.phase == Phase::Backward && op.unit == Unit::AiCore && op.stream == 0)
            plan.bpEndOp = op.fullName;
    planHostQueue(plan, queueRng);
    return plan;
}

} // namespace steplens::example
