#pragma once
// A tiny document builder with two back ends, plain text (aligned columns) and Markdown, so that
// every report is written once and rendered in either form.
#include <sstream>
#include <string>
#include <vector>

namespace steplens {

class DocWriter
{
public:
    virtual ~DocWriter() = default;
    virtual void heading(int level, const std::string& text) = 0;
    virtual void paragraph(const std::string& text) = 0;
    virtual void bullet(const std::string& text) = 0;
    // rightAlign: per column, true for numbers.
    virtual void table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows,
                       const std::vector<bool>& rightAlign) = 0;
    virtual void code(const std::string& text) = 0;
    std::string str() const { return m_out.str(); }

protected:
    std::ostringstream m_out;
};

class TextWriter : public DocWriter
{
public:
    void heading(int level, const std::string& text) override;
    void paragraph(const std::string& text) override;
    void bullet(const std::string& text) override;
    void table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows,
               const std::vector<bool>& rightAlign) override;
    void code(const std::string& text) override;
};

class MarkdownWriter : public DocWriter
{
public:
    void heading(int level, const std::string& text) override;
    void paragraph(const std::string& text) override;
    void bullet(const std::string& text) override;
    void table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows,
               const std::vector<bool>& rightAlign) override;
    void code(const std::string& text) override;
};

// Number formatting shared by reports: fixed decimals, no trailing noise.
std::string fmtNumber(double value, int decimals);

} // namespace steplens
