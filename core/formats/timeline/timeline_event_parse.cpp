// Splitting one event object into its members: the keys the scanner keeps go to their slots in
// ParsedEvent, everything else is skipped without being decoded. The key order of the previous
// event is remembered, since writers repeat it for every event.
#include "formats/timeline/timeline_scan.h"

#include <algorithm>

namespace steplens::tlscan {

using tljson::Status;
using tljson::Text;

namespace {

inline bool keyIs(const Text& key, const char* literal, std::size_t n)
{
    return key.size == n && std::memcmp(key.data, literal, n) == 0;
}

KeyShape::Key eventKey(ParsedEvent& ev, const Text& key)
{
    KeyShape::Key k;
    k.role = KeyShape::Keep;
    switch (key.size) {
    case 2:
        k.slot = keyIs(key, "ph", 2) ? &ev.ph : keyIs(key, "ts", 2) ? &ev.ts : keyIs(key, "id", 2) ? &ev.id : nullptr;
        break;
    case 3:
        k.slot = keyIs(key, "pid", 3)   ? &ev.pid
                 : keyIs(key, "tid", 3) ? &ev.tid
                 : keyIs(key, "dur", 3) ? &ev.dur
                 : keyIs(key, "cat", 3) ? &ev.cat
                                        : nullptr;
        break;
    case 4:
        if (keyIs(key, "args", 4)) {
            k.role = KeyShape::Args;
            k.slot = &ev.args;
            return k;
        }
        k.slot = keyIs(key, "name", 4) ? &ev.name : nullptr;
        break;
    default: break;
    }
    if (!k.slot)
        k.role = KeyShape::Ignore;
    return k;
}

KeyShape::Key argsKey(ParsedEvent& ev, const Text& key)
{
    KeyShape::Key k;
    switch (key.size) {
    case 4: k.slot = keyIs(key, "type", 4) ? &ev.argType : keyIs(key, "name", 4) ? &ev.argName : nullptr; break;
    case 6: k.slot = keyIs(key, "labels", 6) ? &ev.argLabels : nullptr; break;
    case 8: k.slot = keyIs(key, "fullname", 8) ? &ev.argFullName : nullptr; break;
    case 9: k.slot = keyIs(key, "Task Type", 9) ? &ev.argTaskType : nullptr; break;
    case 10: k.slot = keyIs(key, "sort_index", 10) ? &ev.argSortIndex : nullptr; break;
    case 12: k.slot = keyIs(key, "op_full_name", 12) ? &ev.argOpFullName : nullptr; break;
    default: break;
    }
    k.role = k.slot ? KeyShape::Keep : KeyShape::Ignore;
    return k;
}

// Reads the key at `q` ('"'). When it is the key this position had last time, one comparison
// recognises it; otherwise it is scanned, classified by `classify` and remembered.
template <typename Classify>
Status readKey(const char*& q, const char* end, KeyShape& shape, int index, Classify classify, KeyShape::Key& out)
{
    if (index < shape.count) {
        const KeyShape::Key& k = shape.keys[index];
        if (end - q > k.size + 1 && q[k.size + 1] == '"' && std::memcmp(q + 1, k.text, k.size) == 0) {
            out = k;
            q += k.size + 2;
            return Status::Ok;
        }
    }
    // Keys are short and plain: a byte loop beats the vector search; escapes take the long way.
    Text key;
    const char* k = q + 1;
    const char* e = k;
    while (e < end && *e != '"' && *e != '\\')
        ++e;
    if (e < end && *e == '"') {
        key.data = k;
        key.size = static_cast<std::uint32_t>(e - k);
        key.present = key.quoted = true;
        q = e + 1;
    } else if (Status s = tljson::scanString(k, end, key, q); s != Status::Ok) {
        return s;
    }
    out = classify(key);
    if (index < KeyShape::kMaxKeys && !key.escaped && key.size <= sizeof(out.text)) {
        std::memcpy(out.text, key.data, key.size);
        out.size = static_cast<std::uint8_t>(key.size);
        shape.keys[index] = out;
        shape.count = index + 1;
    } else {
        shape.count = std::min(shape.count, index);
    }
    return Status::Ok;
}

// Walks the members of the object at `p` ('{'); `member(key, value, after)` reads each value.
template <typename Classify, typename Member>
Status scanObject(const char* p, const char* end, const char*& next, KeyShape& shape, Classify classify, Member member)
{
    const char* q = tljson::skipSpace(p + 1, end);
    if (q >= end)
        return Status::NeedMore;
    if (*q == '}') {
        next = q + 1;
        return Status::Ok;
    }
    for (int index = 0;; ++index) {
        if (*q != '"')
            return Status::Error;
        KeyShape::Key key;
        Status s = readKey(q, end, shape, index, classify, key);
        if (s != Status::Ok)
            return s;
        q = tljson::skipSpace(q, end);
        if (q >= end)
            return Status::NeedMore;
        if (*q != ':')
            return Status::Error;
        q = tljson::skipSpace(q + 1, end);
        if (q >= end)
            return Status::NeedMore;
        s = member(key, q, q);
        if (s != Status::Ok)
            return s;
        q = tljson::skipSpace(q, end);
        if (q >= end)
            return Status::NeedMore;
        if (*q == ',') {
            q = tljson::skipSpace(q + 1, end);
            if (q >= end)
                return Status::NeedMore;
            continue;
        }
        if (*q == '}') {
            next = q + 1;
            return Status::Ok;
        }
        return Status::Error;
    }
}

} // namespace

Status parseEvent(const char* p, const char* end, ParsedEvent& ev, const char*& next)
{
    ev.reset();
    auto classifyEvent = [&](const Text& key) { return eventKey(ev, key); };
    auto classifyArgs = [&](const Text& key) { return argsKey(ev, key); };
    return scanObject(
        p, end, next, ev.eventShape, classifyEvent, [&](const KeyShape::Key& key, const char* q, const char*& after) {
            Text ignored;
            if (key.role == KeyShape::Args) {
                if (*q != '{')
                    return tljson::scanValue(q, end, ev.args, after);
                const char* argsEnd = nullptr;
                Status s = scanObject(q, end, argsEnd, ev.argsShape, classifyArgs,
                                      [&](const KeyShape::Key& k, const char* v, const char*& vEnd) {
                                          Text skipped;
                                          return tljson::scanValue(v, end, k.slot ? *k.slot : skipped, vEnd);
                                      });
                if (s != Status::Ok)
                    return s;
                ev.args.data = q;
                ev.args.size = static_cast<std::uint32_t>(argsEnd - q);
                ev.args.escaped = false;
                ev.args.quoted = false;
                ev.args.present = true;
                after = argsEnd;
                return Status::Ok;
            }
            return tljson::scanValue(q, end, key.slot ? *key.slot : ignored, after);
        });
}

bool forEachMember(std::string_view raw, const std::function<void(std::string_view, const Text&)>& member)
{
    const char* p = raw.data();
    const char* end = p + raw.size();
    p = tljson::skipSpace(p, end);
    if (p >= end || *p != '{')
        return false;
    // Keys are passed on as text, so nothing is classified or remembered between calls.
    KeyShape shape;
    std::string keyScratch;
    Text lastKey;
    auto classify = [&](const Text& key) {
        lastKey = key;
        return KeyShape::Key{};
    };
    const char* next = nullptr;
    Status s =
        scanObject(p, end, next, shape, classify, [&](const KeyShape::Key& k, const char* q, const char*& after) {
            Text value;
            Status vs = tljson::scanValue(q, end, value, after);
            if (vs != Status::Ok)
                return vs;
            std::string_view key = k.size ? std::string_view(k.text, k.size) : lastKey.view();
            if (lastKey.escaped && !k.size)
                key = keyScratch = tljson::decodeString(lastKey.view());
            member(key, value);
            return vs;
        });
    return s == Status::Ok;
}

} // namespace steplens::tlscan
