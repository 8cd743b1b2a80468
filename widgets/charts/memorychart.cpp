#include "charts/memorychart.h"

#include "charts/memorycurveplottable.h"
#include "charts/serieschart.h"
#include "style/phasecolors.h"

#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace steplens {

namespace {

// Above this many steps the bands stay but their numbers would overlap; hover names the step.
constexpr std::size_t kMaxLabelledSteps = 60;

Qt::PenStyle penStyle(MemoryMetric m)
{
    switch (m) {
    case MemoryMetric::Allocated: return Qt::SolidLine;
    case MemoryMetric::Reserved: return Qt::DashLine;
    case MemoryMetric::Active: return Qt::DotLine;
    }
    return Qt::SolidLine;
}

QString metricWord(MemoryMetric m)
{
    switch (m) {
    case MemoryMetric::Allocated: return MemoryChart::tr("allocated");
    case MemoryMetric::Reserved: return MemoryChart::tr("reserved");
    case MemoryMetric::Active: return MemoryChart::tr("active");
    }
    return QString();
}

QString mb(double v)
{
    return MemoryChart::tr("%1 MB").arg(QString::number(v, 'f', v >= 1000 ? 1 : v >= 10 ? 2 : 3));
}

QString msText(double v)
{
    return MemoryChart::tr("%1 ms").arg(QString::number(v, 'f', std::fabs(v) >= 100 ? 1 : 3));
}

constexpr int kDeviceWideColor = -1; // APP: drawn in the palette's mid grey

} // namespace

MemoryChart::MemoryChart(QWidget* parent)
    : QCustomPlot(parent)
    , m_title(new QCPTextElement(this, QString(), QFont(font().family(), font().pointSize() + 1, QFont::Bold)))
    , m_capacityLine(new QCPItemStraightLine(this))
    , m_capacityLabel(new QCPItemText(this))
    , m_highlight(new QCPItemRect(this))
    , m_emptyLabel(new QCPItemText(this))
{
    setObjectName(QStringLiteral("memoryChart"));
    setWindowTitle(tr("Device memory"));
    setMinimumSize(360, 240);
    setMouseTracking(true);
    setNoAntialiasingOnDrag(true);
    putLegendOnTop(this);
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, m_title);
    plotLayout()->setRowStretchFactor(0, 0.001);
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
    applyColors();
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

void MemoryChart::addSteps(const std::vector<StepWindow>& steps, Nanos origin)
{
    const bool labelled = steps.size() <= kMaxLabelledSteps;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const StepWindow& w = steps[i];
        Band band{w.number, nanosToMs(double(w.start - origin)), nanosToMs(double(w.end - origin))};
        m_stepBands.push_back(band);
        auto* rect = new QCPItemRect(this);
        rect->setLayer(QStringLiteral("steps"));
        rect->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
        rect->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
        rect->topLeft->setCoords(band.lowerMs, 0);
        rect->bottomRight->setCoords(band.upperMs, 1);
        rect->setSelectable(false);
        m_bandItems.push_back(rect);
        if (!labelled)
            continue;
        auto* label = new QCPItemText(this);
        label->setLayer(QStringLiteral("steps"));
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords((band.lowerMs + band.upperMs) / 2, 0);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
        label->setPadding(QMargins(2, 2, 2, 2));
        label->setText(tr("step %1").arg(w.number));
        label->setSelectable(false);
        m_bandLabels.push_back(label);
    }
}

void MemoryChart::addPeak(double keyMs, double value, const QString& label, int colorIndex)
{
    m_peaks.push_back({keyMs, value, label, colorIndex});
    auto* marker = new QCPItemTracer(this);
    marker->setStyle(QCPItemTracer::tsCircle);
    marker->setSize(9);
    marker->position->setCoords(keyMs, value);
    marker->setSelectable(false);
    m_peakMarkers.push_back(marker);
    auto* text = new QCPItemText(this);
    // Pixel offsets from the marker (placeLabels picks the side).
    text->position->setParentAnchor(marker->position);
    text->position->setCoords(6, -6);
    text->setPadding(QMargins(5, 2, 5, 2));
    text->setText(label);
    text->setClipToAxisRect(false);
    text->setSelectable(false);
    m_peakLabels.push_back(text);
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
    applyColors();
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
    applyColors();
    resetZoom();
}

void MemoryChart::setMetricVisible(MemoryMetric metric, bool visible)
{
    m_metricVisible[std::size_t(metric)] = visible;
    applyVisibility();
    replot(QCustomPlot::rpQueuedReplot);
}

void MemoryChart::setComponentVisible(const QString& component, bool visible)
{
    if (visible)
        m_hiddenComponents.remove(component);
    else
        m_hiddenComponents.insert(component);
    applyVisibility();
    replot(QCustomPlot::rpQueuedReplot);
}

void MemoryChart::applyVisibility()
{
    for (MemoryCurvePlottable* p : m_curves) {
        const bool show = metricVisible(p->curve().metric) &&
                          !m_hiddenComponents.contains(QString::fromStdString(p->curve().component));
        p->setVisible(show);
        if (show)
            p->addToLegend();
        else
            p->removeFromLegend();
    }
    rescaleValues();
    layoutForWidth(width());
}

int MemoryChart::visibleCurveCount() const
{
    int n = 0;
    for (MemoryCurvePlottable* p : m_curves)
        n += p->visible() ? 1 : 0;
    return n;
}

void MemoryChart::rescaleValues()
{
    double top = 0;
    for (MemoryCurvePlottable* p : m_curves) {
        if (!p->visible())
            continue;
        bool found = false;
        const QCPRange r = p->getValueRange(found);
        if (found)
            top = std::max(top, r.upper);
    }
    for (const Peak& p : m_peaks)
        top = std::max(top, p.mb);
    if (m_capacityMB)
        top = std::max(top, *m_capacityMB);
    yAxis->setRange(0, top > 0 ? top * 1.15 : 1.0);
    m_capacityLine->setVisible(bool(m_capacityMB));
    m_capacityLabel->setVisible(bool(m_capacityMB));
    if (m_capacityMB) {
        m_capacityLine->point1->setCoords(0, *m_capacityMB);
        m_capacityLine->point2->setCoords(1, *m_capacityMB);
        m_capacityLabel->position->setCoords(1, *m_capacityMB);
    }
}

void MemoryChart::resetZoom()
{
    double lo = m_spanLowerMs, hi = m_spanUpperMs;
    if (hi - lo <= 0) {
        // All rows at one instant (a spreadsheet rounded the times): a small window around it.
        lo -= 1;
        hi += 1;
    }
    const double pad = (hi - lo) * 0.02;
    xAxis->setRange(lo - pad, hi + pad);
    replot(QCustomPlot::rpQueuedReplot);
}

void MemoryChart::showRange(Nanos begin, Nanos end)
{
    if (end <= begin) {
        resetZoom();
        return;
    }
    const double lo = nanosToMs(double(begin - m_origin)), hi = nanosToMs(double(end - m_origin));
    const double pad = (hi - lo) * 0.04;
    xAxis->setRange(lo - pad, hi + pad);
    replot(QCustomPlot::rpQueuedReplot);
}

std::pair<Nanos, Nanos> MemoryChart::visibleRange() const
{
    const QCPRange r = xAxis->range();
    return {m_origin + Nanos(std::llround(r.lower * kNanosPerMs)),
            m_origin + Nanos(std::llround(r.upper * kNanosPerMs))};
}

void MemoryChart::setHighlight(Nanos begin, Nanos end)
{
    if (begin > end || m_empty) {
        m_highlight->setVisible(false);
    } else {
        double lo = nanosToMs(double(begin - m_origin)), hi = nanosToMs(double(end - m_origin));
        // Keep a lifetime of a few µs visible: at least two pixels wide.
        const double minWidth = xAxis->range().size() / std::max(1, axisRect()->width()) * 2;
        if (hi - lo < minWidth) {
            const double mid = (lo + hi) / 2;
            lo = mid - minWidth / 2;
            hi = mid + minWidth / 2;
        }
        m_highlight->topLeft->setCoords(lo, 0);
        m_highlight->bottomRight->setCoords(hi, 1);
        m_highlight->setVisible(true);
    }
    replot(QCustomPlot::rpQueuedReplot);
}

bool MemoryChart::hasHighlight() const
{
    return m_highlight->visible();
}

QString MemoryChart::titleText() const
{
    return m_title->text();
}

QString MemoryChart::peakLabelText() const
{
    QStringList all;
    for (const Peak& p : m_peaks)
        all << p.label;
    return all.join(QLatin1Char('\n'));
}

QString MemoryChart::capacityLabelText() const
{
    return m_capacityMB ? m_capacityLabel->text() : QString();
}

QString MemoryChart::emptyText() const
{
    return m_empty ? m_emptyLabel->text() : QString();
}

long long MemoryChart::stepAtKey(double keyMs) const
{
    for (const Band& b : m_stepBands)
        if (keyMs >= b.lowerMs && keyMs <= b.upperMs)
            return b.step;
    return -1;
}

QString MemoryChart::toolTipAt(double keyMs) const
{
    QStringList lines;
    QString head = tr("%1 on the time axis").arg(msText(keyMs));
    const long long step = stepAtKey(keyMs);
    if (step >= 0)
        head += QLatin1String(", ") + tr("step %1").arg(step);
    lines << head;
    for (MemoryCurvePlottable* p : m_curves) {
        if (!p->visible())
            continue;
        if (auto v = p->valueAtKey(keyMs))
            lines << QStringLiteral("%1: %2").arg(p->name(), mb(*v));
    }
    return lines.join(QLatin1Char('\n'));
}

void MemoryChart::onRangeChanged(const QCPRange& range)
{
    if (m_clamping)
        return;
    // Keep the view on the data: never wider than the span (plus a margin), never narrower than 1 µs.
    double lo = m_spanLowerMs, hi = m_spanUpperMs;
    if (hi - lo <= 0) {
        lo -= 1;
        hi += 1;
    }
    const double margin = (hi - lo) * 0.05;
    QCPRange r = range;
    if (r.size() > (hi - lo) + 2 * margin)
        r = QCPRange(lo - margin, hi + margin);
    if (r.size() < 1e-3)
        r = QCPRange(r.center() - 5e-4, r.center() + 5e-4);
    if (r.lower < lo - margin)
        r = QCPRange(lo - margin, lo - margin + r.size());
    if (r.upper > hi + margin)
        r = QCPRange(hi + margin - r.size(), hi + margin);
    if (r != range) {
        m_clamping = true;
        xAxis->setRange(r);
        m_clamping = false;
    }
    placeLabels();
    const auto [begin, end] = visibleRange();
    emit visibleRangeChanged(begin, end);
}

void MemoryChart::placeLabels()
{
    if (m_peakLabels.size() > 1) {
        // Several runs: their labels stacked in the top left corner (markers of close peaks would make
        // labels beside them cover each other); each label's frame has its run's colour.
        for (std::size_t i = 0; i < m_peakLabels.size(); ++i) {
            QCPItemText* label = m_peakLabels[i];
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
            if (i == 0) {
                label->position->setParentAnchor(nullptr);
                label->position->setType(QCPItemPosition::ptAxisRectRatio);
                label->position->setCoords(0.01, 0.03);
            } else {
                // Pixel offsets below the previous label.
                label->position->setType(QCPItemPosition::ptAbsolute);
                label->position->setParentAnchor(m_peakLabels[i - 1]->bottomLeft);
                label->position->setCoords(0, 4);
            }
        }
        return;
    }
    // A peak label sits above its marker, to the side with more room.
    const QCPRange r = xAxis->range();
    for (std::size_t i = 0; i < m_peakLabels.size(); ++i) {
        const bool right = m_peaks[i].keyMs > r.center();
        m_peakLabels[i]->setPositionAlignment((right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignBottom);
        // Stack the labels of a comparison so they do not cover each other.
        m_peakLabels[i]->position->setCoords(right ? -6 : 6, -6 - 22.0 * double(i));
    }
}

void MemoryChart::applyColors()
{
    applyPlotPalette(this);
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    auto colorOf = [&](int index) {
        return index == kDeviceWideColor ? pal.color(QPalette::Mid).darker(colors::isDark(pal) ? 70 : 130)
                                         : colors::streamColor(index, pal);
    };
    for (int i = 0; i < m_curves.size(); ++i) {
        MemoryCurvePlottable* p = m_curves[i];
        const MemoryMetric metric = p->curve().metric;
        QPen pen(colorOf(m_curveColors[i]), metric == MemoryMetric::Allocated ? 2.0 : 1.5, penStyle(metric));
        if (p->curve().deviceWide)
            pen.setStyle(Qt::DashDotLine);
        p->setPen(pen);
    }
    QColor band = pal.color(QPalette::AlternateBase);
    if (band == pal.color(QPalette::Base))
        band = colors::isDark(pal) ? pal.color(QPalette::Base).lighter(125) : pal.color(QPalette::Base).darker(106);
    QColor bandEdge = pal.color(QPalette::Mid);
    bandEdge.setAlpha(120);
    for (std::size_t i = 0; i < m_bandItems.size(); ++i) {
        m_bandItems[i]->setBrush(i % 2 == 0 ? QBrush(band) : QBrush(band.darker(colors::isDark(pal) ? 85 : 103)));
        m_bandItems[i]->setPen(QPen(bandEdge, 1, Qt::DotLine));
    }
    for (QCPItemText* l : m_bandLabels)
        l->setColor(pal.color(QPalette::PlaceholderText));
    QColor backing = pal.color(QPalette::Base);
    backing.setAlpha(225);
    for (std::size_t i = 0; i < m_peakMarkers.size(); ++i) {
        const QColor c = colorOf(m_peaks[i].colorIndex);
        m_peakMarkers[i]->setPen(QPen(text, 1.5));
        m_peakMarkers[i]->setBrush(c);
        m_peakLabels[i]->setColor(text);
        m_peakLabels[i]->setBrush(backing);
        m_peakLabels[i]->setPen(QPen(c, 1));
        QFont f = font();
        f.setBold(true);
        m_peakLabels[i]->setFont(f);
    }
    const QColor limit = colors::phaseColor(colors::Phase::WaitingForData, pal);
    m_capacityLine->setPen(QPen(limit, 1.5, Qt::DashLine));
    m_capacityLabel->setColor(text);
    m_capacityLabel->setBrush(backing);
    m_highlight->setBrush(colors::selectionFill(pal));
    m_highlight->setPen(QPen(pal.color(QPalette::Highlight), 1));
    m_emptyLabel->setColor(pal.color(QPalette::PlaceholderText));
    m_title->setTextColor(text);
}

void MemoryChart::layoutForWidth(int width)
{
    wrapLegend(this, width);
}

void MemoryChart::changeEvent(QEvent* event)
{
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyColors();
        replot(QCustomPlot::rpQueuedReplot);
    }
}

void MemoryChart::resizeEvent(QResizeEvent* event)
{
    layoutForWidth(event->size().width());
    QCustomPlot::resizeEvent(event);
    placeLabels();
}

void MemoryChart::mousePressEvent(QMouseEvent* event)
{
    m_pressPos = event->pos();
    QCustomPlot::mousePressEvent(event);
}

void MemoryChart::mouseReleaseEvent(QMouseEvent* event)
{
    QCustomPlot::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton || (event->pos() - m_pressPos).manhattanLength() > 3 ||
        !axisRect()->rect().contains(event->pos()))
        return;
    const long long step = stepAtKey(xAxis->pixelToCoord(event->pos().x()));
    if (step >= 0)
        emit stepClicked(step);
}

void MemoryChart::mouseMoveEvent(QMouseEvent* event)
{
    QCustomPlot::mouseMoveEvent(event);
    if (m_empty || event->buttons() != Qt::NoButton || !axisRect()->rect().contains(event->pos())) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(event->globalPosition().toPoint(), toolTipAt(xAxis->pixelToCoord(event->pos().x())), this);
}

void MemoryChart::mouseDoubleClickEvent(QMouseEvent* event)
{
    QCustomPlot::mouseDoubleClickEvent(event);
    resetZoom();
}

} // namespace steplens
