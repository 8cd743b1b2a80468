#include "guimain.h"

#include "mainwindow.h"

#include <QApplication>
#include <QTimer>

namespace steplens {

void configureApplication(QApplication& app)
{
    QApplication::setApplicationName(QStringLiteral("StepLens"));
    QApplication::setOrganizationName(QStringLiteral("StepLens"));
    QApplication::setApplicationVersion(QStringLiteral(STEPLENS_VERSION));
    QApplication::setApplicationDisplayName(QStringLiteral("StepLens"));
    app.setWindowIcon(QIcon::fromTheme(QStringLiteral("utilities-system-monitor")));
}

void openStartupFolders(MainWindow& window, const std::vector<std::string>& folders)
{
    if (folders.empty()) {
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
        window.showStatusMessage(MainWindow::tr("Only two runs can be compared; the folders after the second were left out."), 15000);
}

int runGui(int& argc, char** argv, const std::vector<std::string>& folders)
{
    QApplication app(argc, argv);
    configureApplication(app);
    MainWindow window;
    window.show();
    // Open after the event loop starts, so the window paints before any work begins.
    QTimer::singleShot(0, &window, [&window, folders] { openStartupFolders(window, folders); });
    return app.exec();
}

} // namespace steplens
