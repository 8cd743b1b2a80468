#pragma once
// View › Language: System / English / 中文. The choice is saved in the settings and takes effect at the
// next start (the interface is not rebuilt while running); the menu says so when the choice changes.
#include <QMenu>

namespace steplens {

class LanguageMenu : public QMenu
{
    Q_OBJECT

public:
    explicit LanguageMenu(QWidget* parent = nullptr);

private:
    void choose(const QString& choice);
};

} // namespace steplens
