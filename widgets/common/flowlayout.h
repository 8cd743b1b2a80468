#pragma once
// A layout that places its items left to right and starts a new row when the next one does not fit,
// so a panel's tool row (search box, filters, buttons) wraps instead of forcing the panel wide
// (issue 19: every panel works at 1280×720). Its minimum width is that of its widest item; its height
// follows the width (heightForWidth).
#include <QLayout>
#include <QList>

namespace steplens {

class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget* parent = nullptr, int spacing = 6);
    ~FlowLayout() override;

    // `stretch` > 0: the item takes the row's spare width (shared by the stretched items of its row).
    void addWidget(QWidget* widget, int stretch = 0);
    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;

    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    // Places the items in `rect` (or only measures, when `apply` is false); returns the height used.
    int arrange(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> m_items;
    QList<int> m_stretch; // per item
    int m_spacing;
};

} // namespace steplens
