#pragma once
// A one-line label that shortens its text with "…" to the width it gets instead of asking for the whole
// text's width: a long status line (a deep folder path, every section read) must not make the window
// wider than the screen (issue 19). The whole text is in its tooltip when shortened.
#include <QLabel>

namespace steplens {

class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    void setFullText(const QString& text);
    QString fullText() const { return m_fullText; }
    // A tooltip shown whether or not the text is shortened (else the whole text when shortened).
    void setFullToolTip(const QString& toolTip);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateShown();

    QString m_fullText;
    QString m_toolTip;
};

} // namespace steplens
