#pragma once
// Operators: where the device time goes by operator type and by operator, one tab per kind the run
// has (AI Core, AI CPU, GPU/CPU backend ops, host CPU ops). The tables are built from core's
// op_tables on a worker thread; sorting and the live text filter are computed by core as a row
// permutation (off the UI thread for big tables). Follows the shared operator selection, so an
// Operator or OpType evidence of the tuning assistant lands on its row.
#include "common/jobtracker.h"
#include "models/operatortables.h"
#include "panels/panel.h"

#include <map>
#include <memory>

class QLabel;
class QLineEdit;
class QSpinBox;
class QTabWidget;
class QTimer;

namespace steplens {

class KernelSection;
class OperatorSection;
class SelectionState;

class OperatorsPanel : public Panel
{
    Q_OBJECT
public:
    static constexpr int kFilterDelayMs = 300;

    explicit OperatorsPanel(SelectionState* selection, QWidget* parent = nullptr);
    ~OperatorsPanel() override;

    void showSnapshot(const ViewSnapshot& snapshot) override;
    QList<ExportItem> exportItems() const override;

    // For tests and export: waits for the tables being built (and any pending sort) and shows them.
    bool waitForTables(int msecs = 20000);
    bool showsTables() const;
    OperatorSection* section(OpSource source) const;
    OperatorSection* currentSection() const;
    std::shared_ptr<const OperatorTables> tables() const { return m_tables; }
    QLineEdit* filterEdit() const { return m_filter; }
    using Panel::exportButton; // public here: the tests press it
    QTabWidget* tabs() const { return m_tabs; }
    QString summaryText() const;
    QAbstractItemModel* scopeModel() const { return m_scopeModel; }
    // kernel_details.csv of the MindSpore >= 2.3 / torch_npu layout; null when the rank has none.
    KernelSection* kernelSection() const { return m_kernels; }
    // The unfiltered operator table of a source, as exported to CSV.
    QAbstractItemModel* exportModel(OpSource source) const;

private:
    void buildSections(std::shared_ptr<const OperatorTables> tables);
    void clearSections();
    void applyFilter();
    void showOperator(const QString& name);
    QWidget* makeScopeTab(OperatorSection* aicore);
    void updateScopes(int depth);

    SelectionState* m_selection;
    JobTracker m_jobs;
    std::shared_ptr<const Profile> m_profile;
    std::shared_ptr<const OperatorTables> m_tables;
    QWidget* m_content;
    QTabWidget* m_tabs;
    QLineEdit* m_filter;
    QTimer* m_filterTimer;
    QLabel* m_summary;
    std::map<OpSource, OperatorSection*> m_sections;
    std::map<OpSource, QAbstractItemModel*> m_exportModels;
    QAbstractItemModel* m_scopeModel = nullptr;
    KernelSection* m_kernels = nullptr;
    QSpinBox* m_scopeDepth = nullptr;
    QString m_pendingOp; // selected before the tables were built
    bool m_building = false;
    bool m_applyingSelection = false;
};

} // namespace steplens
