#include "compare/compareheader.h"

#include "common/messagetext.h"
#include "compare/comparetext.h"
#include "style/deltastyle.h"
#include "style/formatting.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QTextDocument>
#include <QVBoxLayout>

namespace steplens {

namespace {} // namespace

CompareHeader::CompareHeader(QWidget* parent)
    : QFrame(parent)
    , m_tiles(new QHBoxLayout(this))
{
    setObjectName(QStringLiteral("compareHeader"));
    m_tiles->setContentsMargins(0, 0, 0, 0);
    m_tiles->setSpacing(8);
}

CompareHeader::Tile CompareHeader::addTile()
{
    Tile t;
    t.frame = new QFrame(this);
    t.frame->setFrameShape(QFrame::StyledPanel);
    t.frame->setBackgroundRole(QPalette::Base);
    t.frame->setAutoFillBackground(true);
    t.frame->setMinimumWidth(150);
    auto* layout = new QVBoxLayout(t.frame);
    layout->setContentsMargins(10, 6, 10, 8);
    layout->setSpacing(2);
    t.title = new QLabel(t.frame);
    t.title->setForegroundRole(QPalette::PlaceholderText);
    t.value = new QLabel(t.frame);
    QFont big = t.value->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    t.value->setFont(big);
    t.change = new QLabel(t.frame);
    t.change->setTextFormat(Qt::RichText);
    t.change->setWordWrap(true);
    for (QLabel* l : {t.title, t.value, t.change}) {
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(l);
    }
    layout->addStretch(1);
    m_tiles->addWidget(t.frame, 1);
    m_shown << t;
    return t;
}

void CompareHeader::showComparison(const ComparisonSnapshot& snapshot)
{
    m_snapshot = snapshot;
    rebuild();
}

void CompareHeader::rebuild()
{
    for (const Tile& t : m_shown)
        delete t.frame;
    m_shown.clear();
    const RunComparison* c = m_snapshot.comparison.get();
    if (!c)
        return;
    const QPalette pal = palette();

    Tile tp = addTile();
    tp.title->setText(tr("Throughput (steps/s)"));
    if (c->aStepsPerSecond && c->bStepsPerSecond) {
        const double a = *c->aStepsPerSecond, b = *c->bStepsPerSecond;
        tp.value->setText(fmt::rate(a) + QStringLiteral(" → ") + fmt::rate(b));
        const Change change = delta::forRate(a, b);
        QString text;
        if (c->throughputRatio)
            text = delta::coloured(delta::arrow(b - a) + QLatin1Char(' ') + delta::ratio(*c->throughputRatio) +
                                       QLatin1Char(' ') +
                                       (change == Change::Same     ? tr("about the same")
                                        : change == Change::Better ? tr("faster")
                                                                   : tr("slower")),
                                   change, pal);
        if (c->aSamplesPerSecond && c->bSamplesPerSecond)
            text += QStringLiteral("<br>") +
                    tr("%1 → %2 samples/s").arg(fmt::rate(*c->aSamplesPerSecond), fmt::rate(*c->bSamplesPerSecond));
        else
            text += QStringLiteral("<br><span style='color:%1'>%2</span>")
                        .arg(pal.color(QPalette::PlaceholderText).name(), tr("Set a batch size for samples/s"));
        tp.change->setText(text);
    } else {
        tp.value->setText(QStringLiteral("—"));
        tp.change->setText(tr("Not known: a run has no step times"));
    }

    // The phases in core's order, the whole step last.
    for (const PhaseDelta& p : c->phases) {
        Tile t = addTile();
        const bool whole = comparetext::isWholeStep(p.name);
        t.title->setText(whole ? tr("Whole step (mean)") : tr("%1 (mean)").arg(comparetext::phaseLabel(p.name)));
        t.value->setText(fmt::msNumber(p.aMs) + QStringLiteral(" → ") + fmt::ms(p.bMs));
        const Change change = delta::forTime(p.aMs, p.bMs);
        t.change->setText(delta::coloured(delta::msChange(p.deltaMs, p.deltaPct), change, pal) + QStringLiteral(" · ") +
                          delta::word(change, true));
        t.frame->setToolTip(
            tr("%1: %2 in A, %3 in B per step on average; B − A = %4")
                .arg(comparetext::phaseLabel(p.name), fmt::ms(p.aMs), fmt::ms(p.bMs), delta::signedMs(p.deltaMs)));
    }
}

QStringList CompareHeader::tileTexts() const
{
    QStringList texts;
    for (const Tile& t : m_shown)
        texts << t.title->text() + QLatin1Char('\n') + t.value->text() + QLatin1Char('\n') +
                     htmlToPlainText(t.change->text());
    return texts;
}

QString CompareHeader::throughputText() const
{
    return m_shown.isEmpty() ? QString() : tileTexts().first();
}

void CompareHeader::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        rebuild(); // the better/worse colours are chosen for the palette
}

} // namespace steplens
