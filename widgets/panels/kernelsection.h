#pragma once
// The Kernels tab of the Operators panel for the MindSpore >= 2.3 / torch_npu layout: every row of
// kernel_details.csv, filterable by step (the file's Step Id) and by the panel's text filter,
// sortable by any column, exportable as CSV.
#include "model/profile.h"
#include "models/vectortablemodel.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace steplens {

using KernelTableModel = VectorTableModel<KernelRow, RowStore<KernelRow>>;

class KernelSection : public QWidget
{
    Q_OBJECT
public:
    // `profile` must have ascend->kernels; the section keeps it alive.
    explicit KernelSection(std::shared_ptr<const Profile> profile, QWidget* parent = nullptr);

    KernelTableModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QComboBox* stepSelector() const { return m_steps; }
    QString caption() const;

    // Shows only the kernels of `step` (-1: every step); false when the file has no such step.
    bool selectStep(int step);
    int selectedStep() const { return m_step; }
    void setFilterText(const QString& text);

private:
    void updateCaption();

    std::shared_ptr<const Profile> m_profile;
    KernelTableModel* m_model;
    QTableView* m_view;
    QComboBox* m_steps;
    QLabel* m_caption;
    int m_step = -1;
};

} // namespace steplens
