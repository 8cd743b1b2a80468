#include "languagemenu.h"

#include "common/translation.h"

#include <QActionGroup>
#include <QMessageBox>

namespace steplens {

namespace {
// The language the running interface was started in (translations are installed once at start-up).
QString languageInEffect()
{
    static const QString language = resolveLanguage(savedLanguageChoice());
    return language;
}
} // namespace

LanguageMenu::LanguageMenu(QWidget* parent)
    : QMenu(tr("&Language"), parent)
{
    languageInEffect(); // remember the start-up language before the first change is saved
    auto* group = new QActionGroup(this);
    group->setExclusive(true);
    const QString saved = savedLanguageChoice();
    // Each language is named in itself, so it can be found whatever the current language is.
    const std::pair<QString, QString> choices[] = {
        {QString(), tr("System (%1)").arg(resolveLanguage(QString()) == QLatin1String("zh_CN")
                                              ? QStringLiteral("中文")
                                              : QStringLiteral("English"))},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("zh_CN"), QStringLiteral("中文")},
    };
    for (const auto& [choice, label] : choices) {
        QAction* action = addAction(label);
        action->setCheckable(true);
        action->setChecked(choice == saved);
        action->setData(choice);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, choice = choice] { choose(choice); });
    }
}

void LanguageMenu::choose(const QString& choice)
{
    saveLanguageChoice(choice);
    const QString next = resolveLanguage(choice);
    if (next == languageInEffect())
        return;
    // Said in the current language and, when it differs, in the chosen one too.
    const char* source = QT_TR_NOOP("The new language is used the next time StepLens starts.");
    QString text = tr(source);
    if (const Translator* t = translatorFor(next.toStdString())) {
        const std::string other = (*t)(metaObject()->className(), source);
        if (!other.empty() && QString::fromStdString(other) != text)
            text += QStringLiteral("\n") + QString::fromStdString(other);
    } else if (next == QLatin1String("en") && text != QLatin1String(source)) {
        text += QStringLiteral("\n") + QLatin1String(source);
    }
    QMessageBox::information(parentWidget(), tr("Language"), text);
}

} // namespace steplens
