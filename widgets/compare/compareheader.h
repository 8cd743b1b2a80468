#pragma once
// The top of the comparison view: throughput A → B with the ratio (steps/s, and samples/s when a
// batch size is set), then one tile per step phase with its mean A → B and the change in ms and %.
// Better is green and worse vermilion, always with an arrow and a sign too.
#include "compare/comparisonsnapshot.h"

#include <QFrame>

class QHBoxLayout;
class QLabel;

namespace steplens {

class CompareHeader : public QFrame
{
    Q_OBJECT
public:
    explicit CompareHeader(QWidget* parent = nullptr);

    void showComparison(const ComparisonSnapshot& snapshot);

    // Plain text of each tile, throughput first (tests, and the window's status line).
    QStringList tileTexts() const;
    QString throughputText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Tile {
        QFrame* frame;
        QLabel* title;
        QLabel* value;
        QLabel* change;
    };
    Tile addTile();
    void rebuild();

    ComparisonSnapshot m_snapshot;
    QHBoxLayout* m_tiles;
    QList<Tile> m_shown;
};

} // namespace steplens
