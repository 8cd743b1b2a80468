#pragma once
// Saves a chart (any QCustomPlot) or any other widget as PNG, SVG or PDF, picked by the file suffix.
// QCustomPlots are re-laid-out and drawn at the requested size (crisp text at any size); a chart that
// has an invokable layoutForWidth(int) is told the export width first. Other widgets are rendered at
// their own size and scaled, unless they implement ExportRenderable and draw themselves at the size.
#include "common/exportrenderable.h"

#include <QSize>
#include <QString>

class QPainter;
class QWidget;

namespace steplens {

enum class ImageFormat { Png, Svg, Pdf, Unknown };

ImageFormat imageFormatForPath(const QString& path);

// Saves `widget` to `path`. An empty `size` means "as on screen": the view's size, with the screen's
// device pixel ratio for PNG so the file matches the pixels the user saw. Never throws; false with
// `error` set when the format is unknown or the file cannot be written.
bool saveWidgetImage(QWidget* widget, const QString& path, QSize size = {}, QString* error = nullptr);

} // namespace steplens
