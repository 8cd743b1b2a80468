#pragma once
// The base of every StepLens chart (a QCustomPlot): what each chart used to repeat lives here once.
// - Palette: a palette or style change recolours the chart (applyPlotPalette, the title, then the
//   chart's own applyColors()) and replots.
// - Width: a resize lays the chart out for the new width through layoutForWidth(), the same hook
//   chart export calls before drawing at another size (chartexport.h).
// - Hover: the tooltip is toolTipAtPoint(pos) while no button is held; an empty text hides it.
// - Click versus drag: a left press and release within kClickSlop pixels is a click (clickAt(pos));
//   anything longer was a pan or a zoom and is left to QCustomPlot.
// - Double-click and the context menu's first entry reset the view (resetView()) where a chart
//   has one; the context menu, where a chart asks for it, exports or copies the chart.
#include <qcustomplot.h>

#include <functional>

class QMenu;

namespace steplens {

class ChartBase : public QCustomPlot
{
    Q_OBJECT
public:
    // Pointer travel (Manhattan length) up to which a press and release is still a click. QCustomPlot
    // itself counts more than 3 pixels as a move.
    static constexpr int kClickSlop = 3;

    explicit ChartBase(QWidget* parent = nullptr);

    // Lays the chart out for `width` pixels (legend columns, room for labels). Called on every resize,
    // and by chart export before drawing at another size and again afterwards for the view.
    virtual void layoutForWidth(int width);
    // The hover text at a widget position (HTML); empty: no tooltip there.
    virtual QString toolTipAtPoint(const QPoint& pos) const;
    // The text of the title row ("" when the chart has none).
    QString titleText() const;
    // The colour the chart's background is drawn in (what an export fills its canvas with).
    QColor backgroundColor() const;
    // The whole position 0..count-1 on `axis` nearest a widget position inside the axis rect (a bar,
    // a row, a column), or -1.
    int indexAt(const QPoint& pos, const QCPAxis* axis, int count) const;

protected:
    // The chart's own colours from palette(). The base has set the axes, grid, legend and title.
    virtual void applyColors() {}
    // A click (not a drag) with the left button at `pos`.
    virtual void clickAt(const QPoint& pos);
    // Shows everything again after a zoom or pan (double-click, the context menu). Charts that
    // cannot be zoomed keep the default, which does nothing and adds no menu entry.
    virtual void resetView() {}
    // The context menu's entry for resetView() ("Show all steps"); empty: none.
    virtual QString resetViewText() const { return {}; }

    // Recolours everything: the shared palette, the title, then applyColors().
    void recolor();
    // A bold title row above everything else (one point larger when `larger`); returns its element.
    QCPTextElement* addTitleRow(bool larger);
    // Moves the legend into its own row above the axis rect, wrapped to the width on every
    // layoutForWidth (the default implementation), so it never covers data.
    void putLegendOnTop();
    // Labels the whole positions 0..count-1 of a text-ticked `axis` that are in view, about one per
    // `spacing` of its `pixels`, on positions that are multiples of a step so they do not jump while
    // dragging. `label(index, due)` gives a position's text ("" leaves it unlabelled); `due` says
    // whether the spacing asks for it.
    static void labelPositionsInView(QCPAxis* axis, int count, int pixels, int spacing,
                                     const std::function<QString(int, bool)>& label);
    // Right-click offers "Export chart…" (suggesting `exportName` as the file name) and "Copy image",
    // after the reset entry when there is one.
    void enableContextMenu(const QString& exportName);

    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

    QCPTextElement* m_title = nullptr;

private:
    QPoint m_pressPos;
    bool m_wrapLegend = false;
    bool m_contextMenu = false;
    QString m_exportName;
};

// The colours and fonts every StepLens chart takes from the palette (axes, grid, legend, background).
void applyPlotPalette(QCustomPlot* plot);
// The axis colours alone, for an axis outside the plot's axis rects (a colour scale's).
void applyAxisPalette(QCPAxis* axis, const QColor& text);
// Wraps a top-row legend into as many columns as fit `width`.
void wrapLegend(QCustomPlot* plot, int width);
// How many columns a legend of items `itemWidths` pixels wide (in legend order) gets in `width` pixels,
// filled a row at a time: each column as wide as its widest item, so one long entry widens only its
// own column. At least 1.
int legendColumnsFor(const QVector<int>& itemWidths, int width);

} // namespace steplens
