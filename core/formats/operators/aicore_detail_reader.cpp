#include "formats/operators/aicore_detail_reader.h"

#include "formats/csv_cells.h"
#include "formats/csv_table.h"
#include "io/csv_reader.h"
#include "io/text.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string_view>

namespace steplens {

namespace {

// The rows' full names, indexed for the repeated-name check without copying each name into a map
// (a node and a string per row made the check cost more than the rest of the parse).
// Open addressing over row indices; the names stay in the rows. Each slot keeps the name's hash too:
// growing then never hashes a name again, and a probe only reads a row's name (two cache misses,
// the row and its heap string) when the hashes agree.
class NameIndex
{
public:
    static std::uint32_t hashOf(std::string_view name)
    {
        return static_cast<std::uint32_t>(std::hash<std::string_view>{}(name));
    }

    // The slot a name's probe starts at is a cache miss in a table of millions of rows: asking for it
    // early lets the row's number parsing run while it loads.
    void prefetch(std::uint32_t hash) const
    {
        if (!m_slots.empty())
            __builtin_prefetch(&m_slots[hash & (m_slots.size() - 1)]);
    }

    // The index of an earlier row with the same name as rows[row] (whose name hashes to `hash`), or -1
    // after recording rows[row].
    long findOrAdd(const std::vector<OpDetail>& rows, std::size_t row, std::uint32_t hash)
    {
        if ((m_count + 1) * 2 > m_slots.size())
            grow();
        const std::string& name = rows[row].fullName;
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            const Slot slot = m_slots[i];
            if (slot.row == 0) {
                m_slots[i] = Slot{static_cast<std::uint32_t>(row + 1), hash};
                ++m_count;
                return -1;
            }
            if (slot.hash == hash && rows[slot.row - 1].fullName == name)
                return static_cast<long>(slot.row - 1);
        }
    }

private:
    struct Slot {
        std::uint32_t row = 0; // row index + 1; 0 = empty
        std::uint32_t hash = 0;
    };

    void grow()
    {
        std::vector<Slot> old(std::max<std::size_t>(1024, m_slots.size() * 2));
        old.swap(m_slots);
        const std::size_t mask = m_slots.size() - 1;
        for (const Slot slot : old) {
            if (slot.row == 0)
                continue;
            std::size_t i = slot.hash & mask;
            while (m_slots[i].row != 0)
                i = (i + 1) & mask;
            m_slots[i] = slot;
        }
    }

    std::vector<Slot> m_slots; // size a power of two
    std::size_t m_count = 0;
};

} // namespace

ReadResult<std::vector<OpDetail>> readAicoreDetail(const std::string& path)
{
    return guardedRead<std::vector<OpDetail>>(path, [&](DiagnosticSink& sink) -> std::optional<std::vector<OpDetail>> {
        io::CsvReader csv(path, sink);
        formats::CsvTable table(csv, sink);
        if (!table.isOpen())
            return std::nullopt;
        // "full_op_time" and "full_kernel_time" are typos of MindInsight's test files, kept for them.
        const int name = table.required({"full_op_name", "full_kernel_name", "full_op_time", "full_kernel_time"});
        const int time = table.required({"execution_time", "task_duration"});
        const int count = table.optional("execution_frequency");
        const int taskType = table.optional("task_type");
        if (!table.hasRequired(SL_MSG("diag.aicore-detail.header-is-not-a-known",
                                      "header '{header_text}' is not a known AI Core detail layout")))
            return std::nullopt;
        const std::size_t headerSize = table.headerSize();
        const std::size_t needed = table.needed();

        std::vector<OpDetail> out;
        std::vector<std::int64_t> lines; // file line of each row in `out`
        NameIndex names;
        while (csv.next()) {
            if (!formats::checkFieldCount(csv, headerSize, needed, sink))
                continue;
            const std::string_view nameText = io::trim(csv[name]);
            if (nameText.empty()) {
                sink.warn(csv.line(), SL_MSG("diag.aicore-detail.operator-name-is-empty", "operator name is empty"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            const std::uint32_t nameHash = NameIndex::hashOf(nameText);
            names.prefetch(nameHash);
            OpDetail d;
            d.fullName = std::string(nameText);
            auto ms = formats::numberCell(csv, time, "execution time", sink,
                                          SL_ONCE(SL_MSG("diag.action.row-skipped", "row skipped")));
            if (!ms)
                continue;
            if (*ms < 0) {
                sink.warn(csv.line(),
                          SL_MSG("diag.aicore-detail.execution-time-is-negative", "execution time is negative"),
                          SL_MSG("diag.action.row-skipped", "row skipped"));
                continue;
            }
            d.avgNs = msToNanos(*ms);
            if (count >= 0) {
                auto n = formats::integerCell(csv, count, "execution_frequency", sink,
                                              SL_ONCE(SL_MSG("diag.action.count-left-unknown", "count left unknown")),
                                              false);
                if (n && *n < 0)
                    sink.warn(
                        csv.line(),
                        SL_MSG("diag.aicore-detail.execution-frequency-is-negative", "execution_frequency is negative"),
                        SL_MSG("diag.action.count-left-unknown", "count left unknown"));
                else if (n)
                    d.count = *n;
            }
            if (taskType >= 0)
                d.taskType = std::string(io::trim(csv[taskType]));
            formats::reserveForFile(out, csv);
            formats::reserveForFile(lines, csv);
            out.push_back(std::move(d));
            lines.push_back(csv.line());
            const long earlier = names.findOrAdd(out, out.size() - 1, nameHash);
            if (earlier >= 0)
                sink.warn(csv.line(),
                          SL_MSG("diag.aicore-detail.operator-already-had-a-row",
                                 "operator '{full_name}' already had a row at line {earlier}")
                              .arg("full_name", formats::preview(out.back().fullName))
                              .arg("earlier", std::to_string(lines[std::size_t(earlier)])),
                          SL_MSG("diag.action.both-rows-kept", "both rows kept"));
        }
        if (out.empty())
            sink.info(0, SL_MSG("diag.aicore-detail.no-operator-rows", "no operator rows"),
                      SL_MSG("diag.action.no-ai-core-operator-times", "no AI Core operator times from this file"));
        return out;
    });
}

} // namespace steplens
