#include "panels/operatorsection.h"

#include "charts/optypechart.h"
#include "models/operatortables.h"
#include "common/tableview.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace steplens {

OperatorSection::OperatorSection(Spec spec, QWidget* parent)
    : QWidget(parent)
    , m_spec(std::move(spec))
    , m_typeModel(new VectorTableModel<OpTypeStat>(this))
    , m_chart(new OpTypeChart(m_spec.id + QStringLiteral("-types-chart"), this))
    , m_opTabs(new QTabWidget(this))
    , m_caption(new QLabel(this))
    , m_allTypes(new QToolButton(this))
{
    setObjectName(m_spec.id + QStringLiteral("Section"));
    m_spec.ops->setParent(this);
    m_typeModel->setObjectName(m_spec.id + QStringLiteral("-types"));
    m_typeModel->setRows(m_spec.types, opTypeColumns(m_spec.countUnit));
    m_typeView = makeTableView(m_typeModel, this);
    m_typeView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_typeView->horizontalHeader()->setStretchLastSection(false);
    m_typeView->horizontalHeader()->setSortIndicator(1, Qt::DescendingOrder);
    m_typeView->setSortingEnabled(true);
    m_opView = makeTableView(m_spec.ops, this);
    // The rows come sorted by total time (the model assumes that order): the indicator says so, and a
    // click on a header re-sorts through the model (without setSortingEnabled the header only moved
    // its arrow).
    m_opView->horizontalHeader()->setSortIndicator(m_spec.ops->sortColumn() >= 0 ? m_spec.ops->sortColumn() : 0,
                                                   m_spec.ops->sortOrder());
    m_opView->setSortingEnabled(true);
    m_chart->setTypes(*m_spec.types, m_spec.name);

    // Types (table and chart side by side) on top, the operators below at full width: they have
    // the most columns.
    auto* types = new QSplitter(Qt::Horizontal, this);
    auto* typeBox = new QWidget(types);
    auto* typeLayout = new QVBoxLayout(typeBox);
    typeLayout->setContentsMargins(0, 0, 0, 0);
    typeLayout->addWidget(m_typeView);
    if (!m_spec.typesNote.isEmpty()) {
        auto* note = new QLabel(m_spec.typesNote, typeBox);
        note->setWordWrap(true);
        note->setForegroundRole(QPalette::PlaceholderText);
        typeLayout->addWidget(note);
    }
    types->addWidget(typeBox);
    types->addWidget(m_chart);
    types->setStretchFactor(0, 4);
    types->setStretchFactor(1, 5);
    types->setSizes({440, 560}); // proportions; the chart gets room for its labels
    types->setChildrenCollapsible(false);

    m_allTypes->setText(tr("Show all types"));
    m_allTypes->setToolTip(tr("List the operators of every type again"));
    m_allTypes->setAutoRaise(true);
    connect(m_allTypes, &QToolButton::clicked, this, [this] { selectType(QString()); });
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* opBox = new QWidget(this);
    auto* opLayout = new QVBoxLayout(opBox);
    opLayout->setContentsMargins(0, 0, 0, 0);
    auto* captionRow = new QHBoxLayout;
    captionRow->addWidget(m_caption, 1);
    captionRow->addWidget(m_allTypes);
    opLayout->addLayout(captionRow);
    opLayout->addWidget(m_opView, 1);
    m_opTabs->addTab(opBox, tr("Operators"));
    m_opTabs->setDocumentMode(true);
    m_opTabs->tabBar()->setVisible(false); // until a second tab is added

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(types);
    split->addWidget(m_opTabs);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({300, 450});
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(m_typeView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    selectType(QString::fromStdString(m_typeModel->rowAt(current.row()).type));
            });
    connect(m_chart, &OpTypeChart::typeClicked, this, [this](const QString& type) { selectType(type); });
    connect(m_spec.ops, &RowTableModel::orderingStarted, this, &OperatorSection::updateCaption);
    connect(m_spec.ops, &RowTableModel::orderApplied, this, [this] {
        updateCaption();
        selectPendingOperator();
    });
    fitColumns(m_typeView, 240);
    fitColumns(m_opView);
    updateCaption();
}

void OperatorSection::setFilterText(const QString& text)
{
    m_spec.ops->setFilterText(text);
    updateCaption();
}

bool OperatorSection::selectType(const QString& type)
{
    int row = -1;
    if (!type.isEmpty()) {
        for (int r = 0; r < m_typeModel->rowCount() && row < 0; ++r)
            if (QString::fromStdString(m_typeModel->rowAt(r).type) == type)
                row = r;
        if (row < 0)
            return false;
    }
    if (type != m_type) {
        m_type = type;
        m_spec.restrict(type);
        m_chart->setSelectedType(type);
        emit typeSelected(type);
    }
    {
        QSignalBlocker block(m_typeView->selectionModel());
        if (row >= 0) {
            m_typeView->setCurrentIndex(m_typeModel->index(row, 0));
            m_typeView->selectRow(row);
        } else {
            m_typeView->clearSelection();
            m_typeView->setCurrentIndex({});
        }
    }
    updateCaption();
    return true;
}

bool OperatorSection::selectOperator(const std::string& name)
{
    const int dataRow = m_spec.findOp ? m_spec.findOp(name) : -1;
    if (dataRow < 0)
        return false;
    m_opTabs->setCurrentIndex(0);
    // The operator may be hidden by the type or the text filter: show its type, drop the filter.
    m_pendingDataRow = -1;
    if (!m_type.isEmpty() && m_spec.typeOf && m_spec.typeOf(dataRow) != m_type)
        selectType(m_spec.typeOf(dataRow));
    if (m_spec.ops->viewRow(dataRow) < 0 && !m_spec.ops->filterText().isEmpty())
        m_spec.ops->setFilterText(QString());
    // Selected once the order that shows it is there (now for small tables, later for big ones).
    m_pendingDataRow = dataRow;
    if (!m_spec.ops->isOrdering())
        selectPendingOperator();
    updateCaption();
    return true;
}

void OperatorSection::selectPendingOperator()
{
    if (m_pendingDataRow < 0)
        return;
    const int row = m_spec.ops->viewRow(m_pendingDataRow);
    m_pendingDataRow = -1;
    if (row < 0)
        return;
    m_opView->setCurrentIndex(m_spec.ops->index(row, 0));
    m_opView->selectRow(row);
    m_opView->scrollTo(m_spec.ops->index(row, 0), QAbstractItemView::PositionAtCenter);
}

void OperatorSection::addOperatorTab(QWidget* widget, const QString& title)
{
    m_opTabs->addTab(widget, title);
    m_opTabs->tabBar()->setVisible(true);
}

QString OperatorSection::caption() const
{
    return m_caption->text();
}

void OperatorSection::updateCaption()
{
    const auto total = qint64(m_spec.ops->dataRowCount());
    const qint64 shown = m_spec.ops->rowCount();
    QStringList conditions;
    if (!m_type.isEmpty())
        conditions << tr("type %1").arg(m_type);
    if (!m_spec.ops->filterText().trimmed().isEmpty())
        conditions << tr("matching \"%1\"").arg(m_spec.ops->filterText().trimmed());
    QString text =
        conditions.isEmpty()
            ? tr("%1 operators").arg(fmt::count(total))
            : tr("%1 of %2 operators, %3").arg(fmt::count(shown), fmt::count(total), conditions.join(tr(", ")));
    if (m_spec.ops->isOrdering())
        text += tr(" (sorting…)");
    m_caption->setText(text);
    m_allTypes->setVisible(!m_type.isEmpty());
}

} // namespace steplens
