#pragma once
// `steplens` is the command line without Qt, so that a report starts in a few milliseconds instead of
// paying for loading Qt's libraries. What needs Qt (the window, `export`, translated reports) is done by
// `steplens-gui`, installed next to it: these two functions decide when and replace the process with it.
#include <string>
#include <vector>

namespace steplens::cli {

// True when the sub-command `word` (with the arguments after it) needs the Qt part: `export` always;
// `report` and `compare` when --lang asks for a translation (zh_CN, or "system" under a Chinese locale).
// English and unknown languages stay here: the command line writes the first and refuses the second.
bool subCommandNeedsQt(const std::string& word, const std::vector<std::string>& args);

// Replaces this process with `siblingName` from the directory of the running executable, with the same
// arguments (argv[0] becomes the sibling's path). Returns only when that fails, after one line on stderr
// naming the path and the reason; the return value (2) is the exit code.
int handOverToSibling(const char* siblingName, char** argv);

} // namespace steplens::cli
