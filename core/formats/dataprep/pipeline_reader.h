#pragma once
// MindData pipeline files: minddata_pipeline_raw_<id>.csv (what MindInsight showed) and
// pipeline_profiling_<id>.json (the raw samples MindSpore wrote), and how the two combine.
#include "formats/read_result.h"
#include "model/pipeline.h"

#include <string>

namespace steplens {

// Fills Pipeline::ops (opsFromCsv = true).
ReadResult<Pipeline> readPipelineRaw(const std::string& path);

// Fills Pipeline::rawOps as written and Pipeline::ops derived from them the way MindSpore's parser
// builds the CSV (breadth first from op 0, children skipping through ops without a queue).
ReadResult<Pipeline> readPipelineProfiling(const std::string& path);

// The CSV rows MindSpore would write for these raw ops. `notes` receives what could not be placed
// (no op 0, cycles, unknown children).
std::vector<PipelineOp> derivePipelineOps(const std::vector<PipelineOp>& rawOps, std::vector<Message>* notes = nullptr);

struct PipelineMerge {
    int filled = 0;         // CSV rows that took their size series from the JSON
    int typeMismatches = 0; // op ids present in both files with different op types
};

// Combines both files: the CSV rows stay what the graph shows; the JSON's ops are kept as rawOps and
// fill CSV rows of the same op (same id and type) that have no size series.
PipelineMerge mergePipelineProfiling(Pipeline& fromCsv, const Pipeline& fromJson);

} // namespace steplens
