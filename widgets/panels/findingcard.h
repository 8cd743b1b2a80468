#pragma once
// One finding of the tuning assistant: a header (severity colour, title, impact) that expands into
// the explanation, the measured value against its threshold, the evidence as links, the suggested
// change and a copyable code snippet.
#include "analysis/findings/finding.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace steplens {

class FindingCard : public QFrame
{
    Q_OBJECT
public:
    FindingCard(const Finding& finding, bool cluster, QWidget* parent = nullptr);

    const Finding& finding() const { return m_finding; }
    QString id() const { return QString::fromStdString(m_finding.id); }
    bool isExpanded() const;
    void setExpanded(bool expanded);
    // The detail texts, for tests.
    QString measuredText() const;
    QString impactText() const;
    QString snippetText() const;
    QPushButton* copyButton() const { return m_copy; }
    // Same as clicking the i-th evidence link.
    void activateEvidence(int index);

signals:
    void evidenceActivated(const steplens::Evidence& evidence);
    void expandedChanged(bool expanded);

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void applyColors();
    QString evidenceHtml() const;

    Finding m_finding;
    QWidget* m_header;
    QLabel* m_arrow;
    QLabel* m_badge;
    QLabel* m_title;
    QLabel* m_impact;
    QWidget* m_details;
    QLabel* m_measured;
    QLabel* m_impactLine;
    QLabel* m_evidence = nullptr;
    QWidget* m_snippet = nullptr; // a read-only text view that grows to its wrapped text
    QString m_snippetText;
    QPushButton* m_copy = nullptr;
};

} // namespace steplens
