#pragma once
// The parts of the report specific to the ASCEND_PROFILER_OUTPUT layout: the step breakdown of
// step_trace_time.csv, the communication section, and their text/Markdown rendering.
#include "analysis/ascend_steps.h"
#include "model/profile.h"
#include "report/doc_writer.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <vector>

namespace steplens {

// {"steps": N, "layout": "ascend_profiler_output", "breakdown_ms": {...}}: each value the mean over
// the steps of that column; columns the file lacks are absent.
nlohmann::ordered_json ascendStepTraceJson(const AscendStepStats& stats);
// {"steps", "totals_ms": {...}, "wait_pct", "transit_pct", "ops": [...]} from communication.json.
nlohmann::ordered_json communicationJson(const Communication& comm);
// {"framework", "profiler_level", "kernels", "kernel_steps"}: what was read for this rank. `kernelSteps`,
// when given, are out.kernels->steps() as the analysis collected them (a pass over millions of rows saved).
nlohmann::ordered_json ascendSummaryJson(const AscendOutput& out,
                                         const std::vector<std::int32_t>* kernelSteps = nullptr);

void writeAscendStepTrace(DocWriter& w, const nlohmann::ordered_json& stepTrace);
void writeCommunication(DocWriter& w, const nlohmann::ordered_json& communication, std::size_t top);

} // namespace steplens
