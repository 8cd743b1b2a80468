#pragma once
// Saves a chart (a ChartBase) or any other widget as PNG, SVG or PDF, picked by the file suffix.
// Charts are laid out for the export width (ChartBase::layoutForWidth) and drawn at the requested
// size (crisp text at any size); other widgets are rendered at their own size and scaled, unless they
// implement ExportRenderable and draw themselves at the size. All three go through paintToFile.
#include "common/exportrenderable.h"

#include <QColor>
#include <QSize>
#include <QString>

#include <functional>

class QCPPainter;
class QWidget;

namespace steplens {

enum class ImageFormat { Png, Svg, Pdf, Unknown };

ImageFormat imageFormatForPath(const QString& path);

// What a picture is drawn on before it becomes a file.
struct ExportCanvas {
    QSize size;              // device-independent pixels (96 per inch in every format)
    double pixelRatio = 1.0; // PNG only: device pixels per pixel (the screen's, for "as on screen")
    QColor background;       // fills the canvas before anything is drawn
    QString title;           // SVG and PDF metadata
};

// Draws `paint` on `canvas` and writes it to `path` as `format`. The painter is a QCPPainter so that
// charts can draw on it directly; its modes are set for the device as QCustomPlot's own savers set
// them. Never throws; false with `error` set when the file cannot be written.
bool paintToFile(const QString& path, ImageFormat format, const ExportCanvas& canvas,
                 const std::function<void(QCPPainter&)>& paint, QString* error = nullptr);

// Saves `widget` to `path`. An empty `size` means "as on screen": the view's size, with the screen's
// device pixel ratio for PNG so the file matches the pixels the user saw. Never throws; false with
// `error` set when the format is unknown or the file cannot be written.
bool saveWidgetImage(QWidget* widget, const QString& path, QSize size = {}, QString* error = nullptr);

} // namespace steplens
