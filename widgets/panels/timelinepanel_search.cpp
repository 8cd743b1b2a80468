// Timeline panel: the whole-trace search (off the UI thread), stepping through its hits, and the
// details pane of the picked event.
#include "panels/timelinepanel.h"

#include "style/formatting.h"
#include "timeline/timelinemodels.h"
#include "timeline/timelineruler.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTextDocument>
#include <QtConcurrent>

namespace steplens {

namespace {
QString esc(const std::string& s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}
} // namespace

void TimelinePanel::search(const QString& text, bool regex)
{
    const QSignalBlocker blockEdit(m_searchEdit), blockRegex(m_regex);
    m_searchEdit->setText(text);
    m_regex->setChecked(regex);
    startSearch();
}

bool TimelinePanel::searchRunning() const
{
    return m_searchWatcher.isRunning();
}

void TimelinePanel::startSearch()
{
    m_searchDelay->stop();
    const quint64 generation = ++m_searchGeneration;
    const QString text = m_searchEdit->text();
    if (!m_timeline || text.isEmpty()) {
        m_search = {};
        m_currentHit = -1;
        m_hits->setHits(m_timeline, {});
        m_view->setMatches({}, {});
        m_searchStats->setText(tr("Type to search every event of the trace, not only the visible ones."));
        return;
    }
    SearchQuery query;
    query.text = text.toStdString();
    query.regex = m_regex->isChecked();
    m_searchStats->setText(tr("Searching…"));
    auto timeline = m_timeline;
    m_searchWatcher.setFuture(QtConcurrent::run([timeline, query, generation] {
        TimelineSearchOutput out;
        out.generation = generation;
        out.result = searchTimeline(*timeline, query);
        if (out.result.error.empty())
            out.names = matchNames(*timeline, query);
        return out;
    }));
    m_side->setCurrentIndex(1);
}

void TimelinePanel::onSearchDone()
{
    TimelineSearchOutput out = m_searchWatcher.result();
    if (out.generation != m_searchGeneration)
        return; // the text changed since: a newer search is on its way
    m_search = std::move(out.result);
    m_currentHit = -1;
    std::vector<TimelineEventRef> refs;
    refs.reserve(m_search.hits.size());
    for (const SearchHit& h : m_search.hits)
        refs.push_back(TimelineEventRef{h.track, h.event});
    m_view->setMatches(m_search.error.empty() ? std::move(out.names) : std::vector<bool>{}, std::move(refs));
    m_hits->setHits(m_timeline, m_search.hits);
    m_hitsTable->resizeColumnToContents(TimelineHitsModel::Start);
    m_hitsTable->resizeColumnToContents(TimelineHitsModel::Duration);
    if (!m_search.error.empty())
        m_searchStats->setText(tr("Invalid regular expression: %1").arg(QString::fromStdString(m_search.error)));
    else if (m_search.count == 0)
        m_searchStats->setText(tr("No event matches “%1”.").arg(m_searchEdit->text().toHtmlEscaped()));
    else
        m_searchStats->setText(
            tr("<b>%1</b> matches (%2 names): total %3, mean %4, max %5%6")
                .arg(fmt::count(qint64(m_search.count)))
                .arg(m_search.matchedNames)
                .arg(timelineDuration(m_search.total), timelineDuration(Nanos(m_search.mean + 0.5)),
                     timelineDuration(m_search.max),
                     m_search.truncated
                         ? tr("; the list shows the first %1").arg(fmt::count(qint64(m_search.hits.size())))
                         : QString()));
    emit searchFinished();
}

QString TimelinePanel::searchSummary() const
{
    QTextDocument doc;
    doc.setHtml(m_searchStats->text());
    return doc.toPlainText();
}

void TimelinePanel::goToHit(int index)
{
    const SearchHit* h = m_hits->hit(index);
    if (!h)
        return;
    m_currentHit = index;
    const TimelineEventRef ref{h->track, h->event};
    m_view->setSelectedEvent(ref, true);
    showEventDetails(ref);
    m_hitsTable->selectRow(index);
}

void TimelinePanel::nextHit()
{
    if (m_hits->rowCount() > 0)
        goToHit((m_currentHit + 1) % m_hits->rowCount());
}

void TimelinePanel::previousHit()
{
    const int n = m_hits->rowCount();
    if (n > 0)
        goToHit(m_currentHit <= 0 ? n - 1 : m_currentHit - 1);
}

void TimelinePanel::showEventDetails(std::optional<TimelineEventRef> event)
{
    if (!event || !m_timeline) {
        m_details->setHtml(tr("<p>Click an event to see its fields here. Hovering shows them too.</p>"));
        return;
    }
    const TimelineTrack& t = m_timeline->tracks[event->track];
    const TimelineEvent& e = t.events[event->event];
    const TimelineName& n = m_timeline->nameOf(e);
    QString rows;
    auto row = [&rows](const QString& k, const QString& v) {
        rows += QStringLiteral("<tr><td><b>") + k + QStringLiteral("</b></td><td>") + v + QStringLiteral("</td></tr>");
    };
    row(tr("Name"), esc(n.name));
    row(tr("Op type"), esc(m_timeline->groups[n.group]));
    if (!n.type.empty())
        row(tr("Type"), esc(n.type));
    if (!n.fullName.empty())
        row(tr("Full name"), esc(n.fullName));
    row(tr("Start"), timelineTime(e.start - m_timeline->begin, true) + tr(" (file clock %1 ns)").arg(e.start));
    if (e.flags & kEventInstant)
        row(tr("Duration"), tr("instant"));
    else
        row(tr("Duration"),
            timelineDuration(e.duration) + tr(" (ends at %1)").arg(timelineTime(e.end() - m_timeline->begin)));
    row(tr("Process"), esc(t.process) + tr(" (pid %1)").arg(esc(t.pid)));
    row(tr("Thread / stream"), esc(t.thread) + tr(" (tid %1)").arg(esc(t.tid)));
    row(tr("Nesting level"), QString::number(e.depth));
    const int step = stepIndexAt(m_view->steps(), e.start);
    if (step >= 0)
        row(tr("Step"), QString::number(m_view->steps().steps[std::size_t(step)].number));
    if (e.flags & kEventUnterminated)
        row(tr("Note"), tr("began but never ended in the file; drawn to the end of its track"));
    if (e.flags & kEventDepthClamped)
        row(tr("Note"), tr("nested deeper than %1 levels; drawn at the deepest").arg(kMaxTimelineDepth));
    if (!n.details.empty())
        row(tr("Args"), QStringLiteral("<tt>") + esc(n.details) + QStringLiteral("</tt>"));
    m_details->setHtml(QStringLiteral("<table cellspacing=2>") + rows + QStringLiteral("</table>"));
}

QString TimelinePanel::detailsText() const
{
    return m_details->toPlainText();
}

} // namespace steplens
