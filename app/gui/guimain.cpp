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

int runGui(int& argc, char** argv, const std::vector<std::string>& folders)
{
    QApplication app(argc, argv);
    configureApplication(app);
    MainWindow window;
    window.show();
    // Open after the event loop starts, so the window paints before any work begins.
    QTimer::singleShot(0, &window, [&window, folders] {
        if (folders.empty()) {
            window.openExample();
            return;
        }
        window.openFolder(QString::fromStdString(folders.front()));
        if (folders.size() > 1)
            window.showStatusMessage(
                MainWindow::tr("Comparing two runs is not available yet; showing %1 only.").arg(QString::fromStdString(folders.front())),
                15000);
    });
    return app.exec();
}

} // namespace steplens
