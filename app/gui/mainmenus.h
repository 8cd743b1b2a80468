#pragma once
// The main window's menus (File, View, Help) and its toolbar with the rank selector: built once, with
// the actions the window enables, disables or hides as runs come and go.
#include <QObject>

class QAction;

namespace steplens {

class ExportActions;
class MainWindow;
class PanelDocks;
class RankSelector;

class MainMenus : public QObject
{
    Q_OBJECT
public:
    // Adds the menu bar's menus and the toolbar to `window`; View lists the docks of `docks`.
    MainMenus(MainWindow* window, PanelDocks* docks);

    ExportActions* exports() const { return m_exports; }
    RankSelector* ranks() const { return m_ranks; }
    QAction* cancelAction() const { return m_cancelAction; }
    // Reload wants a folder; Close wants a run or a comparison on show.
    void updateEnabled(bool hasFolder, bool hasSomethingShown);
    // The rank selector only appears for folders with several ranks.
    void setRankSelectorShown(bool shown);
    bool rankSelectorShown() const;
    // Ctrl+Tab and Ctrl+PgUp/PgDn switch the docks' tabs only while the docks are on show.
    void setTabActionsEnabled(bool enabled);

private:
    ExportActions* m_exports = nullptr;
    QAction* m_reloadAction = nullptr;
    QAction* m_cancelAction = nullptr;
    QAction* m_closeAction = nullptr;
    QAction* m_nextTabAction = nullptr;
    QAction* m_previousTabAction = nullptr;
    QAction* m_rankToolbarAction = nullptr;
    RankSelector* m_ranks = nullptr;
};

} // namespace steplens
