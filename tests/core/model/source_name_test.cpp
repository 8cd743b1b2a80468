// A table's source file as the texts name it (model/source_name.h).
#include "model/source_name.h"

#include <catch2/catch.hpp>

using namespace steplens;

TEST_CASE("sourceName: the first source's file name, or the usual file without one")
{
    CHECK(sourceName({"/data/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/analysis.db"}, "step_trace_time.csv") ==
          "analysis.db");
    CHECK(sourceName({"/a/ASCEND_PROFILER_OUTPUT/ascend_pytorch_profiler_0.db", "/a/analysis.db"},
                     "communication.json") == "ascend_pytorch_profiler_0.db");
    CHECK(sourceName({"C:\\runs\\rank0\\step_trace_time.csv"}, "x") == "step_trace_time.csv");
    CHECK(sourceName({"step_trace_time.csv"}, "x") == "step_trace_time.csv");
    CHECK(sourceName({}, "kernel_details.csv") == "kernel_details.csv");
    CHECK(sourceFileName("a/b/op_statistic.csv") == "op_statistic.csv");
}
