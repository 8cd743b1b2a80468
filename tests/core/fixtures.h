#pragma once
// Locating test inputs: the real fixtures in ../shared (skipped, with a message, where absent) and
// the project's own small files under tests/data.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace steplens::test {

inline std::string sharedDir()
{
    if (const char* env = std::getenv("STEPLENS_SHARED"))
        return env;
    return STEPLENS_SHARED_DIR;
}

// Path of a file under ../shared/fixtures, or empty when the fixtures are absent.
inline std::string fixture(const std::string& relative)
{
    std::filesystem::path p = std::filesystem::path(sharedDir()) / "fixtures" / relative;
    std::error_code ec;
    return std::filesystem::exists(p, ec) ? p.string() : std::string();
}

inline std::string mindinsight(const std::string& relative)
{
    return fixture("mindspore-ai/mindinsight/tests/utils/resource/" + relative);
}

// MindStudio Insight's sample data under ../shared/fixtures (torch_npu and MindSpore 2.x layouts).
inline const std::string kMsinsight = "Ascend/msinsight/";
inline const std::string kHistory = "mindspore-ai/mindinsight-history/";
// The torch_npu database exports (level0, level1, level2).
inline const std::string kPytorchDb = kMsinsight + "test/data/pytorch/db/";

// A file of one rank's ASCEND_PROFILER_OUTPUT in the MindStudio Insight samples, or empty when absent.
inline std::string ascendOutput(const std::string& rankDir, const std::string& file)
{
    return fixture(kMsinsight + rankDir + "/ASCEND_PROFILER_OUTPUT/" + file);
}

inline std::string testData(const std::string& relative)
{
    return (std::filesystem::path(STEPLENS_TEST_DATA_DIR) / relative).string();
}

} // namespace steplens::test

// Skips the rest of a test case (with a visible message) when a fixture path is empty.
#define REQUIRE_FIXTURE(path)                                                                                          \
    do {                                                                                                               \
        if ((path).empty()) {                                                                                          \
            WARN("skipped: ../shared/fixtures is absent, so this test of real data cannot run");                       \
            return;                                                                                                    \
        }                                                                                                              \
    } while (0)
