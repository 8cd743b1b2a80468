// MemoryChart: what is drawn besides the curves: the step bands and their numbers, the peak markers
// and their labels, and every colour (the capacity line, the highlight).
#include "charts/memorychart.h"

#include "charts/memorychart_format.h"
#include "charts/memorycurveplottable.h"
#include "style/phasecolors.h"

namespace steplens {

using namespace memorychart;

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
}

void MemoryChart::layoutForWidth(int width)
{
    ChartBase::layoutForWidth(width);
    placeLabels();
}

} // namespace steplens
