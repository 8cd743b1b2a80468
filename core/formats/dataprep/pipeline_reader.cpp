#include "formats/dataprep/pipeline_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "formats/dataprep/op_id_set.h"
#include "formats/json_lists.h"
#include "io/csv_reader.h"
#include "io/json_util.h"
#include "io/numbers.h"
#include "io/text.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <type_traits>

namespace steplens {

namespace {

using formats::quoteCell;

const char* const kCsvColumns[] = {"op_id",
                                   "op_type",
                                   "num_workers",
                                   "output_queue_size",
                                   "output_queue_average_size",
                                   "output_queue_length",
                                   "output_queue_usage_rate",
                                   "sample_interval",
                                   "parent_id",
                                   "children_id"};
enum CsvCol { OpId, OpType, Workers, Sizes, Average, Length, Usage, Interval, Parent, Children, ColCount };

double mean(const std::vector<int>& v)
{
    if (v.empty())
        return 0;
    return std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
}

// Reads one optional number cell; empty means "absent". Bad text gets a diagnostic naming the column.
template <typename T, typename Parse>
std::optional<T> optionalCell(io::CsvReader& csv, int col, const char* what, DiagnosticSink& sink, Parse parse,
                              const DiagnosticText& action)
{
    if (col < 0)
        return std::nullopt;
    std::string_view cell = csv[static_cast<std::size_t>(col)];
    if (io::trim(cell).empty())
        return std::nullopt;
    auto v = parse(cell);
    if (!v) {
        sink.warn(csv.line(),
                  SL_MSG("diag.pipeline.is-not-a-number", "{what} {quote_cell} is not a number")
                      .arg("what", std::string(what))
                      .arg("quote_cell", quoteCell(cell)),
                  action);
        return std::nullopt;
    }
    if constexpr (std::is_integral_v<T>) {
        if (*v < std::numeric_limits<T>::min() || *v > std::numeric_limits<T>::max()) {
            sink.warn(csv.line(),
                      SL_MSG("diag.pipeline.is-out-of-range", "{what} {quote_cell} is out of range")
                          .arg("what", std::string(what))
                          .arg("quote_cell", quoteCell(cell)),
                      action);
            return std::nullopt;
        }
    }
    return static_cast<T>(*v);
}

void checkTree(const std::vector<PipelineOp>& ops, DiagnosticSink& sink)
{
    formats::PipelineOpIdSet ids;
    for (const auto& op : ops)
        ids.insert(op.opId);
    int roots = 0;
    for (const auto& op : ops) {
        if (!op.parent)
            ++roots;
        else if (!ids.contains(*op.parent))
            sink.warn(0,
                      SL_MSG("diag.pipeline.op-names-parent-which-is",
                             "op {op_id} names parent {parent}, which is not in the file")
                          .arg("op_id", std::to_string(op.opId))
                          .arg("parent", std::to_string(*op.parent)),
                      SL_MSG("diag.action.shown-without-its-parent", "shown without its parent"));
        for (int c : op.children)
            if (!ids.contains(c))
                sink.warn(0,
                          SL_MSG("diag.pipeline.op-names-child-which-is",
                                 "op {op_id} names child {c}, which is not in the file")
                              .arg("op_id", std::to_string(op.opId))
                              .arg("c", std::to_string(c)),
                          SL_MSG("diag.action.that-child-is-ignored-by", "that child is ignored by the analyses"));
    }
    if (roots == 0)
        sink.warn(
            0, SL_MSG("diag.pipeline.no-op-has-an-empty", "no op has an empty parent_id, so the pipeline has no root"),
            SL_MSG("diag.action.shown-as-a-flat-list", "shown as a flat list"));
    else if (roots > 1)
        sink.warn(0,
                  SL_MSG("diag.pipeline.ops-have-an-empty-parent",
                         "{roots} ops have an empty parent_id; the first is taken as the root")
                      .arg("roots", std::to_string(roots)),
                  SL_MSG("diag.action.others-shown-as-separate-trees", "others shown as separate trees"));
}

} // namespace

ReadResult<Pipeline> readPipelineRaw(const std::string& path)
{
    return guardedRead<Pipeline>(path, [&](DiagnosticSink& sink) -> std::optional<Pipeline> {
        io::CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        const io::HeaderIndex& header = table.header();
        int col[ColCount];
        for (int i = 0; i < ColCount; ++i)
            col[i] = header.find(kCsvColumns[i]);
        if (col[OpId] < 0 || col[OpType] < 0) {
            // MindInsight read this file by position; accept an unfamiliar header of the right width.
            if (csv.size() != ColCount) {
                sink.error(1,
                           SL_MSG("diag.pipeline.header-lacks-op-id-op",
                                  "header lacks op_id/op_type and does not have the 10 columns of a pipeline file"),
                           SL_MSG("diag.action.file-ignored", "file ignored"));
                return std::nullopt;
            }
            sink.info(
                1, SL_MSG("diag.pipeline.unfamiliar-header-names", "unfamiliar header names"),
                SL_MSG("diag.action.columns-read-by-position-as", "columns read by position, as MindInsight did"));
            for (int i = 0; i < ColCount; ++i)
                col[i] = i;
        }
        Pipeline pipeline;
        pipeline.opsFromCsv = true;
        pipeline.sources.push_back(path);
        formats::PipelineOpIdSet seen;
        const std::size_t width = header.names().size();
        while (csv.next()) {
            formats::reserveForFile(pipeline.ops, csv);
            if (csv.size() != width)
                sink.warn(
                    csv.line(),
                    SL_MSG("diag.pipeline.row-has-fields-header-has", "row has {count} fields, header has {width}")
                        .arg("count", std::to_string(csv.size()))
                        .arg("width", std::to_string(width)),
                    csv.size() < width
                        ? SL_MSG("diag.action.missing-fields-read-as-empty", "missing fields read as empty")
                        : SL_MSG("diag.action.extra-fields-ignored", "extra fields ignored"));
            PipelineOp op;
            auto id = io::parseInt(csv[static_cast<std::size_t>(col[OpId])]);
            if (!id || *id < INT32_MIN || *id > INT32_MAX) {
                sink.warn(csv.line(),
                          (id ? SL_MSG("diag.pipeline.op-id-out-of-range", "op_id {quote_cell} is out of range")
                              : SL_MSG("diag.pipeline.op-id-not-whole", "op_id {quote_cell} is not a whole number"))
                              .arg("quote_cell", quoteCell(csv[static_cast<std::size_t>(col[OpId])])),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            op.opId = static_cast<int>(*id);
            if (!seen.insert(op.opId)) {
                sink.warn(csv.line(),
                          SL_MSG("diag.pipeline.op-appears-twice", "op {op_id} appears twice")
                              .arg("op_id", std::to_string(op.opId)),
                          SL_MSG("diag.action.second-row-skipped", "second row skipped"));
                continue;
            }
            op.opType = std::string(io::trim(csv[static_cast<std::size_t>(col[OpType])]));
            op.numWorkers = optionalCell<int>(csv, col[Workers], "num_workers", sink, io::parseInt,
                                              SL_ONCE(SL_MSG("diag.action.read-as-0", "read as 0")))
                                .value_or(0);

            bool sizesWritten = col[Sizes] >= 0 && !io::trim(csv[static_cast<std::size_t>(col[Sizes])]).empty();
            if (sizesWritten) {
                std::string_view cell = csv[static_cast<std::size_t>(col[Sizes])];
                if (auto sizes = formats::parseIntListCell(cell))
                    op.queueSizes = std::move(*sizes);
                else
                    sink.warn(csv.line(),
                              SL_MSG("diag.pipeline.output-queue-size-is-not",
                                     "output_queue_size {quote_cell} is not a list of whole numbers")
                                  .arg("quote_cell", quoteCell(cell)),
                              SL_MSG("diag.action.size-series-ignored", "size series ignored"));
            }
            auto average =
                optionalCell<double>(csv, col[Average], "output_queue_average_size", sink, io::parseDouble,
                                     SL_ONCE(SL_MSG("diag.action.computed-from-the-sizes", "computed from the sizes")));
            auto length = optionalCell<int>(csv, col[Length], "output_queue_length", sink, io::parseInt,
                                            SL_ONCE(SL_MSG("diag.action.capacity-unknown", "capacity unknown")));
            auto usage = optionalCell<double>(csv, col[Usage], "output_queue_usage_rate", sink, io::parseDouble,
                                              SL_ONCE(SL_MSG("diag.action.computed-from-average-and-capacity",
                                                             "computed from average and capacity")));
            op.queueAverage = average ? *average : mean(op.queueSizes);
            op.queueCapacity = length.value_or(0);
            if (op.queueCapacity < 0) {
                sink.warn(csv.line(),
                          SL_MSG("diag.pipeline.negative-output-queue-length", "negative output_queue_length"),
                          SL_MSG("diag.action.capacity-unknown", "capacity unknown"));
                op.queueCapacity = 0;
            }
            op.hasQueue = sizesWritten || length.has_value() || average.has_value();
            const bool usageEmpty = col[Usage] < 0 || io::trim(csv[static_cast<std::size_t>(col[Usage])]).empty();
            if (usage) {
                op.usage = *usage;
                if (op.usage < 0 || op.usage > 1)
                    sink.warn(csv.line(),
                              SL_MSG("diag.pipeline.output-queue-usage-rate-is",
                                     "output_queue_usage_rate {usage} is outside 0-1")
                                  .arg("usage", std::to_string(op.usage)),
                              SL_MSG("diag.action.kept-as-written", "kept as written"));
            } else if (!usageEmpty && op.hasQueue && op.queueCapacity > 0) {
                op.usage = op.queueAverage / op.queueCapacity; // unreadable text: recomputed (diagnostic above)
            } else {
                op.usage = 0; // MindInsight's rule: an empty usage counts as 0, and the op has no queue
                op.hasQueue = false;
            }
            op.sampleIntervalMs = optionalCell<double>(csv, col[Interval], "sample_interval", sink, io::parseDouble,
                                                       SL_ONCE(SL_MSG("diag.action.read-as-0", "read as 0")))
                                      .value_or(0);
            if (auto parent = optionalCell<int>(
                    csv, col[Parent], "parent_id", sink, io::parseInt,
                    SL_ONCE(SL_MSG("diag.action.op-shown-without-a-parent", "op shown without a parent"))))
                op.parent = *parent;
            if (col[Children] >= 0) {
                std::string_view cell = csv[static_cast<std::size_t>(col[Children])];
                if (!io::trim(cell).empty()) {
                    if (auto children = formats::parseIntListCell(cell))
                        op.children = std::move(*children);
                    else
                        sink.warn(csv.line(),
                                  SL_MSG("diag.pipeline.children-id-is-not-a",
                                         "children_id {quote_cell} is not a list of op ids")
                                      .arg("quote_cell", quoteCell(cell)),
                                  SL_MSG("diag.action.children-ignored", "children ignored"));
                }
            }
            if (pipeline.samplingIntervalMs == 0)
                pipeline.samplingIntervalMs = op.sampleIntervalMs;
            pipeline.ops.push_back(std::move(op));
        }
        if (pipeline.ops.empty()) {
            sink.error(0, SL_MSG("diag.pipeline.no-operator-rows", "no operator rows"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        checkTree(pipeline.ops, sink);
        return pipeline;
    });
}

ReadResult<Pipeline> readPipelineProfiling(const std::string& path)
{
    return guardedRead<Pipeline>(path, [&](DiagnosticSink& sink) -> std::optional<Pipeline> {
        auto doc = io::readJsonFile(path, sink);
        if (!doc)
            return std::nullopt;
        if (!doc->is_object()) {
            sink.error(0, SL_MSG("diag.pipeline.expected-a-json-object-with", "expected a JSON object with op_info"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        auto info = doc->find("op_info");
        if (info == doc->end() || !info->is_array()) {
            sink.error(0, SL_MSG("diag.pipeline.no-op-info-list", "no op_info list"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        Pipeline pipeline;
        pipeline.sources.push_back(path);
        if (auto interval = io::jsonNumber(*doc, "sampling_interval"))
            pipeline.samplingIntervalMs = *interval;
        else
            sink.warn(0, SL_MSG("diag.pipeline.no-sampling-interval", "no sampling_interval"),
                      SL_MSG("diag.action.sample-times-unknown", "sample times unknown"));
        std::set<int> seen;
        std::size_t index = 0;
        for (const auto& item : *info) {
            const std::string where = "op_info[" + std::to_string(index++) + "]";
            if (!item.is_object()) {
                sink.warn(0, SL_MSG("diag.pipeline.is-not-an-object", "{where} is not an object").arg("where", where),
                          SL_MSG("diag.action.entry-skipped", "entry skipped"));
                continue;
            }
            auto id = io::jsonNumber(item, "op_id");
            if (!id || *id < INT32_MIN || *id > INT32_MAX || *id != double(int(*id))) {
                sink.warn(0,
                          SL_MSG("diag.pipeline.has-no-whole-number-op", "{where} has no whole-number op_id")
                              .arg("where", where),
                          SL_MSG("diag.action.entry-skipped", "entry skipped"));
                continue;
            }
            PipelineOp op;
            op.opId = int(*id);
            if (!seen.insert(op.opId).second) {
                sink.warn(0,
                          SL_MSG("diag.pipeline.op-appears-twice", "op {op_id} appears twice")
                              .arg("op_id", std::to_string(op.opId)),
                          SL_MSG("diag.action.second-entry-skipped", "second entry skipped"));
                continue;
            }
            op.opType = io::jsonString(item, "op_type").value_or("");
            if (op.opType.empty())
                sink.warn(0,
                          SL_MSG("diag.pipeline.op-has-no-op-type", "op {op_id} has no op_type")
                              .arg("op_id", std::to_string(op.opId)),
                          SL_MSG("diag.action.shown-without-a-type", "shown without a type"));
            if (auto workers = io::jsonNumber(item, "num_workers")) {
                if (*workers >= 0 && *workers <= INT32_MAX)
                    op.numWorkers = int(*workers);
                else
                    sink.warn(0,
                              SL_MSG("diag.pipeline.op-num-workers-is-out", "op {op_id}: num_workers is out of range")
                                  .arg("op_id", std::to_string(op.opId)),
                              SL_MSG("diag.action.read-as-0", "read as 0"));
            }
            op.sampleIntervalMs = pipeline.samplingIntervalMs;
            auto metrics = item.find("metrics");
            if (metrics != item.end() && metrics->is_object()) {
                auto queue = metrics->find("output_queue");
                if (queue != metrics->end() && queue->is_object()) {
                    auto size = queue->find("size");
                    if (size != queue->end()) {
                        long long bad = formats::appendInts(*size, op.queueSizes);
                        if (bad < 0)
                            sink.warn(0,
                                      SL_MSG("diag.pipeline.op-output-queue-size-is",
                                             "op {op_id}: output_queue.size is not a list")
                                          .arg("op_id", std::to_string(op.opId)),
                                      SL_MSG("diag.action.size-series-ignored", "size series ignored"));
                        else if (bad > 0)
                            sink.warn(0,
                                      SL_MSG("diag.pipeline.op-queue-sizes-are-not",
                                             "op {op_id}: {bad} queue sizes are not whole numbers")
                                          .arg("op_id", std::to_string(op.opId))
                                          .arg("bad", std::to_string(bad)),
                                      SL_MSG("diag.action.those-samples-left-out", "those samples left out"));
                    }
                    if (auto throughput = queue->find("throughput"); throughput != queue->end())
                        formats::appendNumbers(*throughput, op.throughput);
                    auto length = io::jsonNumber(*queue, "length");
                    if (length && *length > 0 && *length <= INT32_MAX) {
                        op.queueCapacity = int(*length);
                    } else {
                        sink.warn(0,
                                  SL_MSG("diag.pipeline.op-output-queue-has-no",
                                         "op {op_id}: output_queue has no usable length (a positive whole number)")
                                      .arg("op_id", std::to_string(op.opId)),
                                  SL_MSG("diag.action.usage-not-computed", "usage not computed"));
                    }
                    op.hasQueue = true;
                    op.queueAverage = mean(op.queueSizes);
                    op.usage = op.queueCapacity > 0 ? op.queueAverage / op.queueCapacity : 0;
                } else if (queue != metrics->end() && !queue->is_null()) {
                    sink.warn(
                        0,
                        SL_MSG("diag.pipeline.op-output-queue-is-not", "op {op_id}: output_queue is not an object")
                            .arg("op_id", std::to_string(op.opId)),
                        SL_MSG("diag.action.treated-as-no-queue", "treated as no queue"));
                }
            } else if (metrics != item.end() && !metrics->is_null()) {
                sink.warn(0,
                          SL_MSG("diag.pipeline.op-metrics-is-not-an", "op {op_id}: metrics is not an object")
                              .arg("op_id", std::to_string(op.opId)),
                          SL_MSG("diag.action.treated-as-no-queue", "treated as no queue"));
            }
            auto children = item.find("children");
            if (children != item.end() && !children->is_null()) {
                if (formats::appendInts(*children, op.children) != 0)
                    sink.warn(
                        0,
                        SL_MSG("diag.pipeline.op-children-is-not-a", "op {op_id}: children is not a list of op ids")
                            .arg("op_id", std::to_string(op.opId)),
                        SL_MSG("diag.action.non-numeric-children-ignored", "non-numeric children ignored"));
            }
            pipeline.rawOps.push_back(std::move(op));
        }
        if (pipeline.rawOps.empty()) {
            sink.error(0, SL_MSG("diag.pipeline.op-info-holds-no-usable", "op_info holds no usable operator"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        // Parents from the children lists (the file only writes children).
        std::map<int, PipelineOp*> byId;
        for (auto& op : pipeline.rawOps)
            byId[op.opId] = &op;
        for (const auto& op : pipeline.rawOps)
            for (int c : op.children)
                if (auto it = byId.find(c); it != byId.end() && !it->second->parent)
                    it->second->parent = op.opId;
        std::vector<Message> notes;
        pipeline.ops = derivePipelineOps(pipeline.rawOps, &notes);
        for (auto& n : notes)
            sink.warn(0, n, SL_MSG("diag.action.the-pipeline-graph-may-be", "the pipeline graph may be incomplete"));
        return pipeline;
    });
}

std::vector<PipelineOp> derivePipelineOps(const std::vector<PipelineOp>& rawOps, std::vector<Message>* notes)
{
    std::map<int, const PipelineOp*> byId;
    for (const auto& op : rawOps)
        byId.emplace(op.opId, &op);
    auto note = [&](Message s) {
        if (notes)
            notes->push_back(std::move(s));
    };
    const PipelineOp* root = nullptr;
    if (auto it = byId.find(0); it != byId.end()) {
        root = it->second;
    } else {
        for (const auto& op : rawOps)
            if (!op.parent) {
                root = &op;
                break;
            }
        if (!root)
            return {};
        note(SL_MSG("diag.pipeline.no-op-0", "no op 0; op {op} taken as the root").arg("op", root->opId));
    }
    std::vector<PipelineOp> out;
    std::set<int> placed;
    std::deque<std::pair<const PipelineOp*, std::optional<int>>> queue{{root, std::nullopt}};
    placed.insert(root->opId);
    while (!queue.empty()) {
        auto [raw, parent] = queue.front();
        queue.pop_front();
        PipelineOp row = *raw;
        row.parent = parent;
        row.children.clear();
        // Nearest descendants with a queue, expanding queue-less children in order.
        std::deque<int> pending(raw->children.begin(), raw->children.end());
        std::set<int> expanded;
        while (!pending.empty()) {
            int c = pending.front();
            pending.pop_front();
            auto it = byId.find(c);
            if (it == byId.end()) {
                note(SL_MSG("diag.pipeline.unknown-child", "op {op} names child {child}, which is not in the file")
                         .arg("op", raw->opId)
                         .arg("child", c));
                continue;
            }
            if (!expanded.insert(c).second)
                continue;
            if (it->second->hasQueue)
                row.children.push_back(c);
            else
                pending.insert(pending.end(), it->second->children.begin(), it->second->children.end());
        }
        for (int c : row.children) {
            if (!placed.insert(c).second) {
                note(SL_MSG("diag.pipeline.reached-twice", "op {op} is reached twice (a cycle or a shared child)")
                         .arg("op", c));
                continue;
            }
            queue.emplace_back(byId[c], raw->opId);
        }
        out.push_back(std::move(row));
    }
    return out;
}

PipelineMerge mergePipelineProfiling(Pipeline& fromCsv, const Pipeline& fromJson)
{
    PipelineMerge merge;
    fromCsv.rawOps = fromJson.rawOps;
    if (fromCsv.samplingIntervalMs == 0)
        fromCsv.samplingIntervalMs = fromJson.samplingIntervalMs;
    fromCsv.sources.insert(fromCsv.sources.end(), fromJson.sources.begin(), fromJson.sources.end());
    for (auto& op : fromCsv.ops) {
        const PipelineOp* raw = fromJson.findRaw(op.opId);
        if (!raw)
            continue;
        if (raw->opType != op.opType) {
            ++merge.typeMismatches;
            continue;
        }
        if (op.throughput.empty())
            op.throughput = raw->throughput;
        if (op.queueSizes.empty() && !raw->queueSizes.empty()) {
            op.queueSizes = raw->queueSizes;
            ++merge.filled;
        }
    }
    return merge;
}

} // namespace steplens
