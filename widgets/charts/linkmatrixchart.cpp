#include "charts/linkmatrixchart.h"

#include "style/phasecolors.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace steplens {

namespace {
QString gbs(double v)
{
    return QString::number(v, 'f', v >= 100 ? 0 : v >= 10 ? 1 : 2);
}
} // namespace

// Diverging vermilion → pale yellow → blue: slow cells are warm, fast ones cool, readable with the
// common colour-vision deficiencies (no red/green pair).
LinkMatrixChart::LinkMatrixChart(QWidget* parent)
    : ColorMapChart(
          tr("GB/s"),
          makeGradient(
              {{0.0, QColor(0xD5, 0x5E, 0x00)}, {0.5, QColor(0xF7, 0xF0, 0xC0)}, {1.0, QColor(0x00, 0x60, 0xA8)}}),
          parent)
{
    setObjectName(QStringLiteral("linkMatrixChart"));
    setWindowTitle(tr("Link matrix"));
    setMinimumSize(320, 260);
    xAxis->setLabel(tr("Destination rank"));
    yAxis->setLabel(tr("Source rank")); // source rank 0 on top, as a matrix reads
    xAxis->setTickLength(0, 0);
    yAxis->setTickLength(0, 0);
    addLayer(QStringLiteral("cells"), layer(QStringLiteral("main")), QCustomPlot::limAbove);
    build();
}

void LinkMatrixChart::setMatrix(const LinkMatrix& matrix, const QString& title)
{
    m_matrix = matrix;
    m_givenTitle = title;
    build();
    replot();
}

void LinkMatrixChart::build()
{
    for (QCPAbstractItem* item : m_cellItems)
        removeItem(item);
    m_cellItems.clear();
    m_labels.clear();
    m_title->setText(m_givenTitle.isEmpty() ? tr("Link bandwidth by source → destination rank") : m_givenTitle);
    const int cols = int(m_matrix.dstRanks.size()), rows = int(m_matrix.srcRanks.size());
    auto xTicker = QSharedPointer<QCPAxisTickerText>::create();
    auto yTicker = QSharedPointer<QCPAxisTickerText>::create();
    // A whole cluster's matrix (hundreds of ranks): about 32 labels per axis, and zoom and drag to read
    // the cells; a rank's own row keeps every label.
    const int everyX = std::max(1, cols / 32), everyY = std::max(1, rows / 32);
    for (int i = 0; i < cols; ++i)
        if (i % everyX == 0)
            xTicker->addTick(i, QString::number(m_matrix.dstRanks[std::size_t(i)]));
    for (int i = 0; i < rows; ++i)
        if (i % everyY == 0)
            yTicker->addTick(i, QString::number(m_matrix.srcRanks[std::size_t(i)]));
    const bool large = std::max(rows, cols) > kMaxLabelledRanks;
    setInteractions(large ? QCP::iRangeDrag | QCP::iRangeZoom : QCP::Interactions());
    xAxis->setTicker(xTicker);
    yAxis->setTicker(yTicker);
    resizeGrid(cols, rows);
    for (const LinkMatrixCell& c : m_matrix.cells) {
        const int x = LinkMatrix::indexIn(m_matrix.dstRanks, c.dst), y = LinkMatrix::indexIn(m_matrix.srcRanks, c.src);
        if (!c.local)
            setGridCell(x, y, c.bandwidthGBs);
        if (c.local || c.slow) {
            // LOCAL: grey fill; slow: a thick outline on top of its colour. In a large matrix a cell is
            // a few pixels wide, so a slow cell's outline is drawn a few cells wide to stay visible.
            const double grow = c.slow ? std::max(0.5, std::max(rows, cols) / 80.0) : 0.5;
            auto* rect = new QCPItemRect(this);
            rect->setLayer(QStringLiteral("cells"));
            rect->topLeft->setCoords(x - grow, y - grow);
            rect->bottomRight->setCoords(x + grow, y + grow);
            rect->setProperty("slow", c.slow);
            m_cellItems << rect;
        }
        if (std::max(rows, cols) <= kMaxLabelledRanks) {
            auto* text = new QCPItemText(this);
            text->setLayer(QStringLiteral("cells"));
            text->position->setCoords(x, y);
            text->setPositionAlignment(Qt::AlignCenter);
            text->setTextAlignment(Qt::AlignCenter);
            QString label = c.local ? tr("local\n%1").arg(gbs(c.bandwidthGBs)) : gbs(c.bandwidthGBs);
            if (c.slow)
                label += QLatin1Char('\n') + tr("slow");
            text->setText(label);
            text->setProperty("value", c.local ? std::numeric_limits<double>::quiet_NaN() : c.bandwidthGBs);
            m_labels[{c.src, c.dst}] = text;
            m_cellItems << text;
        }
    }
    // The scale runs from 0 to the fastest link, so links a few percent apart look alike and only
    // a link well below the others turns warm (a min-max scale would paint a 5 % spread red to blue).
    m_map->setDataRange(QCPRange(0.0, m_matrix.maxGBs > 0 ? m_matrix.maxGBs : 1.0));
    xAxis->setRange(-0.5, std::max(0, cols - 1) + 0.5);
    yAxis->setRange(-0.5, std::max(0, rows - 1) + 0.5);
    recolor();
}

void LinkMatrixChart::applyColors()
{
    ColorMapChart::applyColors();
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    QCPColorGradient gradient = m_map->gradient();
    const QCPRange range = m_map->dataRange();
    for (QCPAbstractItem* item : m_cellItems) {
        if (auto* rect = qobject_cast<QCPItemRect*>(item)) {
            const bool slow = rect->property("slow").toBool();
            rect->setBrush(slow ? QBrush(Qt::NoBrush) : QBrush(pal.color(QPalette::Mid)));
            rect->setPen(slow ? QPen(text, 3) : QPen(pal.color(QPalette::Base), 1));
        } else if (auto* label = qobject_cast<QCPItemText*>(item)) {
            // Dark text on light cells, light text on dark ones.
            const double v = label->property("value").toDouble();
            QColor cell = std::isnan(v) ? pal.color(QPalette::Mid) : QColor::fromRgb(gradient.color(v, range));
            label->setColor(cell.lightnessF() > 0.55 ? QColor(Qt::black) : QColor(Qt::white));
            QFont f = font();
            f.setBold(true);
            label->setFont(f);
        }
    }
}

double LinkMatrixChart::cellValue(int src, int dst) const
{
    const int x = LinkMatrix::indexIn(m_matrix.dstRanks, dst), y = LinkMatrix::indexIn(m_matrix.srcRanks, src);
    if (x < 0 || y < 0)
        return std::numeric_limits<double>::quiet_NaN();
    return m_map->data()->cell(x, y); // a doubled single row or column holds the value in its first cell too
}

QString LinkMatrixChart::cellLabel(int src, int dst) const
{
    auto it = m_labels.find({src, dst});
    return it == m_labels.end() ? QString() : it->second->text();
}

QString LinkMatrixChart::cellToolTip(const QPoint& pos) const
{
    const auto [x, y] = gridCellAt(pos);
    if (x < 0 || m_matrix.empty())
        return {};
    const int src = m_matrix.srcRanks[std::size_t(y)], dst = m_matrix.dstRanks[std::size_t(x)];
    const LinkMatrixCell* c = m_matrix.cell(src, dst);
    if (!c)
        return tr("Rank %1 → rank %2: no link in this selection").arg(src).arg(dst);
    QString html = tr("<b>Rank %1 → rank %2</b> (%3)").arg(src).arg(dst).arg(QString::fromStdString(c->transport));
    html += QStringLiteral("<br>") + tr("Bandwidth: %1 GB/s").arg(gbs(c->bandwidthGBs));
    html += QStringLiteral("<br>") +
            tr("Moved: %1 MB in %2 ms").arg(QString::number(c->sizeMB, 'f', 2), QString::number(c->timeMs, 'f', 3));
    if (c->links > 1)
        html += QStringLiteral("<br>") + tr("%1 entries summed (bandwidth = size / time)").arg(c->links);
    if (c->local)
        html += QStringLiteral("<br>") + tr("LOCAL: a copy inside the device, left off the colour scale");
    if (c->slow)
        html += QStringLiteral("<br><b>") +
                tr("Slow: more than %1 % below the mean of the %2 links")
                    .arg(m_matrix.slowFraction * 100, 0, 'f', 0)
                    .arg(QString::fromStdString(c->transport)) +
                QStringLiteral("</b>");
    return html;
}

} // namespace steplens
