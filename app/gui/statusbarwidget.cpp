#include "statusbarwidget.h"

#include "comparisonsession.h"
#include "runsession.h"

#include <QAction>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>

namespace steplens {

StatusBarWidget::StatusBarWidget(QAction* cancelAction, QWidget* parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancelButton(new QToolButton(this))
    , m_cancelAction(cancelAction)
    , m_messageTimer(new QTimer(this))
{
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(320);
    m_progress->setTextVisible(true);
    m_cancelButton->setDefaultAction(cancelAction);
    m_cancelButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_messageTimer->setSingleShot(true);
    connect(m_messageTimer, &QTimer::timeout, this, &StatusBarWidget::messageExpired);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label, 1);
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
    m_progress->setValue(0);
    m_progress->setFormat(format);
}

void StatusBarWidget::setProgress(double fraction, const QString& stage, const QString& toolTip)
{
    m_progress->setValue(int(fraction * 1000));
    m_progress->setFormat(stage.isEmpty() ? QStringLiteral("%p%") : stage + QStringLiteral(" — %p%"));
    m_progress->setToolTip(toolTip);
}

void StatusBarWidget::showMessage(const QString& text, int milliseconds)
{
    // Our own transient message in the label: QStatusBar::showMessage would draw over it.
    m_message = text;
    m_messageTimer->start(milliseconds);
    m_label->setText(text);
}

void StatusBarWidget::setStatus(const QString& text, const QString& toolTip)
{
    if (m_messageTimer->isActive()) {
        m_label->setText(m_message);
        return;
    }
    m_label->setText(text);
    m_label->setToolTip(toolTip);
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
    return m_label->text();
}

} // namespace steplens
