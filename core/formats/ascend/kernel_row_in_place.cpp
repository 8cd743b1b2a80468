// kernel_details.csv rows read in place, straight from io::CsvReader's window (formats/lines_in_place.h).
//
// Why: a kernel row has 8 to 70 fields, and splitting every line into field views and then reading each
// cell through the general helpers took most of a big file's read (BENCHMARKS.md, "Rows in place for the
// kernel and memory tables"). Here one pass walks the line's fields in column order and keeps views of the
// cells it needs; a text cell that repeats the string its column (or, for the name, the kernel that followed
// the previous one last time) had before is recognised by comparing bytes, without looking for its end or
// hashing it.
//
// The rule that keeps this honest: a line is read here only when the careful path (readRow) would read it
// without a diagnostic and without the rounding check, and then it gives exactly readRow's row, string ids
// included (new strings are interned in readRow's order). Anything else (a field count that differs from
// the header's, a quote outside the """shape""" form, an empty name, a number that is not plain, a line
// break that is not LF or CRLF) returns nullptr and readRow reads the line. A test reads files of odd and
// plain rows both ways, in one part and in two, and compares every row and diagnostic.
#include "formats/ascend/kernel_row_parser.h"

#include "formats/cells_in_place.h"
#include "model/string_pool.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>

namespace steplens::formats {

using namespace inplace;

const KernelRowParser::KnownText& KernelRowParser::knownText(std::uint32_t id)
{
    if (m_knownTexts.size() <= id)
        m_knownTexts.resize(std::max<std::size_t>(2 * std::size_t(id), 64));
    KnownText& t = m_knownTexts[id];
    if (t.state == KnownText::NotYet) {
        const std::string_view text = m_out.strings.view(id);
        const char* const end = text.data() + text.size();
        t.state = !text.empty() && unquotedFieldEnd(text.data(), end) == end ? KnownText::Plain : KnownText::Other;
        t.size = std::uint32_t(text.size());
        const std::size_t head = std::min<std::size_t>(text.size(), 8);
        if (head > 0)
            std::memcpy(&t.head, text.data(), head); // little-endian: the first byte is the lowest
        t.mask = head == 8 ? ~std::uint64_t(0) : (std::uint64_t(1) << (8 * head)) - 1;
    }
    return t;
}

std::vector<KernelCell> kernelCells(const KernelColumns& c)
{
    std::vector<KernelCell> cells(c.headerSize, KernelCell::Skip);
    auto set = [&](int col, KernelCell cell) {
        if (col >= 0 && std::size_t(col) < cells.size())
            cells[std::size_t(col)] = cell;
    };
    set(c.step, KernelCell::Step);
    set(c.device, KernelCell::Device);
    set(c.model, KernelCell::Model);
    set(c.task, KernelCell::Task);
    set(c.stream, KernelCell::Stream);
    set(c.name, KernelCell::Name);
    set(c.type, KernelCell::Type);
    set(c.opState, KernelCell::OpState);
    set(c.core, KernelCell::Core);
    set(c.start, KernelCell::Start);
    set(c.duration, KernelCell::Duration);
    set(c.wait, KernelCell::Wait);
    set(c.blockDim, KernelCell::BlockDim);
    set(c.mixBlockDim, KernelCell::MixBlockDim);
    set(c.hf32, KernelCell::Hf32);
    set(c.inShapes, KernelCell::InShapes);
    set(c.inTypes, KernelCell::InTypes);
    set(c.inFormats, KernelCell::InFormats);
    set(c.outShapes, KernelCell::OutShapes);
    set(c.outTypes, KernelCell::OutTypes);
    set(c.outFormats, KernelCell::OutFormats);
    for (int col : c.metrics)
        set(col, KernelCell::Metric);
    return cells;
}

const char* KernelRowParser::rowInPlace(const char* p, const char* const end)
{
    // readRow sizes the tables at the first row it reads; until then every line goes to it.
    if (m_out.rows.capacity() == 0 || (!m_c.metrics.empty() && m_out.metrics.capacity() == 0))
        return nullptr;
    // Per cell (by KernelCell): its text in m_cellText (a shape: inside its quotes), or, when its bit is
    // set in `recognised`, its string id in `ids`, or in `parsed`, its number in `numbers`. The columns a
    // header lacks keep an empty text, which reads as a missing cell, as readRow reads them.
    std::array<std::uint32_t, kKernelCells> ids;
    std::array<long long, kKernelCells> numbers;
    std::uint32_t recognised = 0, parsed = 0, quotedShapes = 0;

    const std::size_t columns = m_cells.size();
    for (std::size_t col = 0; col < columns; ++col) {
        if (p == end)
            return nullptr;
        const bool lastField = col + 1 == columns;
        const KernelCell what = m_cells[col];
        const std::size_t k = std::size_t(what);
        const std::uint32_t bit = std::uint32_t(1) << k;
        const char* fieldEnd = nullptr;
        // A text cell that repeats what its column had (readRow's guesses, the same ones): its id is known.
        auto recognise = [&](std::uint32_t id) {
            if (id == 0 || *p == '"')
                return;
            const KnownText& t = knownText(id);
            const std::size_t n = t.size;
            if (t.state != KnownText::Plain || std::size_t(end - p) <= std::max<std::size_t>(n, 8))
                return;
            std::uint64_t head;
            std::memcpy(&head, p, 8); // the first eight bytes at once (the window holds them)
            if ((head & t.mask) != t.head ||
                (n > 8 && !sameText(std::string_view(p + 8, n - 8), m_out.strings.view(id).substr(8))) ||
                !(lastField ? p[n] == '\n' || p[n] == '\r' : p[n] == ','))
                return;
            ids[k] = id;
            recognised |= bit;
            fieldEnd = p + n;
        };
        // A number in its plainest form, ending its cell: read on the way (numbers are most of the cells).
        auto number = [&](const char* numberEnd, long long value) {
            if (numberEnd && numberEnd != end && endsCell(*numberEnd)) {
                numbers[k] = value;
                parsed |= bit;
                fieldEnd = numberEnd;
            }
        };
        long long value = 0;
        switch (what) {
        case KernelCell::Name:
            recognise(m_guess[m_previousName].next);
            break;
        case KernelCell::Type:
            if (recognised & (1u << std::size_t(KernelCell::Name)))
                recognise(m_guess[ids[std::size_t(KernelCell::Name)]].type);
            break;
        case KernelCell::OpState:
        case KernelCell::Core:
        case KernelCell::InTypes:
        case KernelCell::InFormats:
        case KernelCell::OutTypes:
        case KernelCell::OutFormats:
            recognise(m_lastId[col]);
            break;
        case KernelCell::Step:
        case KernelCell::Device:
        case KernelCell::Model:
        case KernelCell::Task:
        case KernelCell::Stream:
        case KernelCell::BlockDim:
        case KernelCell::MixBlockDim: {
            const char* q = plainIntegerAt(p, end, value);
            number(q, value);
            break;
        }
        case KernelCell::Start:
        case KernelCell::Duration:
        case KernelCell::Wait: {
            const char* q = plainMicrosAt(p, end, value);
            number(q, value);
            break;
        }
        default:
            break;
        }
        const char* textEnd = fieldEnd; // the cell's text is [p, textEnd): inside the quotes of a quoted cell
        if (fieldEnd) {
            // read on the way
        } else if (*p != '"') {
            textEnd = fieldEnd = unquotedFieldEnd(p, end);
            if (fieldEnd == end || *fieldEnd == '"')
                return nullptr;
        } else if ((what == KernelCell::InShapes || what == KernelCell::OutShapes) && end - p >= 7 && p[1] == '"' &&
                   p[2] == '"') {
            // """text""": CsvReader reads "text", and readRow takes those quotes off: the text between.
            textEnd = quotedTextEnd(p + 3, end);
            if (end - textEnd < 4 || textEnd[0] != '"' || textEnd[1] != '"' || textEnd[2] != '"')
                return nullptr;
            p += 3;
            fieldEnd = textEnd + 3;
            quotedShapes |= bit;
        } else {
            // "text" (torch_npu quotes its start times this way, with a tab inside).
            if (!(textEnd = quotedCellTextEnd(p, end)))
                return nullptr;
            ++p;
            fieldEnd = textEnd + 1;
        }
        if (!((recognised | parsed) & bit)) {
            const std::string_view text(p, std::size_t(textEnd - p));
            if (what == KernelCell::Metric)
                m_metricCells[m_metricOf[col]] = text;
            else if (what != KernelCell::Skip)
                m_cellText[k] = text;
        }
        if (!(p = nextCell(fieldEnd, end, lastField)))
            return nullptr;
    }

    // readRow's reading of the cells, in its order (ids of new strings depend on it), without its warnings.
    auto has = [](std::uint32_t mask, KernelCell what) { return (mask >> std::size_t(what)) & 1u; };
    auto at = [&](KernelCell what) { return m_cellText[std::size_t(what)]; };
    auto integer = [&](KernelCell what, long long& out) {
        if (!has(parsed, what))
            return integerOf(at(what), out);
        out = numbers[std::size_t(what)];
        return Cell::Value;
    };
    auto micros = [&](KernelCell what, Nanos& out) {
        if (!has(parsed, what))
            return microsOf(at(what), out);
        out = numbers[std::size_t(what)];
        return Cell::Value;
    };
    // readRow's smallInt: a value out of T's range, or a missing cell, gives `fallback`.
    auto smallInt = [&](KernelCell what, auto fallback, auto& out) {
        using T = decltype(fallback);
        long long v = 0;
        const Cell c = integer(what, v);
        out = c == Cell::Value && v >= std::numeric_limits<T>::min() && v <= std::numeric_limits<T>::max()
                  ? static_cast<T>(v)
                  : fallback;
        return c != Cell::Careful;
    };
    const bool nameKnown = has(recognised, KernelCell::Name);
    const std::string_view name = nameKnown ? std::string_view() : textOf(at(KernelCell::Name));
    if (!nameKnown && name.empty())
        return nullptr;
    KernelRow r;
    if (micros(KernelCell::Start, r.start) != Cell::Value || micros(KernelCell::Duration, r.duration) != Cell::Value ||
        r.duration < 0 || micros(KernelCell::Wait, r.wait) == Cell::Careful)
        return nullptr;
    KernelAttributes a;
    long long taskId = 0;
    const Cell task = integer(KernelCell::Task, taskId);
    if (task == Cell::Careful || (m_c.step >= 0 && !smallInt(KernelCell::Step, std::int32_t(-1), r.step)) ||
        !smallInt(KernelCell::Device, std::int16_t(-1), a.deviceId) ||
        !smallInt(KernelCell::Model, std::uint32_t(0xffffffffu), a.modelId) ||
        !smallInt(KernelCell::Stream, std::int32_t(-1), r.streamId) ||
        !smallInt(KernelCell::BlockDim, std::int32_t(-1), r.blockDim) ||
        !smallInt(KernelCell::MixBlockDim, std::int32_t(-1), a.mixBlockDim))
        return nullptr;
    if (task == Cell::Value)
        r.taskId = taskId;
    // The metrics are the last thing that can send the line to readRow: read them before anything is interned.
    const std::size_t metricsBefore = m_out.metrics.size();
    for (const std::string_view text : m_metricCells) {
        float v = 0;
        if (!kernelMetricOf(text, v)) {
            m_out.metrics.resize(metricsBefore);
            return nullptr;
        }
        m_out.metrics.push_back(v);
    }

    if (nameKnown)
        r.name = m_previousName = ids[std::size_t(KernelCell::Name)];
    else
        r.name = internName(name);
    if (has(recognised, KernelCell::Type)) {
        r.type = ids[std::size_t(KernelCell::Type)];
    } else if (const std::string_view type = textOf(at(KernelCell::Type)); type.empty()) {
        r.type = r.name;
        m_out.typeFromName = true;
    } else {
        r.type = internType(r.name, type);
    }
    auto text = [&](KernelCell what, int col) -> std::uint32_t {
        if (has(recognised, what))
            return ids[std::size_t(what)];
        const std::string_view t = has(quotedShapes, what) ? at(what) : textOf(at(what));
        return t.empty() ? 0 : internText(col, t);
    };
    r.core = text(KernelCell::Core, m_c.core);
    a.opState = text(KernelCell::OpState, m_c.opState);
    a.hf32 = hf32Of(textOf(at(KernelCell::Hf32)));
    r.attributes = m_out.attributeSets.intern(a);
    KernelShapes s;
    s.inputShapes = text(KernelCell::InShapes, m_c.inShapes);
    s.inputDtypes = text(KernelCell::InTypes, m_c.inTypes);
    s.inputFormats = text(KernelCell::InFormats, m_c.inFormats);
    s.outputShapes = text(KernelCell::OutShapes, m_c.outShapes);
    s.outputDtypes = text(KernelCell::OutTypes, m_c.outTypes);
    s.outputFormats = text(KernelCell::OutFormats, m_c.outFormats);
    r.shapes = m_out.shapeSets.intern(s);
    m_out.rows.push_back(r);
    return p;
}

} // namespace steplens::formats
