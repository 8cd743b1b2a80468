// libFuzzer target for one reader, chosen at compile time (STEPLENS_FUZZ_READER). The input bytes
// are written to a file with the name the reader expects, then read. Any crash, sanitizer report,
// leak or exception escaping core is a bug.
#include "fuzz_readers.h"

#include <cstdint>
#include <cstdio>
#include <string>
#include <unistd.h>

namespace {
std::string scratchFile(const char* name)
{
    static std::string dir = [] {
        char tmpl[] = "/tmp/steplens-fuzz-XXXXXX";
        const char* d = mkdtemp(tmpl);
        return std::string(d ? d : "/tmp");
    }();
    return dir + "/" + name;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const steplens::fuzz::ReaderEntry& entry = steplens::fuzz::reader(STEPLENS_FUZZ_READER);
    std::string path = scratchFile(entry.fileName);
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f)
        return 0;
    if (size)
        std::fwrite(data, 1, size, f);
    std::fclose(f);
    entry.read(path);
    return 0;
}
