#include "report/doc_writer.h"

#include <algorithm>
#include <cstdio>

namespace steplens {

std::string fmtNumber(double value, int decimals)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return buf;
}

namespace {
// Display width of UTF-8 text: count code points, not bytes (µ, ×, → are one column each).
std::size_t displayWidth(const std::string& s)
{
    std::size_t n = 0;
    for (unsigned char c : s)
        if ((c & 0xC0) != 0x80)
            ++n;
    return n;
}

std::string pad(const std::string& s, std::size_t width, bool right)
{
    std::size_t w = displayWidth(s);
    if (w >= width)
        return s;
    std::string fill(width - w, ' ');
    return right ? fill + s : s + fill;
}

std::string escapeMarkdownCell(const std::string& s)
{
    std::string out;
    for (char c : s) {
        if (c == '|')
            out += "\\|";
        else if (c == '\n')
            out += ' ';
        else
            out += c;
    }
    return out;
}
} // namespace

void TextWriter::heading(int level, const std::string& text)
{
    m_out << '\n' << text << '\n' << std::string(displayWidth(text), level <= 1 ? '=' : '-') << '\n';
}

void TextWriter::paragraph(const std::string& text)
{
    m_out << text << '\n';
}

void TextWriter::bullet(const std::string& text)
{
    m_out << "  - " << text << '\n';
}

void TextWriter::table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows,
                       const std::vector<bool>& rightAlign)
{
    std::vector<std::size_t> width(header.size(), 0);
    for (std::size_t i = 0; i < header.size(); ++i)
        width[i] = displayWidth(header[i]);
    for (const auto& r : rows)
        for (std::size_t i = 0; i < r.size() && i < width.size(); ++i)
            width[i] = std::max(width[i], displayWidth(r[i]));
    auto line = [&](const std::vector<std::string>& cells) {
        std::string s = " ";
        for (std::size_t i = 0; i < width.size(); ++i) {
            bool right = i < rightAlign.size() && rightAlign[i];
            s += pad(i < cells.size() ? cells[i] : std::string(), width[i], right);
            if (i + 1 < width.size())
                s += "  ";
        }
        while (!s.empty() && s.back() == ' ')
            s.pop_back();
        m_out << s << '\n';
    };
    line(header);
    std::string rule = " ";
    for (std::size_t i = 0; i < width.size(); ++i)
        rule += std::string(width[i], '-') + (i + 1 < width.size() ? "  " : "");
    m_out << rule << '\n';
    for (const auto& r : rows)
        line(r);
}

void TextWriter::code(const std::string& text)
{
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t nl = text.find('\n', start);
        m_out << "      " << text.substr(start, nl == std::string::npos ? std::string::npos : nl - start) << '\n';
        if (nl == std::string::npos)
            break;
        start = nl + 1;
    }
}

void MarkdownWriter::heading(int level, const std::string& text)
{
    m_out << '\n' << std::string(static_cast<std::size_t>(std::clamp(level, 1, 6)), '#') << ' ' << text << "\n\n";
}

void MarkdownWriter::paragraph(const std::string& text)
{
    m_out << text << "\n\n";
}

void MarkdownWriter::bullet(const std::string& text)
{
    m_out << "- " << text << '\n';
}

void MarkdownWriter::table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows,
                           const std::vector<bool>& rightAlign)
{
    m_out << '\n' << '|';
    for (const auto& h : header)
        m_out << ' ' << escapeMarkdownCell(h) << " |";
    m_out << "\n|";
    for (std::size_t i = 0; i < header.size(); ++i)
        m_out << (i < rightAlign.size() && rightAlign[i] ? "---:|" : "---|");
    m_out << '\n';
    for (const auto& r : rows) {
        m_out << '|';
        for (std::size_t i = 0; i < header.size(); ++i)
            m_out << ' ' << escapeMarkdownCell(i < r.size() ? r[i] : std::string()) << " |";
        m_out << '\n';
    }
    m_out << '\n';
}

void MarkdownWriter::code(const std::string& text)
{
    m_out << "```python\n" << text << "\n```\n\n";
}

} // namespace steplens
