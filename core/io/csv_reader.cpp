#include "io/csv_reader.h"

#include "io/file_reader.h"
#include "io/line_scanner.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>

#include <sys/types.h>

namespace steplens::io {

namespace {
constexpr std::size_t kChunk = 1u << 20;
} // namespace

CsvReader::CsvReader(const std::string& path, DiagnosticSink& sink, Split split, std::size_t maxRecordBytes)
    : m_sink(sink)
    , m_split(split)
    , m_maxRecord(std::max<std::size_t>(maxRecordBytes, 1024))
{
    long long size = -1;
    m_file = openRegularFile(path, m_sink, &size);
    if (!m_file)
        return;
    m_fileSize = size;
    // Small files get a small buffer: zero-filling a full chunk per file adds up over many files.
    std::size_t initial = size >= 0 ? static_cast<std::size_t>(std::min<long long>(size + 1, kChunk)) : kChunk;
    m_buf.resize(std::min(std::max<std::size_t>(initial, 4096), m_maxRecord + 1));
}

CsvReader::~CsvReader()
{
    if (m_file)
        std::fclose(m_file);
}

bool CsvReader::startAt(std::int64_t offset)
{
    if (!m_file || offset < 0 || m_consumed != 0 || m_end != 0)
        return false;
    if (::fseeko(m_file, static_cast<off_t>(offset), SEEK_SET) != 0)
        return false;
    m_consumed = offset;
    m_firstChunk = false; // a byte order mark only starts the file
    return true;
}

bool CsvReader::fill()
{
    if (m_eof || !m_file)
        return false;
    if (m_begin > 0) {
        std::memmove(m_buf.data(), m_buf.data() + m_begin, m_end - m_begin);
        m_end -= m_begin;
        m_begin = 0;
    }
    if (m_end == m_buf.size()) {
        if (m_buf.size() > m_maxRecord)
            return false; // a record larger than allowed: the caller skips it
        m_buf.resize(std::min(m_buf.size() * 2, m_maxRecord + 1));
    }
    std::size_t got = std::fread(m_buf.data() + m_end, 1, m_buf.size() - m_end, m_file);
    if (got == 0) {
        if (std::ferror(m_file) && !m_readError) {
            m_readError = true;
            m_sink.error(m_line,
                         SL_MSG("diag.csv.read-error-the-rest-of", "read error; the rest of the file is ignored"),
                         SL_MSG("diag.action.stopped-reading", "stopped reading"));
        }
        m_eof = true;
        return false;
    }
    if (m_firstChunk) {
        m_firstChunk = false;
        if (m_end + got >= 3 && static_cast<unsigned char>(m_buf[0]) == 0xEF &&
            static_cast<unsigned char>(m_buf[1]) == 0xBB && static_cast<unsigned char>(m_buf[2]) == 0xBF) {
            m_begin = 3;
            m_consumed = 3;
        }
    }
    m_end += got;
    return true;
}

// Finds the end of the record starting at m_begin: `end` excludes the line break, `next` is
// where the following record starts. Returns false when more data is needed.
bool CsvReader::findRecordEnd(std::size_t& end, std::size_t& next)
{
    const char* base = m_buf.data();
    std::size_t i = m_begin;
    bool inQuotes = false;
    m_recordHasQuote = false;
    while (i < m_end) {
        if (!inQuotes) {
            // Fast path: jump to the next line break and check for quotes before it.
            const void* nl = std::memchr(base + i, '\n', m_end - i);
            const void* cr =
                std::memchr(base + i, '\r', (nl ? static_cast<const char*>(nl) : base + m_end) - (base + i));
            std::size_t lineEnd =
                cr ? static_cast<const char*>(cr) - base : (nl ? static_cast<const char*>(nl) - base : m_end);
            const void* q = m_split == Split::Comma ? std::memchr(base + i, '"', lineEnd - i) : nullptr;
            if (!q) {
                if (lineEnd == m_end)
                    return false;
                end = lineEnd;
                if (base[lineEnd] == '\r') {
                    if (lineEnd + 1 == m_end && !m_eof)
                        return false; // need to know whether \n follows
                    next = (lineEnd + 1 < m_end && base[lineEnd + 1] == '\n') ? lineEnd + 2 : lineEnd + 1;
                } else {
                    next = lineEnd + 1;
                }
                return true;
            }
            i = static_cast<const char*>(q) - base + 1;
            inQuotes = true;
            m_recordHasQuote = true;
            continue;
        }
        const void* q = std::memchr(base + i, '"', m_end - i);
        if (!q)
            return false;
        i = static_cast<const char*>(q) - base + 1;
        if (i < m_end && base[i] == '"') {
            ++i; // doubled quote inside a quoted field
            continue;
        }
        if (i == m_end && !m_eof)
            return false;
        inQuotes = false;
    }
    return false;
}

namespace {

std::string limitText(std::size_t bytes)
{
    return bytes >= (1u << 20) ? std::to_string(bytes >> 20) + " MiB" : std::to_string(bytes >> 10) + " KiB";
}

} // namespace

// Skips the rest of a record too long for the buffer, up to the next line break.
void CsvReader::skipLongRecord()
{
    m_sink.warn(
        m_line,
        SL_MSG("diag.csv.line-is-longer-than-the", "line is longer than {limit_text}, the most one record may hold")
            .arg("limit_text", limitText(m_maxRecord)),
        SL_MSG("diag.action.line-skipped", "line skipped"));
    std::int64_t skippedLine = m_line;
    while (true) {
        const void* nl = std::memchr(m_buf.data() + m_begin, '\n', m_end - m_begin);
        if (nl) {
            std::size_t pos = static_cast<std::size_t>(static_cast<const char*>(nl) - m_buf.data()) + 1;
            m_consumed += static_cast<std::int64_t>(pos - m_begin);
            m_begin = pos;
            break;
        }
        m_consumed += static_cast<std::int64_t>(m_end - m_begin);
        m_begin = m_end = 0;
        if (!fill())
            break;
    }
    m_line = skippedLine + 1;
}

void CsvReader::skipParsed(std::size_t bytes, std::int64_t lines)
{
    bytes = std::min(bytes, m_end - m_begin);
    m_begin += bytes;
    m_consumed += static_cast<std::int64_t>(bytes);
    m_line += lines;
}

bool CsvReader::next()
{
    m_fields.clear();
    if (!m_file)
        return false;
    while (true) {
        switch (nextPlainLine()) {
        case PlainLine::Read: return true;
        case PlainLine::Blank: continue;
        case PlainLine::NotPlain: break;
        }
        std::size_t end = 0, next = 0;
        bool unterminated = false;
        bool found = findRecordEnd(end, next);
        if (!found) {
            if (fill())
                continue;
            if (m_eof && findRecordEnd(end, next)) {
                // A record ended by a lone CR, or a quoted field closed, right at the end of the file.
            } else if (m_eof || m_readError) {
                if (m_begin >= m_end)
                    return false;
                // The last record has no line break (or an unterminated quote runs to the end).
                end = m_end;
                next = m_end;
                unterminated = true;
                m_recordHasQuote = true; // not scanned: take the careful path
            } else {
                skipLongRecord();
                continue;
            }
        }
        const char* b = m_buf.data() + m_begin;
        const char* e = m_buf.data() + end;
        m_recordLine = m_line;
        m_recordOffset = m_consumed;
        // Count the line breaks inside the record (quoted newlines) plus the terminating one. Only a
        // record with a quote can hold one: the others end at their first line break.
        std::int64_t breaks = 0;
        if (m_recordHasQuote)
            for (const char* p = b; (p = static_cast<const char*>(std::memchr(p, '\n', e - p))) != nullptr; ++p)
                ++breaks;
        m_line += breaks + 1;
        m_consumed += static_cast<std::int64_t>(next - m_begin);
        m_begin = next;
        m_raw = std::string_view(b, static_cast<std::size_t>(e - b));
        if (trim(m_raw).empty())
            continue; // blank line
        if (unterminated && !m_allowUnterminated) {
            m_sink.warn(m_recordLine,
                        SL_MSG("diag.csv.the-last-line-does-not", "the last line does not end with a line break: the "
                                                                  "file looks cut short (was it still being written?)"),
                        SL_MSG("diag.action.last-line-not-used", "last line not used"));
            return false;
        }
        if (!splitRecord(b, e)) {
            m_fields.clear();
            m_sink.warn(
                m_recordLine,
                SL_MSG("diag.csv.line-has-more-than-fields", "line has more than {max_fields_per_record} fields")
                    .arg("max_fields_per_record", std::to_string(kMaxFieldsPerRecord)),
                SL_MSG("diag.action.line-skipped", "line skipped"));
            continue;
        }
        return true;
    }
}

// Most lines end inside the window and hold no quoted line break: they are split in one pass
// (line_scanner.h). Everything else (quoted line breaks, a line across the window's end, the last
// line, limits) is left untouched for the careful path in next().
CsvReader::PlainLine CsvReader::nextPlainLine()
{
    ScannedLine line;
    const Outcome outcome =
        m_split == Split::Comma
            ? scanCommaLine(m_buf.data(), m_begin, m_end, m_eof, kMaxFieldsPerRecord, m_fields, m_scratch, line,
                            m_asWritten)
            : scanWhitespaceLine(m_buf.data(), m_begin, m_end, m_eof, kMaxFieldsPerRecord, m_fields, line);
    if (outcome == Outcome::Careful)
        return PlainLine::NotPlain;
    m_raw = std::string_view(m_buf.data() + m_begin, line.end - m_begin);
    m_recordLine = m_line;
    m_recordOffset = m_consumed;
    m_line += 1;
    m_consumed += static_cast<std::int64_t>(line.next - m_begin);
    m_begin = line.next;
    if (m_split == Split::Whitespace ? m_fields.empty() : trim(m_raw).empty()) {
        m_fields.clear();
        return PlainLine::Blank;
    }
    return PlainLine::Read;
}

bool CsvReader::splitRecord(const char* begin, const char* end)
{
    if (m_split == Split::Whitespace)
        return splitWhitespace(begin, end);
    if (m_recordHasQuote && std::memchr(begin, '"', static_cast<std::size_t>(end - begin)))
        return splitQuoted(begin, end);
    const char* p = begin;
    while (true) {
        if (m_fields.size() >= kMaxFieldsPerRecord)
            return false;
        const char* c = static_cast<const char*>(std::memchr(p, ',', static_cast<std::size_t>(end - p)));
        if (!c) {
            m_fields.emplace_back(p, static_cast<std::size_t>(end - p));
            return true;
        }
        m_fields.emplace_back(p, static_cast<std::size_t>(c - p));
        p = c + 1;
    }
}

bool CsvReader::splitQuoted(const char* begin, const char* end)
{
    // Unescape into scratch first, remembering offsets; views are made once scratch stops growing.
    // Runs between quotes and commas are copied whole: JSON inside CSV is mostly such runs.
    m_scratch.clear();
    m_scratch.reserve(static_cast<std::size_t>(end - begin));
    m_spans.clear();
    std::size_t fieldStart = 0;
    const char* p = begin;
    bool atFieldStart = true;
    while (p < end) {
        if (atFieldStart && m_spans.size() == m_asWritten) {
            // The field kept as written: up to the first comma outside quotes (a doubled quote toggles
            // out and back in, as below).
            const char* from = p;
            bool quoted = false;
            for (; p < end && (quoted || *p != ','); ++p)
                quoted = quoted != (*p == '"');
            m_scratch.append(from, static_cast<std::size_t>(p - from));
            if (p == end)
                break;
        }
        atFieldStart = false;
        const char* run = p;
        while (p < end && *p != ',' && *p != '"')
            ++p;
        m_scratch.append(run, static_cast<std::size_t>(p - run));
        if (p == end)
            break;
        if (*p == ',') {
            if (m_spans.size() >= kMaxFieldsPerRecord)
                return false;
            m_spans.emplace_back(fieldStart, m_scratch.size() - fieldStart);
            fieldStart = m_scratch.size();
            ++p;
            atFieldStart = true;
            continue;
        }
        // A quoted part: up to the closing quote, a doubled quote standing for one quote character.
        // Without a closing quote it runs to the end of the record.
        ++p;
        while (p < end) {
            const char* q = static_cast<const char*>(std::memchr(p, '"', static_cast<std::size_t>(end - p)));
            if (!q) {
                m_scratch.append(p, static_cast<std::size_t>(end - p));
                p = end;
                break;
            }
            m_scratch.append(p, static_cast<std::size_t>(q - p));
            if (q + 1 < end && q[1] == '"') {
                m_scratch.push_back('"');
                p = q + 2;
                continue;
            }
            p = q + 1;
            break;
        }
    }
    m_spans.emplace_back(fieldStart, m_scratch.size() - fieldStart);
    m_fields.reserve(m_spans.size());
    for (auto [off, len] : m_spans)
        m_fields.emplace_back(m_scratch.data() + off, len);
    return true;
}

bool CsvReader::splitWhitespace(const char* begin, const char* end)
{
    const char* p = begin;
    while (p < end) {
        while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
            ++p;
        const char* s = p;
        while (p < end && *p != ' ' && *p != '\t' && *p != '\r')
            ++p;
        if (p > s) {
            if (m_fields.size() >= kMaxFieldsPerRecord)
                return false;
            m_fields.emplace_back(s, static_cast<std::size_t>(p - s));
        }
    }
    return true;
}

namespace {
std::string lowerTrimmed(std::string_view s)
{
    s = trim(s);
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}
} // namespace

HeaderIndex::HeaderIndex(const std::vector<std::string_view>& header)
{
    m_names.reserve(header.size());
    for (auto h : header)
        m_names.push_back(lowerTrimmed(h));
}

int HeaderIndex::find(std::string_view name) const
{
    std::string key = lowerTrimmed(name);
    for (std::size_t i = 0; i < m_names.size(); ++i)
        if (m_names[i] == key)
            return static_cast<int>(i);
    return -1;
}

int HeaderIndex::findAny(std::initializer_list<std::string_view> names) const
{
    for (auto n : names) {
        int i = find(n);
        if (i >= 0)
            return i;
    }
    return -1;
}

} // namespace steplens::io
