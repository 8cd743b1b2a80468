#include "analysis/host_trace_stats.h"

#include "io/text.h"

#include <algorithm>
#include <map>

namespace steplens {

namespace {

enum NameClass : std::uint8_t { kOther, kSync, kCompile, kLaunch, kGc, kDataloader };

NameClass classify(const std::string& name)
{
    if (io::startsWith(name, "AscendCL@aclrtSynchronize"))
        return kSync;
    if (name == "AscendCL@aclopCompileAndExecute" || name == "AscendCL@aclopCompileAndExecuteV2" ||
        name == "AscendCL@aclopCompile" || name == "AscendCL@opCompile")
        return kCompile;
    if (io::startsWith(name, "Node@launch"))
        return kLaunch;
    if (name == "GC")
        return kGc;
    if (io::toLower(name).find("dataloader") != std::string::npos)
        return kDataloader;
    return kOther;
}

// A Python frame as torch's tracer names it: "<file>(<line>): <function>", or a built-in call.
bool isPythonFrame(const std::string& name)
{
    if (io::startsWith(name, "<built-in"))
        return true;
    const std::size_t close = name.find("): ");
    const std::size_t open = close == std::string::npos ? close : name.rfind('(', close);
    if (open == std::string::npos || open + 1 == close)
        return false;
    for (std::size_t i = open + 1; i < close; ++i)
        if (name[i] < '0' || name[i] > '9')
            return false;
    return true;
}

bool isHostTrack(TrackKind k)
{
    return k == TrackKind::Framework || k == TrackKind::HostCpu || k == TrackKind::Cann || k == TrackKind::Other;
}

// The event of one depth level that holds time `t`, or null.
const TimelineEvent* eventAt(const TimelineTrack& track, std::size_t depth, Nanos t)
{
    std::size_t lo = 0, hi = track.levelSize(depth);
    while (lo < hi) { // first event starting after t
        std::size_t mid = (lo + hi) / 2;
        if (track.levelEvent(depth, mid).start <= t)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0)
        return nullptr;
    const TimelineEvent& e = track.levelEvent(depth, lo - 1);
    return t < e.end() ? &e : nullptr;
}

// Fills the call site and framework operator of `call` from the framework thread `track`: the
// deepest user frame that holds the call's start, and the outermost operator below it ("aten::item"
// rather than the "aten::_local_scalar_dense" it calls). Every depth is looked at: torch's ranges
// are not strictly nested (ProfilerStep#N starts inside a profiler frame that ends long before it).
void attribute(const Timeline& tl, const TimelineTrack& track, HostCall& call)
{
    for (std::size_t d = 0; d < track.levels.size(); ++d) {
        const TimelineEvent* e = eventAt(track, d, call.start);
        if (!e)
            continue;
        const std::string& name = tl.nameOf(*e).name;
        if (isUserPythonFrame(name)) {
            call.callSite = name;
            call.frameworkOp.clear();
        } else if (!isPythonFrame(name) && !io::startsWith(name, "ProfilerStep#") && call.frameworkOp.empty()) {
            call.frameworkOp = name;
        }
    }
}

} // namespace

bool isUserPythonFrame(const std::string& name)
{
    std::size_t at = name.find(".py(");
    if (at == std::string::npos || io::startsWith(name, "<"))
        return false;
    const std::string path = name.substr(0, at + 3);
    for (const char* lib : {"site-packages/", "dist-packages/", "/lib/python", "/lib64/python"})
        if (path.find(lib) != std::string::npos)
            return false;
    for (const char* lib :
         {"torch/", "torch_npu/", "mindspore/", "multiprocessing/", "importlib/", "concurrent/", "threading.py",
          "queue.py", "contextlib.py", "functools.py", "selectors.py", "socket.py", "numpy/", "runpy.py", "<"})
        if (io::startsWith(path, lib))
            return false;
    return true;
}

std::optional<HostTraceStats> hostTraceStats(const Timeline& tl)
{
    bool any = false;
    for (const auto& t : tl.tracks)
        any |= t.kind == TrackKind::Cann || t.kind == TrackKind::Framework;
    if (!any)
        return std::nullopt;

    HostTraceStats s;
    s.steps = timelineSteps(tl).steps;
    s.stepCount = s.steps.empty() ? 1.0 : double(s.steps.size());
    TimelineSteps windows;
    windows.steps = s.steps;
    auto inStep = [&](Nanos t) { return s.steps.empty() || stepIndexAt(windows, t) >= 0; };

    std::vector<std::uint8_t> cls(tl.names.size());
    for (std::size_t i = 0; i < tl.names.size(); ++i)
        cls[i] = classify(tl.names[i].name);

    // Framework threads by thread id, for the call sites of the CANN calls made on the same thread.
    std::map<std::string, std::vector<const TimelineTrack*>> frameworkByTid;
    for (const auto& t : tl.tracks)
        if (t.kind == TrackKind::Framework)
            frameworkByTid[t.tid].push_back(&t);

    for (const auto& track : tl.tracks) {
        if (!isHostTrack(track.kind) || track.levels.empty())
            continue;
        auto record = [&](std::vector<HostCall>& into, const TimelineEvent& e) {
            HostCall c;
            c.start = e.start;
            c.duration = e.duration;
            c.name = tl.nameOf(e).name;
            into.push_back(std::move(c));
        };
        Nanos compileEnd = INT64_MIN, loaderEnd = INT64_MIN;
        bool afterLaunch = false; // the last launch-or-sync event of this thread was a launch
        for (const TimelineEvent& e : track.events) {
            const NameClass k = NameClass(cls[e.name]);
            if (k == kOther || (e.flags & kEventInstant) || !inStep(e.start))
                continue;
            if (track.kind == TrackKind::Cann && (k == kLaunch || k == kSync)) {
                // msprof-analyze's launch-blocking check: among launches and synchronisations in time
                // order, how often a synchronisation comes right after a launch.
                if (k == kLaunch)
                    ++s.nodeLaunches;
                else if (afterLaunch)
                    ++s.syncsAfterLaunch;
                afterLaunch = k == kLaunch;
            }
            if (k == kSync && track.kind == TrackKind::Cann) {
                record(s.syncs, e);
                auto it = frameworkByTid.find(track.tid);
                if (it != frameworkByTid.end())
                    for (const TimelineTrack* fw : it->second)
                        attribute(tl, *fw, s.syncs.back());
            } else if (k == kCompile && track.kind == TrackKind::Cann && e.start >= compileEnd) {
                record(s.compiles, e); // opCompile inside aclopCompileAndExecute is not counted twice
                compileEnd = e.end();
            } else if (k == kGc) {
                record(s.gcPauses, e);
            } else if (k == kDataloader && track.kind != TrackKind::Cann && e.start >= loaderEnd) {
                record(s.dataloader, e); // the outermost call; the frames inside it are part of it
                loaderEnd = e.end();
            }
        }
    }
    auto byStart = [](const HostCall& a, const HostCall& b) { return a.start < b.start; };
    for (auto* v : {&s.syncs, &s.compiles, &s.gcPauses, &s.dataloader})
        std::stable_sort(v->begin(), v->end(), byStart);
    return s;
}

} // namespace steplens
