#include "common/messagetext.h"

#include <QCoreApplication>
#include <QTextDocument>

namespace steplens {

const Translator& qtTranslator()
{
    static const Translator translator = [](const std::string& id, const std::string& source) -> std::string {
        const QString translated = QCoreApplication::translate(id.c_str(), source.c_str());
        return translated.toStdString();
    };
    return translator;
}

QString messageText(const Message& message)
{
    return QString::fromStdString(message.text(&qtTranslator()));
}

QString htmlToPlainText(const QString& html)
{
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

} // namespace steplens
