#pragma once
// Small helpers shared by the benchmarks: timing, median and spread, the read floor, timed child
// processes, options.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <spawn.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace steplens::bench {

using Clock = std::chrono::steady_clock;

inline double seconds(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double>(b - a).count();
}

struct Spread {
    double median = 0, min = 0, max = 0;
};

inline Spread spread(std::vector<double> v)
{
    Spread s;
    if (v.empty())
        return s;
    std::sort(v.begin(), v.end());
    s.median = v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
    s.min = v.front();
    s.max = v.back();
    return s;
}

// "0.123 (0.110-0.150)", in the unit the values are in, scaled by `factor`.
inline std::string formatSpread(const Spread& s, double factor = 1, int decimals = 3)
{
    char buf[96];
    std::snprintf(buf, sizeof buf, "%.*f (%.*f-%.*f)", decimals, s.median * factor, decimals, s.min * factor, decimals,
                  s.max * factor);
    return buf;
}

// The read floor: read() of the whole file into a reused 4 MiB buffer (what cat does), in seconds.
inline double readFloor(const std::string& path)
{
    int fd = ::open(path.c_str(), O_RDONLY);
    if (fd < 0)
        return -1;
    static std::unique_ptr<char[]> buf(new char[4u << 20]);
    const auto t0 = Clock::now();
    while (::read(fd, buf.get(), 4u << 20) > 0) {}
    const auto t1 = Clock::now();
    ::close(fd);
    return seconds(t0, t1);
}

inline double toSeconds(const timeval& t)
{
    return double(t.tv_sec) + double(t.tv_usec) / 1e6;
}

// A benchmark's child process, timed from spawn to exit: what it printed on stdout and its peak RSS.
struct ChildRun {
    bool ok = false;
    double wall = -1; // seconds
    long maxRssKb = 0;
    std::string out;
};

// Spawns `exe` with `args` (argv[1]...), stdout to a pipe; a cold process per measurement, so the
// figure holds start-up and page faults as the user's process has them.
inline ChildRun runChild(const std::string& exe, const std::vector<std::string>& args)
{
    ChildRun r;
    int fds[2];
    if (::pipe(fds) != 0)
        return r;
    std::vector<char*> argv{const_cast<char*>(exe.c_str())};
    for (const std::string& a : args)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1);
    posix_spawn_file_actions_addclose(&actions, fds[0]);
    pid_t pid = 0;
    const auto t0 = Clock::now();
    const bool spawned = posix_spawn(&pid, exe.c_str(), &actions, nullptr, argv.data(), environ) == 0;
    posix_spawn_file_actions_destroy(&actions);
    ::close(fds[1]);
    if (!spawned) {
        ::close(fds[0]);
        return r;
    }
    char buf[512];
    for (ssize_t n; (n = ::read(fds[0], buf, sizeof buf)) > 0;)
        r.out.append(buf, std::size_t(n));
    ::close(fds[0]);
    int status = 0;
    rusage ru{};
    ::wait4(pid, &status, 0, &ru);
    r.wall = seconds(t0, Clock::now());
    r.maxRssKb = ru.ru_maxrss;
    r.ok = true;
    return r;
}

inline std::vector<std::uint64_t> parseList(const char* s)
{
    std::vector<std::uint64_t> out;
    for (const char* p = s; *p;) {
        char* end = nullptr;
        const std::uint64_t v = std::strtoull(p, &end, 10);
        if (end == p)
            break;
        out.push_back(v);
        p = *end == ',' ? end + 1 : end;
    }
    return out;
}

// Value of "--name value" in argv, or `fallback`.
inline std::string option(int argc, char** argv, const char* name, const std::string& fallback)
{
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], name) == 0)
            return argv[i + 1];
    return fallback;
}

inline bool flag(int argc, char** argv, const char* name)
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], name) == 0)
            return true;
    return false;
}

} // namespace steplens::bench
