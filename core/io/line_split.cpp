#include "io/line_split.h"

#include "io/csv_reader.h"
#include "io/worker_thread.h"

#include <cstring>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace steplens::io {

std::int64_t lineStartAfter(const std::string& path, std::int64_t from, std::size_t window)
{
    if (from < 0 || window == 0)
        return -1;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    std::int64_t found = -1;
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && from < st.st_size) {
        std::vector<char> buf(window);
        const ssize_t got = ::pread(fd, buf.data(), buf.size(), static_cast<off_t>(from));
        if (got > 0)
            if (const void* nl = std::memchr(buf.data(), '\n', static_cast<std::size_t>(got))) {
                const std::int64_t at = from + (static_cast<const char*>(nl) - buf.data()) + 1;
                if (at < st.st_size)
                    found = at;
            }
    }
    ::close(fd);
    return found;
}

std::int64_t secondPartStart(const std::string& path, const CsvReader& csv, int threads, std::int64_t minBytes)
{
    if (csv.fileSize() <= 0)
        return -1;
    const std::int64_t rowsStart = csv.bytesRead();
    const std::int64_t rowBytes = csv.fileSize() - rowsStart;
    if (!worthASecondThread(threads, rowBytes, minBytes))
        return -1;
    return lineStartAfter(path, rowsStart + rowBytes / 2);
}

} // namespace steplens::io
