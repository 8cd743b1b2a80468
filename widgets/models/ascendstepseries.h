#pragma once
// The per-step phases of step_trace_time.csv (MindSpore >= 2.3 / torch_npu layout) in ms, as the
// step chart and the step table show them. Built from core's AscendStepStats rows, so the chart's
// bars are the file's numbers (µs in the file, ns in the model, ms here).
#include "analysis/ascend_steps.h"
#include "models/vectortablemodel.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <vector>

namespace steplens {

struct AscendStepPoint {
    long long stepNum = -1; // as written, or the row position when the file has no step numbers
    QString label;          // "50"
    // The stacked parts of the step (NaN-free: 0 when the file lacks the column).
    double preparingMs = 0, computingMs = 0, exposedCommMs = 0, freeMs = 0;
    double overlappedMs = 0;    // communication hidden under computing: not part of the stack
    double communicationMs = 0; // all communication (overlapped + not)
    double wallMs = 0;          // preparing + computing + exposed communication + free
};

struct AscendStepSeries {
    std::vector<AscendStepPoint> points;
    bool hasPreparing = false, hasFree = false, hasExposed = false, hasOverlapped = false, hasCommunication = false;
    double averageWallMs = 0;
    QString source = QStringLiteral("step_trace_time.csv"); // the file the steps came from (base name)

    bool empty() const { return points.empty(); }
    int indexOfStep(long long stepNum) const;
};

AscendStepSeries ascendStepSeries(const AscendStepStats& stats, const StepTraceTime& table);

// One row per step with every column the file has, in ms (the step table of the 2.x layout).
class AscendStepTableModel : public VectorTableModel<AscendStepPoint>
{
    // A class template's subclass without Q_OBJECT: tr() with this class's own context (the one lupdate uses).
    Q_DECLARE_TR_FUNCTIONS(steplens::AscendStepTableModel)

public:
    explicit AscendStepTableModel(QObject* parent = nullptr);
    void setSeries(const AscendStepSeries& series);
};

} // namespace steplens
