#include "timeline/search.h"

#include "io/text.h"
#include "timeline/draw_list.h"

#include <algorithm>
#include <queue>
#include <regex>

namespace steplens {

std::vector<bool> matchNames(const Timeline& timeline, const SearchQuery& query, std::string* error)
{
    std::vector<bool> match(timeline.names.size(), false);
    std::vector<const std::string TimelineName::*> fields;
    if (query.inName)
        fields.push_back(&TimelineName::name);
    if (query.inType)
        fields.push_back(&TimelineName::type);
    if (query.inFullName)
        fields.push_back(&TimelineName::fullName);
    if (query.regex) {
        std::regex re;
        try {
            auto flags = std::regex::ECMAScript | std::regex::optimize;
            if (!query.caseSensitive)
                flags |= std::regex::icase;
            re = std::regex(query.text, flags);
        } catch (const std::regex_error& e) {
            if (error)
                *error = std::string("invalid regular expression: ") + e.what();
            return {};
        }
        for (std::size_t i = 0; i < timeline.names.size(); ++i)
            for (auto f : fields)
                if (std::regex_search(timeline.names[i].*f, re)) {
                    match[i] = true;
                    break;
                }
        return match;
    }
    const std::string needle = query.caseSensitive ? query.text : io::toLower(query.text);
    for (std::size_t i = 0; i < timeline.names.size(); ++i)
        for (auto f : fields) {
            const std::string& hay = timeline.names[i].*f;
            if ((query.caseSensitive ? hay : io::toLower(hay)).find(needle) != std::string::npos) {
                match[i] = true;
                break;
            }
        }
    return match;
}

SearchResult searchTimeline(const Timeline& timeline, const SearchQuery& query)
{
    SearchResult r;
    std::vector<bool> match = matchNames(timeline, query, &r.error);
    if (!r.error.empty())
        return r;
    r.matchedNames = static_cast<std::size_t>(std::count(match.begin(), match.end(), true));
    if (r.matchedNames == 0)
        return r;
    std::vector<std::uint32_t> tracks = query.tracks;
    if (tracks.empty())
        for (std::uint32_t t = 0; t < timeline.tracks.size(); ++t)
            tracks.push_back(t);

    // Each track's events are sorted by start: walk them in step with a heap to emit hits in time
    // order, while every match feeds the aggregates.
    struct Cursor {
        std::uint32_t track;
        std::size_t next;
        std::size_t end;
    };
    auto accept = [&](const TimelineEvent& e) {
        if (!match[e.name])
            return false;
        return !query.window || eventVisible(e, query.window->first, query.window->second);
    };
    std::vector<Cursor> cursors;
    for (std::uint32_t t : tracks) {
        if (t >= timeline.tracks.size())
            continue;
        const EventArray& ev = timeline.tracks[t].events;
        std::size_t begin = 0, end = ev.size();
        if (query.window) {
            // Events sorted by start: those starting at or after the window's end cannot overlap it.
            end =
                static_cast<std::size_t>(std::lower_bound(ev.begin(), ev.end(), query.window->second,
                                                          [](const TimelineEvent& e, Nanos v) { return e.start < v; }) -
                                         ev.begin());
        }
        for (std::size_t i = begin; i < end; ++i) {
            const TimelineEvent& e = ev[i];
            if (!accept(e))
                continue;
            r.min = r.count == 0 ? e.duration : std::min(r.min, e.duration);
            r.max = std::max(r.max, e.duration);
            r.total += e.duration;
            ++r.count;
        }
        cursors.push_back(Cursor{t, begin, end});
    }
    r.mean = r.count ? double(r.total) / double(r.count) : 0.0;

    auto advance = [&](Cursor& c) {
        const EventArray& ev = timeline.tracks[c.track].events;
        while (c.next < c.end && !accept(ev[c.next]))
            ++c.next;
        return c.next < c.end;
    };
    auto later = [&](std::size_t a, std::size_t b) {
        const TimelineEvent& x = timeline.tracks[cursors[a].track].events[cursors[a].next];
        const TimelineEvent& y = timeline.tracks[cursors[b].track].events[cursors[b].next];
        return x.start != y.start ? x.start > y.start : cursors[a].track > cursors[b].track;
    };
    std::priority_queue<std::size_t, std::vector<std::size_t>, decltype(later)> heap(later);
    for (std::size_t c = 0; c < cursors.size(); ++c)
        if (advance(cursors[c]))
            heap.push(c);
    const std::size_t limit = std::min<std::uint64_t>(query.maxHits, r.count);
    r.hits.reserve(limit);
    while (!heap.empty() && r.hits.size() < limit) {
        std::size_t c = heap.top();
        heap.pop();
        Cursor& cur = cursors[c];
        const TimelineEvent& e = timeline.tracks[cur.track].events[cur.next];
        r.hits.push_back(SearchHit{cur.track, static_cast<std::uint32_t>(cur.next), e.start, e.duration});
        ++cur.next;
        if (advance(cur))
            heap.push(c);
    }
    r.truncated = r.count > r.hits.size();
    return r;
}

} // namespace steplens
