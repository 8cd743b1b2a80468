#pragma once
// The tuning assistant's findings as a table: the rank's findings, then the findings across ranks,
// each list ordered by impact as core orders it. The assistant's cards and the CSV export read it.
#include "analysis/findings/finding.h"
#include "models/modelroles.h"

#include <QAbstractTableModel>

#include <vector>

namespace steplens {

struct ShownFinding {
    Finding finding;
    bool cluster = false; // a finding across ranks
};

class FindingsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns {
        SeverityColumn,
        TitleColumn,
        ImpactColumn,
        ValueColumn,
        ThresholdColumn,
        UnitColumn,
        ScopeColumn,
        IdColumn,
        ColumnCount
    };
    enum Roles { IdRole = ModelRoles::FirstModelRole, SeverityRole, ClusterRole };

    explicit FindingsModel(QObject* parent = nullptr);

    void setFindings(const std::vector<Finding>& rankFindings, const std::vector<Finding>& clusterFindings);
    const ShownFinding& at(int row) const { return m_rows[std::size_t(row)]; }
    int rowOf(const QString& id) const;
    // Rows [0, clusterFindingCount()) are the findings across ranks, the rank's own follow.
    int rankFindingCount() const { return m_rankCount; }
    int clusterFindingCount() const { return m_clusterCount; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<ShownFinding> m_rows;
    int m_rankCount = 0;
    int m_clusterCount = 0;
};

// "96.7 %", "1.23 ms", "0.30 ratio": a finding's value in its unit.
QString findingValueText(double value, const std::string& unit);
// "Measured 96.7 % against a threshold of 30.0 %."
QString findingMeasuredText(const Finding& f);
// "≈ 77.5 ms per step" or "gain not estimated".
QString findingImpactShort(const Finding& f);
// The impact in a sentence, with the throughput if fixed, or "the gain cannot be estimated".
QString findingImpactSentence(const Finding& f);
// "Steps", "Operator"... for an evidence kind.
QString evidenceKindLabel(Evidence::Kind kind);

} // namespace steplens
