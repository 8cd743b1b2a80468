#include "panels/operatorspanel.h"

#include "charts/optypechart.h"
#include "common/selectionstate.h"
#include "common/tableview.h"
#include "panels/kernelsection.h"
#include "panels/operatorsection.h"
#include "panels/operatorspecs.h"
#include "panels/panelexportbutton.h"
#include "panels/sectionmessage.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace steplens {

namespace {
const std::vector<std::string> kOperatorFiles = {"aicore_intermediate", "aicpu_intermediate", "op_detail_info",
                                                 "op_type_info",        "framework_raw",      "flops_",
                                                 "op_statistic",        "kernel_details"};
}

OperatorsPanel::OperatorsPanel(SelectionState* selection, QWidget* parent)
    : Panel(parent)
    , m_selection(selection)
    , m_jobs(this)
    , m_content(new QWidget(this))
    , m_tabs(new QTabWidget(m_content))
    , m_filter(new QLineEdit(m_content))
    , m_filterTimer(new QTimer(this))
    , m_summary(new QLabel(m_content))
{
    setObjectName(QStringLiteral("operatorsPanel"));
    m_tabs->setDocumentMode(true);
    m_filter->setPlaceholderText(tr("Filter operators by name, type or scope…"));
    m_filter->setClearButtonEnabled(true);
    // Room for a readable filter text; the tables below scroll in a narrow dock.
    m_filter->setMinimumWidth(22 * m_filter->fontMetrics().averageCharWidth());
    m_filter->setMaximumWidth(48 * m_filter->fontMetrics().averageCharWidth());
    m_filter->setToolTip(tr("Case-insensitive text in the operator's name, type, scope or full name"));
    // Filtering waits for a pause in typing; big tables are filtered on a worker thread.
    m_filterTimer->setSingleShot(true);
    m_filterTimer->setInterval(kFilterDelayMs);
    connect(m_filter, &QLineEdit::textChanged, m_filterTimer, qOverload<>(&QTimer::start));
    connect(m_filterTimer, &QTimer::timeout, this, &OperatorsPanel::applyFilter);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);

    auto* top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_filter, 1);
    top->addWidget(exportButton());
    auto* contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addLayout(top);
    contentLayout->addWidget(m_tabs, 1);
    setPages(m_content);

    connect(m_selection, &SelectionState::selectedOpChanged, this, &OperatorsPanel::showOperator);
}

OperatorsPanel::~OperatorsPanel() = default;

void OperatorsPanel::showSnapshot(const ViewSnapshot& snapshot)
{
    const std::shared_ptr<const Profile> profile = snapshot.profile;
    // The same operators again (the timeline arrived, or a threshold changed): keep the tables,
    // their sort, filter and selection.
    const bool same = m_profile && profile && m_tables && m_profile->folder == profile->folder &&
                      m_profile->rank == profile->rank && m_profile->operators && profile->operators &&
                      m_profile->operators->aicoreDetails.size() == profile->operators->aicoreDetails.size() &&
                      m_profile->operators->aicpuTasks.size() == profile->operators->aicpuTasks.size() &&
                      m_profile->operators->backendDetails.size() == profile->operators->backendDetails.size();
    m_profile = profile;
    setExportRun(snapshot.run);
    if (same)
        return;
    m_jobs.cancel();
    clearSections();
    m_tables.reset();
    const bool hasKernels =
        profile && profile->ascend && profile->ascend->kernels && !profile->ascend->kernels->rows.empty();
    if (!profile || (!profile->operators && !hasKernels)) {
        m_building = false;
        message()->explainMissing(
            profile.get(), tr("operator statistics"), kOperatorFiles,
            tr("aicore_intermediate_<rank>_type.csv and _detail.csv, aicpu_intermediate_<rank>.csv, "
               "the GPU/CPU op_detail_info and op_type_info files, or op_statistic.csv and "
               "kernel_details.csv (MindSpore ≥2.3, torch_npu)"));
        showMessage();
        return;
    }
    m_building = true;
    message()->setMessage(tr("Building the operator tables…"),
                          profile->operators ? tr("%1 AI Core operators, %2 AI CPU executions")
                                                   .arg(fmt::count(qint64(profile->operators->aicoreDetails.size())),
                                                        fmt::count(qint64(profile->operators->aicpuTasks.size())))
                                             : QString());
    showMessage();
    m_jobs.start([this, profile](const JobContext& job) {
        auto tables = std::make_shared<const OperatorTables>(
            buildOperatorTables(profile->operators ? *profile->operators : Operators{}));
        job.post([this, tables] { buildSections(tables); });
    });
}

void OperatorsPanel::clearSections()
{
    for (auto& [source, section] : m_sections)
        section->deleteLater();
    m_sections.clear();
    for (auto& [source, model] : m_exportModels)
        model->deleteLater();
    m_exportModels.clear();
    m_scopeModel = nullptr;
    m_scopeDepth = nullptr;
    if (m_kernels)
        m_kernels->deleteLater();
    m_kernels = nullptr;
    m_tabs->clear();
}

void OperatorsPanel::buildSections(std::shared_ptr<const OperatorTables> tables)
{
    m_building = false;
    m_tables = tables;
    const std::vector<OpSource> sources = tables->sources();
    const bool kernels =
        m_profile && m_profile->ascend && m_profile->ascend->kernels && !m_profile->ascend->kernels->rows.empty();
    if (sources.empty() && !kernels) {
        // A file that could not be read says so, with its diagnostic; files read without rows say that.
        if (m_profile && SectionMessage::sectionProblem(*m_profile, kOperatorFiles))
            message()->explainMissing(m_profile.get(), tr("operator statistics"), kOperatorFiles, QString());
        else
            message()->setMessage(
                tr("The operator files list no operators"),
                tr("They were read, but hold no rows. The Problems panel lists anything skipped while reading."));
        showMessage();
        return;
    }
    QStringList parts;
    for (OpSource source : sources) {
        SectionParts p = makeSectionParts(source, *tables);
        auto* section = new OperatorSection(std::move(p.spec), m_tabs);
        p.exportModel->setParent(this);
        m_exportModels[source] = p.exportModel;
        m_sections[source] = section;
        m_tabs->addTab(section, section->spec().name);
        section->setFilterText(m_filter->text());
        if (source == OpSource::AiCore && tables->aicoreOps && !tables->aicoreOps->empty())
            section->addOperatorTab(makeScopeTab(section), tr("By scope"));
        connect(section->opView()->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
                [this, section](const QModelIndex& current) {
                    if (m_applyingSelection || !current.isValid())
                        return;
                    const QString name = section->spec().nameOf(section->opModel()->dataRow(current.row()));
                    if (!name.isEmpty()) {
                        m_applyingSelection = true;
                        m_selection->setSelectedOp(name);
                        m_applyingSelection = false;
                    }
                });
        parts << tr("%1: %2 operators, %3 types")
                     .arg(section->spec().name, fmt::count(qint64(section->opModel()->dataRowCount())),
                          fmt::count(qint64(section->typeModel()->dataRowCount())));
    }
    if (kernels) {
        m_kernels = new KernelSection(m_profile, m_tabs);
        m_kernels->setFilterText(m_filter->text());
        m_tabs->addTab(m_kernels, tr("Kernels (kernel_details)"));
        parts << tr("Kernels: %1 rows").arg(fmt::count(qint64(m_profile->ascend->kernels->rows.size())));
    }
    if (m_profile && m_profile->rank >= 0)
        parts.prepend(tr("Rank %1").arg(m_profile->rank));
    m_summary->setText(parts.join(QStringLiteral(" · ")));
    showContent();
    // Open on a tab that lists something: a 2.x run maps op_statistic.csv into AI Core types but has
    // no per-operator AI Core rows, so its operators are under the Kernels tab.
    auto* first = qobject_cast<OperatorSection*>(m_tabs->widget(0));
    if (m_kernels && (!first || first->opModel()->dataRowCount() == 0))
        m_tabs->setCurrentWidget(m_kernels);
    const QString pending = m_pendingOp.isEmpty() ? m_selection->selectedOp() : m_pendingOp;
    m_pendingOp.clear();
    if (!pending.isEmpty())
        showOperator(pending);
}

void OperatorsPanel::applyFilter()
{
    m_filterTimer->stop();
    for (auto& [source, section] : m_sections)
        section->setFilterText(m_filter->text());
    if (m_kernels)
        m_kernels->setFilterText(m_filter->text());
}

void OperatorsPanel::showOperator(const QString& name)
{
    if (m_applyingSelection || name.isEmpty())
        return;
    if (m_building || m_sections.empty()) {
        m_pendingOp = name;
        return;
    }
    m_applyingSelection = true;
    const std::string key = name.toStdString();
    bool found = false;
    // An operator by full or short name first, then an operator type.
    for (auto& [source, section] : m_sections)
        if (!found && section->selectOperator(key)) {
            m_tabs->setCurrentWidget(section);
            found = true;
        }
    for (auto& [source, section] : m_sections)
        if (!found && section->selectType(name)) {
            m_tabs->setCurrentWidget(section);
            found = true;
        }
    m_applyingSelection = false;
}

bool OperatorsPanel::waitForTables(int msecs)
{
    if (!m_jobs.waitForDone(msecs))
        return false;
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    for (auto& [source, section] : m_sections)
        if (!section->opModel()->waitForOrder(msecs))
            return false;
    if (m_kernels && !m_kernels->model()->waitForOrder(msecs))
        return false;
    return !m_building;
}

QString OperatorsPanel::summaryText() const
{
    return m_summary->text();
}

bool OperatorsPanel::showsTables() const
{
    return contentShown();
}

OperatorSection* OperatorsPanel::section(OpSource source) const
{
    auto it = m_sections.find(source);
    return it == m_sections.end() ? nullptr : it->second;
}

OperatorSection* OperatorsPanel::currentSection() const
{
    return qobject_cast<OperatorSection*>(m_tabs->currentWidget());
}

QAbstractItemModel* OperatorsPanel::exportModel(OpSource source) const
{
    auto it = m_exportModels.find(source);
    return it == m_exportModels.end() ? nullptr : it->second;
}

QList<ExportItem> OperatorsPanel::exportItems() const
{
    QList<ExportItem> items;
    if (!showsTables())
        return items;
    for (const auto& [source, section] : m_sections) {
        const QString id = section->spec().id, name = section->spec().name;
        items.append(
            {id + QStringLiteral("-types-chart"), tr("%1 time by type (chart)").arg(name), section->chart(), nullptr});
        items.append({id + QStringLiteral("-types"), tr("%1 types").arg(name), nullptr, section->typeModel()});
        // `table` holds every row (File › Export, steplens export); the button offers the rows as shown too.
        items.append({id + QStringLiteral("-operators"), tr("%1 operators").arg(name), nullptr, exportModel(source),
                      section->opModel()});
    }
    if (m_scopeModel)
        items.append({QStringLiteral("aicore-scopes"), tr("AI Core time by scope"), nullptr, m_scopeModel});
    if (m_kernels)
        items.append(
            {QStringLiteral("kernels"), tr("Kernels (kernel_details, as filtered)"), nullptr, m_kernels->model()});
    return items;
}

} // namespace steplens
