#include "formats/ascend/ascend_memory_reader.h"

#include "formats/ascend/ascend_cells.h"
#include "formats/csv_cells.h"
#include "io/text.h"

#include <algorithm>

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
    auto v = formats::valueCell(csv, s.col, name, sink, SL_MSG("diag.action.value-left-empty", "value left empty"),
                                false, &rounding);
    return v ? *v * s.toMB : kAbsent;
}

template <typename T>
std::optional<T> openTable(io::CsvReader& csv, DiagnosticSink& sink)
{
    if (!csv.isOpen() || !formats::readHeader(csv, sink))
        return std::nullopt;
    return T{};
}

} // namespace

ReadResult<MemoryRecords> readMemoryRecord(const std::string& path)
{
    return guardedRead<MemoryRecords>(path, [&](DiagnosticSink& sink) -> std::optional<MemoryRecords> {
        io::CsvReader csv(path, sink);
        auto out = openTable<MemoryRecords>(csv, sink);
        if (!out)
            return std::nullopt;
        io::HeaderIndex h(csv.fields());
        const int component = h.find("Component");
        const int time = h.find("Timestamp(us)");
        const SizeColumn allocated = sizeColumn(h, "Total Allocated");
        const SizeColumn reserved = sizeColumn(h, "Total Reserved");
        const SizeColumn active = sizeColumn(h, "Total Active");
        const int stream = h.find("Stream Ptr");
        const int device = h.findAny({"Device Type", "Device"});
        if (component < 0 || time < 0 || (allocated.col < 0 && reserved.col < 0)) {
            sink.error(1,
                       SL_MSG("diag.ascend-memory.header-lacks-component-timestamp-us",
                              "header '{header_text}' lacks Component, Timestamp(us) or the totals")
                           .arg("header_text", formats::headerText(csv)),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        out->sources.push_back(path);
        out->hasActive = active.col >= 0;
        const std::size_t headerSize = csv.size();
        const std::size_t needed = std::size_t(std::max(component, time)) + 1;
        formats::RoundingWatch rounding;
        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                continue;
            MemoryRecord r;
            auto t = formats::microsCell(csv, time, "Timestamp(us)", sink,
                                         SL_MSG("diag.action.row-skipped", "row skipped"), true, &rounding);
            if (!t)
                continue;
            r.timestamp = *t;
            r.component = out->strings.intern(formats::textCell(csv, component));
            r.device = out->strings.intern(formats::textCell(csv, device));
            r.allocatedMB = sizeCell(csv, allocated, "Total Allocated", sink, rounding);
            r.reservedMB = sizeCell(csv, reserved, "Total Reserved", sink, rounding);
            r.activeMB = sizeCell(csv, active, "Total Active", sink, rounding);
            r.streamPtr = std::string(formats::textCell(csv, stream));
            rounding.check(csv, stream, "Stream Ptr");
            out->rows.push_back(std::move(r));
        }
        rounding.report(sink);
        return out;
    });
}

ReadResult<OperatorMemory> readOperatorMemory(const std::string& path)
{
    return guardedRead<OperatorMemory>(path, [&](DiagnosticSink& sink) -> std::optional<OperatorMemory> {
        io::CsvReader csv(path, sink);
        auto out = openTable<OperatorMemory>(csv, sink);
        if (!out)
            return std::nullopt;
        io::HeaderIndex h(csv.fields());
        const int name = h.find("Name");
        const int size = h.find("Size(KB)");
        const int alloc = h.find("Allocation Time(us)");
        const int release = h.find("Release Time(us)");
        const int activeRelease = h.find("Active Release Time(us)");
        const int duration = h.find("Duration(us)");
        const int activeDuration = h.find("Active Duration(us)");
        const SizeColumn aAlloc = sizeColumn(h, "Allocation Total Allocated");
        const SizeColumn aRes = sizeColumn(h, "Allocation Total Reserved");
        const SizeColumn aAct = sizeColumn(h, "Allocation Total Active");
        const SizeColumn rAlloc = sizeColumn(h, "Release Total Allocated");
        const SizeColumn rRes = sizeColumn(h, "Release Total Reserved");
        const SizeColumn rAct = sizeColumn(h, "Release Total Active");
        const int device = h.findAny({"Device Type", "Device"});
        if (name < 0 || size < 0 || alloc < 0) {
            sink.error(1,
                       SL_MSG("diag.ascend-memory.header-lacks-name-size-kb",
                              "header '{header_text}' lacks Name, Size(KB) or Allocation Time(us)")
                           .arg("header_text", formats::headerText(csv)),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        out->sources.push_back(path);
        const std::size_t headerSize = csv.size();
        const std::size_t needed = std::size_t(std::max({name, size, alloc})) + 1;
        formats::RoundingWatch rounding;
        const Message unknown = SL_MSG("diag.action.value-left-empty", "value left empty");
        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                continue;
            OperatorMemoryRow r;
            auto kb = formats::valueCell(csv, size, "Size(KB)", sink, SL_MSG("diag.action.row-skipped", "row skipped"),
                                         true, &rounding);
            auto t = formats::microsCell(csv, alloc, "Allocation Time(us)", sink,
                                         SL_MSG("diag.action.row-skipped", "row skipped"), true, &rounding);
            if (!kb || !t)
                continue;
            r.sizeKB = *kb;
            r.allocationTime = *t;
            r.name = out->strings.intern(formats::textCell(csv, name));
            r.releaseTime = formats::microsCell(csv, release, "Release Time(us)", sink, unknown, false, &rounding);
            r.activeReleaseTime =
                formats::microsCell(csv, activeRelease, "Active Release Time(us)", sink, unknown, false, &rounding);
            r.duration = formats::microsCell(csv, duration, "Duration(us)", sink, unknown, false, &rounding);
            r.activeDuration =
                formats::microsCell(csv, activeDuration, "Active Duration(us)", sink, unknown, false, &rounding);
            r.allocTotalAllocatedMB = sizeCell(csv, aAlloc, "Allocation Total Allocated", sink, rounding);
            r.allocTotalReservedMB = sizeCell(csv, aRes, "Allocation Total Reserved", sink, rounding);
            r.allocTotalActiveMB = sizeCell(csv, aAct, "Allocation Total Active", sink, rounding);
            r.releaseTotalAllocatedMB = sizeCell(csv, rAlloc, "Release Total Allocated", sink, rounding);
            r.releaseTotalReservedMB = sizeCell(csv, rRes, "Release Total Reserved", sink, rounding);
            r.releaseTotalActiveMB = sizeCell(csv, rAct, "Release Total Active", sink, rounding);
            r.device = out->strings.intern(formats::textCell(csv, device));
            if (r.releaseTime && *r.releaseTime < r.allocationTime)
                sink.warn(
                    csv.line(),
                    SL_MSG("diag.ascend-memory.released-before-it-was-allocated", "released before it was allocated"),
                    SL_MSG("diag.action.row-kept", "row kept"));
            out->rows.push_back(std::move(r));
        }
        rounding.report(sink);
        return out;
    });
}

ReadResult<NpuModuleMemory> readNpuModuleMem(const std::string& path)
{
    return guardedRead<NpuModuleMemory>(path, [&](DiagnosticSink& sink) -> std::optional<NpuModuleMemory> {
        io::CsvReader csv(path, sink);
        auto out = openTable<NpuModuleMemory>(csv, sink);
        if (!out)
            return std::nullopt;
        io::HeaderIndex h(csv.fields());
        const int component = h.find("Component");
        const int time = h.find("Timestamp(us)");
        const SizeColumn reserved = sizeColumn(h, "Total Reserved");
        const int device = h.findAny({"Device", "Device Type"});
        const int deviceId = h.find("Device_id");
        if (component < 0 || time < 0 || reserved.col < 0) {
            sink.error(1,
                       SL_MSG("diag.ascend-memory.header-lacks-component-timestamp-us-2",
                              "header '{header_text}' lacks Component, Timestamp(us) or Total Reserved")
                           .arg("header_text", formats::headerText(csv)),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        out->sources.push_back(path);
        out->convertedFromKB = reserved.toMB != 1.0;
        const std::size_t headerSize = csv.size();
        const std::size_t needed = std::size_t(std::max({component, time, reserved.col})) + 1;
        formats::RoundingWatch rounding;
        std::size_t onlyFrees = 0;
        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                continue;
            NpuModuleMemRow r;
            auto t = formats::microsCell(csv, time, "Timestamp(us)", sink,
                                         SL_MSG("diag.action.row-skipped", "row skipped"), true, &rounding);
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
                                              SL_MSG("diag.action.device-unknown", "device unknown"), false);
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
