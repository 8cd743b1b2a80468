#pragma once
// A temporary folder for tests that write small malformed inputs; removed when it goes out of scope.
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>

namespace steplens::test {

class TempDir
{
public:
    TempDir()
    {
        std::random_device rd;
        m_path =
            std::filesystem::temp_directory_path() / ("steplens-test-" + std::to_string(rd()) + std::to_string(rd()));
        std::filesystem::create_directories(m_path);
    }
    ~TempDir()
    {
        std::error_code ec;
        std::filesystem::remove_all(m_path, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::filesystem::path& path() const { return m_path; }
    std::string file(const std::string& name) const { return (m_path / name).string(); }

    // Writes `content` byte for byte (no newline translation) and returns the path.
    std::string write(const std::string& name, const std::string& content) const
    {
        std::filesystem::path p = m_path / name;
        std::filesystem::create_directories(p.parent_path());
        std::ofstream out(p, std::ios::binary);
        out << content;
        return p.string();
    }

private:
    std::filesystem::path m_path;
};

// The bytes of a file, empty when it cannot be read.
inline std::string readFile(const std::filesystem::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

} // namespace steplens::test
