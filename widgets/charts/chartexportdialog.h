#pragma once
// Asks where to save a chart and at which size, then saves it with saveWidgetImage. Used by every
// chart's context menu and by File › Export.
#include <QDialog>
#include <QString>

class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace steplens {

// The settings key of the folder the last export went to: every export dialog starts there.
inline QString lastExportFolderKey()
{
    return QStringLiteral("export/lastDirectory");
}

class ChartExportDialog : public QDialog
{
    Q_OBJECT
public:
    ChartExportDialog(QWidget* chart, const QString& suggestedName, QWidget* parent = nullptr);

    QString path() const;
    QSize size() const; // empty: view size

    // Shows the dialog and saves; reports failure in a message box. Returns true when a file was written.
    static bool exportChart(QWidget* chart, const QString& suggestedName, QWidget* parent);

private:
    void browse();

    QWidget* m_chart;
    QLineEdit* m_path;
    QRadioButton* m_viewSize;
    QRadioButton* m_customSize;
    QSpinBox* m_width;
    QSpinBox* m_height;
};

} // namespace steplens
