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

struct Diagnostic {
    Severity severity = Severity::Warning;
    std::string file;             // path of the file concerned (empty for folder-wide problems)
    std::int64_t line = 0;        // 1-based line number; 0 when the problem concerns the whole file
    std::int64_t byteOffset = -1; // byte offset into the file where known, else -1
    Message message;              // what was wrong
    Message action;               // what was done about it: "row skipped", "column ignored", "file ignored"...

    // Named constructors, so a diagnostic says what it is instead of six positional fields. They concern
    // the whole file or folder (line 0, no byte offset); at() places one at a line or byte of the file.
    static Diagnostic info(std::string file, Message message, Message action = {});
    static Diagnostic warning(std::string file, Message message, Message action);
    static Diagnostic error(std::string file, Message message, Message action);
    static Diagnostic make(Severity severity, std::string file, Message message, Message action);
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

    void warn(std::int64_t line, Message message, Message action)
    {
        add(Severity::Warning, line, std::move(message), std::move(action));
    }
    void error(std::int64_t line, Message message, Message action)
    {
        add(Severity::Error, line, std::move(message), std::move(action));
    }
    void info(std::int64_t line, Message message, Message action = {})
    {
        add(Severity::Info, line, std::move(message), std::move(action));
    }
    void add(Severity s, std::int64_t line, Message message, Message action, std::int64_t byteOffset = -1);

    // Repeated row-level problems are capped so a broken million-row file yields a readable list.
    std::size_t suppressed() const { return m_suppressed; }
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
