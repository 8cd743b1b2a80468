// libFuzzer target for one reader, chosen at compile time (STEPLENS_FUZZ_READER). The input bytes
// are written to a file with the name the reader expects, then read. Any crash, sanitizer report,
// leak or exception escaping core is a bug.
#include "fuzz_readers.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <unistd.h>

namespace {
// The scratch directory and what is in it, removed when the fuzzer exits normally (its time or run
// limit), so a CI run or a local session does not leave hundreds of directories in /tmp.
std::string& scratchDirectory()
{
    static std::string dir;
    return dir;
}
std::string& scratchPath()
{
    static std::string path;
    return path;
}

void removeScratch()
{
    if (!scratchDirectory().empty()) {
        std::error_code ec; // the folder fuzzers write a folder of files beside the input: all of it goes
        std::filesystem::remove_all(scratchDirectory(), ec);
    } else if (!scratchPath().empty()) {
        std::remove(scratchPath().c_str());
    }
}

const std::string& scratchFile(const char* name)
{
    if (scratchPath().empty()) {
        char tmpl[] = "/tmp/steplens-fuzz-XXXXXX";
        if (const char* d = mkdtemp(tmpl)) {
            scratchDirectory() = d;
            scratchPath() = scratchDirectory() + "/" + name;
        } else {
            scratchPath() = std::string("/tmp/") + name;
        }
        std::atexit(removeScratch);
    }
    return scratchPath();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const steplens::fuzz::ReaderEntry& entry = steplens::fuzz::reader(STEPLENS_FUZZ_READER);
    const std::string& path = scratchFile(entry.fileName);
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f)
        return 0;
    if (size)
        std::fwrite(data, 1, size, f);
    std::fclose(f);
    entry.read(path);
    return 0;
}
