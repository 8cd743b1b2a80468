#pragma once
// What every reader returns: the value it could read (or nothing) and the problems it met.
#include "model/diagnostic.h"

#include <exception>
#include <new>
#include <optional>
#include <string>

namespace steplens {

template <typename T>
struct ReadResult {
    std::optional<T> value;
    Diagnostics diagnostics;
};

// Runs a reader body and turns any escaping exception into a diagnostic, so that nothing throws
// out of core whatever the input holds (allocation failure on absurd sizes included).
template <typename T, typename Body>
ReadResult<T> guardedRead(const std::string& path, Body&& body)
{
    ReadResult<T> result;
    try {
        DiagnosticSink sink(result.diagnostics, path);
        result.value = body(sink);
        sink.flushSuppressed();
    } catch (const std::bad_alloc&) {
        result.value.reset();
        result.diagnostics.push_back(
            Diagnostic::error(path, SL_MSG("diag.read.not-enough-memory", "not enough memory to read this file"),
                              SL_MSG("diag.action.file-ignored", "file ignored")));
    } catch (const std::exception& e) {
        result.value.reset();
        result.diagnostics.push_back(Diagnostic::error(
            path, SL_MSG("diag.read.unexpected-error", "unexpected error: {reason}").arg("reason", e.what()),
            SL_MSG("diag.action.file-ignored", "file ignored")));
    } catch (...) {
        result.value.reset();
        result.diagnostics.push_back(Diagnostic::error(path,
                                                       SL_MSG("diag.read.unexpected-error-unknown", "unexpected error"),
                                                       SL_MSG("diag.action.file-ignored", "file ignored")));
    }
    return result;
}

} // namespace steplens
