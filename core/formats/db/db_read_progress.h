#pragma once
// How far through a database rank's read the reader is, for a progress bar. The read is a few phases (the
// string table, the kernels, the communication, the memory...), each weighed by the rows it steps over,
// counted (COUNT(*)) in its tables before the read starts. Inside a phase
// the rows stepped (Database::setRowHook) move the fraction on, clamped to the phase's share, so a wrong
// estimate makes the bar pause or jump within a phase, never go back.
#include <cstddef>
#include <functional>
#include <vector>

namespace steplens::db {

class Database;

class ReadProgress
{
public:
    // `report` gets fractions in [0, 1], never going back.
    explicit ReadProgress(std::function<void(double fraction)> report);

    // The phases to come and their weights (rows, or a row-like count of work). Phases are numbered in
    // order of this list; a phase of weight 0 takes no share of the bar.
    void plan(std::vector<double> weights);
    // Phase `index` starts: the phases before it count as done. `rowsSoFar` is the row count of the
    // database's hook at the start, so that the rows stepped from here on are the phase's.
    void start(std::size_t index, long long rowsSoFar = 0);
    // The database's row hook: `rowsSoFar` rows stepped in all.
    void rows(long long rowsSoFar);
    // Every phase is done.
    void finish();

    // Hooks `db` so that its rows move this progress on (every 8,192 rows).
    void watch(Database& db);

private:
    void report(double fraction);

    std::function<void(double)> m_report;
    std::vector<double> m_weights;
    double m_total = 0;
    double m_doneWeight = 0; // of the phases before the current one
    std::size_t m_phase = 0;
    long long m_phaseStartRows = 0;
    double m_last = 0;
};

} // namespace steplens::db
