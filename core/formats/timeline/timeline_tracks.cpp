#include "formats/timeline/timeline_tracks.h"

#include "io/text.h"

namespace steplens::tlscan {

namespace {

bool isNumber(std::string_view s, std::int64_t& v)
{
    return !s.empty() && tljson::parseInteger(s, v) && s.find_first_not_of("-0123456789") == std::string_view::npos;
}

bool contains(const std::string& haystack, std::string_view needle)
{
    return haystack.find(needle) != std::string::npos;
}

// MindSpore 1.x fixed process ids (docs/formats.md 2.13).
struct KnownPid {
    std::int64_t pid;
    const char* label;
    TrackKind kind;
    std::int64_t sort;
};
constexpr KnownPid kMindSporePids[] = {
    {9000, "AICPU OP", TrackKind::AiCpu, 1},        {10000, "Communication Op", TrackKind::Communication, 2},
    {11000, "Host CPU OP", TrackKind::HostCpu, 3},  {12000, "Op Overlap Analyse", TrackKind::Overlap, 4},
    {13000, "Activity Op", TrackKind::Hardware, 5},
};

const KnownPid* knownPid(const std::string& pid)
{
    std::int64_t v = 0;
    if (!isNumber(pid, v))
        return nullptr;
    for (const auto& k : kMindSporePids)
        if (k.pid == v)
            return &k;
    return nullptr;
}

// MindSpore 1.x fixed thread ids.
const char* knownTid(const std::string& pid, std::int64_t tid, std::int64_t& sort)
{
    switch (tid) {
    case 100000: sort = -4; return "Steps";
    case 100001: sort = -3; return "Scope Name";
    case 100002: sort = -2; return "GpuOps";
    case 100003: sort = -1; return "HostCpuOps";
    default: break;
    }
    std::int64_t p = 0;
    if (isNumber(pid, p) && p == 12000) {
        sort = tid;
        switch (tid) {
        case 7999: return "Merged Computation Op";
        case 8000: return "Pure Communication Op";
        case 8001: return "Merged Communication Op";
        case 8002: return "Free Time";
        default: break;
        }
    }
    return nullptr;
}

constexpr std::int64_t kUnsortedProcess = 1000000;

} // namespace

TrackKind kindFromProcessName(std::string_view name)
{
    const std::string n = io::toLower(name);
    if (contains(n, "ascend hardware"))
        return TrackKind::Hardware;
    if (contains(n, "overlap"))
        return TrackKind::Overlap;
    if (contains(n, "hccl") || io::startsWith(n, "communication"))
        return TrackKind::Communication;
    if (n == "cann" || io::startsWith(n, "cann "))
        return TrackKind::Cann;
    if (contains(n, "python") || contains(n, "mindspore") || contains(n, "pytorch"))
        return TrackKind::Framework;
    if (contains(n, "step trace") || n == "steps")
        return TrackKind::Steps;
    if (contains(n, "scope"))
        return TrackKind::Scope;
    if (contains(n, "aicpu") || contains(n, "ai cpu"))
        return TrackKind::AiCpu;
    if (contains(n, "cpu op") || contains(n, "host cpu"))
        return TrackKind::HostCpu;
    if (contains(n, "aicore") || contains(n, "ai core op") || contains(n, "ascend op"))
        return TrackKind::AiCore;
    if (contains(n, "gpu") || contains(n, "activity"))
        return TrackKind::Hardware;
    return TrackKind::Other;
}

ProcessLabeler::ProcessLabeler(const std::vector<RawMeta>& meta, Flavor flavor, const FileHints& hints)
    : m_flavor(flavor)
    , m_hints(hints)
{
    // Later metadata wins (msprof repeats the same records).
    for (const RawMeta& m : meta) {
        switch (m.kind) {
        case RawMeta::ProcessName: m_processes[m.pid].name = m.text; break;
        case RawMeta::ProcessLabels: m_processes[m.pid].labels = m.text; break;
        case RawMeta::ProcessSort: m_processes[m.pid].sort = m.value; break;
        case RawMeta::ThreadName: m_threads[{m.pid, m.tid}].name = m.text; break;
        case RawMeta::ThreadSort: m_threads[{m.pid, m.tid}].sort = m.value; break;
        }
    }
}

const ProcessLabeler::Process* ProcessLabeler::process(const std::string& pid) const
{
    auto it = m_processes.find(pid);
    return it == m_processes.end() ? nullptr : &it->second;
}

std::string ProcessLabeler::processLabel(const std::string& pid) const
{
    if (const Process* p = process(pid)) {
        if (!p->name.empty())
            return p->name;
        if (!p->labels.empty())
            return p->labels;
    }
    if (m_flavor == Flavor::MindSporeDisplay) {
        if (const KnownPid* k = knownPid(pid))
            return k->label;
        if (m_hints.backend == Backend::Gpu)
            return "GPU Op";
        if (m_hints.backend == Backend::Cpu)
            return "Host CPU OP";
        return "AICORE OP";
    }
    return pid.empty() ? "Process" : "Process " + pid;
}

std::int64_t ProcessLabeler::processSort(const std::string& pid) const
{
    if (const Process* p = process(pid); p && p->sort)
        return *p->sort;
    if (m_flavor == Flavor::MindSporeDisplay && !(process(pid) && !process(pid)->name.empty())) {
        const KnownPid* k = knownPid(pid);
        return k ? k->sort : 0;
    }
    return kUnsortedProcess + static_cast<std::int64_t>(processKind(pid));
}

TrackKind ProcessLabeler::processKind(const std::string& pid) const
{
    const Process* p = process(pid);
    if (p && (!p->name.empty() || !p->labels.empty())) {
        TrackKind k = kindFromProcessName(!p->name.empty() ? p->name : p->labels);
        if (k != TrackKind::Other || m_flavor != Flavor::MindSporeDisplay)
            return k;
    }
    if (m_flavor != Flavor::MindSporeDisplay)
        return TrackKind::Other;
    if (const KnownPid* k = knownPid(pid))
        return k->kind;
    if (m_hints.backend == Backend::Gpu)
        return TrackKind::Hardware;
    if (m_hints.backend == Backend::Cpu)
        return TrackKind::HostCpu;
    return TrackKind::AiCore;
}

void ProcessLabeler::label(TimelineTrack& track) const
{
    track.process = processLabel(track.pid);
    track.processSort = processSort(track.pid);
    track.kind = processKind(track.pid);

    std::int64_t tidNumber = 0;
    const bool numericTid = isNumber(track.tid, tidNumber);
    auto it = m_threads.find({track.pid, track.tid});
    const Thread* thread = it == m_threads.end() ? nullptr : &it->second;
    std::int64_t knownSort = 0;
    const char* known =
        (m_flavor == Flavor::MindSporeDisplay && numericTid) ? knownTid(track.pid, tidNumber, knownSort) : nullptr;
    if (thread && !thread->name.empty())
        track.thread = thread->name;
    else if (known)
        track.thread = known;
    else if (numericTid)
        track.thread = (m_flavor == Flavor::MindSporeDisplay ? "Stream #" : "Thread ") + track.tid;
    else
        track.thread = track.tid.empty() ? "(no thread id)" : track.tid;
    if (thread && thread->sort)
        track.threadSort = *thread->sort;
    else if (known)
        track.threadSort = knownSort;
    else
        track.threadSort = numericTid ? tidNumber : 0;

    const std::string lowerThread = io::toLower(track.thread);
    if (lowerThread == "steps" || io::startsWith(lowerThread, "step trace"))
        track.kind = TrackKind::Steps;
    else if (io::startsWith(lowerThread, "scope"))
        track.kind = TrackKind::Scope;
}

bool trackDisplayLess(const TimelineTrack& a, const TimelineTrack& b)
{
    if (a.processSort != b.processSort)
        return a.processSort < b.processSort;
    if (a.process != b.process)
        return a.process < b.process;
    std::int64_t x = 0, y = 0;
    const bool nx = isNumber(a.pid, x), ny = isNumber(b.pid, y);
    if (nx && ny && x != y)
        return x < y;
    if (nx != ny)
        return nx;
    if (a.pid != b.pid)
        return a.pid < b.pid;
    if (a.threadSort != b.threadSort)
        return a.threadSort < b.threadSort;
    const bool tx = isNumber(a.tid, x), ty = isNumber(b.tid, y);
    if (tx && ty && x != y)
        return x < y;
    if (tx != ty)
        return tx;
    return a.tid < b.tid;
}

} // namespace steplens::tlscan
