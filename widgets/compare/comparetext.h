#pragma once
// Words the comparison view, its tables and its exports share.
#include "analysis/compare.h"

#include <QString>

namespace steplens::comparetext {

// "Iteration gap" for "iteration_interval", "Whole step" for "total" and "step", the 2.x columns by name.
QString phaseLabel(const std::string& name);
// True for the phase that is the whole step ("total", or "step" in the 2.x layout).
bool isWholeStep(const std::string& name);
// "workers 1 → 8 · queue 4.1 % → 85.0 %": what changed in one pipeline op; empty when nothing did.
QString pipelineChange(const PipelineOpDiff& d);
// The same, short enough for a line in a graph box: "A → B: workers 1 → 8", "new in B"; empty when
// nothing changed. The queue fill shows only when the workers did not change (the queue boxes carry it).
QString pipelineMark(const PipelineOpDiff& d);
// "4.1 %" for a 0-1 fraction, "—" when absent.
QString usage(const std::optional<double>& fraction);
QString workers(const std::optional<int>& n);

} // namespace steplens::comparetext
