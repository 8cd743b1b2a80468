// Every diagnostic the real fixtures give can be shown in Chinese: its message and action are
// translatable messages, not English built from strings (issue 18). The malformed-input tests make the
// same check on broken files (checkLoadGuarantees); this one covers what real folders say: unused
// files, spreadsheet-rounded cells, written averages that disagree, the database export's source.
#include "fixtures.h"
#include "load/load.h"
#include "malformed_support.h"

#include <catch2/catch.hpp>

using namespace steplens;

TEST_CASE("the untranslated-prose check finds English sentences and lets data through")
{
    CHECK(test::untranslatedProse(Message("another timeline file of this rank was used")).size() == 1);
    CHECK(test::untranslatedProse(SL_MSG("x.y", "{what} was skipped").arg("what", "the third row was bad")).size() ==
          1);
    CHECK(test::untranslatedProse(SL_MSG("x.y", "a sentence in the source is translated")).empty());
    // Data is fine as an argument, and a sentence-free argument passes; a bare literal never does.
    CHECK(test::untranslatedProse(SL_MSG("x.z", "{column} {value} is not a number")
                                      .arg("column", "Timestamp(us)")
                                      .arg("value", "'Default/network/Conv2D-op1'"))
              .empty());
    CHECK(test::untranslatedProse(Message("ascend_pytorch_profiler_0.db")).size() == 1);
    CHECK(test::untranslatedProse(Message()).empty());
}

TEST_CASE("every diagnostic of the fixture folders is translatable")
{
    const char* folders[] = {
        "mindspore-ai/mindinsight/tests/utils/resource/profiler",
        "mindspore-ai/mindinsight/tests/utils/resource/run_1/normal_run/profiler",
        "mindspore-ai/mindinsight/tests/utils/resource/run_2/normal_run/profiler",
        "mindspore-ai/mindinsight/tests/utils/resource/run_4/normal_run/profiler",
        "mindspore-ai/mindinsight/tests/utils/resource/cluster_propose",
        "mindspore-ai/mindinsight-history/ef910d4e92/tests/utils/resource/profiler",
        "Ascend/msinsight/server/src/test/test_data/test_rank_1",
        "Ascend/msinsight/server/src/test/test_data/full_db",
        "Ascend/msinsight/test/data/pytorch/db/level1",
        "Ascend/msinsight/test/data/pytorch/text/level1",
        "Ascend/msinsight/test/st/level2",
    };
    std::size_t loaded = 0, diagnostics = 0;
    for (const char* relative : folders) {
        const std::string dir = test::fixture(relative);
        if (dir.empty())
            continue;
        ++loaded;
        const Run run = loadRun(dir);
        for (const Diagnostic* d : test::allDiagnostics(run)) {
            ++diagnostics;
            INFO(relative << "\n" << test::describe({d}));
            CHECK(test::untranslatedProse(d->message) == std::vector<std::string>{});
            CHECK(test::untranslatedProse(d->action) == std::vector<std::string>{});
        }
    }
    if (loaded == 0) {
        WARN("skipped: ../shared/fixtures is absent, so this test of real data cannot run");
        return;
    }
    CHECK(loaded == std::size(folders));
    CHECK(diagnostics > 20); // these folders are known to give diagnostics; none read means the paths moved
}
