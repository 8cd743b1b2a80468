#pragma once
// The bundled example runs, generated once per test process into a temporary folder.
#include "example/example_runs.h"
#include "temp_dir.h"

#include <filesystem>
#include <string>

namespace steplens::test {

struct GeneratedExamples {
    TempDir dir;
    std::string error;
    bool ok = false;
    GeneratedExamples() { ok = writeExampleRuns((dir.path() / "examples").string(), error); }
    std::filesystem::path run(const char* name) const { return dir.path() / "examples" / name; }
};

inline const GeneratedExamples& exampleRuns()
{
    static GeneratedExamples g;
    return g;
}

} // namespace steplens::test
