#include "formats/db/db_timeline.h"

#include "formats/db/db_intervals.h"
#include "formats/db/db_steps.h"
#include "formats/db/db_strings.h"
#include "model/track_index.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace steplens {

namespace {

using db::Cell;
using db::Database;
using db::IdTable;
using db::Statement;

// Display order of the processes, top to bottom.
enum ProcessOrder : std::int64_t {
    kStepsSort = 0,
    kPythonSort = 1,
    kCannSort = 2,
    kHardwareSort = 3,
    kHcclSort = 4,
    kCommunicationSort = 5,
    kOverlapSort = 6,
    kCounterSort = 7,
};

struct PairHash {
    std::size_t operator()(const std::pair<std::int64_t, std::int64_t>& p) const
    {
        // In unsigned arithmetic: the ids come from the file, and a signed product may overflow.
        return std::hash<std::uint64_t>()(std::uint64_t(p.first) * 1000003u ^ std::uint64_t(p.second));
    }
};

class TimelineBuilder
{
public:
    Timeline tl;

    std::uint32_t track(const std::string& process, const std::string& thread, TrackKind kind, std::int64_t processSort,
                        std::int64_t threadSort)
    {
        auto key = std::make_pair(process, thread);
        auto it = m_tracks.find(key);
        if (it != m_tracks.end())
            return it->second;
        TimelineTrack t;
        t.process = process;
        t.thread = thread;
        t.pid = process;
        t.tid = thread;
        t.kind = kind;
        t.processSort = processSort;
        t.threadSort = threadSort;
        tl.tracks.push_back(std::move(t));
        auto index = std::uint32_t(tl.tracks.size() - 1);
        m_tracks.emplace(std::move(key), index);
        return index;
    }

    // `taskType`: the type is a task or API level (KERNEL_AIVEC, acl...), not an op type, so colours and
    // statistics group by name.
    std::uint32_t name(const std::string& name, const std::string& type, bool taskType, const std::string& details = {})
    {
        std::string key = name;
        key += '\x1f';
        key += type;
        key += taskType ? '1' : '0';
        auto it = m_names.find(key);
        if (it != m_names.end())
            return it->second;
        TimelineName n;
        n.name = name;
        n.type = type;
        n.details = details;
        std::string group = timelineGroupOf(n.name, n.type, n.fullName, taskType);
        auto g = m_groups.find(group);
        if (g == m_groups.end()) {
            g = m_groups.emplace(group, std::uint32_t(tl.groups.size())).first;
            tl.groups.push_back(group);
        }
        n.group = g->second;
        n.colour = timelineColourOf(group);
        tl.names.push_back(std::move(n));
        auto index = std::uint32_t(tl.names.size() - 1);
        m_names.emplace(std::move(key), index);
        return index;
    }

    void event(std::uint32_t track, Nanos start, Nanos end, std::uint32_t name)
    {
        tl.tracks[track].events.push_back(TimelineEvent{start, end - start, name, 0, 0});
    }

    std::uint32_t flowCategory(const std::string& category)
    {
        for (std::uint32_t i = 0; i < tl.flowCategories.size(); ++i)
            if (tl.flowCategories[i] == category)
                return i;
        tl.flowCategories.push_back(category);
        return std::uint32_t(tl.flowCategories.size() - 1);
    }

private:
    std::map<std::pair<std::string, std::string>, std::uint32_t> m_tracks;
    std::unordered_map<std::string, std::uint32_t> m_names;
    std::unordered_map<std::string, std::uint32_t> m_groups;
};

// A point on a track, the end of a flow.
struct Anchor {
    std::uint32_t track = 0;
    Nanos time = 0;
};

std::string threadLabel(std::int64_t globalTid)
{
    // msprof's globalTid is pid << 32 | tid.
    return "Thread " + std::to_string(globalTid & 0xffffffffLL);
}

// Required columns present, else an info diagnostic naming what is missing.
bool hasAll(const Database& db, const char* table, const std::vector<std::string>& cols, DiagnosticSink& sink,
            const Message& what)
{
    if (!db.hasTable(table))
        return false;
    auto missing = db.missingColumns(table, cols);
    if (missing.empty())
        return true;
    sink.warn(0,
              SL_MSG("diag.db-timeline.lacks-the-column", "{table} lacks the column {missing}")
                  .arg("table", std::string(table))
                  .arg("missing", missing.front()),
              SL_MSG("diag.action.none-on-the-timeline", "no {what} on the timeline").arg("what", what));
    return false;
}

std::string orNull(const Database& db, const char* table, const char* col, const char* alias = nullptr)
{
    if (!db.hasColumn(table, col))
        return "NULL";
    return alias ? std::string(alias) + "." + col : std::string(col);
}

void readTasks(const Database& db, const IdTable& strings, TimelineBuilder& b, std::vector<db::Interval>& compute,
               std::unordered_map<std::int64_t, Anchor>& taskByConnection, DiagnosticSink& sink)
{
    if (!hasAll(db, "TASK", {"startNs", "endNs", "globalTaskId"}, sink,
                SL_MSG("diag.db-timeline.device-tasks", "device tasks")))
        return;
    // Communication tasks: plane per globalTaskId (the table has no index to join on).
    std::unordered_map<std::int64_t, std::int64_t> commPlane;
    if (db.hasTable("COMMUNICATION_TASK_INFO") && db.hasColumn("COMMUNICATION_TASK_INFO", "globalTaskId")) {
        Statement st = db.prepare("SELECT globalTaskId, " + orNull(db, "COMMUNICATION_TASK_INFO", "planeId") +
                                      " FROM COMMUNICATION_TASK_INFO",
                                  sink);
        while (st.step()) {
            std::int64_t id = 0, plane = 0;
            if (st.integer(0, id) != Cell::Value)
                continue;
            if (st.integer(1, plane) != Cell::Value)
                plane = 0;
            commPlane.emplace(id, plane);
        }
    }
    const bool computeInfo = db.hasTable("COMPUTE_TASK_INFO") && db.hasColumn("COMPUTE_TASK_INFO", "globalTaskId") &&
                             db.hasColumn("COMPUTE_TASK_INFO", "name");
    std::string sql = "SELECT t.startNs, t.endNs, t.globalTaskId, " + orNull(db, "TASK", "streamId", "t") + ", " +
                      orNull(db, "TASK", "connectionId", "t") + ", " + orNull(db, "TASK", "taskType", "t");
    if (computeInfo)
        sql += ", c.name, " + orNull(db, "COMPUTE_TASK_INFO", "opType", "c") +
               " FROM TASK t LEFT JOIN COMPUTE_TASK_INFO c ON c.globalTaskId = t.globalTaskId";
    else
        sql += ", NULL, NULL FROM TASK t";
    std::unordered_map<std::int64_t, std::uint32_t> streamTracks, planeTracks;
    std::unordered_map<std::pair<std::int64_t, std::int64_t>, std::uint32_t, PairHash> computeNames;
    std::unordered_map<std::int64_t, std::uint32_t> taskNames;
    Statement st = db.prepare(sql, sink);
    while (st.step()) {
        std::int64_t start = 0, end = 0, gid = 0;
        if (st.time(0, start) != Cell::Value || st.time(1, end) != Cell::Value ||
            st.integer(2, gid) != Cell::Value) {
            int bad = st.time(0, start) != Cell::Value ? 0 : st.time(1, end) != Cell::Value ? 1 : 2;
            reportBadCell(sink, "TASK", st, bad, SL_MSG("diag.db-cell.an-integer", "an integer"),
                          SL_MSG("diag.db-cell.task-left-off-the-timeline", "task left off the timeline"));
            continue;
        }
        if (end < start)
            continue;
        std::int64_t stream = -1, connection = -1, type = db::kNoValue, name = 0, opType = db::kNoValue;
        st.integer(3, stream);
        bool hasConnection = st.integer(4, connection) == Cell::Value && connection != db::kNoValue;
        st.integer(5, type);
        const bool isCompute = st.integer(6, name) == Cell::Value;
        std::uint32_t trackIndex = 0, nameIndex = 0;
        auto plane = commPlane.find(gid);
        if (plane != commPlane.end()) {
            auto t = planeTracks.find(plane->second);
            if (t == planeTracks.end())
                t = planeTracks
                        .emplace(plane->second, b.track("HCCL", "Plane " + std::to_string(plane->second),
                                                        TrackKind::Communication, kHcclSort, plane->second))
                        .first;
            trackIndex = t->second;
        } else {
            auto t = streamTracks.find(stream);
            if (t == streamTracks.end())
                t = streamTracks
                        .emplace(stream, b.track("Ascend Hardware", "Stream " + std::to_string(stream),
                                                 TrackKind::Hardware, kHardwareSort, stream))
                        .first;
            trackIndex = t->second;
        }
        if (isCompute) {
            st.integer(7, opType);
            auto key = std::make_pair(name, opType);
            auto n = computeNames.find(key);
            if (n == computeNames.end()) {
                const std::string& op = strings.get(opType);
                n = computeNames.emplace(key, b.name(strings.get(name), op == "N/A" ? std::string() : op, false)).first;
            }
            nameIndex = n->second;
            compute.emplace_back(start, end);
        } else {
            auto n = taskNames.find(type);
            if (n == taskNames.end()) {
                const std::string& t = strings.get(type);
                n = taskNames.emplace(type, b.name(t.empty() ? std::string("task") : t, t, true)).first;
            }
            nameIndex = n->second;
        }
        b.event(trackIndex, start, end, nameIndex);
        if (hasConnection)
            taskByConnection.emplace(connection, Anchor{trackIndex, start});
    }
    if (st.failed())
        sink.warn(0,
                  SL_MSG("diag.db-timeline.task-could-not-be-read", "TASK could not be read to the end ({error})")
                      .arg("error", st.error()),
                  SL_MSG("diag.action.the-tasks-read-so-far", "the tasks read so far are shown"));
}

void readCommunicationOps(const Database& db, const IdTable& strings, TimelineBuilder& b,
                          std::vector<db::Interval>& comm, DiagnosticSink& sink)
{
    if (!hasAll(db, "COMMUNICATION_OP", {"opName", "startNs", "endNs"}, sink,
                SL_MSG("diag.db-timeline.communication-operations", "communication operations")))
        return;
    Statement st = db.prepare("SELECT opName, startNs, endNs, " + orNull(db, "COMMUNICATION_OP", "groupName") + ", " +
                                  orNull(db, "COMMUNICATION_OP", "opType") + " FROM COMMUNICATION_OP",
                              sink);
    while (st.step()) {
        std::int64_t name = 0, start = 0, end = 0, group = db::kNoValue, type = db::kNoValue;
        if (st.integer(0, name) != Cell::Value || st.time(1, start) != Cell::Value ||
            st.time(2, end) != Cell::Value || end < start)
            continue;
        st.integer(3, group);
        st.integer(4, type);
        const std::string& g = strings.get(group);
        std::uint32_t track = b.track("Communication", g.empty() ? "Communication" : "Group " + g + " Communication",
                                      TrackKind::Communication, kCommunicationSort, 0);
        b.event(track, start, end, b.name(strings.get(name), strings.get(type), false));
        comm.emplace_back(start, end);
    }
}

// CANN_API or PYTORCH_API: one thread per globalTid; returns the anchors of their connection ids.
// trace_view.json names a CANN call "<level>@<api>" ("AscendCL@aclrtSynchronizeStream", "Node@launch");
// CANN_API keeps the level apart, in ENUM_API_TYPE. The database's calls get the same names, so the
// timeline, its search and the host rules (host_trace_stats.cpp) read both exports alike. Levels whose
// trace_view.json prefix no fixture shows keep the bare name.
std::string cannCallName(const std::string& api, const std::string& level)
{
    const char* prefix = level == "acl" ? "AscendCL" : level == "node" ? "Node" : level == "hccl" ? "Hccl" : nullptr;
    return prefix ? std::string(prefix) + '@' + api : api;
}

void readApi(const Database& db, const IdTable& strings, const IdTable& apiTypes, const char* table,
             const char* process, TrackKind kind, std::int64_t sort, TimelineBuilder& b,
             std::unordered_map<std::int64_t, Anchor>& byConnection, DiagnosticSink& sink)
{
    if (!hasAll(db, table, {"startNs", "endNs", "name"}, sink,
                SL_MSG("diag.db-timeline.host-api-calls", "host API calls")))
        return;
    Statement st =
        db.prepare("SELECT startNs, endNs, name, " + orNull(db, table, "globalTid") + ", " +
                       orNull(db, table, "connectionId") + ", " + orNull(db, table, "type") + " FROM " + table,
                   sink);
    std::unordered_map<std::int64_t, std::uint32_t> tracks;
    std::unordered_map<std::pair<std::int64_t, std::int64_t>, std::uint32_t, PairHash> names;
    std::size_t bad = 0;
    while (st.step()) {
        std::int64_t start = 0, end = 0, name = 0, tid = 0, connection = -1, type = db::kNoValue;
        if (st.time(0, start) != Cell::Value || st.time(1, end) != Cell::Value ||
            st.integer(2, name) != Cell::Value || end < start) {
            if (bad++ == 0) {
                int col = st.time(0, start) != Cell::Value ? 0 : st.time(1, end) != Cell::Value ? 1 : 2;
                reportBadCell(sink, table, st, col,
                              col == 2 ? SL_MSG("diag.db-cell.a-string-id", "a string id")
                                       : SL_MSG("diag.db-cell.a-time-in-ns", "a time in ns"),
                              SL_MSG("diag.db-cell.call-left-off-the-timeline", "call left off the timeline"));
            }
            continue;
        }
        st.integer(3, tid);
        st.integer(5, type);
        auto t = tracks.find(tid);
        if (t == tracks.end())
            t = tracks.emplace(tid, b.track(process, threadLabel(tid), kind, sort, tid & 0xffffffffLL)).first;
        auto key = std::make_pair(name, type);
        auto n = names.find(key);
        if (n == names.end())
            n = names
                    .emplace(key, b.name(kind == TrackKind::Cann ? cannCallName(strings.get(name), apiTypes.get(type))
                                                                 : strings.get(name),
                                         apiTypes.get(type), true))
                    .first;
        b.event(t->second, start, end, n->second);
        if (st.integer(4, connection) == Cell::Value && connection != db::kNoValue)
            byConnection.emplace(connection, Anchor{t->second, start});
    }
    if (bad > 1)
        sink.warn(0,
                  SL_MSG("diag.db-timeline.rows-of-have-no-usable", "{bad} rows of {table} have no usable time or name")
                      .arg("bad", std::to_string(bad))
                      .arg("table", table),
                  SL_MSG("diag.action.calls-left-off-the-timeline", "calls left off the timeline"));
}

void addFlows(const Database& db, TimelineBuilder& b, const std::unordered_map<std::int64_t, Anchor>& tasks,
              const std::unordered_map<std::int64_t, Anchor>& cann,
              const std::unordered_map<std::int64_t, Anchor>& torch, DiagnosticSink& sink)
{
    if (!tasks.empty() && !cann.empty()) {
        std::uint32_t cat = b.flowCategory("HostToDevice");
        for (const auto& [connection, from] : cann) {
            auto to = tasks.find(connection);
            if (to != tasks.end())
                b.tl.flows.push_back({from.track, to->second.track, from.time, to->second.time, cat});
        }
    }
    if (torch.empty() || !db.hasTable("CONNECTION_IDS") ||
        !db.missingColumns("CONNECTION_IDS", {"id", "connectionId"}).empty())
        return;
    std::uint32_t cat = b.flowCategory("async_npu");
    Statement st = db.prepare("SELECT id, connectionId FROM CONNECTION_IDS", sink);
    while (st.step()) {
        std::int64_t id = 0, connection = 0;
        if (st.integer(0, id) != Cell::Value || st.integer(1, connection) != Cell::Value)
            continue;
        auto from = torch.find(id);
        if (from == torch.end())
            continue;
        // The arrow goes to the CANN call that carried the op to the device when there is one, else to the task.
        const Anchor* to = nullptr;
        if (auto c = cann.find(connection); c != cann.end())
            to = &c->second;
        else if (auto t = tasks.find(connection); t != tasks.end())
            to = &t->second;
        if (to)
            b.tl.flows.push_back({from->second.track, to->track, from->second.time, to->time, cat});
    }
}

void addOverlap(TimelineBuilder& b, std::vector<db::Interval> compute, std::vector<db::Interval> comm)
{
    db::mergeIntervals(compute);
    db::mergeIntervals(comm);
    if (compute.empty() && comm.empty())
        return;
    std::vector<db::Interval> all = compute;
    all.insert(all.end(), comm.begin(), comm.end());
    db::mergeIntervals(all);
    std::vector<db::Interval> free;
    for (std::size_t i = 1; i < all.size(); ++i)
        free.emplace_back(all[i - 1].second, all[i].first);
    const std::pair<const char*, std::vector<db::Interval>> rows[] = {
        {"Computing", compute},
        {"Communication", comm},
        {"Communication(Not Overlapped)", db::difference(comm, compute)},
        {"Free", free},
    };
    std::int64_t sort = 0;
    for (const auto& [label, list] : rows) {
        if (list.empty())
            continue;
        std::uint32_t track = b.track("Overlap Analysis", label, TrackKind::Overlap, kOverlapSort, sort++);
        std::uint32_t name = b.name(label, {}, true);
        for (const auto& iv : list)
            b.event(track, iv.first, iv.second, name);
    }
}

void addCounters(const Database& db, const IdTable& strings, TimelineBuilder& b, DiagnosticSink& sink)
{
    if (db.hasTable("MEMORY_RECORD") &&
        db.missingColumns("MEMORY_RECORD", {"component", "timestamp", "totalAllocated", "totalReserved"}).empty()) {
        std::map<std::pair<std::string, std::string>, std::size_t> index;
        Statement st =
            db.prepare("SELECT component, timestamp, totalAllocated, totalReserved FROM MEMORY_RECORD", sink);
        while (st.step()) {
            std::int64_t component = 0, t = 0;
            if (st.integer(0, component) != Cell::Value || st.integer(1, t) != Cell::Value)
                continue;
            for (int col : {2, 3}) {
                double bytes = 0;
                if (st.real(col, bytes) != Cell::Value)
                    continue;
                std::string name = strings.get(component) + (col == 2 ? " Allocated" : " Reserved");
                auto key = std::make_pair(name, std::string("MB"));
                auto it = index.find(key);
                if (it == index.end()) {
                    TimelineCounter c;
                    c.process = "Memory";
                    c.name = name;
                    c.series = "MB";
                    c.processSort = kCounterSort;
                    b.tl.counters.push_back(std::move(c));
                    it = index.emplace(key, b.tl.counters.size() - 1).first;
                }
                b.tl.counters[it->second].samples.emplace_back(t, bytes / (1024.0 * 1024.0));
            }
        }
    }
    if (db.hasTable("AICORE_FREQ") && db.missingColumns("AICORE_FREQ", {"timestampNs", "freq"}).empty()) {
        TimelineCounter c;
        c.process = "AI Core Freq";
        c.name = "AI Core Freq";
        c.series = "MHz";
        c.processSort = kCounterSort;
        Statement st = db.prepare("SELECT timestampNs, freq FROM AICORE_FREQ", sink);
        while (st.step()) {
            std::int64_t t = 0;
            double f = 0;
            if (st.integer(0, t) == Cell::Value && st.real(1, f) == Cell::Value)
                c.samples.emplace_back(t, f);
        }
        if (!c.samples.empty())
            b.tl.counters.push_back(std::move(c));
    }
    for (auto& c : b.tl.counters)
        std::stable_sort(c.samples.begin(), c.samples.end(),
                         [](const auto& x, const auto& y) { return x.first < y.first; });
}

} // namespace

ReadResult<Timeline> readDbTimeline(const std::string& path, const DbTimelineOptions& options)
{
    return guardedRead<Timeline>(path, [&](DiagnosticSink& sink) -> std::optional<Timeline> {
        auto database = Database::open(path, sink);
        if (!database)
            return std::nullopt;
        const Database& db = *database;
        database->setCancel(options.cancelled);
        auto progress = [&](double f) {
            if (options.progress)
                options.progress(f);
        };
        auto stopped = [&] { return db.cancelled(); };
        IdTable strings, apiTypes;
        strings.load(db, "STRING_IDS", "id", "value", sink);
        apiTypes.load(db, "ENUM_API_TYPE", "id", "name", sink);
        TimelineBuilder b;
        b.tl.format = "database";
        b.tl.sources.push_back(path);
        std::vector<db::Interval> compute, comm;
        std::unordered_map<std::int64_t, Anchor> tasks, cann, torch;
        progress(0.05);
        readTasks(db, strings, b, compute, tasks, sink);
        if (stopped())
            return std::nullopt;
        progress(0.5);
        readCommunicationOps(db, strings, b, comm, sink);
        readApi(db, strings, apiTypes, "CANN_API", "CANN", TrackKind::Cann, kCannSort, b, cann, sink);
        if (stopped())
            return std::nullopt;
        progress(0.7);
        readApi(db, strings, apiTypes, "PYTORCH_API", "Python", TrackKind::Framework, kPythonSort, b, torch, sink);
        if (stopped())
            return std::nullopt;
        progress(0.85);
        addFlows(db, b, tasks, cann, torch, sink);
        addOverlap(b, std::move(compute), std::move(comm));
        std::vector<db::StepSpan> steps = db::readStepTime(db, sink);
        if (!steps.empty()) {
            std::uint32_t track = b.track("Step Trace", "Steps", TrackKind::Steps, kStepsSort, 0);
            for (const auto& s : steps)
                b.event(track, s.start, s.end, b.name("Iteration " + std::to_string(s.id), {}, true));
        }
        addCounters(db, strings, b, sink);
        if (stopped())
            return std::nullopt;
        strings.reportMisses(sink, SL_MSG("diag.db-strings.names-on-the-timeline", "names on the timeline"));

        // Tracks in display order, flows re-pointed to their new places.
        Timeline& tl = b.tl;
        std::vector<std::uint32_t> order(tl.tracks.size());
        for (std::uint32_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::uint32_t x, std::uint32_t y) {
            const TimelineTrack& a = tl.tracks[x];
            const TimelineTrack& c = tl.tracks[y];
            if (a.processSort != c.processSort)
                return a.processSort < c.processSort;
            if (a.threadSort != c.threadSort)
                return a.threadSort < c.threadSort;
            return a.thread < c.thread;
        });
        std::vector<std::uint32_t> newIndex(order.size());
        std::vector<TimelineTrack> sorted;
        sorted.reserve(order.size());
        for (std::uint32_t i = 0; i < order.size(); ++i) {
            newIndex[order[i]] = i;
            sorted.push_back(std::move(tl.tracks[order[i]]));
        }
        tl.tracks = std::move(sorted);
        for (auto& f : tl.flows) {
            f.fromTrack = newIndex[f.fromTrack];
            f.toTrack = newIndex[f.toTrack];
        }
        std::sort(tl.flows.begin(), tl.flows.end(),
                  [](const TimelineFlow& x, const TimelineFlow& y) { return x.fromTime < y.fromTime; });
        for (auto& t : tl.tracks)
            indexTrack(t);
        updateTimelineExtent(tl);
        progress(1.0);
        if (tl.eventCount == 0) {
            sink.info(0,
                      SL_MSG("diag.db-timeline.the-database-holds-no-event",
                             "the database holds no event for the timeline (no TASK, API or step rows)"),
                      SL_MSG("diag.action.no-timeline", "no timeline"));
            return std::nullopt;
        }
        return std::move(tl);
    });
}

} // namespace steplens
