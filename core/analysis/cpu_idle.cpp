#include "analysis/cpu_idle.h"

#include <algorithm>
#include <cmath>

namespace steplens {

CpuIdleVerdict cpuIdleVerdict(const CpuUtilization& cpu, const HostQueue* host, double activeThresholdPct)
{
    CpuIdleVerdict v;
    std::vector<double> recordTimes;
    if (host)
        for (const auto& r : host->records)
            if (auto stamp = r.timestampMs(); r.type == 1 && stamp)
                recordTimes.push_back(*stamp);

    const std::size_t n = std::min(cpu.timestampsMs.size(), cpu.deviceIdle.size());
    double sum = 0;
    if (!recordTimes.empty()) {
        v.mappedToSteps = true;
        const std::size_t records = recordTimes.size();
        // A forward scan, as MindInsight did: the first record at or after the sample decides; a sample
        // strictly between two records belongs to the earlier one, past the last record to the last step.
        std::size_t left = 0, right = 0;
        for (double t : cpu.timestampsMs) {
            int step = 0;
            if (t >= recordTimes[0]) {
                while (right < records && t > recordTimes[right]) {
                    left = right;
                    ++right;
                }
                if (right == records)
                    step = int(records);
                else
                    step = int((t < recordTimes[right] ? left : right) + 1);
            }
            v.sampleSteps.push_back(step);
        }
        for (std::size_t i = 0; i < n; ++i) {
            if (v.sampleSteps[i] == 0) {
                ++v.samplesBeforeFirstStep;
                continue;
            }
            sum += cpu.deviceIdle[i];
            ++v.samplesUsed;
        }
    } else {
        for (std::size_t i = 0; i < cpu.deviceIdle.size(); ++i) {
            sum += cpu.deviceIdle[i];
            ++v.samplesUsed;
        }
        v.sampleSteps.assign(cpu.timestampsMs.size(), 0);
    }
    const double mean = v.samplesUsed > 0 ? sum / double(v.samplesUsed) : 0.0;
    // The reader keeps only percentages, but the mean of a huge series can still overflow: an int
    // conversion of inf is undefined, so such a mean leaves the verdict unavailable.
    if (v.samplesUsed == 0 || !std::isfinite(mean))
        return v;
    v.available = true;
    v.idlePct = int(std::nearbyint(std::clamp(mean, 0.0, 100.0))); // default rounding: half to even
    v.activePct = 100 - v.idlePct;
    v.fires = v.activePct > activeThresholdPct;
    return v;
}

} // namespace steplens
