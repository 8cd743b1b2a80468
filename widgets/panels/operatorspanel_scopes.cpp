// OperatorsPanel: AI Core time summed per scope (core's groupByScope), at a depth the user picks.
#include "models/operatortables.h"
#include "panels/operatorsection.h"
#include "panels/operatorspanel.h"
#include "common/tableview.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace steplens {

QWidget* OperatorsPanel::makeScopeTab(OperatorSection* aicore)
{
    auto* tab = new QWidget(aicore);
    auto* model = new VectorTableModel<ScopeRow>(tab);
    model->setObjectName(QStringLiteral("aicore-scopes"));
    m_scopeModel = model;
    m_scopeDepth = new QSpinBox(tab);
    m_scopeDepth->setRange(1, 12);
    m_scopeDepth->setValue(2);
    m_scopeDepth->setToolTip(tr("How many '/'-separated parts of the full name make a scope"));
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Scope depth:"), tab));
    row->addWidget(m_scopeDepth);
    auto* note = new QLabel(tr("AI Core time summed over the operators under each scope of the network."), tab);
    note->setForegroundRole(QPalette::PlaceholderText);
    row->addWidget(note, 1);
    auto* view = makeTableView(model, tab);
    view->horizontalHeader()->setSortIndicator(1, Qt::DescendingOrder);
    view->setSortingEnabled(true);
    auto* layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(row);
    layout->addWidget(view, 1);
    connect(m_scopeDepth, qOverload<int>(&QSpinBox::valueChanged), this, &OperatorsPanel::updateScopes);
    updateScopes(m_scopeDepth->value());
    fitColumns(view, 600);
    return tab;
}

void OperatorsPanel::updateScopes(int depth)
{
    auto* model = static_cast<VectorTableModel<ScopeRow>*>(m_scopeModel);
    if (!model || !m_tables || !m_tables->aicoreOps)
        return;
    // Sums over every AI Core operator; a few hundred thousand rows take well under a second.
    model->setRows(std::make_shared<const std::vector<ScopeRow>>(groupByScope(*m_tables->aicoreOps, depth)),
                   scopeColumns());
}

} // namespace steplens
