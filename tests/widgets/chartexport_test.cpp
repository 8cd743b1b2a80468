// Chart export: PNG at the requested size and not blank, SVG and PDF written, and the step chart's
// hover text and hit testing.
#include "analysis/step_stats.h"
#include "charts/chartexport.h"
#include "charts/serieschart.h"
#include "charts/steptracechart.h"
#include "models/stepseries.h"
#include "common/selectionstate.h"
#include "style/phasecolors.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QFile>
#include <QLabel>
#include <QMouseEvent>
#include <QTest>
#include <catch2/catch.hpp>

using namespace steplens;

namespace {
const Profile* rank0(const Run& run)
{
    return run.rank(0);
}
} // namespace

TEST_CASE("step trace chart exports PNG at the requested size, SVG and PDF")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    auto run = test::loadFixtureRun();
    const Profile* p = rank0(*run);
    REQUIRE(p);
    REQUIRE(p->stepTrace);
    SelectionState selection;
    StepTraceChart chart(&selection);
    chart.resize(900, 500);
    const StepAnalysis a = analyzeSteps(*p->stepTrace);
    chart.setSeries(buildStepSeries(*p->stepTrace), a.total.meanMs);
    CHECK(chart.plottedStreams().size() == 2);

    test::TempDir tmp;
    QString error;
    const QString png = QString::fromStdString(tmp.file("chart.png"));
    REQUIRE(saveWidgetImage(&chart, png, QSize(1200, 700), &error));
    QImage image(png);
    REQUIRE(image.size() == QSize(1200, 700));
    CHECK(test::colourVariety(image) > 20);
    // The waiting-for-data colour fills most of steps 2..20: it must be in the picture.
    const QRgb gap = colors::phaseColor(colors::Phase::WaitingForData, chart.palette()).rgb();
    int gapPixels = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            gapPixels += image.pixel(x, y) == gap;
    CHECK(gapPixels > 1000);

    const QString small = QString::fromStdString(tmp.file("small.png"));
    REQUIRE(saveWidgetImage(&chart, small, QSize(400, 300), &error));
    CHECK(QImage(small).size() == QSize(400, 300));

    const QString svg = QString::fromStdString(tmp.file("chart.svg"));
    REQUIRE(saveWidgetImage(&chart, svg, QSize(800, 450), &error));
    QFile svgFile(svg);
    REQUIRE(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgText = svgFile.readAll();
    CHECK(svgText.contains("<svg"));
    CHECK(svgText.contains("Iteration gap"));

    const QString pdf = QString::fromStdString(tmp.file("chart.pdf"));
    REQUIRE(saveWidgetImage(&chart, pdf, QSize(800, 450), &error));
    QFile pdfFile(pdf);
    REQUIRE(pdfFile.open(QIODevice::ReadOnly));
    CHECK(pdfFile.read(5) == QByteArray("%PDF-"));
    CHECK(pdfFile.size() > 1000);

    CHECK_FALSE(saveWidgetImage(&chart, QString::fromStdString(tmp.file("chart.bmpx")), {}, &error));
    CHECK(error.contains(QStringLiteral("unknown image type")));
}

TEST_CASE("any widget exports as PNG at a chosen size")
{
    QLabel label(QStringLiteral("StepLens export check"));
    label.resize(300, 80);
    test::TempDir tmp;
    const QString png = QString::fromStdString(tmp.file("label.png"));
    REQUIRE(saveWidgetImage(&label, png, QSize(600, 160)));
    QImage image(png);
    CHECK(image.size() == QSize(600, 160));
    CHECK(test::colourVariety(image) > 2);
    const QString svg = QString::fromStdString(tmp.file("label.svg"));
    CHECK(saveWidgetImage(&label, svg));
    CHECK(QFileInfo(svg).size() > 0);
}

TEST_CASE("step chart: hover text and clicking a step selects it")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    auto run = test::loadFixtureRun();
    const Profile* p = rank0(*run);
    REQUIRE(p);
    SelectionState selection;
    StepTraceChart chart(&selection);
    chart.resize(1000, 500);
    chart.setSeries(buildStepSeries(*p->stepTrace), analyzeSteps(*p->stepTrace).total.meanMs);
    chart.replot();

    const QString tip = chart.stepToolTip(1);
    CHECK(tip.contains(QStringLiteral("Step 2")));
    CHECK(tip.contains(QStringLiteral("130.53 ms")));
    CHECK(tip.contains(QStringLiteral("90.378 ms")));
    CHECK(tip.contains(QStringLiteral("Stream 10 reduce")));

    // Click in the middle of step 5's bar.
    const QPoint at(int(chart.xAxis->coordToPixel(5.0)), int(chart.yAxis->coordToPixel(50.0)));
    CHECK(chart.stepIndexAt(at) == 4);
    QTest::mouseClick(&chart, Qt::LeftButton, Qt::NoModifier, at);
    CHECK(selection.selectedStep() == 5);
    CHECK(selection.hasTimeRange());
    CHECK(selection.rangeEnd() - selection.rangeBegin() == p->stepTrace->steps[4].total);

    // Zoom clamps to the data and the value axis follows the visible steps.
    chart.xAxis->setRange(-100, 1000);
    CHECK(chart.xAxis->range().lower == Approx(0.4));
    CHECK(chart.xAxis->range().upper == Approx(20.6));
    chart.xAxis->setRange(0.5, 1.5); // only step 1 (40 ms), widened to 2 steps
    CHECK(chart.xAxis->range().size() == Approx(2.0));
    CHECK(chart.yAxis->range().upper < 200);

    // The same steps again (the rest of the rank arrived): the zoom stays; new steps: all shown.
    chart.xAxis->setRange(4.5, 9.5);
    chart.setSeries(chart.series(), 125.0, true);
    CHECK(chart.xAxis->range().lower == Approx(4.5));
    CHECK(chart.xAxis->range().upper == Approx(9.5));
    chart.setSeries(chart.series(), 125.0, false);
    CHECK(chart.xAxis->range().upper == Approx(20.6));
}

TEST_CASE("step chart repaints its colours for a dark palette")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    auto run = test::loadFixtureRun();
    const Profile* p = rank0(*run);
    REQUIRE(p);
    SelectionState selection;
    StepTraceChart chart(&selection);
    chart.resize(900, 500);
    chart.setSeries(buildStepSeries(*p->stepTrace), analyzeSteps(*p->stepTrace).total.meanMs);

    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    chart.setPalette(dark); // sends QEvent::PaletteChange
    REQUIRE(colors::isDark(chart.palette()));
    test::TempDir tmp;
    const QString png = QString::fromStdString(tmp.file("dark.png"));
    REQUIRE(saveWidgetImage(&chart, png, QSize(900, 500)));
    const QImage image(png);
    CHECK(image.pixelColor(2, image.height() - 2) == QColor(0x1e, 0x1e, 0x1e));
    const QRgb darkGap = colors::phaseColor(colors::Phase::WaitingForData, dark).rgb();
    CHECK(darkGap != colors::phaseColor(colors::Phase::WaitingForData, QPalette()).rgb());
    int gapPixels = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            gapPixels += image.pixel(x, y) == darkGap;
    CHECK(gapPixels > 500);
    test::saveShot(&chart, QStringLiteral("steptrace-chart-dark"));
}

TEST_CASE("a series chart on screen keeps its full width while it has nothing to show")
{
    // A legend without items used to cap the plot's column to its own few pixels.
    SeriesChart chart(QStringLiteral("x"), QStringLiteral("x"));
    chart.resize(1000, 300);
    chart.show();
    chart.setSeries({}, QStringLiteral("Nothing picked"));
    chart.replot();
    CHECK(chart.axisRect()->outerRect().width() == 1000);
    SeriesChart::Series s;
    s.name = QStringLiteral("queue");
    s.keys << 0 << 1;
    s.values << 3 << 4;
    chart.setSeries({s});
    chart.replot();
    CHECK(chart.axisRect()->outerRect().width() == 1000);
    CHECK(chart.legend->layout() == chart.plotLayout());
    chart.setSeries({}, QStringLiteral("Nothing picked"));
    chart.replot();
    CHECK(chart.axisRect()->outerRect().width() == 1000);
}
