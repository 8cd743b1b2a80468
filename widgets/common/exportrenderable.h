#pragma once
// The interface a widget implements to draw itself for export (see charts/chartexport.h). Low in the
// widgets layers so that timeline and panel widgets can implement it without including the charts.
#include <QSize>

class QPainter;

namespace steplens {

// A widget that draws its whole content for export at any size (crisp text, nothing cut off)
// instead of being grabbed and scaled: the pipeline graph.
class ExportRenderable
{
public:
    virtual ~ExportRenderable() = default;
    // Paints the content onto `painter`, filling a canvas of `size` device-independent pixels.
    virtual void renderForExport(QPainter& painter, QSize size) const = 0;
};

} // namespace steplens
