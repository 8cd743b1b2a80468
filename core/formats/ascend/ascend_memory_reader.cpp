#include "formats/ascend/ascend_memory_reader.h"

#include "formats/ascend/ascend_cells.h"
#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "formats/lines_in_place.h"
#include "formats/plain_row_walk.h"
#include "io/text.h"

#include <algorithm>
#include <array>

namespace steplens {

namespace {

// A size column written in MB or KB: the index and the factor to MB.
struct SizeColumn {
    int col = -1;
    double toMB = 1.0;
};

SizeColumn sizeColumn(const io::HeaderIndex& h, const std::string& stem)
{
    if (int c = h.find(stem + "(MB)"); c >= 0)
        return {c, 1.0};
    if (int c = h.find(stem + "(KB)"); c >= 0)
        return {c, 1.0 / 1024.0};
    return {};
}

double sizeCell(const io::CsvReader& csv, const SizeColumn& s, const char* name, DiagnosticSink& sink,
                formats::RoundingWatch& rounding)
{
    double v = 0;
    return formats::valueCell(csv, s.col, name, sink,
                              SL_ONCE(SL_MSG("diag.action.value-left-empty", "value left empty")), false, &rounding, v)
               ? v * s.toMB
               : kAbsent;
}

// A text column's strings interned, compared first with the column's last few: rows repeat a handful of
// components, devices and streams (APP, PTA, PTA+GE...), and a comparison costs less than a hash.
class RepeatedText
{
public:
    RepeatedText(StringPool& pool, int col) : m_pool(pool), m_col(col) {}
    std::uint32_t of(const io::CsvReader& csv) { return of(formats::textCell(csv, m_col)); }
    std::uint32_t of(const formats::PlainCell* walked)
    {
        return of(formats::textOf(formats::plainCell(walked, m_col).text));
    }

private:
    std::uint32_t of(std::string_view text)
    {
        for (std::uint32_t id : m_recent)
            if (sameText(m_pool.view(id), text))
                return id;
        const std::uint32_t id = m_pool.intern(text);
        m_recent[m_next++ % m_recent.size()] = id;
        return id;
    }

    StringPool& m_pool;
    int m_col;
    std::array<std::uint32_t, 4> m_recent{}; // the empty string at first
    std::size_t m_next = 0;
};

// An optional µs cell: absent when missing, warns with `action` when it is text.
void optionalMicros(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                    const DiagnosticText& action, formats::RoundingWatch& rounding, OptionalNanos& out)
{
    Nanos t = 0;
    if (formats::microsCell(csv, col, name, sink, action, false, &rounding, t))
        out = std::optional<Nanos>(t);
}

// The rows of a table read in place where they are plain (formats/plain_row_walk.h), each other line by
// `readRow` from the reader's fields: `rowInPlace(cells, next)` returns `next` when it took the walked row,
// nullptr to leave the line to readRow. Counts the rows read in place into `inPlace`.
template <typename RowInPlace, typename ReadRow>
void readPlainRows(io::CsvReader& csv, const std::vector<formats::PlainColumn>& columns, bool rowsInPlace,
                   std::int64_t& inPlace, RowInPlace&& rowInPlace, ReadRow&& readRow)
{
    std::vector<formats::PlainCell> cells(columns.size());
    formats::readLines(
        csv, -1, rowsInPlace,
        [&](const char* line, const char* end) -> const char* {
            const char* next = formats::walkPlainRow(line, end, columns, cells.data());
            return next ? rowInPlace(cells.data(), next) : nullptr;
        },
        readRow, [&](long long lines, bool walked) { inPlace += walked ? lines : 0; });
}

// What each header column holds for the walk: `set(col, what)` for the columns a reader keeps.
struct PlainColumns {
    std::vector<formats::PlainColumn> columns;
    explicit PlainColumns(std::size_t headerSize) : columns(headerSize, formats::PlainColumn::Skip) {}
    void set(int col, formats::PlainColumn what)
    {
        if (col >= 0 && std::size_t(col) < columns.size())
            columns[std::size_t(col)] = what;
    }
};

// A size cell of a walked row in MB: false when readRow must read the line (the cell would warn).
bool plainSize(const formats::PlainCell* cells, const SizeColumn& s, double& mb)
{
    double v = 0;
    switch (formats::plainDecimal(formats::plainCell(cells, s.col), v)) {
    case formats::inplace::Cell::Value: mb = v * s.toMB; return true;
    case formats::inplace::Cell::Missing: mb = kAbsent; return true;
    case formats::inplace::Cell::Careful: break;
    }
    return false;
}

// An optional time of a walked row: false when readRow must read the line.
bool plainOptionalMicros(const formats::PlainCell* cells, int col, OptionalNanos& out)
{
    Nanos t = 0;
    switch (formats::plainMicros(formats::plainCell(cells, col), t)) {
    case formats::inplace::Cell::Value: out = std::optional<Nanos>(t); return true;
    case formats::inplace::Cell::Missing: return true;
    case formats::inplace::Cell::Careful: break;
    }
    return false;
}

} // namespace

ReadResult<MemoryRecords> readMemoryRecord(const std::string& path, const MemoryReadOptions& options)
{
    return guardedRead<MemoryRecords>(path, [&](DiagnosticSink& sink) -> std::optional<MemoryRecords> {
        io::CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        std::optional<MemoryRecords> out(std::in_place);
        const io::HeaderIndex& h = table.header();
        const int component = table.required("Component");
        const int time = table.required("Timestamp(us)");
        const SizeColumn allocated = sizeColumn(h, "Total Allocated");
        const SizeColumn reserved = sizeColumn(h, "Total Reserved");
        const SizeColumn active = sizeColumn(h, "Total Active");
        const int stream = table.optional("Stream Ptr");
        const int device = table.optional({"Device Type", "Device"});
        table.requireOneOf({allocated.col, reserved.col}); // a row without them is read all the same
        if (!table.hasRequired(SL_MSG("diag.ascend-memory.header-lacks-component-timestamp-us",
                                      "header '{header_text}' lacks Component, Timestamp(us) or the totals")))
            return std::nullopt;
        out->sources.push_back(path);
        out->hasActive = active.col >= 0;
        const std::size_t headerSize = table.headerSize();
        const std::size_t needed = table.needed();
        formats::RoundingWatch rounding;
        RepeatedText components(out->strings, component), devices(out->strings, device),
            streams(out->strings, stream);
        auto readRow = [&] {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                return;
            MemoryRecord r;
            if (!formats::microsCell(csv, time, "Timestamp(us)", sink,
                                     SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")), true, &rounding,
                                     r.timestamp))
                return;
            r.component = components.of(csv);
            r.device = devices.of(csv);
            r.allocatedMB = sizeCell(csv, allocated, "Total Allocated", sink, rounding);
            r.reservedMB = sizeCell(csv, reserved, "Total Reserved", sink, rounding);
            r.activeMB = sizeCell(csv, active, "Total Active", sink, rounding);
            r.streamPtr = streams.of(csv);
            rounding.check(csv, stream, "Stream Ptr");
            formats::reserveForFile(out->rows, csv);
            out->rows.push_back(r);
        };
        PlainColumns walk(headerSize);
        walk.set(component, formats::PlainColumn::Text);
        walk.set(time, formats::PlainColumn::Micros);
        for (const SizeColumn* s : {&allocated, &reserved, &active})
            walk.set(s->col, formats::PlainColumn::Decimal);
        walk.set(stream, formats::PlainColumn::Text);
        walk.set(device, formats::PlainColumn::Text);
        auto rowInPlace = [&](const formats::PlainCell* cells, const char* next) -> const char* {
            MemoryRecord r;
            const std::string_view streamText = formats::plainCell(cells, stream).text;
            if (out->rows.capacity() == 0 || // the first row read carefully sizes the table
                formats::plainMicros(formats::plainCell(cells, time), r.timestamp) != formats::inplace::Cell::Value ||
                !plainSize(cells, allocated, r.allocatedMB) || !plainSize(cells, reserved, r.reservedMB) ||
                !plainSize(cells, active, r.activeMB) || formats::looksSpreadsheetRounded(streamText))
                return nullptr;
            r.component = components.of(cells);
            r.device = devices.of(cells);
            r.streamPtr = streams.of(cells);
            out->rows.push_back(r);
            return next;
        };
        std::int64_t inPlace = 0;
        readPlainRows(csv, walk.columns, options.rowsInPlace, inPlace, rowInPlace, readRow);
        if (options.rowsReadInPlace)
            *options.rowsReadInPlace = inPlace;
        rounding.report(sink);
        return out;
    });
}

ReadResult<OperatorMemory> readOperatorMemory(const std::string& path, const MemoryReadOptions& options)
{
    return guardedRead<OperatorMemory>(path, [&](DiagnosticSink& sink) -> std::optional<OperatorMemory> {
        io::CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        std::optional<OperatorMemory> out(std::in_place);
        const io::HeaderIndex& h = table.header();
        const int name = table.required("Name");
        const int size = table.required("Size(KB)");
        const int alloc = table.required("Allocation Time(us)");
        const int release = table.optional("Release Time(us)");
        const int activeRelease = table.optional("Active Release Time(us)");
        const int duration = table.optional("Duration(us)");
        const int activeDuration = table.optional("Active Duration(us)");
        const SizeColumn aAlloc = sizeColumn(h, "Allocation Total Allocated");
        const SizeColumn aRes = sizeColumn(h, "Allocation Total Reserved");
        const SizeColumn aAct = sizeColumn(h, "Allocation Total Active");
        const SizeColumn rAlloc = sizeColumn(h, "Release Total Allocated");
        const SizeColumn rRes = sizeColumn(h, "Release Total Reserved");
        const SizeColumn rAct = sizeColumn(h, "Release Total Active");
        const int device = table.optional({"Device Type", "Device"});
        if (!table.hasRequired(SL_MSG("diag.ascend-memory.header-lacks-name-size-kb",
                                      "header '{header_text}' lacks Name, Size(KB) or Allocation Time(us)")))
            return std::nullopt;
        out->sources.push_back(path);
        const std::size_t headerSize = table.headerSize();
        const std::size_t needed = table.needed();
        formats::RoundingWatch rounding;
        const DiagnosticText& unknown = SL_ONCE(SL_MSG("diag.action.value-left-empty", "value left empty"));
        RepeatedText names(out->strings, name), devices(out->strings, device);
        auto readRow = [&] {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                return;
            OperatorMemoryRow r;
            const bool kb = formats::valueCell(csv, size, "Size(KB)", sink,
                                               SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")), true,
                                               &rounding, r.sizeKB);
            const bool t = formats::microsCell(csv, alloc, "Allocation Time(us)", sink,
                                               SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")), true,
                                               &rounding, r.allocationTime);
            if (!kb || !t)
                return;
            r.name = names.of(csv);
            optionalMicros(csv, release, "Release Time(us)", sink, unknown, rounding, r.releaseTime);
            optionalMicros(csv, activeRelease, "Active Release Time(us)", sink, unknown, rounding,
                           r.activeReleaseTime);
            optionalMicros(csv, duration, "Duration(us)", sink, unknown, rounding, r.duration);
            optionalMicros(csv, activeDuration, "Active Duration(us)", sink, unknown, rounding, r.activeDuration);
            r.allocTotalAllocatedMB = sizeCell(csv, aAlloc, "Allocation Total Allocated", sink, rounding);
            r.allocTotalReservedMB = sizeCell(csv, aRes, "Allocation Total Reserved", sink, rounding);
            r.allocTotalActiveMB = sizeCell(csv, aAct, "Allocation Total Active", sink, rounding);
            r.releaseTotalAllocatedMB = sizeCell(csv, rAlloc, "Release Total Allocated", sink, rounding);
            r.releaseTotalReservedMB = sizeCell(csv, rRes, "Release Total Reserved", sink, rounding);
            r.releaseTotalActiveMB = sizeCell(csv, rAct, "Release Total Active", sink, rounding);
            r.device = devices.of(csv);
            if (r.releaseTime && *r.releaseTime < r.allocationTime)
                sink.warn(
                    csv.line(),
                    SL_MSG("diag.ascend-memory.released-before-it-was-allocated", "released before it was allocated"),
                    SL_MSG("diag.action.row-kept", "row kept"));
            formats::reserveForFile(out->rows, csv);
            out->rows.push_back(r);
        };
        PlainColumns walk(headerSize);
        walk.set(name, formats::PlainColumn::Text);
        walk.set(size, formats::PlainColumn::Decimal);
        for (int col : {alloc, release, activeRelease, duration, activeDuration})
            walk.set(col, formats::PlainColumn::Micros);
        for (const SizeColumn* s : {&aAlloc, &aRes, &aAct, &rAlloc, &rRes, &rAct})
            walk.set(s->col, formats::PlainColumn::Decimal);
        walk.set(device, formats::PlainColumn::Text);
        auto rowInPlace = [&](const formats::PlainCell* cells, const char* next) -> const char* {
            using formats::inplace::Cell;
            OperatorMemoryRow r;
            if (out->rows.capacity() == 0 || // the first row read carefully sizes the table
                formats::plainDecimal(formats::plainCell(cells, size), r.sizeKB) != Cell::Value ||
                formats::plainMicros(formats::plainCell(cells, alloc), r.allocationTime) != Cell::Value ||
                !plainOptionalMicros(cells, release, r.releaseTime) ||
                !plainOptionalMicros(cells, activeRelease, r.activeReleaseTime) ||
                !plainOptionalMicros(cells, duration, r.duration) ||
                !plainOptionalMicros(cells, activeDuration, r.activeDuration) ||
                !plainSize(cells, aAlloc, r.allocTotalAllocatedMB) ||
                !plainSize(cells, aRes, r.allocTotalReservedMB) || !plainSize(cells, aAct, r.allocTotalActiveMB) ||
                !plainSize(cells, rAlloc, r.releaseTotalAllocatedMB) ||
                !plainSize(cells, rRes, r.releaseTotalReservedMB) ||
                !plainSize(cells, rAct, r.releaseTotalActiveMB) ||
                (r.releaseTime && *r.releaseTime < r.allocationTime)) // readRow warns
                return nullptr;
            r.name = names.of(cells);
            r.device = devices.of(cells);
            out->rows.push_back(r);
            return next;
        };
        std::int64_t inPlace = 0;
        readPlainRows(csv, walk.columns, options.rowsInPlace, inPlace, rowInPlace, readRow);
        if (options.rowsReadInPlace)
            *options.rowsReadInPlace = inPlace;
        rounding.report(sink);
        return out;
    });
}

ReadResult<MemoryRecords> readMemoryRecord(const std::string& path)
{
    return readMemoryRecord(path, MemoryReadOptions{});
}

ReadResult<OperatorMemory> readOperatorMemory(const std::string& path)
{
    return readOperatorMemory(path, MemoryReadOptions{});
}

ReadResult<NpuModuleMemory> readNpuModuleMem(const std::string& path)
{
    return guardedRead<NpuModuleMemory>(path, [&](DiagnosticSink& sink) -> std::optional<NpuModuleMemory> {
        io::CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        std::optional<NpuModuleMemory> out(std::in_place);
        const io::HeaderIndex& h = table.header();
        const int component = table.required("Component");
        const int time = table.required("Timestamp(us)");
        const SizeColumn reserved = sizeColumn(h, "Total Reserved");
        table.required(reserved.col);
        const int device = table.optional({"Device", "Device Type"});
        const int deviceId = table.optional("Device_id");
        if (!table.hasRequired(SL_MSG("diag.ascend-memory.header-lacks-component-timestamp-us-2",
                                      "header '{header_text}' lacks Component, Timestamp(us) or Total Reserved")))
            return std::nullopt;
        out->sources.push_back(path);
        out->convertedFromKB = reserved.toMB != 1.0;
        const std::size_t headerSize = table.headerSize();
        const std::size_t needed = table.needed();
        formats::RoundingWatch rounding;
        std::size_t onlyFrees = 0;
        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                continue;
            NpuModuleMemRow r;
            auto t = formats::microsCell(csv, time, "Timestamp(us)", sink,
                                         SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")), true, &rounding);
            if (!t)
                continue;
            r.timestamp = *t;
            r.component = out->strings.intern(formats::textCell(csv, component));
            r.device = out->strings.intern(formats::textCell(csv, device));
            r.reservedMB = sizeCell(csv, reserved, "Total Reserved", sink, rounding);
            if (!isAbsent(r.reservedMB) && r.reservedMB < 0) {
                ++onlyFrees; // CANN writes -1 when it saw only frees for the module
                r.reservedMB = kAbsent;
            }
            if (deviceId >= 0) {
                auto d = formats::integerCell(csv, deviceId, "Device_id", sink,
                                              SL_ONCE(SL_MSG("diag.action.device-unknown", "device unknown")), false);
                if (d && *d >= 0 && *d < 1 << 20)
                    r.deviceId = int(*d);
            }
            out->rows.push_back(std::move(r));
        }
        if (onlyFrees > 0)
            sink.info(0,
                      SL_MSG("diag.ascend-memory.rows-have-a-negative-reserved",
                             "{only_frees} rows have a negative reserved size (only frees were seen)")
                          .arg("only_frees", std::to_string(onlyFrees)),
                      SL_MSG("diag.action.those-sizes-left-empty", "those sizes left empty"));
        rounding.report(sink);
        return out;
    });
}

} // namespace steplens
