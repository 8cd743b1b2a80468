#include "cli/common.h"

#include "io/json_write.h"

#include <cstdlib>
#include <iostream>
#include <memory>
#include <vector>

namespace steplens::cli {

namespace {
TranslatorFactory g_translatorFactory = nullptr;

bool isChinese(const std::string& name)
{
    return name.size() >= 2 && (name[0] == 'z' || name[0] == 'Z') && (name[1] == 'h' || name[1] == 'H') &&
           (name.size() == 2 || name[2] == '_' || name[2] == '-' || name[2] == '.');
}
} // namespace

void setTranslatorFactory(TranslatorFactory factory)
{
    g_translatorFactory = factory;
}

std::optional<std::string> languageOption(const std::optional<std::string>& value)
{
    if (!value)
        return std::string("en");
    std::string v = *value;
    if (v == "system") {
        v.clear();
        for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANG"})
            if (const char* s = std::getenv(var); s && *s) {
                v = s;
                break;
            }
        return isChinese(v) ? std::string("zh_CN") : std::string("en");
    }
    if (isChinese(v))
        return std::string("zh_CN");
    if (v == "en" || v.rfind("en_", 0) == 0 || v == "C" || v == "POSIX")
        return std::string("en");
    return std::nullopt;
}

bool applyAnalysisOptions(Args& args, ReportOptions& options, const char* command)
{
    const auto lang = languageOption(args.value("lang"));
    if (!lang) {
        std::cerr << "steplens " << command << ": unknown language '" << *args.value("lang")
                  << "' (use zh_CN, en or system)\n";
        return false;
    }
    if (*lang != "en") {
        options.translator = g_translatorFactory ? g_translatorFactory(*lang) : nullptr;
        if (!options.translator)
            std::cerr << "steplens " << command << ": no " << *lang
                      << " translation in this build (it comes with the Qt part); writing English\n";
    }
    auto batch = args.intValue("batch-size");
    auto skip = args.intValue("skip-steps");
    if (!args.ok()) {
        std::cerr << "steplens " << command << ": " << args.error() << "\n";
        return false;
    }
    if ((batch && *batch <= 0) || (skip && *skip < 0)) {
        std::cerr << "steplens " << command << ": --batch-size must be positive and --skip-steps not negative\n";
        return false;
    }
    if (batch)
        options.analysis.steps.batchSize = static_cast<int>(*batch);
    if (skip)
        options.analysis.steps.skipFirstSteps = static_cast<std::size_t>(*skip);
    if (auto file = args.value("thresholds")) {
        Diagnostics d;
        bool ok = options.analysis.thresholds.loadFile(*file, d);
        for (const auto& x : d)
            std::cerr << "steplens " << command << ": " << x.file << ": " << x.message.text(options.translator)
                      << (x.action.empty() ? "" : " (" + x.action.text(options.translator) + ")") << "\n";
        if (!ok)
            return false;
    }
    return true;
}

std::optional<Run> loadForCommand(const std::string& dir, const LoadOptions& options, const char* command,
                                  const Translator* translator)
{
    Run run = loadRun(dir, options);
    bool any = false;
    for (const auto& p : run.ranks)
        any = any || !p.filesRead.empty();
    if (any)
        return run;
    std::cerr << "steplens " << command << ": " << dir << ": ";
    bool said = false;
    for (const auto& d : run.diagnostics)
        if (d.severity == Severity::Error) {
            std::cerr << (said ? "; " : "") << d.message.text(translator);
            said = true;
        }
    if (!said)
        std::cerr << "no profiler data could be read";
    std::cerr << "\n";
    return std::nullopt;
}


std::vector<std::shared_ptr<void>>& keptUntilExit()
{
    // Never destroyed: not even at exit, which is the point.
    static auto* kept = new std::vector<std::shared_ptr<void>>();
    return *kept;
}

void writeJson(std::ostream& out, const nlohmann::ordered_json& json)
{
    // In parts written side by side, each a big block: nlohmann's stream adapter would hand every token
    // to std::ostream::write, one locked fwrite each for std::cout (io/json_write.h).
    io::writeIndentedJson(out, json);
    out << "\n";
}

} // namespace steplens::cli
