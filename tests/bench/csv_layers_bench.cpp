// Where a CSV reader's time goes, layer by layer (never part of the tests).
//
//   steplens_csv_layers_bench [--rows 1000000] [--dir /tmp/steplens-bench/kinds] [--runs 5] [--kinds
//   step,framework,aicore]
//
// For each kind, on the same generated file, in CPU time (getrusage), medians of --runs:
//   floor:  read() of the whole file (the bytes alone);
//   split:  io::CsvReader iterating every record and touching every field;
//   parse:  the split plus io::parseDouble on every field (what number parsing adds, upper bound);
//   reader: the core reader the loader calls (split, numbers, per-row objects, checks, diagnostics).
#include "bench_util.h"
#include "folder_generator.h"

#include "formats/operators/aicore_detail_reader.h"
#include "formats/operators/framework_reader.h"
#include "formats/steps/step_trace_reader.h"
#include "io/csv_reader.h"
#include "io/numbers.h"

#include <filesystem>
#include <memory>
#include <type_traits>

using namespace steplens;
using namespace steplens::bench;

namespace {

double cpuNow()
{
    rusage ru{};
    ::getrusage(RUSAGE_SELF, &ru);
    return double(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) + double(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

template <typename F>
double cpuMedian(int runs, F&& f)
{
    std::vector<double> v;
    for (int r = 0; r < runs; ++r) {
        const double c0 = cpuNow();
        f();
        v.push_back(cpuNow() - c0);
    }
    return spread(v).median;
}

std::size_t split(const std::string& path, bool parse)
{
    Diagnostics diagnostics;
    DiagnosticSink sink(diagnostics, path);
    io::CsvReader csv(path, sink);
    std::size_t n = 0;
    double sum = 0;
    while (csv.next()) {
        for (std::string_view f : csv.fields()) {
            n += f.size();
            if (parse)
                sum += io::parseDouble(f).value_or(0);
        }
    }
    return n + static_cast<std::size_t>(sum != 0);
}

// The result goes to `keep` so that freeing it is not timed (the GUI keeps what it loads).
void readKind(FileKindBench kind, const std::string& path, std::shared_ptr<void>& keep)
{
    auto hold = [&keep](auto&& r) { keep = std::make_shared<std::decay_t<decltype(r)>>(std::move(r)); };
    switch (kind) {
    case FileKindBench::StepTrace: hold(readStepTrace(path)); break;
    case FileKindBench::FrameworkRaw: hold(readFramework(path)); break;
    case FileKindBench::AicoreDetail: hold(readAicoreDetail(path)); break;
    default: break;
    }
}

} // namespace

int main(int argc, char** argv)
{
    const std::uint64_t rows = std::strtoull(option(argc, argv, "--rows", "1000000").c_str(), nullptr, 10);
    const std::string dir = option(argc, argv, "--dir", "/tmp/steplens-bench/kinds");
    const int runs = std::atoi(option(argc, argv, "--runs", "5").c_str());
    const std::string only = option(argc, argv, "--kinds", "step,framework,aicore");
    std::filesystem::create_directories(dir);
    struct Kind {
        FileKindBench kind;
        const char* key;
        const char* file;
    };
    const Kind kinds[] = {{FileKindBench::StepTrace, "step", "step_trace_raw_0_detail_time.csv"},
                          {FileKindBench::FrameworkRaw, "framework", "framework_raw_0.csv"},
                          {FileKindBench::AicoreDetail, "aicore", "aicore_intermediate_0_detail.csv"}};
    std::printf("| kind | rows | MB | floor CPU ms | split CPU ms | + parse CPU ms | reader CPU ms | reader x floor |\n"
                "|---|---|---|---|---|---|---|---|\n");
    for (const Kind& k : kinds) {
        if (only.find(k.key) == std::string::npos)
            continue;
        const std::string path = dir + "/layers_" + std::to_string(rows) + "_" + k.file;
        const std::uint64_t bytes = ensureKindFile(k.kind, path, rows);
        readFloor(path);
        std::vector<double> wall;
        const double floorCpu = cpuMedian(runs, [&] { wall.push_back(readFloor(path)); });
        const double floorWall = spread(wall).median;
        const double splitCpu = cpuMedian(runs, [&] { split(path, false); });
        const double parseCpu = cpuMedian(runs, [&] { split(path, true); });
        std::vector<double> readerCpus;
        for (int r = 0; r < runs; ++r) {
            std::shared_ptr<void> keep;
            const double c0 = cpuNow();
            readKind(k.kind, path, keep);
            readerCpus.push_back(cpuNow() - c0);
        }
        const double readerCpu = spread(readerCpus).median;
        std::printf("| %s | %llu | %.1f | %.1f (wall %.1f) | %.0f | %.0f | %.0f | %.0f |\n", k.key,
                    (unsigned long long)rows, double(bytes) / 1e6, floorCpu * 1e3, floorWall * 1e3, splitCpu * 1e3,
                    parseCpu * 1e3, readerCpu * 1e3, readerCpu / floorWall);
        std::fflush(stdout);
    }
    return 0;
}
