// MemoryChart: building it and filling it with one run, two runs aligned, or nothing.
#include "charts/memorychart.h"

#include "charts/memorychart_format.h"
#include "charts/memorycurveplottable.h"

#include <QMap>

#include <algorithm>

namespace steplens {

using namespace memorychart;

MemoryChart::MemoryChart(QWidget* parent)
    : ChartBase(parent)
    , m_capacityLine(new QCPItemStraightLine(this))
    , m_capacityLabel(new QCPItemText(this))
    , m_highlight(new QCPItemRect(this))
    , m_emptyLabel(new QCPItemText(this))
{
    setObjectName(QStringLiteral("memoryChart"));
    setWindowTitle(tr("Device memory"));
    setMinimumSize(360, 240);
    setNoAntialiasingOnDrag(true);
    putLegendOnTop();
    addTitleRow(true);
    legend->setWrap(4);
    addLayer(QStringLiteral("steps"), layer(QStringLiteral("grid")), QCustomPlot::limBelow);
    // An operator's lifetime, above the step bands and below the curves.
    addLayer(QStringLiteral("highlight"), layer(QStringLiteral("grid")), QCustomPlot::limBelow);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    axisRect()->setRangeDrag(Qt::Horizontal);
    axisRect()->setRangeZoom(Qt::Horizontal);
    yAxis->setLabel(tr("Device memory (MB)"));
    xAxis->setLabel(tr("Time since the first memory record (ms)"));

    m_capacityLine->point1->setCoords(0, 0);
    m_capacityLine->point2->setCoords(1, 0);
    m_capacityLabel->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_capacityLabel->position->setTypeY(QCPItemPosition::ptPlotCoords);
    m_capacityLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_capacityLabel->setPadding(QMargins(4, 1, 4, 1));
    m_capacityLabel->setClipToAxisRect(true);
    for (QCPItemPosition* p : {m_highlight->topLeft, m_highlight->bottomRight})
        p->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_highlight->setLayer(QStringLiteral("highlight"));
    m_emptyLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyLabel->position->setCoords(0.5, 0.5);
    m_emptyLabel->setPositionAlignment(Qt::AlignCenter);
    connect(xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, &MemoryChart::onRangeChanged);
    clearChart(tr("No memory data"));
}

void MemoryChart::reset(const QString& title)
{
    clearPlottables();
    m_curves.clear();
    m_curveColors.clear();
    m_components.clear();
    for (QCPItemRect* r : m_bandItems)
        removeItem(r);
    for (QCPItemText* t : m_bandLabels)
        removeItem(t);
    for (QCPItemTracer* t : m_peakMarkers)
        removeItem(t);
    for (QCPItemText* t : m_peakLabels)
        removeItem(t);
    m_bandItems.clear();
    m_bandLabels.clear();
    m_stepBands.clear();
    m_peakMarkers.clear();
    m_peakLabels.clear();
    m_peaks.clear();
    m_capacityMB.reset();
    m_title->setText(title);
    m_highlight->setVisible(false);
}

void MemoryChart::clearChart(const QString& text)
{
    reset(QString());
    m_empty = true;
    m_emptyLabel->setText(text);
    m_emptyLabel->setVisible(true);
    m_capacityLine->setVisible(false);
    m_capacityLabel->setVisible(false);
    legend->setVisible(false);
    m_spanLowerMs = 0;
    m_spanUpperMs = 1;
    recolor();
    xAxis->setRange(0, 1);
    yAxis->setRange(0, 1);
    replot(QCustomPlot::rpQueuedReplot);
}

MemoryCurvePlottable* MemoryChart::addCurve(std::shared_ptr<const std::vector<MemoryCurve>> keep,
                                            const MemoryCurve& curve, Nanos origin, Nanos holdUntil, int colorIndex,
                                            const QString& name)
{
    auto* p = new MemoryCurvePlottable(xAxis, yAxis, std::move(keep), curve, origin, holdUntil);
    p->setName(name);
    m_curves.append(p);
    m_curveColors.append(colorIndex);
    return p;
}

void MemoryChart::setAnalysis(const MemoryAnalysis& m, const QString& title)
{
    reset(title);
    m_origin = m.begin;
    m_empty = !m.curves || m.curves->empty();
    xAxis->setLabel(tr("Time since the first memory record (ms)"));
    if (m_empty) {
        clearChart(tr("memory_record has no rows with a total"));
        m_title->setText(title);
        return;
    }
    // One colour per component, APP in grey; the streams of a split component share its colour.
    int next = 0;
    QMap<QString, int> colorOf;
    for (const MemoryComponent& c : m.components) {
        const QString name = QString::fromStdString(c.name);
        m_components << name;
        colorOf[name] = c.deviceWide ? kDeviceWideColor : next++;
    }
    for (const MemoryCurve& c : *m.curves) {
        const QString component = QString::fromStdString(c.component);
        QString name = component;
        if (!c.stream.empty())
            name += QLatin1Char(' ') + tr("stream %1").arg(QString::fromStdString(c.stream));
        name += QLatin1Char(' ') + metricWord(c.metric);
        addCurve(m.curves, c, m_origin, m.end, colorOf.value(component), name);
    }
    addSteps(m.steps, m_origin);
    if (m.peakAllocated) {
        QString label = tr("Peak %1 (%2) at %3")
                            .arg(mb(m.peakAllocated->mb), QString::fromStdString(m.peakAllocated->component),
                                 msText(m.msSinceBegin(m.peakAllocated->time)));
        if (m.peakAllocated->step >= 0)
            label += QLatin1String(", ") + tr("step %1").arg(m.peakAllocated->step);
        addPeak(m.msSinceBegin(m.peakAllocated->time), m.peakAllocated->mb, label,
                colorOf.value(QString::fromStdString(m.peakAllocated->component)));
    }
    m_capacityMB = m.capacityMB;
    if (m_capacityMB)
        m_capacityLabel->setText(tr("Device memory %1").arg(mb(*m_capacityMB)));
    m_spanLowerMs = 0;
    m_spanUpperMs = m.msSinceBegin(m.end);
    m_emptyLabel->setVisible(false);
    legend->setVisible(true);
    applyVisibility();
    recolor();
    resetZoom();
}

void MemoryChart::setComparison(const MemoryAnalysis& a, const MemoryAnalysis& b, const MemoryAlignment& alignment,
                                const QString& nameA, const QString& nameB)
{
    const QString title = alignment.step >= 0
                              ? tr("%1 and %2, aligned on the start of step %3").arg(nameA, nameB).arg(alignment.step)
                              : tr("%1 and %2, aligned on their first memory records").arg(nameA, nameB);
    reset(title);
    m_origin = alignment.originA;
    xAxis->setLabel(alignment.step >= 0 ? tr("Time since the start of step %1 (ms)").arg(alignment.step)
                                        : tr("Time since the first memory record (ms)"));
    double lower = 0, upper = 0;
    bool any = false;
    auto addRun = [&](const MemoryAnalysis& m, Nanos origin, const QString& name, int color) {
        if (!m.curves || !m.peakAllocated)
            return;
        const std::string& component = m.peakAllocated->component;
        for (MemoryMetric metric : {MemoryMetric::Allocated, MemoryMetric::Reserved}) {
            const MemoryCurve* c = m.curve(component, metric);
            if (!c)
                continue;
            addCurve(m.curves, *c, origin, m.end, color,
                     QStringLiteral("%1: %2 %3").arg(name, QString::fromStdString(component), metricWord(metric)));
        }
        const double key = nanosToMs(double(m.peakAllocated->time - origin));
        addPeak(key, m.peakAllocated->mb, tr("%1 peak %2").arg(name, mb(m.peakAllocated->mb)), color);
        const double from = nanosToMs(double(m.begin - origin)), to = nanosToMs(double(m.end - origin));
        lower = any ? std::min(lower, from) : from;
        upper = any ? std::max(upper, to) : to;
        any = true;
    };
    addRun(a, alignment.originA, nameA, 0);
    addRun(b, alignment.originB, nameB, 1);
    m_empty = m_curves.isEmpty();
    if (m_empty) {
        clearChart(tr("Neither run has memory_record totals"));
        m_title->setText(title);
        return;
    }
    m_components = {nameA, nameB};
    addSteps(a.steps, alignment.originA);
    m_capacityMB = a.capacityMB ? a.capacityMB : b.capacityMB;
    if (m_capacityMB)
        m_capacityLabel->setText(tr("Device memory %1").arg(mb(*m_capacityMB)));
    m_spanLowerMs = lower;
    m_spanUpperMs = upper;
    m_emptyLabel->setVisible(false);
    legend->setVisible(true);
    applyVisibility();
    recolor();
    resetZoom();
}

} // namespace steplens
