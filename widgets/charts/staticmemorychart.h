#pragma once
// Static graphs (static_op_mem.csv, graph mode): the memory CANN planned, as the size of the blocks
// held at each node index, one step line per graph. The peak of each graph is marked.
#include "analysis/memory_analysis.h"

#include "charts/chartbase.h"

namespace steplens {

class StaticMemoryChart : public ChartBase
{
    Q_OBJECT
public:
    explicit StaticMemoryChart(QWidget* parent = nullptr);

    void setGraphs(const std::vector<StaticGraphMemory>& graphs, const QString& title);
    int graphCount() const { return int(m_lines.size()); }
    // The held size a graph's line shows at a node index (NaN outside the plan).
    double heldAt(int graphIndex, long long node) const;

protected:
    void applyColors() override;

private:
    std::vector<QCPGraph*> m_lines;
    std::vector<StaticGraphMemory> m_graphs;
};

} // namespace steplens
