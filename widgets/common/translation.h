#pragma once
// The user interface language: which one is chosen (View › Language, saved in the settings, or the
// system locale), and the Qt Linguist translation compiled into the binary
// (resources/translations/steplens_<lang>.qm, under :/i18n/).
#include "text/message.h"

#include <QString>
#include <QStringList>

#include <string>

class QTranslator;

namespace steplens {

// The languages the interface is translated into, as locale names ("en" is the source language).
QStringList availableLanguages();

// The saved choice: "" for "follow the system", or one of availableLanguages(). Read from QSettings.
QString savedLanguageChoice();
void saveLanguageChoice(const QString& choice);

// The language to use for `choice` ("" follows the system locale): "zh_CN" for any Chinese locale,
// "en" otherwise. Also accepts "zh", "zh_CN.UTF-8", "en_US" and the like.
QString resolveLanguage(const QString& choice);

// Installs the translation of `language` into the running application (no effect for "en"). Returns
// false when the translation could not be loaded. Call once, before the first window is built.
bool installTranslation(const QString& language);

// Installs the translation of a language for the lifetime of the object (`steplens export --lang`),
// then removes it again; nothing for English.
class TranslationScope
{
public:
    explicit TranslationScope(const QString& language);
    ~TranslationScope();
    TranslationScope(const TranslationScope&) = delete;
    TranslationScope& operator=(const TranslationScope&) = delete;
    bool ok() const { return m_ok; }

private:
    QTranslator* m_translator = nullptr;
    bool m_ok = true;
};

// A Translator for core's texts in `language` that works without a QCoreApplication (the headless
// report and compare commands); null for English or an unknown language. The object lives until exit.
const Translator* translatorFor(const std::string& language);

} // namespace steplens
