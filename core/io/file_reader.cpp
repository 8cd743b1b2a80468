#include "io/file_reader.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>

namespace steplens::io {

long long fileSize(const std::string& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return -1;
    return static_cast<long long>(st.st_size);
}

std::optional<std::string> readWholeFile(const std::string& path, DiagnosticSink& sink, std::size_t maxBytes)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) {
        sink.error(0, std::string("cannot open the file: ") + std::strerror(errno), "file ignored");
        return std::nullopt;
    }
    if (!S_ISREG(st.st_mode)) {
        sink.error(0, "not a regular file", "file ignored");
        return std::nullopt;
    }
    if (static_cast<unsigned long long>(st.st_size) > maxBytes) {
        sink.error(0,
                   "file is " + std::to_string(st.st_size >> 20) + " MiB, larger than the " +
                       std::to_string(maxBytes >> 20) + " MiB this reader accepts",
                   "file ignored");
        return std::nullopt;
    }
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) {
        sink.error(0, std::string("cannot open the file: ") + std::strerror(errno), "file ignored");
        return std::nullopt;
    }
    std::string data;
    data.resize(static_cast<std::size_t>(st.st_size));
    std::size_t got = data.empty() ? 0 : std::fread(data.data(), 1, data.size(), f);
    // The file may have grown or shrunk since stat(); read what is there, up to the limit.
    if (got == data.size()) {
        char extra[4096];
        std::size_t more;
        while ((more = std::fread(extra, 1, sizeof extra, f)) > 0) {
            if (data.size() + more > maxBytes) {
                std::fclose(f);
                sink.error(0, "file grew past the size limit while it was being read", "file ignored");
                return std::nullopt;
            }
            data.append(extra, more);
        }
    } else {
        data.resize(got);
        sink.warn(0, "file became shorter while it was being read", "read what was there");
    }
    bool readError = std::ferror(f) != 0;
    std::fclose(f);
    if (readError) {
        sink.error(0, "read error", "file ignored");
        return std::nullopt;
    }
    stripBom(data);
    return data;
}

void stripBom(std::string& text)
{
    if (text.size() >= 3 && static_cast<unsigned char>(text[0]) == 0xEF &&
        static_cast<unsigned char>(text[1]) == 0xBB && static_cast<unsigned char>(text[2]) == 0xBF)
        text.erase(0, 3);
}

} // namespace steplens::io
