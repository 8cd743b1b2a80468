#include "io/file_reader.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace steplens::io {

namespace {
std::string sizeText(unsigned long long bytes)
{
    if (bytes >= (1ull << 20))
        return std::to_string(bytes >> 20) + " MiB";
    if (bytes >= (1ull << 10))
        return std::to_string(bytes >> 10) + " KiB";
    return std::to_string(bytes) + " bytes";
}
} // namespace

Message systemError(int err)
{
    switch (err) {
    case ENOENT: return SL_MSG("io.errno.enoent", "No such file or directory");
    case EACCES: return SL_MSG("io.errno.eacces", "Permission denied");
    case EPERM: return SL_MSG("io.errno.eperm", "Operation not permitted");
    case ELOOP: return SL_MSG("io.errno.eloop", "Too many levels of symbolic links");
    case ENOTDIR: return SL_MSG("io.errno.enotdir", "Not a directory");
    case EISDIR: return SL_MSG("io.errno.eisdir", "Is a directory");
    case EMFILE: return SL_MSG("io.errno.emfile", "Too many open files");
    case EIO: return SL_MSG("io.errno.eio", "Input/output error");
    case ENOMEM: return SL_MSG("io.errno.enomem", "Cannot allocate memory");
    case ENAMETOOLONG: return SL_MSG("io.errno.enametoolong", "File name too long");
    default: return Message(std::string(std::strerror(err)));
    }
}

Message fileTypeName(unsigned mode)
{
    if (S_ISDIR(mode))
        return SL_MSG("io.file-type.folder", "a folder");
    if (S_ISFIFO(mode))
        return SL_MSG("io.file-type.fifo", "a named pipe (FIFO)");
    if (S_ISSOCK(mode))
        return SL_MSG("io.file-type.socket", "a socket");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return SL_MSG("io.file-type.device", "a device");
    if (S_ISLNK(mode))
        return SL_MSG("io.file-type.symlink", "a symbolic link");
    if (S_ISREG(mode))
        return SL_MSG("io.file-type.regular", "a regular file");
    return SL_MSG("io.file-type.other", "not a regular file");
}

long long fileSize(const std::string& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return -1;
    return static_cast<long long>(st.st_size);
}

std::FILE* openRegularFile(const std::string& path, DiagnosticSink& sink, long long* size)
{
    // O_NONBLOCK so that opening a FIFO returns at once instead of waiting for a writer; the type is
    // then checked on the open descriptor, so a file swapped between a check and the open is caught too.
    int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        sink.error(0, SL_MSG("diag.io.cannot-open", "cannot open the file: {reason}").arg("reason", systemError(errno)),
                   SL_MSG("diag.action.file-ignored", "file ignored"));
        return nullptr;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        sink.error(
            0,
            SL_MSG("diag.io.cannot-stat", "cannot read the file's status: {reason}").arg("reason", systemError(errno)),
            SL_MSG("diag.action.file-ignored", "file ignored"));
        ::close(fd);
        return nullptr;
    }
    if (!S_ISREG(st.st_mode)) {
        sink.error(0,
                   SL_MSG("diag.io.not-regular", "is {type}, not a regular file").arg("type", fileTypeName(st.st_mode)),
                   SL_MSG("diag.action.file-ignored", "file ignored"));
        ::close(fd);
        return nullptr;
    }
    int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    std::FILE* f = ::fdopen(fd, "rb");
    if (!f) {
        sink.error(0, SL_MSG("diag.io.cannot-open", "cannot open the file: {reason}").arg("reason", systemError(errno)),
                   SL_MSG("diag.action.file-ignored", "file ignored"));
        ::close(fd);
        return nullptr;
    }
    if (size)
        *size = static_cast<long long>(st.st_size);
    return f;
}

std::optional<std::string> readWholeFile(const std::string& path, DiagnosticSink& sink, std::size_t maxBytes)
{
    long long size = 0;
    std::FILE* f = openRegularFile(path, sink, &size);
    if (!f)
        return std::nullopt;
    if (static_cast<unsigned long long>(size) > maxBytes) {
        std::fclose(f);
        sink.error(0,
                   SL_MSG("diag.file.file-is-larger-than-the",
                          "file is {long}, larger than the {size_text} this reader holds in memory")
                       .arg("long", sizeText(static_cast<unsigned long long>(size)))
                       .arg("size_text", sizeText(maxBytes)),
                   SL_MSG("diag.action.file-ignored", "file ignored"));
        return std::nullopt;
    }
    std::string data;
    data.resize(static_cast<std::size_t>(size));
    std::size_t got = data.empty() ? 0 : std::fread(data.data(), 1, data.size(), f);
    // The file may have grown or shrunk since it was opened; read what is there, up to the limit.
    if (got == data.size()) {
        char extra[4096];
        std::size_t more;
        while ((more = std::fread(extra, 1, sizeof extra, f)) > 0) {
            if (data.size() + more > maxBytes) {
                std::fclose(f);
                sink.error(0,
                           SL_MSG("diag.file.file-grew-past-the-limit",
                                  "file grew past the {size_text} limit while it was being read")
                               .arg("size_text", sizeText(maxBytes)),
                           SL_MSG("diag.action.file-ignored", "file ignored"));
                return std::nullopt;
            }
            data.append(extra, more);
        }
    } else {
        data.resize(got);
        sink.warn(0, SL_MSG("diag.file.file-became-shorter-while-it", "file became shorter while it was being read"),
                  SL_MSG("diag.action.read-what-was-there", "read what was there"));
    }
    bool readError = std::ferror(f) != 0;
    std::fclose(f);
    if (readError) {
        sink.error(0, SL_MSG("diag.file.read-error", "read error"), SL_MSG("diag.action.file-ignored", "file ignored"));
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
