// `steplens export`: files written outside the profiler folder, sizes, exit codes.
#include "gui/exportcommand.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QFile>
#include <catch2/catch.hpp>

#include <filesystem>

using namespace steplens;

TEST_CASE("steplens export writes a PNG per chart and a CSV per table of every rank")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    test::TempDir out;
    const std::string outDir = out.file("exported");
    REQUIRE(exportCommand({folder, "--out", outDir}) == 0);
    namespace fs = std::filesystem;
    for (const char* name : {"rank0-step-trace.png", "rank0-step-table.csv", "rank10-step-trace.png",
                             "rank10-step-table.csv", "problems.csv"})
        CHECK(fs::exists(fs::path(outDir) / name));
    CHECK_FALSE(fs::exists(fs::path(outDir) / "rank1-step-trace.png")); // rank 1 has no step trace
    const QImage image(QString::fromStdString((fs::path(outDir) / "rank0-step-trace.png").string()));
    CHECK(image.size() == QSize(1600, 900));
    CHECK(test::colourVariety(image) > 20);

    QFile csv(QString::fromStdString((fs::path(outDir) / "rank0-step-table.csv").string()));
    REQUIRE(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    CHECK(lines[0] == "Step,Iteration gap (ms),Forward+backward (ms),Tail (ms),Total (ms),Stream 10 reduce (ms),"
                      "Stream 11 reduce (ms)");
    CHECK(lines[2] == "2,90.37809,17.14377,23.00344,130.5253,5.2535,0.33409");
}

TEST_CASE("steplens export: one rank, a chosen size, and its refusals")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    test::TempDir out;
    REQUIRE(exportCommand({folder, "--out", out.file("r10"), "--rank", "10", "--size", "800x600"}) == 0);
    CHECK(QImage(QString::fromStdString(out.file("r10/rank10-step-trace.png"))).size() == QSize(800, 600));
    CHECK_FALSE(std::filesystem::exists(out.file("r10/rank0-step-trace.png")));

    CHECK(exportCommand({folder}) == 2);                                // no --out
    CHECK(exportCommand({folder, "--out", folder + "/exported"}) == 2); // inside the profiler folder
    CHECK_FALSE(std::filesystem::exists(folder + "/exported"));
    CHECK(exportCommand({folder, "--out", out.file("x"), "--size", "big"}) == 2); // bad size
    CHECK(exportCommand({out.file("missing"), "--out", out.file("y")}) == 1);     // nothing to read
    CHECK(exportCommand({folder, "--out", out.file("z"), "--rank", "5"}) == 1);   // no such rank
}

TEST_CASE("steplens export on the example baseline: the operator, data and findings charts and tables too")
{
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    test::TempDir out;
    const std::string outDir = out.file("exported");
    REQUIRE(exportCommand({examples.run("1-baseline").string(), "--out", outDir, "--size", "1200x700"}) == 0);
    namespace fs = std::filesystem;
    for (const char* name :
         {"rank0-aicore-types-chart.png", "rank0-queue-sizes.png", "rank0-batch-costs.png", "rank0-cpu-machine.png",
          "rank0-cpu-pipeline-ops.png", "rank0-pipeline.png", "rank0-timeline.png"}) {
        INFO(name);
        const QImage image(QString::fromStdString((fs::path(outDir) / name).string()));
        CHECK(image.size() == QSize(1200, 700));
        CHECK(test::colourVariety(image) > 8);
    }
    for (const char* name : {"rank0-aicore-types.csv", "rank0-aicore-operators.csv", "rank0-aicore-scopes.csv",
                             "rank0-aicpu-operators.csv", "rank0-data-batches.csv", "rank0-findings.csv"})
        CHECK(fs::exists(fs::path(outDir) / name));
    QFile findings(QString::fromStdString((fs::path(outDir) / "rank0-findings.csv").string()));
    REQUIRE(findings.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = findings.readAll().split('\n');
    CHECK(lines[0] == "Severity,Finding,Impact (ms per step),Measured,Threshold,Unit,Scope,Id");
    CHECK(lines[1].startsWith("high,"));
    CHECK(lines[1].endsWith(",data-processing-bottleneck"));
}

TEST_CASE("steplens export of a many-rank folder adds the Cluster view's cluster-*.png and cluster-*.csv")
{
    namespace fs = std::filesystem;
    const std::string level1 = test::fixture("Ascend/msinsight/test/data/pytorch/text/level1");
    REQUIRE_FIXTURE(level1);
    test::TempDir out;
    REQUIRE(exportCommand({level1, "--out", out.file("job"), "--no-timeline", "--size", "1000x600"}) == 0);
    for (const char* name :
         {"cluster-phases.png", "cluster-heatmap.png", "cluster-communication.png", "cluster-link-matrix.png",
          "cluster-links.csv", "cluster-ranks.csv", "cluster-steps.csv", "rank0-step-trace.png", "report.md"})
        CHECK(fs::exists(fs::path(out.file("job")) / name));
    QFile steps(QString::fromStdString(out.file("job/cluster-steps.csv")));
    REQUIRE(steps.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = steps.readAll().split('\n');
    CHECK(lines[0] == "Rank,Step 50 (ms)");
    CHECK(lines[1].startsWith("0,154.4835"));

    // cluster_analysis_output alone: the cluster from its summaries, and a report.md that starts with it.
    const std::string cluster = test::fixture("Ascend/msprof-analyze/test/resource/advisor/cluster_analysis_output");
    REQUIRE_FIXTURE(cluster);
    REQUIRE(exportCommand({cluster, "--out", out.file("cao")}) == 0);
    CHECK(fs::exists(fs::path(out.file("cao")) / "cluster-phases.png"));
    QFile md(QString::fromStdString(out.file("cao/report.md")));
    REQUIRE(md.open(QIODevice::ReadOnly));
    CHECK(md.readAll().contains("## Cluster: 8 ranks"));
}
