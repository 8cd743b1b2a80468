#include "rankselector.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>

namespace steplens {

RankSelector::RankSelector(QWidget* parent)
    : QWidget(parent)
    , m_combo(new QComboBox(this))
{
    m_combo->setObjectName(QStringLiteral("rankSelector"));
    m_combo->setToolTip(tr("Which rank (device) of the run to show"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Rank:"), this));
    layout->addWidget(m_combo);
    connect(m_combo, qOverload<int>(&QComboBox::activated), this,
            [this](int row) { emit rankChosen(m_combo->itemData(row).toInt()); });
}

void RankSelector::setRanks(const std::vector<int>& ranks)
{
    QSignalBlocker block(m_combo);
    m_combo->clear();
    for (const int rank : ranks)
        m_combo->addItem(tr("Rank %1").arg(rank < 0 ? tr("unnumbered") : QString::number(rank)), rank);
}

void RankSelector::setCurrentRank(int rank)
{
    const int row = m_combo->findData(rank);
    if (row >= 0 && row != m_combo->currentIndex()) {
        QSignalBlocker block(m_combo);
        m_combo->setCurrentIndex(row);
    }
}

} // namespace steplens
