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

void DocWriter::table(const std::vector<Message>& header, const std::vector<std::vector<std::string>>& rows,
                      const std::vector<bool>& rightAlign)
{
    std::vector<std::string> texts;
    texts.reserve(header.size());
    for (const Message& h : header)
        texts.push_back(tr(h));
    doTable(texts, rows, rightAlign);
}

// Code points, not bytes (µ, ×, → are one column each); CJK ideographs, kana, Hangul and full-width
// forms take two columns in a terminal.
std::size_t displayWidth(const std::string& s)
{
    std::size_t n = 0;
    for (std::size_t i = 0; i < s.size();) {
        unsigned char c = static_cast<unsigned char>(s[i]);
        std::size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 1;
        char32_t cp = len == 1 ? c : c & (0xFF >> (len + 1));
        for (std::size_t k = 1; k < len && i + k < s.size(); ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        const bool wide = (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF && cp != 0x303F) ||
                          (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
                          (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
                          (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x3FFFD);
        n += wide ? 2 : 1;
        i += len;
    }
    return n;
}

namespace {

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

void TextWriter::doHeading(int level, const std::string& text)
{
    m_out << '\n' << text << '\n' << std::string(displayWidth(text), level <= 1 ? '=' : '-') << '\n';
}

void TextWriter::doParagraph(const std::string& text)
{
    m_out << text << '\n';
}

void TextWriter::doBullet(const std::string& text)
{
    m_out << "  - " << text << '\n';
}

void TextWriter::doTable(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows,
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

void TextWriter::doCode(const std::string& text)
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

void MarkdownWriter::doHeading(int level, const std::string& text)
{
    m_out << '\n' << std::string(static_cast<std::size_t>(std::clamp(level, 1, 6)), '#') << ' ' << text << "\n\n";
}

void MarkdownWriter::doParagraph(const std::string& text)
{
    m_out << text << "\n\n";
}

void MarkdownWriter::doBullet(const std::string& text)
{
    m_out << "- " << text << '\n';
}

void MarkdownWriter::doTable(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows,
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

void MarkdownWriter::doCode(const std::string& text)
{
    m_out << "```python\n" << text << "\n```\n\n";
}

} // namespace steplens
