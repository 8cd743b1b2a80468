#pragma once
// Core's texts (findings, evidence, diagnostics) in the language of the installed Qt translators.
// Core records an id, an English source with {named} placeholders and the arguments
// (core/text/message.h); this looks the source up with QCoreApplication::translate, the id being the
// context, then fills in the arguments.
#include "text/message.h"

#include <QString>

namespace steplens {

// The Translator that widgets hand to core (the report written from the window, the export).
const Translator& qtTranslator();

// The finished text of `message` in the current language.
QString messageText(const Message& message);

// The text of a rich-text (HTML) label without its markup, for copying and exporting.
QString htmlToPlainText(const QString& html);

} // namespace steplens
