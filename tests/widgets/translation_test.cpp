// The Chinese translation: compiled in, installed on demand, used by the panels and by core's texts.
#include "common/analysissettings.h"
#include "common/messagetext.h"
#include "common/translation.h"
#include "common/selectionstate.h"
#include "panels/problemspanel.h"
#include "panels/tuningassistantpanel.h"
#include "temp_dir.h"
#include "widget_test_util.h"

#include <QApplication>
#include <QLabel>
#include <catch2/catch.hpp>

using namespace steplens;

namespace {
// True when `text` holds a CJK ideograph (so it was translated, not left in English).
bool hasChinese(const QString& text)
{
    for (QChar c : text)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}
} // namespace

TEST_CASE("the language follows the choice, else the locale")
{
    CHECK(resolveLanguage(QStringLiteral("zh_CN")) == QLatin1String("zh_CN"));
    CHECK(resolveLanguage(QStringLiteral("zh_CN.UTF-8")) == QLatin1String("zh_CN"));
    CHECK(resolveLanguage(QStringLiteral("zh")) == QLatin1String("zh_CN"));
    CHECK(resolveLanguage(QStringLiteral("en")) == QLatin1String("en"));
    CHECK(resolveLanguage(QStringLiteral("en_US")) == QLatin1String("en"));
    CHECK(availableLanguages().contains(QStringLiteral("zh_CN")));
}

TEST_CASE("the Chinese translation is compiled in and translates widgets and core texts")
{
    // English before, and the same source English again after the scope ends.
    const Message findings = SL_MSG("report.heading.findings", "Findings");
    CHECK(messageText(findings) == QLatin1String("Findings"));
    SelectionState selection;
    {
        TranslationScope zh(QStringLiteral("zh_CN"));
        REQUIRE(zh.ok());
        // A core text (SL_MSG, context = id) and one with a named argument.
        CHECK(messageText(findings) == QStringLiteral("发现"));
        CHECK(messageText(SL_MSG("report.folder", "Folder: {folder}").arg("folder", "/data/run")) ==
              QStringLiteral("文件夹：/data/run"));
        // A widget text (tr(), context = the class): the empty Problems panel says so in Chinese.
        ProblemsPanel panel(&selection);
        panel.resize(900, 300);
        CHECK(panel.emptyReason().startsWith(QStringLiteral("未打开文件夹\n")));
        CHECK(hasChinese(panel.emptyReason()));
        // The tuning assistant without a folder.
        AnalysisSettings settings;
        TuningAssistantPanel assistant(&selection, &settings);
        bool chineseLabel = false;
        for (QLabel* label : assistant.findChildren<QLabel*>())
            chineseLabel = chineseLabel || hasChinese(label->text());
        CHECK(chineseLabel);
        // The headless Translator (steplens report --lang zh_CN) gives the same text.
        const Translator* t = translatorFor("zh_CN");
        REQUIRE(t);
        CHECK(findings.text(t) == "发现");
        CHECK(translatorFor("en") == nullptr);
    }
    CHECK(messageText(findings) == QLatin1String("Findings"));
    ProblemsPanel english(&selection);
    CHECK(english.emptyReason().startsWith(QLatin1String("No folder is open\n")));
}
