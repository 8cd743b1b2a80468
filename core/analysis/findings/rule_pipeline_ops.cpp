// Rule 4: a data-pipeline operator flagged by MindInsight's queue rule (docs/rules.md): its
// input queue is fuller than its output queue, so it consumes slower than its child produces; or a
// source op cannot keep its own queue filled. Advice depends on the op's class.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>

namespace steplens {

const FlaggedPipelineOp* primaryPipelineOp(const PipelineBottleneck& b)
{
    const FlaggedPipelineOp* best = nullptr;
    for (const auto& op : b.flagged) {
        if (op.reason != BottleneckReason::InputFullerThanOutput)
            continue;
        if (!best || op.childUsage - op.ownUsage > best->childUsage - best->ownUsage)
            best = &op;
    }
    if (!best && !b.flagged.empty())
        best = &b.flagged.back(); // a starved source op
    return best;
}

namespace {
// A worker count worth trying: at least 8, doubling what is there.
int suggestedWorkers(int current)
{
    return current < 8 ? 8 : current * 2;
}
} // namespace

void pipelineOpAdvice(const FlaggedPipelineOp& op, int numWorkers, Message& suggestion, std::string& snippet)
{
    const std::string now = std::to_string(numWorkers);
    const std::string next = std::to_string(suggestedWorkers(numWorkers));
    switch (op.opClass) {
    case PipelineOpClass::Map:
        suggestion = SL_MSG("finding.pipeline-op.map.suggestion",
                            "Give the map operation more workers: num_parallel_workers is {now}; try {next}. If it "
                            "runs Python transforms, set python_multiprocessing=True, and prefer the C++ transforms "
                            "of mindspore.dataset.vision; do not mix Python and C++ transforms in one Compose, which "
                            "forces the slow path for all of them.")
                         .arg("now", now)
                         .arg("next", next);
        snippet = "dataset = dataset.map(operations=transforms, input_columns=\"image\",\n"
                  "                      num_parallel_workers=" +
                  next + ", python_multiprocessing=True)";
        break;
    case PipelineOpClass::Generator:
        suggestion = SL_MSG("finding.pipeline-op.generator.suggestion",
                            "The Python generator cannot feed the pipeline: raise num_parallel_workers (now {now}, "
                            "try {next}) with python_multiprocessing=True, or convert the data set to MindRecord "
                            "and read it with MindDataset.")
                         .arg("now", now)
                         .arg("next", next);
        snippet = "dataset = ds.GeneratorDataset(source, column_names=[\"image\", \"label\"],\n"
                  "                              num_parallel_workers=" +
                  next + ", python_multiprocessing=True)";
        break;
    case PipelineOpClass::Batch:
        suggestion = SL_MSG("finding.pipeline-op.batch.suggestion",
                            "Batching holds the pipeline back: give batch() more workers (now {now}, try {next}) "
                            "and raise the prefetch size so finished batches wait in the queue.")
                         .arg("now", now)
                         .arg("next", next);
        snippet = "dataset = dataset.batch(batch_size, drop_remainder=True, num_parallel_workers=" + next +
                  ")\n"
                  "ds.config.set_prefetch_size(16)";
        break;
    case PipelineOpClass::Source:
        suggestion = SL_MSG("finding.pipeline-op.source.suggestion",
                            "The source op reads too slowly to keep its queue filled: raise its "
                            "num_parallel_workers (now {now}, try {next}); if the files sit on slow storage, copy "
                            "them locally or convert them to MindRecord.")
                         .arg("now", now)
                         .arg("next", next);
        snippet = "dataset = ds." +
                  (op.opType.size() > 2 && op.opType.substr(op.opType.size() - 2) == "Op"
                       ? op.opType.substr(0, op.opType.size() - 2)
                       : op.opType) +
                  "Dataset(data_dir, num_parallel_workers=" + next + ")";
        break;
    case PipelineOpClass::Other:
        suggestion = SL_MSG("finding.pipeline-op.other.suggestion",
                            "Raise this op's num_parallel_workers (now {now}, try {next}) or move its work into a "
                            "faster op, and raise the prefetch size.")
                         .arg("now", now)
                         .arg("next", next);
        snippet = "ds.config.set_prefetch_size(16)";
        break;
    }
}

void rulePipelineOps(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& b = ctx.analysis.pipelineBottleneck;
    if (!b || b->flagged.empty() || !ctx.profile.pipeline)
        return;
    // The op named by the data-processing finding is covered there, with the step-time impact.
    const FlaggedPipelineOp* primary = nullptr;
    for (const auto& f : out)
        if (f.id == "data-processing-bottleneck")
            primary = primaryPipelineOp(*b);
    for (const auto& op : b->sourceToRoot()) {
        if (primary && primary->opId == op.opId)
            continue;
        const PipelineOp* p = ctx.profile.pipeline->find(op.opId);
        int workers = p ? p->numWorkers : 0;
        Finding f;
        f.id = "pipeline-op/" + op.name();
        f.rank = ctx.profile.rank;
        f.severity = FindingSeverity::Moderate;
        if (op.reason == BottleneckReason::InputFullerThanOutput) {
            f.title = SL_MSG("finding.pipeline-op.slow.title",
                             "{op} consumes slower than its input is produced (input queue {input} full, output "
                             "{output})")
                          .arg("op", op.name())
                          .arg("input", fmtPct(op.childUsage * 100))
                          .arg("output", fmtPct(op.ownUsage * 100));
            f.explanation = SL_MSG("finding.pipeline-op.slow.explanation",
                                   "Its input queue (the output queue of op {child}) is {input} full on average while "
                                   "its own output queue is {output}: batches pile up in front of it. It is the "
                                   "slowest stage of this part of the pipeline.")
                                .arg("child", op.childId)
                                .arg("input", fmtPct(op.childUsage * 100))
                                .arg("output", fmtPct(op.ownUsage * 100));
            f.value = (op.childUsage - op.ownUsage) * 100;
            f.threshold = b->thresholds.delta * 100;
            f.unit = "% points";
        } else {
            f.title = SL_MSG("finding.pipeline-op.source.title", "{op} does not keep its queue filled ({output} full)")
                          .arg("op", op.name())
                          .arg("output", fmtPct(op.ownUsage * 100));
            f.explanation = SL_MSG("finding.pipeline-op.source.explanation",
                                   "This source op's output queue is only {output} full on average: reading the data "
                                   "is slower than the rest of the pipeline consumes it.")
                                .arg("output", fmtPct(op.ownUsage * 100));
            f.value = op.ownUsage * 100;
            f.threshold = b->thresholds.low * 100;
            f.unit = "%";
        }
        Evidence e{Evidence::Kind::PipelineOp,
                   SL_MSG("finding.pipeline-op.evidence", "{op}, {workers} workers").arg("op", op.name()).arg("workers", workers)};
        e.pipelineOpId = op.opId;
        f.evidence.push_back(e);
        // Without a starving host queue this op does not delay the step; nothing to claim per step.
        f.impactMs = 0;
        f.impactEstimated = false;
        pipelineOpAdvice(op, workers, f.suggestion, f.snippet);
        out.push_back(std::move(f));
    }
}

} // namespace steplens
