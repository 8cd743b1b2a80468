#include "models/ascendstepseries.h"

#include "style/formatting.h"

namespace steplens {

int AscendStepSeries::indexOfStep(long long stepNum) const
{
    for (std::size_t i = 0; i < points.size(); ++i)
        if (points[i].stepNum == stepNum)
            return int(i);
    return -1;
}

AscendStepSeries ascendStepSeries(const AscendStepStats& stats, const StepTraceTime& table)
{
    AscendStepSeries s;
    s.hasPreparing = table.has(StepColumn::Preparing);
    s.hasFree = table.has(StepColumn::Free);
    s.hasExposed = table.has(StepColumn::CommunicationNotOverlapped);
    s.hasOverlapped = table.has(StepColumn::Overlapped);
    s.hasCommunication = table.has(StepColumn::Communication);
    s.averageWallMs = stats.wall.meanMs;
    s.source = fmt::sourceName(table.sources, s.source);
    auto ms = [](const StepBreakdown& r, StepColumn c) { return r.has(c) ? nanosToMs(double(r.get(c))) : 0.0; };
    for (std::size_t i = 0; i < stats.rows.size(); ++i) {
        const StepBreakdown& r = *stats.rows[i];
        AscendStepPoint p;
        p.stepNum = r.stepNum >= 0 ? r.stepNum : (long long)(i + stats.skipped);
        p.label = r.step.empty() ? QString::number(p.stepNum) : QString::fromStdString(r.step);
        p.preparingMs = ms(r, StepColumn::Preparing);
        p.computingMs = ms(r, StepColumn::Computing);
        p.exposedCommMs = ms(r, StepColumn::CommunicationNotOverlapped);
        p.freeMs = ms(r, StepColumn::Free);
        p.overlappedMs = ms(r, StepColumn::Overlapped);
        p.communicationMs = ms(r, StepColumn::Communication);
        p.wallMs = nanosToMs(double(r.wall()));
        s.points.push_back(std::move(p));
    }
    return s;
}

AscendStepTableModel::AscendStepTableModel(QObject* parent)
    : VectorTableModel<AscendStepPoint>(parent)
{}

void AscendStepTableModel::setSeries(const AscendStepSeries& series)
{
    using Col = TableColumn<AscendStepPoint>;
    auto num = [](QString header, QString tip, double AscendStepPoint::*field) {
        Col c{std::move(header), std::move(tip), ColumnFormat::Ms, QStringLiteral("ms"), {}, {}, false};
        c.number = [field](const AscendStepPoint& p) { return p.*field; };
        return c;
    };
    std::vector<Col> cols;
    Col step{tr("Step"), tr("Step number as written in step_trace_time.csv"), ColumnFormat::Count, QString(), {}, {},
             false};
    step.number = [](const AscendStepPoint& p) { return double(p.stepNum); };
    cols.push_back(step);
    cols.push_back(num(tr("Step time (ms)"), tr("Preparing + Computing + Communication(Not Overlapped) + Free"),
                       &AscendStepPoint::wallMs));
    if (series.hasPreparing)
        cols.push_back(num(tr("Preparing (ms)"), tr("Host lead-in before the device starts the step"),
                           &AscendStepPoint::preparingMs));
    cols.push_back(num(tr("Computing (ms)"), tr("Device time in compute kernels"), &AscendStepPoint::computingMs));
    if (series.hasExposed)
        cols.push_back(num(tr("Communication not overlapped (ms)"),
                           tr("Communication the device waits for: nothing computes meanwhile"),
                           &AscendStepPoint::exposedCommMs));
    if (series.hasOverlapped)
        cols.push_back(
            num(tr("Overlapped (ms)"), tr("Communication hidden under computing"), &AscendStepPoint::overlappedMs));
    if (series.hasCommunication)
        cols.push_back(
            num(tr("Communication (ms)"), tr("All communication of the step"), &AscendStepPoint::communicationMs));
    if (series.hasFree)
        cols.push_back(num(tr("Free (ms)"), tr("Device idle inside the step"), &AscendStepPoint::freeMs));
    setRows(std::make_shared<const std::vector<AscendStepPoint>>(series.points), std::move(cols));
}

} // namespace steplens
