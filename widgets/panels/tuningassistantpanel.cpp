#include "panels/tuningassistantpanel.h"

#include "common/analysissettings.h"
#include "common/selectionstate.h"
#include "models/findingsmodel.h"
#include "panels/findingcard.h"
#include "panels/panelexportbutton.h"
#include "panels/ruleinputs.h"
#include "panels/thresholdsdialog.h"
#include "style/formatting.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace steplens {

TuningAssistantPanel::TuningAssistantPanel(SelectionState* selection, AnalysisSettings* settings, QWidget* parent)
    : Panel(parent)
    , m_selection(selection)
    , m_settings(settings)
    , m_model(new FindingsModel(this))
    , m_status(new QLabel(this))
    , m_thresholdsButton(new QPushButton(tr("Thresholds…"), this))
    , m_scroll(new QScrollArea(this))
    , m_list(new QWidget)
    , m_listLayout(new QVBoxLayout(m_list))
{
    setObjectName(QStringLiteral("tuningAssistantPanel"));
    m_model->setObjectName(QStringLiteral("findings"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_thresholdsButton->setToolTip(tr("The thresholds the rules compare against; changing one analyses the run again"));
    m_thresholdsButton->setVisible(m_settings != nullptr);
    connect(m_thresholdsButton, &QPushButton::clicked, this, &TuningAssistantPanel::editThresholds);

    m_listLayout->setContentsMargins(0, 0, 0, 0);
    m_listLayout->setSpacing(6);
    m_listLayout->addStretch(1);
    m_scroll->setWidget(m_list);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // Cards wrap their text to the pane; only a pane narrower than a card's minimum scrolls sideways.
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);

    auto* top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_thresholdsButton, 0, Qt::AlignTop);
    top->addWidget(exportButton(), 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_scroll, 1);

    connect(m_selection, &SelectionState::selectedFindingChanged, this, &TuningAssistantPanel::openFinding);
    connect(m_selection, &SelectionState::panelRequested, this, [this](const QString& panel) {
        if (panel == objectName())
            openFinding(m_selection->selectedFinding());
    });
    rebuild();
}

void TuningAssistantPanel::showSnapshot(const ViewSnapshot& snapshot)
{
    setExportRun(snapshot.run);
    const bool sameFolder = m_snapshot.profile && snapshot.profile &&
                            m_snapshot.profile->folder == snapshot.profile->folder &&
                            m_snapshot.profile->rank == snapshot.profile->rank;
    QStringList expanded;
    if (sameFolder)
        for (FindingCard* c : m_cards)
            if (c->isExpanded())
                expanded << c->id();
    m_snapshot = snapshot;
    rebuild();
    // The same rank analysed again (a threshold changed): keep what the user had open. A new rank:
    // open the most important finding.
    bool any = false;
    for (FindingCard* c : m_cards)
        if (expanded.contains(c->id()) || (!sameFolder && c == m_cards.value(0))) {
            c->setExpanded(true);
            any = true;
        }
    if (!any && !m_cards.isEmpty() && !sameFolder)
        m_cards.first()->setExpanded(true);
}

void TuningAssistantPanel::rebuild()
{
    for (QWidget* w : m_listItems)
        w->deleteLater();
    m_listItems.clear();
    m_cards.clear();
    const ProfileAnalysis* a = m_snapshot.analysis.get();
    const std::vector<Finding> none;
    m_model->setFindings(a ? a->findings : none, m_snapshot.clusterFindings());

    auto addHeading = [this](const QString& text) {
        auto* label = new QLabel(text, m_list);
        QFont f = label->font();
        f.setBold(true);
        label->setFont(f);
        label->setContentsMargins(2, 6, 0, 0);
        m_listLayout->insertWidget(m_listLayout->count() - 1, label);
        m_listItems << label;
    };
    const int rankCount = m_model->rankFindingCount();
    const int clusterCount = m_model->clusterFindingCount();
    const bool clusters = clusterCount > 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (clusters && row == 0)
            addHeading(tr("Across ranks"));
        if (clusters && row == clusterCount && rankCount > 0)
            addHeading(tr("This rank"));
        const ShownFinding& shown = m_model->at(row);
        auto* card = new FindingCard(shown.finding, shown.cluster, m_list);
        connect(card, &FindingCard::evidenceActivated, this, &TuningAssistantPanel::followEvidence);
        m_listLayout->insertWidget(m_listLayout->count() - 1, card);
        m_listItems << card;
        m_cards << card;
    }

    const Profile* p = m_snapshot.profile.get();
    if (!p && clusters) {
        // A cluster read summary first: no rank is open yet.
        m_status->setText(tr("%1 across the ranks of this job; open a rank to see its own.")
                              .arg(fmt::counted(clusterCount, tr("finding"), tr("findings"))));
        return;
    }
    if (!p) {
        m_status->setText(m_snapshot.run
                              ? tr("Nothing could be read from this folder, so there is nothing to analyse.")
                              : tr("No profiler folder is open. Findings about the step, the data pipeline and "
                                   "the operators appear here."));
        return;
    }
    if (!a) {
        m_status->setText(tr("Analysing…"));
        return;
    }
    const QString rank = p->rank >= 0 ? tr("rank %1").arg(p->rank) : tr("this rank");
    // A partial snapshot: the operators, kernels and timeline may still be on their way.
    const QString stillLoading = tr("(Still loading: more findings may come as the files are read.)");
    if (m_model->rowCount() == 0) {
        const QStringList looked = ruleInputsOf(*p);
        m_status->setText(
            looked.isEmpty() && m_snapshot.partial
                ? tr("No finding for %1 so far.").arg(rank) + QLatin1Char(' ') + stillLoading
            : looked.isEmpty()
                ? tr("No finding for %1: it has none of the data the rules look at (step trace, data queues, "
                     "pipeline, CPU use, operators).")
                      .arg(rank)
                : tr("No finding for %1: none of the rules matched %2 at the current thresholds.")
                          .arg(rank, looked.join(tr(", "))) +
                      (m_snapshot.partial ? QLatin1Char(' ') + stillLoading : QString()));
        return;
    }
    int high = 0, moderate = 0;
    for (int row = clusterCount; row < m_model->rowCount(); ++row) {
        high += m_model->at(row).finding.severity == FindingSeverity::High;
        moderate += m_model->at(row).finding.severity == FindingSeverity::Moderate;
    }
    QString text = rankCount == 0 ? tr("No finding for %1 itself.").arg(rank)
                                  : tr("%1 for %2 (%3 high, %4 moderate), largest gain first.")
                                        .arg(fmt::counted(rankCount, tr("finding"), tr("findings")), rank)
                                        .arg(high)
                                        .arg(moderate);
    if (clusters)
        text +=
            QLatin1Char(' ') + tr("%1 across ranks.").arg(fmt::counted(clusterCount, tr("finding"), tr("findings")));
    if (m_snapshot.partial)
        text += QLatin1Char(' ') + stillLoading;
    m_status->setText(text);
}

FindingCard* TuningAssistantPanel::card(const QString& id) const
{
    for (FindingCard* c : m_cards)
        if (c->id() == id)
            return c;
    return nullptr;
}

QStringList TuningAssistantPanel::findingIds() const
{
    QStringList ids;
    for (FindingCard* c : m_cards)
        ids << c->id();
    return ids;
}

QString TuningAssistantPanel::statusText() const
{
    return m_status->text();
}

void TuningAssistantPanel::openFinding(const QString& id)
{
    FindingCard* c = card(id);
    if (!c)
        return;
    c->setExpanded(true);
    // Scroll once the expanded card has its new size.
    QTimer::singleShot(0, this, [this, c] {
        if (m_cards.contains(c))
            m_scroll->ensureWidgetVisible(c, 0, 8);
    });
}

void TuningAssistantPanel::followEvidence(const Evidence& e)
{
    switch (e.kind) {
    case Evidence::Kind::Steps:
        if (!e.steps.empty())
            m_selection->setMarkedSteps(QList<long long>(e.steps.begin(), e.steps.end()));
        m_selection->requestPanel(QStringLiteral("stepTracePanel"));
        break;
    case Evidence::Kind::Operator:
    case Evidence::Kind::OpType:
        // Cleared first, so picking the same operator again still brings it back into view.
        m_selection->setSelectedOp(QString());
        m_selection->setSelectedOp(fmt::toQ(e.name));
        m_selection->requestPanel(QStringLiteral("operatorsPanel"));
        break;
    case Evidence::Kind::PipelineOp:
        // Cleared first, so following the same op again still brings it back into view in the graph.
        m_selection->setSelectedPipelineOp(-1);
        m_selection->setSelectedPipelineOp(e.pipelineOpId);
        m_selection->requestPanel(QStringLiteral("pipelinePanel"));
        break;
    case Evidence::Kind::Cpu:
        if (e.pipelineOpId >= 0)
            m_selection->setSelectedPipelineOp(e.pipelineOpId);
        m_selection->requestPanel(QStringLiteral("dataPrepPanel/cpu"));
        break;
    case Evidence::Kind::HostQueue:
    case Evidence::Kind::ChipQueue: m_selection->requestPanel(QStringLiteral("dataPrepPanel/queues")); break;
    case Evidence::Kind::TimeRange:
        m_selection->setTimeRange(e.begin, e.end);
        m_selection->requestPanel(QStringLiteral("timelinePanel"));
        break;
    case Evidence::Kind::Rank: m_selection->requestRank(e.rank); break;
    }
}

void TuningAssistantPanel::editThresholds()
{
    if (!m_settings)
        return;
    ThresholdsDialog dialog(m_settings->thresholds(), this);
    emit thresholdsDialogOpened(&dialog);
    if (dialog.exec() == QDialog::Accepted)
        m_settings->setThresholds(dialog.thresholds());
}

QList<ExportItem> TuningAssistantPanel::exportItems() const
{
    if (!m_snapshot.analysis)
        return {};
    return {ExportItem{QStringLiteral("findings"), tr("Tuning assistant findings"), nullptr, m_model}};
}

} // namespace steplens
