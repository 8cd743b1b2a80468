#pragma once
// Pieces shared by the sub-commands: loading a folder with a clear message on failure, and the
// analysis options (--batch-size, --skip-steps, --thresholds).
#include "cli/args.h"
#include "load/load.h"
#include "report/report.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace steplens::cli {

// The options every analysing command accepts.
inline const std::set<std::string> kAnalysisOptions = {"batch-size", "skip-steps", "thresholds", "lang"};

// The Translator for a language ("zh_CN"), null for English. The Qt part of the build registers the
// compiled-in translations (main.cpp); a build without Qt has none and reports in English.
using TranslatorFactory = const Translator* (*)(const std::string& language);
void setTranslatorFactory(TranslatorFactory factory);

// The language --lang asks for: "en" without the option (reports are English unless asked, so
// scripts and pasted reports do not change with the terminal's locale), "zh_CN" for zh, zh_CN,
// zh_CN.UTF-8..., the locale's (LC_ALL, LC_MESSAGES, LANG) for "system"; nullopt for anything else.
std::optional<std::string> languageOption(const std::optional<std::string>& value);

// Fills `options` from the parsed arguments (also options.translator from --lang); prints the
// problem and returns false on bad input.
bool applyAnalysisOptions(Args& args, ReportOptions& options, const char* command);

// Loads `dir`; prints why and returns nullopt when nothing could be read.
std::optional<Run> loadForCommand(const std::string& dir, const LoadOptions& options, const char* command,
                                  const Translator* translator = nullptr);

// Writes `json` indented by two, then a line break, straight to `out` rather than through one string
// the size of the document (7 MB for 50,000 steps): invalid UTF-8 is replaced, as dump() would.
void writeJson(std::ostream& out, const nlohmann::ordered_json& json);

// Values a command hands over when its output is written, to live until the process ends.
std::vector<std::shared_ptr<void>>& keptUntilExit();

// The command exits next, and the system takes a process's pages back at once, where freeing a loaded
// run's and a report's allocations one by one takes tens of milliseconds (BENCHMARKS.md, "CSV
// folders"). The values stay reachable from keptUntilExit(), so leak checkers do not report them.
template <typename T>
void keepUntilExit(T&& value)
{
    keptUntilExit().push_back(std::make_shared<std::decay_t<T>>(std::forward<T>(value)));
}

} // namespace steplens::cli
