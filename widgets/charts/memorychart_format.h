#pragma once
// Number and style helpers shared by MemoryChart's files (memorychart.h): the words and units of its
// labels and tooltips, and the line style of each metric.
#include "charts/memorychart.h"

#include <cmath>

namespace steplens::memorychart {

// Above this many steps the bands stay but their numbers would overlap; hover names the step.
constexpr std::size_t kMaxLabelledSteps = 60;

constexpr int kDeviceWideColor = -1; // APP: drawn in the palette's mid grey

inline Qt::PenStyle penStyle(MemoryMetric m)
{
    switch (m) {
    case MemoryMetric::Allocated: return Qt::SolidLine;
    case MemoryMetric::Reserved: return Qt::DashLine;
    case MemoryMetric::Active: return Qt::DotLine;
    }
    return Qt::SolidLine;
}

inline QString metricWord(MemoryMetric m)
{
    switch (m) {
    case MemoryMetric::Allocated: return MemoryChart::tr("allocated");
    case MemoryMetric::Reserved: return MemoryChart::tr("reserved");
    case MemoryMetric::Active: return MemoryChart::tr("active");
    }
    return QString();
}

inline QString mb(double v)
{
    return MemoryChart::tr("%1 MB").arg(QString::number(v, 'f', v >= 1000 ? 1 : v >= 10 ? 2 : 3));
}

inline QString msText(double v)
{
    return MemoryChart::tr("%1 ms").arg(QString::number(v, 'f', std::fabs(v) >= 100 ? 1 : 3));
}

} // namespace steplens::memorychart
