// The comparison in the main window: `steplens A B` and "Compare the example runs" open it, swapping
// exchanges the runs already in memory, File › Export report writes report.md with the charts, and
// screenshots of every tab (light and dark) for a human to look at.
#include "compare/compareheader.h"
#include "compare/comparisonloader.h"
#include "compare/comparisonview.h"
#include "gui/guimain.h"
#include "gui/mainwindow.h"
#include "temp_dir.h"
#include "widget_test_util.h"
#include "window_test_util.h"

#include <QApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QImage>
#include <QMimeData>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace steplens;

namespace {
void shootTabs(MainWindow& w, const QString& prefix)
{
    static const char* const names[] = {"steps", "operators", "pipeline", "findings", "timeline"};
    QTabWidget* tabs = w.comparisonView()->tabs();
    for (int i = 0; i < tabs->count() && i < 5; ++i) {
        tabs->setCurrentIndex(i);
        QTest::qWait(60);
        test::saveShot(&w, prefix + QLatin1Char('-') + QLatin1String(names[i]));
    }
    tabs->setCurrentIndex(0);
}
} // namespace

TEST_CASE("steplens A B opens the comparison in the window; swap exchanges the runs in memory; export report")
{
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QSignalSpy ready(&w, &MainWindow::comparisonReady);
    openStartupFolders(w, {examples.run("1-baseline").string(), examples.run("5-mixed-precision").string()});
    REQUIRE(test::waitForComparison(w, ready));
    REQUIRE(w.comparisonShown());
    for (QDockWidget* d : w.findChildren<QDockWidget*>())
        CHECK(d->isHidden()); // the comparison takes the whole window
    const ComparisonSnapshot first = w.comparisonSession()->comparison();
    REQUIRE_FALSE(first.empty());
    CHECK(first.nameA() == QStringLiteral("1-baseline"));
    CHECK(first.nameB() == QStringLiteral("5-mixed-precision"));
    CHECK(*first.comparison->throughputRatio == Approx(3.18).epsilon(0.01));
    CHECK(w.comparisonView()->header()->throughputText().contains(QStringLiteral("×3.18 faster")));
    CHECK(w.windowTitle().contains(QStringLiteral("1-baseline ⇄ 5-mixed-precision")));
    shootTabs(w, QStringLiteral("compare-light"));

    // Swap: the same runs, exchanged and not read again; every delta changes sign.
    w.comparisonSession()->swap();
    REQUIRE(test::waitForComparison(w, ready));
    const ComparisonSnapshot swapped = w.comparisonSession()->comparison();
    REQUIRE_FALSE(swapped.empty());
    CHECK(swapped.a.run == first.b.run);
    CHECK(swapped.b.run == first.a.run);
    CHECK(*swapped.comparison->throughputRatio == Approx(1.0 / *first.comparison->throughputRatio));
    for (std::size_t i = 0; i < first.comparison->phases.size(); ++i)
        CHECK(swapped.comparison->phases[i].deltaMs == Approx(-first.comparison->phases[i].deltaMs));
    CHECK(w.comparisonView()->header()->throughputText().contains(QStringLiteral("×0.31 slower")));
    w.comparisonSession()->swap();
    REQUIRE(test::waitForComparison(w, ready));

    // File › Export report, without the dialog: report.md and every comparison chart beside it.
    test::TempDir out;
    const QString dir = QString::fromStdString(out.file("report"));
    QStringList errors;
    const QStringList written = w.exportReportTo(dir, &errors);
    CHECK(errors.isEmpty());
    CHECK(written.contains(dir + QStringLiteral("/report.md")));
    const QImage phases(dir + QStringLiteral("/compare-phase-deltas.png"));
    CHECK(phases.size() == QSize(1600, 900));
    QFile report(dir + QStringLiteral("/report.md"));
    REQUIRE(report.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(report.readAll());
    CHECK(md.contains(QStringLiteral("(3.18×)")));
    CHECK(md.contains(QStringLiteral("](compare-pipeline-b.png)")));

    // The same view in a dark palette, for a look at the better/worse colours.
    const QPalette light = QApplication::palette();
    QApplication::setPalette(test::darkPalette());
    QTest::qWait(50);
    shootTabs(w, QStringLiteral("compare-dark"));
    QApplication::setPalette(light);

    // Closing goes back to the start page (no single run was open).
    w.closeComparison();
    CHECK_FALSE(w.comparisonShown());
}

TEST_CASE("Compare the example runs opens the baseline against the final run")
{
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QSignalSpy ready(&w, &MainWindow::comparisonReady);
    w.openExampleComparison();
    REQUIRE(test::waitForComparison(w, ready, 60000));
    REQUIRE(w.comparisonShown());
    const ComparisonSnapshot& s = w.comparisonSession()->comparison();
    REQUIRE_FALSE(s.empty());
    CHECK(s.nameA() == QStringLiteral("1-baseline"));
    CHECK(s.nameB() == QStringLiteral("5-mixed-precision"));
    CHECK(*s.comparison->throughputRatio == Approx(3.18).epsilon(0.01));
    // The iteration gap collapses: 77.5 → 14.6 ms a step.
    REQUIRE(s.comparison->phases[0].name == "iteration_interval");
    CHECK(s.comparison->phases[0].aMs == Approx(77.5));
    CHECK(s.comparison->phases[0].bMs == Approx(14.6));
}

TEST_CASE("Shift+drop of a second folder compares it with the run on show; in a comparison it replaces B")
{
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    MainWindow w;
    w.resize(1200, 800);
    w.show();
    REQUIRE(test::openAndWait(w, examples.run("1-baseline").string()));
    QSignalSpy ready(&w, &MainWindow::comparisonReady);
    auto shiftDrop = [&w](const std::string& folder) {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(QString::fromStdString(folder))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::ShiftModifier);
        QApplication::sendEvent(&w, &enter);
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::ShiftModifier);
        QApplication::sendEvent(&w, &drop);
    };
    shiftDrop(examples.run("4-sink-mode").string());
    REQUIRE(test::waitForComparison(w, ready));
    CHECK(w.comparisonSession()->comparison().nameA() == QStringLiteral("1-baseline"));
    CHECK(w.comparisonSession()->comparison().nameB() == QStringLiteral("4-sink-mode"));
    // The run on show was not read again.
    CHECK(w.comparisonSession()->comparison().a.run == w.session()->snapshot().run);
    shiftDrop(examples.run("5-mixed-precision").string());
    REQUIRE(test::waitForComparison(w, ready));
    CHECK(w.comparisonSession()->comparison().nameB() == QStringLiteral("5-mixed-precision"));
    CHECK(*w.comparisonSession()->comparison().comparison->throughputRatio == Approx(3.18).epsilon(0.01));
}
