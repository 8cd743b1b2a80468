#pragma once
// A problem found while reading or analysing a profiler folder. Core never throws: every reader
// returns its data together with a list of these, and the UI shows them in the Problems panel.
#include "text/message.h"

#include <cstdint>
#include <string>
#include <vector>

namespace steplens {

enum class Severity { Info, Warning, Error };

const char* severityName(Severity s);

// A diagnostic's message or action: always a translatable Message (SL_MSG), so that every problem can be
// shown in the user's language (issue 18). Plain strings are refused at compile time; data such as file
// names, cells and numbers goes into the message's arguments.
class DiagnosticText
{
public:
    DiagnosticText(Message m)
        : m_message(std::move(m))
    {}
    DiagnosticText(const char*) = delete;
    DiagnosticText(const std::string&) = delete;
    DiagnosticText(std::string&&) = delete;
    operator Message&&() && { return std::move(m_message); }
    Message take() && { return std::move(m_message); }
    const Message& message() const { return m_message; }

private:
    Message m_message;
};

struct Diagnostic {
    Severity severity = Severity::Warning;
    std::string file;             // path of the file concerned (empty for folder-wide problems)
    std::int64_t line = 0;        // 1-based line number; 0 when the problem concerns the whole file
    std::int64_t byteOffset = -1; // byte offset into the file where known, else -1
    Message message;              // what was wrong
    Message action;               // what was done about it: "row skipped", "column ignored", "file ignored"...

    // Named constructors, so a diagnostic says what it is instead of six positional fields. They concern
    // the whole file or folder (line 0, no byte offset); at() places one at a line or byte of the file.
    static Diagnostic info(std::string file, DiagnosticText message, DiagnosticText action = Message());
    static Diagnostic warning(std::string file, DiagnosticText message, DiagnosticText action);
    static Diagnostic error(std::string file, DiagnosticText message, DiagnosticText action);
    static Diagnostic make(Severity severity, std::string file, DiagnosticText message, DiagnosticText action);
    Diagnostic at(std::int64_t atLine, std::int64_t atByteOffset = -1) &&;
};

using Diagnostics = std::vector<Diagnostic>;

// Collects diagnostics for one file, so readers do not repeat the file name at every call.
class DiagnosticSink
{
public:
    DiagnosticSink(Diagnostics& out, std::string file)
        : m_out(out)
        , m_file(std::move(file))
    {}

    void warn(std::int64_t line, DiagnosticText message, DiagnosticText action)
    {
        add(Severity::Warning, line, std::move(message), std::move(action));
    }
    void error(std::int64_t line, DiagnosticText message, DiagnosticText action)
    {
        add(Severity::Error, line, std::move(message), std::move(action));
    }
    void info(std::int64_t line, DiagnosticText message, DiagnosticText action = Message())
    {
        add(Severity::Info, line, std::move(message), std::move(action));
    }
    void add(Severity s, std::int64_t line, DiagnosticText message, DiagnosticText action,
             std::int64_t byteOffset = -1);

    // Repeated row-level problems are capped so a broken million-row file yields a readable list.
    std::size_t suppressed() const { return m_suppressed; }
    // Counts `count` problems as found and not listed (those another sink over part of the file left out).
    void addSuppressed(std::size_t count) { m_suppressed += count; }
    void flushSuppressed();
    const std::string& file() const { return m_file; }
    Diagnostics& out() { return m_out; }

private:
    Diagnostics& m_out;
    std::string m_file;
    std::size_t m_count = 0;
    std::size_t m_suppressed = 0;
};

constexpr std::size_t kMaxDiagnosticsPerFile = 50;

} // namespace steplens
