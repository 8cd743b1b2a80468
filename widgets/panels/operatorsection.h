#pragma once
// One kind of operator (AI Core, AI CPU, GPU, host CPU) in the Operators panel: its types as a table
// and a top-N chart on the left, its operators on the right. Clicking a type lists that type's
// operators; the panel's text filter narrows the operators further.
#include "model/operators.h"
#include "models/vectortablemodel.h"

#include <QWidget>

#include <functional>

class QLabel;
class QTableView;
class QTabWidget;
class QToolButton;

namespace steplens {

class OpTypeChart;

class OperatorSection : public QWidget
{
    Q_OBJECT
public:
    struct Spec {
        QString id;        // file-name stem of the exports: "aicore"
        QString name;      // "AI Core"
        QString countUnit; // what the type table's Count counts
        QString typesNote; // shown under the type table, may be empty
        std::shared_ptr<const std::vector<OpTypeStat>> types;
        RowTableModel* ops = nullptr;                       // the section takes ownership
        std::function<void(const QString& type)> restrict;  // "" = every type
        std::function<int(const std::string& name)> findOp; // data row of an operator (full or short name), or -1
        std::function<QString(int dataRow)> typeOf;         // the type of a data row
        std::function<QString(int dataRow)> nameOf;         // the full name of a data row (what the selection holds)
    };

    explicit OperatorSection(Spec spec, QWidget* parent = nullptr);

    const Spec& spec() const { return m_spec; }
    VectorTableModel<OpTypeStat>* typeModel() const { return m_typeModel; }
    RowTableModel* opModel() const { return m_spec.ops; }
    OpTypeChart* chart() const { return m_chart; }
    QTableView* typeView() const { return m_typeView; }
    QTableView* opView() const { return m_opView; }
    QString selectedType() const { return m_type; }
    // The operators' caption: "12 of 105 operators (type Conv2D, filter "conv")".
    QString caption() const;

    void setFilterText(const QString& text);
    // Lists only `type`'s operators ("" = all); false when the section has no such type.
    bool selectType(const QString& type);
    // Selects and shows an operator by full or short name (clearing a type that hides it).
    bool selectOperator(const std::string& name);
    // A tab next to "Operators" (the AI Core scopes).
    void addOperatorTab(QWidget* widget, const QString& title);

signals:
    void typeSelected(const QString& type);

private:
    void updateCaption();
    void selectPendingOperator();

    Spec m_spec;
    VectorTableModel<OpTypeStat>* m_typeModel;
    QTableView* m_typeView;
    OpTypeChart* m_chart;
    QTableView* m_opView;
    QTabWidget* m_opTabs;
    QLabel* m_caption;
    QToolButton* m_allTypes;
    QString m_type;
    int m_pendingDataRow = -1; // operator to select once the order it needs has arrived
};

} // namespace steplens
