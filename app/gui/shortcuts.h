#pragma once
// The keyboard shortcuts, listed once for the start page and Help › Keyboard shortcuts; the Help dialogs.
#include <QList>
#include <QPair>
#include <QString>

class QWidget;

namespace steplens {

// (keys as the user sees them, what they do)
QList<QPair<QString, QString>> keyboardShortcuts();
QString keyboardShortcutsHtml();
// Help › Keyboard shortcuts and Help › About StepLens.
void showShortcutsDialog(QWidget* parent);
void showAboutDialog(QWidget* parent);

} // namespace steplens
