#include "cli/handover.h"

#include "cli/common.h"

#include <cerrno>
#include <cstring>
#include <iostream>
#include <optional>

#include <limits.h>
#include <unistd.h>

namespace steplens::cli {

namespace {

// The value of the last --lang / --lang=VALUE, as the argument parser of report and compare reads it.
std::optional<std::string> langValue(const std::vector<std::string>& args)
{
    std::optional<std::string> value;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--lang" && i + 1 < args.size())
            value = args[++i];
        else if (args[i].rfind("--lang=", 0) == 0)
            value = args[i].substr(7);
    }
    return value;
}

// The directory of the running executable, from /proc/self/exe (argv[0] may be a bare name found on
// the PATH, or a symbolic link). Empty when /proc is not there; errno says why.
std::string executableDirectory()
{
    char buffer[PATH_MAX];
    const ssize_t n = ::readlink("/proc/self/exe", buffer, sizeof buffer - 1);
    if (n <= 0)
        return {};
    std::string path(buffer, std::size_t(n));
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? std::string() : path.substr(0, slash);
}

} // namespace

bool subCommandNeedsQt(const std::string& word, const std::vector<std::string>& args)
{
    if (word == "export")
        return true;
    if (word != "report" && word != "compare")
        return false;
    const auto value = langValue(args);
    if (!value)
        return false;
    // The same resolution as the commands use: "system" under LANG=en_US.UTF-8 is English, needs no Qt.
    const auto language = languageOption(value);
    return language && *language != "en";
}

int handOverToSibling(const char* siblingName, char** argv)
{
    const std::string dir = executableDirectory();
    if (dir.empty()) {
        std::cerr << "steplens: cannot find its own folder to start " << siblingName
                  << " (/proc/self/exe: " << std::strerror(errno) << ")\n";
        return 2;
    }
    const std::string path = dir + "/" + siblingName;
    // argv stays the caller's array (its strings live until exec); only its first entry is replaced, so
    // the sibling sees exactly the arguments the user typed and names itself by its real path.
    argv[0] = const_cast<char*>(path.c_str());
    ::execv(path.c_str(), argv);
    const int error = errno; // execv returns only on failure
    std::cerr << "steplens: cannot start " << path << ": " << std::strerror(error)
              << " (the window, export and translated reports need it)\n";
    return 2;
}

} // namespace steplens::cli
