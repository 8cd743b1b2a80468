#include "charts/chartexportdialog.h"

#include "charts/chartexport.h"
#include "common/exportfeedback.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>

namespace steplens {

namespace {

QString defaultDirectory()
{
    // Never the profiler folder: exports go where the user last put them, else their pictures folder.
    QString dir = QSettings().value(lastExportFolderKey()).toString();
    if (dir.isEmpty() || !QDir(dir).exists())
        dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (dir.isEmpty())
        dir = QDir::homePath();
    return dir;
}
} // namespace

ChartExportDialog::ChartExportDialog(QWidget* chart, const QString& suggestedName, QWidget* parent)
    : QDialog(parent)
    , m_chart(chart)
{
    setWindowTitle(tr("Export chart"));
    m_path = new QLineEdit(QDir(defaultDirectory()).filePath(suggestedName + QStringLiteral(".png")), this);
    m_path->setToolTip(tr("The file type follows the suffix: .png, .svg or .pdf"));
    auto* browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &ChartExportDialog::browse);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);

    const QSize view = chart ? chart->size() : QSize(800, 500);
    m_viewSize = new QRadioButton(tr("As on screen (%1 × %2)").arg(view.width()).arg(view.height()), this);
    m_customSize = new QRadioButton(tr("Custom:"), this);
    m_viewSize->setChecked(true);
    m_width = new QSpinBox(this);
    m_height = new QSpinBox(this);
    for (QSpinBox* s : {m_width, m_height}) {
        s->setRange(100, 20000);
        s->setSuffix(tr(" px"));
        s->setEnabled(false);
    }
    m_width->setValue(qMax(1600, view.width()));
    m_height->setValue(qMax(900, view.height()));
    connect(m_customSize, &QRadioButton::toggled, m_width, &QSpinBox::setEnabled);
    connect(m_customSize, &QRadioButton::toggled, m_height, &QSpinBox::setEnabled);
    auto* customRow = new QHBoxLayout;
    customRow->addWidget(m_customSize);
    customRow->addWidget(m_width);
    customRow->addWidget(new QLabel(QStringLiteral("×"), this));
    customRow->addWidget(m_height);
    customRow->addStretch(1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* form = new QFormLayout(this);
    form->addRow(tr("File:"), pathRow);
    form->addRow(tr("Size:"), m_viewSize);
    form->addRow(QString(), customRow);
    form->addRow(buttons);
    resize(sizeHint().expandedTo(QSize(520, 0)));
}

QString ChartExportDialog::path() const
{
    return m_path->text().trimmed();
}

QSize ChartExportDialog::size() const
{
    return m_customSize->isChecked() ? QSize(m_width->value(), m_height->value()) : QSize();
}

void ChartExportDialog::browse()
{
    const QString chosen = QFileDialog::getSaveFileName(
        this, tr("Export chart"), path(), tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

bool ChartExportDialog::exportChart(QWidget* chart, const QString& suggestedName, QWidget* parent)
{
    ChartExportDialog dialog(chart, suggestedName, parent);
    while (dialog.exec() == QDialog::Accepted) {
        QString error;
        if (saveWidgetImage(chart, dialog.path(), dialog.size(), &error)) {
            QSettings().setValue(lastExportFolderKey(), QFileInfo(dialog.path()).absolutePath());
            ExportFeedback::announce({dialog.path()});
            return true;
        }
        QMessageBox::warning(parent, tr("Export chart"), tr("The chart was not saved: %1").arg(error));
    }
    return false;
}

} // namespace steplens
