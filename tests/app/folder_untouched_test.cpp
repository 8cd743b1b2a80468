// Opening a folder in the app (every panel filled, every rank shown) and exporting it leaves the
// profiler folder exactly as it was: same listing, bytes, modes and modification times.
#include "folder_snapshot.h"
#include "gui/exportcommand.h"
#include "gui/mainwindow.h"
#include "jobs/runloader.h"
#include "malformed_support.h"
#include "temp_dir.h"
#include "widget_test_util.h"
#include "window_test_util.h"

#include <QComboBox>
#include <QTest>
#include <catch2/catch.hpp>

using namespace steplens;
namespace fs = std::filesystem;

namespace {

// Opens `folder` in a window, visits every rank, then exports everything next to it (not inside).
void openAndExport(const fs::path& folder, const fs::path& exportDir)
{
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    w.openFolder(QString::fromStdString(folder.string()));
    REQUIRE(test::waitForLoad(w, 20000));
    for (QComboBox* ranks : w.findChildren<QComboBox*>(QStringLiteral("rankSelector")))
        for (int i = 0; i < ranks->count(); ++i) {
            ranks->setCurrentIndex(i);
            QTest::qWait(50);
        }
    w.close();
    REQUIRE(exportCommand({folder.string(), "--out", exportDir.string()}) == 0);
    CHECK_FALSE(fs::is_empty(exportDir));
}

void checkSame(const std::map<std::string, test::EntryState>& before,
               const std::map<std::string, test::EntryState>& after)
{
    CHECK(after.size() == before.size());
    for (const auto& [path, state] : before) {
        INFO(path);
        auto it = after.find(path);
        REQUIRE(it != after.end());
        CHECK(it->second == state);
    }
    for (const auto& [path, state] : after) {
        INFO("new entry: " << path);
        CHECK(before.count(path) == 1);
    }
}

} // namespace

TEST_CASE("opening a folder in the app and exporting it leaves the folder byte-identical")
{
    const auto& examples = test::exampleRuns();
    REQUIRE(examples.ok);
    test::TempDir dir;
    const fs::path baseline = dir.path() / "1-baseline";
    test::copyFolder(examples.run("1-baseline"), baseline);
    const auto before = test::snapshotFolder(baseline);
    REQUIRE(before.size() > 10);
    openAndExport(baseline, dir.path() / "exported-baseline");
    checkSame(before, test::snapshotFolder(baseline));
}

TEST_CASE("opening a multi-rank MindInsight folder in the app and exporting it leaves it byte-identical")
{
    const std::string fixture = test::profilerFixture();
    REQUIRE_FIXTURE(fixture);
    test::TempDir dir;
    const fs::path folder = dir.path() / "profiler";
    test::copyFolder(fixture, folder);
    const auto before = test::snapshotFolder(folder);
    REQUIRE(before.size() > 10);
    openAndExport(folder, dir.path() / "exported");
    checkSame(before, test::snapshotFolder(folder));
}
