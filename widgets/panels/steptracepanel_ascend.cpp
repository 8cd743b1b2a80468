// StepTracePanel: the MindSpore >= 2.3 / torch_npu layout, whose step_trace_time.csv splits each
// step into Preparing, Computing, Communication (Not Overlapped) and Free instead of 1.x's
// iteration gap, forward+backward and tail.
#include "analysis/profile_analysis.h"
#include "charts/ascendstepchart.h"
#include "common/selectionstate.h"
#include "common/tableview.h"
#include "models/ascendstepseries.h"
#include "panels/steptracepanel.h"
#include "style/formatting.h"

#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace steplens {

QWidget* StepTracePanel::makeAscendPage()
{
    auto* page = new QWidget(this);
    m_ascendCaption = new QLabel(page);
    m_ascendCaption->setWordWrap(true);
    m_ascendCaption->setForegroundRole(QPalette::PlaceholderText);
    m_ascendView = makeTableView(m_ascendTable, page);
    m_ascendView->setSortingEnabled(true);
    auto* top = new QWidget(page);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->setSpacing(2);
    topLayout->addWidget(m_ascendCaption);
    topLayout->addWidget(m_ascendChart, 1);
    auto* splitter = new QSplitter(Qt::Vertical, page);
    splitter->addWidget(top);
    splitter->addWidget(m_ascendView);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    connect(m_ascendView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    m_selection->setSelectedStep(m_ascendTable->rowAt(current.row()).stepNum);
            });
    return page;
}

bool StepTracePanel::showAscend(const ViewSnapshot& snapshot)
{
    const Profile* p = snapshot.profile.get();
    const AscendStepStats* stats =
        snapshot.analysis && snapshot.analysis->ascendSteps ? &*snapshot.analysis->ascendSteps : nullptr;
    if (!p || !p->ascend || !p->ascend->stepTraceTime || !stats || stats->rows.empty()) {
        m_ascendChart->setSeries({});
        m_ascendTable->setSeries({});
        return false;
    }
    const AscendStepSeries series = ascendStepSeries(*stats, *p->ascend->stepTraceTime);
    m_ascendChart->setSeries(series);
    m_ascendTable->setSeries(series);
    QString text = tr("Rank %1 · %2, average %3 (median %4, slowest %5).")
                       .arg(p->rank < 0 ? tr("not stated") : QString::number(p->rank),
                            fmt::counted(qint64(stats->stepCount), tr("step"), tr("steps")),
                            fmt::ms(stats->wall.meanMs), fmt::ms(stats->wall.medianMs), fmt::ms(stats->wall.maxMs));
    if (const auto overlapped = stats->mean(StepColumn::Overlapped))
        text += QLatin1Char(' ') +
                tr("Overlapped communication (hidden under computing) averages %1.").arg(fmt::ms(*overlapped));
    m_ascendCaption->setText(text + QLatin1Char(' ') + tr("Hover a bar for its numbers, click to select the step."));
    fitColumns(m_ascendView);
    showContent(m_ascendPage);
    return true;
}

bool StepTracePanel::showsAscendChart() const
{
    return m_ascendPage && contentShown(m_ascendPage);
}

QString StepTracePanel::captionText() const
{
    return showsAscendChart() ? m_ascendCaption->text() : m_caption->text();
}

} // namespace steplens
