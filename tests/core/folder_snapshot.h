#pragma once
// A fingerprint of a folder tree (type, size, mode, modification time and content checksum of every entry,
// links not followed), to prove that StepLens left a user's profiler folder exactly as it found it.
#include <sys/stat.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

namespace steplens::test {

struct EntryState {
    std::string type;
    long long size = 0;
    long long mtimeNs = 0;
    unsigned mode = 0;
    std::uint64_t checksum = 0; // FNV-1a of the content, for regular files

    bool operator==(const EntryState& o) const
    {
        return type == o.type && size == o.size && mtimeNs == o.mtimeNs && mode == o.mode && checksum == o.checksum;
    }
};

inline std::uint64_t fnv1a(const std::filesystem::path& p)
{
    std::ifstream in(p, std::ios::binary);
    std::uint64_t h = 1469598103934665603ull;
    char buf[65536];
    while (in.read(buf, sizeof buf) || in.gcount() > 0) {
        for (std::streamsize i = 0; i < in.gcount(); ++i) {
            h ^= static_cast<unsigned char>(buf[i]);
            h *= 1099511628211ull;
        }
    }
    return h;
}

// Every entry under `root` (the root itself included), keyed by its path relative to root's parent.
inline std::map<std::string, EntryState> snapshotFolder(const std::filesystem::path& root)
{
    namespace fs = std::filesystem;
    std::map<std::string, EntryState> out;
    auto record = [&](const fs::path& p) {
        struct stat st {};
        EntryState e;
        if (::lstat(p.c_str(), &st) != 0) {
            e.type = "unreadable";
        } else {
            e.type = S_ISDIR(st.st_mode)   ? "dir"
                     : S_ISREG(st.st_mode) ? "file"
                     : S_ISLNK(st.st_mode) ? "link"
                                           : "other";
            e.size = static_cast<long long>(st.st_size);
            e.mtimeNs = static_cast<long long>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
            e.mode = st.st_mode;
            if (S_ISREG(st.st_mode))
                e.checksum = fnv1a(p);
        }
        out[fs::relative(p, root.parent_path()).string()] = e;
    };
    record(root);
    for (const auto& e : fs::recursive_directory_iterator(root))
        record(e.path());
    return out;
}

} // namespace steplens::test
