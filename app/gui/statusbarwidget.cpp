#include "statusbarwidget.h"

#include "comparisonsession.h"
#include "runsession.h"
#include "common/elidedlabel.h"
#include "common/exportfeedback.h"

#include <QAction>
#include <QDesktopServices>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>
#include <QUrl>

#include <algorithm>

namespace steplens {

StatusBarWidget::StatusBarWidget(QAction* cancelAction, QWidget* parent)
    : QWidget(parent)
    , m_label(new ElidedLabel(this))
    , m_openFolder(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancelButton(new QToolButton(this))
    , m_cancelAction(cancelAction)
    , m_messageTimer(new QTimer(this))
{
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(420);
    m_progress->setTextVisible(true);
    m_cancelButton->setDefaultAction(cancelAction);
    m_cancelButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_messageTimer->setSingleShot(true);
    connect(m_messageTimer, &QTimer::timeout, this, [this] {
        m_openFolder->hide();
        m_writtenFolder.clear();
        emit messageExpired();
    });
    m_openFolder->setTextFormat(Qt::RichText);
    m_openFolder->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_openFolder->setText(QStringLiteral("<a href=\"open\">%1</a>").arg(tr("Open folder").toHtmlEscaped()));
    m_openFolder->hide();
    connect(m_openFolder, &QLabel::linkActivated, this,
            [this] { QDesktopServices::openUrl(QUrl::fromLocalFile(m_writtenFolder)); });
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_openFolder);
    layout->addWidget(m_progress);
    layout->addWidget(m_cancelButton);
    setLoading(false);
}

void StatusBarWidget::setLoading(bool loading)
{
    m_progress->setVisible(loading);
    m_cancelButton->setVisible(loading);
    m_cancelAction->setEnabled(loading);
}

void StatusBarWidget::startProgress(const QString& format)
{
    setLoading(true);
    m_progress->setMinimumWidth(0);
    m_progress->setValue(0);
    m_progress->setFormat(format);
}

void StatusBarWidget::setProgress(double fraction, const QString& stage, const QString& toolTip)
{
    m_progress->setValue(int(fraction * 1000));
    const QString format = stage.isEmpty() ? QStringLiteral("%p%") : stage + QStringLiteral(" — %p%");
    m_progress->setFormat(format);
    // The stage names the file being read ("kernel_details.csv (1.3 GB) — 35%"): the bar widens to
    // show it (the folder text beside it would squeeze it to a few letters), and does not shrink back
    // while the load goes on, so it does not jump from file to file.
    QString widest = format;
    widest.replace(QStringLiteral("%p"), QStringLiteral("100"));
    const int need = std::min(m_progress->maximumWidth(), m_progress->fontMetrics().horizontalAdvance(widest) + 24);
    if (need > m_progress->minimumWidth())
        m_progress->setMinimumWidth(need);
    m_progress->setToolTip(toolTip);
}

void StatusBarWidget::showMessage(const QString& text, int milliseconds)
{
    m_openFolder->hide(); // a newer message is not about the export
    m_writtenFolder.clear();
    // Our own transient message in the label: QStatusBar::showMessage would draw over it.
    m_message = text;
    m_messageTimer->start(milliseconds);
    m_label->setFullText(text);
}

void StatusBarWidget::showWritten(const QStringList& paths)
{
    if (paths.isEmpty())
        return;
    showMessage(exportedText(paths), 20000);
    m_label->setFullToolTip(QDir::toNativeSeparators(paths.join(QLatin1Char('\n'))));
    m_writtenFolder = exportedFolder(paths);
    m_openFolder->show();
}

QString StatusBarWidget::writtenFolder() const
{
    return m_writtenFolder;
}

void StatusBarWidget::setStatus(const QString& text, const QString& toolTip)
{
    if (m_messageTimer->isActive()) {
        m_label->setFullText(m_message);
        return;
    }
    m_label->setFullText(text);
    m_label->setFullToolTip(toolTip);
}

void StatusBarWidget::showSessions(const RunSession& run, const ComparisonSession* comparison)
{
    if (comparison) {
        const ComparisonSnapshot& c = comparison->comparison();
        setStatus(comparison->statusText(),
                  QDir::toNativeSeparators(c.a.folder) + QLatin1Char('\n') + QDir::toNativeSeparators(c.b.folder));
    } else if (run.snapshot().empty()) {
        setStatus(tr("No folder open"));
    } else {
        const ViewSnapshot& s = run.snapshot();
        setStatus(run.statusText(), s.run ? QString::fromStdString(s.run->profilerFolder) : run.shownFolder());
    }
}

QString StatusBarWidget::text() const
{
    return m_label->fullText();
}

} // namespace steplens
