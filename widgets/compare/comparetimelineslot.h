#pragma once
// The place in the comparison view for the two timelines: A's and B's stacked, zoomed and panned
// together, with the i-th step of A lined up with the i-th step of B. The timeline view itself is
// built elsewhere (the timeline panel); it plugs in here by implementing CompareTimelineView and
// being installed with installView(). Until one is installed, the slot says what will be there.
//
// What the view gets: the comparison (both runs and their analyses; the runs were read with their
// timelines) and a StepAlignment, which maps B's device clock onto A's for any aligned step.
#include "compare/comparisonsnapshot.h"
#include "panels/panel.h"

#include <vector>

class QLabel;
class QStackedWidget;

namespace steplens {

// Step i of A against step i of B (the alignment core's comparison uses), with the device-clock
// span of each, so a timeline can shift B to start its step together with A's.
struct StepAlignment {
    std::vector<long long> stepsA, stepsB; // step numbers as written
    std::vector<Nanos> startA, endA, startB, endB;

    std::size_t size() const { return stepsA.size(); }
    // What to add to a time on B's clock so that B's aligned step `index` starts where A's does.
    Nanos offsetOfB(std::size_t index) const { return startA[index] - startB[index]; }
    // The aligned index of A's step number `stepA`, or -1.
    int indexOfA(long long stepA) const;
};

// From the two ranks' step traces (empty when either has none, e.g. the 2.x layout).
StepAlignment alignSteps(const Profile* a, const Profile* b);

// Implemented by the stacked-timelines widget.
class CompareTimelineView
{
public:
    virtual ~CompareTimelineView() = default;
    virtual void showComparison(const ComparisonSnapshot& snapshot, const StepAlignment& alignment) = 0;
    virtual QList<ExportItem> exportItems() const { return {}; }
};

class CompareTimelineSlot : public QWidget
{
    Q_OBJECT
public:
    explicit CompareTimelineSlot(QWidget* parent = nullptr);

    // Takes ownership of `view`, which must be a QWidget implementing CompareTimelineView.
    void installView(QWidget* view);
    QWidget* installedView() const { return m_view; }
    void showComparison(const ComparisonSnapshot& snapshot);
    QList<ExportItem> exportItems() const;
    const StepAlignment& alignment() const { return m_alignment; }
    QString placeholderText() const;

private:
    QStackedWidget* m_stack;
    QLabel* m_placeholder;
    QWidget* m_view = nullptr;
    StepAlignment m_alignment;
    ComparisonSnapshot m_snapshot;
};

} // namespace steplens
