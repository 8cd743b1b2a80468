#pragma once
// A tiny document builder with two back ends, plain text (aligned columns) and Markdown, so that
// every report is written once and rendered in either form. Texts are Messages: the writer renders
// them through its translator (English without one), so a report is written once for every language.
#include "text/message.h"

#include <sstream>
#include <string>
#include <vector>

namespace steplens {

class DocWriter
{
public:
    virtual ~DocWriter() = default;
    void heading(int level, const Message& text) { doHeading(level, tr(text)); }
    void paragraph(const Message& text) { doParagraph(tr(text)); }
    void bullet(const Message& text) { doBullet(tr(text)); }
    // rightAlign: per column, true for numbers.
    void table(const std::vector<Message>& header, const std::vector<std::vector<std::string>>& rows,
               const std::vector<bool>& rightAlign);
    void code(const std::string& text) { doCode(text); }
    std::string str() const { return m_out.str(); }

    // The language of the texts (null: English).
    void setTranslator(const Translator* translator) { m_translator = translator; }
    const Translator* translator() const { return m_translator; }
    std::string tr(const Message& text) const { return text.text(m_translator); }

protected:
    virtual void doHeading(int level, const std::string& text) = 0;
    virtual void doParagraph(const std::string& text) = 0;
    virtual void doBullet(const std::string& text) = 0;
    virtual void doTable(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows,
                         const std::vector<bool>& rightAlign) = 0;
    virtual void doCode(const std::string& text) = 0;

    std::ostringstream m_out;
    const Translator* m_translator = nullptr;
};

class TextWriter : public DocWriter
{
protected:
    void doHeading(int level, const std::string& text) override;
    void doParagraph(const std::string& text) override;
    void doBullet(const std::string& text) override;
    void doTable(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows,
                 const std::vector<bool>& rightAlign) override;
    void doCode(const std::string& text) override;
};

class MarkdownWriter : public DocWriter
{
protected:
    void doHeading(int level, const std::string& text) override;
    void doParagraph(const std::string& text) override;
    void doBullet(const std::string& text) override;
    void doTable(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows,
                 const std::vector<bool>& rightAlign) override;
    void doCode(const std::string& text) override;
};

// Terminal columns of UTF-8 text: one per code point, two for East Asian wide characters (CJK), so
// Chinese headings and table cells line up.
std::size_t displayWidth(const std::string& s);

// Number formatting shared by reports: fixed decimals, no trailing noise.
std::string fmtNumber(double value, int decimals);

} // namespace steplens
