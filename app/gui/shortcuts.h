#pragma once
// The keyboard shortcuts, listed once for the start page and Help › Keyboard shortcuts.
#include <QList>
#include <QPair>
#include <QString>

namespace steplens {

// (keys as the user sees them, what they do)
QList<QPair<QString, QString>> keyboardShortcuts();
QString keyboardShortcutsHtml();

} // namespace steplens
