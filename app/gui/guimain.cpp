#include "guimain.h"

#include "common/translation.h"
#include "mainwindow.h"
#include "runsession.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QIcon>
#include <QEvent>
#include <QTimer>

#include <cstdio>
#include <memory>

// The icon is compiled into the static gui library; its resource needs an explicit start-up call.
static void initResources()
{
    Q_INIT_RESOURCE(steplens);
}

namespace steplens {

void configureApplication(QApplication& app)
{
    initResources();
    QApplication::setApplicationName(QStringLiteral("StepLens"));
    QApplication::setOrganizationName(QStringLiteral("StepLens"));
    QApplication::setApplicationVersion(QStringLiteral(STEPLENS_VERSION));
    QApplication::setApplicationDisplayName(QStringLiteral("StepLens"));
    // The desktop file's name lets Wayland compositors and docks match the window to the installed
    // entry and its icon; the compiled-in icon covers a binary that was never installed.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.steplens.StepLens"));
    QIcon icon;
    for (const char* file : {":/icons/steplens-16.png", ":/icons/steplens-32.png", ":/icons/steplens-48.png",
                             ":/icons/steplens-256.png"})
        icon.addFile(QString::fromLatin1(file));
    app.setWindowIcon(icon);
}

namespace {

// STEPLENS_EXIT_AFTER_PAINT=1 (for the start-up benchmark): prints "first-paint <ms>" once the
// window has painted, "loaded-paint <ms>" once it has painted with the run loaded and analysed
// (ms since the application object was made), then quits. Never set in normal use.
class PaintWatcher : public QObject
{
public:
    PaintWatcher(MainWindow& window, QElapsedTimer& clock)
        : m_window(window)
        , m_clock(clock)
    {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::Paint || !watched->isWidgetType() ||
            static_cast<QWidget*>(watched)->window() != &m_window)
            return false;
        // Reported after the paint event is handled, from the event loop.
        if (!m_firstPainted) {
            m_firstPainted = true;
            QTimer::singleShot(0, this, [this] { report("first-paint"); });
        }
        if (!m_loadedPainted && m_window.session()->snapshot().run && !m_window.session()->isBusy()) {
            m_loadedPainted = true;
            QTimer::singleShot(0, this, [this] {
                report("loaded-paint");
                QCoreApplication::quit();
            });
        }
        return false;
    }

private:
    void report(const char* what)
    {
        std::fprintf(stderr, "%s %.1f\n", what, double(m_clock.nsecsElapsed()) / 1e6);
        std::fflush(stderr);
    }

    MainWindow& m_window;
    QElapsedTimer& m_clock;
    bool m_firstPainted = false;
    bool m_loadedPainted = false;
};

} // namespace

void openStartupFolders(MainWindow& window, const std::vector<std::string>& folders)
{
    // No folder: the start page (open a folder, recent folders, the example runs).
    if (folders.empty())
        return;
    if (folders.front() == kExampleFolder) {
        window.openExample();
        return;
    }
    if (folders.size() == 1) {
        window.openFolder(QString::fromStdString(folders.front()));
        return;
    }
    // `steplens A B`: B against A.
    window.openComparison(QString::fromStdString(folders[0]), QString::fromStdString(folders[1]));
    if (folders.size() > 2)
        window.showStatusMessage(
            MainWindow::tr("Only two runs can be compared; the folders after the second were left out."), 15000);
}

int runGui(int& argc, char** argv, const std::vector<std::string>& folders, const std::string& language)
{
    QElapsedTimer clock;
    clock.start();
    QApplication app(argc, argv);
    configureApplication(app);
    // View › Language, or the system locale; installed before the first widget is made.
    // --lang, as report and export take it, wins for this start ("system" follows the locale).
    const QString asked = QString::fromStdString(language);
    installTranslation(resolveLanguage(asked.isEmpty() ? savedLanguageChoice() : asked == QLatin1String("system") ? QString() : asked));
    MainWindow window;
    std::unique_ptr<PaintWatcher> watcher;
    if (qEnvironmentVariableIsSet("STEPLENS_EXIT_AFTER_PAINT")) {
        watcher = std::make_unique<PaintWatcher>(window, clock);
        app.installEventFilter(watcher.get());
        // A loaded snapshot may be shown without any further paint being needed: ask for one.
        QObject::connect(&window, &MainWindow::snapshotShown, &window, [&window] { window.update(); });
    }
    window.show();
    // Open after the event loop starts, so the window paints before any work begins.
    QTimer::singleShot(0, &window, [&window, folders] { openStartupFolders(window, folders); });
    return app.exec();
}

} // namespace steplens
