#pragma once
// The "Export…" button of a panel: a menu of what the panel can export right now (its exportItems()).
// Charts go through the chart export dialog (PNG, SVG, PDF); tables are written as CSV as the view
// shows them (sorted and filtered), unless the user picks the "every row" entry a table offers when
// its view can hide rows. Nothing is written inside the run's folders. Each written file is announced
// through ExportFeedback, like every other export.
#include "panels/panel.h"

#include <QToolButton>

#include <memory>

namespace steplens {

struct Run;

class PanelExportButton : public QToolButton
{
    Q_OBJECT
public:
    explicit PanelExportButton(Panel* panel);

    // The run on show: its folders (profiler folder, rank folders) are never written into.
    void setRun(std::shared_ptr<const Run> run);

    // One entry of the menu: the item, and for a table whether every row is written.
    struct Entry {
        ExportItem item;
        bool everyRow = false;
        QString text;
    };
    // The menu's entries for the panel's current export items.
    QList<Entry> entries() const;
    // Writes an entry without asking (the menu asks for the path first); false with `error` set when
    // nothing was written. Announces the file through ExportFeedback on success. `chartSize` empty: as on screen.
    bool write(const Entry& entry, const QString& path, QString* error = nullptr, QSize chartSize = {});

private:
    void fillMenu();
    void run(const Entry& entry);
    bool insideRunFolder(const QString& path) const;

    Panel* m_panel;
    std::shared_ptr<const Run> m_run;
};

} // namespace steplens
