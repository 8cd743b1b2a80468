#include "formats/ascend/kernel_row_parser.h"

#include "formats/csv_cells.h"
#include "formats/lines_in_place.h"
#include "io/numbers.h"
#include "io/text.h"

#include <cmath>

namespace steplens::formats {

namespace {

// An integer cell into [lo, hi]; missing or out of range gives `fallback` (text warns).
template <typename T>
T smallInt(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink, T fallback)
{
    long long v = 0;
    if (!formats::integerCell(csv, col, name, sink,
                              SL_ONCE(SL_MSG("diag.action.value-left-unknown", "value left unknown")), false, v) ||
        v < std::numeric_limits<T>::min() || v > std::numeric_limits<T>::max())
        return fallback;
    return static_cast<T>(v);
}

} // namespace

bool kernelMetricOf(std::string_view cell, float& out)
{
    out = std::numeric_limits<float>::quiet_NaN();
    if (io::isMissing(cell))
        return true;
    const auto d = io::parseDouble(cell);
    // A float holds PMU values (cycles, ratios, µs); anything beyond is not a measurement.
    if (!d || std::fabs(*d) > 3.0e38)
        return false;
    out = static_cast<float>(*d);
    return true;
}

KernelColumns::KernelColumns(const io::HeaderIndex& h)
{
    step = h.find("Step Id"); // case-insensitive: also MindSpore's "Step ID"
    device = h.find("Device_id");
    model = h.find("Model ID");
    task = h.find("Task ID");
    stream = h.find("Stream ID");
    name = h.findAny({"Name", "Op Name"});
    type = h.findAny({"Type", "OP Type"});
    opState = h.find("OP State");
    core = h.findAny({"Accelerator Core", "Task Type"});
    start = h.findAny({"Start Time(us)", "Task Start Time(us)"});
    duration = h.findAny({"Duration(us)", "Task Duration(us)"});
    wait = h.findAny({"Wait Time(us)", "Task Wait Time(us)"});
    blockDim = h.findAny({"Block Dim", "Block Num"});
    mixBlockDim = h.findAny({"Mix Block Dim", "Mix Block Num"});
    hf32 = h.find("HF32 Eligible");
    inShapes = h.find("Input Shapes");
    inTypes = h.find("Input Data Types");
    inFormats = h.find("Input Formats");
    outShapes = h.find("Output Shapes");
    outTypes = h.find("Output Data Types");
    outFormats = h.find("Output Formats");
    context = h.find("Context ID");
    modelName = h.find("Model Name");
    inferId = h.find("Infer ID");
}

bool KernelColumns::known(int col) const
{
    for (int c : {step,    device,    model,     task,     stream,     name,        type,      opState,
                  core,    start,     duration,  wait,     blockDim,   mixBlockDim, hf32,      inShapes,
                  inTypes, inFormats, outShapes, outTypes, outFormats, context,     modelName, inferId})
        if (c == col)
            return true;
    return false;
}

KernelRowParser::KernelRowParser(const KernelColumns& columns, KernelDetails& out, bool rowsInPlace)
    : m_c(columns)
    , m_out(out)
    , m_lastId(columns.headerSize, 0)
    , m_guess(64)
{
    if (!rowsInPlace)
        return;
    m_cells = kernelCells(columns);
    m_metricOf.assign(columns.headerSize, 0);
    for (std::size_t m = 0; m < columns.metrics.size(); ++m)
        m_metricOf[std::size_t(columns.metrics[m])] = std::uint32_t(m);
    m_metricCells.resize(columns.metrics.size());
}

std::uint32_t KernelRowParser::internText(int col, std::string_view text)
{
    if (text.empty())
        return 0;
    std::uint32_t& last = m_lastId[std::size_t(col)];
    if (last != 0 && sameText(m_out.strings.view(last), text))
        return last;
    return last = m_out.strings.intern(text);
}

std::uint32_t KernelRowParser::internName(std::string_view name)
{
    const std::uint32_t guess = m_guess[m_previousName].next;
    if (guess != 0 && sameText(m_out.strings.view(guess), name))
        return m_previousName = guess;
    const std::uint32_t id = m_out.strings.intern(name);
    m_guess[m_previousName].next = id;
    keepGuessesForEveryId();
    return m_previousName = id;
}

std::uint32_t KernelRowParser::internType(std::uint32_t name, std::string_view type)
{
    const std::uint32_t guess = m_guess[name].type;
    if (guess != 0 && sameText(m_out.strings.view(guess), type))
        return guess;
    const std::uint32_t id = internText(m_c.type, type);
    m_guess[name].type = id;
    keepGuessesForEveryId();
    return id;
}

void KernelRowParser::keepGuessesForEveryId()
{
    if (m_guess.size() < m_out.strings.size()) // every id of the pool can be a name
        m_guess.resize(2 * m_out.strings.size());
}

std::uint32_t KernelRowParser::internCell(const io::CsvReader& csv, int col, bool shape)
{
    std::string_view t = formats::textCell(csv, col);
    return t.empty() ? 0 : internText(col, shape ? formats::unquote(t) : t);
}

void KernelRowParser::readRows(io::CsvReader& csv, DiagnosticSink& sink, std::int64_t stopAt,
                               const std::function<void(std::int64_t bytesRead)>& onRows)
{
    std::uint64_t rows = 0;
    formats::readLines(
        csv, stopAt, !m_cells.empty(), [this](const char* line, const char* end) { return rowInPlace(line, end); },
        [&] { readRow(csv, sink); },
        [&](long long lines, bool inPlace) {
            if (inPlace)
                m_rowsInPlace += lines;
            const std::uint64_t before = rows;
            rows += std::uint64_t(lines);
            if (onRows && (before >> 16) != (rows >> 16)) // every 65,536 rows
                onRows(csv.bytesRead());
        });
}

void KernelRowParser::readRow(const io::CsvReader& csv, DiagnosticSink& sink)
{
    if (!formats::checkFieldCount(csv, m_c.headerSize, m_c.needed, sink))
        return;
    KernelRow r;
    std::string_view name = formats::textCell(csv, m_c.name);
    if (name.empty()) {
        sink.warn(csv.line(), SL_MSG("diag.kernel-details.name-is-empty", "Name is empty"),
                  SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")));
        return;
    }
    const bool start = formats::microsCell(csv, m_c.start, "Start Time(us)", sink,
                                           SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")), true,
                                           &m_rounding, r.start);
    const bool duration = formats::microsCell(csv, m_c.duration, "Duration(us)", sink,
                                              SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")), true,
                                              &m_rounding, r.duration);
    if (!start || !duration)
        return;
    if (r.duration < 0) {
        sink.warn(csv.line(), SL_MSG("diag.kernel-details.duration-us-is-negative", "Duration(us) is negative"),
                  SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")));
        return;
    }
    formats::reserveForFile(m_out.rows, csv);
    if (!m_c.metrics.empty() && m_out.metrics.capacity() == 0)
        m_out.metrics.reserve(m_out.rows.capacity() * m_c.metrics.size());
    formats::microsCell(csv, m_c.wait, "Wait Time(us)", sink,
                        SL_ONCE(SL_MSG("diag.action.wait-left-unknown", "wait left unknown")), false, &m_rounding,
                        r.wait);
    if (m_c.step >= 0)
        r.step = smallInt<std::int32_t>(csv, m_c.step, "Step Id", sink, -1);
    KernelAttributes a;
    a.deviceId = smallInt<std::int16_t>(csv, m_c.device, "Device_id", sink, -1);
    a.modelId = smallInt<std::uint32_t>(csv, m_c.model, "Model ID", sink, 0xffffffffu);
    long long taskId = 0;
    if (formats::integerCell(csv, m_c.task, "Task ID", sink,
                             SL_ONCE(SL_MSG("diag.action.task-id-left-unknown", "task id left unknown")), false, taskId))
        r.taskId = taskId;
    r.streamId = smallInt<std::int32_t>(csv, m_c.stream, "Stream ID", sink, -1);
    r.blockDim = smallInt<std::int32_t>(csv, m_c.blockDim, "Block Dim", sink, -1);
    a.mixBlockDim = smallInt<std::int32_t>(csv, m_c.mixBlockDim, "Mix Block Dim", sink, -1);
    r.name = internName(name);
    std::string_view type = formats::textCell(csv, m_c.type);
    if (type.empty()) {
        r.type = r.name; // Level0 writes N/A: the kernel name is all there is
        m_out.typeFromName = true;
    } else {
        r.type = internType(r.name, type);
    }
    r.core = internCell(csv, m_c.core);
    a.opState = internCell(csv, m_c.opState);
    a.hf32 = hf32Of(formats::textCell(csv, m_c.hf32));
    r.attributes = m_out.attributeSets.intern(a);
    KernelShapes s;
    s.inputShapes = internCell(csv, m_c.inShapes, true);
    s.inputDtypes = internCell(csv, m_c.inTypes);
    s.inputFormats = internCell(csv, m_c.inFormats);
    s.outputShapes = internCell(csv, m_c.outShapes, true);
    s.outputDtypes = internCell(csv, m_c.outTypes);
    s.outputFormats = internCell(csv, m_c.outFormats);
    r.shapes = m_out.shapeSets.intern(s);
    for (std::size_t m = 0; m < m_c.metrics.size(); ++m) {
        const std::size_t col = std::size_t(m_c.metrics[m]);
        float v = 0;
        if (!kernelMetricOf(csv[col], v) && m_badMetrics++ == 0) {
            const std::size_t before = sink.out().size();
            sink.warn(csv.line(),
                      SL_MSG("diag.kernel-details.metric-value-is-not-a",
                             "metric '{m}' value '{preview}' is not a number")
                          .arg("m", m_out.metricNames[m])
                          .arg("preview", formats::preview(csv[col])),
                      SL_MSG("diag.action.metric-left-empty", "metric left empty"));
            if (sink.out().size() > before)
                m_firstBadMetricWarning = std::ptrdiff_t(before);
        }
        m_out.metrics.push_back(v);
    }
    m_out.rows.push_back(r);
}

void KernelRowParser::mergeLater(const KernelRowParser& later, std::int64_t lineOffset)
{
    m_rounding.merge(later.m_rounding, lineOffset);
    m_badMetrics += later.m_badMetrics;
}

void KernelRowParser::finish(DiagnosticSink& sink) const
{
    if (m_badMetrics > 1)
        sink.warn(
            0,
            SL_MSG("diag.kernel-details.metric-cells-are-not-numbers", "{bad_metrics} metric cells are not numbers")
                .arg("bad_metrics", std::to_string(m_badMetrics)),
            SL_MSG("diag.action.metrics-left-empty", "metrics left empty"));
    m_rounding.report(sink);
    if (m_out.rows.empty())
        sink.info(0, SL_MSG("diag.kernel-details.no-kernel-rows", "no kernel rows"),
                  SL_MSG("diag.action.no-kernels-from-this-file", "no kernels from this file"));
}

} // namespace steplens::formats
