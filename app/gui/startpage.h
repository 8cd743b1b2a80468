#pragma once
// What the window shows when no folder is open: open the example or a folder, recent folders,
// keyboard shortcuts.
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace steplens {

class StartPage : public QWidget
{
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);

    void setRecentFolders(const QStringList& folders);
    // A line under the buttons: what is loading, or why the example could not be opened.
    void setStatus(const QString& text);
    QString status() const;

signals:
    void openExampleRequested();
    void compareExamplesRequested();
    void openFolderRequested();
    void openRecentRequested(const QString& folder);

private:
    QLabel* m_status;
    QLabel* m_recentTitle;
    QListWidget* m_recent;
};

} // namespace steplens
