#pragma once
// "Rank: [Rank 0]" in the main window's toolbar: which rank (device) of the run the panels show.
#include <QWidget>

#include <vector>

class QComboBox;

namespace steplens {

class RankSelector : public QWidget
{
    Q_OBJECT
public:
    explicit RankSelector(QWidget* parent = nullptr);

    // One entry per rank number, in this order (a rank of -1 is an unnumbered one).
    void setRanks(const std::vector<int>& ranks);
    // Shows rank `rank` without emitting rankChosen.
    void setCurrentRank(int rank);
    QComboBox* combo() const { return m_combo; }

signals:
    // The user chose rank number `rank`.
    void rankChosen(int rank);

private:
    QComboBox* m_combo;
};

} // namespace steplens
