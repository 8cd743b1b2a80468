#pragma once
// `steplens export DIR --out OUTDIR [--rank N] [--size WxH]`: writes a PNG of every chart and a CSV
// of every table of the loaded run into OUTDIR, headless, and report.md linking them.
// `steplens export A --compare B --out OUTDIR`: the comparison's charts (compare-*.png), diff tables
// (compare-*.csv) and report.md. Exit codes as `steplens report`: 0 written, 1 nothing could be
// read or written, 2 wrong usage.
#include <string>
#include <vector>

namespace steplens {

int exportCommand(const std::vector<std::string>& args);

} // namespace steplens
