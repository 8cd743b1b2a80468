#pragma once
// Helpers shared by the widget tests: the 20-step fixture, pixel checks, screenshots for review.
#include "common/viewsnapshot.h"
#include "example_runs.h"
#include "fixtures.h"
#include "load/load.h"

#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QPalette>
#include <QSet>
#include <QTest>
#include <QWidget>

#include <functional>
#include <memory>

// Readable QString values in Catch failure messages.
namespace Catch {
template <>
struct StringMaker<QString> {
    static std::string convert(const QString& s) { return '"' + s.toStdString() + '"'; }
};
} // namespace Catch

namespace steplens::test {

// MindInsight's profiler/ sample: ranks 0, 1 and 10; ranks 0 and 10 have a 20-step step trace.
inline std::string profilerFixture()
{
    return mindinsight("profiler");
}

inline std::shared_ptr<const Run> loadFixtureRun()
{
    return std::make_shared<const Run>(loadRun(profilerFixture()));
}

// Rank 0 of a bundled example run ("1-baseline"...), loaded and analysed; empty when the generator failed.
inline ViewSnapshot exampleSnapshot(const char* name, const AnalysisOptions& options = {})
{
    const auto& examples = exampleRuns();
    if (!examples.ok)
        return {};
    auto run = std::make_shared<const Run>(loadRun(examples.run(name).string()));
    return ViewSnapshot::analysedRank(run, 0, 0.1, options);
}

// Rank `index` of a real MindInsight fixture folder, analysed; empty when ../shared is absent.
inline ViewSnapshot fixtureSnapshot(const std::string& folder, std::size_t index = 0)
{
    if (folder.empty())
        return {};
    return ViewSnapshot::analysedRank(std::make_shared<const Run>(loadRun(folder)), index, 0.1);
}

// Runs the event loop until `done()` holds or `ms` pass; background jobs deliver through it.
inline bool waitUntil(const std::function<bool()>& done, int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) {
        if (done())
            return true;
        QTest::qWait(20);
    }
    return false;
}

// Distinct colours in an image, sampled on a grid (enough to tell a chart from a blank canvas).
inline int colourVariety(const QImage& image)
{
    QSet<QRgb> colours;
    const int stepX = qMax(1, image.width() / 200), stepY = qMax(1, image.height() / 200);
    for (int y = 0; y < image.height(); y += stepY)
        for (int x = 0; x < image.width(); x += stepX)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

// A dark palette for the screenshots that check colours against a dark background.
inline QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(45, 45, 48));
    p.setColor(QPalette::WindowText, QColor(225, 225, 225));
    p.setColor(QPalette::Base, QColor(30, 30, 32));
    p.setColor(QPalette::AlternateBase, QColor(40, 40, 44));
    p.setColor(QPalette::Text, QColor(225, 225, 225));
    p.setColor(QPalette::Button, QColor(55, 55, 60));
    p.setColor(QPalette::ButtonText, QColor(225, 225, 225));
    p.setColor(QPalette::Highlight, QColor(64, 128, 200));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(120, 180, 255));
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
    p.setColor(QPalette::Mid, QColor(90, 90, 95));
    p.setColor(QPalette::ToolTipBase, QColor(50, 50, 55));
    p.setColor(QPalette::ToolTipText, QColor(225, 225, 225));
    return p;
}

// Saves a screenshot of `widget` under <build>/widget-shots for a human to look at.
inline QString saveShot(QWidget* widget, const QString& name)
{
    const QString dir = QString::fromUtf8(STEPLENS_BINARY_DIR) + QStringLiteral("/widget-shots");
    QDir().mkpath(dir);
    const QString path = dir + QLatin1Char('/') + name + QStringLiteral(".png");
    widget->grab().save(path);
    return path;
}

} // namespace steplens::test
