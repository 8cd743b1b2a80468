#pragma once
// The parts of one step: its phases and its reduce/communication events, each with a start offset
// from the step's start, a duration and its share of the step.
#include "model/profile.h"
#include "models/modelroles.h"

#include <QAbstractTableModel>

#include <memory>

namespace steplens {

class StepDetailModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns { PartColumn, StreamColumn, StartColumn, DurationColumn, ShareColumn, ColumnCount };
    enum class RowKind { Gap, Compute, Tail, Total, Reduce };

    explicit StepDetailModel(QObject* parent = nullptr);

    void setProfile(std::shared_ptr<const Profile> profile);
    // Shows step `stepNum` (as written); nothing when it is not in the trace.
    void setStep(long long stepNum);
    long long step() const { return m_stepNum; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    RowKind rowKind(int row) const { return m_rows[std::size_t(row)].kind; }

private:
    struct Row {
        RowKind kind;
        QString name;
        QString stream;
        double startMs; // after the step's start point
        double durationMs;
    };
    void rebuild();
    QVariant cell(const Row& row, int column, bool raw) const;

    std::shared_ptr<const Profile> m_profile;
    long long m_stepNum = -1;
    double m_totalMs = 0;
    std::vector<Row> m_rows;
};

} // namespace steplens
