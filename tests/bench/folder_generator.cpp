#include "folder_generator.h"

#include "timeline_generator.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sys/stat.h>

namespace steplens::bench {

namespace {

constexpr const char* kOpTypes[] = {"Conv2D",
                                    "MatMul",
                                    "BatchMatMul",
                                    "Add",
                                    "Mul",
                                    "Cast",
                                    "ReLU",
                                    "BNTrainingUpdate",
                                    "BNTrainingReduce",
                                    "Conv2DBackpropInput",
                                    "Conv2DBackpropFilter",
                                    "ReluGrad",
                                    "TransData",
                                    "Softmax",
                                    "ReduceSum",
                                    "ApplyMomentum",
                                    "AddN",
                                    "RealDiv",
                                    "Sub",
                                    "Tile",
                                    "MaxPool",
                                    "MaxPoolGrad",
                                    "Reshape",
                                    "Transpose",
                                    "LayerNorm",
                                    "Gelu",
                                    "GeluGrad",
                                    "DropoutDoMask",
                                    "Square",
                                    "AllReduce"};
constexpr int kOpTypeCount = int(sizeof kOpTypes / sizeof kOpTypes[0]);
constexpr const char* kScopeNames[] = {
    "network-WithLossCell",  "_backbone-ResNet", "layer1-SequentialCell", "layer2-SequentialCell",
    "layer3-SequentialCell", "0-ResidualBlock",  "1-ResidualBlock",       "conv1-Conv2d",
    "bn2-BatchNorm2d",       "relu-ReLU"};

long long ll(std::uint64_t v)
{
    return static_cast<long long>(v);
}

std::uint64_t mixBits(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

// Appends to a 1 MiB buffer and writes it out in blocks.
class Out
{
public:
    explicit Out(std::FILE* f)
        : m_file(f)
    {
        m_buf.reserve(1 << 20);
    }
    ~Out() { flush(); }
    Out& operator<<(const std::string& s)
    {
        m_buf += s;
        return check();
    }
    Out& operator<<(const char* s)
    {
        m_buf += s;
        return check();
    }
    Out& operator<<(char c)
    {
        m_buf += c;
        return check();
    }
    Out& operator<<(long long v)
    {
        char tmp[24];
        m_buf.append(tmp, std::to_chars(tmp, tmp + sizeof tmp, v).ptr);
        return check();
    }
    Out& operator<<(int v) { return *this << static_cast<long long>(v); }
    Out& operator<<(std::uint64_t v) { return *this << static_cast<long long>(v); }
    // Fixed decimals, as Python's round(x, n) usually prints.
    Out& fixed(double v, int decimals)
    {
        char tmp[48];
        m_buf.append(tmp, std::to_chars(tmp, tmp + sizeof tmp, v, std::chars_format::fixed, decimals).ptr);
        return check();
    }
    void flush()
    {
        if (!m_buf.empty() && std::fwrite(m_buf.data(), 1, m_buf.size(), m_file) != m_buf.size())
            m_failed = true;
        m_buf.clear();
    }
    bool failed() const { return m_failed; }

private:
    Out& check()
    {
        if (m_buf.size() > (1u << 20) - 8192)
            flush();
        return *this;
    }
    std::FILE* m_file;
    std::string m_buf;
    bool m_failed = false;
};

std::string opType(std::uint64_t i)
{
    return kOpTypes[mixBits(i) % (kOpTypeCount - 1)];
}

std::string opName(std::uint64_t i)
{
    return opType(i) + "-op" + std::to_string(i);
}

std::string fullOpName(std::uint64_t i)
{
    std::string s = i % 2 ? "Gradients/Default" : "Default";
    const int depth = 3 + int(mixBits(i * 7 + 1) % 5);
    for (int d = 0; d < depth; ++d)
        s += std::string("/") +
             kScopeNames[mixBits(i * 31 + std::uint64_t(d)) % (sizeof kScopeNames / sizeof kScopeNames[0])];
    return s + "/" + opName(i);
}

void stepTrace(Out& o, std::uint64_t rows)
{
    const char* col = "stream_3_0_AllReduce-op29";
    o << "step_num,start_point,end_point,total,fp_point,bp_point,iteration_interval,fp_and_bp,tail," << col << ','
      << col << "_start_point," << col << "_end_point\r\n";
    long long t = 1'000'000'000'000LL; // ticks of 10 ns
    for (std::uint64_t s = 0; s < rows; ++s) {
        const long long gap = 200000 + ll(mixBits(s) % 100000), fpbp = 4000000 + ll(mixBits(s + 9) % 400000);
        const long long tail = 600000 + ll(mixBits(s + 3) % 50000), start = t, fp = start + gap, bp = fp + fpbp;
        const long long end = bp + tail, rs = bp - 300000, re = bp + 400000;
        o << ll(s + 1) << ',' << start << ',' << end << ',' << end - start << ',' << fp << ',' << bp << ',' << gap
          << ',' << fpbp << ',' << tail << ',' << re - rs << ',' << rs << ',' << re << "\r\n";
        t = end + 1000;
    }
}

void framework(Out& o, std::uint64_t rows)
{
    o << "task_id,stream_id,block_dim,full_op_name,op_name,op_type,subgraph,op_info,graph_id\r\n";
    for (std::uint64_t i = 0; i < rows; ++i) {
        const std::string full = fullOpName(i);
        // 700 distinct op_info texts (shapes and dtypes), as a big network has hundreds.
        const std::uint64_t variant = mixBits(i + 11) % 700;
        const std::string shape = "128," + std::to_string(1 + variant % 350) + ",32,32,16";
        const char* dtype = variant < 350 ? "NUMBER_TYPE_FLOAT16" : "NUMBER_TYPE_FLOAT32";
        o << ll(i % 65535 + 1) << ',' << ll(mixBits(i) % 8) << ',' << ll(1 + mixBits(i + 5) % 32) << ',' << full << ','
          << opName(i) << ',' << opType(i) << ',' << full.substr(0, full.find('/')) << ','
          << "\"{\"\"input_0\"\": {\"\"format\"\": \"\"NC1HWC0\"\", \"\"data_type\"\": \"\"" << dtype
          << "\"\", \"\"shape\"\": \"\"" << shape
          << "\"\"}, \"\"output_0\"\": {\"\"format\"\": \"\"NC1HWC0\"\", "
             "\"\"data_type\"\": \"\""
          << dtype << "\"\", \"\"shape\"\": \"\"" << shape << "\"\"}}\",0\r\n";
    }
}

void aicoreDetail(Out& o, std::uint64_t rows, int steps)
{
    o << "full_op_name,execution_time,execution_frequency\r\n";
    for (std::uint64_t i = 0; i < rows; ++i) {
        o << fullOpName(i) << ',';
        o.fixed(0.001 + double(mixBits(i + 77) % 500000) / 1e6, 6) << ',' << steps << "\r\n";
    }
}

void aicoreType(Out& o, std::uint64_t rows)
{
    o << "op_type,execution_time,execution_frequency,percent\r\n";
    for (std::uint64_t i = 0; i < rows; ++i) {
        o << (i < std::uint64_t(kOpTypeCount) ? std::string(kOpTypes[i])
                                              : std::string(kOpTypes[i % kOpTypeCount]) + std::to_string(i))
          << ',';
        o.fixed(1.0 + double(mixBits(i) % 100000) / 1e3, 6) << ',' << ll(1 + mixBits(i + 1) % 3000) << ',';
        o.fixed(100.0 / double(rows), 2) << "\r\n";
    }
}

void aicpu(Out& o, std::uint64_t rows)
{
    o << "serial_number,op_type,total_time,dispatch_time,execution_time,run_start,run_end\r\n";
    long long us = 1'700'000'000'000LL;
    for (std::uint64_t i = 0; i < rows; ++i) {
        const double total = 0.1 + double(mixBits(i) % 5000) / 1e3, dispatch = 0.04 + double(mixBits(i + 1) % 50) / 1e3;
        const long long dur = ll(total * 1000);
        o << ll(i + 1) << ',' << (i % 3 ? "GetNext" : "DropoutGenMask") << ',';
        o.fixed(total, 3) << ',';
        o.fixed(dispatch, 3) << ',';
        o.fixed(total - dispatch, 3) << ',' << us << ',' << us + dur << "\r\n";
        us += dur + 1000;
    }
}

// A binary tree of dataset ops: op i's children are 2i+1 and 2i+2; each has 20 queue samples.
void pipelineRaw(Out& o, std::uint64_t rows)
{
    o << "op_id,op_type,num_workers,output_queue_size,output_queue_average_size,output_queue_length,"
         "output_queue_usage_rate,sample_interval,parent_id,children_id\r\n";
    constexpr const char* kOps[] = {"Batch", "Map", "Shuffle", "Repeat", "ImageFolder", "Project"};
    for (std::uint64_t i = 0; i < rows; ++i) {
        o << ll(i) << ',' << kOps[i % 6] << ',' << ll(1 + i % 8) << ",\"[";
        long long sum = 0;
        for (int k = 0; k < 20; ++k) {
            const long long v = ll(mixBits(i * 20 + std::uint64_t(k)) % 65);
            sum += v;
            o << (k ? ", " : "") << v;
        }
        o << "]\",";
        o.fixed(double(sum) / 20.0, 2) << ",64,";
        o.fixed(double(sum) / 20.0 / 64.0, 4) << ",10,";
        if (i > 0)
            o << ll((i - 1) / 2);
        o << ',';
        const std::uint64_t c1 = 2 * i + 1, c2 = 2 * i + 2;
        if (c2 < rows)
            o << "\"[" << ll(c1) << ", " << ll(c2) << "]\"";
        else if (c1 < rows)
            o << "\"[" << ll(c1) << "]\"";
        o << "\r\n";
    }
}

void hostQueue(Out& o, std::uint64_t rows)
{
    long long ms = 1'700'000'000'000LL;
    for (std::uint64_t i = 0; i < rows; ++i) {
        const std::uint64_t batch = i / 4 + 1;
        switch (i % 4) {
        case 0: o << "0 1 " << ll(batch) << ' ' << ll(1 + mixBits(i) % 5) << ' ' << ms << '\n'; break;
        case 1: o << "0 2 " << ll(batch) << ' ' << ll(20 + mixBits(i) % 10) << ' ' << ms << '\n'; break;
        case 2: o << "0 0 " << ll(batch) << ' ' << ll(18 + mixBits(i) % 5) << ' ' << ms << '\n'; break;
        default: o << "1 64 " << ll(batch) << ' ' << ll(mixBits(i) % 65) << ' ' << ms << '\n'; ms += 50;
        }
    }
}

void chipQueue(Out& o, std::uint64_t rows)
{
    long long us = 1'700'000'000'000LL;
    for (std::uint64_t i = 0; i < rows; ++i) {
        o << "GetNext_dequeue_wait " << us << ' ' << us + 40 + ll(mixBits(i) % 200) << ' ' << ll(mixBits(i + 1) % 3)
          << '\n';
        us += 50000;
    }
}

void kernelDetails(Out& o, std::uint64_t rows)
{
    o << "Step ID,Model ID,Task ID,Stream ID,Name,Type,OP State,Accelerator Core,Start Time(us),Duration(us),"
         "Wait Time(us),Block Dim,Mix Block Dim,HF32 Eligible,Input Shapes,Input Data Types,Input Formats,"
         "Output Shapes,Output Data Types,Output Formats,Context ID\r\n";
    double start = 1736408883704643.212;
    for (std::uint64_t i = 0; i < rows; ++i) {
        const std::uint64_t op = i % 2600;
        const double dur = 1.0 + double(mixBits(i) % 500000) / 1000.0;
        o << ll(i / 2600 + 1) << ",4294967295," << ll(op + 1) << ',' << ll(mixBits(op) % 8) << ',' << opName(op) << ','
          << opType(op) << ",static,AI_CORE,";
        o.fixed(start, 3) << '\t' << ',';
        o.fixed(dur, 3) << ',';
        o.fixed(double(mixBits(i + 3) % 10000) / 1000.0, 3) << ',' << ll(1 + mixBits(op + 2) % 32)
                                                            << ",0,NO,\"\"\"128,4,32,32,16\"\"\",DT_FLOAT16,NC1HWC0,"
                                                               "\"\"\"128,4,32,32,16\"\"\",DT_FLOAT16,NC1HWC0,N/A\r\n";
        start += dur + 1.5;
    }
}

// torch_npu's operator_memory.csv: times with a tab after them, a block in ten still held when the
// profile ended (its release cells empty).
void operatorMemory(Out& o, std::uint64_t rows)
{
    o << "Name,Size(KB),Allocation Time(us),Release Time(us),Active Release Time(us),Duration(us),"
         "Active Duration(us),Allocation Total Allocated(MB),Allocation Total Reserved(MB),"
         "Allocation Total Active(MB),Release Total Allocated(MB),Release Total Reserved(MB),"
         "Release Total Active(MB),Stream Ptr,Device Type\n";
    static const char* names[] = {"aten::empty_strided", "aten::npu_dtype_cast", "aten::mm", "aten::add",
                                  "aten::empty", "aten::copy_", "cann::Graph_70", "aten::mul"};
    double at = 1736405443871259.720, allocated = 954.3701171875;
    for (std::uint64_t i = 0; i < rows; ++i) {
        const double kb = double(1 + mixBits(i) % 600000) / 2.0;
        const double held = double(mixBits(i + 1) % 400000) / 1000.0;
        o << names[mixBits(i + 2) % 8] << ',';
        o.fixed(kb, 1) << ',';
        o.fixed(at, 3) << "\t,";
        if (i % 10 == 9) {
            o << ",,,,";
        } else {
            o.fixed(at + held, 3) << "\t,";
            o.fixed(at + held - 1.0, 3) << "\t,";
            o.fixed(held, 3) << "\t,";
            o.fixed(held - 1.0, 3) << "\t,";
        }
        o.fixed(allocated, 10) << ",25722.0,";
        o.fixed(allocated, 10) << ',';
        if (i % 10 == 9) {
            o << ",,,";
        } else {
            o.fixed(allocated - kb / 1024.0, 10) << ",25722.0,";
            o.fixed(allocated - kb / 1024.0, 10) << ',';
        }
        o << "94509039890976,NPU:0\n";
        at += 3.125;
        allocated += double(mixBits(i + 3) % 2 ? 1 : -1) * 0.5;
    }
}

// torch_npu's memory_record.csv: the allocator's totals after each change, per component.
void memoryRecord(Out& o, std::uint64_t rows)
{
    o << "Component,Timestamp(us),Total Allocated(MB),Total Reserved(MB),Total Active(MB),Stream Ptr,Device Type\n";
    double at = 1736405443756384.100, allocated = 2109.6015625;
    for (std::uint64_t i = 0; i < rows; ++i) {
        o << (i % 4 == 0 ? "APP," : "PTA,");
        o.fixed(at, 3) << "\t,";
        if (i % 4 == 0) {
            o << ",25722.0,,,NPU:0\n";
        } else {
            o.fixed(allocated, 10) << ",25722.0,";
            o.fixed(allocated, 10) << ",1431569360,NPU:0\n";
        }
        at += 1.25;
        allocated += double(mixBits(i) % 2 ? 1 : -1) * 0.25;
    }
}

bool writeKind(FileKindBench kind, std::FILE* f, std::uint64_t rows, int steps)
{
    if (kind == FileKindBench::Timeline)
        return writeMindSporeTimeline(f, rows).events > 0 || rows == 0;
    Out o(f);
    switch (kind) {
    case FileKindBench::StepTrace: stepTrace(o, rows); break;
    case FileKindBench::FrameworkRaw: framework(o, rows); break;
    case FileKindBench::AicoreDetail: aicoreDetail(o, rows, steps); break;
    case FileKindBench::AicoreType: aicoreType(o, rows); break;
    case FileKindBench::Aicpu: aicpu(o, rows); break;
    case FileKindBench::PipelineRaw: pipelineRaw(o, rows); break;
    case FileKindBench::HostQueue: hostQueue(o, rows); break;
    case FileKindBench::ChipQueue: chipQueue(o, rows); break;
    case FileKindBench::KernelDetails: kernelDetails(o, rows); break;
    case FileKindBench::OperatorMemory: operatorMemory(o, rows); break;
    case FileKindBench::MemoryRecord: memoryRecord(o, rows); break;
    case FileKindBench::Timeline: break;
    }
    o.flush();
    return !o.failed();
}

// A sidecar "<path>.done" records what a finished write produced, so an interrupted one is redone.
std::uint64_t finishedSize(const std::string& path, const std::string& what)
{
    std::ifstream in(path + ".done");
    std::string recorded;
    std::uint64_t bytes = 0;
    struct stat st {};
    if (in >> recorded >> bytes && recorded == what && ::stat(path.c_str(), &st) == 0 &&
        std::uint64_t(st.st_size) == bytes)
        return bytes;
    return 0;
}

std::uint64_t writeFile(FileKindBench kind, const std::string& path, std::uint64_t rows, int steps)
{
    const std::string what = std::to_string(int(kind)) + ":" + std::to_string(rows) + ":" + std::to_string(steps);
    if (std::uint64_t bytes = finishedSize(path, what))
        return bytes;
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f)
        return 0;
    const bool ok = writeKind(kind, f, rows, steps);
    if (std::fclose(f) != 0 || !ok)
        return 0;
    struct stat st {};
    ::stat(path.c_str(), &st);
    std::ofstream(path + ".done") << what << ' ' << st.st_size << '\n';
    return std::uint64_t(st.st_size);
}

std::string rankName(const char* pattern, int rank)
{
    std::string s = pattern;
    const auto at = s.find("_0");
    return s.substr(0, at + 1) + std::to_string(rank) + s.substr(at + 2);
}

} // namespace

const std::vector<KindInfo>& benchKinds()
{
    static const std::vector<KindInfo> kinds = {
        {FileKindBench::StepTrace, "step_trace CSV", "step_trace_raw_0_detail_time.csv", true},
        {FileKindBench::FrameworkRaw, "framework_raw CSV", "framework_raw_0.csv", true},
        {FileKindBench::AicoreDetail, "aicore detail CSV", "aicore_intermediate_0_detail.csv", true},
        {FileKindBench::AicoreType, "aicore type CSV", "aicore_intermediate_0_type.csv", true},
        {FileKindBench::Aicpu, "aicpu CSV", "aicpu_intermediate_0.csv", true},
        {FileKindBench::PipelineRaw, "minddata pipeline CSV", "minddata_pipeline_raw_0.csv", true},
        {FileKindBench::HostQueue, "device queue TXT", "device_queue_profiling_0.txt", false},
        {FileKindBench::ChipQueue, "minddata_aicpu TXT", "minddata_aicpu_0.txt", false},
        {FileKindBench::KernelDetails, "kernel_details 2.x CSV", "kernel_details.csv", true},
        {FileKindBench::OperatorMemory, "operator_memory 2.x CSV", "operator_memory.csv", true},
        {FileKindBench::MemoryRecord, "memory_record 2.x CSV", "memory_record.csv", true},
        {FileKindBench::Timeline, "timeline JSON", "ascend_timeline_display_0.json", false},
    };
    return kinds;
}

std::uint64_t ensureKindFile(FileKindBench kind, const std::string& path, std::uint64_t rows)
{
    return writeFile(kind, path, rows, 1000);
}

bool ensureFolder(const std::string& root, const FolderSpec& spec)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path dir = fs::path(root) / "profiler";
    fs::create_directories(dir, ec);
    if (ec)
        return false;
    for (int r = 0; r < spec.ranks; ++r) {
        const std::uint64_t steps = std::uint64_t(spec.steps), ops = std::uint64_t(spec.opsPerRank);
        const struct {
            FileKindBench kind;
            const char* name;
            std::uint64_t rows;
        } files[] = {
            {FileKindBench::StepTrace, "step_trace_raw_0_detail_time.csv", steps},
            {FileKindBench::FrameworkRaw, "framework_raw_0.csv", ops},
            {FileKindBench::AicoreDetail, "aicore_intermediate_0_detail.csv", ops},
            {FileKindBench::AicoreType, "aicore_intermediate_0_type.csv", std::uint64_t(kOpTypeCount)},
            {FileKindBench::Aicpu, "aicpu_intermediate_0.csv", spec.aicpuRows ? spec.aicpuRows : steps * 2},
            {FileKindBench::PipelineRaw, "minddata_pipeline_raw_0.csv", 7},
            {FileKindBench::HostQueue, "device_queue_profiling_0.txt",
             spec.hostQueueLines ? spec.hostQueueLines : steps * 4},
            {FileKindBench::ChipQueue, "minddata_aicpu_0.txt", spec.chipQueueLines ? spec.chipQueueLines : steps},
            {FileKindBench::Timeline, "ascend_timeline_display_0.json", spec.timelineEventsPerRank},
        };
        for (const auto& f : files) {
            if (f.kind == FileKindBench::Timeline && f.rows == 0)
                continue; // a folder without a timeline
            if (writeFile(f.kind, (dir / rankName(f.name, r)).string(), f.rows, spec.steps) == 0 && f.rows > 0)
                return false;
        }
    }
    return true;
}

bool ensureKernelFolder(const std::string& root, std::uint64_t rows)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path dir = fs::path(root) / "rank0_ascend_ms" / "ASCEND_PROFILER_OUTPUT";
    fs::create_directories(dir, ec);
    return !ec && writeFile(FileKindBench::KernelDetails, (dir / "kernel_details.csv").string(), rows, 1000) > 0;
}

} // namespace steplens::bench
