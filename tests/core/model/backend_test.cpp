#include "model/backend.h"

#include <catch2/catch.hpp>

#include <string>

using namespace steplens;

TEST_CASE("Backend: the report's names and back")
{
    CHECK(std::string(backendName(Backend::Ascend)) == "ascend");
    CHECK(std::string(backendName(Backend::Gpu)) == "gpu");
    CHECK(std::string(backendName(Backend::Cpu)) == "cpu");
    CHECK(std::string(backendName(Backend::Unknown)).empty()); // the report writes null for it
    for (Backend b : {Backend::Ascend, Backend::Gpu, Backend::Cpu}) {
        const auto back = backendNamed(backendName(b));
        REQUIRE(back.has_value());
        CHECK(*back == b);
    }
    // Only the exact lower-case names: the file-name prefixes and the JSON are written that way.
    CHECK_FALSE(backendNamed("").has_value());
    CHECK_FALSE(backendNamed("Ascend").has_value());
    CHECK_FALSE(backendNamed("npu").has_value());
    CHECK_FALSE(backendNamed("gpu_").has_value());
}
