// Start-up benchmark (never part of the tests): launches the `steplens` GUI with the offscreen Qt
// platform and no folder (so it opens the bundled example, as a first start does), with
// STEPLENS_EXIT_AFTER_PAINT=1, and times from the spawn to the "first-paint" and "loaded-paint"
// lines the app prints (guimain.cpp), i.e. process start to the first painted window, and to the
// window painted with the example loaded and analysed.
//
//   steplens_startup_bench [--exe build/app/steplens] [--runs 7] [--home /tmp/steplens-bench/startup]
//
// XDG_CACHE_HOME and XDG_CONFIG_HOME point into --home, so the user's settings are never touched.
// The first launch writes the example into that cache (reported on its own); the others reuse it.
#include "bench_util.h"

#include <filesystem>
#include <map>
#include <spawn.h>
#include <string>
#include <sys/wait.h>

extern char** environ;

using namespace steplens::bench;

namespace {

struct Launch {
    double firstPaint = -1, loadedPaint = -1, exit = -1;
};

Launch launch(const std::string& exe, const std::string& home)
{
    Launch l;
    int fds[2];
    if (::pipe(fds) != 0)
        return l;
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e) {
        const std::string kv = *e;
        if (kv.rfind("XDG_CACHE_HOME=", 0) != 0 && kv.rfind("XDG_CONFIG_HOME=", 0) != 0 &&
            kv.rfind("QT_QPA_PLATFORM=", 0) != 0)
            env.push_back(kv);
    }
    env.push_back("XDG_CACHE_HOME=" + home + "/cache");
    env.push_back("XDG_CONFIG_HOME=" + home + "/config");
    env.push_back("QT_QPA_PLATFORM=offscreen");
    env.push_back("STEPLENS_EXIT_AFTER_PAINT=1");
    std::vector<char*> envp;
    for (auto& kv : env)
        envp.push_back(kv.data());
    envp.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], 2);
    posix_spawn_file_actions_addclose(&actions, fds[0]);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    const char* args[] = {exe.c_str(), nullptr};
    pid_t pid = 0;
    const auto t0 = Clock::now();
    if (posix_spawn(&pid, exe.c_str(), &actions, nullptr, const_cast<char**>(args), envp.data()) != 0)
        return l;
    ::close(fds[1]);
    std::string line;
    char c;
    while (::read(fds[0], &c, 1) == 1) {
        if (c != '\n') {
            line += c;
            continue;
        }
        const double now = seconds(t0, Clock::now());
        if (line.rfind("first-paint ", 0) == 0)
            l.firstPaint = now;
        else if (line.rfind("loaded-paint ", 0) == 0)
            l.loadedPaint = now;
        line.clear();
    }
    ::close(fds[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    l.exit = seconds(t0, Clock::now());
    posix_spawn_file_actions_destroy(&actions);
    return l;
}

void report(const char* what, const std::vector<Launch>& runs)
{
    std::vector<double> first, loaded;
    for (const Launch& l : runs) {
        first.push_back(l.firstPaint);
        loaded.push_back(l.loadedPaint);
    }
    std::printf("| %s | %zu | %s | %s |\n", what, runs.size(), formatSpread(spread(first), 1e3, 0).c_str(),
                formatSpread(spread(loaded), 1e3, 0).c_str());
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv)
{
    const std::string self = std::filesystem::canonical("/proc/self/exe").string();
    const std::string fallback =
        (std::filesystem::path(self).parent_path().parent_path().parent_path() / "app" / "steplens").string();
    const std::string exe = option(argc, argv, "--exe", fallback);
    const std::string home = option(argc, argv, "--home", "/tmp/steplens-bench/startup");
    const int runs = std::atoi(option(argc, argv, "--runs", "7").c_str());
    std::filesystem::remove_all(home);
    std::filesystem::create_directories(home);
    std::printf(
        "| launch (%s, offscreen) | runs | ms to first paint, median (min-max) | ms to painted with the example "
        "loaded, median (min-max) |\n|---|---|---|---|\n",
        exe.c_str());
    const Launch first = launch(exe, home);
    if (first.firstPaint < 0 || first.loadedPaint < 0) {
        std::fprintf(stderr, "steplens did not report its paints (exit after %.1f s)\n", first.exit);
        return 1;
    }
    report("first launch (writes the example into the cache)", {first});
    std::vector<Launch> warm;
    for (int r = 0; r < runs; ++r)
        warm.push_back(launch(exe, home));
    report("later launches (example already written)", warm);
    std::filesystem::remove_all(home);
    return 0;
}
