#pragma once
// A thin horizontal bar split into coloured parts by share (e.g. the phases of an average step).
#include <QColor>
#include <QVector>
#include <QWidget>

namespace steplens {

class ShareBar : public QWidget
{
    Q_OBJECT
public:
    struct Part {
        QColor color;
        double value = 0; // any unit; parts are drawn in proportion to their sum
        QString label;    // for the tooltip
    };

    explicit ShareBar(QWidget* parent = nullptr);
    void setParts(const QVector<Part>& parts);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QVector<Part> m_parts;
};

} // namespace steplens
