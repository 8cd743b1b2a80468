// Writes a deterministic MindSpore-1.x-style timeline for manual testing of big files:
//   steplens_timeline_generate OUT.json EVENTS
#include "timeline_generator.h"

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: %s OUT.json EVENTS\n", argv[0]);
        return 2;
    }
    std::FILE* f = std::fopen(argv[1], "wb");
    if (!f) {
        std::perror(argv[1]);
        return 1;
    }
    auto info = steplens::bench::writeMindSporeTimeline(f, std::strtoull(argv[2], nullptr, 10));
    if (std::fclose(f) != 0) {
        std::perror(argv[1]);
        return 1;
    }
    std::printf("%llu events, %llu bytes, %llu steps\n", (unsigned long long)info.events,
                (unsigned long long)info.bytes, (unsigned long long)info.steps);
    return 0;
}
