#pragma once
// A titled card on the Overview: a framed box with a heading and a body layout.
#include <QFrame>

class QLabel;
class QVBoxLayout;

namespace steplens {

class SummaryCard : public QFrame
{
    Q_OBJECT
public:
    explicit SummaryCard(const QString& title, QWidget* parent = nullptr);

    QVBoxLayout* body() const { return m_body; }
    // A label styled as the card's headline number.
    static QLabel* makeHeadline(QWidget* parent);
    // A word-wrapped, rich-text label for the card's body.
    static QLabel* makeText(QWidget* parent);

private:
    QVBoxLayout* m_body;
};

} // namespace steplens
