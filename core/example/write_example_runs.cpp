// writeExampleRuns: renders every run in memory, then writes each one under a temporary name and
// renames it into place, so a run folder is either complete or absent.
#include "example/example_runs.h"

#include "example/example_plan.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace fs = std::filesystem;

namespace steplens {

namespace {

const char* const kTempPrefix = ".steplens-example-";

bool writeFile(const fs::path& path, const std::string& bytes, std::string& error)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.close();
    if (!out) {
        error = "cannot write " + path.string();
        return false;
    }
    return true;
}

// Checks that `root` may be written: missing, empty, or a previous example output with nothing else.
bool checkTarget(const fs::path& root, std::string& error)
{
    std::error_code ec;
    auto status = fs::status(root, ec);
    if (ec && ec != std::errc::no_such_file_or_directory) {
        error = "cannot inspect " + root.string() + ": " + ec.message();
        return false;
    }
    if (!fs::exists(status))
        return true;
    if (!fs::is_directory(status)) {
        error = root.string() + " exists and is not a folder";
        return false;
    }
    const auto& names = exampleRunNames();
    std::vector<std::string> foreign;
    bool empty = true;
    for (fs::directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
        std::string name = it->path().filename().string();
        empty = false;
        bool ours = name == "README.txt" || name.rfind(kTempPrefix, 0) == 0 ||
                    std::find(names.begin(), names.end(), name) != names.end();
        if (!ours)
            foreign.push_back(name);
    }
    if (ec) {
        error = "cannot list " + root.string() + ": " + ec.message();
        return false;
    }
    if (empty)
        return true;
    if (!isExampleOutput(root.string())) {
        error = root.string() + " is not empty and does not hold StepLens example runs; choose a new or empty folder";
        return false;
    }
    if (!foreign.empty()) {
        error = root.string() + " holds example runs but also '" + foreign.front() +
                "'; choose a new or empty folder, or remove what is not an example run";
        return false;
    }
    return true;
}

// Writes one folder's files under a temporary name, then swaps it in for `final`.
bool writeFolder(const fs::path& root, const std::string& name, const std::vector<example::RunFile>& files,
                 std::string& error)
{
    std::error_code ec;
    const fs::path tmp = root / (kTempPrefix + name), old = root / (kTempPrefix + std::string("old-") + name),
                   final = root / name;
    fs::remove_all(tmp, ec);
    fs::remove_all(old, ec);
    if (!fs::create_directory(tmp, ec)) {
        error = "cannot create " + tmp.string() + (ec ? ": " + ec.message() : std::string());
        return false;
    }
    for (const auto& [file, bytes] : files)
        if (!writeFile(tmp / file, bytes, error)) {
            fs::remove_all(tmp, ec);
            return false;
        }
    bool hadOld = fs::exists(final, ec);
    if (hadOld) {
        fs::rename(final, old, ec);
        if (ec) {
            error = "cannot replace " + final.string() + ": " + ec.message();
            fs::remove_all(tmp, ec);
            return false;
        }
    }
    fs::rename(tmp, final, ec);
    if (ec) {
        error = "cannot rename " + tmp.string() + " to " + final.string() + ": " + ec.message();
        std::error_code ignored;
        fs::remove_all(tmp, ignored);
        if (hadOld)
            fs::rename(old, final, ignored); // put the previous run back
        return false;
    }
    fs::remove_all(old, ec);
    return true;
}

bool writeAll(const std::string& outDir, std::string& error)
{
    if (outDir.empty()) {
        error = "no output folder given";
        return false;
    }
    const fs::path root(outDir);
    if (!checkTarget(root, error))
        return false;
    std::error_code ec;
    fs::create_directories(root, ec);
    if (ec) {
        error = "cannot create " + root.string() + ": " + ec.message();
        return false;
    }
    // The README goes first: it marks the folder as example output, so an interrupted generation
    // can simply be run again.
    const fs::path readmeTmp = root / (kTempPrefix + std::string("README.txt"));
    if (!writeFile(readmeTmp, example::readmeText(), error))
        return false;
    fs::rename(readmeTmp, root / "README.txt", ec);
    if (ec) {
        error = "cannot write " + (root / "README.txt").string() + ": " + ec.message();
        return false;
    }
    for (const auto& spec : example::runSpecs())
        if (!writeFolder(root, spec.folder, example::renderRun(spec), error))
            return false;
    return true;
}

} // namespace

namespace example {

std::vector<RunFile> renderRun(const RunSpec& spec)
{
    RunPlan plan = planRun(spec);
    std::vector<RunFile> files;
    writeInfoFiles(plan, files);
    writeStepTraceFiles(plan, files);
    writeOperatorFiles(plan, files);
    writePipelineFiles(plan, files);
    writeQueueFiles(plan, files);
    writeTimelineFiles(plan, files);
    return files;
}

} // namespace example

const std::vector<std::string>& exampleRunNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const auto& spec : example::runSpecs())
            out.push_back(spec.folder);
        return out;
    }();
    return names;
}

bool isExampleOutput(const std::string& dir)
{
    std::ifstream in(fs::path(dir) / "README.txt", std::ios::binary);
    std::string first;
    if (!in || !std::getline(in, first))
        return false;
    std::string readme = example::readmeText();
    return first == readme.substr(0, readme.find('\n'));
}

bool writeExampleRuns(const std::string& outDir, std::string& error)
{
    try {
        return writeAll(outDir, error);
    } catch (const std::exception& e) {
        error = std::string("example generation failed: ") + e.what();
    } catch (...) {
        error = "example generation failed";
    }
    return false;
}

} // namespace steplens
