#include "charts/chartexport.h"

#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QWidget>
#include <qcustomplot.h>

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

bool fail(QString* error, const QString& text)
{
    if (error)
        *error = text;
    return false;
}

// A chart may lay itself out for the export width (legend wrapping...): it says so with an
// invokable layoutForWidth(int). Called before drawing and again afterwards for the view.
void layoutForWidth(QCustomPlot* plot, int width)
{
    if (plot->metaObject()->indexOfMethod("layoutForWidth(int)") >= 0)
        QMetaObject::invokeMethod(plot, "layoutForWidth", Qt::DirectConnection, Q_ARG(int, width));
}

bool savePlot(QCustomPlot* plot, const QString& path, ImageFormat format, QSize size, QString* error)
{
    const bool viewSize = size.isEmpty();
    const int w = viewSize ? plot->width() : size.width();
    const int h = viewSize ? plot->height() : size.height();
    layoutForWidth(plot, w);
    struct Restore {
        QCustomPlot* plot;
        ~Restore() { layoutForWidth(plot, plot->width()); }
    } restore{plot};
    const QString title = plot->windowTitle().isEmpty() ? QFileInfo(path).completeBaseName() : plot->windowTitle();
    bool ok = false;
    switch (format) {
    case ImageFormat::Png: {
        const double scale = viewSize ? plot->devicePixelRatioF() : 1.0;
        ok = plot->savePng(path, w, h, scale);
        break;
    }
    case ImageFormat::Pdf: ok = plot->savePdf(path, w, h, QCP::epNoCosmetic, QStringLiteral("StepLens"), title); break;
    case ImageFormat::Svg: {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(QSize(w, h));
        generator.setViewBox(QRect(0, 0, w, h));
        generator.setTitle(title);
        generator.setDescription(QStringLiteral("Exported by StepLens"));
        QCPPainter painter;
        ok = painter.begin(&generator);
        if (ok) {
            plot->toPainter(&painter, w, h);
            ok = painter.end();
        }
        ok = ok && QFileInfo(path).size() > 0;
        break;
    }
    case ImageFormat::Unknown: break;
    }
    return ok ? true : fail(error, QObject::tr("could not write %1").arg(path));
}

bool saveWidget(QWidget* widget, const QString& path, ImageFormat format, QSize size, QString* error)
{
    const QSize own = widget->size();
    const QSize target = size.isEmpty() ? own : size;
    if (own.isEmpty() || target.isEmpty())
        return fail(error, QObject::tr("the view has no size to export"));
    const double sx = double(target.width()) / own.width(), sy = double(target.height()) / own.height();
    switch (format) {
    case ImageFormat::Png: {
        QImage image;
        if (size.isEmpty()) {
            image = widget->grab().toImage();
        } else {
            image = QImage(target, QImage::Format_ARGB32_Premultiplied);
            image.fill(widget->palette().color(QPalette::Window));
            QPainter painter(&image);
            painter.setRenderHint(QPainter::SmoothPixmapTransform);
            painter.scale(sx, sy);
            widget->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
        }
        return image.save(path, "PNG") ? true : fail(error, QObject::tr("could not write %1").arg(path));
    }
    case ImageFormat::Svg: {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(target);
        generator.setViewBox(QRect(QPoint(), target));
        QPainter painter;
        if (!painter.begin(&generator))
            return fail(error, QObject::tr("could not write %1").arg(path));
        painter.scale(sx, sy);
        widget->render(&painter, QPoint(), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
        painter.end();
        return true;
    }
    case ImageFormat::Pdf: {
        QPdfWriter writer(path);
        writer.setCreator(QStringLiteral("StepLens"));
        writer.setResolution(96);
        writer.setPageSize(QPageSize(QSizeF(target.width(), target.height()) * 72.0 / 96.0, QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter;
        if (!painter.begin(&writer))
            return fail(error, QObject::tr("could not write %1").arg(path));
        painter.scale(sx, sy);
        widget->render(&painter, QPoint(), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
        painter.end();
        return true;
    }
    case ImageFormat::Unknown: break;
    }
    return false;
}

bool saveRenderable(const ExportRenderable& source, QWidget* widget, const QString& path, ImageFormat format,
                    QSize size, QString* error)
{
    const bool viewSize = size.isEmpty();
    const QSize target = viewSize ? widget->size() : size;
    if (target.isEmpty())
        return fail(error, QObject::tr("the view has no size to export"));
    switch (format) {
    case ImageFormat::Png: {
        // "As on screen" keeps the screen's pixel density, like a grab would.
        const double scale = viewSize ? widget->devicePixelRatioF() : 1.0;
        QImage image(target * scale, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(scale);
        image.fill(widget->palette().color(QPalette::Base));
        QPainter painter(&image);
        source.renderForExport(painter, target);
        painter.end();
        return image.save(path, "PNG") ? true : fail(error, QObject::tr("could not write %1").arg(path));
    }
    case ImageFormat::Svg: {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(target);
        generator.setViewBox(QRect(QPoint(), target));
        generator.setDescription(QStringLiteral("Exported by StepLens"));
        QPainter painter;
        if (!painter.begin(&generator))
            return fail(error, QObject::tr("could not write %1").arg(path));
        source.renderForExport(painter, target);
        painter.end();
        return true;
    }
    case ImageFormat::Pdf: {
        QPdfWriter writer(path);
        writer.setCreator(QStringLiteral("StepLens"));
        writer.setResolution(96);
        writer.setPageSize(QPageSize(QSizeF(target.width(), target.height()) * 72.0 / 96.0, QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter;
        if (!painter.begin(&writer))
            return fail(error, QObject::tr("could not write %1").arg(path));
        source.renderForExport(painter, target);
        painter.end();
        return true;
    }
    case ImageFormat::Unknown: break;
    }
    return false;
}

} // namespace

bool saveWidgetImage(QWidget* widget, const QString& path, QSize size, QString* error)
{
    if (!widget)
        return fail(error, QObject::tr("nothing to export"));
    const ImageFormat format = imageFormatForPath(path);
    if (format == ImageFormat::Unknown)
        return fail(error,
                    QObject::tr("unknown image type '%1': use .png, .svg or .pdf").arg(QFileInfo(path).suffix()));
    if (auto* plot = qobject_cast<QCustomPlot*>(widget))
        return savePlot(plot, path, format, size, error);
    if (const auto* renderable = dynamic_cast<const ExportRenderable*>(widget))
        return saveRenderable(*renderable, widget, path, format, size, error);
    return saveWidget(widget, path, format, size, error);
}

} // namespace steplens
