#include "compare/comparisonview.h"

#include "common/scrollwhensmall.h"
#include "common/selectionstate.h"
#include "compare/comparefindingspage.h"
#include "compare/compareheader.h"
#include "compare/comparememorypage.h"
#include "compare/compareoperatorspage.h"
#include "compare/comparepipelinepage.h"
#include "compare/comparesteppage.h"
#include "compare/comparetimelinepage.h"
#include "compare/comparetimelineslot.h"
#include "panels/sectionmessage.h"

#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace steplens {

ComparisonView::ComparisonView(QWidget* parent)
    : QWidget(parent)
    , m_rank(new QLabel(this))
    , m_batch(new QSpinBox(this))
    , m_header(new CompareHeader(this))
    , m_stack(new QStackedWidget(this))
    , m_message(new SectionMessage(this))
    , m_tabs(new QTabWidget(this))
    , m_steps(new CompareStepPage(this))
    , m_operators(new CompareOperatorsPage(this))
    , m_pipeline(new ComparePipelinePage(this))
    , m_findings(new CompareFindingsPage(this))
    , m_memory(new CompareMemoryPage(this))
    , m_timeline(new CompareTimelineSlot(this))
{
    setObjectName(QStringLiteral("comparisonView"));
    m_runA = makeRunButton(false);
    m_runB = makeRunButton(true);
    auto* swap = new QPushButton(QIcon::fromTheme(QStringLiteral("object-flip-horizontal")), tr("Swap A and B"), this);
    swap->setObjectName(QStringLiteral("swapButton"));
    swap->setToolTip(tr("Make B the baseline and A the candidate (nothing is read again)"));
    connect(swap, &QPushButton::clicked, this, &ComparisonView::swapRequested);
    auto* close = new QPushButton(tr("Close comparison"), this);
    close->setToolTip(tr("Back to the single run"));
    connect(close, &QPushButton::clicked, this, &ComparisonView::closeRequested);
    m_batch->setRange(0, 100000000);
    m_batch->setSpecialValueText(tr("not set"));
    m_batch->setSuffix(tr(" samples/step"));
    m_batch->setToolTip(tr("Samples per step, for samples/s. Both runs are analysed with it."));
    connect(m_batch, qOverload<int>(&QSpinBox::valueChanged), this, &ComparisonView::batchSizeChanged);
    m_rank->setForegroundRole(QPalette::PlaceholderText);

    auto* bar = new QHBoxLayout;
    bar->setSpacing(6);
    bar->addWidget(new QLabel(tr("Comparing"), this));
    bar->addWidget(m_runA);
    bar->addWidget(swap);
    bar->addWidget(m_runB);
    bar->addWidget(m_rank);
    bar->addStretch(1);
    bar->addWidget(new QLabel(tr("Batch size:"), this));
    bar->addWidget(m_batch);
    bar->addWidget(close);

    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_steps, tr("Step trace"));
    m_tabs->addTab(m_operators, tr("Operators"));
    m_tabs->addTab(m_pipeline, tr("Data pipeline"));
    m_tabs->addTab(m_findings, tr("Tuning assistant"));
    m_tabs->addTab(m_memory, tr("Memory"));
    m_tabs->addTab(m_timeline, tr("Timeline"));
    auto* timelines = new CompareTimelinePage;
    m_timeline->installView(timelines);
    // A step picked in the step-trace charts (A's numbering) aligns the timelines on it.
    connect(m_steps->selection(), &SelectionState::selectedStepChanged, timelines,
            [timelines](long long step) { timelines->selectStepOfA(step); });
    auto* content = new QWidget(this);
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_header);
    contentLayout->addWidget(m_tabs, 1);
    m_stack->addWidget(m_message);
    m_stack->addWidget(content);

    // The run buttons name whole folders and the pages hold charts side by side: on a small screen the
    // view scrolls instead of forcing the window wider than the screen (issue 19).
    auto* inner = new QWidget(this);
    auto* innerLayout = new QVBoxLayout(inner);
    innerLayout->setContentsMargins(6, 6, 6, 6);
    innerLayout->addLayout(bar);
    innerLayout->addWidget(m_stack, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Scrolls only below the minimum: sized by its preferred height for width, the tallest page (the
    // data pipeline's) made every page scroll at 1366x768, the step page's chart B half out of view.
    layout->addWidget(scrollWhenSmall(inner, this, ScrollWhen::BelowMinimum));
    m_message->setMessage(tr("No comparison yet"), tr("Choose File › Compare with… to compare two runs."));
    updateRunButtons();
}

QToolButton* ComparisonView::makeRunButton(bool sideB)
{
    auto* button = new QToolButton(this);
    button->setObjectName(sideB ? QStringLiteral("runBButton") : QStringLiteral("runAButton"));
    button->setPopupMode(QToolButton::InstantPopup);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* menu = new QMenu(button);
    const QString side = sideB ? QStringLiteral("B") : QStringLiteral("A");
    menu->addAction(tr("Replace %1 with another folder…").arg(side), this,
                    [this, sideB] { emit replaceRequested(sideB); });
    menu->addAction(tr("Open %1 on its own").arg(side), this, [this, sideB] { emit openAloneRequested(sideB); });
    button->setMenu(menu);
    return button;
}

void ComparisonView::updateRunButtons()
{
    auto label = [](const QString& side, const QString& name, const QString& role) {
        return name.isEmpty() ? side : QStringLiteral("%1: %2 (%3)").arg(side, name, role);
    };
    m_runA->setText(label(QStringLiteral("A"), m_snapshot.nameA(), tr("baseline")));
    m_runB->setText(label(QStringLiteral("B"), m_snapshot.nameB(), tr("candidate")));
    m_runA->setToolTip(QDir::toNativeSeparators(m_snapshot.a.folder));
    m_runB->setToolTip(QDir::toNativeSeparators(m_snapshot.b.folder));
    m_rank->setText(m_snapshot.rankText());
}

void ComparisonView::showComparison(const ComparisonSnapshot& snapshot)
{
    m_snapshot = snapshot;
    updateRunButtons();
    m_header->showComparison(snapshot);
    if (!snapshot.comparison) {
        m_message->setMessage(tr("These runs cannot be compared"), snapshot.problem);
        m_stack->setCurrentWidget(m_message);
        return;
    }
    m_steps->showComparison(snapshot);
    m_operators->showComparison(snapshot);
    m_pipeline->showComparison(snapshot);
    m_findings->showComparison(snapshot);
    m_memory->showComparison(snapshot);
    m_timeline->showComparison(snapshot);
    m_stack->setCurrentIndex(1);
}

void ComparisonView::showLoading(const QString& text)
{
    if (showsComparison())
        return; // the comparison on show stays until the new one is ready
    m_message->setMessage(tr("Preparing the comparison…"), text);
    m_stack->setCurrentWidget(m_message);
}

bool ComparisonView::showsComparison() const
{
    return m_stack->currentIndex() == 1;
}

QList<ExportItem> ComparisonView::exportItems() const
{
    if (!showsComparison())
        return {};
    return m_steps->exportItems() + m_operators->exportItems() + m_pipeline->exportItems() + m_findings->exportItems() +
           m_memory->exportItems() + m_timeline->exportItems();
}

bool ComparisonView::waitForTables(int msecs)
{
    return m_operators->waitForTables(msecs);
}

void ComparisonView::setBatchSize(int samplesPerStep)
{
    QSignalBlocker block(m_batch);
    m_batch->setValue(qMax(0, samplesPerStep));
}

int ComparisonView::batchSize() const
{
    return m_batch->value();
}

} // namespace steplens
