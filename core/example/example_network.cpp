// The network of the example runs: a small ResNet for CIFAR-10 (a stem convolution and three
// residual blocks of 64, 128 and 256 channels at 32×32, 16×16 and 8×8, global average pooling,
// dropout and a dense layer), trained with Momentum, batch 128, as MindSpore compiles it for
// Ascend: BatchNorm split into BNTrainingReduce/BNTrainingUpdate, ReLUV2 with a mask, 5-D NC1HWC0
// activations and FracZ weights. With amp O3 every compute op runs in float16 and Cast ops appear;
// they take op ids after the others, so every op common to all runs keeps its full name and the
// runs can be compared op by op.
#include "example/example_plan.h"

#include <map>

namespace steplens::example {

namespace {

const std::string kCell = "Default/network-TrainOneStepCell";
const std::string kNet = kCell + "/network-WithLossCell";
const std::string kBackbone = kNet + "/_backbone-ResNet";
const std::string kLossScope = kNet + "/_loss_fn-SoftmaxCrossEntropyWithLogits";
const std::string kOptimizer = kCell + "/optimizer-Momentum";
const std::string kReducer = kCell + "/grad_reducer-DistributedGradReducer";

constexpr int kMainStream = 0, kSideStream = 1, kHcclStream = 2, kAiCpuStream = 3, kGetNextStream = 4;
constexpr double kLaunchUs = 3.0;         // fixed cost of any task
constexpr double kBytesPerUs = 500e3;     // 500 GB/s for memory-bound ops
constexpr double kCubeMflopsPerUs32 = 10; // float32 convolutions and matrix products
constexpr double kCubeMflopsPerUs16 = 40; // float16 ones
constexpr double kBatch = kBatchSize;

std::string num(long long v)
{
    return std::to_string(v);
}
int c1(int channels)
{
    return (channels + 15) / 16;
}

struct ConvLayer {
    std::string scope, bnScope, reluScope; // reluScope empty: no ReLU after the BatchNorm
    int cin = 0, cout = 0, k = 3, hin = 0, hout = 0;
    int stream = kMainStream;
    bool first = false; // the stem: no input gradient
};

class NetworkBuilder
{
public:
    explicit NetworkBuilder(bool fp16)
        : m_fp16(fp16)
    {}

    std::string dt() const { return m_fp16 ? "NUMBER_TYPE_FLOAT16" : "NUMBER_TYPE_FLOAT32"; }
    double eb() const { return m_fp16 ? 2 : 4; }
    double cubeUs(double mflops) const
    {
        return mflops / (m_fp16 ? kCubeMflopsPerUs16 : kCubeMflopsPerUs32) + kLaunchUs;
    }
    static double memUs(double bytes) { return bytes / kBytesPerUs + kLaunchUs; }
    static int blockDimFor(double elements) { return elements > 65536 ? 32 : (elements > 4096 ? 8 : 1); }

    // Activations in Ascend's 5-D layout: N, C/16, H, W, 16.
    Tensor act(int c, int h) const { return {"", "NC1HWC0", dt(), fiveD(c, h, 16)}; }
    static std::string fiveD(int c, int h, int c0)
    {
        return num(kBatchSize) + "," + num(c1(c)) + "," + num(h) + "," + num(h) + "," + num(c0);
    }
    static Tensor mask(int c, int h) { return {"", "NC1HWC0", "NUMBER_TYPE_UINT8", fiveD(c, h, 2)}; }
    Tensor weight(int cin, int cout, int k, const std::string& dtype) const
    {
        return {"", "FracZ", dtype, num(c1(cin) * k * k) + "," + num(c1(cout)) + ",16,16"};
    }
    static Tensor stat(int c) { return {"", "NC1HWC0", "NUMBER_TYPE_FLOAT32", "1," + num(c1(c)) + ",1,1,16"}; }
    static Tensor plain(const std::string& shape, const std::string& dtype)
    {
        return {"", "DefaultFormat", dtype, shape};
    }

    // Adds an op; `extra` ops (amp casts) get their ids after all the others.
    int add(const std::string& scope, const std::string& type, Phase phase, double costUs, double mflops,
            std::vector<Tensor> inputs, std::vector<Tensor> outputs, int blockDim, int stream = kMainStream,
            Unit unit = Unit::AiCore, bool extra = false)
    {
        OpDef op;
        op.type = type;
        op.fullName = scope; // completed in finish()
        op.id = extra ? 0 : m_nextId++;
        op.stream = stream;
        op.blockDim = blockDim;
        op.phase = phase;
        op.unit = unit;
        op.costUs = costUs;
        op.mflops = mflops;
        for (std::size_t i = 0; i < inputs.size(); ++i)
            op.tensors.push_back({"input_" + num(long(i)), inputs[i].format, inputs[i].dtype, inputs[i].shape});
        for (std::size_t i = 0; i < outputs.size(); ++i)
            op.tensors.push_back({"output_" + num(long(i)), outputs[i].format, outputs[i].dtype, outputs[i].shape});
        m_net.ops.push_back(std::move(op));
        return static_cast<int>(m_net.ops.size()) - 1;
    }

    // An amp cast (float16 runs only).
    void cast(const std::string& scope, Phase phase, const Tensor& from, const std::string& toType, double elements,
              int stream = kMainStream)
    {
        if (!m_fp16)
            return;
        Tensor to = from;
        to.dtype = toType;
        add(scope, "Cast", phase, memUs(elements * 6), elements / 1e6, {from}, {to}, blockDimFor(elements), stream,
            Unit::AiCore, true);
    }

    void param(const std::string& name, double elements, Tensor layout)
    {
        layout.dtype = "NUMBER_TYPE_FLOAT32"; // parameters and their gradients stay float32 (amp keeps master weights)
        m_params.push_back({name, elements, layout});
    }

    // Forward of one convolution + BatchNorm (+ ReLU). Returns the index of its first op.
    int convForward(const ConvLayer& l)
    {
        double e = kBatch * l.cout * l.hout * l.hout;
        double flops = 2.0 * kBatch * l.cout * l.hout * l.hout * l.cin * l.k * l.k / 1e6;
        Tensor w32 = weight(l.cin, l.cout, l.k, "NUMBER_TYPE_FLOAT32");
        std::size_t before = m_net.ops.size();
        cast(l.scope, Phase::Forward, w32, dt(), double(l.cin) * l.cout * l.k * l.k, l.stream);
        add(l.scope, "Conv2D", Phase::Forward, cubeUs(flops), flops,
            {act(l.cin, l.hin), weight(l.cin, l.cout, l.k, dt())}, {act(l.cout, l.hout)}, 32, l.stream);
        add(l.bnScope, "BNTrainingReduce", Phase::Forward, memUs(e * eb()), 2 * e / 1e6, {act(l.cout, l.hout)},
            {stat(l.cout), stat(l.cout)}, 32, l.stream);
        add(l.bnScope, "BNTrainingUpdate", Phase::Forward, memUs(2 * e * eb()), 5 * e / 1e6,
            {act(l.cout, l.hout), stat(l.cout), stat(l.cout), stat(l.cout), stat(l.cout)},
            {act(l.cout, l.hout), stat(l.cout), stat(l.cout)}, 32, l.stream);
        if (!l.reluScope.empty())
            reluForward(l.reluScope, l.cout, l.hout, l.stream);
        param(l.scope + ".weight", double(l.cin) * l.cout * l.k * l.k, w32);
        param(l.bnScope + ".gamma", l.cout, stat(l.cout));
        param(l.bnScope + ".beta", l.cout, stat(l.cout));
        return static_cast<int>(before);
    }

    void reluForward(const std::string& scope, int c, int h, int stream)
    {
        double e = kBatch * c * h * h;
        add(scope, "ReLUV2", Phase::Forward, memUs(2 * e * eb() + e / 8), e / 1e6, {act(c, h)}, {act(c, h), mask(c, h)},
            32, stream);
    }

    // Backward of one convolution layer. Returns the index of its first op.
    int convBackward(const ConvLayer& l)
    {
        double e = kBatch * l.cout * l.hout * l.hout;
        double flops = 2.0 * kBatch * l.cout * l.hout * l.hout * l.cin * l.k * l.k / 1e6;
        std::size_t before = m_net.ops.size();
        if (!l.reluScope.empty())
            reluBackward(l.reluScope, l.cout, l.hout, l.stream);
        std::string bn = "Gradients/" + l.bnScope + "/gradBatchNorm";
        add(bn, "BNTrainingUpdateGrad", Phase::Backward, memUs(2 * e * eb()), 4 * e / 1e6,
            {act(l.cout, l.hout), act(l.cout, l.hout), stat(l.cout), stat(l.cout)}, {stat(l.cout), stat(l.cout)}, 32,
            l.stream);
        add(bn, "BNTrainingReduceGrad", Phase::Backward, memUs(3 * e * eb()), 6 * e / 1e6,
            {act(l.cout, l.hout), act(l.cout, l.hout), stat(l.cout), stat(l.cout), stat(l.cout), stat(l.cout),
             stat(l.cout)},
            {act(l.cout, l.hout)}, 32, l.stream);
        std::string conv = "Gradients/" + l.scope + "/gradConv2D";
        add(conv, "Conv2DBackpropFilter", Phase::Backward, cubeUs(flops), flops,
            {act(l.cout, l.hout), act(l.cin, l.hin)}, {weight(l.cin, l.cout, l.k, dt())}, 32, l.stream);
        cast("Gradients/" + l.scope + "/gradCast", Phase::Backward, weight(l.cin, l.cout, l.k, dt()),
             "NUMBER_TYPE_FLOAT32", double(l.cin) * l.cout * l.k * l.k, l.stream);
        if (!l.first)
            add(conv, "Conv2DBackpropInput", Phase::Backward, cubeUs(flops), flops,
                {act(l.cout, l.hout), weight(l.cin, l.cout, l.k, dt())}, {act(l.cin, l.hin)}, 32, l.stream);
        return static_cast<int>(before);
    }

    void reluBackward(const std::string& reluScope, int c, int h, int stream)
    {
        double e = kBatch * c * h * h;
        add("Gradients/" + reluScope + "/gradReLU", "ReluGradV2", Phase::Backward, memUs(2 * e * eb() + e / 8), e / 1e6,
            {act(c, h), mask(c, h)}, {act(c, h)}, 32, stream);
    }

    void anchorFrom(int firstSideOp, int anchor)
    {
        for (std::size_t i = static_cast<std::size_t>(firstSideOp); i < m_net.ops.size(); ++i)
            m_net.ops[i].anchor = anchor;
    }

    int lastIndex() const { return static_cast<int>(m_net.ops.size()) - 1; }

    Network finish()
    {
        for (const auto& p : m_params) {
            Tensor t = p.layout;
            add(kOptimizer, "ApplyMomentum", Phase::Optimizer, memUs(p.elements * 4 * 5), p.elements * 4 / 1e6,
                {t, t, plain("", "NUMBER_TYPE_FLOAT32"), t, plain("", "NUMBER_TYPE_FLOAT32")}, {t},
                blockDimFor(p.elements));
            m_net.gradientBytes += p.elements * 4;
        }
        std::string total = num(static_cast<long long>(m_net.gradientBytes / 4));
        add(kReducer, "AllReduce", Phase::Communication, 0, 0, {plain(total, "NUMBER_TYPE_FLOAT32")},
            {plain(total, "NUMBER_TYPE_FLOAT32")}, 1, kHcclStream, Unit::Hccl);
        std::map<int, int> tasks;
        for (auto& op : m_net.ops) {
            if (op.id == 0)
                op.id = m_nextId++;
            op.opName = op.type + "-op" + num(op.id);
            op.fullName += "/" + op.opName;
            op.taskId = ++tasks[op.stream];
        }
        return std::move(m_net);
    }

private:
    struct Param {
        std::string name;
        double elements;
        Tensor layout;
    };
    bool m_fp16;
    int m_nextId = 2; // op1 is GetNext in sink mode
    Network m_net;
    std::vector<Param> m_params;
};

void residualBlock(NetworkBuilder& b, std::vector<ConvLayer>& backwardOrder, std::vector<std::string>& blockScopes,
                   int layer, int cin, int cout, int hin)
{
    int hout = cin == cout ? hin : hin / 2;
    std::string s = kBackbone + "/layer" + num(layer) + "-SequentialCell/0-ResidualBlock";
    int anchor = b.lastIndex(); // the block starts once its input exists
    ConvLayer conv1{s + "/conv1-Conv2d", s + "/bn1-BatchNorm2d", s + "/relu-ReLU", cin, cout, 3, hin, hout};
    ConvLayer conv2{s + "/conv2-Conv2d", s + "/bn2-BatchNorm2d", "", cout, cout, 3, hout, hout};
    b.convForward(conv1);
    b.convForward(conv2);
    if (cin != cout) {
        const std::string d = s + "/down_sample_layer-SequentialCell";
        ConvLayer down{d + "/0-Conv2d", d + "/1-BatchNorm2d", "", cin, cout, 1, hin, hout, kSideStream};
        int first = b.convForward(down);
        b.anchorFrom(first, anchor);
        backwardOrder.push_back(down);
    } else {
        backwardOrder.push_back(ConvLayer{}); // identity shortcut: nothing to differentiate
    }
    double e = kBatch * cout * hout * hout;
    b.add(s, "Add", Phase::Forward, NetworkBuilder::memUs(3 * e * b.eb()), e / 1e6,
          {b.act(cout, hout), b.act(cout, hout)}, {b.act(cout, hout)}, 32);
    b.reluForward(s + "/relu-ReLU", cout, hout, kMainStream);
    backwardOrder.push_back(conv2);
    backwardOrder.push_back(conv1);
    blockScopes.push_back(s);
}

} // namespace

Network buildNetwork(bool float16, bool sinkMode)
{
    NetworkBuilder b(float16);
    const std::string f32 = "NUMBER_TYPE_FLOAT32", i32 = "NUMBER_TYPE_INT32", u8 = "NUMBER_TYPE_UINT8";
    Tensor image = NetworkBuilder::plain("128,3,32,32", f32);
    if (sinkMode)
        b.add("Default", "GetNext", Phase::Input, 0, 0, {}, {image, NetworkBuilder::plain("128", i32)}, 1,
              kGetNextStream, Unit::AiCpu);
    // Forward.
    b.cast(kBackbone, Phase::Forward, image, b.dt(), 128.0 * 3 * 32 * 32);
    Tensor image16 = NetworkBuilder::plain("128,3,32,32", b.dt());
    int firstForward =
        b.add("Default", "TransData", Phase::Forward, NetworkBuilder::memUs(128.0 * 16 * 32 * 32 * b.eb() * 2), 0,
              {image16}, {b.act(3, 32)}, 32);
    ConvLayer stem{
        kBackbone + "/conv1-Conv2d", kBackbone + "/bn1-BatchNorm2d", kBackbone + "/relu-ReLU", 3, 64, 3, 32, 32};
    stem.first = true;
    b.convForward(stem);
    std::vector<ConvLayer> backward; // per block: shortcut (or empty), conv2, conv1
    std::vector<std::string> blocks;
    residualBlock(b, backward, blocks, 1, 64, 64, 32);
    residualBlock(b, backward, blocks, 2, 64, 128, 32);
    residualBlock(b, backward, blocks, 3, 128, 256, 16);
    const std::string dropout = kBackbone + "/dropout-Dropout", dense = kBackbone + "/end_point-Dense";
    double pooled = 128.0 * 256;
    b.add(kBackbone, "ReduceMean", Phase::Forward, NetworkBuilder::memUs(pooled * 64 * b.eb()), pooled * 64 / 1e6,
          {b.act(256, 8)}, {b.act(256, 1)}, 32);
    b.add(kBackbone + "/flatten-Flatten", "TransData", Phase::Forward, NetworkBuilder::memUs(pooled * b.eb() * 2), 0,
          {b.act(256, 1)}, {NetworkBuilder::plain("128,256", b.dt())}, 8);
    int genMask = b.add(dropout, "DropoutGenMask", Phase::Forward, 150, 0,
                        {NetworkBuilder::plain("2", i32), NetworkBuilder::plain("", b.dt())},
                        {NetworkBuilder::plain("4096", u8)}, 1, kAiCpuStream, Unit::AiCpu);
    b.anchorFrom(genMask, firstForward); // the mask does not depend on the data: it starts with the step
    b.add(dropout, "DropoutDoMask", Phase::Forward, NetworkBuilder::memUs(pooled * b.eb() * 2), pooled / 1e6,
          {NetworkBuilder::plain("128,256", b.dt()), NetworkBuilder::plain("4096", u8),
           NetworkBuilder::plain("", b.dt())},
          {NetworkBuilder::plain("128,256", b.dt())}, 8);
    b.cast(dense, Phase::Forward, NetworkBuilder::plain("10,256", f32), b.dt(), 2560);
    double fcFlops = 2.0 * 128 * 256 * 10 / 1e6;
    b.add(dense, "MatMul", Phase::Forward, b.cubeUs(fcFlops), fcFlops,
          {NetworkBuilder::plain("128,256", b.dt()), NetworkBuilder::plain("10,256", b.dt())},
          {NetworkBuilder::plain("128,10", b.dt())}, 1);
    b.add(dense, "BiasAdd", Phase::Forward, NetworkBuilder::memUs(1280 * b.eb() * 2), 1280 / 1e6,
          {NetworkBuilder::plain("128,10", b.dt()), NetworkBuilder::plain("10", b.dt())},
          {NetworkBuilder::plain("128,10", b.dt())}, 1);
    b.param(dense + ".weight", 2560, NetworkBuilder::plain("10,256", f32));
    b.param(dense + ".bias", 10, NetworkBuilder::plain("10", f32));
    b.cast(kNet, Phase::Forward, NetworkBuilder::plain("128,10", b.dt()), f32, 1280); // amp: the loss runs in float32
    b.add(kLossScope, "OneHot", Phase::Forward, NetworkBuilder::memUs(1280 * 4), 1280 / 1e6,
          {NetworkBuilder::plain("128", i32), NetworkBuilder::plain("", i32), NetworkBuilder::plain("", f32),
           NetworkBuilder::plain("", f32)},
          {NetworkBuilder::plain("128,10", f32)}, 1);
    b.add(kLossScope, "SoftmaxCrossEntropyWithLogits", Phase::Forward, NetworkBuilder::memUs(1280 * 4 * 4),
          1280 * 6 / 1e6, {NetworkBuilder::plain("128,10", f32), NetworkBuilder::plain("128,10", f32)},
          {NetworkBuilder::plain("128", f32), NetworkBuilder::plain("128,10", f32)}, 1);
    b.add(kLossScope, "ReduceMean", Phase::Forward, NetworkBuilder::memUs(128 * 4), 128 / 1e6,
          {NetworkBuilder::plain("128", f32)}, {NetworkBuilder::plain("", f32)}, 1);

    // Backward: loss and head, then the blocks in reverse, then the stem.
    b.add("Gradients/" + kLossScope + "/gradSoftmaxCrossEntropyWithLogits", "Mul", Phase::Backward,
          NetworkBuilder::memUs(1280 * 4 * 2), 1280 / 1e6,
          {NetworkBuilder::plain("128,10", f32), NetworkBuilder::plain("128,1", f32)},
          {NetworkBuilder::plain("128,10", f32)}, 1);
    b.cast("Gradients/" + kNet + "/gradCast", Phase::Backward, NetworkBuilder::plain("128,10", f32), b.dt(), 1280);
    b.add("Gradients/" + dense + "/gradBiasAdd", "BiasAddGrad", Phase::Backward, NetworkBuilder::memUs(1280 * b.eb()),
          1280 / 1e6, {NetworkBuilder::plain("128,10", b.dt())}, {NetworkBuilder::plain("10", b.dt())}, 1);
    b.add("Gradients/" + dense + "/gradMatMul", "MatMul", Phase::Backward, b.cubeUs(fcFlops), fcFlops,
          {NetworkBuilder::plain("128,10", b.dt()), NetworkBuilder::plain("128,256", b.dt())},
          {NetworkBuilder::plain("10,256", b.dt())}, 1);
    b.add("Gradients/" + dense + "/gradMatMul", "MatMul", Phase::Backward, b.cubeUs(fcFlops), fcFlops,
          {NetworkBuilder::plain("128,10", b.dt()), NetworkBuilder::plain("10,256", b.dt())},
          {NetworkBuilder::plain("128,256", b.dt())}, 1);
    b.cast("Gradients/" + dense + "/gradCast", Phase::Backward, NetworkBuilder::plain("10,256", b.dt()), f32, 2560);
    b.cast("Gradients/" + dense + "/gradCast", Phase::Backward, NetworkBuilder::plain("10", b.dt()), f32, 10);
    b.add("Gradients/" + dropout + "/gradDropout", "DropoutDoMask", Phase::Backward,
          NetworkBuilder::memUs(pooled * b.eb() * 2), pooled / 1e6,
          {NetworkBuilder::plain("128,256", b.dt()), NetworkBuilder::plain("4096", u8),
           NetworkBuilder::plain("", b.dt())},
          {NetworkBuilder::plain("128,256", b.dt())}, 8);
    b.add("Gradients/" + kBackbone + "/flatten-Flatten/gradReshape", "TransData", Phase::Backward,
          NetworkBuilder::memUs(pooled * b.eb() * 2), 0, {NetworkBuilder::plain("128,256", b.dt())}, {b.act(256, 1)},
          8);
    b.add("Gradients/" + kBackbone + "/gradReduceMean", "BroadcastTo", Phase::Backward,
          NetworkBuilder::memUs(pooled * 64 * b.eb()), 0, {b.act(256, 1)}, {b.act(256, 8)}, 32);
    b.add("Gradients/" + kBackbone + "/gradReduceMean", "RealDiv", Phase::Backward,
          NetworkBuilder::memUs(pooled * 64 * b.eb() * 2), pooled * 64 / 1e6,
          {b.act(256, 8), NetworkBuilder::plain("", b.dt())}, {b.act(256, 8)}, 32);
    const int hOut[3] = {32, 16, 8}, cOut[3] = {64, 128, 256};
    for (int blk = 2; blk >= 0; --blk) {
        const ConvLayer& shortcut = backward[static_cast<std::size_t>(blk) * 3];
        const std::string& s = blocks[static_cast<std::size_t>(blk)];
        b.reluBackward(s + "/relu-ReLU", cOut[blk], hOut[blk], kMainStream);
        int anchor = b.lastIndex();
        b.convBackward(backward[static_cast<std::size_t>(blk) * 3 + 1]);
        b.convBackward(backward[static_cast<std::size_t>(blk) * 3 + 2]);
        if (!shortcut.scope.empty()) {
            int first = b.convBackward(shortcut);
            b.anchorFrom(first, anchor);
        }
        double e = kBatch * shortcut.cin * (shortcut.scope.empty() ? 32 * 32 : shortcut.hin * shortcut.hin);
        int cin = shortcut.scope.empty() ? 64 : shortcut.cin, hin = shortcut.scope.empty() ? 32 : shortcut.hin;
        b.add("Gradients/" + s, "AddN", Phase::Backward, NetworkBuilder::memUs(3 * e * b.eb()), e / 1e6,
              {b.act(cin, hin), b.act(cin, hin)}, {b.act(cin, hin)}, 32);
    }
    b.convBackward(stem);
    return b.finish();
}

} // namespace steplens::example
