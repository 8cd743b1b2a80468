// Writes a synthetic profiler folder for timing `steplens report` as a whole process (BENCHMARKS.md,
// "CSV folders"):
//   steplens_folder_generate 1x DIR [--ranks 1] [--steps 50000] [--ops 2000] [--aicpu 500000]
//                               [--host-queue 1200000] [--chip-queue 50000] [--events 0]
//   steplens_folder_generate kernels DIR ROWS     (a 2.x rank of one Level1 kernel_details.csv)
// An existing finished folder of the same spec is kept.
#include "bench_util.h"
#include "folder_generator.h"

#include <cstdio>
#include <string>

using namespace steplens::bench;

int main(int argc, char** argv)
{
    const std::string mode = argc > 2 ? argv[1] : "";
    if (mode == "kernels" && argc == 4) {
        if (!ensureKernelFolder(argv[2], std::strtoull(argv[3], nullptr, 10))) {
            std::fprintf(stderr, "could not write %s\n", argv[2]);
            return 1;
        }
        return 0;
    }
    if (mode != "1x") {
        std::fprintf(stderr,
                     "usage: %s 1x DIR [--ranks N] [--steps N] [--ops N] [--aicpu N] [--host-queue N] "
                     "[--chip-queue N] [--events N]\n       %s kernels DIR ROWS\n",
                     argv[0], argv[0]);
        return 2;
    }
    auto number = [&](const char* name, const char* fallback) {
        return std::strtoull(option(argc, argv, name, fallback).c_str(), nullptr, 10);
    };
    FolderSpec spec;
    spec.ranks = int(number("--ranks", "1"));
    spec.steps = int(number("--steps", "50000"));
    spec.opsPerRank = int(number("--ops", "2000"));
    spec.aicpuRows = number("--aicpu", "500000");
    spec.hostQueueLines = number("--host-queue", "1200000");
    spec.chipQueueLines = number("--chip-queue", "50000");
    spec.timelineEventsPerRank = number("--events", "0");
    if (!ensureFolder(argv[2], spec)) {
        std::fprintf(stderr, "could not write %s\n", argv[2]);
        return 1;
    }
    return 0;
}
