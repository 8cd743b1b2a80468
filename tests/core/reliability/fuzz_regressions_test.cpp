// Replays every input under tests/fuzz/regressions/<target>/ through the reader of that fuzz
// target (the same table the libFuzzer targets use), so a crash the fuzzers found stays fixed. In
// the sanitizer build (.ci/sanitize) a memory error or undefined behaviour fails the test too.
#include "fuzz_readers.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

TEST_CASE("fuzz regressions: every input the fuzzers or the review found is read without failing")
{
    fs::path root = fs::path(STEPLENS_FUZZ_DIR) / "regressions";
    REQUIRE(fs::is_directory(root));
    std::vector<fs::path> inputs;
    for (const auto& e : fs::recursive_directory_iterator(root))
        if (e.is_regular_file() && e.path().filename() != "README.md")
            inputs.push_back(e.path());
    std::sort(inputs.begin(), inputs.end());
    REQUIRE(inputs.size() >= 5);
    for (const auto& input : inputs) {
        const std::string target = input.parent_path().filename().string();
        INFO("target " << target << ", input " << input.filename().string());
        const steplens::fuzz::ReaderEntry& entry = steplens::fuzz::reader(target.c_str());
        std::ifstream in(input, std::ios::binary);
        std::ostringstream bytes;
        bytes << in.rdbuf();
        steplens::test::TempDir dir;
        std::string path = dir.write(entry.fileName, bytes.str());
        CHECK_NOTHROW(entry.read(path));
    }
}
