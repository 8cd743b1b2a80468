#pragma once
// Saves what the panels show: every chart as PNG and every table as CSV, into a folder of the
// user's choosing that is never the profiler folder. Used by File › Export › Everything and by
// `steplens export`.
#include "panels/panel.h"

#include <QSize>
#include <QStringList>

namespace steplens {

struct ExportReport {
    QStringList written; // paths
    QStringList titles;  // what each written file shows ("Step trace chart"), parallel to `written`
    QStringList errors;  // one sentence each

    void add(const ExportReport& other)
    {
        written << other.written;
        titles << other.titles;
        errors << other.errors;
    }
};

constexpr QSize kDefaultExportSize{1600, 900};

// Writes each item as <outDir>/<prefix><id>.png or .csv. Charts are drawn at `chartSize`.
ExportReport exportItems(const QList<ExportItem>& items, const QString& outDir, const QString& prefix,
                         QSize chartSize = kDefaultExportSize);

// Builds the panels for one rank off screen and exports their charts and tables (prefix "rank<N>-").
// With `includeRunTables`, also the tables about the whole run (the problems list, without prefix).
ExportReport exportSnapshot(const ViewSnapshot& snapshot, const QString& outDir, QSize chartSize,
                            bool includeRunTables);

// "rank0-", or "" for a rank the folder does not number.
QString rankPrefix(const Profile* profile);

} // namespace steplens
