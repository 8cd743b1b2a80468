#pragma once
// The table of readers the fuzz targets exercise: a name, the file name the reader expects, and a
// call that reads a file and discards the result.
#include <string>

namespace steplens::fuzz {

struct ReaderEntry {
    const char* name;
    const char* fileName;
    void (*read)(const std::string& path);
};

const ReaderEntry& reader(const char* name);

} // namespace steplens::fuzz
