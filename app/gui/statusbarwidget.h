#pragma once
// The main window's status bar line: what is on show (or a message for a while), and while files
// are read a progress bar with a cancel button.
#include <QWidget>

class QAction;
class QLabel;
class QProgressBar;
class QTimer;
class QToolButton;

namespace steplens {

class ComparisonSession;
class ElidedLabel;
class RunSession;

class StatusBarWidget : public QWidget
{
    Q_OBJECT
public:
    StatusBarWidget(QAction* cancelAction, QWidget* parent = nullptr);

    // Shows or hides the progress bar and the cancel button.
    void setLoading(bool loading);
    // A new job: the bar back to 0 with `format` on it.
    void startProgress(const QString& format);
    void setProgress(double fraction, const QString& stage, const QString& toolTip = QString());
    // A message in place of the usual line for a while; messageExpired then asks for the usual line.
    void showMessage(const QString& text, int milliseconds = 8000);
    // Where an export went, with an "Open folder" link, for longer than a plain message.
    void showWritten(const QStringList& paths);
    // The folder the "Open folder" link opens; empty when no export message is on show.
    QString writtenFolder() const;
    // The usual line (what is on show); kept back while a message shows.
    void setStatus(const QString& text, const QString& toolTip = QString());
    // The usual line for the run on show, or for the comparison when one is on show.
    void showSessions(const RunSession& run, const ComparisonSession* comparison);
    QString text() const;

signals:
    void messageExpired();

private:
    ElidedLabel* m_label; // never wider than the window: a long line ends in "…"
    QLabel* m_openFolder; // the link after an export message
    QProgressBar* m_progress;
    QToolButton* m_cancelButton;
    QAction* m_cancelAction;
    QTimer* m_messageTimer;
    QString m_message;
    QString m_writtenFolder;
};

} // namespace steplens
