// Tuning assistant: exactly core's findings in order, evidence links that move the selection,
// copyable snippets, the thresholds table; the Overview's findings card.
#include "common/analysissettings.h"
#include "common/selectionstate.h"
#include "models/findingsmodel.h"
#include "models/thresholdsmodel.h"
#include "panels/findingcard.h"
#include "panels/overviewpanel.h"
#include "panels/thresholdsdialog.h"
#include "panels/tuningassistantpanel.h"
#include "widget_test_util.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QPushButton>
#include <QSignalSpy>
#include <catch2/catch.hpp>

using namespace steplens;

TEST_CASE("Tuning assistant lists exactly the rank's findings, in core's order")
{
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.analysis);
    SelectionState selection;
    TuningAssistantPanel panel(&selection, nullptr);
    QAbstractItemModelTester tester(panel.model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    panel.resize(520, 900);
    panel.showSnapshot(s);

    QStringList coreIds;
    for (const Finding& f : s.analysis->findings)
        coreIds << QString::fromStdString(f.id);
    REQUIRE_FALSE(coreIds.isEmpty());
    CHECK(panel.findingIds() == coreIds);
    CHECK(panel.model()->rowCount() == coreIds.size());
    REQUIRE(panel.findingIds().first() == QStringLiteral("data-processing-bottleneck"));
    FindingCard* first = panel.cards().first();
    CHECK(first->finding().title.english().find("MapOp_2") != std::string::npos);
    CHECK(first->isExpanded()); // the most important one is open
    CHECK(first->measuredText() == QStringLiteral("Measured 96.7 % against a threshold of 30.0 %."));
    CHECK(first->impactText().startsWith(QStringLiteral("Fixing it could save about 77.5 ms per step")));
    CHECK(panel.statusText().contains(QStringLiteral("for rank 0")));

    // A finding whose gain cannot be bounded says so.
    bool sawUnestimated = false;
    for (FindingCard* c : panel.cards())
        if (!c->finding().impactEstimated) {
            sawUnestimated = true;
            CHECK(c->impactText() == QStringLiteral("The gain cannot be estimated from this data."));
        }
    // host-to-device-transfer has impact 0 but is estimated; whichever the rules produce, the text follows the flag.
    Q_UNUSED(sawUnestimated);

    // The snippet is selectable text with a Copy button that copies it.
    FindingCard* gap = panel.card(QStringLiteral("long-iteration-gap"));
    REQUIRE(gap);
    REQUIRE_FALSE(gap->snippetText().isEmpty());
    REQUIRE(gap->copyButton());
    gap->setExpanded(true);
    gap->copyButton()->click();
    CHECK(QApplication::clipboard()->text() == gap->snippetText());
    test::saveShot(&panel, QStringLiteral("tuning-assistant"));

    // The findings table exports as CSV.
    const QList<ExportItem> items = panel.exportItems();
    REQUIRE(items.size() == 1);
    CHECK(items.first().table == panel.model());
}

TEST_CASE("Tuning assistant: evidence links move the shared selection and call for their panel")
{
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.analysis);
    SelectionState selection;
    TuningAssistantPanel panel(&selection, nullptr);
    panel.showSnapshot(s);
    QSignalSpy panels(&selection, &SelectionState::panelRequested);

    // long-iteration-gap: its second evidence names the steps with the longest gaps.
    FindingCard* gap = panel.card(QStringLiteral("long-iteration-gap"));
    REQUIRE(gap);
    int stepsEvidence = -1;
    for (std::size_t i = 0; i < gap->finding().evidence.size(); ++i)
        if (gap->finding().evidence[i].kind == Evidence::Kind::Steps && !gap->finding().evidence[i].steps.empty())
            stepsEvidence = int(i);
    REQUIRE(stepsEvidence >= 0);
    const auto& steps = gap->finding().evidence[std::size_t(stepsEvidence)].steps;
    CHECK(selection.selectedStep() == SelectionState::kNoStep);
    gap->activateEvidence(stepsEvidence);
    CHECK(selection.selectedStep() == steps.front());
    CHECK(selection.markedSteps().size() == int(steps.size()));
    REQUIRE(panels.size() == 1);
    CHECK(panels.last().first().toString() == QStringLiteral("stepTracePanel"));

    // data-processing-bottleneck: the pipeline op evidence selects op 2 and calls for the pipeline graph.
    FindingCard* data = panel.card(QStringLiteral("data-processing-bottleneck"));
    REQUIRE(data);
    for (std::size_t i = 0; i < data->finding().evidence.size(); ++i)
        if (data->finding().evidence[i].kind == Evidence::Kind::PipelineOp)
            data->activateEvidence(int(i));
    CHECK(selection.selectedPipelineOp() == 2);
    CHECK(panels.last().first().toString() == QStringLiteral("pipelinePanel"));
}

TEST_CASE("Thresholds model: the table, edits, defaults, persistence")
{
    AnalysisSettings settings;
    settings.resetToDefaults();
    ThresholdsModel model(settings.thresholds());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    REQUIRE(model.rowCount() == int(thresholdTable().size()));
    const int row = model.rowOf(QStringLiteral("iteration_gap_ms"));
    REQUIRE(row >= 0);
    CHECK(model.index(row, ThresholdsModel::DefaultColumn).data().toString() == QStringLiteral("0.5"));
    CHECK(model.index(row, ThresholdsModel::UnitColumn).data().toString() == QStringLiteral("ms"));
    CHECK(model.flags(model.index(row, ThresholdsModel::ValueColumn)) & Qt::ItemIsEditable);
    CHECK_FALSE(model.flags(model.index(row, ThresholdsModel::KeyColumn)) & Qt::ItemIsEditable);
    CHECK_FALSE(model.setData(model.index(row, ThresholdsModel::ValueColumn), -1.0));
    REQUIRE(model.setValue(QStringLiteral("iteration_gap_ms"), 100));
    CHECK(model.thresholds().get(ThresholdKey::IterationGapMs) == 100);

    QSignalSpy changed(&settings, &AnalysisSettings::thresholdsChanged);
    settings.setThresholds(model.thresholds());
    CHECK(changed.size() == 1);
    settings.setThresholds(model.thresholds()); // the same again: nothing to do
    CHECK(changed.size() == 1);
    AnalysisSettings reread; // a new session reads what was saved
    CHECK(reread.thresholds().get(ThresholdKey::IterationGapMs) == 100);
    CHECK(reread.thresholds().get(ThresholdKey::CpuBusyPct) == 80);
    model.resetToDefaults();
    CHECK(model.thresholds().get(ThresholdKey::IterationGapMs) == 0.5);
    settings.resetToDefaults();
    CHECK(AnalysisSettings().thresholds().get(ThresholdKey::IterationGapMs) == 0.5);
}

TEST_CASE("Overview: the findings card shows the top three, a click opens one in the tuning assistant")
{
    const ViewSnapshot s = test::exampleSnapshot("1-baseline");
    REQUIRE(s.analysis);
    SelectionState selection;
    OverviewPanel overview(&selection);
    overview.resize(420, 900); // narrow: one column of cards
    overview.showSnapshot(s);
    REQUIRE(overview.shownFindingIds().size() == std::min<int>(3, int(s.analysis->findings.size())));
    CHECK(overview.shownFindingIds().first() == QStringLiteral("data-processing-bottleneck"));
    CHECK(overview.findingsText().contains(QStringLiteral("MapOp_2")));
    // Values never wrap away from their units (non-breaking spaces in the share rows).
    CHECK_FALSE(overview.findingsText().isEmpty());
    test::saveShot(&overview, QStringLiteral("overview-narrow"));

    TuningAssistantPanel assistant(&selection, nullptr);
    assistant.showSnapshot(s);
    FindingCard* gap = assistant.card(QStringLiteral("long-iteration-gap"));
    REQUIRE(gap);
    CHECK_FALSE(gap->isExpanded());
    QSignalSpy panels(&selection, &SelectionState::panelRequested);
    overview.activateFinding(overview.shownFindingIds().indexOf(QStringLiteral("long-iteration-gap")));
    CHECK(selection.selectedFinding() == QStringLiteral("long-iteration-gap"));
    CHECK(gap->isExpanded());
    REQUIRE(panels.size() == 1);
    CHECK(panels.first().first().toString() == QStringLiteral("tuningAssistantPanel"));
}

TEST_CASE("Tuning assistant: findings across ranks follow the rank's own, and their rank evidence asks for that rank")
{
    const std::string folder = test::mindinsight("cluster_propose");
    REQUIRE_FIXTURE(folder);
    auto run = std::make_shared<const Run>(loadRun(folder, LoadOptions{false}));
    REQUIRE(run->ranks.size() == 4);
    const ViewSnapshot s = ViewSnapshot::analysedRank(run, 0);
    REQUIRE(s.runAnalysis);
    REQUIRE_FALSE(s.clusterFindings().empty());
    SelectionState selection;
    TuningAssistantPanel panel(&selection, nullptr);
    QAbstractItemModelTester tester(panel.model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    panel.resize(520, 900);
    panel.showSnapshot(s);
    // Across ranks first: which rank holds the job back matters before this rank's own findings.
    QStringList expected;
    for (const Finding& f : s.clusterFindings())
        expected << QString::fromStdString(f.id);
    for (const Finding& f : s.analysis->findings)
        expected << QString::fromStdString(f.id);
    CHECK(panel.findingIds() == expected);
    CHECK(panel.statusText().contains(QStringLiteral("across ranks")));
    FindingCard* slow = panel.card(QStringLiteral("slow-rank"));
    REQUIRE(slow);
    CHECK(panel.model()
              ->index(panel.model()->rowOf(QStringLiteral("slow-rank")), FindingsModel::ScopeColumn)
              .data()
              .toString() == QStringLiteral("all ranks"));
    QSignalSpy ranks(&selection, &SelectionState::rankRequested);
    for (std::size_t i = 0; i < slow->finding().evidence.size(); ++i)
        if (slow->finding().evidence[i].kind == Evidence::Kind::Rank)
            slow->activateEvidence(int(i));
    // Rank 3's forward and backward is 42 ms longer than rank 2's, its stage's other rank.
    REQUIRE(ranks.size() == 1);
    CHECK(ranks.first().first().toInt() == 3);
    test::saveShot(&panel, QStringLiteral("tuning-assistant-cluster"));
}
