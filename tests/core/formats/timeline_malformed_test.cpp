// Broken and unusual Chrome-trace input: truncation at every byte, wrong types, missing keys,
// unpaired B/E, negative durations, deep nesting, a huge event, binary junk, the object form,
// escapes, string numbers, and the two-thread split (including a split point inside a string).
// Nothing may crash; what is complete loads; problems become diagnostics.
#include "formats/timeline/timeline_reader.h"
#include "formats/timeline/timeline_scan.h"
#include "temp_dir.h"
#include "timeline/draw_list.h"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <random>
#include <unistd.h>

using namespace steplens;

namespace {

const char* const kSmall =
    R"([{"name": "Conv2D-op1", "ph": "X", "tid": 3, "ts": 10.5, "dur": 2.25, "pid": 0, "args": {"type": "Conv2D", "fullname": "Default/Conv2D-op1", "input_0": {"shape": "1,2"}}},)"
    R"( {"name": "MatMul-op2", "ph": "X", "tid": 3, "ts": 13.0, "dur": 1.0, "pid": 0, "args": {"type": "MatMul"}},)"
    R"( {"ph": "X", "pid": 0, "tid": 4, "dur": "0.5", "name": "Add-op3", "ts": "14.125"},)"
    R"( {"name": "AllReduce-op4", "ph": "X", "tid": 9, "ts": 20, "dur": 5, "pid": 10000},)"
    R"( {"name": "1", "ph": "X", "tid": 100000, "ts": 10, "dur": 15, "pid": 0},)"
    R"( {"name": "thread_name", "ph": "M", "pid": 0, "tid": 3, "args": {"name": "Stream #3"}},)"
    R"( {"name": "process_labels", "ph": "M", "pid": 0, "args": {"labels": "AI Core Op"}}])";

std::size_t countX(const Timeline& t)
{
    return static_cast<std::size_t>(t.eventCount);
}

bool hasDiagnostic(const Diagnostics& d, const std::string& text, std::int64_t offset = -2)
{
    for (const auto& x : d)
        if (x.message.english().find(text) != std::string::npos && (offset == -2 || x.byteOffset == offset))
            return true;
    return false;
}

TimelineReadOptions tinyWindow(int threads = 1)
{
    TimelineReadOptions o;
    o.windowBytes = 400;
    o.maxEventBytes = 200;
    o.threads = threads;
    return o;
}

// Offsets of each event's '{' and one past its '}' in a trace written like kSmall.
std::vector<std::pair<std::size_t, std::size_t>> eventSpans(const std::string& text)
{
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    int depth = 0;
    bool inString = false;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{' && depth++ == 0)
            start = i;
        else if (c == '}' && --depth == 0)
            spans.emplace_back(start, i + 1);
    }
    return spans;
}

} // namespace

TEST_CASE("timeline malformed: the small sample loads whole, with keys in any order and string numbers")
{
    test::TempDir dir;
    auto r = readTimelineDisplay(dir.write("ascend_timeline_display_0.json", kSmall));
    REQUIRE(r.value);
    const Timeline& t = *r.value;
    CHECK(r.diagnostics.empty());
    CHECK(countX(t) == 5);
    REQUIRE(t.tracks.size() == 4);
    CHECK(t.tracks[0].process == "AI Core Op"); // process_labels
    CHECK(t.tracks[0].thread == "Steps");
    CHECK(t.tracks[0].kind == TrackKind::Steps);
    CHECK(t.tracks[1].thread == "Stream #3");
    CHECK(t.tracks[2].thread == "Stream #4");
    CHECK(t.tracks[2].events[0].start == 14125);
    CHECK(t.tracks[2].events[0].duration == 500);
    CHECK(t.tracks[3].process == "Communication Op");
    CHECK(t.tracks[1].events[0].duration == 2250);
}

TEST_CASE("timeline malformed: truncated at every byte, complete events always load")
{
    const std::string full = kSmall;
    const auto spans = eventSpans(full);
    REQUIRE(spans.size() == 7);
    test::TempDir dir;
    for (int threads : {1, 2}) {
        for (std::size_t len = 0; len <= full.size(); ++len) {
            INFO("truncated to " << len << " bytes, threads " << threads);
            auto r = readTimelineDisplay(dir.write("t.json", full.substr(0, len)), tinyWindow(threads));
            std::size_t complete = 0;
            std::int64_t cut = -1;
            for (std::size_t k = 0; k < spans.size(); ++k) {
                if (spans[k].second <= len)
                    complete += k < 5; // the first five are the X events
                else if (spans[k].first < len && cut < 0)
                    cut = static_cast<std::int64_t>(spans[k].first);
            }
            if (len == 0 || full.find_first_not_of(' ') >= len) {
                CHECK(!r.value);
                continue;
            }
            REQUIRE(r.value);
            CHECK(countX(*r.value) == complete);
            if (cut >= 0)
                CHECK(hasDiagnostic(r.diagnostics, "ends inside an event", cut));
            else if (len < full.size())
                CHECK(hasDiagnostic(r.diagnostics, "not closed"));
        }
    }
}

TEST_CASE("timeline malformed: bad events are skipped with diagnostics, the rest loads")
{
    test::TempDir dir;
    const std::string text = R"([
 {"name": "ok1", "ph": "X", "ts": 1, "dur": 1, "pid": 1, "tid": 1},
 {"name": "no phase", "ts": 1, "dur": 1, "pid": 1, "tid": 1},
 {"name": "no ts", "ph": "X", "dur": 1, "pid": 1, "tid": 1},
 {"name": "bad ts", "ph": "X", "ts": "abc", "dur": 1, "pid": 1, "tid": 1},
 {"name": "object ts", "ph": "X", "ts": {"a": 1}, "dur": 1, "pid": 1, "tid": 1},
 {"name": "no dur", "ph": "X", "ts": 5, "pid": 1, "tid": 1},
 {"name": "negative", "ph": "X", "ts": 5, "dur": -3, "pid": 1, "tid": 1},
 {"name": "too long", "ph": "X", "ts": 9000000000000000, "dur": 9000000000000000, "pid": 1, "tid": 1},
 {"name": "a week", "ph": "X", "ts": 5, "dur": 604800000000, "pid": 1, "tid": 1},
 {"name": 17, "ph": "X", "ts": 6, "dur": 1, "pid": [1, 2], "tid": true},
 {"name": "broken", "ph": "X", "ts": 7 "dur": 1},
 {"name": "flow without id", "ph": "s", "ts": 1, "pid": 1, "tid": 1},
 {"name": "counter", "ph": "C", "ts": 1, "pid": 1, "args": {"label": "text"}},
 {"name": "async", "ph": "b", "ts": 1, "pid": 1, "tid": 1, "id": 1},
 {"name": "ok2", "ph": "X", "ts": 9, "dur": 1, "pid": 1, "tid": 1}
])";
    auto r = readTimelineDisplay(dir.write("bad.json", text));
    REQUIRE(r.value);
    const Timeline& t = *r.value;
    CHECK(countX(t) == 3); // ok1, ok2, and the one with odd pid/tid/name types
    CHECK(hasDiagnostic(r.diagnostics, "without a phase"));
    CHECK(hasDiagnostic(r.diagnostics, "without a time"));
    CHECK(hasDiagnostic(r.diagnostics, "\"ts\" is not a number"));
    CHECK(hasDiagnostic(r.diagnostics, "without a duration"));
    CHECK(hasDiagnostic(r.diagnostics, "negative duration"));
    CHECK(hasDiagnostic(r.diagnostics, "after the year 2262"));
    CHECK(hasDiagnostic(r.diagnostics, "longer than six days")); // a week does not fit TimelineEvent's 50 bits
    CHECK(hasDiagnostic(r.diagnostics, "malformed event"));
    CHECK(hasDiagnostic(r.diagnostics, "flow event without an id"));
    CHECK(hasDiagnostic(r.diagnostics, "counter event without numeric args"));
    CHECK(hasDiagnostic(r.diagnostics, "phases StepLens does not show (b)"));
    for (const auto& d : r.diagnostics)
        if (d.message == "malformed event")
            CHECK(d.byteOffset == static_cast<std::int64_t>(text.find("{\"name\": \"broken\"")));
}

TEST_CASE("timeline malformed: B/E pairing, unterminated B, stray E, instants")
{
    test::TempDir dir;
    const std::string text = R"([
 {"name": "outer", "ph": "B", "ts": 0, "pid": 1, "tid": 1},
 {"name": "inner", "ph": "B", "ts": 2, "pid": 1, "tid": 1},
 {"ph": "E", "ts": 5, "pid": 1, "tid": 1},
 {"name": "mark", "ph": "i", "ts": 6, "pid": 1, "tid": 1, "s": "t"},
 {"ph": "E", "ts": 10, "pid": 1, "tid": 1},
 {"ph": "E", "ts": 11, "pid": 1, "tid": 1},
 {"name": "open", "ph": "B", "ts": 12, "pid": 1, "tid": 1},
 {"name": "last", "ph": "X", "ts": 13, "dur": 7, "pid": 1, "tid": 1}
])";
    auto r = readTraceView(dir.write("trace_view.json", text));
    REQUIRE(r.value);
    const Timeline& t = *r.value;
    REQUIRE(t.tracks.size() == 1);
    const TimelineTrack& tr = t.tracks[0];
    REQUIRE(tr.events.size() == 5);
    CHECK(t.names[tr.events[0].name].name == "outer");
    CHECK(tr.events[0].duration == 10000);
    CHECK(tr.events[0].depth == 0);
    CHECK(t.names[tr.events[1].name].name == "inner");
    CHECK(tr.events[1].duration == 3000);
    CHECK(tr.events[1].depth == 1);
    CHECK((tr.events[2].flags & kEventInstant) != 0);
    CHECK(tr.events[2].depth == 1);
    CHECK(t.names[tr.events[3].name].name == "open");
    CHECK((tr.events[3].flags & kEventUnterminated) != 0);
    CHECK(tr.events[3].end() == 20000); // closed at the last time seen on the track
    CHECK(tr.events[4].depth == 1);
    CHECK(hasDiagnostic(r.diagnostics, "\"E\" events without a matching \"B\""));
    CHECK(hasDiagnostic(r.diagnostics, "without an \"E\""));
}

TEST_CASE("timeline malformed: deep nesting of events and of args")
{
    test::TempDir dir;
    std::string text = "[";
    const int levels = 3000;
    for (int i = 0; i < levels; ++i)
        text += R"({"name": "n", "ph": "X", "ts": )" + std::to_string(i) + R"(, "dur": )" +
                std::to_string(2 * (levels - i)) + R"(, "pid": 1, "tid": 1},)";
    text += R"({"name": "deep args", "ph": "X", "ts": 1, "dur": 1, "pid": 2, "tid": 2, "args": )" +
            std::string(20000, '[') + std::string(20000, ']') + "}]";
    auto r = readTraceView(dir.write("deep.json", text));
    REQUIRE(r.value);
    const Timeline& t = *r.value;
    CHECK(t.eventCount == levels + 1);
    REQUIRE(t.tracks.size() == 2);
    const TimelineTrack& tr = t.tracks[0];
    CHECK(tr.maxDepth == kMaxTimelineDepth - 1);
    CHECK(tr.levels.back().overlapping);
    CHECK((tr.events.back().flags & kEventDepthClamped) != 0);
    // The clamped level still draws every visible event exactly once.
    TimeView view = TimeView::fit(t.begin, t.end, 800);
    DrawList list = buildDrawList(t, view);
    CHECK(list.eventsCovered == t.eventCount);
}

TEST_CASE("timeline malformed: a single huge event is skipped, not buffered")
{
    test::TempDir dir;
    std::string big(3u << 20, 'x');
    std::string text =
        R"([{"name": "a", "ph": "X", "ts": 1, "dur": 1, "pid": 1, "tid": 1}, )"
        R"({"name": "huge", "ph": "X", "ts": 2, "dur": 1, "pid": 1, "tid": 1, "args": {"blob": ")" +
        big + R"(", "nested": {"q": "}\"{"}}}, {"name": "b", "ph": "X", "ts": 3, "dur": 1, "pid": 1, "tid": 1}])";
    std::string path = dir.write("huge.json", text);
    auto r = readTraceView(path);
    REQUIRE(r.value);
    CHECK(r.value->eventCount == 2);
    CHECK(hasDiagnostic(r.diagnostics, "larger than the 1 MiB limit",
                        static_cast<std::int64_t>(text.find("{\"name\": \"huge\""))));
    // With a small window too.
    auto small = readTraceView(path, tinyWindow());
    REQUIRE(small.value);
    CHECK(small.value->eventCount == 2);
}

TEST_CASE("timeline malformed: binary junk, empty files, the object form")
{
    test::TempDir dir;
    std::mt19937 rng(7);
    std::string junk(5000, '\0');
    for (char& c : junk)
        c = static_cast<char>(rng() & 0xFF);
    auto j = readTimelineDisplay(dir.write("junk.json", "\x01\x02" + junk));
    CHECK(!j.value);
    CHECK(hasDiagnostic(j.diagnostics, "not a Chrome trace"));

    // Junk in the middle of the list: the scanner finds the next event boundary.
    std::string mixed = R"([{"name": "a", "ph": "X", "ts": 1, "dur": 1, "pid": 1, "tid": 1}, )" + junk +
                        R"(}, {"name": "b", "ph": "X", "ts": 3, "dur": 1, "pid": 1, "tid": 1}])";
    for (int threads : {1, 2}) {
        auto m = readTraceView(dir.write("mixed.json", mixed), tinyWindow(threads));
        REQUIRE(m.value);
        CHECK(m.value->eventCount >= 2);
        CHECK(!m.diagnostics.empty());
    }

    CHECK(!readTraceView(dir.write("empty.json", "")).value);
    CHECK(!readTraceView(dir.write("space.json", "  \n ")).value);
    auto emptyList = readTraceView(dir.write("list.json", "[]"));
    REQUIRE(emptyList.value);
    CHECK(emptyList.value->eventCount == 0);
    auto noEvents = readTraceView(dir.write("obj.json", R"({"marey": [1, 2]})"));
    CHECK(!noEvents.value);
    CHECK(hasDiagnostic(noEvents.diagnostics, "without a \"traceEvents\""));

    auto obj = readTraceView(dir.write("object.json",
                                       R"({"otherData": {"v": [1, {"x": "]"}]}, "traceEvents": [)"
                                       R"({"name": "a", "ph": "X", "ts": "1.5", "dur": 1, "pid": "p", "tid": "t"}],)"
                                       R"( "displayTimeUnit": "ns", "stackFrames": {"1": {"name": "[{"}}})"));
    REQUIRE(obj.value);
    CHECK(obj.value->eventCount == 1);
    CHECK(obj.value->tracks[0].events[0].start == 1500);
    CHECK(obj.value->tracks[0].process == "Process p");
    CHECK(obj.diagnostics.empty());
}

TEST_CASE("timeline malformed: escapes in names and a BOM")
{
    test::TempDir dir;
    auto r = readTraceView(dir.write(
        "esc.json",
        "\xEF\xBB\xBF"
        R"([{"name": "say \"hi\" caf\u00e9 \ud83d\ude00", "ph": "X", "ts": 1, "dur": 1, "pid": 1, "tid": 1, "args": {"type": "T\/1"}}])"));
    REQUIRE(r.value);
    REQUIRE(r.value->names.size() == 1);
    CHECK(r.value->names[0].name == "say \"hi\" caf\xC3\xA9 \xF0\x9F\x98\x80");
    CHECK(r.value->names[0].type == "T/1");
}

TEST_CASE("timeline malformed: the two-thread split gives the single-thread result")
{
    test::TempDir dir;
    std::string text = "[";
    for (int i = 0; i < 4000; ++i) {
        // Strings ending in "}, {" put split candidates ("}, {" then a quote) inside strings.
        std::string name = (i % 3 == 0) ? "op}, {" : "op" + std::to_string(i % 70);
        std::string tail = (i % 2 == 0) ? R"(, "cat": "c}, {")" : "";
        text += (i ? ", " : "") + std::string(R"({"name": ")") + name + R"(", "ph": "X", "ts": )" +
                std::to_string(i * 3) + R"(, "dur": 2, "pid": 1, "tid": )" + std::to_string(i % 4) +
                R"(, "args": {"type": "t"})" + tail + "}";
        if (i % 500 == 0)
            text += R"(, {"name": "B", "ph": "B", "ts": )" + std::to_string(i * 3) + R"(, "pid": 1, "tid": 9})";
        if (i % 500 == 499)
            text += R"(, {"ph": "E", "ts": )" + std::to_string(i * 3) + R"(, "pid": 1, "tid": 9})";
        if (i % 100 == 1)
            text += R"(, {"name": "f", "ph": "s", "id": )" + std::to_string(i) +
                    R"(, "ts": 1, "pid": 1, "tid": 0}, {"name": "f", "ph": "f", "id": )" + std::to_string(i) +
                    R"(, "ts": 2, "pid": 1, "tid": 1})";
    }
    text += "]";
    auto one = readTraceView(dir.write("split.json", text), tinyWindow(1));
    REQUIRE(one.value);
    const Timeline& a = *one.value;
    CHECK(a.eventCount == 4008);
    CHECK(a.flows.size() == 40);
    // Trailing blanks move the middle: some sizes split at a real boundary, some inside a string.
    int insideName = 0, atBoundary = 0;
    for (std::size_t pad = 0; pad < 640; pad += 40) {
        std::string path = dir.write("split.json", text + std::string(pad, ' '));
        {
            const std::int64_t size = static_cast<std::int64_t>(text.size() + pad);
            const std::int64_t start = 1;
            int fd = ::open(path.c_str(), O_RDONLY);
            std::int64_t c = tlscan::findSplitCandidate(fd, start + (size - start) / 2, size);
            ::close(fd);
            REQUIRE(c > 0);
            const std::size_t at = static_cast<std::size_t>(c);
            const bool inString = text.compare(at, 7, "{\", \"ph") == 0 || text.compare(at, 3, "{\"}") == 0;
            (inString ? insideName : atBoundary)++;
        }
        for (std::size_t window : {400u, 4096u, 1u << 20}) {
            INFO("pad " << pad << ", window " << window);
            TimelineReadOptions o = tinyWindow(2);
            o.windowBytes = window;
            auto two = readTraceView(path, o);
            REQUIRE(two.value);
            const Timeline& b = *two.value;
            CHECK(b.eventCount == a.eventCount);
            CHECK(b.flows.size() == a.flows.size());
            CHECK(two.diagnostics.size() == one.diagnostics.size());
            REQUIRE(b.tracks.size() == a.tracks.size());
            bool same = true;
            for (std::size_t t = 0; t < a.tracks.size(); ++t) {
                REQUIRE(b.tracks[t].events.size() == a.tracks[t].events.size());
                for (std::size_t i = 0; i < a.tracks[t].events.size(); ++i)
                    same = same && b.tracks[t].events[i].start == a.tracks[t].events[i].start &&
                           b.tracks[t].events[i].duration == a.tracks[t].events[i].duration &&
                           b.names[b.tracks[t].events[i].name].name == a.names[a.tracks[t].events[i].name].name;
            }
            CHECK(same);
        }
    }
    CHECK(insideName > 0);
    CHECK(atBoundary > 0);
}

TEST_CASE("timeline malformed: a new thread id per event is capped")
{
    test::TempDir dir;
    std::string text = "[";
    const int n = static_cast<int>(tlscan::kMaxTracks) + 100;
    for (int i = 0; i < n; ++i)
        text += (i ? "," : "") + std::string(R"({"name":"e","ph":"X","ts":1,"dur":1,"pid":1,"tid":)") +
                std::to_string(i) + "}";
    text += "]";
    std::string path = dir.write("many.json", text);
    for (int threads : {1, 2}) {
        TimelineReadOptions o;
        o.threads = threads;
        auto r = readTraceView(path, o);
        REQUIRE(r.value);
        CHECK(r.value->tracks.size() == tlscan::kMaxTracks);
        CHECK(r.value->eventCount == tlscan::kMaxTracks);
        CHECK(hasDiagnostic(r.diagnostics, "distinct (pid, tid) pairs"));
    }
}

TEST_CASE("timeline: large tracks split across two threads are joined page by page")
{
    // Enough events per track on each side of the split for both halves to live in mappings.
    test::TempDir dir;
    std::string text = "[";
    const int n = 400000;
    for (int i = 0; i < n; ++i)
        text += (i ? "," : "") + std::string(R"({"name":"op)") + std::to_string(i % 97) + R"(","ph":"X","ts":)" +
                std::to_string(i) + R"(,"dur":0.5,"pid":1,"tid":)" + std::to_string(i % 2) + "}";
    text += "]";
    std::string path = dir.write("big.json", text);
    TimelineReadOptions one;
    one.threads = 1;
    TimelineReadOptions two;
    two.threads = 2;
    auto a = readTraceView(path, one);
    auto b = readTraceView(path, two);
    REQUIRE(a.value);
    REQUIRE(b.value);
    REQUIRE(b.value->tracks.size() == 2);
    for (std::size_t t = 0; t < 2; ++t) {
        const EventArray& x = a.value->tracks[t].events;
        const EventArray& y = b.value->tracks[t].events;
        REQUIRE(x.size() == std::size_t(n / 2));
        REQUIRE(y.size() == x.size());
        bool same = true;
        for (std::size_t i = 0; i < x.size(); ++i)
            same = same && x[i].start == y[i].start && x[i].duration == y[i].duration &&
                   a.value->names[x[i].name].name == b.value->names[y[i].name].name;
        CHECK(same);
        CHECK(y[0].start == Nanos(t) * 1000);
        CHECK(y[y.size() - 1].start == Nanos(n - 2 + int(t)) * 1000);
    }
}

TEST_CASE("timeline: EventArray joins mapped and malloc'ed arrays")
{
    auto filled = [](std::size_t n, Nanos base) {
        EventArray a;
        for (std::size_t i = 0; i < n; ++i)
            a.push_back(TimelineEvent{base + Nanos(i), 1, static_cast<std::uint32_t>(i % 7), 0, 0});
        return a;
    };
    for (auto sizes : {std::pair<std::size_t, std::size_t>{10, 20},
                       {200000, 10},
                       {10, 200000},
                       {200000, 300001},
                       {174763, 174763}}) {
        EventArray a = filled(sizes.first, 0);
        EventArray b = filled(sizes.second, 1000000000);
        TimelineEvent* first = a.append(std::move(b));
        CHECK(b.empty());
        REQUIRE(a.size() == sizes.first + sizes.second);
        CHECK(first == a.data() + sizes.first);
        bool ok = true;
        for (std::size_t i = 0; i < a.size(); ++i)
            ok = ok && a[i].start == (i < sizes.first ? Nanos(i) : 1000000000 + Nanos(i - sizes.first));
        CHECK(ok);
        a.push_back(TimelineEvent{7, 7, 0, 0, 0}); // still growable
        a.shrinkToFit();
        CHECK(a.back().start == 7);
        EventArray copy = a;
        CHECK(copy.size() == a.size());
        CHECK(copy[sizes.first].start == 1000000000);
    }
}
