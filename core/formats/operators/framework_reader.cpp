#include "formats/operators/framework_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "formats/operators/op_info_parser.h"
#include "io/csv_reader.h"
#include "io/line_scanner.h"
#include "io/text.h"
#include "model/op_names.h"
#include "model/string_pool.h"

#include <algorithm>
#include <cstdint>
#include <string_view>
#include <vector>

namespace steplens {

namespace {

using Names = std::vector<std::string>;

struct Layout {
    char id;
    Names names;
};

const std::vector<Layout>& knownLayouts()
{
    static const Names a = {"task_id", "stream_id", "block_dim", "full_op_name",
                            "op_name", "op_type",   "subgraph",  "op_info"};
    static const Names e = {"task_id",     "stream_id",   "block_dim", "full_kernel_name", "op_name",
                            "kernel_name", "kernel_type", "subgraph",  "op_info"};
    auto plus = [](Names base, std::initializer_list<const char*> extra) {
        base.insert(base.end(), extra.begin(), extra.end());
        return base;
    };
    static const std::vector<Layout> layouts = {
        {'A', a},
        {'B', plus(a, {"graph_id"})},
        {'C', plus(a, {"graph_id", "kernel_type"})},
        {'D', plus(a, {"model_id", "kernel_type"})},
        {'E', plus(e, {"graph_id"})},
        {'E', e},
    };
    return layouts;
}

// Layout E files of MindInsight's tests hold the operator type ("Cast") in kernel_type; msprof task
// types (AI_CORE, MSPROF_HCCL...) are upper case with underscores.
bool looksLikeTaskType(std::string_view v)
{
    if (v.empty())
        return false;
    bool underscore = false;
    for (char c : v) {
        if (c >= 'a' && c <= 'z')
            return false;
        underscore = underscore || c == '_';
    }
    return underscore || v == "HCCL" || v == "RTS" || v == "AICPU" || v == "AICORE" || v == "FFTS" || v == "DSA";
}

struct Columns {
    int taskId = -1, streamId = -1, blockDim = -1, fullName = -1, opName = -1, kernelName = -1;
    int opType = -1, kernelType = -1, subgraph = -1, opInfo = -1, graphId = -1;
};

} // namespace

ReadResult<FrameworkTable> readFramework(const std::string& path)
{
    return guardedRead<FrameworkTable>(path, [&](DiagnosticSink& sink) -> std::optional<FrameworkTable> {
        io::CsvReader csv(path, sink);
        formats::CsvTable opened(csv, sink);
        if (!opened.isOpen())
            return std::nullopt;
        const io::HeaderIndex& header = opened.header();
        const Names& names = header.names();

        FrameworkTable table;
        for (const auto& layout : knownLayouts())
            if (names == layout.names) {
                table.layout = layout.id;
                break;
            }
        if (table.layout == '?') {
            // A known layout followed by columns of a newer writer is still read by name.
            for (const auto& layout : knownLayouts())
                if (names.size() > layout.names.size() &&
                    std::equal(layout.names.begin(), layout.names.end(), names.begin())) {
                    table.layout = '+';
                    sink.info(1,
                              SL_MSG("diag.framework.header-has-columns-after-those",
                                     "header has {count} columns after those of layout {id}")
                                  .arg("count", std::to_string(names.size() - layout.names.size()))
                                  .arg("id", layout.id),
                              SL_MSG("diag.action.extra-columns-ignored", "extra columns ignored"));
                    break;
                }
        }
        if (table.layout == '?') {
            sink.error(1,
                       SL_MSG("diag.framework.header-is-not-a-known",
                              "header '{header_text}' is not a known framework_raw layout (A-E)")
                           .arg("header_text", formats::headerText(csv)),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }

        Columns c;
        c.taskId = header.find("task_id");
        c.streamId = header.find("stream_id");
        c.blockDim = header.find("block_dim");
        c.fullName = header.findAny({"full_op_name", "full_kernel_name"});
        c.opName = header.find("op_name");
        c.kernelName = header.find("kernel_name");
        c.opType = header.find("op_type");
        c.kernelType = header.find("kernel_type");
        c.subgraph = header.find("subgraph");
        c.opInfo = header.find("op_info");
        c.graphId = header.find("graph_id");
        const bool layoutE = c.kernelName >= 0; // op_name holds the full name there, kernel_name the short one
        const std::size_t needed = static_cast<std::size_t>(c.opInfo) + 1;

        const DiagnosticText unknownValue = SL_MSG("diag.action.value-left-unknown", "value left unknown");
        // Many operators share one op_info text (same shapes and dtypes): each text is unescaped and parsed
        // once and its tensor list kept once. The cache holds the texts as written (the same written text
        // always means the same value), so a row that repeats one is neither unescaped nor copied; it starts
        // over past 4096 texts, so a file whose every row differs does not keep them all.
        csv.keepAsWritten(static_cast<std::size_t>(c.opInfo));
        std::string unescaped;
        constexpr std::size_t kOpInfoCacheSize = 4096;
        StringPool opInfoTexts;
        std::vector<std::uint32_t> opInfoLists{0}; // the tensor list of each text, by its id in opInfoTexts
        std::string typeFromName;
        bool reserved = false;
        while (csv.next()) {
            if (!reserved) {
                // Size the arrays once from the first row instead of growing them step by step: room that
                // stays unused costs address space, not memory.
                reserved = true;
                const auto rowBytes = std::max<std::int64_t>(64, static_cast<std::int64_t>(csv.rawRecord().size()) + 1);
                const auto left = std::max<std::int64_t>(0, csv.fileSize() - csv.byteOffset());
                const auto rows = static_cast<std::size_t>(std::min<std::int64_t>(left / rowBytes + 1, 1 << 22));
                const std::size_t nameBytes = csv[c.fullName].size() + csv[layoutE ? c.kernelName : c.opName].size();
                table.ops.reserve(rows + rows / 4, (rows + rows / 4) * (nameBytes + 16));
            }
            if (!formats::checkFieldCount(csv, names.size(), needed, sink))
                continue;
            FrameworkOpFields op;
            op.fullName = io::trim(csv[c.fullName]);
            if (op.fullName.empty()) {
                sink.warn(csv.line(),
                          SL_MSG("diag.framework.full-operator-name-is-empty", "full operator name is empty"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            const std::uint64_t nameHash = table.ops.prepare(op.fullName);
            auto smallInt = [&](int col, const char* what) {
                auto v = formats::integerCell(csv, col, what, sink, unknownValue, false);
                if (v && (*v < INT32_MIN || *v > INT32_MAX)) {
                    sink.warn(csv.line(),
                              SL_MSG("diag.framework.is-out-of-range", "{what} {v} is out of range")
                                  .arg("what", std::string(what))
                                  .arg("v", std::to_string(*v)),
                              unknownValue);
                    return -1;
                }
                return static_cast<int>(v.value_or(-1));
            };
            op.taskId = smallInt(c.taskId, "task_id");
            op.streamId = smallInt(c.streamId, "stream_id");
            op.blockDim = smallInt(c.blockDim, "block_dim");
            op.graphId = formats::integerCell(csv, c.graphId, "graph_id", sink, unknownValue, false).value_or(-1);
            op.opName = io::trim(csv[layoutE ? c.kernelName : c.opName]);
            if (op.opName.empty())
                op.opName = opShortName(op.fullName);
            std::string_view kernelType = c.kernelType >= 0 ? io::trim(csv[c.kernelType]) : std::string_view{};
            if (layoutE && !looksLikeTaskType(kernelType)) {
                op.opType = kernelType;
            } else {
                op.kernelType = kernelType;
                if (c.opType >= 0)
                    op.opType = io::trim(csv[c.opType]);
            }
            if (op.opType.empty()) {
                typeFromName = opTypeFromName(op.fullName);
                op.opType = typeFromName;
            }
            op.subgraph = io::trim(csv[c.subgraph]);
            if (op.subgraph.empty())
                op.subgraph = opSubgraph(op.fullName);
            std::uint32_t tensorList = 0;
            const std::string_view written = io::trim(csv[c.opInfo]);
            if (const std::int64_t seen = opInfoTexts.find(written); seen >= 0) {
                tensorList = opInfoLists[static_cast<std::size_t>(seen)];
            } else {
                unescaped.clear();
                io::unquoteCsvField(written, unescaped);
                Message error;
                if (auto tensors = parseOpInfo(io::trim(unescaped), error)) {
                    tensorList = table.ops.addTensorList(std::move(*tensors));
                    if (opInfoTexts.size() > kOpInfoCacheSize) {
                        opInfoTexts = StringPool{};
                        opInfoLists.assign(1, 0);
                    }
                    opInfoTexts.intern(written);
                    opInfoLists.push_back(tensorList);
                } else {
                    sink.warn(csv.line(),
                              SL_MSG("diag.framework.for", "{error} for '{preview}'")
                                  .arg("error", error)
                                  .arg("preview", formats::preview(op.fullName)),
                              SL_MSG("diag.action.tensor-info-left-empty-row", "tensor info left empty, row kept"));
                }
            }

            ++table.rows;
            if (!table.ops.add(op, tensorList, nameHash))
                ++table.repeatedRows;
        }
        if (table.rows == 0)
            sink.info(0, SL_MSG("diag.framework.no-operator-rows", "no operator rows"),
                      SL_MSG("diag.action.nothing-to-join-with-the", "nothing to join with the operator times"));
        return table;
    });
}

} // namespace steplens
