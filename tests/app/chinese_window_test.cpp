// The window in Chinese: every dock title, the menus and the panels of the example run, a 2.x rank and
// the comparison are translated, and the renders (build/widget-shots/zh-*.png) show CJK glyphs.
#include "common/translation.h"
#include "compare/comparisonview.h"
#include "gui/guimain.h"
#include "gui/mainwindow.h"
#include "widget_test_util.h"
#include "window_test_util.h"

#include <QApplication>
#include <QDockWidget>
#include <QFontDatabase>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <catch2/catch.hpp>

#include <filesystem>

using namespace steplens;

namespace {
bool hasChinese(const QString& text)
{
    for (QChar c : text)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

void shootDocks(MainWindow& w, const QString& prefix)
{
    for (QDockWidget* d : w.findChildren<QDockWidget*>()) {
        INFO(d->objectName().toStdString());
        CHECK(hasChinese(d->windowTitle()));
        d->show();
        d->raise();
        QTest::qWait(80);
        if (d->widget())
            test::saveShot(d->widget(), prefix + QLatin1Char('-') + d->objectName());
    }
}
} // namespace

TEST_CASE("main window in Chinese: example run, a 2.x rank and the comparison")
{
    // A font with CJK glyphs must be there, or everything below renders as boxes.
    bool cjkFont = false;
    for (const QString& family : QFontDatabase::families(QFontDatabase::SimplifiedChinese))
        cjkFont = cjkFont || family.contains(QLatin1String("CJK"));
    CHECK(cjkFont); // Debian: fonts-noto-cjk

    TranslationScope zh(QStringLiteral("zh_CN"));
    REQUIRE(zh.ok());
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    MainWindow w;
    w.resize(1366, 768);
    w.show();
    QStringList menus;
    for (QAction* a : w.menuBar()->actions())
        menus << a->text();
    CHECK(menus.contains(QStringLiteral("文件(&F)")));
    CHECK(menus.contains(QStringLiteral("视图(&V)")));

    REQUIRE(test::openAndWait(w, examples.run("1-baseline").string(), 20000));
    QTest::qWait(200);
    test::saveShot(&w, QStringLiteral("zh-window-example"));
    shootDocks(w, QStringLiteral("zh-example"));

    const std::filesystem::path level1 =
        std::filesystem::path(STEPLENS_SHARED_DIR) / "fixtures/Ascend/msinsight/test/data/pytorch/text/level1";
    if (std::filesystem::exists(level1)) {
        REQUIRE(test::openAndWait(w, level1.string()));
        QTest::qWait(200);
        test::saveShot(&w, QStringLiteral("zh-window-ascend-level1"));
        shootDocks(w, QStringLiteral("zh-level1"));
    } else {
        WARN("../shared/fixtures absent: the 2.x rank is not rendered");
    }

    QSignalSpy ready(&w, &MainWindow::comparisonReady);
    openStartupFolders(w, {examples.run("1-baseline").string(), examples.run("5-mixed-precision").string()});
    REQUIRE(test::waitForComparison(w, ready));
    QTabWidget* tabs = w.comparisonView()->tabs();
    for (int i = 0; i < tabs->count(); ++i) {
        INFO(tabs->tabText(i).toStdString());
        CHECK(hasChinese(tabs->tabText(i)));
        tabs->setCurrentIndex(i);
        QTest::qWait(100);
        test::saveShot(&w, QStringLiteral("zh-compare-%1").arg(i));
    }
}
