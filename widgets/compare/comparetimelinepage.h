#pragma once
// The comparison's timelines: A's above B's, each its own run's trace of the rank on show, on one
// shared x axis, "time since the start of step k". The two runs have different clocks and step
// lengths, so each view is anchored at its own step k start and both use the same ns per pixel:
// a faster step looks shorter. Zooming or panning either view moves the other by the same amount.
// A run without a timeline says so in its half. Exported as one image, both halves stacked.
#include "charts/chartexport.h"
#include "compare/comparetimelineslot.h"
#include "timeline/timelineview.h"

class QComboBox;
class QLabel;
class QStackedWidget;

namespace steplens {

class CompareTimelinePage : public QWidget, public CompareTimelineView, public ExportRenderable
{
    Q_OBJECT
public:
    explicit CompareTimelinePage(QWidget* parent = nullptr);

    void showComparison(const ComparisonSnapshot& snapshot, const StepAlignment& alignment) override;
    QList<ExportItem> exportItems() const override;
    void renderForExport(QPainter& painter, QSize size) const override;

    TimelineView* viewA() const { return m_viewA; }
    TimelineView* viewB() const { return m_viewB; }
    bool hasTimelineA() const { return bool(m_viewA->timeline()); }
    bool hasTimelineB() const { return bool(m_viewB->timeline()); }
    // The aligned step pairs offered (A's step number, B's step number) and the one on show (-1: none).
    int stepCount() const { return int(m_pairs.size()); }
    int currentStep() const { return m_current; }
    // Fits both views to aligned pair `index`: each starts at its own step start, both span the
    // longer of the two steps (one time scale).
    void selectStep(int index);
    // Selects the pair whose A step is `stepA` (a step picked elsewhere, e.g. the step-trace charts).
    void selectStepOfA(long long stepA);
    // Where each view's x = 0 of the shared axis lies on its own clock.
    Nanos anchorA() const { return m_anchorA; }
    Nanos anchorB() const { return m_anchorB; }
    QString captionText() const;
    QString titleText(bool sideB) const;
    QString missingText(bool sideB) const;

private:
    struct StepPair {
        long long stepA = 0, stepB = 0;
        std::optional<StepWindow> windowA, windowB; // on each timeline's clock, when it has that step
    };
    void follow(const TimelineView* from, Nanos fromAnchor, TimelineView* to, Nanos toAnchor);
    void updateCaption();

    QLabel* m_caption;
    QComboBox* m_stepBox;
    QLabel* m_titleA;
    QLabel* m_titleB;
    QStackedWidget* m_stackA;
    QStackedWidget* m_stackB;
    QLabel* m_missingA;
    QLabel* m_missingB;
    TimelineView* m_viewA;
    TimelineView* m_viewB;
    QString m_nameA, m_nameB;
    std::vector<StepPair> m_pairs;
    int m_current = -1;
    Nanos m_anchorA = 0, m_anchorB = 0;
    // The shared window relative to the anchors: what export draws, whatever size the views have.
    Nanos m_relStart = 0, m_relSpan = 1;
    bool m_syncing = false;
};

} // namespace steplens
