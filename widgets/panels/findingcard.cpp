#include "panels/findingcard.h"

#include "models/findingsmodel.h"
#include "style/formatting.h"
#include "style/severitycolors.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QTextEdit>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace steplens {

namespace {
constexpr int kStripWidth = 5;

QLabel* wrapped(const QString& text, QWidget* parent, bool rich = false)
{
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(rich ? Qt::RichText : Qt::PlainText);
    label->setTextInteractionFlags(rich ? Qt::TextBrowserInteraction : Qt::TextSelectableByMouse);
    label->setMinimumWidth(120);
    return label;
}

// Code in a monospace font, never wrapped (a line broken inside an identifier reads as two names and
// does not paste back): a narrow pane scrolls it sideways. Selectable, as tall as its lines plus the
// scroll bar when one is needed: no vertical scrolling inside the card.
class SnippetView : public QTextEdit
{
public:
    SnippetView(const QString& code, QWidget* parent)
        : QTextEdit(parent)
    {
        setObjectName(QStringLiteral("snippet"));
        setReadOnly(true);
        setAcceptRichText(false);
        setPlainText(code);
        setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        setLineWrapMode(QTextEdit::NoWrap);
        setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        setBackgroundRole(QPalette::AlternateBase);
        setMinimumWidth(120);
        fitHeight();
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QTextEdit::resizeEvent(event);
        fitHeight();
    }

private:
    void fitHeight()
    {
        const bool scrolls = document()->idealWidth() > viewport()->width();
        const int h = int(std::ceil(document()->size().height())) + 2 * frameWidth() + 2 +
                      (scrolls ? horizontalScrollBar()->sizeHint().height() : 0);
        if (h != height())
            setFixedHeight(h);
    }
};

QLabel* heading(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    return label;
}
} // namespace

FindingCard::FindingCard(const Finding& finding, bool cluster, QWidget* parent)
    : QFrame(parent)
    , m_finding(finding)
    , m_header(new QWidget(this))
    , m_arrow(new QLabel(m_header))
    , m_badge(new QLabel(m_header))
    , m_title(new QLabel(fmt::toQ(finding.title), m_header))
    , m_impact(new QLabel(findingImpactShort(finding), m_header))
    , m_details(new QWidget(this))
{
    setObjectName(QStringLiteral("finding-") + fmt::toQ(finding.id));
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    setCursor(Qt::PointingHandCursor);

    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_badge->setFont(bold);
    m_badge->setText(colors::severityName(finding.severity) + (cluster ? tr(" · all ranks") : QString()));
    m_impact->setToolTip(findingImpactSentence(finding));
    m_impact->setAlignment(Qt::AlignRight | Qt::AlignTop);
    m_arrow->setFixedWidth(m_arrow->fontMetrics().horizontalAdvance(QStringLiteral("▾")) + 4);
    auto* headerLayout = new QGridLayout(m_header);
    headerLayout->setContentsMargins(0, 0, 0, 0);
    headerLayout->setHorizontalSpacing(6);
    headerLayout->addWidget(m_arrow, 0, 0, Qt::AlignTop);
    headerLayout->addWidget(m_badge, 0, 1, Qt::AlignTop);
    headerLayout->addWidget(m_impact, 0, 2, Qt::AlignTop | Qt::AlignRight);
    headerLayout->addWidget(m_title, 1, 1, 1, 2);
    headerLayout->setColumnStretch(2, 1);

    auto* details = new QVBoxLayout(m_details);
    details->setContentsMargins(m_arrow->width() + 6, 4, 0, 0);
    details->setSpacing(6);
    details->addWidget(wrapped(fmt::toQ(finding.explanation), m_details));
    m_measured = wrapped(findingMeasuredText(finding), m_details);
    m_impactLine = wrapped(findingImpactSentence(finding), m_details);
    details->addWidget(m_measured);
    details->addWidget(m_impactLine);
    if (!finding.evidence.empty()) {
        details->addWidget(heading(tr("Evidence"), m_details));
        m_evidence = wrapped(evidenceHtml(), m_details, true);
        m_evidence->setToolTip(tr("Click to show it in its panel"));
        connect(m_evidence, &QLabel::linkActivated, this,
                [this](const QString& link) { activateEvidence(link.toInt()); });
        details->addWidget(m_evidence);
    }
    if (!finding.suggestion.empty()) {
        details->addWidget(heading(tr("What to change"), m_details));
        details->addWidget(wrapped(fmt::toQ(finding.suggestion), m_details));
    }
    if (!finding.snippet.empty()) {
        m_snippetText = fmt::toQ(finding.snippet);
        m_snippet = new SnippetView(m_snippetText, m_details);
        m_copy = new QPushButton(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Copy"), m_details);
        m_copy->setToolTip(tr("Copy the code to the clipboard"));
        connect(m_copy, &QPushButton::clicked, this, [this] {
            QApplication::clipboard()->setText(m_snippetText);
            m_copy->setText(tr("Copied"));
            QTimer::singleShot(1500, m_copy, [copy = m_copy] { copy->setText(tr("Copy")); });
        });
        auto* row = new QHBoxLayout;
        row->addWidget(m_snippet, 1);
        row->addWidget(m_copy, 0, Qt::AlignTop);
        details->addLayout(row);
    }

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(kStripWidth + 8, 8, 10, 8);
    layout->setSpacing(2);
    layout->addWidget(m_header);
    layout->addWidget(m_details);
    setExpanded(false);
    applyColors();
}

bool FindingCard::isExpanded() const
{
    return !m_details->isHidden();
}

void FindingCard::setExpanded(bool expanded)
{
    m_details->setVisible(expanded);
    m_arrow->setText(expanded ? QStringLiteral("▾") : QStringLiteral("▸"));
    m_header->setToolTip(expanded ? tr("Click to collapse")
                                  : tr("Click for the explanation, the evidence and the fix"));
    if (m_copy && !expanded)
        m_copy->setText(tr("Copy"));
    emit expandedChanged(expanded);
}

QString FindingCard::measuredText() const
{
    return m_measured->text();
}

QString FindingCard::impactText() const
{
    return m_impactLine->text();
}

QString FindingCard::snippetText() const
{
    return m_snippetText;
}

void FindingCard::activateEvidence(int index)
{
    if (index >= 0 && std::size_t(index) < m_finding.evidence.size())
        emit evidenceActivated(m_finding.evidence[std::size_t(index)]);
}

void FindingCard::mouseReleaseEvent(QMouseEvent* event)
{
    QFrame::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton &&
        m_header->geometry().adjusted(-kStripWidth - 8, -8, 10, 4).contains(event->pos()))
        setExpanded(!isExpanded());
}

void FindingCard::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColors();
}

void FindingCard::paintEvent(QPaintEvent* event)
{
    QFrame::paintEvent(event);
    QPainter painter(this);
    painter.fillRect(QRect(1, 1, kStripWidth, height() - 2), colors::severityColor(m_finding.severity, palette()));
}

QString FindingCard::evidenceHtml() const
{
    // Links in the palette's link colour, rebuilt when the palette changes (a rich-text label keeps
    // the colour it was given).
    const QString link = palette().color(QPalette::Link).name();
    QString html = QStringLiteral("<ul style='margin-left:-20px'>");
    for (std::size_t i = 0; i < m_finding.evidence.size(); ++i) {
        const Evidence& e = m_finding.evidence[i];
        html += QStringLiteral("<li>%1: <a href='%2' style='color:%3'>%4</a></li>")
                    .arg(evidenceKindLabel(e.kind).toHtmlEscaped())
                    .arg(i)
                    .arg(link, fmt::toQ(e.label).toHtmlEscaped());
    }
    return html + QStringLiteral("</ul>");
}

void FindingCard::applyColors()
{
    if (m_evidence)
        m_evidence->setText(evidenceHtml());
    QPalette badge = m_badge->palette();
    badge.setColor(QPalette::WindowText, colors::severityColor(m_finding.severity, palette()));
    m_badge->setPalette(badge);
    m_impact->setForegroundRole(m_finding.impactEstimated ? QPalette::WindowText : QPalette::PlaceholderText);
}

} // namespace steplens
