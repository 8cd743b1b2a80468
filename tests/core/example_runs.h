#pragma once
// The bundled example runs the tests read. Under ctest they are written once per test run, by the fixture
// test "examples for the tests" (`steplens example`), into the folder STEPLENS_TEST_EXAMPLES names: some
// forty test processes read them, and under the sanitizers a generation takes ~9 s. A test binary started
// by hand, without that variable, writes its own copy into a temporary folder once per process.
#include "example/example_runs.h"
#include "load/load.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

namespace steplens::test {

struct GeneratedExamples {
    std::unique_ptr<TempDir> own; // only when this process writes its own copy
    std::filesystem::path folder; // the folder holding README.txt and the five runs
    std::string error;
    bool ok = false;

    GeneratedExamples()
    {
        const char* shared = std::getenv("STEPLENS_TEST_EXAMPLES");
        if (shared && *shared) {
            folder = shared;
            ok = isExampleOutput(folder.string());
            for (const std::string& name : exampleRunNames())
                ok = ok && std::filesystem::is_directory(folder / name);
            if (!ok)
                error = "no example runs in " + folder.string() + " (the fixture test writes them)";
            return;
        }
        own = std::make_unique<TempDir>();
        folder = own->path() / "examples";
        ok = writeExampleRuns(folder.string(), error);
    }
    std::filesystem::path run(const char* name) const { return folder / name; }
};

inline const GeneratedExamples& exampleRuns()
{
    static GeneratedExamples g;
    return g;
}

// One example run loaded without its timeline (a single rank).
inline Run loadExample(const char* name)
{
    const auto& ex = exampleRuns();
    REQUIRE(ex.ok);
    Run run = loadRun(ex.run(name).string(), LoadOptions{false});
    REQUIRE(run.ranks.size() == 1);
    return run;
}

} // namespace steplens::test
