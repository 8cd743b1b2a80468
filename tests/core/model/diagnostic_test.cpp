#include "model/diagnostic.h"

#include <catch2/catch.hpp>

#include <string>
#include <type_traits>

using namespace steplens;

TEST_CASE("Diagnostic factory: severity, file, message and action; whole file unless placed")
{
    const Diagnostic w = Diagnostic::warning("/run/step_trace.csv", SL_MSG("test.diag.empty", "file is empty"),
                                             SL_MSG("test.diag.ignored", "file ignored"));
    CHECK(w.severity == Severity::Warning);
    CHECK(w.file == "/run/step_trace.csv");
    CHECK(w.line == 0);
    CHECK(w.byteOffset == -1);
    CHECK(w.message.id() == "test.diag.empty");
    CHECK(w.message.english() == "file is empty");
    CHECK(w.action.english() == "file ignored");

    const Diagnostic e = Diagnostic::error("/run", SL_MSG("test.diag.cannot-open", "cannot open the folder"),
                                           SL_MSG("test.diag.nothing", "nothing loaded"));
    CHECK(e.severity == Severity::Error);
    CHECK(e.message.english() == "cannot open the folder");
    CHECK(e.message.translatable());

    const Diagnostic i = Diagnostic::info("/run/a.json", SL_MSG("test.diag.db", "read from the database"));
    CHECK(i.severity == Severity::Info);
    CHECK(i.action.empty());

    const Diagnostic m = Diagnostic::make(Severity::Error, "/run/x.csv", SL_MSG("test.diag.bad", "bad"),
                                          SL_MSG("test.diag.skipped", "row skipped"));
    CHECK(m.severity == Severity::Error);
    CHECK(m.action.english() == "row skipped");
}

// A diagnostic is always shown in the user's language: plain strings do not compile as its message or
// action (data goes into a message's arguments).
static_assert(!std::is_constructible_v<DiagnosticText, const char*>);
static_assert(!std::is_constructible_v<DiagnosticText, std::string>);
static_assert(!std::is_convertible_v<std::string, DiagnosticText>);
static_assert(std::is_constructible_v<DiagnosticText, Message>);

TEST_CASE("Diagnostic factory: at() places it at a line and byte, the rest kept")
{
    const Diagnostic row = Diagnostic::warning("/run/x.csv", SL_MSG("test.diag.fields", "row has 3 fields"),
                                               SL_MSG("test.diag.skipped", "row skipped"))
                               .at(12);
    CHECK(row.line == 12);
    CHECK(row.byteOffset == -1);
    CHECK(row.file == "/run/x.csv");
    CHECK(row.message.english() == "row has 3 fields");

    const Diagnostic byte = Diagnostic::info("/run/t.json", SL_MSG("test.diag.trailing", "trailing bytes")).at(0, 4096);
    CHECK(byte.line == 0);
    CHECK(byte.byteOffset == 4096);
    CHECK(byte.severity == Severity::Info);
}

TEST_CASE("DiagnosticSink: the factory's diagnostics, capped per file")
{
    Diagnostics out;
    DiagnosticSink sink(out, "/run/big.csv");
    for (std::size_t i = 0; i < kMaxDiagnosticsPerFile + 5; ++i)
        sink.warn(std::int64_t(i + 2), SL_MSG("test.diag.bad-row", "bad row"),
                  SL_MSG("test.diag.skipped", "row skipped"));
    sink.flushSuppressed();
    REQUIRE(out.size() == kMaxDiagnosticsPerFile + 1);
    CHECK(out.front().line == 2);
    CHECK(out.front().file == "/run/big.csv");
    CHECK(out.back().line == 0);
    CHECK(out.back().message.english() == "5 more problems of this file are not listed");
}
