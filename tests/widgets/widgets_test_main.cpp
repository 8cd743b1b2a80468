// Catch2 main for the widget tests: one QApplication on the offscreen platform, and settings kept
// away from the user's own (QStandardPaths test mode) and from every other test process: ctest runs
// test cases in parallel processes, and one clearing a shared settings file under another's
// "remembered across a restart" test made those fail now and then.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    const QTemporaryDir settingsDir;
    if (settingsDir.isValid()) {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    }
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("StepLensTests"));
    QApplication::setApplicationName(QStringLiteral("StepLensWidgetTests"));
    QApplication::setApplicationVersion(QStringLiteral(STEPLENS_VERSION));
    QSettings().clear();
    const int result = Catch::Session().run(argc, argv);
    return result;
}
