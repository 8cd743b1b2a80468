#pragma once
// The main window's size, place and dock layout kept between runs (QSettings), and the window size the
// single run and the comparison each keep for themselves (issue 19, item 2).
#include <QByteArray>
#include <QSize>

class QMainWindow;

namespace steplens {

class WindowLayoutStore
{
public:
    // `layoutVersion` tags the saved dock layout, so a layout of other docks is not applied.
    WindowLayoutStore(QMainWindow* window, int layoutVersion);

    // The docks as they are now become the default layout (View › Reset layout, no saved layout).
    void rememberDefaultLayout();
    // At start: the saved window geometry (the whole screen the first time) and dock layout.
    void restore();
    // On quit. `docksShown`: the docks are on show, so their layout is saved too.
    void save(bool comparisonShown, bool docksShown);
    // The docks' layout now, saved before the start page or a comparison hides them.
    void saveDockLayout();
    // The saved dock layout back; false when there is none that fits and the default was applied instead.
    bool restoreDockLayout();
    void restoreDefaultLayout();
    // Into the comparison: the single run's size is kept and the comparison's own comes back; out of it,
    // the other way round.
    void switchWindowSize(bool toComparison);

private:
    QMainWindow* m_window;
    int m_layoutVersion;
    QByteArray m_defaultLayout;
    // While a comparison is up: the window as the single run had it (saved on quit; its size comes back).
    QByteArray m_singleRunGeometry;
    QSize m_singleRunSize;
};

} // namespace steplens
