#include "charts/chartexport.h"

#include "charts/chartbase.h"

#include <QFileInfo>
#include <QImage>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QWidget>

namespace steplens {

ImageFormat imageFormatForPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return ImageFormat::Png;
    if (suffix == QLatin1String("svg"))
        return ImageFormat::Svg;
    if (suffix == QLatin1String("pdf"))
        return ImageFormat::Pdf;
    return ImageFormat::Unknown;
}

namespace {

constexpr int kDotsPerInch = 96;

bool fail(QString* error, const QString& text)
{
    if (error)
        *error = text;
    return false;
}

bool cannotWrite(QString* error, const QString& path)
{
    return fail(error, QObject::tr("could not write %1").arg(path));
}

bool unknownType(QString* error, const QString& path)
{
    return fail(error, QObject::tr("unknown image type '%1': use .png, .svg or .pdf").arg(QFileInfo(path).suffix()));
}

// The canvas of an export of `widget` at `target`: "as on screen" keeps the screen's pixel density,
// like a grab would; a chosen size is drawn at one device pixel per pixel.
ExportCanvas canvasFor(const QWidget* widget, QSize target, bool viewSize, const QColor& background,
                       const QString& title)
{
    ExportCanvas canvas;
    canvas.size = target;
    canvas.pixelRatio = viewSize ? widget->devicePixelRatioF() : 1.0;
    canvas.background = background;
    canvas.title = title;
    return canvas;
}

// A chart drawn at the export size: laid out for the export width first and for its own width again
// afterwards, so the view is left as it was.
bool savePlot(ChartBase* chart, const QString& path, ImageFormat format, QSize size, QString* error)
{
    const bool viewSize = size.isEmpty();
    const int w = viewSize ? chart->width() : size.width();
    const int h = viewSize ? chart->height() : size.height();
    chart->layoutForWidth(w);
    struct Restore {
        ChartBase* chart;
        ~Restore() { chart->layoutForWidth(chart->width()); }
    } restore{chart};
    const QString title = chart->windowTitle().isEmpty() ? QFileInfo(path).completeBaseName() : chart->windowTitle();
    const ExportCanvas canvas = canvasFor(chart, QSize(w, h), viewSize, chart->backgroundColor(), title);
    return paintToFile(
        path, format, canvas, [&](QCPPainter& painter) { chart->toPainter(&painter, w, h); }, error);
}

// Any other widget: rendered at its own size and scaled to the export size.
bool saveWidget(QWidget* widget, const QString& path, ImageFormat format, QSize size, QString* error)
{
    const QSize own = widget->size();
    const bool viewSize = size.isEmpty();
    const QSize target = viewSize ? own : size;
    if (own.isEmpty() || target.isEmpty())
        return fail(error, QObject::tr("the view has no size to export"));
    const ExportCanvas canvas = canvasFor(widget, target, viewSize, widget->palette().color(QPalette::Window),
                                          QFileInfo(path).completeBaseName());
    const double sx = double(target.width()) / own.width(), sy = double(target.height()) / own.height();
    return paintToFile(
        path, format, canvas,
        [&](QCPPainter& painter) {
            painter.setRenderHint(QPainter::SmoothPixmapTransform);
            painter.scale(sx, sy);
            widget->render(&painter, QPoint(), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
        },
        error);
}

// A widget that draws itself for export (ExportRenderable) at the export size.
bool saveRenderable(const ExportRenderable& source, QWidget* widget, const QString& path, ImageFormat format,
                    QSize size, QString* error)
{
    const bool viewSize = size.isEmpty();
    const QSize target = viewSize ? widget->size() : size;
    const ExportCanvas canvas = canvasFor(widget, target, viewSize, widget->palette().color(QPalette::Base),
                                          QFileInfo(path).completeBaseName());
    return paintToFile(
        path, format, canvas, [&](QCPPainter& painter) { source.renderForExport(painter, target); }, error);
}

} // namespace

bool paintToFile(const QString& path, ImageFormat format, const ExportCanvas& canvas,
                 const std::function<void(QCPPainter&)>& paint, QString* error)
{
    const QSize size = canvas.size;
    if (size.isEmpty())
        return fail(error, QObject::tr("the view has no size to export"));
    const QRect area(QPoint(), size);
    QCPPainter painter;
    switch (format) {
    case ImageFormat::Png: {
        const double ratio = canvas.pixelRatio > 0 ? canvas.pixelRatio : 1.0;
        QImage image(size * ratio,
                     canvas.background.alpha() == 255 ? QImage::Format_RGB32 : QImage::Format_ARGB32_Premultiplied);
        image.fill(canvas.background.isValid() ? canvas.background : QColor(Qt::transparent));
        // The file says 96 dpi, so a viewer shows it at the size it had on screen.
        image.setDotsPerMeterX(qRound(kDotsPerInch / 0.0254));
        image.setDotsPerMeterY(qRound(kDotsPerInch / 0.0254));
        if (!painter.begin(&image))
            return cannotWrite(error, path);
        if (!qFuzzyCompare(ratio, 1.0)) {
            // Lines and text grow with the ratio, as on a high-density screen (QCustomPlot::toPixmap).
            if (ratio > 1.0)
                painter.setMode(QCPPainter::pmNonCosmetic);
            painter.scale(ratio, ratio);
        }
        paint(painter);
        painter.end();
        return image.save(path, "PNG") ? true : cannotWrite(error, path);
    }
    case ImageFormat::Svg: {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(size);
        generator.setViewBox(area);
        generator.setTitle(canvas.title);
        generator.setDescription(QStringLiteral("Exported by StepLens"));
        if (!painter.begin(&generator))
            return cannotWrite(error, path);
        if (canvas.background.isValid())
            painter.fillRect(area, canvas.background);
        paint(painter);
        painter.end();
        break;
    }
    case ImageFormat::Pdf: {
        QPdfWriter writer(path);
        writer.setCreator(QStringLiteral("StepLens"));
        writer.setTitle(canvas.title);
        writer.setResolution(kDotsPerInch);
        writer.setPageSize(
            QPageSize(QSizeF(size) * 72.0 / kDotsPerInch, QPageSize::Point, QString(), QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        if (!painter.begin(&writer))
            return cannotWrite(error, path);
        // Vector output: no cached pixmaps, and hairlines that keep a width when the page is zoomed
        // (as QCustomPlot::savePdf does).
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNonCosmetic);
        if (canvas.background.isValid())
            painter.fillRect(area, canvas.background);
        paint(painter);
        painter.end();
        break;
    }
    case ImageFormat::Unknown: return unknownType(error, path);
    }
    return QFileInfo(path).size() > 0 ? true : cannotWrite(error, path);
}

bool saveWidgetImage(QWidget* widget, const QString& path, QSize size, QString* error)
{
    if (!widget)
        return fail(error, QObject::tr("nothing to export"));
    const ImageFormat format = imageFormatForPath(path);
    if (format == ImageFormat::Unknown)
        return unknownType(error, path);
    if (auto* chart = qobject_cast<ChartBase*>(widget))
        return savePlot(chart, path, format, size, error);
    if (const auto* renderable = dynamic_cast<const ExportRenderable*>(widget))
        return saveRenderable(*renderable, widget, path, format, size, error);
    return saveWidget(widget, path, format, size, error);
}

} // namespace steplens
