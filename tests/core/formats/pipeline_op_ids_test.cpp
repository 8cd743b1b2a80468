// Op ids of the pipeline CSV are kept as bits for small ids and in a set for the others
// (formats/dataprep/op_id_set.h): repeats and unknown parents or children must be found in both.
#include "diagnostic_checks.h"
#include "formats/dataprep/op_id_set.h"
#include "formats/dataprep/pipeline_reader.h"
#include "pipeline_raw_header.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <climits>

using namespace steplens;

TEST_CASE("Pipeline op id set: small, negative and huge ids")
{
    formats::PipelineOpIdSet ids;
    for (int id : {0, 5, 1000, -1, -7, INT_MIN, INT_MAX, 1 << 24, (1 << 24) - 1}) {
        CHECK_FALSE(ids.contains(id));
        CHECK(ids.insert(id));
        CHECK(ids.contains(id));
        CHECK_FALSE(ids.insert(id)); // a repeat
    }
    CHECK_FALSE(ids.contains(1));
    CHECK_FALSE(ids.contains(999));
    CHECK_FALSE(ids.contains(1 << 23));
    CHECK_FALSE(ids.contains(-2));
    CHECK_FALSE(ids.contains((1 << 24) + 1));
}

TEST_CASE("pipeline raw CSV: repeated and unknown ids outside the small range")
{
    test::TempDir dir;
    const std::string header = test::kPipelineRawHeader;
    std::string path = dir.write("minddata_pipeline_raw_0.csv",
                                 header + "0,Batch,4,\"[1, 2]\",1.5,4,0.375,10,,\"[-7, 20000000, 3]\"\n" // line 2
                                          "-7,Map,2,\"[1]\",1,4,0.25,10,0,\n"                            // line 3
                                          "20000000,Map,2,\"[1]\",1,4,0.25,10,0,\n"                      // line 4
                                          "-7,Map,2,\"[1]\",1,4,0.25,10,0,\n"              // line 5: repeat
                                          "20000000,Map,2,\"[1]\",1,4,0.25,10,0,\n"        // line 6: repeat
                                          "5,TFReader,2,\"[1]\",1,4,0.25,10,30000000,\n"); // line 7
    auto r = readPipelineRaw(path);
    REQUIRE(r.value);
    CHECK(r.value->ops.size() == 4);
    CHECK(test::hasDiagnostic(r.diagnostics, 5, "second row skipped"));
    CHECK(test::hasDiagnostic(r.diagnostics, 6, "second row skipped"));
    CHECK(test::mentions(r.diagnostics, "op 5 names parent 30000000, which is not in the file"));
    CHECK(test::mentions(r.diagnostics, "op 0 names child 3, which is not in the file"));
    CHECK_FALSE(test::mentions(r.diagnostics, "names child -7"));
    CHECK_FALSE(test::mentions(r.diagnostics, "names child 20000000"));
    CHECK(r.value->find(0)->children == std::vector<int>{-7, 20000000, 3});
}
