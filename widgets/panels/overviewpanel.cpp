#include "panels/overviewpanel.h"

#include "common/selectionstate.h"
#include "models/findingsmodel.h"
#include "panels/ruleinputs.h"
#include "panels/sharebar.h"
#include "panels/summarycard.h"
#include "style/formatting.h"
#include "style/severitycolors.h"

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
    , m_selection(selection)
{
    // The overview summarises the whole rank; it does not follow the selection, only sets the
    // finding in focus when one of its findings is clicked.
    setObjectName(QStringLiteral("overviewPanel"));
    auto* content = new QWidget;
    content->setLayout(m_grid);
    m_grid->setSpacing(10);
    m_grid->setContentsMargins(8, 8, 8, 8);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Cards are at least 280 px wide: a narrower dock scrolls sideways rather than holding the whole
    // window wider (issue 19).
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
    m_findingsText->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_findingsText->setToolTip(tr("Click a finding to open it in the tuning assistant"));
    connect(m_findingsText, &QLabel::linkActivated, this,
            [this](const QString& link) { activateFinding(link.toInt()); });
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

void OverviewPanel::activateFinding(int index)
{
    if (index < 0 || index >= m_shownFindings.size() || !m_selection)
        return;
    m_selection->setSelectedFinding(m_shownFindings[index]);
    m_selection->requestPanel(QStringLiteral("tuningAssistantPanel"));
}

void OverviewPanel::updateFindingsCard()
{
    m_shownFindings.clear();
    // Those across ranks first (which rank holds the job back), then the rank's own by impact. A
    // cluster read summary first has no rank open yet: its findings alone.
    std::vector<const Finding*> all;
    for (const Finding& f : m_snapshot.clusterFindings())
        all.push_back(&f);
    if (!m_snapshot.profile) {
        if (all.empty()) {
            m_findingsText->setText(QString());
            return;
        }
    } else if (!m_snapshot.analysis) {
        m_findingsText->setText(tr("Analysing…"));
        return;
    } else {
        for (const Finding& f : m_snapshot.analysis->findings)
            all.push_back(&f);
    }
    if (all.empty()) {
        const QStringList looked = m_snapshot.profile ? ruleInputsOf(*m_snapshot.profile) : QStringList();
        m_findingsText->setText(
            m_snapshot.partial ? tr("No finding so far: the rules look again as the files are read.")
            : looked.isEmpty() ? tr("No finding: this rank has none of the data the tuning assistant's rules look at.")
                               : tr("No finding for this rank: none of the tuning assistant's rules matched %1.")
                                     .arg(looked.join(tr(", "))));
        return;
    }
    const QPalette pal = palette();
    QString html;
    for (std::size_t i = 0; i < all.size() && i < 3; ++i) {
        const Finding& f = *all[i];
        m_shownFindings << fmt::toQ(f.id);
        html +=
            QStringLiteral("<p style='margin-bottom:6px'><span style='color:%1'>&#9632; <b>%2</b></span> "
                           "<a href='%3' style='color:%4'>%5</a><br><span style='white-space:nowrap'>%6</span></p>")
                .arg(colors::severityColor(f.severity, pal).name(), colors::severityName(f.severity).toHtmlEscaped())
                .arg(i)
                .arg(pal.color(QPalette::Link).name(), fmt::toQ(f.title).toHtmlEscaped(),
                     findingImpactShort(f).toHtmlEscaped());
    }
    if (all.size() > 3)
        html += tr("<p>%1 more in the tuning assistant.</p>").arg(all.size() - 3);
    m_findingsText->setText(html);
}

void OverviewPanel::updateRunCard()
{
    const Profile* p = m_snapshot.profile.get();
    if (!p && m_snapshot.cluster && m_snapshot.cluster->summary) {
        const ClusterSummary& c = *m_snapshot.cluster->summary;
        m_runText->setText(tr("Folder: %1<br>A job of %2, read summary first: the Cluster view compares them; "
                              "open a rank there to see its timeline and operators.")
                               .arg(QDir::toNativeSeparators(fmt::toQ(c.folder)).toHtmlEscaped(),
                                    fmt::counted(qint64(c.ranks.size()), tr("rank"), tr("ranks"))));
        return;
    }
    if (!p) {
        m_runText->setText(m_snapshot.run ? tr("No rank of <b>%1</b> could be read; the Problems panel says why.")
                                                .arg(fmt::toQ(m_snapshot.run->path).toHtmlEscaped())
                                          : tr("No profiler folder is open."));
        return;
    }
    QStringList lines;
    const QString folder = QDir::toNativeSeparators(
        QDir::cleanPath(fmt::toQ(m_snapshot.run ? m_snapshot.run->profilerFolder : p->folder)));
    lines << tr("Folder: %1").arg(folder.toHtmlEscaped());
    lines << tr("Rank: %1").arg(p->rank < 0 ? tr("not stated") : QString::number(p->rank));
    if (m_snapshot.run && m_snapshot.run->ranks.size() > 1)
        lines << tr("Ranks in the folder: %1").arg(m_snapshot.run->ranks.size());
    lines << tr("Backend: %1")
                 .arg(p->backend == Backend::Unknown ? tr("unknown") : QString::fromLatin1(backendName(p->backend)));
    lines << tr("Layout: %1")
                 .arg(p->layout == Layout::AscendProfilerOutput
                          ? tr("MindSpore ≥2.3 / torch_npu (ASCEND_PROFILER_OUTPUT)")
                          : tr("MindSpore 1.x profiler folder"));
    if (p->ascend && p->ascend->settings) {
        const AscendSettings& s = *p->ascend->settings;
        if (!s.framework.empty())
            lines << tr("Framework: %1").arg(fmt::toQ(s.framework).toHtmlEscaped());
        if (!s.profilerLevel.empty())
            lines << tr("Profiler level: %1").arg(fmt::toQ(s.profilerLevel).toHtmlEscaped());
    }
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
        read << QStringLiteral("<span title='%1'>%2</span>")
                    .arg(fmt::toQ(f).toHtmlEscaped(), fmt::fileName(f).toHtmlEscaped());
    struct Section {
        QString name;
        bool present;
        QString note;
    };
    const bool loading = m_snapshot.partial;
    const std::vector<Section> sections = {
        {tr("Step trace"), p->stepTrace || (p->ascend && p->ascend->stepTraceTime), QString()},
        {tr("Operators"), bool(p->operators), QString()},
        {tr("Data pipeline"), p->pipeline || p->pipelineSummary, QString()},
        {tr("Data queues"), p->hostQueue || p->chipQueue, QString()},
        {tr("Data-pipeline CPU use"), bool(p->cpu), QString()},
        {tr("Timeline"), p->timeline || p->timelineSummary, loading ? tr("still loading") : QString()},
        {tr("Profiler info"), bool(p->info), QString()},
        {tr("Communication (HCCL)"), p->hccl || p->clusterAnalyse || (p->ascend && p->ascend->communication),
         tr("written for distributed runs only")},
    };
    QStringList missing;
    for (const auto& s : sections)
        if (!s.present)
            missing << (s.note.isEmpty() ? s.name : tr("%1 (%2)").arg(s.name, s.note));
    QString html =
        tr("<b>Read (%1):</b> %2").arg(read.size()).arg(read.isEmpty() ? tr("none") : read.join(QStringLiteral(", ")));
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

QString OverviewPanel::findingsText() const
{
    return m_findingsText->text();
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
    if (event->type() == QEvent::PaletteChange) {
        updateStepCards(); // the share bar and swatches use palette-dependent colours
        updateFindingsCard();
    }
}

} // namespace steplens
