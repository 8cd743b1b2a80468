#include "formats/steps/written_average.h"

#include "model/time.h"

#include <algorithm>
#include <cmath>

namespace steplens {

namespace {

const char* phaseName(int i, StepTraceMode mode)
{
    static const char* names[4] = {"iteration_interval", "fp_and_bp", "tail", "total"};
    return i == 1 && mode == StepTraceMode::Inference ? "fp" : names[i];
}

// Mean per phase over steps [from, N); false when that range is empty.
bool phaseMeans(const StepTrace& trace, std::size_t from, double out[4])
{
    if (from >= trace.steps.size())
        return false;
    double sum[4] = {0, 0, 0, 0};
    for (std::size_t i = from; i < trace.steps.size(); ++i) {
        const StepRecord& s = trace.steps[i];
        sum[0] += double(s.iterationInterval);
        sum[1] += double(s.fpAndBp);
        sum[2] += double(s.tail);
        sum[3] += double(s.total);
    }
    for (int k = 0; k < 4; ++k)
        out[k] = nanosToMs(sum[k] / double(trace.steps.size() - from));
    return true;
}

std::vector<std::string> phasesOff(const double written[4], const double mean[4], StepTraceMode mode)
{
    std::vector<std::string> off;
    for (int i = 0; i < 4; ++i) {
        double scale = std::max(std::fabs(mean[i]), std::fabs(written[i]));
        if (scale > 0 && std::fabs(mean[i] - written[i]) > 0.01 * scale)
            off.push_back(phaseName(i, mode));
    }
    return off;
}

} // namespace

AverageCheck checkWrittenAverage(const StepTrace& trace)
{
    AverageCheck c;
    if (!trace.writtenAverage || trace.steps.empty())
        return c;
    c.hasWrittenRow = true;
    const StepRecord& w = *trace.writtenAverage;
    const Nanos written[4] = {w.iterationInterval, w.fpAndBp, w.tail, w.total};
    for (int i = 0; i < 4; ++i)
        c.writtenMs[i] = nanosToMs(double(written[i]));
    phaseMeans(trace, 0, c.allStepsMs);
    c.mismatches = phasesOff(c.writtenMs, c.allStepsMs, trace.mode);
    if (c.mismatches.empty()) {
        c.matchedBy = "all_steps";
        return c;
    }
    double later[4];
    if (phaseMeans(trace, 1, later) && phasesOff(c.writtenMs, later, trace.mode).empty()) {
        c.matchedBy = "steps_2_to_n";
        c.mismatches.clear();
    }
    return c;
}

} // namespace steplens
