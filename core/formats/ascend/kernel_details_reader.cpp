#include "formats/ascend/kernel_details_reader.h"

#include "formats/ascend/ascend_cells.h"
#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/file_reader.h"
#include "io/numbers.h"
#include "io/text.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace steplens {

namespace {

struct Columns {
    int step = -1, device = -1, model = -1, task = -1, stream = -1, name = -1, type = -1, opState = -1, core = -1;
    int start = -1, duration = -1, wait = -1, blockDim = -1, mixBlockDim = -1, hf32 = -1;
    int inShapes = -1, inTypes = -1, inFormats = -1, outShapes = -1, outTypes = -1, outFormats = -1;
    int context = -1, modelName = -1, inferId = -1;

    explicit Columns(const io::HeaderIndex& h)
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
    bool known(int col) const
    {
        for (int c : {step,    device,    model,     task,     stream,     name,        type,      opState,
                      core,    start,     duration,  wait,     blockDim,   mixBlockDim, hf32,      inShapes,
                      inTypes, inFormats, outShapes, outTypes, outFormats, context,     modelName, inferId})
            if (c == col)
                return true;
        return false;
    }
};

// An integer cell into [lo, hi]; missing or out of range gives `fallback` (text warns).
template <typename T>
T smallInt(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink, T fallback)
{
    auto v = formats::integerCell(csv, col, name, sink, SL_MSG("diag.action.value-left-unknown", "value left unknown"),
                                  false);
    if (!v || *v < std::numeric_limits<T>::min() || *v > std::numeric_limits<T>::max())
        return fallback;
    return static_cast<T>(*v);
}

} // namespace

ReadResult<KernelDetails> readKernelDetails(const std::string& path, const KernelReadOptions& options)
{
    return guardedRead<KernelDetails>(path, [&](DiagnosticSink& sink) -> std::optional<KernelDetails> {
        io::CsvReader csv(path, sink);
        // Tools that post-process these files (msprof-analyze's own samples) write them without a final line
        // break, so an unterminated last row is read like any other.
        csv.allowUnterminatedLastLine();
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        const Columns c(table.header());
        table.required(c.name);
        table.required(c.start);
        table.required(c.duration);
        if (!table.hasRequired(SL_MSG("diag.kernel-details.header-lacks-name-start-time",
                                      "header '{header_text}' lacks Name, Start Time(us) or Duration(us)")))
            return std::nullopt;
        KernelDetails out;
        out.sources.push_back(path);
        out.hasStep = c.step >= 0;
        out.hasShapes = c.inShapes >= 0 || c.outShapes >= 0;
        if (c.type < 0)
            sink.info(1, SL_MSG("diag.kernel-details.no-type-column", "no Type column"),
                      SL_MSG("diag.action.the-kernel-name-is-used", "the kernel name is used as its type"));

        std::vector<int> metricCols;
        for (std::size_t i = 0; i < csv.size(); ++i)
            if (!c.known(static_cast<int>(i)) && !io::trim(csv[i]).empty())
                metricCols.push_back(static_cast<int>(i));
        if (!metricCols.empty() && io::fileSize(path) > options.maxBytesWithMetrics) {
            sink.info(1,
                      SL_MSG("diag.kernel-details.pmu-metric-columns-in-a",
                             "{count} PMU metric columns in a file of {path} MB")
                          .arg("count", std::to_string(metricCols.size()))
                          .arg("path", std::to_string(io::fileSize(path) >> 20)),
                      SL_MSG("diag.action.metric-columns-not-kept-to", "metric columns not kept, to save memory"));
            metricCols.clear();
        }
        for (int col : metricCols)
            out.metricNames.emplace_back(io::trim(csv[std::size_t(col)]));

        const std::size_t headerSize = table.headerSize();
        const std::size_t needed = table.needed();
        formats::RoundingWatch rounding;
        std::size_t badMetrics = 0;
        // Columns repeat their value from row to row (one core type, one format...): each column
        // remembers its last id and compares the cell with that string before hashing it.
        std::vector<std::uint32_t> lastId(headerSize, 0);
        auto internText = [&](int col, std::string_view t) -> std::uint32_t {
            if (t.empty())
                return 0;
            std::uint32_t& last = lastId[std::size_t(col)];
            if (last != 0 && out.strings.at(last) == t)
                return last;
            return last = out.strings.intern(t);
        };
        auto intern = [&](int col, bool shape = false) -> std::uint32_t {
            std::string_view t = formats::textCell(csv, col);
            return t.empty() ? 0 : internText(col, shape ? formats::unquote(t) : t);
        };
        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                continue;
            KernelRow r;
            std::string_view name = formats::textCell(csv, c.name);
            if (name.empty()) {
                sink.warn(csv.line(), SL_MSG("diag.kernel-details.name-is-empty", "Name is empty"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            auto start = formats::microsCell(csv, c.start, "Start Time(us)", sink,
                                             SL_MSG("diag.action.row-skipped", "row skipped"), true, &rounding);
            auto duration = formats::microsCell(csv, c.duration, "Duration(us)", sink,
                                                SL_MSG("diag.action.row-skipped", "row skipped"), true, &rounding);
            if (!start || !duration)
                continue;
            if (*duration < 0) {
                sink.warn(csv.line(), SL_MSG("diag.kernel-details.duration-us-is-negative", "Duration(us) is negative"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            formats::reserveForFile(out.rows, csv);
            if (!metricCols.empty() && out.metrics.capacity() == 0)
                out.metrics.reserve(out.rows.capacity() * metricCols.size());
            r.start = *start;
            r.duration = *duration;
            if (auto w =
                    formats::microsCell(csv, c.wait, "Wait Time(us)", sink,
                                        SL_MSG("diag.action.wait-left-unknown", "wait left unknown"), false, &rounding))
                r.wait = *w;
            if (c.step >= 0)
                r.step = smallInt<std::int32_t>(csv, c.step, "Step Id", sink, -1);
            KernelAttributes a;
            a.deviceId = smallInt<std::int16_t>(csv, c.device, "Device_id", sink, -1);
            a.modelId = smallInt<std::uint32_t>(csv, c.model, "Model ID", sink, 0xffffffffu);
            if (auto t =
                    formats::integerCell(csv, c.task, "Task ID", sink,
                                         SL_MSG("diag.action.task-id-left-unknown", "task id left unknown"), false))
                r.taskId = *t;
            r.streamId = smallInt<std::int32_t>(csv, c.stream, "Stream ID", sink, -1);
            r.blockDim = smallInt<std::int32_t>(csv, c.blockDim, "Block Dim", sink, -1);
            a.mixBlockDim = smallInt<std::int32_t>(csv, c.mixBlockDim, "Mix Block Dim", sink, -1);
            r.name = out.strings.intern(name);
            std::string_view type = formats::textCell(csv, c.type);
            if (type.empty()) {
                r.type = r.name; // Level0 writes N/A: the kernel name is all there is
                out.typeFromName = true;
            } else {
                r.type = internText(c.type, type);
            }
            r.core = intern(c.core);
            a.opState = intern(c.opState);
            std::string_view hf32 = formats::textCell(csv, c.hf32);
            a.hf32 = hf32 == "YES" ? 1 : hf32 == "NO" ? 0 : -1;
            r.attributes = out.attributeSets.intern(a);
            KernelShapes s;
            s.inputShapes = intern(c.inShapes, true);
            s.inputDtypes = intern(c.inTypes);
            s.inputFormats = intern(c.inFormats);
            s.outputShapes = intern(c.outShapes, true);
            s.outputDtypes = intern(c.outTypes);
            s.outputFormats = intern(c.outFormats);
            r.shapes = out.shapeSets.intern(s);
            for (std::size_t m = 0; m < metricCols.size(); ++m) {
                const std::size_t col = std::size_t(metricCols[m]);
                float v = std::numeric_limits<float>::quiet_NaN();
                if (!io::isMissing(csv[col])) {
                    auto d = io::parseDouble(csv[col]);
                    // A float holds PMU values (cycles, ratios, µs); anything beyond is not a measurement.
                    if (d && std::fabs(*d) <= 3.0e38)
                        v = static_cast<float>(*d);
                    else if (badMetrics++ == 0)
                        sink.warn(csv.line(),
                                  SL_MSG("diag.kernel-details.metric-value-is-not-a",
                                         "metric '{m}' value '{preview}' is not a number")
                                      .arg("m", out.metricNames[m])
                                      .arg("preview", formats::preview(csv[col])),
                                  SL_MSG("diag.action.metric-left-empty", "metric left empty"));
                }
                out.metrics.push_back(v);
            }
            out.rows.push_back(r);
        }
        if (badMetrics > 1)
            sink.warn(
                0,
                SL_MSG("diag.kernel-details.metric-cells-are-not-numbers", "{bad_metrics} metric cells are not numbers")
                    .arg("bad_metrics", std::to_string(badMetrics)),
                SL_MSG("diag.action.metrics-left-empty", "metrics left empty"));
        rounding.report(sink);
        if (out.rows.empty())
            sink.info(0, SL_MSG("diag.kernel-details.no-kernel-rows", "no kernel rows"),
                      SL_MSG("diag.action.no-kernels-from-this-file", "no kernels from this file"));
        return out;
    });
}

} // namespace steplens
