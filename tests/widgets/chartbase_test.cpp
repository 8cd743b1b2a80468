// ChartBase, the base of every chart: hover text at a point, click versus drag, the layoutForWidth
// hook that export calls, recolouring on a palette change for every chart, and paintToFile.
#include "analysis/step_stats.h"
#include "charts/ascendstepchart.h"
#include "charts/chartexport.h"
#include "charts/commopchart.h"
#include "charts/deltabarchart.h"
#include "charts/linkmatrixchart.h"
#include "charts/memorychart.h"
#include "charts/optypechart.h"
#include "charts/rankbarchart.h"
#include "charts/rankstepheatmap.h"
#include "charts/serieschart.h"
#include "charts/staticmemorychart.h"
#include "charts/stepdeltachart.h"
#include "charts/steptracechart.h"
#include "common/selectionstate.h"
#include "models/stepseries.h"
#include "style/phasecolors.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QFile>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QTest>
#include <catch2/catch.hpp>

#include <memory>
#include <vector>

using namespace steplens;

namespace {

// A chart that records the widths it is laid out for.
class WidthRecordingChart : public ChartBase
{
public:
    void layoutForWidth(int width) override
    {
        widths.push_back(width);
        ChartBase::layoutForWidth(width);
    }
    std::vector<int> widths;
};

struct StepChartFixture {
    std::shared_ptr<const Run> run = test::loadFixtureRun();
    SelectionState selection;
    StepTraceChart chart{&selection};

    bool load()
    {
        const Profile* p = run->rank(0);
        if (!p || !p->stepTrace)
            return false;
        chart.resize(1000, 500);
        chart.setSeries(buildStepSeries(*p->stepTrace), analyzeSteps(*p->stepTrace).total.meanMs);
        chart.replot();
        return true;
    }
    QPoint stepCentre(long long step) const
    {
        return QPoint(int(chart.xAxis->coordToPixel(double(step))), int(chart.yAxis->coordToPixel(20.0)));
    }
};

void sendMouse(QWidget* w, QEvent::Type type, QPoint pos, Qt::MouseButton button, Qt::MouseButtons buttons)
{
    QMouseEvent event(type, QPointF(pos), QPointF(w->mapToGlobal(pos)), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(w, &event);
}

} // namespace

TEST_CASE("chart base: the tooltip at a point is the step under it")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    StepChartFixture f;
    REQUIRE(f.load());
    const QString tip = f.chart.toolTipAtPoint(f.stepCentre(2));
    CHECK(tip.contains(QStringLiteral("Step 2")));
    CHECK(tip.contains(QStringLiteral("130.53 ms")));
    CHECK(tip == f.chart.stepToolTip(1));
    // Outside the axis rect (on the legend row) there is nothing to say.
    CHECK(f.chart.toolTipAtPoint(QPoint(5, 5)).isEmpty());
}

TEST_CASE("chart base: a click selects, a drag pans and selects nothing")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    StepChartFixture f;
    REQUIRE(f.load());
    f.chart.xAxis->setRange(4.5, 12.5);
    const QCPRange before = f.chart.xAxis->range();

    // A press and release a couple of pixels apart is still a click.
    const QPoint at = f.stepCentre(7);
    sendMouse(&f.chart, QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::LeftButton);
    sendMouse(&f.chart, QEvent::MouseMove, at + QPoint(2, 1), Qt::NoButton, Qt::LeftButton);
    sendMouse(&f.chart, QEvent::MouseButtonRelease, at + QPoint(2, 1), Qt::LeftButton, Qt::NoButton);
    CHECK(f.selection.selectedStep() == 7);

    // A drag of 240 pixels (about two steps) pans the step axis and leaves the selection alone.
    const QPoint from = f.stepCentre(9);
    sendMouse(&f.chart, QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
    for (int dx = 40; dx <= 240; dx += 40)
        sendMouse(&f.chart, QEvent::MouseMove, from - QPoint(dx, 0), Qt::NoButton, Qt::LeftButton);
    sendMouse(&f.chart, QEvent::MouseButtonRelease, from - QPoint(240, 0), Qt::LeftButton, Qt::NoButton);
    CHECK(f.selection.selectedStep() == 7);
    CHECK(f.chart.xAxis->range().lower > before.lower + 1.0);
    CHECK(f.chart.xAxis->range().size() == Approx(before.size()));

    // Double-click shows every step again.
    QTest::mouseDClick(&f.chart, Qt::LeftButton, Qt::NoModifier, f.stepCentre(12));
    CHECK(f.chart.xAxis->range().lower == Approx(0.4));
    CHECK(f.chart.xAxis->range().upper == Approx(20.6));
}

TEST_CASE("chart base: export lays the chart out for the export width, then for its own again")
{
    WidthRecordingChart chart;
    chart.resize(640, 360);
    chart.widths.clear();
    test::TempDir tmp;
    const QString png = QString::fromStdString(tmp.file("recorded.png"));
    REQUIRE(saveWidgetImage(&chart, png, QSize(1234, 500)));
    REQUIRE(chart.widths.size() == 2);
    CHECK(chart.widths[0] == 1234);
    CHECK(chart.widths[1] == 640);
    CHECK(QImage(png).size() == QSize(1234, 500));

    // A resize goes through the same hook.
    chart.widths.clear();
    QResizeEvent resize(QSize(700, 360), QSize(640, 360));
    QApplication::sendEvent(&chart, &resize);
    REQUIRE(chart.widths.size() == 1);
    CHECK(chart.widths[0] == 700);
}

TEST_CASE("chart base: every chart derives from it and recolours on a palette change")
{
    SelectionState selection;
    std::vector<std::unique_ptr<ChartBase>> charts;
    charts.push_back(std::make_unique<StepTraceChart>(&selection));
    charts.push_back(std::make_unique<AscendStepChart>(&selection));
    charts.push_back(std::make_unique<SeriesChart>(QStringLiteral("series"), QStringLiteral("Series")));
    charts.push_back(std::make_unique<StepDeltaChart>());
    charts.push_back(std::make_unique<DeltaBarChart>(QStringLiteral("delta")));
    charts.push_back(std::make_unique<OpTypeChart>(QStringLiteral("types")));
    charts.push_back(std::make_unique<CommOpChart>());
    charts.push_back(std::make_unique<LinkMatrixChart>());
    charts.push_back(std::make_unique<RankBarChart>(QStringLiteral("ranks")));
    charts.push_back(std::make_unique<RankStepHeatMap>());
    charts.push_back(std::make_unique<StaticMemoryChart>());
    charts.push_back(std::make_unique<MemoryChart>());
    QPalette dark;
    dark.setColor(QPalette::Base, QColor(0x20, 0x22, 0x28));
    dark.setColor(QPalette::Window, QColor(0x2A, 0x2C, 0x33));
    dark.setColor(QPalette::WindowText, QColor(0xE8, 0xE8, 0xE8));
    dark.setColor(QPalette::Text, QColor(0xE8, 0xE8, 0xE8));
    for (auto& chart : charts) {
        INFO(chart->metaObject()->className());
        chart->resize(500, 300);
        chart->setPalette(dark);
        chart->replot();
        const QImage image = chart->toPixmap(500, 300).toImage();
        // The corner is background; the left axis line is drawn in the text colour.
        CHECK(QColor(image.pixel(2, 2)) == QColor(0x20, 0x22, 0x28));
        CHECK(chart->xAxis->basePen().color() == QColor(0xE8, 0xE8, 0xE8));
        CHECK(chart->backgroundColor() == QColor(0x20, 0x22, 0x28));
    }
}

TEST_CASE("paintToFile writes one drawing as PNG at a pixel ratio, SVG and PDF")
{
    test::TempDir tmp;
    ExportCanvas canvas;
    canvas.size = QSize(300, 120);
    canvas.background = QColor(0x10, 0x80, 0x40);
    canvas.title = QStringLiteral("paint check");
    auto paint = [](QPainter& painter) { painter.fillRect(QRect(0, 0, 150, 120), QColor(0xF0, 0x20, 0x20)); };

    canvas.pixelRatio = 2.0;
    const QString png = QString::fromStdString(tmp.file("canvas.png"));
    REQUIRE(paintToFile(png, ImageFormat::Png, canvas, paint));
    const QImage image(png);
    REQUIRE(image.size() == QSize(600, 240));
    CHECK(QColor(image.pixel(290, 100)) == QColor(0xF0, 0x20, 0x20)); // the left half, scaled by 2
    CHECK(QColor(image.pixel(310, 100)) == QColor(0x10, 0x80, 0x40)); // the background beside it
    CHECK(image.dotsPerMeterX() == 3780);                             // 96 dpi

    const QString svg = QString::fromStdString(tmp.file("canvas.svg"));
    REQUIRE(paintToFile(svg, ImageFormat::Svg, canvas, paint));
    QFile svgFile(svg);
    REQUIRE(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgText = svgFile.readAll();
    CHECK(svgText.contains("viewBox=\"0 0 300 120\""));
    CHECK(svgText.contains("paint check"));
    CHECK(svgText.toLower().contains("#f02020"));

    const QString pdf = QString::fromStdString(tmp.file("canvas.pdf"));
    REQUIRE(paintToFile(pdf, ImageFormat::Pdf, canvas, paint));
    QFile pdfFile(pdf);
    REQUIRE(pdfFile.open(QIODevice::ReadOnly));
    const QByteArray pdfText = pdfFile.readAll();
    CHECK(pdfText.startsWith("%PDF-"));
    // 300 x 120 pixels at 96 dpi: a 225 x 90 point page.
    const QRegularExpressionMatch box = QRegularExpression(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"))
                                            .match(QString::fromLatin1(pdfText));
    REQUIRE(box.hasMatch());
    CHECK(box.captured(1).toDouble() == Approx(225.0));
    CHECK(box.captured(2).toDouble() == Approx(90.0));

    QString error;
    CHECK_FALSE(
        paintToFile(QString::fromStdString(tmp.file("canvas.tiff")), ImageFormat::Unknown, canvas, paint, &error));
    CHECK(error.contains(QStringLiteral("unknown image type")));
    canvas.size = QSize();
    CHECK_FALSE(paintToFile(png, ImageFormat::Png, canvas, paint, &error));
    CHECK(error.contains(QStringLiteral("no size")));
}

TEST_CASE("series chart: the reference line's label moves under the line when the line is at the top")
{
    SeriesChart chart(QStringLiteral("queueTest"), QStringLiteral("Queue"));
    chart.resize(700, 160); // as short as the Data preparation panel's queue chart on a laptop
    SeriesChart::Series empty;
    empty.name = QStringLiteral("Host queue");
    for (int i = 1; i <= 30; ++i) {
        empty.keys << i;
        empty.values << (i == 1 ? 2 : 0);
    }
    chart.setSeries({empty});
    chart.setReferenceLine(64, QStringLiteral("host queue capacity 64"));
    // The line is the top of the data: 64 of a 70.4 range, no room above it for the text.
    CHECK(chart.referenceLabelAlignment() == Qt::AlignTop);
    test::saveShot(&chart, QStringLiteral("serieschart-capacity-top"));

    SeriesChart::Series full = empty;
    for (double& v : full.values)
        v = 200;
    chart.setSeries({full});
    chart.setReferenceLine(64, QStringLiteral("host queue capacity 64"));
    CHECK(chart.referenceLabelAlignment() == Qt::AlignBottom); // room above the line: the text sits on it
}

TEST_CASE("series chart: the off-scale note names series without their brackets and fits the plot")
{
    SeriesChart chart(QStringLiteral("costTest"), QStringLiteral("Cost"));
    chart.setAxisLabels(QStringLiteral("Batch"), QStringLiteral("ms"));
    chart.setClipOutliers(true);
    chart.resize(700, 240);
    SeriesChart::Series get, total;
    get.name = QStringLiteral("从流水线获取（平均 135.13 ms）"); // the Chinese names use full-width brackets
    total.name = QStringLiteral("Batch total (average 135.13 ms)");
    get.unit = total.unit = QStringLiteral("ms");
    for (int i = 1; i <= 30; ++i) {
        get.keys << i;
        get.values << (i == 1 ? 599.0 : 115.0);
        total.keys << i;
        total.values << (i == 1 ? 599.0 : 118.0);
    }
    chart.setSeries({get, total});
    const QString wide = chart.offScaleText();
    CHECK(wide.contains(QStringLiteral("从流水线获取 599.0 ms")));
    CHECK(wide.contains(QStringLiteral("Batch total 599.0 ms")));
    CHECK_FALSE(wide.contains(QStringLiteral("135.13")));
    CHECK_FALSE(wide.contains(QLatin1Char('\n')));
    // Too narrow for one line: one value per line, never wider than the plot.
    chart.resize(300, 240);
    chart.setSeries({get, total});
    const QString narrow = chart.offScaleText();
    CHECK(narrow.count(QLatin1Char('\n')) == 2);
    test::saveShot(&chart, QStringLiteral("serieschart-offscale-narrow"));
}

TEST_CASE("legend columns: one long entry widens only its own column")
{
    // Filled a row at a time: with four columns the long first entry shares its column with the fifth.
    CHECK(legendColumnsFor({500, 60, 60, 60, 60, 60}, 700) == 4); // 500 + 60 + 60 + 60 = 680
    CHECK(legendColumnsFor({500, 60, 60, 60, 60, 60}, 679) == 3); // 500 + 60 + 60 = 620
    CHECK(legendColumnsFor({500, 60, 60, 60, 60, 60}, 600) == 2); // 500 + 60 = 560
    CHECK(legendColumnsFor({500, 60, 60, 60, 60, 60}, 400) == 1);
    CHECK(legendColumnsFor({500, 60, 60, 60, 60, 60}, 800) == 6);
    CHECK(legendColumnsFor({300, 60, 200, 80, 240, 150}, 700) == 2); // 3 columns: 300 + 240 + 200 = 740
    CHECK(legendColumnsFor({300, 60, 200, 80, 240, 150}, 100) == 1); // never fewer than one
}

TEST_CASE("step trace chart: more steps than pixels still draws every phase's band, and zoomed in, bars a step wide")
{
    // 50,000 steps across ~600 pixels: a bar a step wide covered no pixel and the chart showed bare axes.
    StepSeries series;
    const std::size_t n = 50000;
    for (std::size_t i = 0; i < n; ++i) {
        series.steps.push_back((long long)(i) + 1);
        series.gapMs.push_back(2.5);
        series.computeMs.push_back(42.0);
        series.tailMs.push_back(6.0);
        series.totalMs.push_back(50.5);
        series.startNs.push_back(Nanos(i) * 50'500'000);
        series.endNs.push_back(Nanos(i + 1) * 50'500'000);
    }
    // One slow step: whatever group it falls in shows it, not its 50.5 ms neighbours.
    series.computeMs[24999] = 71.5;
    series.totalMs[24999] = 80.0;
    SelectionState selection;
    StepTraceChart chart(&selection);
    chart.resize(700, 400);
    chart.setSeries(series, 50.5);
    chart.replot();
    auto pixelsOf = [&](colors::Phase phase) {
        const QImage image = chart.grab().toImage();
        const QRgb colour = colors::phaseColor(phase, chart.palette()).rgb();
        int count = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                count += (image.pixel(x, y) | 0xff000000) == (colour | 0xff000000) ? 1 : 0;
        return count;
    };
    const QRect plot = chart.axisRect()->rect();
    INFO("plot " << plot.width() << "x" << plot.height());
    // The compute band is 42 ms of an axis up to ~84 (the slow step): a third of the plot's area and more (the
    // legend swatch alone is a few dozen pixels).
    CHECK(pixelsOf(colors::Phase::Compute) > plot.width() * plot.height() / 3);
    CHECK(pixelsOf(colors::Phase::WaitingForData) > plot.width() * 5);
    CHECK(pixelsOf(colors::Phase::Tail) > plot.width() * 10);
    {
        const QImage image = chart.grab().toImage();
        const QRgb compute = colors::phaseColor(colors::Phase::Compute, chart.palette()).rgb() | 0xff000000;
        const int x = int(chart.xAxis->coordToPixel(25000.0)), y = int(chart.yAxis->coordToPixel(60.0));
        int spike = 0, elsewhere = 0;
        for (int dx = -2; dx <= 2; ++dx) {
            spike += (image.pixel(x + dx, y) | 0xff000000) == compute ? 1 : 0;
            elsewhere += (image.pixel(x / 2 + dx, y) | 0xff000000) == compute ? 1 : 0;
        }
        CHECK(spike > 0);
        CHECK(elsewhere == 0);
    }
    CHECK(chart.groupNoteText().startsWith(QStringLiteral("each bar: the slowest of ")));
    // Zoomed in to 100 steps the bars are a step wide again (with their gaps): still drawn.
    chart.xAxis->setRange(1000, 1100);
    chart.replot();
    CHECK(pixelsOf(colors::Phase::Compute) > plot.width() * plot.height() / 3);
    CHECK(chart.groupNoteText().isEmpty());
}

TEST_CASE("ascend step chart: more steps than pixels draws a band per phase, a slow step shows, zoomed in every step")
{
    // 50,000 steps of step_trace_time.csv across ~600 pixels: every step drawn, with outlines, took a
    // quarter of a second a frame; grouped, a frame draws a few hundred bars.
    AscendStepSeries series;
    series.hasExposed = series.hasFree = series.hasOverlapped = true;
    const int n = 50000;
    for (int i = 0; i < n; ++i) {
        AscendStepPoint p;
        p.stepNum = i + 1;
        p.label = QString::number(i + 1);
        p.computingMs = 40.0;
        p.exposedCommMs = 8.0;
        p.freeMs = 2.0;
        p.overlappedMs = 5.0;
        p.wallMs = 50.0;
        series.points.push_back(p);
    }
    series.points[30000].computingMs = 110.0; // one slow step
    series.points[30000].wallMs = 120.0;
    series.averageWallMs = 50.0;
    SelectionState selection;
    AscendStepChart chart(&selection);
    chart.resize(700, 400);
    chart.setSeries(series);
    chart.replot();
    const QColor compute = colors::phaseColor(colors::Phase::Compute, chart.palette());
    auto computePixels = [&] {
        const QImage image = chart.grab().toImage();
        int count = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                count += (image.pixel(x, y) | 0xff000000) == (compute.rgb() | 0xff000000) ? 1 : 0;
        return count;
    };
    const QRect plot = chart.axisRect()->rect();
    INFO("plot " << plot.width() << "x" << plot.height());
    // About a bar per pixel column (the group size comes from the chart's width less an axis allowance).
    CHECK(chart.computingBars()->data()->size() < plot.width() * 5 / 4);
    // Computing is 40 of an axis up to ~134 ms: over a quarter of the plot.
    CHECK(computePixels() > plot.width() * plot.height() / 4);
    {
        const QImage image = chart.grab().toImage();
        const int x = int(chart.xAxis->coordToPixel(30000.0)), y = int(chart.yAxis->coordToPixel(80.0));
        int spike = 0, elsewhere = 0;
        for (int dx = -2; dx <= 2; ++dx) {
            spike += (image.pixel(x + dx, y) | 0xff000000) == (compute.rgb() | 0xff000000) ? 1 : 0;
            elsewhere += (image.pixel(x / 2 + dx, y) | 0xff000000) == (compute.rgb() | 0xff000000) ? 1 : 0;
        }
        CHECK(spike > 0);
        CHECK(elsewhere == 0);
    }
    CHECK(chart.groupNoteText().startsWith(QStringLiteral("each bar: the slowest of ")));
    CHECK_FALSE(chart.overlappedBars()->visible());
    // Zoomed in to 30 steps: a bar per step, the overlapped bars beside them again, with outlines.
    chart.xAxis->setRange(1000, 1030);
    chart.replot();
    CHECK(chart.groupNoteText().isEmpty());
    CHECK(chart.computingBars()->data()->size() == n);
    CHECK(chart.overlappedBars()->visible());
    CHECK(chart.computingBars()->pen().style() != Qt::NoPen);
    CHECK(computePixels() > plot.width() * plot.height() / 7); // 0.8 of each step, less the outlines
}
