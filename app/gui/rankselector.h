#pragma once
// "Rank: [Rank 0]" in the main window's toolbar: which rank (device) of the run the panels show.
#include <QWidget>

class QComboBox;

namespace steplens {

struct Run;

class RankSelector : public QWidget
{
    Q_OBJECT
public:
    explicit RankSelector(QWidget* parent = nullptr);

    // One entry per rank of `run`, in its order.
    void setRun(const Run& run);
    // Shows the rank at `rankIndex` (index in run.ranks) without emitting indexChosen.
    void setCurrentIndex(int rankIndex);
    QComboBox* combo() const { return m_combo; }

signals:
    // The user chose the rank at `rankIndex` (index in run.ranks).
    void indexChosen(int rankIndex);

private:
    QComboBox* m_combo;
};

} // namespace steplens
