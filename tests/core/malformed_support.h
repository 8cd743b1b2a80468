#pragma once
// Shared checks of the malformed-input tests: copying a run, naming the sections a profile holds,
// finding the diagnostics of one file, and the guarantees every load must keep (nothing escaped as
// an exception, the report still serialises to valid UTF-8).
#include "example_runs.h"
#include "io/text.h"
#include "load/load.h"
#include "report/report.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace steplens::test {

namespace fs = std::filesystem;

// The baseline example run without its timeline files, copied into `dir`/`where` (the returned folder).
inline fs::path copyBaseline(const TempDir& dir, const fs::path& where = "profiler")
{
    const auto& examples = exampleRuns();
    REQUIRE(examples.ok);
    fs::path folder = dir.path() / where;
    fs::create_directories(folder);
    for (const auto& e : fs::directory_iterator(examples.run("1-baseline")))
        if (e.path().filename().string().find("timeline") == std::string::npos)
            fs::copy_file(e.path(), folder / e.path().filename());
    return folder;
}

// Copies the regular files of `from` (recursively) into `to`, which is created.
inline void copyFolder(const fs::path& from, const fs::path& to)
{
    fs::create_directories(to);
    for (const auto& e : fs::recursive_directory_iterator(from)) {
        fs::path target = to / fs::relative(e.path(), from);
        if (e.is_directory())
            fs::create_directories(target);
        else if (e.is_regular_file())
            fs::copy_file(e.path(), target, fs::copy_options::overwrite_existing);
    }
}

// Names of the sections a profile holds, as the corpus's expect.json files spell them.
inline std::set<std::string> presentSections(const Profile& p)
{
    std::set<std::string> s;
    auto add = [&](bool present, const char* name) {
        if (present)
            s.insert(name);
    };
    add(p.stepTrace.has_value(), "step_trace");
    add(p.stepTrace && !p.stepTrace->fpStartOps.empty(), "step_points");
    add(p.operators.has_value(), "operators");
    if (p.operators) {
        const Operators& o = *p.operators;
        add(!o.framework.empty(), "framework");
        add(!o.aicoreDetails.empty(), "aicore_detail");
        add(!o.aicoreTypes.empty(), "aicore_types");
        add(!o.aicpuTasks.empty(), "aicpu");
        add(!o.flops.empty(), "flops");
        add(!o.flopsSummary.empty(), "flops_summary");
        add(!o.backendTypes.empty(), "backend_types");
        add(!o.backendDetails.empty(), "backend_details");
    }
    add(p.pipeline.has_value(), "pipeline");
    add(p.pipelineSummary.has_value(), "pipeline_summary");
    add(p.cpu.has_value(), "cpu");
    add(p.hostQueue.has_value(), "host_queue");
    add(p.chipQueue.has_value(), "chip_queue");
    add(p.info.has_value(), "profiler_info");
    add(p.hccl.has_value(), "hccl");
    add(p.clusterAnalyse.has_value(), "cluster_analyse");
    return s;
}

inline std::vector<const Diagnostic*> allDiagnostics(const Run& run)
{
    std::vector<const Diagnostic*> out;
    for (const auto& d : run.diagnostics)
        out.push_back(&d);
    for (const auto& p : run.ranks)
        for (const auto& d : p.diagnostics)
            out.push_back(&d);
    return out;
}

// Diagnostics whose file is `fileName` (compared by last path component).
inline std::vector<const Diagnostic*> diagnosticsFor(const Run& run, const std::string& fileName)
{
    std::vector<const Diagnostic*> out;
    for (const Diagnostic* d : allDiagnostics(run))
        if (io::baseName(d->file) == fileName)
            out.push_back(d);
    return out;
}

inline std::string describe(const std::vector<const Diagnostic*>& diags)
{
    std::string s;
    for (const Diagnostic* d : diags)
        s += std::string(severityName(d->severity)) + " " + std::string(io::baseName(d->file)) + ":" +
             std::to_string(d->line) + ": " + d->message.english() + " -> " + d->action.english() + "\n";
    return s.empty() ? "(no diagnostics)" : s;
}

inline std::string describe(const Run& run)
{
    return describe(allDiagnostics(run));
}

// English prose a Chinese user would see untranslated in `m`: the text itself when it carries no message
// id (a diagnostic's message and action are always sentences; data such as names, paths and numbers only
// goes into their arguments), and any part or plain argument without an id that reads as a sentence:
// four or more English words in a row.
inline std::vector<std::string> untranslatedProse(const Message& m)
{
    static const std::regex sentence("([A-Za-z]{2,}[,:;]? ){3,}[A-Za-z]{2,}");
    std::vector<const Message*> parts;
    m.collect(parts);
    std::vector<std::string> out;
    if (!m.empty() && !m.translatable())
        out.push_back(m.source());
    for (const Message* part : parts) {
        if (part != &m && !part->translatable() && std::regex_search(part->source(), sentence))
            out.push_back(part->source());
        for (const Message::Arg& a : part->args())
            if (!a.message && std::regex_search(a.value, sentence))
                out.push_back("{" + a.name + "} = " + a.value);
    }
    return out;
}

// The guarantees of every load, whatever the input: no exception reached guardedRead or loadRank
// (they turn one into these messages), the JSON report serialises to valid UTF-8, and every diagnostic
// can be shown in Chinese (issue 18: a diagnostic built from English strings stays English).
inline void checkLoadGuarantees(const Run& run)
{
    for (const Diagnostic* d : allDiagnostics(run)) {
        INFO(describe({d}));
        CHECK(untranslatedProse(d->message) == std::vector<std::string>{});
        CHECK(untranslatedProse(d->action) == std::vector<std::string>{});
        CHECK(d->message.english().rfind("unexpected error", 0) != 0);
        CHECK(d->message.english().rfind("loading stopped", 0) != 0);
        CHECK(d->message.english().rfind("not enough memory", 0) != 0);
        CHECK_FALSE(d->action.empty());
    }
    std::string text;
    REQUIRE_NOTHROW(text = reportJson(run).dump(2));
    CHECK(io::isValidUtf8(text));
}

} // namespace steplens::test
