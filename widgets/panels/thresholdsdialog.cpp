#include "panels/thresholdsdialog.h"

#include "common/tableview.h"
#include "models/thresholdsmodel.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace steplens {

namespace {
// Values are edited in a spin box that cannot go negative and keeps enough decimals for ratios.
class ValueDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&, const QModelIndex&) const override
    {
        auto* spin = new QDoubleSpinBox(parent);
        spin->setRange(0, 1e9);
        spin->setDecimals(4);
        spin->setFrame(false);
        return spin;
    }
};
} // namespace

ThresholdsDialog::ThresholdsDialog(const Thresholds& thresholds, QWidget* parent)
    : QDialog(parent)
    , m_model(new ThresholdsModel(thresholds, this))
    , m_view(makeTableView(m_model, this))
{
    setObjectName(QStringLiteral("thresholdsDialog"));
    setWindowTitle(tr("Tuning assistant thresholds"));
    auto* intro =
        new QLabel(tr("Each rule compares a measured value against one of these. Double-click a value to change it; "
                      "the run is analysed again when you press OK. Changed values are kept for next time."),
                   this);
    intro->setWordWrap(true);
    m_view->setItemDelegateForColumn(ThresholdsModel::ValueColumn, new ValueDelegate(m_view));
    // Taller rows than a read-only table: the value editor opens inside the row.
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->horizontalHeader()->setSortIndicatorShown(false); // the table's order is the rules' order
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->resizeColumnsToContents();
    m_view->setColumnWidth(ThresholdsModel::ValueColumn, qMax(90, m_view->columnWidth(ThresholdsModel::ValueColumn)));

    auto* buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    buttons->button(QDialogButtonBox::RestoreDefaults)->setText(tr("Reset to defaults"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, m_model,
            &ThresholdsModel::resetToDefaults);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    resize(980, 560);
}

Thresholds ThresholdsDialog::thresholds() const
{
    return m_model->thresholds();
}

} // namespace steplens
