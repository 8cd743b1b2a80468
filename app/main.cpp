// steplens: the desktop viewer when run without a sub-command, the command line otherwise.
#include "cli/commands.h"

#include <string>
#include <vector>

int main(int argc, char** argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && steplens::cli::isSubCommand(args.front())) {
        std::string word = args.front();
        args.erase(args.begin());
        return steplens::cli::runSubCommand(word, args);
    }
    return steplens::cli::printUsage(true);
}
