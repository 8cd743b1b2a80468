// Data-preparation panel: queue sizes, costs and CPU use from the analysis, and what it says when
// a queue or the CPU file is missing.
#include "charts/chartexport.h"
#include "charts/serieschart.h"
#include "models/batchtable.h"
#include "panels/dataprepanel.h"
#include "panels/sectionmessage.h"
#include "common/selectionstate.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QAbstractItemModelTester>
#include <QTabWidget>
#include <catch2/catch.hpp>

using namespace steplens;

namespace {
const SeriesChart::Series* seriesNamed(const SeriesChart& chart, const QString& prefix)
{
    for (int i = 0; i < chart.seriesCount(); ++i)
        if (chart.series(i).name.startsWith(prefix))
            return &chart.series(i);
    return nullptr;
}
} // namespace

TEST_CASE("Data preparation on the baseline: host queue per step, no chip queue because no sink mode")
{
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.analysis);
    REQUIRE(s.analysis->hostQueueDetail);
    const HostQueueAnalysis& host = *s.analysis->hostQueueDetail;
    SelectionState selection;
    DataPrepPanel panel(&selection);
    QAbstractItemModelTester tester(panel.batchModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    panel.resize(1200, 800);
    panel.showSnapshot(s);
    REQUIRE(panel.showsData());

    const SeriesChart::Series* hostSeries = seriesNamed(*panel.queueChart(), QStringLiteral("Host queue"));
    REQUIRE(hostSeries);
    CHECK(hostSeries->name.contains(QStringLiteral("empty for 29 of 30 batches")));
    CHECK(hostSeries->keys.size() == int(host.steps.size()));
    CHECK(hostSeries->values.first() == Approx(host.steps.front().size));
    CHECK_FALSE(seriesNamed(*panel.queueChart(), QStringLiteral("Chip queue")));
    CHECK(panel.summaryText().contains(QStringLiteral("No chip-side queue: this run is not in dataset sink mode")));
    CHECK(panel.summaryText().contains(QStringLiteral("empty when 29 of 30 batches were taken (96.7 %)")));

    REQUIRE(panel.batchModel()->rowCount() == int(host.steps.size()));
    CHECK(panel.batchModel()->index(0, 0).data(ModelRoles::SortRole).toDouble() == 1);
    // Each column reads its step's host queue record: batch, size, capacity, empty, full, get, push, total.
    auto cell = [&](int row, int column) {
        return panel.batchModel()->index(row, column).data(ModelRoles::SortRole).toDouble();
    };
    const HostQueueStep& first = host.steps.front();
    CHECK(cell(0, 1) == double(first.batch));
    CHECK(cell(0, 2) == first.size);
    CHECK(cell(0, 3) == double(first.capacity));
    CHECK(cell(0, 4) == (first.empty > 0 ? 1.0 : 0.0));
    CHECK(cell(0, 5) == (first.full > 0 ? 1.0 : 0.0));
    REQUIRE(first.getMs());
    CHECK(cell(0, 6) == Approx(*first.getMs()));
    REQUIRE(first.batchMs());
    CHECK(cell(0, 8) == Approx(*first.batchMs()));
    CHECK(panel.batchModel()->columnCount() == 9); // no chip queue columns

    // The CPU charts: whole machine and per pipeline op; MapOp_2 is emphasised when picked.
    REQUIRE(s.profile->cpu);
    CHECK(panel.cpuChart()->emptyText().isEmpty());
    CHECK(seriesNamed(*panel.cpuChart(), QStringLiteral("User")));
    const SeriesChart::Series* map = seriesNamed(*panel.opCpuChart(), QStringLiteral("MapOp_2"));
    REQUIRE(map);
    CHECK(map->values.size() == int(s.profile->cpu->ops.at(2).user.size()));
    selection.setSelectedPipelineOp(2);
    test::saveShot(&panel, QStringLiteral("dataprep-panel"));
    if (auto* tabs = panel.findChild<QTabWidget*>()) {
        tabs->setCurrentIndex(2);
        test::saveShot(&panel, QStringLiteral("dataprep-per-step"));
        tabs->setCurrentIndex(0);
    }

    // Every chart and the table are exported; PNGs at the requested size, not blank.
    test::TempDir tmp;
    int charts = 0;
    for (const ExportItem& item : panel.exportItems()) {
        if (!item.chart)
            continue;
        ++charts;
        const QString png = QString::fromStdString(tmp.file(item.id.toStdString() + ".png"));
        REQUIRE(saveWidgetImage(item.chart, png, QSize(900, 500)));
        const QImage image(png);
        CHECK(image.size() == QSize(900, 500));
        CHECK(test::colourVariety(image) > 8);
    }
    CHECK(charts == 4);
}

TEST_CASE("Data preparation in sink mode: the chip-side queue per GetNext")
{
    const ViewSnapshot s = test::exampleSnapshot("4-sink-mode");
    REQUIRE(s.analysis);
    REQUIRE(s.analysis->chipQueueDetail);
    SelectionState selection;
    DataPrepPanel panel(&selection);
    panel.resize(1200, 800);
    panel.showSnapshot(s);
    const SeriesChart::Series* chip = seriesNamed(*panel.queueChart(), QStringLiteral("Chip queue"));
    REQUIRE(chip);
    CHECK(chip->keys.size() == int(s.analysis->chipQueueDetail->steps.size()));
    CHECK(panel.summaryText().contains(QStringLiteral("Chip queue: empty at")));
    CHECK(panel.summaryText().contains(QStringLiteral("dataset sink mode")));
    test::saveShot(&panel, QStringLiteral("dataprep-sink"));
}

TEST_CASE("Data preparation on a real run: both queues, CPU samples; a message without data files")
{
    const std::string folder = test::mindinsight("run_2/normal_run/profiler");
    REQUIRE_FIXTURE(folder);
    const ViewSnapshot s = test::fixtureSnapshot(folder);
    REQUIRE(s.analysis);
    SelectionState selection;
    DataPrepPanel panel(&selection);
    panel.showSnapshot(s);
    REQUIRE(panel.showsData());
    // minddata_aicpu_1.txt: GetNext sizes 3, 2, 1.
    const SeriesChart::Series* chip = seriesNamed(*panel.queueChart(), QStringLiteral("Chip queue"));
    REQUIRE(chip);
    CHECK(chip->values == QVector<double>{3, 2, 1});
    // minddata_cpu_utilization_1.json: user 10, 20, 30 at time stamps 10, 20, 30 ms.
    const SeriesChart::Series* user = seriesNamed(*panel.cpuChart(), QStringLiteral("User"));
    REQUIRE(user);
    CHECK(user->values == QVector<double>{10, 20, 30});
    CHECK(user->keys == QVector<double>{0, 0.01, 0.02});

    // The 20-step fixture has a step trace only: the panel says what it looks for.
    const std::string stepsOnly = test::profilerFixture();
    auto run = std::make_shared<const Run>(loadRun(stepsOnly));
    std::size_t rank10 = 0;
    for (std::size_t i = 0; i < run->ranks.size(); ++i)
        if (run->ranks[i].rank == 10)
            rank10 = i;
    panel.showSnapshot(ViewSnapshot::analysedRank(run, rank10));
    CHECK_FALSE(panel.showsData());
    CHECK(panel.message()->title() == QStringLiteral("This folder has no data-preparation files"));
    CHECK(panel.exportItems().isEmpty());
}
