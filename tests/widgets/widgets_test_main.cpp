// Catch2 main for the widget tests: one QApplication on the offscreen platform, and settings kept
// away from the user's own (QStandardPaths test mode).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("StepLensTests"));
    QApplication::setApplicationName(QStringLiteral("StepLensWidgetTests"));
    QApplication::setApplicationVersion(QStringLiteral(STEPLENS_VERSION));
    QSettings().clear();
    return Catch::Session().run(argc, argv);
}
