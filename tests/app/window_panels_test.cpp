// The main window with the example baseline: every new panel filled, evidence links reach the step
// trace, the thresholds dialog re-runs the analysis, and screenshots (light and dark) for review.
#include "charts/pipelinegraphview.h"
#include "charts/steptracechart.h"
#include "common/analysissettings.h"
#include "common/selectionstate.h"
#include "gui/mainwindow.h"
#include "jobs/runloader.h"
#include "models/stepdetailmodel.h"
#include "models/thresholdsmodel.h"
#include "panels/dataprepanel.h"
#include "panels/findingcard.h"
#include "panels/operatorspanel.h"
#include "panels/pipelinepanel.h"
#include "panels/steptracepanel.h"
#include "panels/thresholdsdialog.h"
#include "panels/tuningassistantpanel.h"
#include "widget_test_util.h"
#include "window_test_util.h"

#include <QApplication>
#include <QDockWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <catch2/catch.hpp>

using namespace steplens;

TEST_CASE("main window on the example baseline: panels filled, evidence jumps, thresholds re-run the analysis")
{
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    MainWindow w;
    w.resize(1600, 950);
    w.show();
    REQUIRE(test::openAndWait(w, examples.run("1-baseline").string(), 20000));
    auto* steps = test::panelOf<StepTracePanel>(w);
    auto* operators = test::panelOf<OperatorsPanel>(w);
    auto* data = test::panelOf<DataPrepPanel>(w);
    auto* assistant = test::panelOf<TuningAssistantPanel>(w);
    REQUIRE((steps && operators && data && assistant));
    REQUIRE(operators->waitForTables());
    CHECK(operators->showsTables());
    CHECK(data->showsData());
    REQUIRE_FALSE(assistant->findingIds().isEmpty());
    CHECK(assistant->findingIds().first() == QStringLiteral("data-processing-bottleneck"));
    QTest::qWait(50);
    test::saveShot(&w, QStringLiteral("window-baseline"));

    // A Steps evidence selects its steps in the step trace and brings the step trace forward.
    w.dock(QStringLiteral("operatorsPanel"))->raise();
    FindingCard* gap = assistant->card(QStringLiteral("long-iteration-gap"));
    REQUIRE(gap);
    int evidence = -1;
    for (std::size_t i = 0; i < gap->finding().evidence.size(); ++i)
        if (!gap->finding().evidence[i].steps.empty())
            evidence = int(i);
    REQUIRE(evidence >= 0);
    const long long worst = gap->finding().evidence[std::size_t(evidence)].steps.front();
    gap->activateEvidence(evidence);
    CHECK(w.selection()->selectedStep() == worst);
    CHECK(steps->stepDetail()->step() == worst);
    QTest::qWait(50);
    CHECK(steps->isVisible());
    test::saveShot(&w, QStringLiteral("window-step-evidence"));

    // The pipeline-op evidence brings the data-preparation panel forward.
    FindingCard* bottleneck = assistant->card(QStringLiteral("data-processing-bottleneck"));
    REQUIRE(bottleneck);
    for (std::size_t i = 0; i < bottleneck->finding().evidence.size(); ++i)
        if (bottleneck->finding().evidence[i].kind == Evidence::Kind::Cpu)
            bottleneck->activateEvidence(int(i));
    QTest::qWait(50);
    CHECK(data->isVisible());
    test::saveShot(&w, QStringLiteral("window-dataprep"));

    // The pipeline-op evidence brings the pipeline graph forward with MapOp_2 selected.
    auto* pipeline = test::panelOf<PipelinePanel>(w);
    REQUIRE(pipeline);
    for (std::size_t i = 0; i < bottleneck->finding().evidence.size(); ++i)
        if (bottleneck->finding().evidence[i].kind == Evidence::Kind::PipelineOp)
            bottleneck->activateEvidence(int(i));
    QTest::qWait(50);
    CHECK(pipeline->isVisible());
    CHECK(pipeline->graph()->selectedNode() == pipeline->graph()->graphLayout().opNode(2));
    test::saveShot(&w, QStringLiteral("window-pipeline"));
    w.dock(QStringLiteral("operatorsPanel"))->raise();
    QTest::qWait(50);
    test::saveShot(&w, QStringLiteral("window-operators"));

    // Raising iteration_gap_ms above the gap (77.5 ms) in the dialog: long-iteration-gap disappears.
    REQUIRE(assistant->thresholdsButton()->isVisible());
    QObject::connect(assistant, &TuningAssistantPanel::thresholdsDialogOpened, assistant, [](QWidget* dialog) {
        QTimer::singleShot(0, dialog, [dialog] {
            auto* d = static_cast<ThresholdsDialog*>(dialog);
            test::saveShot(d, QStringLiteral("thresholds-dialog"));
            d->model()->setValue(QStringLiteral("iteration_gap_ms"), 100);
            d->accept();
        });
    });
    assistant->thresholdsButton()->click();
    CHECK(w.analysisSettings()->thresholds().get(ThresholdKey::IterationGapMs) == 100);
    QTest::qWait(20);
    REQUIRE(test::waitForRun(w, 20000));
    CHECK_FALSE(assistant->findingIds().contains(QStringLiteral("long-iteration-gap")));
    CHECK(assistant->findingIds().contains(QStringLiteral("data-processing-bottleneck")));
    CHECK(w.session()->snapshot().options.thresholds.get(ThresholdKey::IterationGapMs) == 100);

    // Back to the defaults: the finding is back.
    w.analysisSettings()->resetToDefaults();
    QTest::qWait(20);
    REQUIRE(test::waitForRun(w, 20000));
    CHECK(assistant->findingIds().contains(QStringLiteral("long-iteration-gap")));

    // The same window in a dark palette, for a look at the colours.
    QStyle* before = QApplication::style();
    const QPalette light = QApplication::palette();
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(test::darkPalette());
    QTest::qWait(100);
    test::saveShot(&w, QStringLiteral("window-dark-operators"));
    w.dock(QStringLiteral("dataPrepPanel"))->raise();
    QTest::qWait(50);
    test::saveShot(&w, QStringLiteral("window-dark-dataprep"));
    w.dock(QStringLiteral("stepTracePanel"))->raise();
    QTest::qWait(50);
    test::saveShot(&w, QStringLiteral("window-dark-steps"));
    w.dock(QStringLiteral("pipelinePanel"))->raise();
    QTest::qWait(50);
    test::saveShot(&w, QStringLiteral("window-dark-pipeline"));
    QApplication::setPalette(light);
    Q_UNUSED(before);
}

TEST_CASE("main window: the batch size re-runs the analysis in the background, not the load")
{
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    MainWindow w;
    REQUIRE(test::openAndWait(w, examples.run("1-baseline").string(), 20000));
    const auto run = w.session()->snapshot().run;
    REQUIRE(w.session()->snapshot().analysis->steps);
    CHECK_FALSE(w.session()->snapshot().analysis->steps->samplesPerSecond);
    auto* overview = w.findChild<QSpinBox*>();
    REQUIRE(overview);
    overview->setValue(128);
    REQUIRE(test::waitForRun(w, 20000));
    CHECK(w.session()->snapshot().run == run); // the same files, analysed again
    REQUIRE(w.session()->snapshot().analysis->steps->samplesPerSecond);
    CHECK(*w.session()->snapshot().analysis->steps->samplesPerSecond ==
          Approx(w.session()->snapshot().analysis->steps->stepsPerSecond * 128));
    overview->setValue(0);
    REQUIRE(test::waitForRun(w, 20000));
}
