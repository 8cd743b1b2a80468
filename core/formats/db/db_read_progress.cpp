#include "formats/db/db_read_progress.h"

#include "formats/db/sqlite_db.h"

#include <algorithm>

namespace steplens::db {

ReadProgress::ReadProgress(std::function<void(double fraction)> report)
    : m_report(std::move(report))
{}

void ReadProgress::plan(std::vector<double> weights)
{
    m_weights = std::move(weights);
    m_total = 0;
    for (double& w : m_weights) {
        w = std::max(w, 0.0);
        m_total += w;
    }
    m_doneWeight = 0;
    m_phase = 0;
}

void ReadProgress::start(std::size_t index, long long rowsSoFar)
{
    m_doneWeight = 0;
    for (std::size_t i = 0; i < index && i < m_weights.size(); ++i)
        m_doneWeight += m_weights[i];
    m_phase = index;
    m_phaseStartRows = rowsSoFar;
    report(m_total > 0 ? m_doneWeight / m_total : 0.0);
}

void ReadProgress::rows(long long rowsSoFar)
{
    if (m_total <= 0 || m_phase >= m_weights.size())
        return;
    const double inPhase = std::min(double(rowsSoFar - m_phaseStartRows), m_weights[m_phase]);
    report((m_doneWeight + std::max(inPhase, 0.0)) / m_total);
}

void ReadProgress::finish()
{
    report(1.0);
}

void ReadProgress::watch(Database& db)
{
    db.setRowHook([this](long long rowsSoFar) { rows(rowsSoFar); }, 8192);
}

void ReadProgress::report(double fraction)
{
    fraction = std::clamp(fraction, 0.0, 1.0);
    if (fraction < m_last)
        return;
    m_last = fraction;
    if (m_report)
        m_report(fraction);
}

} // namespace steplens::db
