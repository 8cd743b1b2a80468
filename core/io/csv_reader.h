#pragma once
// Streaming CSV (and whitespace-separated text) reader over a fixed, reused buffer.
//
// Memory stays bounded whatever the file holds: a record longer than the limit, or with more fields
// than kMaxFieldsPerRecord, is skipped with a diagnostic instead of being loaded. Handles LF, CRLF
// and CR line endings, a UTF-8 BOM, quoted fields with doubled quotes (JSON inside CSV), quoted line
// breaks, and blank lines. Only regular files are opened (see io::openRegularFile).
//
// A last record without a line break is how a file cut short looks (a run killed while writing, a
// partial copy): its last field may hold half a number that still parses. It is skipped with a
// warning, unless the reader's format is known to be written without a final line break.
#include "io/text.h"
#include "model/diagnostic.h"

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace steplens::io {

constexpr std::size_t kDefaultMaxRecordBytes = 16u << 20;
// A record with more fields than this is skipped: a megabyte of commas would otherwise become
// sixteen megabytes of field views.
constexpr std::size_t kMaxFieldsPerRecord = 1u << 20;

class CsvReader
{
public:
    enum class Split { Comma, Whitespace };

    CsvReader(const std::string& path, DiagnosticSink& sink, Split split = Split::Comma,
              std::size_t maxRecordBytes = kDefaultMaxRecordBytes);
    ~CsvReader();
    CsvReader(const CsvReader&) = delete;
    CsvReader& operator=(const CsvReader&) = delete;

    bool isOpen() const { return m_file != nullptr; }

    // For formats MindSpore writes without a final line break (flops_<id>.txt, cluster analysis):
    // an unterminated last record is then read like any other.
    void allowUnterminatedLastLine() { m_allowUnterminated = true; }

    // Starts reading at byte `offset`, which must be the start of a line, before the first next(): for a
    // big file read in two parts at once (the second part starts here). line() then counts from 1 at
    // `offset`; byteOffset() stays the file's. False when the file is not open or cannot seek there.
    bool startAt(std::int64_t offset);

    // Gives the field of `column` as written, quotes included, instead of unescaped: for a reader that
    // unescapes it itself only when it needs to (framework_raw's op_info, a JSON text with doubled quotes
    // that most rows repeat: its unescaping was a fifth of the file's reading). io::unquoteCsvField
    // gives the value. Comma-separated files only.
    void keepAsWritten(std::size_t column) { m_asWritten = column; }

    // Reads the next non-blank record. Fields stay valid until the next call. Returns false at the end.
    bool next();

    const std::vector<std::string_view>& fields() const { return m_fields; }
    std::size_t size() const { return m_fields.size(); }
    std::string_view operator[](std::size_t i) const { return i < m_fields.size() ? m_fields[i] : std::string_view{}; }
    std::string_view rawRecord() const { return m_raw; }

    // For a reader with a fast path of its own (the host queue's fixed five numbers): the unread bytes of
    // the window, which may end inside a line and are empty before the first next(). The reader parses
    // whole lines ending in '\n' from its start and marks them read with skipParsed(bytes, lines);
    // whatever it does not recognise it leaves to next(), which handles every case and refills the window.
    std::string_view pending() const { return std::string_view(m_buf.data() + m_begin, m_end - m_begin); }
    void skipParsed(std::size_t bytes, std::int64_t lines);

    std::int64_t line() const { return m_recordLine; }         // 1-based line where the record starts
    std::int64_t byteOffset() const { return m_recordOffset; } // offset of the record in the file
    std::int64_t bytesRead() const { return m_consumed; }
    std::int64_t nextLine() const { return m_line; }     // the line number at bytesRead()
    std::int64_t fileSize() const { return m_fileSize; } // when opened; -1 when unknown
    bool hadReadError() const { return m_readError; }

private:
    enum class PlainLine { Read, Blank, NotPlain };
    PlainLine nextPlainLine();
    bool fill();
    bool findRecordEnd(std::size_t& end, std::size_t& next);
    bool splitRecord(const char* begin, const char* end);
    bool splitQuoted(const char* begin, const char* end);
    bool splitWhitespace(const char* begin, const char* end);
    void skipLongRecord();

    DiagnosticSink& m_sink;
    std::FILE* m_file = nullptr;
    Split m_split;
    std::size_t m_asWritten = static_cast<std::size_t>(-1); // the column given as written (keepAsWritten)
    std::size_t m_maxRecord;
    std::vector<char> m_buf;
    std::size_t m_begin = 0; // start of unconsumed data in m_buf
    std::size_t m_end = 0;   // end of valid data in m_buf
    bool m_eof = false;
    bool m_readError = false;
    bool m_firstChunk = true;
    bool m_allowUnterminated = false;
    bool m_recordHasQuote = false; // the current record holds a quote (set by findRecordEnd)
    std::int64_t m_fileSize = -1;
    std::int64_t m_consumed = 0; // file offset of m_buf[m_begin]
    std::int64_t m_line = 1;     // line number at m_begin
    std::int64_t m_recordLine = 0;
    std::int64_t m_recordOffset = 0;
    std::string_view m_raw;
    std::vector<std::string_view> m_fields;
    std::string m_scratch;
    std::vector<std::pair<std::size_t, std::size_t>> m_spans; // splitQuoted's field offsets, reused
};

// Column lookup by header name, ignoring surrounding whitespace and case.
class HeaderIndex
{
public:
    HeaderIndex() = default;
    explicit HeaderIndex(const std::vector<std::string_view>& header);
    int find(std::string_view name) const; // -1 when absent
    int findAny(std::initializer_list<std::string_view> names) const;
    const std::vector<std::string>& names() const { return m_names; }

private:
    std::vector<std::string> m_names; // lower-cased, trimmed
};

} // namespace steplens::io
