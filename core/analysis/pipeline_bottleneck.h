#pragma once
// MindInsight's data-pipeline bottleneck rule (docs/rules.md, MindInsight >= 1.6) over the
// rows of minddata_pipeline_raw, and each op's input/output queue usage.
#include "model/pipeline.h"

#include <optional>
#include <string>
#include <vector>

namespace steplens {

struct BottleneckThresholds {
    double high = 0.8;  // "every non-root queue at least this full" => transfer bottleneck
    double low = 0.6;   // a source op whose queue is below this is flagged (MindInsight <= 1.5 used 0.2)
    double delta = 0.1; // a child queue fuller than the op's own by more than this flags the op
};

enum class BottleneckReason {
    InputFullerThanOutput, // a child's output queue (this op's input) exceeds this op's own by > delta
    SourceQueueLow,        // a leaf whose output queue usage is below `low`
};

// The advice class MindInsight attached (exact op type names, "Op" suffix included).
enum class PipelineOpClass { Source, Map, Generator, Batch, Other };

struct FlaggedPipelineOp {
    int opId = -1;
    std::string opType;
    BottleneckReason reason = BottleneckReason::SourceQueueLow;
    PipelineOpClass opClass = PipelineOpClass::Other;
    double ownUsage = 0;   // 0-1
    int childId = -1;      // the child whose queue exceeded the op's own by the most (InputFullerThanOutput)
    double childUsage = 0; // 0-1
    std::string name() const { return opType + "_" + std::to_string(opId); } // MindInsight's label
};

struct PipelineBottleneck {
    bool evaluated = false; // false when there are no rows
    // MindInsight's result order: ops flagged by the child rule in row order, then flagged sources
    // in row order. MindInsight displayed the names reversed (sourceToRoot()).
    std::vector<FlaggedPipelineOp> flagged;
    // Every non-root op has usage >= high: MindInsight then returned only the root and showed nothing.
    // Read as "the device-queue op cannot send fast enough": a transfer bottleneck, not a pipeline one.
    bool allQueuesHigh = false;
    std::optional<int> rootId;
    BottleneckThresholds thresholds;
    std::vector<std::string> notes; // rows the rule could not use (unknown children...)

    std::vector<FlaggedPipelineOp> sourceToRoot() const { return {flagged.rbegin(), flagged.rend()}; }
};

PipelineOpClass pipelineOpClass(const PipelineOp& op);

PipelineBottleneck findPipelineBottleneck(const Pipeline& pipeline, const BottleneckThresholds& thresholds = {});

// One op's queues: its own output queue and its input queues (its children's output queues).
struct OpQueueUsage {
    int opId = -1;
    std::string opType;
    bool hasOutputQueue = false;
    double outputUsage = 0;                         // 0-1
    std::vector<std::pair<int, double>> inputUsage; // (child op id, usage 0-1), children order
    std::optional<double> maxInputUsage;            // none for sources
};

std::vector<OpQueueUsage> pipelineQueueUsage(const Pipeline& pipeline);

} // namespace steplens
