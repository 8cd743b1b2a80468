#pragma once
// Two reads of one kernel_details.csv gave the same: every row, string, shape and attribute set, metric and
// diagnostic (one part against two, rows in place against the careful path).
#include "model/ascend_output.h"
#include "model/diagnostic.h"

#include <catch2/catch.hpp>

#include <cstring>

namespace steplens::test {

inline void requireSameDiagnostics(const Diagnostics& a, const Diagnostics& b)
{
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        INFO("diagnostic " << i << ": " << a[i].message.english() << " / " << b[i].message.english());
        CHECK(a[i].severity == b[i].severity);
        CHECK(a[i].line == b[i].line);
        CHECK(a[i].byteOffset == b[i].byteOffset);
        CHECK(a[i].message.english() == b[i].message.english());
        CHECK(a[i].action.english() == b[i].action.english());
    }
}

inline void requireSameKernels(const KernelDetails& a, const KernelDetails& b)
{
    REQUIRE(a.rows.size() == b.rows.size());
    for (std::size_t i = 0; i < a.rows.size(); ++i) {
        const KernelRow& x = a.rows[i];
        const KernelRow& y = b.rows[i];
        INFO("row " << i);
        REQUIRE(x.start == y.start);
        REQUIRE(x.duration == y.duration);
        REQUIRE(x.wait == y.wait);
        REQUIRE(x.taskId == y.taskId);
        REQUIRE(x.step == y.step);
        REQUIRE(x.streamId == y.streamId);
        REQUIRE(x.blockDim == y.blockDim);
        REQUIRE(x.name == y.name);
        REQUIRE(x.type == y.type);
        REQUIRE(x.core == y.core);
        REQUIRE(x.shapes == y.shapes);
        REQUIRE(x.attributes == y.attributes);
    }
    REQUIRE(a.strings.size() == b.strings.size());
    for (std::uint32_t i = 0; i < a.strings.size(); ++i)
        REQUIRE(a.strings.at(i) == b.strings.at(i));
    REQUIRE(a.shapeSets.size() == b.shapeSets.size());
    for (std::uint32_t i = 0; i < a.shapeSets.size(); ++i)
        REQUIRE(a.shapeSets.at(i) == b.shapeSets.at(i));
    REQUIRE(a.attributeSets.size() == b.attributeSets.size());
    for (std::uint32_t i = 0; i < a.attributeSets.size(); ++i)
        REQUIRE(a.attributeSets.at(i) == b.attributeSets.at(i));
    CHECK(a.metricNames == b.metricNames);
    REQUIRE(a.metrics.size() == b.metrics.size());
    if (!a.metrics.empty()) // memcmp on an empty vector's null data() is undefined (UBSan says so)
        CHECK(std::memcmp(a.metrics.data(), b.metrics.data(), a.metrics.size() * sizeof(float)) == 0);
    CHECK(a.hasStep == b.hasStep);
    CHECK(a.typeFromName == b.typeFromName);
    CHECK(a.hasShapes == b.hasShapes);
    CHECK(a.sources == b.sources);
}

} // namespace steplens::test
