#pragma once
// The headless sub-commands of `steplens`. Each returns the process exit code
// (0 success, 1 nothing could be read or written, 2 bad arguments).
#include <string>
#include <vector>

namespace steplens::cli {

int reportCommand(const std::vector<std::string>& args);
int compareCommand(const std::vector<std::string>& args);
int exampleCommand(const std::vector<std::string>& args);
int printUsage(bool toStderr);

// True when argv[1] names a sub-command (so main() does not start the GUI).
bool isSubCommand(const std::string& word);
int runSubCommand(const std::string& word, const std::vector<std::string>& args);

} // namespace steplens::cli
