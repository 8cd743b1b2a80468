#include "formats/operators/framework_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_second_part.h"
#include "formats/csv_table.h"
#include "formats/operators/op_info_parser.h"
#include "io/csv_reader.h"
#include "io/own_cache_lines.h"
#include "io/line_scanner.h"
#include "io/text.h"
#include "model/op_names.h"
#include "model/string_pool.h"

#include <algorithm>
#include <cstdint>
#include <new>
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
    bool layoutE = false;    // op_name holds the full name there, kernel_name the short one
    std::size_t headerSize = 0, needed = 0;
};

// Reads rows into one table: the whole file's, or one part's when the file is read in two at once.
class FrameworkRows
{
public:
    FrameworkRows(const Columns& c, FrameworkTable& table) : m_c(c), m_table(table) {}

    // Rows until `csv` has read `stopAt` bytes (-1: the end of the file).
    void read(io::CsvReader& csv, DiagnosticSink& sink, std::int64_t stopAt)
    {
        // The op_info cell is read as written: see tensorListOf.
        csv.keepAsWritten(static_cast<std::size_t>(m_c.opInfo));
        while ((stopAt < 0 || csv.bytesRead() < stopAt) && csv.next())
            readRow(csv, sink);
    }

private:
    void reserveFor(const io::CsvReader& csv);
    void readRow(const io::CsvReader& csv, DiagnosticSink& sink);
    std::uint32_t tensorListOf(const io::CsvReader& csv, const FrameworkOpFields& op, DiagnosticSink& sink);

    const Columns& m_c;
    FrameworkTable& m_table;
    bool m_reserved = false;
    std::string m_typeFromName;
    // Many operators share one op_info text (same shapes and dtypes): each text is unescaped and parsed
    // once and its tensor list kept once. The cache holds the texts as written (the same written text
    // always means the same value), so a row that repeats one is neither unescaped nor copied; it starts
    // over past 4096 texts, so a file whose every row differs does not keep them all.
    static constexpr std::size_t kOpInfoCacheSize = 4096;
    StringPool m_opInfoTexts;
    std::vector<std::uint32_t> m_opInfoLists{0}; // the tensor list of each text, by its id in m_opInfoTexts
    std::string m_unescaped;
};

void FrameworkRows::reserveFor(const io::CsvReader& csv)
{
    // Size the arrays once from the first row instead of growing them step by step: room that stays
    // unused costs address space, not memory.
    m_reserved = true;
    const auto rowBytes = std::max<std::int64_t>(64, static_cast<std::int64_t>(csv.rawRecord().size()) + 1);
    const auto left = std::max<std::int64_t>(0, csv.fileSize() - csv.byteOffset());
    const auto rows = static_cast<std::size_t>(std::min<std::int64_t>(left / rowBytes + 1, 1 << 22));
    const std::size_t nameBytes = csv[m_c.fullName].size() + csv[m_c.layoutE ? m_c.kernelName : m_c.opName].size();
    // The names kept cannot outgrow the bytes left in the file (a long first name must not reserve more).
    const std::size_t textBytes = std::min((rows + rows / 4) * (nameBytes + 16), std::size_t(left) + (1u << 20));
    try {
        m_table.ops.reserve(rows + rows / 4, textBytes);
    } catch (const std::bad_alloc&) {
        // No room to reserve at once: the arrays grow as rows come instead.
    }
}

std::uint32_t FrameworkRows::tensorListOf(const io::CsvReader& csv, const FrameworkOpFields& op, DiagnosticSink& sink)
{
    const std::string_view written = io::trim(csv[m_c.opInfo]);
    if (const std::int64_t seen = m_opInfoTexts.find(written); seen >= 0)
        return m_opInfoLists[static_cast<std::size_t>(seen)];
    m_unescaped.clear();
    io::unquoteCsvField(written, m_unescaped);
    Message error;
    auto tensors = parseOpInfo(io::trim(m_unescaped), error);
    if (!tensors) {
        sink.warn(csv.line(),
                  SL_MSG("diag.framework.for", "{error} for '{preview}'")
                      .arg("error", error)
                      .arg("preview", formats::preview(op.fullName)),
                  SL_MSG("diag.action.tensor-info-left-empty-row", "tensor info left empty, row kept"));
        return 0;
    }
    const std::uint32_t list = m_table.ops.addTensorList(std::move(*tensors));
    if (m_opInfoTexts.size() > kOpInfoCacheSize) {
        m_opInfoTexts = StringPool{};
        m_opInfoLists.assign(1, 0);
    }
    m_opInfoTexts.intern(written);
    m_opInfoLists.push_back(list);
    return list;
}

void FrameworkRows::readRow(const io::CsvReader& csv, DiagnosticSink& sink)
{
    const DiagnosticText& unknownValue = SL_ONCE(SL_MSG("diag.action.value-left-unknown", "value left unknown"));
    if (!m_reserved)
        reserveFor(csv);
    if (!formats::checkFieldCount(csv, m_c.headerSize, m_c.needed, sink))
        return;
    FrameworkOpFields op;
    op.fullName = io::trim(csv[m_c.fullName]);
    if (op.fullName.empty()) {
        sink.warn(csv.line(), SL_MSG("diag.framework.full-operator-name-is-empty", "full operator name is empty"),
                  SL_MSG("diag.action.row-skipped", "row skipped"));
        return;
    }
    const std::uint32_t nameHash = m_table.ops.prepare(op.fullName);
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
    op.taskId = smallInt(m_c.taskId, "task_id");
    op.streamId = smallInt(m_c.streamId, "stream_id");
    op.blockDim = smallInt(m_c.blockDim, "block_dim");
    op.graphId = formats::integerCell(csv, m_c.graphId, "graph_id", sink, unknownValue, false).value_or(-1);
    op.opName = io::trim(csv[m_c.layoutE ? m_c.kernelName : m_c.opName]);
    if (op.opName.empty())
        op.opName = opShortName(op.fullName);
    const std::string_view kernelType = m_c.kernelType >= 0 ? io::trim(csv[m_c.kernelType]) : std::string_view{};
    if (m_c.layoutE && !looksLikeTaskType(kernelType)) {
        op.opType = kernelType;
    } else {
        op.kernelType = kernelType;
        if (m_c.opType >= 0)
            op.opType = io::trim(csv[m_c.opType]);
    }
    if (op.opType.empty()) {
        m_typeFromName = opTypeFromName(op.fullName);
        op.opType = m_typeFromName;
    }
    op.subgraph = io::trim(csv[m_c.subgraph]);
    if (op.subgraph.empty())
        op.subgraph = opSubgraph(op.fullName);
    const std::uint32_t tensorList = tensorListOf(csv, op, sink);
    ++m_table.rows;
    if (!m_table.ops.add(op, tensorList, nameHash))
        ++m_table.repeatedRows;
}

} // namespace

ReadResult<FrameworkTable> readFramework(const std::string& path, const FrameworkReadOptions& options)
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
        c.layoutE = c.kernelName >= 0;
        c.headerSize = names.size();
        c.needed = static_cast<std::size_t>(c.opInfo) + 1;

        // The rows after the cut, when read in two parts. Each part's rows and table on cache lines of their
        // own: see io/own_cache_lines.h.
        io::OwnCacheLines<FrameworkTable> later;
        io::OwnCacheLines<FrameworkRows> first(c, table), second(c, *later);
        formats::CsvRowParts parts;
        parts.readFirst = [&](std::int64_t stopAt) { first->read(csv, sink, stopAt); };
        parts.readSecond = [&](io::CsvReader& laterCsv, DiagnosticSink& laterSink) {
            second->read(laterCsv, laterSink, -1);
        };
        parts.appendSecond = [&](std::int64_t) {
            table.rows += later->rows;
            table.repeatedRows += later->repeatedRows + table.ops.append(std::move(later->ops));
        };
        const int partsRead = formats::readRowsInTwoParts(path, csv, sink, options.threads, options.splitMinBytes, parts);
        if (options.partsRead)
            *options.partsRead = partsRead;
        if (table.rows == 0)
            sink.info(0, SL_MSG("diag.framework.no-operator-rows", "no operator rows"),
                      SL_MSG("diag.action.nothing-to-join-with-the", "nothing to join with the operator times"));
        return table;
    });
}

} // namespace steplens
