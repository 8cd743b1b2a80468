#include "model/diagnostic.h"

namespace steplens {

const char* severityName(Severity s)
{
    switch (s) {
    case Severity::Info: return "info";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
    }
    return "warning";
}

Diagnostic Diagnostic::make(Severity severity, std::string file, DiagnosticText message, DiagnosticText action)
{
    Diagnostic d;
    d.severity = severity;
    d.file = std::move(file);
    d.message = std::move(message).take();
    d.action = std::move(action).take();
    return d;
}

Diagnostic Diagnostic::info(std::string file, DiagnosticText message, DiagnosticText action)
{
    return make(Severity::Info, std::move(file), std::move(message), std::move(action));
}

Diagnostic Diagnostic::warning(std::string file, DiagnosticText message, DiagnosticText action)
{
    return make(Severity::Warning, std::move(file), std::move(message), std::move(action));
}

Diagnostic Diagnostic::error(std::string file, DiagnosticText message, DiagnosticText action)
{
    return make(Severity::Error, std::move(file), std::move(message), std::move(action));
}

Diagnostic Diagnostic::at(std::int64_t atLine, std::int64_t atByteOffset) &&
{
    line = atLine;
    byteOffset = atByteOffset;
    return std::move(*this);
}

void DiagnosticSink::add(Severity s, std::int64_t line, DiagnosticText message, DiagnosticText action,
                         std::int64_t byteOffset)
{
    if (m_count >= kMaxDiagnosticsPerFile) {
        ++m_suppressed;
        return;
    }
    ++m_count;
    m_out.push_back(Diagnostic::make(s, m_file, std::move(message), std::move(action)).at(line, byteOffset));
}

void DiagnosticSink::flushSuppressed()
{
    if (m_suppressed == 0)
        return;
    m_out.push_back(Diagnostic::warning(
        m_file,
        SL_MSG("diag.diagnostic.more-problems-of-this-file", "{m_suppressed} more problems of this file are not listed")
            .arg("m_suppressed", std::to_string(m_suppressed)),
        SL_MSG("diag.action.same-handling-as-above", "same handling as above")));
    m_suppressed = 0;
}

} // namespace steplens
