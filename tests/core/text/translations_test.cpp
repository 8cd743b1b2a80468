// resources/translations/steplens_zh_CN.ts is complete: every message has a finished translation, no
// entry is obsolete or vanished, and each translation uses exactly the placeholders of its source
// ({named} for core's SL_MSG texts, %1.. for the widgets' tr() texts). A text with a lost or
// misspelt placeholder would show "{n}" or drop a number in Chinese only.
// That the .ts holds every text of the code is checked by the "translations: .ts is up to date" test,
// which runs lupdate (tests/i18n_up_to_date.cmake).
#include "text/message.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace steplens;

namespace {

struct TsMessage {
    std::string context;
    std::string source;
    std::string translation;
    std::string translationTag; // the <translation ...> start tag, with its attributes
};

std::string unescape(std::string s)
{
    const std::pair<const char*, const char*> entities[] = {
        {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&apos;", "'"}, {"&amp;", "&"}};
    for (const auto& [from, to] : entities)
        for (std::size_t pos = 0; (pos = s.find(from, pos)) != std::string::npos; pos += std::string(to).size())
            s.replace(pos, std::string(from).size(), to);
    return s;
}

// The text between <tag ...> and </tag> after `from`; empty when absent. `startTag` gets the start tag.
std::string element(const std::string& xml, const std::string& tag, std::size_t from, std::size_t to,
                    std::string* startTag = nullptr)
{
    std::size_t open = xml.find("<" + tag, from);
    if (open == std::string::npos || open >= to)
        return {};
    std::size_t openEnd = xml.find('>', open);
    if (startTag)
        *startTag = xml.substr(open, openEnd + 1 - open);
    if (xml[openEnd - 1] == '/')
        return {};
    std::size_t close = xml.find("</" + tag + ">", openEnd);
    return unescape(xml.substr(openEnd + 1, close - openEnd - 1));
}

std::vector<TsMessage> readTs(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string xml = buffer.str();
    std::vector<TsMessage> out;
    for (std::size_t c = xml.find("<context>"); c != std::string::npos; c = xml.find("<context>", c + 1)) {
        const std::size_t cEnd = xml.find("</context>", c);
        const std::string name = element(xml, "name", c, cEnd);
        for (std::size_t m = xml.find("<message", c); m != std::string::npos && m < cEnd;
             m = xml.find("<message", m + 1)) {
            const std::size_t mEnd = xml.find("</message>", m);
            TsMessage msg;
            msg.context = name;
            msg.source = element(xml, "source", m, mEnd);
            msg.translation = element(xml, "translation", m, mEnd, &msg.translationTag);
            out.push_back(msg);
        }
    }
    return out;
}

// %1..%99 of a tr() text, as a set (Qt allows any order).
std::multiset<std::string> percentArgs(const std::string& s)
{
    std::multiset<std::string> out;
    for (std::size_t i = 0; i + 1 < s.size(); ++i)
        if (s[i] == '%' && s[i + 1] >= '1' && s[i + 1] <= '9') {
            std::size_t j = i + 1;
            while (j < s.size() && s[j] >= '0' && s[j] <= '9')
                ++j;
            out.insert(s.substr(i, j - i));
        }
    return out;
}

std::set<std::string> namedArgs(const std::string& s)
{
    const auto v = placeholdersOf(s);
    return {v.begin(), v.end()};
}

} // namespace

TEST_CASE("steplens_zh_CN.ts is complete and keeps every placeholder")
{
    const std::vector<TsMessage> messages = readTs(STEPLENS_TRANSLATIONS_DIR "/steplens_zh_CN.ts");
    REQUIRE(messages.size() > 1500); // the interface and core's texts, not an empty file
    std::size_t checked = 0;
    for (const TsMessage& m : messages) {
        INFO(m.context << ": " << m.source);
        CHECK(m.translationTag.find("unfinished") == std::string::npos);
        CHECK(m.translationTag.find("obsolete") == std::string::npos);
        CHECK(m.translationTag.find("vanished") == std::string::npos);
        CHECK(!m.translation.empty());
        CHECK(namedArgs(m.translation) == namedArgs(m.source));
        CHECK(percentArgs(m.translation) == percentArgs(m.source));
        ++checked;
    }
    CHECK(checked == messages.size());
}

TEST_CASE("the .ts checks catch what they are for")
{
    // The checks above on hand-made entries: a dropped {name} and a dropped %2 are seen.
    CHECK(namedArgs("{n} steps{skipped}") != namedArgs("{n} 步"));
    CHECK(percentArgs("%1 of %2") != percentArgs("%1 个"));
    CHECK(percentArgs("%2 中的 %1") == percentArgs("%1 of %2"));
    CHECK(unescape("&lt;b&gt;A &amp; B&lt;/b&gt;") == "<b>A & B</b>");
}
