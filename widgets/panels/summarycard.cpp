#include "panels/summarycard.h"

#include <QLabel>
#include <QVBoxLayout>

namespace steplens {

SummaryCard::SummaryCard(const QString& title, QWidget* parent)
    : QFrame(parent)
    , m_body(new QVBoxLayout)
{
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    // Narrower than this, "130.456 ms" rows and the share bar no longer fit on a line.
    setMinimumWidth(280);
    auto* heading = new QLabel(title, this);
    QFont f = heading->font();
    f.setBold(true);
    heading->setFont(f);
    heading->setForegroundRole(QPalette::WindowText);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 12);
    layout->setSpacing(6);
    layout->addWidget(heading);
    layout->addLayout(m_body);
    layout->addStretch(1);
}

QLabel* SummaryCard::makeHeadline(QWidget* parent)
{
    auto* label = new QLabel(parent);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 1.8);
    f.setBold(true);
    label->setFont(f);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel* SummaryCard::makeText(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace steplens
