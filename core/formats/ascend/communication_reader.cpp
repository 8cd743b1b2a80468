#include "formats/ascend/communication_reader.h"

#include "io/json_util.h"
#include "io/numbers.h"
#include "io/text.h"

#include <cctype>
#include <cmath>

namespace steplens {

namespace {

// Ordered: the operations are listed in the order the file gives them.
using json = nlohmann::ordered_json;

constexpr int kMaxWalkDepth = 6;
constexpr const char* kTotalOpInfo = "Total Op Info";

bool allDigits(std::string_view s)
{
    if (s.empty() || s.size() > 9)
        return false;
    for (char c : s)
        if (!std::isdigit(static_cast<unsigned char>(c)))
            return false;
    return true;
}

void setOp(CommPlace& place, const std::string& key)
{
    place.opKey = key;
    place.total = key == kTotalOpInfo;
    std::size_t at = key.rfind('@');
    place.opName = place.total || at == std::string::npos ? key : key.substr(0, at);
    place.group = place.total || at == std::string::npos ? std::string() : key.substr(at + 1);
}

// Names the level of a key that is not an operation. Returns false for keys it cannot place.
bool placeKey(CommPlace& place, const std::string& key)
{
    std::string lower = io::toLower(key);
    if (lower == "p2p" || lower == "collective") {
        place.kind = lower;
        return true;
    }
    if (key == kTotalOpInfo || key.find('@') != std::string::npos) {
        setOp(place, key);
        return true;
    }
    if (!key.empty() && key.front() == '(') {
        place.rankSet = key;
        return true;
    }
    if (io::startsWith(lower, "step")) {
        place.step = key;
        return true;
    }
    if (!place.opKey.empty() && allDigits(key)) {
        place.rank = std::stoi(key);
        return true;
    }
    return false;
}

Message where(const CommPlace& p)
{
    std::string s;
    for (const std::string* part : {&p.rankSet, &p.step, &p.kind, &p.opKey})
        if (!part->empty())
            s += (s.empty() ? "" : " / ") + *part;
    if (p.rank >= 0)
        return (s.empty() ? SL_MSG("diag.communication.place-rank", "rank {rank}")
                          : SL_MSG("diag.communication.place-path-rank", "{path} / rank {rank}").arg("path", s))
            .arg("rank", p.rank);
    return s.empty() ? SL_MSG("diag.communication.place-top-level", "top level") : Message(s);
}

std::optional<double> looseNumber(const json& obj, const char* key)
{
    if (!obj.is_object())
        return std::nullopt;
    auto it = obj.find(key);
    if (it == obj.end())
        return std::nullopt;
    if (it->is_number())
        return it->get<double>();
    if (it->is_string())
        return io::parseDouble(it->get<std::string>());
    return std::nullopt;
}

std::string text(const json& obj, const char* key)
{
    auto it = obj.find(key);
    return it != obj.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// A number written as a number or as numeric text; warns when present but unusable.
std::optional<double> number(const json& obj, const char* key, const CommPlace& p, DiagnosticSink& sink, bool required)
{
    auto v = looseNumber(obj, key);
    if (!v) {
        if (required || (obj.is_object() && obj.contains(key)))
            sink.warn(0,
                      (required && !obj.contains(key)
                           ? SL_MSG("diag.communication.missing-key", "missing '{key}' in {where}")
                           : SL_MSG("diag.communication.non-numeric-key", "non-numeric '{key}' in {where}"))
                          .arg("key", key)
                          .arg("where", where(p)),
                      SL_MSG("diag.action.value-read-as-0", "value read as 0"));
        return std::nullopt;
    }
    if (std::isnan(*v) || std::isinf(*v))
        return std::nullopt;
    return v;
}

CommBandwidth readBandwidth(const std::string& transport, const json& b, const CommPlace& p, DiagnosticSink& sink)
{
    CommBandwidth bw;
    bw.transport = transport;
    bw.sizeMB = number(b, "Transit Size(MB)", p, sink, false).value_or(0);
    bw.timeNs = msToNanos(number(b, "Transit Time(ms)", p, sink, false).value_or(0));
    bw.bandwidthGBs = number(b, "Bandwidth(GB/s)", p, sink, false);
    bw.largePacketRatio = number(b, "Large Packet Ratio", p, sink, false);
    auto dist = b.find("Size Distribution");
    if (dist != b.end() && dist->is_object()) {
        for (auto it = dist->begin(); it != dist->end(); ++it) {
            auto skip = [&](Message why) {
                sink.warn(0, why.arg("substr", it.key().substr(0, 40)).arg("where", where(p)),
                          SL_MSG("diag.action.entry-skipped", "entry skipped"));
            };
            auto size = io::parseDouble(it.key());
            const json& v = it.value();
            if (!size || !v.is_array() || v.size() < 2 || !v[0].is_number() || !v[1].is_number()) {
                skip(SL_MSG("diag.communication.size-distribution-entry-in-is",
                            "size distribution entry '{substr}' in {where} is not [count, ms]"));
                continue;
            }
            const auto count = io::toLongLong(v[0].get<double>()); // a float count beyond int64 would be undefined
            if (!count) {
                skip(SL_MSG("diag.communication.size-distribution-count-out-of-range",
                            "size distribution entry '{substr}' in {where} has a count out of range"));
                continue;
            }
            bw.sizeDistribution.push_back({*size, *count, msToNanos(v[1].get<double>())});
        }
    }
    return bw;
}

CommOp readOp(const json& info, const CommPlace& place, DiagnosticSink& sink)
{
    CommOp op;
    op.place = place;
    auto time = info.find("Communication Time Info");
    if (time != info.end() && time->is_object()) {
        const json& t = *time;
        if (auto s = number(t, "Start Timestamp(us)", place, sink, false); s && std::fabs(*s) < 9e15) {
            // Epoch µs times 1000 would round in a double; split off the whole µs first.
            double whole = std::floor(*s);
            op.start = static_cast<Nanos>(whole) * 1000 + static_cast<Nanos>(std::llround((*s - whole) * 1000.0));
        }
        op.elapseNs = msToNanos(number(t, "Elapse Time(ms)", place, sink, true).value_or(0));
        op.transitNs = msToNanos(number(t, "Transit Time(ms)", place, sink, false).value_or(0));
        op.waitNs = msToNanos(number(t, "Wait Time(ms)", place, sink, false).value_or(0));
        op.syncNs = msToNanos(number(t, "Synchronization Time(ms)", place, sink, false).value_or(0));
        // MindSpore's documentation spells it "Idel"; accept both.
        auto idle = number(t, "Idle Time(ms)", place, sink, false);
        if (!idle)
            idle = number(t, "Idel Time(ms)", place, sink, false);
        op.idleNs = msToNanos(idle.value_or(0));
        op.waitRatio = number(t, "Wait Time Ratio", place, sink, false);
        op.syncRatio = number(t, "Synchronization Time Ratio", place, sink, false);
    } else {
        sink.warn(0,
                  SL_MSG("diag.communication.no-communication-time-info-in", "no 'Communication Time Info' in {where}")
                      .arg("where", where(place)),
                  SL_MSG("diag.action.times-read-as-0", "times read as 0"));
    }
    auto bw = info.find("Communication Bandwidth Info");
    if (bw != info.end() && bw->is_object())
        for (auto it = bw->begin(); it != bw->end(); ++it)
            if (it->is_object())
                op.bandwidth.push_back(readBandwidth(it.key(), *it, place, sink));
    return op;
}

bool isOpInfo(const json& v)
{
    return v.is_object() && (v.contains("Communication Time Info") || v.contains("Communication Bandwidth Info"));
}

void walkOps(const json& obj, CommPlace place, int depth, Communication& out, DiagnosticSink& sink, bool& unplaced)
{
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        const json& v = it.value();
        if (!v.is_object())
            continue;
        CommPlace here = place;
        if (isOpInfo(v)) {
            // Under an op (cluster files) the key is a rank; otherwise it is the op itself.
            if (here.opKey.empty() || !allDigits(it.key()))
                setOp(here, it.key());
            else
                here.rank = std::stoi(it.key());
            out.ops.push_back(readOp(v, here, sink));
            continue;
        }
        if (!placeKey(here, it.key()) && !unplaced) {
            unplaced = true;
            sink.info(
                0,
                SL_MSG("diag.communication.key-under-is-not-a", "key '{substr}' under {where} is not a known level")
                    .arg("substr", it.key().substr(0, 60))
                    .arg("where", where(place)),
                SL_MSG("diag.action.its-content-read-anyway", "its content read anyway"));
        }
        if (depth < kMaxWalkDepth)
            walkOps(v, here, depth + 1, out, sink, unplaced);
        else
            sink.warn(0,
                      SL_MSG("diag.communication.nesting-deeper-than-expected-under",
                             "nesting deeper than expected under {where}")
                          .arg("where", where(here)),
                      SL_MSG("diag.action.that-part-ignored", "that part ignored"));
    }
}

// An object whose values are links ("0-1": {"Transport Type": ...}).
bool isLinkMap(const json& v)
{
    if (!v.is_object() || v.empty())
        return false;
    for (auto it = v.begin(); it != v.end(); ++it)
        if (it->is_object() && (it->contains("Transport Type") || it->contains("Transit Size(MB)")))
            return true;
    return false;
}

void readLinks(const json& links, const CommPlace& place, CommunicationMatrix& out, DiagnosticSink& sink)
{
    for (auto it = links.begin(); it != links.end(); ++it) {
        const json& l = it.value();
        const std::string& key = it.key();
        std::size_t dash = key.find('-');
        int src = -1, dst = -1;
        if (dash != std::string::npos && allDigits(key.substr(0, dash)) && allDigits(key.substr(dash + 1))) {
            src = std::stoi(key.substr(0, dash));
            dst = std::stoi(key.substr(dash + 1));
        }
        if (src < 0 || !l.is_object()) {
            sink.warn(0,
                      SL_MSG("diag.communication.bad-link-key", "link '{key}' in {where} is not {expected}")
                          .arg("key", key.substr(0, 40))
                          .arg("where", where(place))
                          .arg("expected", "'<src>-<dst>': {...}"),
                      SL_MSG("diag.action.link-skipped", "link skipped"));
            continue;
        }
        CommLink link;
        link.place = place;
        link.src = src;
        link.dst = dst;
        link.transport = text(l, "Transport Type");
        link.sizeMB = number(l, "Transit Size(MB)", place, sink, false).value_or(0);
        link.timeNs = msToNanos(number(l, "Transit Time(ms)", place, sink, false).value_or(0));
        auto bw = number(l, "Bandwidth(GB/s)", place, sink, false);
        link.bandwidthGBs = bw ? *bw : (link.timeNs > 0 ? link.sizeMB / nanosToMs(link.timeNs) : 0.0);
        link.linkOpName = l.contains("Op Name") ? text(l, "Op Name") : text(l, "op_name");
        out.links.push_back(std::move(link));
    }
}

void walkMatrix(const json& obj, CommPlace place, int depth, CommunicationMatrix& out, DiagnosticSink& sink,
                bool& unplaced)
{
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        const json& v = it.value();
        if (!v.is_object())
            continue;
        CommPlace here = place;
        if (isLinkMap(v)) {
            setOp(here, it.key());
            readLinks(v, here, out, sink);
            continue;
        }
        if (!placeKey(here, it.key()) && !unplaced) {
            unplaced = true;
            sink.info(
                0,
                SL_MSG("diag.communication.key-under-is-not-a", "key '{substr}' under {where} is not a known level")
                    .arg("substr", it.key().substr(0, 60))
                    .arg("where", where(place)),
                SL_MSG("diag.action.its-content-read-anyway", "its content read anyway"));
        }
        if (depth < kMaxWalkDepth)
            walkMatrix(v, here, depth + 1, out, sink, unplaced);
    }
}

} // namespace

ReadResult<Communication> readCommunication(const std::string& path)
{
    return guardedRead<Communication>(path, [&](DiagnosticSink& sink) -> std::optional<Communication> {
        auto doc = io::readOrderedJsonObjectFile(path, sink);
        if (!doc)
            return std::nullopt;
        Communication out;
        out.sources.push_back(path);
        bool unplaced = false;
        walkOps(*doc, {}, 0, out, sink, unplaced);
        for (const auto& op : out.ops)
            out.clusterForm = out.clusterForm || op.place.rank >= 0;
        if (out.ops.empty())
            sink.info(0, SL_MSG("diag.communication.no-communication-operations", "no communication operations"),
                      SL_MSG("diag.action.no-communication-data-from-this", "no communication data from this file"));
        return out;
    });
}

ReadResult<CommunicationMatrix> readCommunicationMatrix(const std::string& path)
{
    return guardedRead<CommunicationMatrix>(path, [&](DiagnosticSink& sink) -> std::optional<CommunicationMatrix> {
        auto doc = io::readOrderedJsonObjectFile(path, sink);
        if (!doc)
            return std::nullopt;
        CommunicationMatrix out;
        out.sources.push_back(path);
        bool unplaced = false;
        walkMatrix(*doc, {}, 0, out, sink, unplaced);
        for (const auto& l : out.links)
            out.clusterForm = out.clusterForm || !l.place.rankSet.empty();
        if (out.links.empty())
            sink.info(
                0, SL_MSG("diag.communication.no-links", "no links"),
                SL_MSG("diag.action.no-communication-matrix-from-this", "no communication matrix from this file"));
        return out;
    });
}

} // namespace steplens
