#include "shortcuts.h"
#include "common/namespacetr.h"

#include <QApplication>
#include <QKeySequence>
#include <QMessageBox>

namespace steplens {

namespace {
QString keys(QKeySequence::StandardKey key)
{
    return QKeySequence(key).toString(QKeySequence::NativeText);
}
QString keys(const char* portable)
{
    return QKeySequence(QString::fromLatin1(portable)).toString(QKeySequence::NativeText);
}
} // namespace

QList<QPair<QString, QString>> keyboardShortcuts()
{
    return {
        {keys(QKeySequence::Open), tr("Open a profiler folder")},
        {keys("F5"), tr("Reload the folder")},
        {keys("Esc"), tr("Cancel loading")},
        {keys("Ctrl+E"), tr("Export everything to a folder")},
        {keys("Ctrl+Shift+O"), tr("Compare the run on show with another run")},
        {keys("Ctrl+Shift+E"), tr("Export a report (Markdown with the charts beside it)")},
        {tr("Shift + drop a folder"),
         tr("Compare the run on show with the dropped folder (in a comparison: replace B)")},
        {keys("Alt+1") + QStringLiteral(" … ") + keys("Alt+9") + QStringLiteral(", ") + keys("Alt+0"),
         tr("Show or hide a panel: Overview, Step trace, Problems, Operators, Data preparation, Tuning assistant, "
            "Data pipeline, Timeline, Communication, Memory")},
        {keys("Alt+C"), tr("Show or hide the Cluster view (jobs of several ranks)")},
        {keys("Ctrl+PgDown") + QStringLiteral(", ") + keys("Ctrl+PgUp"),
         tr("Next or previous panel among those tabbed together (also Ctrl+Tab, Ctrl+Shift+Tab)")},
        {keys(QKeySequence::Copy),
         tr("Copy the selected rows (operators, data queues) or file:line of the selected problems")},
        {tr("Type in a filter box"), tr("Filter the operators or the problems (applied after a short pause)")},
        {tr("Wheel / drag"), tr("Zoom / pan the step axis of the step chart")},
        {tr("Timeline: wheel, W/S · drag, A/D"), tr("Zoom around the cursor · pan")},
        {tr("Timeline: Shift+drag, Z, Home"), tr("Select a time range · zoom to it · show the whole trace")},
        {tr("Double-click"), tr("Show all steps again")},
        {tr("Wheel / drag / 0 in the pipeline graph"), tr("Zoom around the cursor / pan / fit the whole graph")},
        {keys("Ctrl+Q"), tr("Quit")},
    };
}

QString keyboardShortcutsHtml()
{
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=3>");
    for (const auto& [k, what] : keyboardShortcuts())
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(k.toHtmlEscaped(), what.toHtmlEscaped());
    return html + QStringLiteral("</table>");
}

void showShortcutsDialog(QWidget* parent)
{
    QMessageBox box(QMessageBox::NoIcon, tr("Keyboard shortcuts"), keyboardShortcutsHtml(), QMessageBox::Close, parent);
    box.setTextFormat(Qt::RichText);
    box.exec();
}

void showAboutDialog(QWidget* parent)
{
    QMessageBox::about(
        parent, tr("About StepLens"),
        tr("<h3>StepLens %1</h3><p>Where every millisecond of a MindSpore training step goes.</p>"
           "<p>Reads the profiler folders MindSpore writes (1.x profiler/ and 2.x ASCEND_PROFILER_OUTPUT) "
           "and never writes into them.</p><p>Built with Qt %2 and QCustomPlot.</p>")
            .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

} // namespace steplens
