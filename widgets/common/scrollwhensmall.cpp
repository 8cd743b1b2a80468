#include "common/scrollwhensmall.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPointer>
#include <QScrollArea>

namespace steplens {

namespace {
// Holds the content inside the scroll area and gives it all the room there is, but asks the scroll
// area only for the content's minimum. Without it the scroll area sizes a content whose layout has a
// height for width (a word-wrapped caption) by that height, which is the sum of the preferred
// heights, the tallest of every page of a stack included: the view scrolled at 1366x768 although
// everything fitted at its minimum.
class MinimumHolder : public QWidget
{
public:
    MinimumHolder(QWidget* content, QScrollArea* scroll)
        : m_content(content)
        , m_scroll(scroll)
    {
        content->setParent(this);
        content->installEventFilter(this);
        setObjectName(QStringLiteral("panelScrollContent"));
    }

    QSize sizeHint() const override { return m_content ? m_content->sizeHint() : QSize(); }
    QSize minimumSizeHint() const override
    {
        return m_content ? m_content->minimumSizeHint().expandedTo(m_content->minimumSize()) : QSize();
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_content && event->type() == QEvent::LayoutRequest) {
            updateGeometry();
            if (m_scroll)
                QCoreApplication::postEvent(m_scroll, new QEvent(QEvent::LayoutRequest));
        }
        return QWidget::eventFilter(watched, event);
    }
    void resizeEvent(QResizeEvent* event) override
    {
        QWidget::resizeEvent(event);
        if (m_content)
            m_content->setGeometry(rect());
    }

private:
    QPointer<QWidget> m_content;
    QPointer<QScrollArea> m_scroll;
};
} // namespace

QScrollArea* scrollWhenSmall(QWidget* content, QWidget* parent, ScrollWhen when)
{
    auto* scroll = new QScrollArea(parent);
    scroll->setObjectName(QStringLiteral("panelScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true); // the content fills the dock whenever it fits
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll->setWidget(when == ScrollWhen::BelowMinimum ? new MinimumHolder(content, scroll) : content);
    return scroll;
}

} // namespace steplens
