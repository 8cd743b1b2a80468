#include "cli/args.h"
#include "cli/commands.h"
#include "example/example_runs.h"

#include <iostream>

namespace steplens::cli {

int exampleCommand(const std::vector<std::string>& argv)
{
    Args args(argv, {}, {});
    if (!args.ok() || args.positional().size() != 1) {
        std::cerr << "steplens example: " << (args.ok() ? "expects exactly one output folder" : args.error()) << "\n"
                  << "usage: steplens example OUTDIR   (writes five synthetic example runs into OUTDIR)\n";
        return 2;
    }
    const std::string& dir = args.positional().front();
    std::string error;
    if (!writeExampleRuns(dir, error)) {
        std::cerr << "steplens example: " << error << "\n";
        return 1;
    }
    std::cout << "Wrote " << exampleRunNames().size() << " synthetic example runs to " << dir << ":\n";
    for (const auto& name : exampleRunNames())
        std::cout << "  " << name << "\n";
    std::cout << "See " << dir << "/README.txt. Try: steplens report " << dir << "/" << exampleRunNames().front()
              << " --batch-size 128\n";
    return 0;
}

} // namespace steplens::cli
