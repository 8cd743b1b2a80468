#pragma once
// The Cluster view: which rank, which link and which phase hold a many-rank job back. It shows a
// ClusterOverview (core: the summary of every rank, its analysis and the cluster findings), read
// summary first before any rank is opened, for both profiler layouts:
//  - the findings across ranks (slow rank, slow link...), each a link that brings its ranks forward;
//  - per-rank stacked bars of the mean step phases, sortable by any phase, and the rank x step heat
//    map of the step time or any phase (rows in the bars' order);
//  - per rank, the time its collectives spend moving data against waiting;
//  - the link matrix of every rank pair, per transport and communication domain, slow links outlined;
//  - a table of every rank.
// Clicking a rank asks the window to open it (SelectionState::requestRank); clicking a heat map cell
// asks for that rank at that step (requestRankStep). The panel never loads anything itself.
#include "models/clusterseries.h"
#include "models/vectortablemodel.h"
#include "panels/panel.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QStackedWidget;
class QTabWidget;
class QTableView;

namespace steplens {

class RankStepGridModel;
class LinkMatrixChart;
class RankBarChart;
class RankStepHeatMap;
class SectionMessage;
class SelectionState;

class ClusterPanel : public Panel
{
    Q_OBJECT
public:
    explicit ClusterPanel(SelectionState* selection, QWidget* parent = nullptr);

    // Shows snapshot.clusterOverview() (the summary-first cluster, else the run's); a message when
    // the folder has a single rank.
    void showSnapshot(const ViewSnapshot& snapshot) override;
    void showCluster(std::shared_ptr<const ClusterOverview> overview);
    QList<ExportItem> exportItems() const override;

    bool hasData() const { return bool(m_overview); }
    static bool hasClusterData(const ViewSnapshot& snapshot);
    std::shared_ptr<const ClusterOverview> overview() const { return m_overview; }

    // Parts, for tests and the export.
    RankBarChart* phaseChart() const { return m_phaseChart; }
    RankStepHeatMap* heatMap() const { return m_heatMap; }
    // Shown in the Step phases tab instead of the charts when no rank has step data; null when hidden.
    const SectionMessage* noStepsMessage() const;
    RankBarChart* communicationChart() const { return m_commChart; }
    LinkMatrixChart* matrixChart() const { return m_matrixChart; }
    VectorTableModel<ClusterRankRow>* rankTable() const { return m_rankModel; }
    VectorTableModel<LinkMatrixCell>* linkTable() const { return m_linkModel; }
    RankStepGridModel* stepTable() const { return m_stepModel; }
    QComboBox* phaseSortSelector() const { return m_phaseSort; }
    QComboBox* heatMetricSelector() const { return m_heatMetric; }
    QComboBox* commSortSelector() const { return m_commSort; }
    QComboBox* transportSelector() const { return m_transport; }
    QComboBox* domainSelector() const { return m_domain; }
    QTabWidget* tabs() const { return m_tabs; }
    QString captionText() const;
    QString findingsText() const;

    // Brings the part that shows a finding forward: its ranks first in the bars (sorted by its
    // phase), its links in the matrix (their transport). The findings line calls this.
    void focusFinding(int index);

private:
    void rebuild();
    void showPhases();
    void showHeatMap();
    void showCommunication();
    void showLinks();
    void fillTables();

    SelectionState* m_selection;
    std::shared_ptr<const ClusterOverview> m_overview;
    QWidget* m_content;
    QLabel* m_caption;
    QLabel* m_findings;
    QTabWidget* m_tabs;
    QComboBox* m_phaseSort;
    RankBarChart* m_phaseChart;
    QComboBox* m_heatMetric;
    RankStepHeatMap* m_heatMap;
    QStackedWidget* m_phaseStack = nullptr; // the charts, or m_noSteps when no rank has step data
    SectionMessage* m_noSteps = nullptr;
    QWidget* m_phaseCharts = nullptr;  // the bars and the heat map, the stack's other page
    std::size_t m_ranksWithSteps = 0; // of the overview on show, counted by rebuild()
    QComboBox* m_commSort;
    RankBarChart* m_commChart;
    QLabel* m_commNote;
    QComboBox* m_transport;
    QComboBox* m_domain;
    LinkMatrixChart* m_matrixChart;
    QLabel* m_linkNote;
    QLineEdit* m_filter;
    VectorTableModel<ClusterRankRow>* m_rankModel;
    QTableView* m_rankView;
    VectorTableModel<LinkMatrixCell>* m_linkModel;
    RankStepGridModel* m_stepModel;
};

} // namespace steplens
