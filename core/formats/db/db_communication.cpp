#include "formats/db/db_communication.h"

#include "io/text.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>

namespace steplens::db {

namespace {

constexpr double kNsPerMs = 1e6;

CommPlace placeOf(std::string opName, std::string group, std::string step, std::string kind)
{
    CommPlace p;
    p.opName = std::move(opName);
    p.group = std::move(group);
    p.opKey = p.group.empty() ? p.opName : p.opName + "@" + p.group;
    p.step = std::move(step);
    p.kind = std::move(kind);
    return p;
}

// Reads the text of a column, or "" when it is NULL or absent (-1).
std::string textAt(const Statement& st, int col)
{
    std::string_view v;
    if (col < 0 || st.text(col, v) != Cell::Value)
        return {};
    return std::string(v);
}

// Selects the wanted columns that exist (NULL for the others); returns each one's index or -1.
std::string selectList(const Database& db, const char* table, const std::vector<const char*>& cols,
                       std::vector<int>& index)
{
    std::string sql;
    index.assign(cols.size(), -1);
    for (std::size_t i = 0; i < cols.size(); ++i) {
        bool has = db.hasColumn(table, cols[i]);
        sql += (i ? ", " : "") + (has ? std::string(cols[i]) : std::string("NULL"));
        if (has)
            index[i] = int(i);
    }
    return sql;
}

bool isReceive(std::string_view name)
{
    std::string n = io::toLower(name);
    return n.find("receive") != std::string::npos || n.find("recv") != std::string::npos;
}

bool isP2p(std::string_view name)
{
    std::string n = io::toLower(name);
    return isReceive(n) || n.find("send") != std::string::npos || n.find("batchsendrecv") != std::string::npos;
}

std::string stepName(const std::vector<StepSpan>& steps, Nanos t)
{
    if (steps.empty())
        return "step";
    std::int32_t s = stepAt(steps, t);
    return s < 0 ? std::string("step") : "step" + std::to_string(s);
}

} // namespace

std::optional<Communication> readAnalysisCommunication(const Database& analysis, DiagnosticSink& sink)
{
    const char* table = "CommAnalyzerTime";
    if (!analysis.hasTable(table))
        return std::nullopt;
    if (!analysis.hasColumn(table, "hccl_op_name")) {
        sink.warn(0,
                  SL_MSG("diag.db-communication.commanalyzertime-lacks-the-column-hccl",
                         "CommAnalyzerTime lacks the column hccl_op_name"),
                  SL_MSG("diag.action.its-communication-times-are-not", "its communication times are not read"));
        return std::nullopt;
    }
    enum { kName, kGroup, kStart, kElapse, kTransit, kWait, kSync, kIdle, kStep, kType };
    std::vector<int> idx;
    std::string sql = "SELECT " +
                      selectList(analysis, table,
                                 {"hccl_op_name", "group_name", "start_timestamp", "elapse_time", "transit_time",
                                  "wait_time", "synchronization_time", "idle_time", "step", "type"},
                                 idx) +
                      " FROM " + table;
    Communication out;
    out.sources.push_back(analysis.path());
    // CommOp index by (name, group, step), for the bandwidth rows.
    std::map<std::tuple<std::string, std::string, std::string>, std::size_t> byKey;
    Statement st = analysis.prepare(sql, sink);
    while (st.step()) {
        CommOp op;
        op.place =
            placeOf(textAt(st, idx[kName]), textAt(st, idx[kGroup]), textAt(st, idx[kStep]), textAt(st, idx[kType]));
        if (op.place.opName.empty()) {
            sink.warn(0,
                      SL_MSG("diag.db-communication.commanalyzertime-row-has-no-operation",
                             "CommAnalyzerTime row {row} has no operation name")
                          .arg("row", std::to_string(st.row())),
                      SL_MSG("diag.action.row-skipped", "row skipped"));
            continue;
        }
        op.place.total = op.place.opName == "Total Op Info";
        double v = 0;
        if (idx[kStart] >= 0 && st.real(idx[kStart], v) == Cell::Value)
            op.start = std::llround(v * 1000.0); // µs
        struct Field {
            int col;
            double* target;
        };
        for (Field f : {Field{idx[kElapse], &op.elapseNs}, Field{idx[kTransit], &op.transitNs},
                        Field{idx[kWait], &op.waitNs}, Field{idx[kSync], &op.syncNs}, Field{idx[kIdle], &op.idleNs}}) {
            if (f.col < 0)
                continue;
            Cell c = st.real(f.col, v);
            if (c == Cell::Bad)
                reportBadCell(sink, table, st, f.col, SL_MSG("diag.db-cell.a-time-in-ms", "a time in ms"),
                              SL_MSG("diag.db-cell.time-left-at-0", "time left at 0"));
            if (c == Cell::Value)
                *f.target = v * kNsPerMs;
        }
        // communication.json's ratios, as its writers define them.
        if (op.waitNs + op.transitNs > 0)
            op.waitRatio = op.waitNs / (op.waitNs + op.transitNs);
        if (op.syncNs + op.transitNs > 0)
            op.syncRatio = op.syncNs / (op.syncNs + op.transitNs);
        byKey[{op.place.opName, op.place.group, op.place.step}] = out.ops.size();
        out.ops.push_back(std::move(op));
    }
    if (st.failed())
        sink.warn(0,
                  SL_MSG("diag.db-communication.commanalyzertime-could-not-be-read",
                         "CommAnalyzerTime could not be read to the end ({error})")
                      .arg("error", st.error()),
                  SL_MSG("diag.action.the-rows-read-so-far", "the rows read so far are used"));

    const char* bw = "CommAnalyzerBandwidth";
    if (analysis.hasTable(bw) && analysis.hasColumn(bw, "hccl_op_name") && analysis.hasColumn(bw, "transport_type")) {
        enum { bName, bGroup, bTransport, bSize, bTime, bBandwidth, bLarge, bPackage, bCount, bDuration, bStep };
        std::vector<int> bi;
        std::string bsql =
            "SELECT " +
            selectList(analysis, bw,
                       {"hccl_op_name", "group_name", "transport_type", "transit_size", "transit_time", "bandwidth",
                        "large_packet_ratio", "package_size", "count", "total_duration", "step"},
                       bi) +
            " FROM " + bw;
        Statement b = analysis.prepare(bsql, sink);
        while (b.step()) {
            auto it = byKey.find({textAt(b, bi[bName]), textAt(b, bi[bGroup]), textAt(b, bi[bStep])});
            if (it == byKey.end())
                continue;
            CommOp& op = out.ops[it->second];
            std::string transport = textAt(b, bi[bTransport]);
            auto link = std::find_if(op.bandwidth.begin(), op.bandwidth.end(),
                                     [&](const CommBandwidth& x) { return x.transport == transport; });
            if (link == op.bandwidth.end()) {
                op.bandwidth.emplace_back();
                link = op.bandwidth.end() - 1;
                link->transport = transport;
                double v = 0;
                if (bi[bSize] >= 0 && b.real(bi[bSize], v) == Cell::Value)
                    link->sizeMB = v;
                if (bi[bTime] >= 0 && b.real(bi[bTime], v) == Cell::Value)
                    link->timeNs = v * kNsPerMs;
                if (bi[bBandwidth] >= 0 && b.real(bi[bBandwidth], v) == Cell::Value)
                    link->bandwidthGBs = v;
                if (bi[bLarge] >= 0 && b.real(bi[bLarge], v) == Cell::Value)
                    link->largePacketRatio = v;
            }
            std::int64_t count = 0;
            double size = 0, duration = 0;
            if (bi[bCount] >= 0 && b.integer(bi[bCount], count) == Cell::Value && count > 0) {
                if (bi[bPackage] >= 0)
                    b.real(bi[bPackage], size);
                if (bi[bDuration] >= 0)
                    b.real(bi[bDuration], duration);
                link->sizeDistribution.push_back({size, count, duration * kNsPerMs});
            }
        }
        // Transports that moved data first, as communication.json lists them.
        for (auto& op : out.ops)
            std::stable_partition(op.bandwidth.begin(), op.bandwidth.end(),
                                  [](const CommBandwidth& x) { return x.sizeMB > 0; });
    }
    if (out.ops.empty())
        return std::nullopt;
    return out;
}

std::optional<CommunicationMatrix> readAnalysisMatrix(const Database& analysis, DiagnosticSink& sink)
{
    const char* table = "CommAnalyzerMatrix";
    if (!analysis.hasTable(table))
        return std::nullopt;
    enum { kName, kGroup, kSrc, kDst, kTransport, kSize, kTime, kBandwidth, kStep, kType, kOpName };
    std::vector<int> idx;
    std::string sql = "SELECT " +
                      selectList(analysis, table,
                                 {"hccl_op_name", "group_name", "src_rank", "dst_rank", "transport_type",
                                  "transit_size", "transit_time", "bandwidth", "step", "type", "op_name"},
                                 idx) +
                      " FROM " + table;
    CommunicationMatrix out;
    out.sources.push_back(analysis.path());
    Statement st = analysis.prepare(sql, sink);
    while (st.step()) {
        CommLink link;
        link.place =
            placeOf(textAt(st, idx[kName]), textAt(st, idx[kGroup]), textAt(st, idx[kStep]), textAt(st, idx[kType]));
        std::int64_t src = -1, dst = -1;
        if (idx[kSrc] < 0 || idx[kDst] < 0 || st.integer(idx[kSrc], src) != Cell::Value ||
            st.integer(idx[kDst], dst) != Cell::Value || src < 0 || dst < 0 || src > INT32_MAX || dst > INT32_MAX) {
            reportBadCell(sink, table, st,
                          idx[kSrc] < 0 ? 0 : (st.integer(idx[kSrc], src) != Cell::Value ? idx[kSrc] : idx[kDst]),
                          SL_MSG("diag.db-cell.a-rank-number", "a rank number"),
                          SL_MSG("diag.db-cell.link-skipped", "link skipped"));
            continue;
        }
        link.src = int(src);
        link.dst = int(dst);
        link.transport = textAt(st, idx[kTransport]);
        double v = 0;
        if (idx[kSize] >= 0 && st.real(idx[kSize], v) == Cell::Value)
            link.sizeMB = v;
        if (idx[kTime] >= 0 && st.real(idx[kTime], v) == Cell::Value)
            link.timeNs = v * kNsPerMs;
        if (idx[kBandwidth] >= 0 && st.real(idx[kBandwidth], v) == Cell::Value)
            link.bandwidthGBs = v;
        link.linkOpName = textAt(st, idx[kOpName]);
        out.links.push_back(std::move(link));
    }
    if (st.failed())
        sink.warn(0,
                  SL_MSG("diag.db-communication.commanalyzermatrix-could-not-be-read",
                         "CommAnalyzerMatrix could not be read to the end ({error})")
                      .arg("error", st.error()),
                  SL_MSG("diag.action.the-links-read-so-far", "the links read so far are used"));
    if (out.links.empty())
        return std::nullopt;
    return out;
}

std::optional<DbCommunication> readDbCommunication(const Database& db, const IdTable& strings,
                                                   const std::vector<StepSpan>& steps, DiagnosticSink& sink)
{
    if (!db.hasTable("COMMUNICATION_OP"))
        return std::nullopt;
    auto missing = db.missingColumns("COMMUNICATION_OP", {"opName", "startNs", "endNs"});
    if (!missing.empty()) {
        sink.warn(0,
                  SL_MSG("diag.db-communication.communication-op-lacks-the-column",
                         "COMMUNICATION_OP lacks the column {missing}")
                      .arg("missing", missing.front()),
                  SL_MSG("diag.action.no-communication-from-this-database", "no communication from this database"));
        return std::nullopt;
    }
    DbCommunication out;
    out.ops.sources.push_back(db.path());
    out.matrix.sources.push_back(db.path());

    struct Op {
        std::int64_t id = -1;
        std::string name, group;
        Nanos start = 0, end = 0;
    };
    std::vector<Op> ops;
    std::vector<int> idx;
    Statement st = db.prepare(
        "SELECT " + selectList(db, "COMMUNICATION_OP", {"opName", "startNs", "endNs", "groupName", "opId"}, idx) +
            " FROM COMMUNICATION_OP",
        sink);
    while (st.step()) {
        Op op;
        std::int64_t name = 0;
        if (st.integer(0, name) != Cell::Value || st.time(1, op.start) != Cell::Value ||
            st.time(2, op.end) != Cell::Value) {
            int bad = st.integer(0, name) != Cell::Value ? 0 : st.time(1, op.start) != Cell::Value ? 1 : 2;
            reportBadCell(sink, "COMMUNICATION_OP", st, bad,
                          bad == 0 ? SL_MSG("diag.db-cell.a-string-id", "a string id")
                                   : SL_MSG("diag.db-cell.a-time-in-ns", "a time in ns"),
                          SL_MSG("diag.db-cell.operation-skipped", "operation skipped"));
            continue;
        }
        if (op.end < op.start) {
            sink.warn(0,
                      SL_MSG("diag.db-communication.communication-op-row-the-operation",
                             "COMMUNICATION_OP row {row}: the operation ends before it starts")
                          .arg("row", std::to_string(st.row())),
                      SL_MSG("diag.action.operation-skipped", "operation skipped"));
            continue;
        }
        op.name = strings.get(name);
        std::int64_t v = 0;
        if (idx[3] >= 0 && st.integer(3, v) == Cell::Value)
            op.group = strings.get(v);
        if (idx[4] >= 0 && st.integer(4, v) == Cell::Value)
            op.id = v;
        ops.push_back(std::move(op));
    }
    if (st.failed())
        sink.warn(0,
                  SL_MSG("diag.db-communication.communication-op-could-not-be",
                         "COMMUNICATION_OP could not be read to the end ({error})")
                      .arg("error", st.error()),
                  SL_MSG("diag.action.the-operations-read-so-far", "the operations read so far are used"));
    std::stable_sort(ops.begin(), ops.end(), [](const Op& a, const Op& b) { return a.start < b.start; });

    // The tasks of each operation, when the task table can say.
    struct Task {
        std::int64_t plane = 0, size = 0, src = -1, dst = -1;
        std::string type, link, transport;
        Nanos start = 0, end = 0;
    };
    std::unordered_map<std::int64_t, std::vector<Task>> tasks; // by opId
    const bool haveTasks =
        db.hasTable("COMMUNICATION_TASK_INFO") && db.hasTable("TASK") &&
        db.missingColumns("COMMUNICATION_TASK_INFO", {"globalTaskId", "opId", "planeId", "size"}).empty() &&
        db.missingColumns("TASK", {"globalTaskId", "startNs", "endNs", "taskType"}).empty() &&
        db.hasColumn("COMMUNICATION_OP", "opId");
    if (haveTasks) {
        IdTable transports, links;
        transports.load(db, "ENUM_HCCL_TRANSPORT_TYPE", "id", "name", sink);
        links.load(db, "ENUM_HCCL_LINK_TYPE", "id", "name", sink);
        // Qualify the info table's columns (TASK has none of these names, but a future version might).
        std::string qualified;
        for (const char* c : {"opId", "planeId", "size", "srcRank", "dstRank", "transportType", "linkType"})
            qualified += std::string(qualified.empty() ? "" : ", ") +
                         (db.hasColumn("COMMUNICATION_TASK_INFO", c) ? std::string("i.") + c : std::string("NULL"));
        Statement ts = db.prepare("SELECT " + qualified +
                                      ", t.taskType, t.startNs, t.endNs FROM COMMUNICATION_TASK_INFO i JOIN TASK t "
                                      "ON t.globalTaskId = i.globalTaskId",
                                  sink);
        while (ts.step()) {
            Task t;
            std::int64_t op = 0, type = 0, v = 0;
            if (ts.integer(0, op) != Cell::Value || ts.time(8, t.start) != Cell::Value ||
                ts.time(9, t.end) != Cell::Value || t.end < t.start)
                continue;
            ts.integer(1, t.plane);
            if (ts.integer(2, t.size) != Cell::Value)
                t.size = 0;
            if (ts.integer(3, v) == Cell::Value && v != kNoValue)
                t.src = v;
            if (ts.integer(4, v) == Cell::Value && v != kNoValue)
                t.dst = v;
            if (ts.integer(5, v) == Cell::Value)
                t.transport = transports.get(v);
            if (ts.integer(6, v) == Cell::Value)
                t.link = links.get(v);
            if (ts.integer(7, type) == Cell::Value)
                t.type = strings.get(type);
            tasks[op].push_back(std::move(t));
        }
    } else if (db.hasTable("COMMUNICATION_TASK_INFO")) {
        sink.info(0,
                  SL_MSG("diag.db-communication.communication-task-info-or-task",
                         "COMMUNICATION_TASK_INFO or TASK lacks the columns that tie tasks to operations"),
                  SL_MSG("diag.action.communication-operations-have-their-duration",
                         "communication operations have their duration only (no transit, wait or bandwidth)"));
    }

    for (const auto& op : ops) {
        out.intervals.emplace_back(op.start, op.end);
        if (isReceive(op.name))
            out.receiveIntervals.emplace_back(op.start, op.end);
        CommOp c;
        c.place = placeOf(op.name, op.group, stepName(steps, op.start), isP2p(op.name) ? "p2p" : "collective");
        c.start = op.start;
        c.elapseNs = double(op.end - op.start);
        auto it = tasks.find(op.id);
        if (it != tasks.end()) {
            auto& list = it->second;
            std::sort(list.begin(), list.end(), [](const Task& a, const Task& b) { return a.start < b.start; });
            std::int64_t plane = INT64_MAX;
            for (const auto& t : list)
                if (t.type == "Notify Wait")
                    plane = std::min(plane, t.plane);
            if (plane == INT64_MAX)
                plane = list.empty() ? 0 : list.front().plane;
            Nanos firstTransit = INT64_MAX;
            for (const auto& t : list)
                if (t.plane == plane && t.size > 0 && t.type != "Notify Wait")
                    firstTransit = std::min(firstTransit, t.start);
            for (const auto& t : list) {
                if (t.plane != plane)
                    continue;
                if (t.type == "Notify Wait") {
                    c.waitNs += double(t.end - t.start);
                    if (t.end <= firstTransit)
                        c.syncNs += double(t.end - t.start);
                } else if (t.size > 0) {
                    c.transitNs += double(t.end - t.start);
                }
            }
            c.idleNs = c.elapseNs - c.transitNs - c.waitNs;
            if (c.waitNs + c.transitNs > 0)
                c.waitRatio = c.waitNs / (c.waitNs + c.transitNs);
            if (c.syncNs + c.transitNs > 0)
                c.syncRatio = c.syncNs / (c.syncNs + c.transitNs);
            // Bandwidth per link type of the data that left the device; SDMA sums its link types.
            std::map<std::string, CommBandwidth> byLink;
            std::map<std::tuple<int, int, std::string>, CommLink> links;
            for (const auto& t : list) {
                if (t.size <= 0 || t.type == "Notify Wait")
                    continue;
                const double mb = double(t.size) / 1e6, ns = double(t.end - t.start);
                // Only data that goes to another rank counts for bandwidth: not a copy of a rank to itself,
                // nor a write without a destination (a 4-byte flag on plane 0).
                const bool local = t.transport == "LOCAL" || t.src < 0 || t.dst < 0 || t.src == t.dst;
                if (t.src >= 0 && t.dst >= 0 && t.src <= INT32_MAX && t.dst <= INT32_MAX) {
                    std::string transport = local ? "LOCAL" : (t.link.empty() ? t.transport : t.link);
                    CommLink& l = links[{int(t.src), int(t.dst), transport}];
                    l.sizeMB += mb;
                    l.timeNs += ns;
                }
                if (local)
                    continue;
                std::vector<std::string> names;
                if (t.transport == "SDMA") {
                    names.push_back("SDMA");
                    if (!t.link.empty() && t.link != "N/A" && t.link != "INVALID_TYPE")
                        names.push_back(t.link);
                } else if (!t.transport.empty()) {
                    names.push_back(t.transport);
                }
                for (const auto& n : names) {
                    CommBandwidth& b = byLink[n];
                    b.transport = n;
                    b.sizeMB += mb;
                    b.timeNs += ns;
                    auto p = std::find_if(b.sizeDistribution.begin(), b.sizeDistribution.end(),
                                          [&](const CommBandwidth::Packet& x) { return x.sizeMB == mb; });
                    if (p == b.sizeDistribution.end())
                        b.sizeDistribution.push_back({mb, 1, ns});
                    else {
                        ++p->count;
                        p->timeNs += ns;
                    }
                }
            }
            for (auto& [name, b] : byLink) {
                if (b.timeNs > 0)
                    b.bandwidthGBs = b.sizeMB / (b.timeNs / kNsPerMs);
                c.bandwidth.push_back(std::move(b));
            }
            for (auto& [key, l] : links) {
                l.place = c.place;
                l.src = std::get<0>(key);
                l.dst = std::get<1>(key);
                l.transport = std::get<2>(key);
                l.bandwidthGBs = l.timeNs > 0 ? l.sizeMB / (l.timeNs / kNsPerMs) : 0;
                l.linkOpName = op.name;
                out.matrix.links.push_back(std::move(l));
            }
        }
        out.ops.ops.push_back(std::move(c));
    }
    mergeIntervals(out.intervals);
    mergeIntervals(out.receiveIntervals);
    return out;
}

} // namespace steplens::db
