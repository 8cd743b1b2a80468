#include "panels/overviewpanel.h"

#include "panels/sharebar.h"
#include "panels/summarycard.h"
#include "style/formatting.h"

#include <QDir>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <set>

namespace steplens {

OverviewPanel::OverviewPanel(SelectionState* selection, QWidget* parent)
    : Panel(parent)
    , m_grid(new QGridLayout)
{
    Q_UNUSED(selection); // the overview summarises the whole rank; it does not follow the selection
    setObjectName(QStringLiteral("overviewPanel"));
    auto* content = new QWidget;
    content->setLayout(m_grid);
    m_grid->setSpacing(10);
    m_grid->setContentsMargins(8, 8, 8, 8);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    auto* stepCard = new SummaryCard(tr("Average step"), content);
    m_stepHeadline = SummaryCard::makeHeadline(stepCard);
    m_stepText = SummaryCard::makeText(stepCard);
    m_throughput = SummaryCard::makeText(stepCard);
    m_batch = new QSpinBox(stepCard);
    m_batch->setRange(0, 100000000);
    m_batch->setSpecialValueText(tr("not set"));
    m_batch->setSuffix(tr(" samples/step"));
    m_batch->setToolTip(tr("Samples per step (global batch size of this rank), to show samples per second. "
                           "Remembered for this folder."));
    connect(m_batch, qOverload<int>(&QSpinBox::valueChanged), this, [this](int value) {
        updateStepCards();
        emit batchSizeChanged(value);
    });
    auto* batchRow = new QHBoxLayout;
    batchRow->addWidget(new QLabel(tr("Batch size:"), stepCard));
    batchRow->addWidget(m_batch);
    batchRow->addStretch(1);
    stepCard->body()->addWidget(m_stepHeadline);
    stepCard->body()->addWidget(m_stepText);
    stepCard->body()->addWidget(m_throughput);
    stepCard->body()->addLayout(batchRow);

    auto* shareCard = new SummaryCard(tr("Where a step goes"), content);
    m_shareBar = new ShareBar(shareCard);
    m_shareText = SummaryCard::makeText(shareCard);
    shareCard->body()->addWidget(m_shareBar);
    shareCard->body()->addWidget(m_shareText);

    auto* findingsCard = new SummaryCard(tr("Findings"), content);
    m_findingsText = SummaryCard::makeText(findingsCard);
    findingsCard->body()->addWidget(m_findingsText);

    auto* runCard = new SummaryCard(tr("Run"), content);
    m_runText = SummaryCard::makeText(runCard);
    runCard->body()->addWidget(m_runText);

    auto* filesCard = new SummaryCard(tr("Files"), content);
    m_filesText = SummaryCard::makeText(filesCard);
    filesCard->body()->addWidget(m_filesText);

    m_cards = {stepCard, shareCard, findingsCard, runCard, filesCard};
    relayoutCards();
    showSnapshot({});
}

void OverviewPanel::showSnapshot(const ViewSnapshot& snapshot)
{
    m_snapshot = snapshot;
    updateStepCards();
    updateRunCard();
    updateFilesCard();
    updateFindingsCard();
}

void OverviewPanel::setBatchSize(int samplesPerStep)
{
    QSignalBlocker block(m_batch);
    m_batch->setValue(qMax(0, samplesPerStep));
    updateStepCards();
}

int OverviewPanel::batchSize() const
{
    return m_batch->value();
}

void OverviewPanel::setFindings(const QList<FindingSummary>& findings)
{
    m_findings = findings;
    m_findingsSet = true;
    updateFindingsCard();
}

void OverviewPanel::updateFindingsCard()
{
    if (!m_findingsSet) {
        m_findingsText->setText(tr("No findings are computed in this version of StepLens, so none are shown. "
                                   "The numbers on this page come straight from the files."));
        return;
    }
    if (m_findings.isEmpty()) {
        m_findingsText->setText(tr("No finding for this rank: none of the rules matched."));
        return;
    }
    QString html;
    for (int i = 0; i < qMin(3, int(m_findings.size())); ++i) {
        const FindingSummary& f = m_findings[i];
        const QString mark = f.severity == FindingSummary::Severity::Critical ? QStringLiteral("&#9888;")
                             : f.severity == FindingSummary::Severity::Warning ? QStringLiteral("&#9679;")
                                                                                 : QStringLiteral("&#9675;");
        html += QStringLiteral("<p>%1 <b>%2</b><br>%3</p>").arg(mark, f.title.toHtmlEscaped(), f.detail.toHtmlEscaped());
    }
    if (m_findings.size() > 3)
        html += tr("<p>%1 more in the findings list.</p>").arg(m_findings.size() - 3);
    m_findingsText->setText(html);
}

void OverviewPanel::updateRunCard()
{
    const Profile* p = m_snapshot.profile.get();
    if (!p) {
        m_runText->setText(m_snapshot.run ? tr("No rank of <b>%1</b> could be read; the Problems panel says why.")
                                                .arg(fmt::toQ(m_snapshot.run->path).toHtmlEscaped())
                                          : tr("No profiler folder is open."));
        return;
    }
    QStringList lines;
    const QString folder = QDir::toNativeSeparators(QDir::cleanPath(fmt::toQ(m_snapshot.run ? m_snapshot.run->profilerFolder : p->folder)));
    lines << tr("Folder: %1").arg(folder.toHtmlEscaped());
    lines << tr("Rank: %1").arg(p->rank < 0 ? tr("not stated") : QString::number(p->rank));
    if (m_snapshot.run && m_snapshot.run->ranks.size() > 1)
        lines << tr("Ranks in the folder: %1").arg(m_snapshot.run->ranks.size());
    lines << tr("Backend: %1").arg(p->backend.empty() ? tr("unknown") : fmt::toQ(p->backend));
    lines << tr("Layout: %1").arg(p->layout == Layout::AscendProfilerOutput ? tr("MindSpore 2.x (ASCEND_PROFILER_OUTPUT)")
                                                                            : tr("MindSpore 1.x profiler folder"));
    if (p->info && !p->info->msVersion.empty())
        lines << tr("MindSpore version: %1").arg(fmt::toQ(p->info->msVersion).toHtmlEscaped());
    if (m_snapshot.loadSeconds > 0)
        lines << tr("Read in %1").arg(fmt::duration(m_snapshot.loadSeconds));
    else if (m_snapshot.partial)
        lines << tr("Still loading…");
    m_runText->setText(lines.join(QStringLiteral("<br>")));
}

void OverviewPanel::updateFilesCard()
{
    const Profile* p = m_snapshot.profile.get();
    if (!p) {
        m_filesText->setText(QString());
        return;
    }
    QStringList read;
    for (const auto& f : p->filesRead)
        read << QStringLiteral("<span title='%1'>%2</span>").arg(fmt::toQ(f).toHtmlEscaped(), fmt::fileName(f).toHtmlEscaped());
    struct Section {
        QString name;
        bool present;
        QString note;
    };
    const bool loading = m_snapshot.partial;
    const std::vector<Section> sections = {
        {tr("Step trace"), bool(p->stepTrace), QString()},
        {tr("Operators"), bool(p->operators), QString()},
        {tr("Data pipeline"), p->pipeline || p->pipelineSummary, QString()},
        {tr("Data queues"), p->hostQueue || p->chipQueue, QString()},
        {tr("Data-pipeline CPU use"), bool(p->cpu), QString()},
        {tr("Timeline"), p->timeline || p->timelineSummary, loading ? tr("still loading") : QString()},
        {tr("Profiler info"), bool(p->info), QString()},
        {tr("Communication (HCCL)"), p->hccl || p->clusterAnalyse, tr("written for distributed runs only")},
    };
    QStringList missing;
    for (const auto& s : sections)
        if (!s.present)
            missing << (s.note.isEmpty() ? s.name : tr("%1 (%2)").arg(s.name, s.note));
    QString html = tr("<b>Read (%1):</b> %2").arg(read.size()).arg(read.isEmpty() ? tr("none") : read.join(QStringLiteral(", ")));
    if (!missing.isEmpty())
        html += tr("<br><b>Not found:</b> %1").arg(missing.join(QStringLiteral(", ")));
    m_filesText->setText(html);
}

QString OverviewPanel::stepTimeText() const
{
    return m_stepHeadline->text() + QLatin1Char('\n') + m_stepText->text();
}

QString OverviewPanel::throughputText() const
{
    return m_throughput->text();
}

QString OverviewPanel::filesText() const
{
    return m_filesText->text();
}

void OverviewPanel::relayoutCards()
{
    const int columns = width() > 760 ? 2 : 1;
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (SummaryCard* card : m_cards)
        m_grid->removeWidget(card);
    for (int i = 0; i < m_cards.size(); ++i)
        m_grid->addWidget(m_cards[i], i / columns, i % columns);
    const int rows = int(m_cards.size() + columns - 1) / columns;
    for (int r = 0; r <= int(m_cards.size()); ++r)
        m_grid->setRowStretch(r, r == rows ? 1 : 0); // the empty row below the cards takes the slack
}

void OverviewPanel::resizeEvent(QResizeEvent* event)
{
    Panel::resizeEvent(event);
    relayoutCards();
}

void OverviewPanel::changeEvent(QEvent* event)
{
    Panel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateStepCards(); // the share bar and swatches use palette-dependent colours
}

} // namespace steplens
