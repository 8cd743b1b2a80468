#pragma once
// Formatting shared by the memory rules (rule_memory_*.cpp): sizes in MB, times on the memory
// chart's axis (ms after the first memory record), the step that holds an instant.
#include "analysis/findings/rules.h"
#include "analysis/memory_analysis.h"
#include "text/message.h"

#include <cstdio>
#include <string>

namespace steplens::memrule {

// "169.388 ms" after the first memory record.
inline std::string fmtAt(const MemoryAnalysis& m, Nanos t)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.3f ms", m.msSinceBegin(t));
    return buf;
}

// "11.256 ms" after the operator table's time 0 (the same as fmtAt unless it is another capture).
inline std::string fmtBlockAt(const MemoryAnalysis& m, Nanos t)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.3f ms", m.msSinceBlocksBegin(t));
    return buf;
}

inline std::string fmtDuration(Nanos ns)
{
    char buf[48];
    const double ms = nanosToMs(double(ns));
    std::snprintf(buf, sizeof buf, ms >= 1 ? "%.2f ms" : "%.3f ms", ms);
    return buf;
}

// " in step 50", or "" when no step window holds the instant.
inline Message inStep(long long step)
{
    if (step < 0)
        return Message(std::string());
    return SL_MSG("finding.memory.in-step", " in step {step}").arg("step", step);
}

inline const StepWindow* windowOf(const MemoryAnalysis& m, Nanos t)
{
    for (const StepWindow& w : m.steps)
        if (t >= w.start && t <= w.end)
            return &w;
    return nullptr;
}

} // namespace steplens::memrule
