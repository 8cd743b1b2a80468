#include "io/json_write.h"

#include "io/parallel_for.h"

#include <algorithm>
#include <sstream>
#include <vector>

namespace steplens::io {

namespace {

using Json = nlohmann::ordered_json;
using Serializer = nlohmann::detail::serializer<Json>;

constexpr unsigned kIndentStep = 2;
// A container of at least this many values (itself included) is cut into its members; a smaller one is
// one part, written whole (about 0.1 ms of work).
constexpr std::size_t kBigPart = 2048;
// An array at least this long is cut into runs of elements rather than element by element...
constexpr std::size_t kLongArray = 512;
// ...into about this many runs, none shorter than half a long array.
constexpr std::size_t kRunsPerArray = 32;
// Parts written into strings at once before they go out: bounds the memory held beyond the document.
constexpr std::size_t kPartsInFlight = 64;

// One part of the document, in output order.
struct Part {
    enum class Kind { Text, Value, Elements };
    Kind kind = Kind::Text;
    std::string text;            // Text: as it stands; the others: what they were written into
    const Json* json = nullptr;  // Value: the value; Elements: the array
    std::size_t from = 0, to = 0; // Elements: [from, to) of the array
    unsigned indent = 0;          // of the value or of each element
};

std::string spaces(unsigned n)
{
    return std::string(n, ' ');
}

// How many values `v` holds (itself included), counting no further than `cap`.
std::size_t countValues(const Json& v, std::size_t cap)
{
    std::size_t n = 1;
    if (v.is_object() || v.is_array())
        for (const Json& member : v) {
            if (n >= cap)
                break;
            n += countValues(member, cap - n);
        }
    return n;
}

// The document cut into parts. Every byte of framing (brackets, commas, line breaks, indentation, keys)
// is placed where dump(2) places it.
class Planner
{
public:
    std::vector<Part> parts;

    // `v` as it is written at `indent` (the current indentation of the line it starts on).
    void value(const Json& v, unsigned indent)
    {
        const bool container = (v.is_object() || v.is_array()) && !v.empty();
        if (!container || countValues(v, kBigPart) < kBigPart) {
            Part p;
            p.kind = Part::Kind::Value;
            p.json = &v;
            p.indent = indent;
            parts.push_back(std::move(p));
            return;
        }
        const unsigned inner = indent + kIndentStep;
        if (v.is_object()) {
            text("{\n");
            std::size_t i = 0;
            for (auto it = v.begin(); it != v.end(); ++it, ++i) {
                text(spaces(inner) + key(it.key()) + ": ");
                value(it.value(), inner);
                text(i + 1 < v.size() ? ",\n" : "\n");
            }
            text(spaces(indent) + "}");
            return;
        }
        text("[\n");
        if (v.size() >= kLongArray) {
            const std::size_t run = std::max(kLongArray / 2, (v.size() + kRunsPerArray - 1) / kRunsPerArray);
            for (std::size_t from = 0; from < v.size(); from += run) {
                Part p;
                p.kind = Part::Kind::Elements;
                p.json = &v;
                p.from = from;
                p.to = std::min(v.size(), from + run);
                p.indent = inner;
                parts.push_back(std::move(p));
            }
        } else {
            for (std::size_t i = 0; i < v.size(); ++i) {
                text(spaces(inner));
                value(v[i], inner);
                text(i + 1 < v.size() ? ",\n" : "\n");
            }
        }
        text(spaces(indent) + "]");
    }

private:
    void text(const std::string& s)
    {
        if (parts.empty() || parts.back().kind != Part::Kind::Text)
            parts.emplace_back();
        parts.back().text += s;
    }

    // A key as dump() writes it: quoted, escaped, invalid UTF-8 replaced.
    std::string key(const std::string& k)
    {
        std::string out;
        Serializer s(nlohmann::detail::output_adapter<char, std::string>(out), ' ', Json::error_handler_t::replace);
        s.dump(Json(k), true, false, kIndentStep, 0);
        return out;
    }
};

void writePart(Part& p)
{
    if (p.kind == Part::Kind::Text)
        return;
    // Written into a string of this thread's own and moved in at the end: the parts lie side by side in
    // one vector, and a string's length in it, updated at every token, would share a cache line with the
    // neighbour another thread writes (that made two threads slower than one).
    std::string text;
    Serializer s(nlohmann::detail::output_adapter<char, std::string>(text), ' ', Json::error_handler_t::replace);
    if (p.kind == Part::Kind::Value) {
        s.dump(*p.json, true, false, kIndentStep, p.indent);
    } else {
        const std::string indentation = spaces(p.indent);
        const Json& array = *p.json;
        for (std::size_t i = p.from; i < p.to; ++i) {
            text += indentation;
            s.dump(array[i], true, false, kIndentStep, p.indent);
            text += i + 1 < array.size() ? ",\n" : "\n";
        }
    }
    p.text = std::move(text);
}

} // namespace

void writeIndentedJson(std::ostream& out, const nlohmann::ordered_json& doc)
{
    Planner plan;
    plan.value(doc, 0);
    std::vector<Part>& parts = plan.parts;
    for (std::size_t start = 0; start < parts.size(); start += kPartsInFlight) {
        const std::size_t end = std::min(parts.size(), start + kPartsInFlight);
        parallelFor(end - start, [&](std::size_t i) { writePart(parts[start + i]); });
        for (std::size_t i = start; i < end; ++i) {
            out.write(parts[i].text.data(), std::streamsize(parts[i].text.size()));
            std::string().swap(parts[i].text); // freed as it goes out
        }
    }
}

std::string indentedJson(const nlohmann::ordered_json& doc)
{
    std::ostringstream out;
    writeIndentedJson(out, doc);
    return out.str();
}

} // namespace steplens::io
