#include "compare/comparetimelinepage.h"

#include "style/formatting.h"
#include "timeline/timelineruler.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace steplens {

namespace {

// The step windows a timeline shows: its own step row, else the step trace's windows when they lie
// on the timeline's clock (as the timeline panel does: never shifted by a guess).
TimelineSteps stepsOf(const Profile& p, const Timeline& t)
{
    std::vector<StepWindow> given;
    if (p.stepTrace) {
        given = stepWindowsFromStepTrace(*p.stepTrace);
        if (!given.empty() && (given.front().start > t.end || given.back().end < t.begin))
            given.clear();
    }
    return timelineSteps(t, given);
}

std::optional<StepWindow> windowOf(const TimelineSteps& steps, long long number)
{
    for (const StepWindow& w : steps.steps)
        if (w.number == number)
            return w;
    return std::nullopt;
}

QLabel* selectableHeading(QWidget* parent)
{
    auto* l = new QLabel(parent);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

} // namespace

CompareTimelinePage::CompareTimelinePage(QWidget* parent)
    : QWidget(parent)
    , m_caption(new QLabel(this))
    , m_stepBox(new QComboBox(this))
    , m_titleA(selectableHeading(this))
    , m_titleB(selectableHeading(this))
    , m_stackA(new QStackedWidget(this))
    , m_stackB(new QStackedWidget(this))
    , m_missingA(new QLabel(this))
    , m_missingB(new QLabel(this))
    , m_viewA(new TimelineView(this))
    , m_viewB(new TimelineView(this))
{
    setObjectName(QStringLiteral("compareTimelinePage"));
    m_viewA->setObjectName(QStringLiteral("compare-timeline-a"));
    m_viewB->setObjectName(QStringLiteral("compare-timeline-b"));
    m_caption->setWordWrap(true);
    m_stepBox->setToolTip(tr("Fit both timelines to this step, each at its own step start, on one time scale"));
    for (QLabel* l : {m_missingA, m_missingB}) {
        l->setWordWrap(true);
        l->setAlignment(Qt::AlignCenter);
        l->setMargin(16);
        l->setFrameShape(QFrame::StyledPanel);
    }
    m_stackA->addWidget(m_missingA);
    m_stackA->addWidget(m_viewA);
    m_stackB->addWidget(m_missingB);
    m_stackB->addWidget(m_viewB);

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(new QLabel(tr("Align on:"), this));
    bar->addWidget(m_stepBox);
    bar->addStretch(1);

    auto column = [this](QLabel* title, QWidget* body) {
        auto* box = new QWidget(this);
        auto* l = new QVBoxLayout(box);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(title);
        l->addWidget(body, 1);
        return box;
    };
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(column(m_titleA, m_stackA));
    split->addWidget(column(m_titleB, m_stackB));
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_caption);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    connect(m_viewA, &TimelineView::viewChanged, this, [this] { follow(m_viewA, m_anchorA, m_viewB, m_anchorB); });
    connect(m_viewB, &TimelineView::viewChanged, this, [this] { follow(m_viewB, m_anchorB, m_viewA, m_anchorA); });
    connect(m_stepBox, qOverload<int>(&QComboBox::activated), this, &CompareTimelinePage::selectStep);
}

void CompareTimelinePage::showComparison(const ComparisonSnapshot& s, const StepAlignment& alignment)
{
    m_nameA = s.nameA();
    m_nameB = s.nameB();
    const Profile* pa = s.profileA();
    const Profile* pb = s.profileB();
    const bool hasA = pa && pa->timeline, hasB = pb && pb->timeline;
    m_syncing = true; // setting the timelines resets each view: not a user's zoom to follow
    m_viewA->setTimeline(hasA ? pa->timeline : nullptr, hasA ? stepsOf(*pa, *pa->timeline) : TimelineSteps{});
    m_viewB->setTimeline(hasB ? pb->timeline : nullptr, hasB ? stepsOf(*pb, *pb->timeline) : TimelineSteps{});
    m_syncing = false;
    m_stackA->setCurrentWidget(hasA ? static_cast<QWidget*>(m_viewA) : m_missingA);
    m_stackB->setCurrentWidget(hasB ? static_cast<QWidget*>(m_viewB) : m_missingB);
    m_missingA->setText(missingText(false));
    m_missingB->setText(missingText(true));
    m_titleA->setText(titleText(false));
    m_titleB->setText(titleText(true));

    // The pairs: core's step alignment (step i of A with step i of B) when the runs have step
    // traces, else the timelines' own steps paired in order.
    m_pairs.clear();
    if (alignment.size() > 0) {
        for (std::size_t i = 0; i < alignment.size(); ++i)
            m_pairs.push_back({alignment.stepsA[i], alignment.stepsB[i], {}, {}});
    } else {
        const std::size_t n = std::min(m_viewA->steps().steps.size(), m_viewB->steps().steps.size());
        for (std::size_t i = 0; i < n; ++i)
            m_pairs.push_back({m_viewA->steps().steps[i].number, m_viewB->steps().steps[i].number, {}, {}});
    }
    for (StepPair& p : m_pairs) {
        p.windowA = windowOf(m_viewA->steps(), p.stepA);
        p.windowB = windowOf(m_viewB->steps(), p.stepB);
    }
    m_stepBox->clear();
    for (const StepPair& p : m_pairs)
        m_stepBox->addItem(p.stepA == p.stepB ? tr("Step %1").arg(p.stepA)
                                              : tr("Step %1 of A, step %2 of B").arg(p.stepA).arg(p.stepB));
    m_stepBox->setEnabled(!m_pairs.empty() && hasA && hasB);
    m_current = -1;
    m_anchorA = hasA ? pa->timeline->begin : 0;
    m_anchorB = hasB ? pb->timeline->begin : 0;
    // Open on the second aligned step both timelines have (the first is often a warm-up that says
    // little about the steady state), else the first, else the whole of A's trace.
    int first = -1;
    int onBoth = 0;
    for (int i = 0; i < int(m_pairs.size()) && onBoth < 2; ++i)
        if (m_pairs[std::size_t(i)].windowA && m_pairs[std::size_t(i)].windowB) {
            first = i;
            ++onBoth;
        }
    if (first >= 0 && hasA && hasB) {
        selectStep(first);
    } else {
        m_viewA->setRulerOrigin(std::nullopt);
        m_viewB->setRulerOrigin(std::nullopt);
        m_relStart = 0;
        m_relSpan = hasA ? m_viewA->timeView().span() : hasB ? m_viewB->timeView().span() : 1;
        follow(hasA ? m_viewA : m_viewB, hasA ? m_anchorA : m_anchorB, hasA ? m_viewB : m_viewA,
               hasA ? m_anchorB : m_anchorA);
        updateCaption();
    }
}

void CompareTimelinePage::selectStep(int index)
{
    if (index < 0 || index >= int(m_pairs.size()) || !hasTimelineA() || !hasTimelineB())
        return;
    const StepPair& p = m_pairs[std::size_t(index)];
    m_current = index;
    // A side without that step on its timeline is anchored at its trace's start (the caption says so).
    m_anchorA = p.windowA ? p.windowA->start : m_viewA->timeline()->begin;
    m_anchorB = p.windowB ? p.windowB->start : m_viewB->timeline()->begin;
    const Nanos durA = p.windowA ? p.windowA->end - p.windowA->start : 0;
    const Nanos durB = p.windowB ? p.windowB->end - p.windowB->start : 0;
    const Nanos longest = std::max<Nanos>({durA, durB, 1000});
    // One time scale: both views span the longer step, plus a little room after it to see it end.
    m_relStart = 0;
    m_relSpan = longest + longest / 25;
    m_viewA->setRulerOrigin(m_anchorA);
    m_viewB->setRulerOrigin(m_anchorB);
    m_syncing = true;
    m_viewA->showRange(m_anchorA, m_anchorA + m_relSpan);
    m_viewB->setTimeView(TimeView{m_anchorB, m_viewA->timeView().nsPerPixel, m_viewA->timeView().width});
    m_syncing = false;
    if (m_stepBox->currentIndex() != index)
        m_stepBox->setCurrentIndex(index);
    updateCaption();
}

void CompareTimelinePage::selectStepOfA(long long stepA)
{
    for (int i = 0; i < int(m_pairs.size()); ++i)
        if (m_pairs[std::size_t(i)].stepA == stepA) {
            selectStep(i);
            return;
        }
}

void CompareTimelinePage::follow(const TimelineView* from, Nanos fromAnchor, TimelineView* to, Nanos toAnchor)
{
    if (m_syncing || !from->timeline())
        return;
    const TimeView v = from->timeView();
    m_relStart = v.start - fromAnchor;
    m_relSpan = std::max<Nanos>(1, v.span());
    if (!to->timeline())
        return;
    m_syncing = true;
    to->setTimeView(TimeView{toAnchor + m_relStart, v.nsPerPixel, v.width});
    m_syncing = false;
}

QString CompareTimelinePage::titleText(bool sideB) const
{
    const QString name = sideB ? m_nameB : m_nameA;
    const QString side = sideB ? QStringLiteral("B") : QStringLiteral("A");
    if (m_current < 0)
        return tr("%1: %2").arg(side, name);
    const StepPair& p = m_pairs[std::size_t(m_current)];
    const std::optional<StepWindow>& w = sideB ? p.windowB : p.windowA;
    const long long step = sideB ? p.stepB : p.stepA;
    if (!w)
        return tr("%1: %2 (step %3 is not on this timeline: aligned on the trace's start)").arg(side, name).arg(step);
    return tr("%1: %2, step %3 took %4").arg(side, name).arg(step).arg(timelineDuration(w->end - w->start));
}

QString CompareTimelinePage::missingText(bool sideB) const
{
    return tr("%1 (%2) has no timeline: its profiler folder holds no ascend_timeline_display_<rank>.json, "
              "trace_view.json or msprof_*.json for this rank, or it was opened without reading the timeline.")
        .arg(sideB ? QStringLiteral("B") : QStringLiteral("A"), sideB ? m_nameB : m_nameA);
}

void CompareTimelinePage::updateCaption()
{
    m_titleA->setText(titleText(false));
    m_titleB->setText(titleText(true));
    m_caption->setText(captionText());
}

QString CompareTimelinePage::captionText() const
{
    if (!hasTimelineA() || !hasTimelineB())
        return tr("The two timelines are shown together when both runs have one.");
    if (m_current < 0)
        return tr("No step appears on both timelines: both are shown from their first event, on one time scale. "
                  "Zoom or pan either one; the other follows.");
    const StepPair& p = m_pairs[std::size_t(m_current)];
    return tr("One time scale for both runs: x is the time since the start of step %1 in each run (its own clock), so "
              "a faster step looks shorter. Zoom or pan either timeline; the other follows.")
        .arg(p.stepA == p.stepB ? QString::number(p.stepA) : tr("%1 of A and %2 of B").arg(p.stepA).arg(p.stepB));
}

QList<ExportItem> CompareTimelinePage::exportItems() const
{
    // A stacked image with one half empty compares nothing: only when both runs have a timeline.
    if (!hasTimelineA() || !hasTimelineB())
        return {};
    auto* self = const_cast<CompareTimelinePage*>(this);
    return {ExportItem{QStringLiteral("compare-timeline"), tr("Timelines of A and B, step-aligned"), self, nullptr}};
}

void CompareTimelinePage::renderForExport(QPainter& painter, QSize size) const
{
    painter.save();
    painter.setFont(font());
    const QFontMetrics fm(font());
    painter.fillRect(QRect(QPoint(0, 0), size), palette().color(QPalette::Window));
    painter.setPen(palette().color(QPalette::WindowText));
    const int margin = 6;
    const QRect captionRect(margin, margin, size.width() - 2 * margin, size.height());
    const QString caption = captionText();
    const QRect used = fm.boundingRect(captionRect, Qt::TextWordWrap, caption);
    painter.drawText(captionRect, Qt::TextWordWrap, caption);
    int y = used.bottom() + margin;
    const int titleH = fm.height() + 8;
    const int half = std::max(1, (size.height() - y - 2 * titleH) / 2);
    QFont bold = font();
    bold.setBold(true);
    for (int side = 0; side < 2; ++side) {
        const TimelineView* v = side ? m_viewB : m_viewA;
        const Nanos anchor = side ? m_anchorB : m_anchorA;
        painter.setFont(bold);
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(margin, y, size.width() - 2 * margin, titleH), Qt::AlignVCenter | Qt::AlignLeft,
                         titleText(side == 1));
        painter.setFont(font());
        y += titleH;
        painter.save();
        painter.translate(0, y);
        painter.setClipRect(QRect(0, 0, size.width(), half));
        if (v->timeline())
            v->renderWindow(painter, QSize(size.width(), half), anchor + m_relStart, anchor + m_relStart + m_relSpan);
        else
            painter.drawText(QRect(0, 0, size.width(), half), Qt::AlignCenter | Qt::TextWordWrap,
                             missingText(side == 1));
        painter.restore();
        y += half;
    }
    painter.restore();
}

} // namespace steplens
