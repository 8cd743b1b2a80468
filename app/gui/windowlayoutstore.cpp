// Saving and restoring the main window's geometry and dock layout, and switching between the single
// run's and the comparison's window sizes.
#include "windowlayoutstore.h"

#include "windowgeometry.h"

#include <QMainWindow>
#include <QScreen>
#include <QSettings>

namespace steplens {

namespace {
const auto kGeometryKey = QStringLiteral("layout/geometry");
const auto kStateKey = QStringLiteral("layout/state");
const auto kComparisonSizeKey = QStringLiteral("layout/comparisonSize");
} // namespace

WindowLayoutStore::WindowLayoutStore(QMainWindow* window, int layoutVersion)
    : m_window(window)
    , m_layoutVersion(layoutVersion)
{}

void WindowLayoutStore::rememberDefaultLayout()
{
    m_defaultLayout = m_window->saveState(m_layoutVersion);
}

void WindowLayoutStore::restore()
{
    QSettings settings;
    const QByteArray geometry = settings.value(kGeometryKey).toByteArray();
    if (geometry.isEmpty() || !m_window->restoreGeometry(geometry)) {
        // First start: use the whole screen. The size is set too, for window managers (or none) that
        // ignore the maximised state.
        if (const QScreen* screen = m_window->screen())
            m_window->resize(screen->availableGeometry().size());
        m_window->setWindowState(m_window->windowState() | Qt::WindowMaximized);
    }
    fitIntoScreen(m_window); // saved on a bigger screen, or by an older version during a comparison
    // A layout saved by an older version (other docks) is ignored by restoreState: the default stays.
    m_window->restoreState(settings.value(kStateKey).toByteArray(), m_layoutVersion);
}

void WindowLayoutStore::save(bool comparisonShown, bool docksShown)
{
    QSettings settings;
    // The next launch opens a single run (or the start page): it gets the single run's window, not the
    // comparison's, which keeps its own size.
    if (comparisonShown) {
        settings.setValue(kComparisonSizeKey, m_window->size());
        settings.setValue(kGeometryKey, m_singleRunGeometry.isEmpty() ? m_window->saveGeometry() : m_singleRunGeometry);
    } else {
        settings.setValue(kGeometryKey, m_window->saveGeometry());
    }
    // While the start page or a comparison is up the docks are hidden on purpose: keep the layout of the last folder.
    if (docksShown)
        saveDockLayout();
}

void WindowLayoutStore::saveDockLayout()
{
    QSettings().setValue(kStateKey, m_window->saveState(m_layoutVersion));
}

bool WindowLayoutStore::restoreDockLayout()
{
    if (m_window->restoreState(QSettings().value(kStateKey).toByteArray(), m_layoutVersion))
        return true;
    restoreDefaultLayout();
    return false;
}

void WindowLayoutStore::restoreDefaultLayout()
{
    m_window->restoreState(m_defaultLayout, m_layoutVersion);
}

void WindowLayoutStore::switchWindowSize(bool toComparison)
{
    QSettings settings;
    if (toComparison) {
        m_singleRunGeometry = m_window->saveGeometry();
        m_singleRunSize = m_window->size();
        resizeWithinScreen(m_window, settings.value(kComparisonSizeKey).toSize());
    } else if (m_singleRunSize.isValid()) {
        // Only the size comes back: the window stays where the user moved it.
        settings.setValue(kComparisonSizeKey, m_window->size());
        resizeWithinScreen(m_window, m_singleRunSize);
        m_singleRunGeometry.clear();
        m_singleRunSize = QSize();
    }
}

} // namespace steplens
