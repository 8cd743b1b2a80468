// Per-file-kind load benchmark (never part of the tests).
//
//   steplens_readers_bench [--scales 10,100,1000] [--dir /tmp/steplens-bench/kinds] [--runs 5]
//                          [--python-runs 3] [--python-max-mb 600] [--kinds step,framework,...] [--delete]
//
// Scale 1× is 1,000 rows (events for the timeline) per file; 10×/100×/1000× are 10k/100k/1M.
// For each kind and scale the file is generated once (folder_generator.h), then each repetition
// runs, interleaved so that the neighbours' load hits all three alike:
//   the read floor (read() into a reused 4 MiB buffer, page cache warm),
//   StepLens' reader on the file (the core function the loader calls),
//   Python on the same file (csv.reader, or line.split() for the text files, or json.load), timed
//   inside the interpreter with time.perf_counter, i.e. without the interpreter's start-up.
// Prints medians with min-max, MB/s, rows/s, the ratio to the floor and Python's time / ours.
// The reader's time ends when it returns its result; freeing the result is not timed.
#include "bench_util.h"
#include "folder_generator.h"

#include "formats/operators/aicore_detail_reader.h"
#include "formats/operators/aicore_type_reader.h"
#include "formats/operators/aicpu_reader.h"
#include "formats/operators/framework_reader.h"
#include "formats/ascend/ascend_memory_reader.h"
#include "formats/ascend/kernel_details_reader.h"
#include "formats/dataprep/pipeline_reader.h"
#include "formats/dataprep/queue_reader.h"
#include "formats/steps/step_trace_reader.h"
#include "formats/timeline/timeline_reader.h"

#include <filesystem>
#include <memory>
#include <sys/stat.h>
#include <type_traits>

using namespace steplens;
using namespace steplens::bench;

namespace {

// Rows (events) the reader produced; -1 when it gave no value. The result is handed to `keep`, so
// that freeing it is not timed (the GUI keeps what it loads).
long long readKind(FileKindBench kind, const std::string& path, std::shared_ptr<void>& keep)
{
    auto count = [&keep](auto&& r, auto size) -> long long {
        const long long n = r.value ? (long long)size(*r.value) : -1;
        keep = std::make_shared<std::decay_t<decltype(r)>>(std::move(r));
        return n;
    };
    switch (kind) {
    case FileKindBench::StepTrace: return count(readStepTrace(path), [](const auto& v) { return v.steps.size(); });
    case FileKindBench::FrameworkRaw: return count(readFramework(path), [](const auto& v) { return v.rows; });
    case FileKindBench::AicoreDetail: return count(readAicoreDetail(path), [](const auto& v) { return v.size(); });
    case FileKindBench::AicoreType: return count(readAicoreType(path), [](const auto& v) { return v.size(); });
    case FileKindBench::Aicpu: return count(readAicpu(path), [](const auto& v) { return v.size(); });
    case FileKindBench::PipelineRaw:
        return count(readPipelineRaw(path),
                     [](const auto& v) { return v.rawOps.empty() ? v.ops.size() : v.rawOps.size(); });
    case FileKindBench::HostQueue:
        return count(readHostQueue(path, true), [](const auto& v) { return v.records.size(); });
    case FileKindBench::ChipQueue:
        return count(readChipQueue(path, false), [](const auto& v) { return v.records.size(); });
    case FileKindBench::KernelDetails:
        return count(readKernelDetails(path), [](const auto& v) { return v.rows.size(); });
    case FileKindBench::OperatorMemory:
        return count(readOperatorMemory(path), [](const auto& v) { return v.rows.size(); });
    case FileKindBench::MemoryRecord:
        return count(readMemoryRecord(path), [](const auto& v) { return v.rows.size(); });
    case FileKindBench::Timeline: return count(readTimelineDisplay(path), [](const auto& v) { return v.eventCount; });
    }
    return -1;
}

// What MindInsight's analysers did with such a file, timed inside Python.
std::string pythonScript(const KindInfo& k)
{
    if (k.kind == FileKindBench::Timeline)
        return "import json,sys,time\n"
               "t=time.perf_counter(); c=time.process_time()\n"
               "with open(sys.argv[1]) as f: d=json.load(f)\n"
               "n=sum(1 for e in d if e.get('ph')=='X')\n"
               "print(time.perf_counter()-t, time.process_time()-c, n)\n";
    if (!k.csv)
        return "import sys,time\n"
               "t=time.perf_counter(); c=time.process_time()\n"
               "n=0\n"
               "with open(sys.argv[1]) as f:\n"
               "    for line in f:\n"
               "        if line.split(): n+=1\n"
               "print(time.perf_counter()-t, time.process_time()-c, n)\n";
    return "import csv,sys,time\n"
           "t=time.perf_counter(); c=time.process_time()\n"
           "n=0\n"
           "with open(sys.argv[1], newline='') as f:\n"
           "    for row in csv.reader(f): n+=1\n"
           "print(time.perf_counter()-t, time.process_time()-c, n-1)\n";
}

// Wall and CPU seconds of Python's parse; wall < 0 on failure.
std::pair<double, double> runPython(const std::string& scriptPath, const std::string& file)
{
    const std::string cmd = "python3 " + scriptPath + " '" + file + "'";
    std::FILE* p = ::popen(cmd.c_str(), "r");
    if (!p)
        return {-1, -1};
    double t = -1, cpu = -1;
    long long n = 0;
    if (std::fscanf(p, "%lf %lf %lld", &t, &cpu, &n) != 3)
        t = -1;
    ::pclose(p);
    return {t, cpu};
}

// User + system CPU seconds of this process so far (the timeline reader uses two threads).
double cpuNow()
{
    rusage ru{};
    ::getrusage(RUSAGE_SELF, &ru);
    return double(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) + double(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

std::string kindKey(const KindInfo& k)
{
    std::string s = k.fileName;
    return s.substr(0, s.find('_'));
}

} // namespace

int main(int argc, char** argv)
{
    const auto scales = parseList(option(argc, argv, "--scales", "10,100,1000").c_str());
    const std::string dir = option(argc, argv, "--dir", "/tmp/steplens-bench/kinds");
    const int runs = std::atoi(option(argc, argv, "--runs", "5").c_str());
    const int pyRuns = std::atoi(option(argc, argv, "--python-runs", "3").c_str());
    const double pyMaxMb = std::atof(option(argc, argv, "--python-max-mb", "600").c_str());
    const std::string only = option(argc, argv, "--kinds", "");
    std::filesystem::create_directories(dir);

    std::printf(
        "| kind | scale | rows | MB | floor ms median (min-max) | load ms median (min-max) | x floor | load CPU ms | "
        "MB/s | M rows/s | python ms median (min-max) | python CPU ms | python / load (wall) | python / load (CPU) | "
        "target |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    std::fflush(stdout);
    for (const KindInfo& k : benchKinds()) {
        if (!only.empty() && only.find(kindKey(k)) == std::string::npos)
            continue;
        const std::string script = dir + "/bench_" + kindKey(k) + ".py";
        if (std::FILE* f = std::fopen(script.c_str(), "w")) {
            std::fputs(pythonScript(k).c_str(), f);
            std::fclose(f);
        }
        for (std::uint64_t scale : scales) {
            const std::uint64_t rows = 1000 * scale;
            const std::string path = dir + "/" + std::to_string(scale) + "x_" + k.fileName;
            const std::uint64_t bytes = ensureKindFile(k.kind, path, rows);
            if (bytes == 0) {
                std::fprintf(stderr, "could not write %s\n", path.c_str());
                return 1;
            }
            const double mb = double(bytes) / 1e6;
            const bool python = mb <= pyMaxMb;
            readFloor(path); // page cache warm
            std::shared_ptr<void> keep;
            long long got = readKind(k.kind, path, keep); // warm-up run, also checks the count
            keep.reset();
            std::vector<double> floors, loads, pys, cpus, pyCpus;
            for (int r = 0; r < runs; ++r) {
                floors.push_back(readFloor(path));
                const double c0 = cpuNow();
                const auto t0 = Clock::now();
                got = readKind(k.kind, path, keep);
                loads.push_back(seconds(t0, Clock::now()));
                cpus.push_back(cpuNow() - c0);
                keep.reset();
                if (python && r < pyRuns) {
                    const auto [wall, cpu] = runPython(script, path);
                    pys.push_back(wall);
                    pyCpus.push_back(cpu);
                }
            }
            const Spread fl = spread(floors), ld = spread(loads), py = spread(pys), cp = spread(cpus),
                         pc = spread(pyCpus);
            const double xFloor = ld.median / fl.median, xPy = python ? py.median / ld.median : 0;
            const double xPyCpu = python && cp.median > 0 ? pc.median / cp.median : 0;
            std::string target;
            if (k.kind == FileKindBench::Timeline)
                target = xFloor <= 5 ? "met (<=5x floor)" : "missed (>5x floor)";
            else if (k.csv)
                target = std::string(xFloor <= 3 ? "floor met" : "floor missed") + ", " +
                         (!python     ? "python n/a"
                          : xPy >= 20 ? "python met"
                                      : "python missed");
            else
                target = "(no target)";
            std::printf(
                "| %s | %llux | %lld%s | %.1f | %s | %s | %.1f | %.0f | %.0f | %.2f | %s | %.0f | %s | %s | %s |\n",
                k.label, (unsigned long long)scale, got, got == (long long)rows ? "" : " (!)", mb,
                formatSpread(fl, 1e3, 2).c_str(), formatSpread(ld, 1e3, 2).c_str(), xFloor, cp.median * 1e3,
                mb / ld.median, double(got) / ld.median / 1e6, python ? formatSpread(py, 1e3, 1).c_str() : "skipped",
                python ? pc.median * 1e3 : 0.0, python ? (std::to_string(int(xPy + 0.5)) + "x").c_str() : "-",
                python ? (std::to_string(int(xPyCpu + 0.5)) + "x").c_str() : "-", target.c_str());
            std::fflush(stdout);
            if (flag(argc, argv, "--delete")) {
                std::filesystem::remove(path);
                std::filesystem::remove(path + ".done");
            }
        }
    }
    return 0;
}
