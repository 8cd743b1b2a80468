#include "charts/staticmemorychart.h"

#include "style/phasecolors.h"

#include <cmath>

namespace steplens {

StaticMemoryChart::StaticMemoryChart(QWidget* parent)
    : ChartBase(parent)
{
    setObjectName(QStringLiteral("staticMemoryChart"));
    setWindowTitle(tr("Static graph memory"));
    setMinimumSize(320, 220);
    putLegendOnTop();
    addTitleRow(true);
    xAxis->setLabel(tr("Node index"));
    yAxis->setLabel(tr("Memory held (MB)"));
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    axisRect()->setRangeDrag(Qt::Horizontal);
    axisRect()->setRangeZoom(Qt::Horizontal);
    recolor();
}

void StaticMemoryChart::setGraphs(const std::vector<StaticGraphMemory>& graphs, const QString& title)
{
    clearGraphs();
    m_lines.clear();
    m_graphs = graphs;
    m_title->setText(title);
    double top = 0;
    long long first = 0, last = 1;
    bool any = false;
    for (const StaticGraphMemory& g : graphs) {
        if (g.heldMB.empty())
            continue;
        QVector<double> keys, values;
        for (const auto& [node, mb] : g.heldMB) {
            keys << double(node);
            values << mb;
        }
        QCPGraph* line = addGraph();
        line->setLineStyle(QCPGraph::lsStepLeft);
        QString name = tr("graph %1: peak %2 MB at node %3").arg(g.graphId).arg(g.peakMB, 0, 'f', 2).arg(g.peakNode);
        if (g.totalMB)
            name += QLatin1String(", ") + tr("TOTAL %1 MB").arg(*g.totalMB, 0, 'f', 2);
        line->setName(name);
        line->setData(keys, values, true);
        m_lines.push_back(line);
        top = std::max(top, std::max(g.peakMB, g.totalMB.value_or(0)));
        first = any ? std::min(first, g.firstNode) : g.firstNode;
        last = any ? std::max(last, g.lastNode + 1) : g.lastNode + 1;
        any = true;
    }
    xAxis->setRange(double(first) - 0.5, double(last) + 0.5);
    yAxis->setRange(0, top > 0 ? top * 1.15 : 1);
    recolor();
    layoutForWidth(width());
    replot(QCustomPlot::rpQueuedReplot);
}

double StaticMemoryChart::heldAt(int graphIndex, long long node) const
{
    // The graphs with a plan, in the order of their lines.
    int index = -1;
    for (const StaticGraphMemory& g : m_graphs) {
        if (g.heldMB.empty() || ++index != graphIndex)
            continue;
        double held = std::nan("");
        for (const auto& [n, mb] : g.heldMB)
            if (n <= node)
                held = mb;
        return held;
    }
    return std::nan("");
}

void StaticMemoryChart::applyColors()
{
    const QPalette pal = palette();
    for (std::size_t i = 0; i < m_lines.size(); ++i)
        m_lines[i]->setPen(QPen(colors::streamColor(int(i), pal), 2.0));
}

} // namespace steplens
