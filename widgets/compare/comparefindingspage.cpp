#include "compare/comparefindingspage.h"

#include "common/messagetext.h"
#include "models/celltablemodel.h"
#include "models/findingsmodel.h"
#include "panels/summarycard.h"
#include "style/formatting.h"
#include "style/severitycolors.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QTextDocument>
#include <QVBoxLayout>

namespace steplens {

namespace {
const Finding* findIn(const ProfileAnalysis* a, const std::string& id)
{
    if (!a)
        return nullptr;
    for (const Finding& f : a->findings)
        if (f.id == id)
            return &f;
    return nullptr;
}

enum class Group { Resolved, New, Persisting };
} // namespace

CompareFindingsPage::CompareFindingsPage(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_table(new CellTableModel(this))
{
    setObjectName(QStringLiteral("compareFindingsPage"));
    m_table->setObjectName(QStringLiteral("compare-findings"));
    m_summary->setWordWrap(true);
    auto* content = new QWidget;
    auto* cards = new QHBoxLayout(content);
    cards->setContentsMargins(0, 0, 0, 0);
    cards->setSpacing(10);
    auto addCard = [&](QLabel*& title, QLabel*& body) {
        // A card like the Overview's, its heading carrying the count and the colour of the group.
        auto* card = new QFrame(content);
        card->setFrameShape(QFrame::StyledPanel);
        card->setBackgroundRole(QPalette::Base);
        card->setAutoFillBackground(true);
        card->setMinimumWidth(220);
        auto* l = new QVBoxLayout(card);
        l->setContentsMargins(12, 10, 12, 12);
        title = new QLabel(card);
        title->setTextFormat(Qt::RichText);
        body = SummaryCard::makeText(card);
        l->addWidget(title);
        l->addWidget(body);
        l->addStretch(1);
        cards->addWidget(card, 1);
    };
    addCard(m_resolvedTitle, m_resolved);
    addCard(m_newTitle, m_new);
    addCard(m_persistingTitle, m_persisting);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_summary);
    layout->addWidget(scroll, 1);
}

void CompareFindingsPage::showComparison(const ComparisonSnapshot& snapshot)
{
    m_snapshot = snapshot;
    rebuild();
}

void CompareFindingsPage::rebuild()
{
    const RunComparison* c = m_snapshot.comparison.get();
    const ProfileAnalysis* aa = m_snapshot.analysisA();
    const ProfileAnalysis* ba = m_snapshot.analysisB();
    const QPalette pal = palette();
    const QString dim = pal.color(QPalette::PlaceholderText).name();
    QVector<QVector<TableCell>> rows;

    auto entry = [&](const std::string& id, Group group) {
        const Finding* fa = findIn(aa, id);
        const Finding* fb = findIn(ba, id);
        const Finding* f = fb ? fb : fa;
        if (!f)
            return QString();
        const QColor sev = colors::severityColor(f->severity, pal);
        QString html =
            QStringLiteral("<p><span style='color:%1'>&#9632; %2</span> <b>%3</b><br>")
                .arg(sev.name(), colors::severityName(f->severity).toHtmlEscaped(), fmt::toQ(f->title).toHtmlEscaped());
        auto measured = [](const Finding* x) { return x ? findingValueText(x->value, x->unit) : QStringLiteral("—"); };
        auto impact = [](const Finding* x) { return x ? findingImpactShort(*x) : QStringLiteral("—"); };
        QString detail;
        switch (group) {
        case Group::Resolved:
            detail = tr("A measured %1 (threshold %2), %3; gone in B")
                         .arg(measured(fa), findingValueText(fa->threshold, fa->unit), impact(fa));
            break;
        case Group::New:
            detail = tr("B measures %1 (threshold %2), %3")
                         .arg(measured(fb), findingValueText(fb->threshold, fb->unit), impact(fb));
            break;
        case Group::Persisting: {
            // A smaller estimated gain left in B means the problem shrank.
            const Change change =
                fa->impactEstimated && fb->impactEstimated ? delta::forTime(fa->impactMs, fb->impactMs) : Change::Same;
            detail = tr("measured %1 → %2; %3 → %4")
                         .arg(measured(fa), measured(fb), impact(fa).toHtmlEscaped(),
                              delta::coloured(impact(fb).toHtmlEscaped(), change, pal));
            break;
        }
        }
        html += QStringLiteral("<span style='color:%1'>%2</span><br><span style='color:%1'>%3</span></p>")
                    .arg(dim, fmt::toQ(id).toHtmlEscaped(), detail);
        const QString status = group == Group::Resolved ? tr("resolved")
                               : group == Group::New    ? tr("new")
                                                        : tr("persisting");
        auto num = [](const Finding* x, double v) {
            return x ? TableCell::number(v, QString::number(v, 'g', 6)) : TableCell::plain(QString());
        };
        TableCell statusCell = TableCell::plain(status);
        statusCell.change = group == Group::Resolved ? Change::Better
                            : group == Group::New    ? Change::Worse
                                                     : Change::Same;
        rows.append({statusCell, TableCell::plain(colors::severityName(f->severity)),
                     TableCell::plain(fmt::toQ(f->title)), TableCell::plain(fmt::toQ(id)), num(fa, fa ? fa->value : 0),
                     num(fb, fb ? fb->value : 0), TableCell::plain(fmt::toQ(f->unit)), num(fa, fa ? fa->impactMs : 0),
                     num(fb, fb ? fb->impactMs : 0)});
        return html;
    };
    auto fill = [&](QLabel* title, QLabel* body, const std::vector<std::string>* ids, Group group, const QString& name,
                    Change change, const QString& mark, const QString& none) {
        const int n = ids ? int(ids->size()) : 0;
        title->setText(
            QStringLiteral("<b>%1</b>")
                .arg(delta::coloured(mark + QLatin1Char(' ') + name + QStringLiteral(" (%1)").arg(n), change, pal)));
        QString html;
        if (ids)
            for (const std::string& id : *ids)
                html += entry(id, group);
        body->setText(html.isEmpty() ? QStringLiteral("<span style='color:%1'>%2</span>").arg(dim, none.toHtmlEscaped())
                                     : html);
    };
    fill(m_resolvedTitle, m_resolved, c ? &c->findingsResolved : nullptr, Group::Resolved, tr("Resolved in B"),
         Change::Better, QStringLiteral("\u2713"), tr("Nothing A had is gone in B."));
    fill(m_newTitle, m_new, c ? &c->findingsNew : nullptr, Group::New, tr("New in B"), Change::Worse,
         QStringLiteral("\u26A0"), tr("B has no finding A did not have."));
    fill(m_persistingTitle, m_persisting, c ? &c->findingsPersisting : nullptr, Group::Persisting, tr("Still there"),
         Change::Same, QStringLiteral("\u2022"), tr("No finding is in both runs."));
    m_summary->setText(
        c ? tr("The tuning assistant's findings for A (%1) and B (%2), with the same thresholds. A finding "
               "is the same when its id is.")
                .arg(m_snapshot.nameA(), m_snapshot.nameB())
          : QString());
    m_table->setTable({{tr("Status")},
                       {tr("Severity")},
                       {tr("Finding")},
                       {tr("Id")},
                       {tr("Measured A"), {}, true},
                       {tr("Measured B"), {}, true},
                       {tr("Unit")},
                       {tr("Impact A (ms per step)"), {}, true},
                       {tr("Impact B (ms per step)"), {}, true}},
                      rows);
}

QString CompareFindingsPage::resolvedText() const
{
    return htmlToPlainText(m_resolved->text());
}

QString CompareFindingsPage::newText() const
{
    return htmlToPlainText(m_new->text());
}

QString CompareFindingsPage::persistingText() const
{
    return htmlToPlainText(m_persisting->text());
}

void CompareFindingsPage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        rebuild();
}

QList<ExportItem> CompareFindingsPage::exportItems() const
{
    if (m_table->rowCount() == 0)
        return {};
    return {
        ExportItem{QStringLiteral("compare-findings"), tr("Findings resolved, new and persisting"), nullptr, m_table}};
}

} // namespace steplens
