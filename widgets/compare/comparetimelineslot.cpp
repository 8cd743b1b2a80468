#include "compare/comparetimelineslot.h"

#include "style/formatting.h"

#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace steplens {

int StepAlignment::indexOfA(long long stepA) const
{
    for (std::size_t i = 0; i < stepsA.size(); ++i)
        if (stepsA[i] == stepA)
            return int(i);
    return -1;
}

StepAlignment alignSteps(const Profile* a, const Profile* b)
{
    StepAlignment al;
    if (!a || !b || !a->stepTrace || !b->stepTrace)
        return al;
    const auto& sa = a->stepTrace->steps;
    const auto& sb = b->stepTrace->steps;
    const std::size_t n = std::min(sa.size(), sb.size());
    for (std::size_t i = 0; i < n; ++i) {
        al.stepsA.push_back(sa[i].stepNum);
        al.stepsB.push_back(sb[i].stepNum);
        al.startA.push_back(sa[i].start);
        al.endA.push_back(sa[i].end);
        al.startB.push_back(sb[i].start);
        al.endB.push_back(sb[i].end);
    }
    return al;
}

CompareTimelineSlot::CompareTimelineSlot(QWidget* parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_placeholder(new QLabel(this))
{
    setObjectName(QStringLiteral("compareTimelineSlot"));
    m_placeholder->setObjectName(QStringLiteral("compareTimelinePlaceholder"));
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setTextFormat(Qt::RichText);
    m_placeholder->setMargin(24);
    m_stack->addWidget(m_placeholder);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
}

void CompareTimelineSlot::installView(QWidget* view)
{
    if (!view || !dynamic_cast<CompareTimelineView*>(view))
        return;
    if (m_view)
        delete m_view;
    m_view = view;
    m_stack->addWidget(view);
    m_stack->setCurrentWidget(view);
    if (m_snapshot.comparison)
        dynamic_cast<CompareTimelineView*>(view)->showComparison(m_snapshot, m_alignment);
}

void CompareTimelineSlot::showComparison(const ComparisonSnapshot& snapshot)
{
    m_snapshot = snapshot;
    m_alignment = alignSteps(snapshot.profileA(), snapshot.profileB());
    if (m_view) {
        dynamic_cast<CompareTimelineView*>(m_view)->showComparison(snapshot, m_alignment);
        return;
    }
    const QString aligned = m_alignment.size() > 0
                                ? tr("%1 can be aligned (step %2 of A with step %3 of B, and so on).")
                                      .arg(fmt::counted(qint64(m_alignment.size()), tr("step"), tr("steps")))
                                      .arg(m_alignment.stepsA.front())
                                      .arg(m_alignment.stepsB.front())
                                : tr("These runs have no 1.x step trace to align their steps by.");
    m_placeholder->setText(tr("<h3>Timelines of A and B</h3><p>The two runs' timelines will appear here, one above the "
                              "other, zoomed and panned together, with a step of A lined up with the same aligned step "
                              "of B.</p><p>%1</p><p>Until then, open a run on its own to see its timeline.</p>")
                               .arg(aligned.toHtmlEscaped()));
}

QString CompareTimelineSlot::placeholderText() const
{
    return m_view ? QString() : m_placeholder->text();
}

QList<ExportItem> CompareTimelineSlot::exportItems() const
{
    if (auto* view = dynamic_cast<CompareTimelineView*>(m_view))
        return view->exportItems();
    return {};
}

} // namespace steplens
