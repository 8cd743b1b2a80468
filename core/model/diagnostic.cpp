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

void DiagnosticSink::add(Severity s, std::int64_t line, Message message, Message action,
                         std::int64_t byteOffset)
{
    if (m_count >= kMaxDiagnosticsPerFile) {
        ++m_suppressed;
        return;
    }
    ++m_count;
    m_out.push_back(Diagnostic{s, m_file, line, byteOffset, std::move(message), std::move(action)});
}

void DiagnosticSink::flushSuppressed()
{
    if (m_suppressed == 0)
        return;
    m_out.push_back(Diagnostic{
        Severity::Warning, m_file, 0, -1,
        SL_MSG("diag.diagnostic.more-problems-of-this-file", "{m_suppressed} more problems of this file are not listed")
            .arg("m_suppressed", std::to_string(m_suppressed)),
        SL_MSG("diag.action.same-handling-as-above", "same handling as above")});
    m_suppressed = 0;
}

} // namespace steplens
