#include "common/translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <map>
#include <memory>
#include <mutex>

namespace steplens {

namespace {

const QString kSettingsKey = QStringLiteral("ui/language");

// The compiled-in translation of `language`, loaded once; null when there is none.
QTranslator* loadedTranslator(const QString& language)
{
    static std::mutex mutex;
    static std::map<QString, std::unique_ptr<QTranslator>> cache;
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(language);
    if (it == cache.end()) {
        auto translator = std::make_unique<QTranslator>();
        if (!translator->load(QStringLiteral(":/i18n/steplens_") + language + QStringLiteral(".qm")))
            translator.reset();
        it = cache.emplace(language, std::move(translator)).first;
    }
    return it->second.get();
}

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString savedLanguageChoice()
{
    const QString choice = QSettings().value(kSettingsKey).toString();
    return availableLanguages().contains(choice) ? choice : QString();
}

void saveLanguageChoice(const QString& choice)
{
    QSettings settings;
    if (choice.isEmpty())
        settings.remove(kSettingsKey);
    else
        settings.setValue(kSettingsKey, choice);
}

QString resolveLanguage(const QString& choice)
{
    // QLocale::system() reads LC_ALL, LC_MESSAGES and LANG on Unix.
    const QString name = choice.isEmpty() ? QLocale::system().name() : choice;
    return name.startsWith(QLatin1String("zh"), Qt::CaseInsensitive) ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

bool installTranslation(const QString& language)
{
    if (language == QLatin1String("en"))
        return true;
    QTranslator* translator = loadedTranslator(language);
    if (!translator)
        return false;
    QCoreApplication::installTranslator(translator);
    // Qt's own texts (standard dialog buttons, context menus of line edits) when Debian's
    // qt6-translations-l10n is installed; nothing is lost without them.
    static QTranslator qtBase;
    if (qtBase.load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                    QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtBase);
    return true;
}

TranslationScope::TranslationScope(const QString& language)
{
    if (language == QLatin1String("en"))
        return;
    m_translator = loadedTranslator(language);
    m_ok = m_translator && QCoreApplication::installTranslator(m_translator);
}

TranslationScope::~TranslationScope()
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator);
}

const Translator* translatorFor(const std::string& language)
{
    const QString lang = QString::fromStdString(language);
    if (lang == QLatin1String("en"))
        return nullptr;
    QTranslator* translator = loadedTranslator(lang);
    if (!translator)
        return nullptr;
    static std::mutex mutex;
    static std::map<QString, std::unique_ptr<Translator>> translators;
    std::lock_guard<std::mutex> lock(mutex);
    auto& slot = translators[lang];
    if (!slot)
        slot = std::make_unique<Translator>([translator](const std::string& id, const std::string& source) {
            return translator->translate(id.c_str(), source.c_str()).toStdString();
        });
    return slot.get();
}

} // namespace steplens
