#pragma once
// Communication (MindSpore >= 2.3 / torch_npu layout): per operation of communication.json its
// elapse, transit, wait, idle and bandwidth (a chart of the slowest ones and a table of all), and
// communication_matrix.json as a heat map of bandwidth per source → destination rank link, with
// the slow links marked. The main window shows the dock only when the rank has this data.
#include "analysis/communication_stats.h"
#include "models/linkmatrix.h"
#include "models/vectortablemodel.h"
#include "panels/panel.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QTabWidget;
class QTableView;

namespace steplens {

class CommOpChart;
class LinkMatrixChart;
class SelectionState;

class CommunicationPanel : public Panel
{
    Q_OBJECT
public:
    explicit CommunicationPanel(SelectionState* selection, QWidget* parent = nullptr);

    void showSnapshot(const ViewSnapshot& snapshot) override;
    QList<ExportItem> exportItems() const override;

    // True when the rank on show (or its run's cluster analysis) has communication data.
    bool hasData() const { return m_hasData; }
    static bool hasCommunicationData(const ViewSnapshot& snapshot);
    // The data is there, or its files are and are still being read (a partial snapshot).
    static bool mayHaveCommunicationData(const ViewSnapshot& snapshot);

    LinkMatrixChart* matrixChart() const { return m_matrixChart; }
    CommOpChart* opChart() const { return m_opChart; }
    VectorTableModel<CommOpSummary>* opTable() const { return m_opModel; }
    // The cells of the link matrix on show, one row per source → destination link.
    VectorTableModel<LinkMatrixCell>* linkTable() const { return m_linkModel; }
    QComboBox* matrixSourceSelector() const { return m_matrixSource; }
    QComboBox* matrixChoiceSelector() const { return m_matrixChoice; }
    QString captionText() const;

private:
    struct MatrixSource {
        QString label;
        std::vector<const CommunicationMatrix*> matrices;
    };
    void showMatrixSource(int index);
    void showMatrixChoice(int index);

    SelectionState* m_selection;
    ViewSnapshot m_snapshot;
    bool m_hasData = false;
    QWidget* m_content;
    QLabel* m_caption;
    QTabWidget* m_tabs;
    QWidget* m_matrixPage;
    QComboBox* m_matrixSource;
    QComboBox* m_matrixChoice;
    QLabel* m_matrixNote;
    LinkMatrixChart* m_matrixChart;
    QWidget* m_opsPage;
    CommOpChart* m_opChart;
    QLineEdit* m_filter;
    VectorTableModel<CommOpSummary>* m_opModel;
    QTableView* m_opView;
    VectorTableModel<LinkMatrixCell>* m_linkModel;
    QTableView* m_linkView;
    std::vector<MatrixSource> m_sources;
    std::vector<LinkChoice> m_choices;
};

} // namespace steplens
