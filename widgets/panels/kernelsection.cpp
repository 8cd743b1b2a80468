#include "panels/kernelsection.h"

#include "common/tableview.h"
#include "models/missingvalue.h"
#include "style/formatting.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace steplens {

namespace {
using Col = TableColumn<KernelRow>;

std::vector<Col> kernelColumns(const std::shared_ptr<const Profile>& profile)
{
    const KernelDetails* k = &*profile->ascend->kernels;
    // The accessors hold the profile so the string pool outlives any sort job that still runs.
    auto text = [profile, k](QString header, QString tip, std::uint32_t KernelRow::*field, bool searchable) {
        Col c{std::move(header), std::move(tip), ColumnFormat::Text, QString(), {}, {}, searchable};
        c.text = [profile, k, field](const KernelRow& r) { return std::string_view(k->str(r.*field)); };
        return c;
    };
    // Shapes and dtypes sit in the file's shape sets, one id per row (model/ascend_output.h).
    auto shapeText = [profile, k](QString header, QString tip, std::uint32_t KernelShapes::*field, bool searchable) {
        Col c{std::move(header), std::move(tip), ColumnFormat::Text, QString(), {}, {}, searchable};
        c.text = [profile, k, field](const KernelRow& r) { return std::string_view(k->str(k->shapes(r).*field)); };
        return c;
    };
    auto number = [](QString header, QString tip, ColumnFormat format, QString unit,
                     std::function<double(const KernelRow&)> f) {
        return Col{std::move(header), std::move(tip), format, std::move(unit), std::move(f), {}, false};
    };
    std::vector<Col> cols;
    if (k->hasStep)
        cols.push_back(number(QObject::tr("Step"), QObject::tr("Step Id of kernel_details.csv"), ColumnFormat::Count,
                              QString(), [](const KernelRow& r) { return r.step < 0 ? kNaN : double(r.step); }));
    cols.push_back(text(QObject::tr("Name"), QObject::tr("Kernel name"), &KernelRow::name, true));
    cols.push_back(text(k->typeFromName ? QObject::tr("Type (from name)") : QObject::tr("Type"),
                        k->typeFromName ? QObject::tr("Level0 writes N/A as the type: the name stands in for it")
                                        : QObject::tr("OP type"),
                        &KernelRow::type, true));
    cols.push_back(text(QObject::tr("Core"),
                        QObject::tr("Accelerator Core: AI_CORE, AI_VECTOR_CORE, MIX_AIC, AI_CPU, HCCL…"),
                        &KernelRow::core, true));
    cols.push_back(number(QObject::tr("Duration (µs)"), QObject::tr("Device time of the kernel"), ColumnFormat::Us,
                          QStringLiteral("µs"), [](const KernelRow& r) { return nanosToUs(double(r.duration)); }));
    cols.push_back(number(QObject::tr("Wait (µs)"), QObject::tr("Time the stream waited before this kernel"),
                          ColumnFormat::Us, QStringLiteral("µs"),
                          [](const KernelRow& r) { return r.wait < 0 ? kNaN : nanosToUs(double(r.wait)); }));
    const Nanos origin = k->rows.empty() ? 0 : k->rows.front().start;
    cols.push_back(number(QObject::tr("Start (ms)"), QObject::tr("Start time relative to the file's first kernel"),
                          ColumnFormat::Ms, QStringLiteral("ms"),
                          [origin](const KernelRow& r) { return nanosToMs(double(r.start - origin)); }));
    cols.push_back(number(QObject::tr("Block dim"), QObject::tr("Block Dim"), ColumnFormat::Count, QString(),
                          [](const KernelRow& r) { return r.blockDim < 0 ? kNaN : double(r.blockDim); }));
    if (k->hasShapes) {
        cols.push_back(number(QObject::tr("Stream"), QObject::tr("Stream ID"), ColumnFormat::Count, QString(),
                              [](const KernelRow& r) { return r.streamId < 0 ? kNaN : double(r.streamId); }));
        cols.push_back(number(QObject::tr("Task"), QObject::tr("Task ID"), ColumnFormat::Count, QString(),
                              [](const KernelRow& r) { return r.taskId < 0 ? kNaN : double(r.taskId); }));
        cols.push_back(
            shapeText(QObject::tr("Input shapes"), QObject::tr("Input Shapes"), &KernelShapes::inputShapes, true));
        cols.push_back(
            shapeText(QObject::tr("Input types"), QObject::tr("Input Data Types"), &KernelShapes::inputDtypes, false));
        cols.push_back(
            shapeText(QObject::tr("Output shapes"), QObject::tr("Output Shapes"), &KernelShapes::outputShapes, false));
        cols.push_back(shapeText(QObject::tr("Output types"), QObject::tr("Output Data Types"),
                                 &KernelShapes::outputDtypes, false));
    }
    return cols;
}
} // namespace

KernelSection::KernelSection(std::shared_ptr<const Profile> profile, QWidget* parent)
    : QWidget(parent)
    , m_profile(std::move(profile))
    , m_model(new KernelTableModel(this))
    , m_steps(new QComboBox(this))
    , m_caption(new QLabel(this))
{
    setObjectName(QStringLiteral("kernelSection"));
    const KernelDetails& k = *m_profile->ascend->kernels;
    m_model->setRows(std::shared_ptr<const RowStore<KernelRow>>(m_profile, &k.rows), kernelColumns(m_profile));
    m_view = makeTableView(m_model, this);
    m_view->setSortingEnabled(true);
    m_steps->setObjectName(QStringLiteral("kernelStepSelector"));
    m_steps->addItem(tr("All steps"), -1);
    for (std::int32_t s : k.steps())
        m_steps->addItem(tr("Step %1").arg(s), int(s));
    m_steps->setEnabled(m_steps->count() > 1);
    m_steps->setToolTip(k.hasStep ? tr("Show the kernels of one step")
                                  : tr("kernel_details.csv has no Step Id column"));
    m_caption->setWordWrap(true);
    connect(m_steps, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this](int index) { selectStep(m_steps->itemData(index).toInt()); });
    connect(m_model, &RowTableModel::orderApplied, this, &KernelSection::updateCaption);

    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Step:"), this));
    top->addWidget(m_steps);
    top->addWidget(m_caption, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    fitColumns(m_view);
    updateCaption();
}

bool KernelSection::selectStep(int step)
{
    const int index = m_steps->findData(step);
    if (index < 0)
        return false;
    m_step = step;
    if (m_steps->currentIndex() != index) {
        m_steps->setCurrentIndex(index); // comes back here through the signal
        return true;
    }
    if (step < 0)
        m_model->setRowPredicate(nullptr);
    else
        m_model->setRowPredicate([step](const KernelRow& r) { return r.step == step; });
    updateCaption();
    return true;
}

void KernelSection::setFilterText(const QString& text)
{
    m_model->setFilterText(text);
}

QString KernelSection::caption() const
{
    return m_caption->text();
}

void KernelSection::updateCaption()
{
    const KernelDetails& k = *m_profile->ascend->kernels;
    QString text = tr("%1 of %2 kernels").arg(fmt::count(m_model->shownRowCount()), fmt::count(qint64(k.rows.size())));
    QStringList why;
    if (m_step >= 0)
        why << tr("step %1").arg(m_step);
    if (!m_model->filterText().isEmpty())
        why << tr("filter \"%1\"").arg(m_model->filterText());
    if (!why.isEmpty())
        text += QStringLiteral(" (") + why.join(QStringLiteral(", ")) + QLatin1Char(')');
    // The file the rows came from: kernel_details.csv, or the profiler database of a database export.
    const QString source = fmt::sourceName(k.sources, QStringLiteral("kernel_details.csv"));
    text += QStringLiteral(" · ") + (m_profile->rank < 0 ? tr("rank not stated") : tr("rank %1").arg(m_profile->rank)) +
            QStringLiteral(" · ") + source;
    m_caption->setText(text);
}

} // namespace steplens
