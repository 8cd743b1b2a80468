#pragma once
// The data-pipeline graph: operator boxes from the sources on the left to the root on the right,
// each output queue as its own box filled with the colour of how full it ran, bottleneck ops
// outlined. core/analysis/pipeline_layout places the boxes; this widget measures the text, paints,
// and handles zoom (wheel, around the cursor), pan (drag), fit, hover and clicks. A legend band on
// top says what the colours mean. Exports draw the whole graph at the requested size.
#include "analysis/pipeline_layout.h"
#include "charts/chartexport.h"

#include <QFont>
#include <QHash>
#include <QStringList>
#include <QWidget>

#include <optional>

namespace steplens {

class PipelineGraphView : public QWidget, public ExportRenderable
{
    Q_OBJECT
public:
    // What one box says. The panel writes it; the view sizes every box of a kind to the largest.
    struct NodeText {
        QString title;               // first line, bold: "MapOp_2", "4.1 %"
        QString shortTitle;          // zoomed far out, the only text ("4 %"); the title when empty
        QStringList lines;           // further lines
        std::optional<double> usage; // queue fill 0-1: the box takes the ramp colour; none = neutral
        bool flagged = false;        // a bottleneck: thick outline in the bottleneck colour
        QString badge;               // a word at the right of the title line, on the bottleneck colour
        QString flagText;            // last line, in the bottleneck colour: "input 94.9 % full, output 4.1 %"
        QString toolTip;             // rich text
        QString changeNote;          // set through setChangeMarks: a line in the "changed" colour, dashed ring
    };

    explicit PipelineGraphView(QWidget* parent = nullptr);

    // Lays out `tree` for the current font; `ops` and `queues` give the text per op id.
    void setGraph(const std::vector<PipelineTreeOp>& tree, const QHash<int, NodeText>& ops,
                  const QHash<int, NodeText>& queues);
    void clear();
    // Marks ops whose setup changed against another run (a comparison): `notes` by op id, e.g.
    // "workers 1 → 8". Kept across setGraph, so the panel can rebuild the graph underneath.
    void setChangeMarks(const QHash<int, QString>& notes);
    QHash<int, QString> changeMarks() const { return m_changeMarks; }
    // A line on top of exported images (the panel's summary); not drawn on screen.
    void setCaption(const QString& caption) { m_caption = caption; }
    QString caption() const { return m_caption; }

    const PipelineGraphLayout& graphLayout() const { return m_layout; }
    int nodeCount() const { return int(m_layout.nodes.size()); }
    const NodeText& nodeText(int node) const { return m_texts[node]; }
    int selectedNode() const { return m_selected; }
    // Selects a node (-1: none); with `centre`, scrolls it to the middle of the view.
    void setSelectedNode(int node, bool centre);
    int nodeAt(QPointF widgetPos) const;
    // Where a node is on screen, in widget coordinates.
    QRectF nodeRectInView(int node) const;
    double zoom() const { return m_zoom; }
    // The whole graph, at any zoom (the Fit button, Home, a double-click on the background).
    void fitToView();
    // How a graph opens: fitted, but never below a legible zoom; a graph too big for that is shown
    // around the picked node, else its first bottleneck, else its root.
    void fitOnOpen();
    void zoomBy(double factor, QPointF anchor);
    void centreOn(int node);

    void renderForExport(QPainter& painter, QSize size) const override;

signals:
    void nodeClicked(int node);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Transform {
        double zoom = 1;
        QPointF offset; // widget position of layout (0, 0)
    };
    // Where the parts of the legend band go for a canvas `width` wide (pipelinegraphview_paint.cpp).
    // `exporting`: an exported image starts with the caption, since no panel text surrounds it.
    struct Legend {
        double height = 0;
        QRectF caption, title, empty, ramp, full, sample, sampleLabel, explanation;
    };
    Legend legendLayout(double width, bool exporting = false) const;
    double legendHeight(double width, bool exporting = false) const { return legendLayout(width, exporting).height; }

    void relayout();
    void refit(); // again as last fitted (fitOnOpen or fitToView), for a new size or font
    Transform fitted(QSizeF canvas, bool exporting = false) const;
    QPointF toView(double x, double y) const { return m_offset + QPointF(x, y) * m_zoom; }

    // pipelinegraphview_paint.cpp
    void paintScene(QPainter& p, QSizeF canvas, const Transform& t, bool interactive) const;
    void paintLegend(QPainter& p, double width, bool exporting) const;
    void paintEdges(QPainter& p, const QRectF& visible) const;
    void paintNode(QPainter& p, int index, double zoom, bool interactive) const;

    std::vector<PipelineTreeOp> m_tree;
    QHash<int, NodeText> m_opTexts;
    QHash<int, NodeText> m_queueTexts;
    QHash<int, QString> m_changeMarks;
    PipelineGraphLayout m_layout;
    QVector<NodeText> m_texts; // by node index
    QString m_caption;
    PipelineLayoutMetrics m_metrics;
    QFont m_font; // pixel-sized, so layout units and text agree on every paint device
    QFont m_bold;
    QFont m_small; // the "bottleneck" badge
    double m_lineHeight = 16;
    double m_padding = 8;

    double m_zoom = 1;
    QPointF m_offset;
    bool m_autoFit = true;     // follow the widget size until the user zooms or pans
    bool m_readableFit = true; // the last fit was fitOnOpen (else fitToView)
    int m_pendingCentre = -1;  // a node to centre on once the view is shown
    int m_selected = -1;
    int m_hovered = -1;
    QPointF m_pressPos;
    QPointF m_pressOffset;
    bool m_pressed = false;
    bool m_dragged = false;
};

} // namespace steplens
