#include "timeline_generator.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <fstream>
#include <string>
#include <sys/stat.h>
#include <vector>

namespace steplens::bench {

namespace {

constexpr int kOps = 2600;
constexpr int kTypes = 30;
constexpr int kStreams = 8;
// Share of the graph's ops per stream, in per mille: stream 0 holds 54 %, stream 7 (AllReduce) 2 %.
constexpr std::array<int, kStreams> kStreamShare = {540, 120, 100, 80, 60, 50, 30, 20};

const char* const kTypeNames[kTypes] = {"Conv2D",
                                        "MatMul",
                                        "BatchMatMul",
                                        "Add",
                                        "Mul",
                                        "Sub",
                                        "RealDiv",
                                        "Cast",
                                        "TransData",
                                        "Transpose",
                                        "ReLU",
                                        "ReluGrad",
                                        "Softmax",
                                        "LayerNorm",
                                        "LayerNormGrad",
                                        "Gelu",
                                        "GeluGrad",
                                        "ReduceSum",
                                        "ReduceMean",
                                        "BiasAdd",
                                        "BiasAddGrad",
                                        "Conv2DBackpropInput",
                                        "Conv2DBackpropFilter",
                                        "ApplyMomentum",
                                        "Adam",
                                        "DropoutDoMask",
                                        "DropoutGenMask",
                                        "Reshape",
                                        "Concat",
                                        "AllReduce"};

const char* const kScopes[] = {"network-WithLossCell",
                               "_backbone-TransformerModel",
                               "encoder-TransformerEncoder",
                               "layers-CellList",
                               "attention-MultiHeadAttention",
                               "feedforward-FeedForward",
                               "dense1-Dense",
                               "dense2-Dense",
                               "layernorm-LayerNorm",
                               "dropout-Dropout",
                               "output-OutputLayer",
                               "embedding-EmbeddingLookup",
                               "gradients-GradOperation",
                               "optimizer-AdamWeightDecay",
                               "loss-SoftmaxCrossEntropy",
                               "decoder-TransformerDecoder"};

std::uint64_t mix(std::uint64_t x)
{
    x ^= x >> 33;
    x *= 0xFF51AFD7ED558CCDull;
    x ^= x >> 33;
    x *= 0xC4CEB9FE1A85EC53ull;
    x ^= x >> 33;
    return x;
}

struct Op {
    std::string name, type, fullName;
    int stream = 0;
    std::uint64_t ticks = 0; // duration in 10 ns ticks
};

std::vector<Op> buildGraph()
{
    std::vector<Op> ops(kOps);
    // Stream of each op: contiguous blocks in proportion to the shares, then shuffled deterministically.
    std::vector<int> streams;
    for (int s = 0; s < kStreams; ++s)
        for (int k = 0; k < kStreamShare[s] * kOps / 1000; ++k)
            streams.push_back(s);
    while (int(streams.size()) < kOps)
        streams.push_back(0);
    for (int i = kOps - 1; i > 0; --i)
        std::swap(streams[i], streams[mix(i * 7919) % std::uint64_t(i + 1)]);
    for (int i = 0; i < kOps; ++i) {
        Op& op = ops[i];
        op.stream = streams[i];
        int type = op.stream == 7 ? kTypes - 1 : int(mix(i + 17) % (kTypes - 1));
        op.type = kTypeNames[type];
        op.name = op.type + "-op" + std::to_string(100 + i * 3);
        op.fullName = i < kOps / 2 ? "Default" : "Gradients/Default";
        int depth = 4 + int(mix(i + 101) % 5);
        for (int d = 0; d < depth; ++d)
            op.fullName += "/" + std::string(kScopes[mix(i * 31 + d) % (sizeof kScopes / sizeof kScopes[0])]);
        op.fullName += "/" + op.name;
        // 1-500 µs, mostly short: u^3 skews towards small ops.
        double u = double(mix(i + 555) % 1000000) / 1e6;
        op.ticks = 100 + std::uint64_t(49900.0 * u * u * u);
    }
    return ops;
}

class Writer
{
public:
    explicit Writer(std::FILE* f)
        : m_file(f)
    {
        m_buf.reserve(1 << 20);
    }
    ~Writer() { flush(); }
    void put(const char* s) { m_buf += s; }
    void put(const std::string& s) { m_buf += s; }
    void putInt(std::uint64_t v)
    {
        char tmp[24];
        auto r = std::to_chars(tmp, tmp + sizeof tmp, v);
        m_buf.append(tmp, r.ptr);
    }
    // Python repr of a float: shortest round-trip digits, ".0" on whole numbers.
    void putFloat(double v)
    {
        char tmp[40];
        auto r = std::to_chars(tmp, tmp + sizeof tmp, v);
        std::string_view s(tmp, std::size_t(r.ptr - tmp));
        m_buf.append(s);
        if (s.find_first_of(".e") == std::string_view::npos)
            m_buf += ".0";
    }
    void maybeFlush()
    {
        if (m_buf.size() > (1u << 20) - 4096)
            flush();
    }
    void flush()
    {
        if (!m_buf.empty()) {
            m_bytes += std::fwrite(m_buf.data(), 1, m_buf.size(), m_file);
            m_buf.clear();
        }
    }
    std::uint64_t bytes() const { return m_bytes + m_buf.size(); }

private:
    std::FILE* m_file;
    std::string m_buf;
    std::uint64_t m_bytes = 0;
};

struct Exec {
    std::uint64_t start = 0, ticks = 0;
    int op = 0;
};

} // namespace

GeneratedTimeline writeMindSporeTimeline(std::FILE* out, std::uint64_t events)
{
    GeneratedTimeline info;
    const std::vector<Op> ops = buildGraph();
    Writer w(out);
    w.put("[");
    bool first = true;
    std::uint64_t stepStart = 0;
    std::vector<Exec> step;
    while (info.events < events) {
        // One step: each stream runs its ops in graph order with small gaps; streams run in parallel.
        step.clear();
        std::array<std::uint64_t, kStreams> clock;
        for (int s = 0; s < kStreams; ++s)
            clock[s] = stepStart + std::uint64_t(s) * 37;
        for (int i = 0; i < kOps; ++i) {
            const Op& op = ops[i];
            std::uint64_t jitter = mix(info.steps * kOps + std::uint64_t(i)) % 64;
            std::uint64_t ticks = op.ticks + op.ticks * jitter / 1024;
            std::uint64_t gap = 20 + jitter * 5;
            step.push_back(Exec{clock[op.stream] + gap, ticks, i});
            clock[op.stream] += gap + ticks;
        }
        std::stable_sort(step.begin(), step.end(), [](const Exec& a, const Exec& b) { return a.start < b.start; });
        for (const Exec& e : step) {
            if (info.events >= events)
                break;
            const Op& op = ops[e.op];
            w.put(first ? "{\"name\": \"" : ", {\"name\": \"");
            first = false;
            w.put(op.name);
            w.put("\", \"ph\": \"X\", \"tid\": ");
            w.putInt(std::uint64_t(op.stream));
            w.put(", \"ts\": ");
            w.putFloat(double(e.start) / 1e5 * 1000);
            w.put(", \"dur\": ");
            w.putFloat(double(e.ticks) / 1e5 * 1000);
            w.put(", \"pid\": 0, \"args\": {\"type\": \"");
            w.put(op.type);
            w.put("\", \"fullname\": \"");
            w.put(op.fullName);
            w.put("\"}}");
            w.maybeFlush();
            ++info.perStream[op.stream];
            ++info.events;
        }
        ++info.steps;
        stepStart = *std::max_element(clock.begin(), clock.end()) + 20000; // 200 µs between steps
    }
    w.put(first ? "" : ", ");
    w.put("{\"name\": \"process_name\", \"ph\": \"M\", \"pid\": 0, \"tid\": 0, \"args\": {\"name\": \"AICORE OP\"}}, "
          "{\"name\": \"process_sort_index\", \"ph\": \"M\", \"pid\": 0, \"tid\": 0, \"args\": {\"sort_index\": 0}}");
    for (int s = 0; s < kStreams; ++s) {
        w.put(", {\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": 0, \"tid\": ");
        w.putInt(std::uint64_t(s));
        w.put(", \"args\": {\"name\": \"Stream #");
        w.putInt(std::uint64_t(s));
        w.put("\"}}, {\"name\": \"thread_sort_index\", \"ph\": \"M\", \"pid\": 0, \"tid\": ");
        w.putInt(std::uint64_t(s));
        w.put(", \"args\": {\"sort_index\": ");
        w.putInt(std::uint64_t(s));
        w.put("}}");
    }
    w.put("]");
    w.flush();
    info.bytes = w.bytes();
    return info;
}

bool ensureMindSporeTimeline(const std::string& path, std::uint64_t events, GeneratedTimeline& info)
{
    // A sidecar records what a finished generation wrote, so an interrupted one is redone.
    const std::string done = path + ".done";
    {
        std::ifstream in(done);
        std::uint64_t n = 0, bytes = 0;
        struct stat st {};
        if (in >> n >> bytes && n == events && ::stat(path.c_str(), &st) == 0 && std::uint64_t(st.st_size) == bytes) {
            info.events = n;
            info.bytes = bytes;
            return true;
        }
    }
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f)
        return false;
    info = writeMindSporeTimeline(f, events);
    bool ok = std::fclose(f) == 0;
    std::ofstream(done) << info.events << ' ' << info.bytes << '\n';
    return ok;
}

} // namespace steplens::bench
