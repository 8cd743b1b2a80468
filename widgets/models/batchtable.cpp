#include "models/batchtable.h"
#include "common/namespacetr.h"
#include "models/missingvalue.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace steplens {

namespace {
double orNaN(const std::optional<double>& v)
{
    return v ? *v : kNaN;
}

// The size, capacity and empty/full flags come from the step's queue (type 1) records, when it has any.
bool hasQueueRecord(const BatchRow& r)
{
    return r.host && r.host->records > 0;
}

// The rows and the analysis they point into, owned together.
struct BatchRowsOwner {
    std::shared_ptr<const ProfileAnalysis> analysis;
    std::vector<BatchRow> rows;
};
} // namespace

std::shared_ptr<const std::vector<BatchRow>> batchRows(std::shared_ptr<const ProfileAnalysis> analysis)
{
    auto owner = std::make_shared<BatchRowsOwner>();
    owner->analysis = std::move(analysis);
    const ProfileAnalysis* a = owner->analysis.get();
    const HostQueueAnalysis* host = a && a->hostQueueDetail ? &*a->hostQueueDetail : nullptr;
    const ChipQueueAnalysis* chip = a && a->chipQueueDetail ? &*a->chipQueueDetail : nullptr;
    int steps = 0;
    if (host)
        for (const auto& s : host->steps)
            steps = std::max(steps, s.step);
    if (chip)
        for (const auto& s : chip->steps)
            steps = std::max(steps, s.step);
    std::vector<BatchRow>& rows = owner->rows;
    rows.resize(std::size_t(std::max(0, steps)));
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].step = int(i) + 1;
    if (host)
        for (const auto& s : host->steps)
            if (s.step >= 1)
                rows[std::size_t(s.step - 1)].host = &s;
    if (chip)
        for (const auto& s : chip->steps)
            if (s.step >= 1)
                rows[std::size_t(s.step - 1)].chip = &s;
    return std::shared_ptr<const std::vector<BatchRow>>(owner, &owner->rows);
}

std::vector<TableColumn<BatchRow>> batchColumns(bool withHost, bool withChip)
{
    using R = BatchRow;
    auto count = [](const QString& header, const QString& tip, const QString& unit, std::function<double(const R&)> f) {
        return TableColumn<R>{header, tip, ColumnFormat::Count, unit, std::move(f), {}};
    };
    auto ms = [](const QString& header, const QString& tip, std::function<double(const R&)> f) {
        return TableColumn<R>{header, tip, ColumnFormat::Ms, QStringLiteral("ms"), std::move(f), {}};
    };
    std::vector<TableColumn<R>> c{count(tr("Step"), tr("Step number: the n-th batch of each queue"), QString(),
                                        [](const R& r) { return double(r.step); })};
    if (withHost) {
        c.push_back(count(tr("Batch"), tr("Batch number as the host queue file writes it"), QString(),
                          [](const R& r) { return r.host ? double(r.host->batch) : kNaN; }));
        c.push_back(count(tr("Host queue size"), tr("Batches waiting in the host queue when this batch was taken"),
                          tr("batches"), [](const R& r) { return hasQueueRecord(r) ? r.host->size : kNaN; }));
        c.push_back(count(tr("Capacity"), tr("Size of the host queue"), tr("batches"),
                          [](const R& r) { return hasQueueRecord(r) ? double(r.host->capacity) : kNaN; }));
        c.push_back(count(tr("Empty (1 = yes)"),
                          tr("1 when the host queue was empty: the device had to wait for this batch"), QString(),
                          [](const R& r) { return hasQueueRecord(r) ? (r.host->empty > 0 ? 1.0 : 0.0) : kNaN; }));
        c.push_back(count(tr("Full (1 = yes)"), tr("1 when the host queue was full: the pipeline was ahead"), QString(),
                          [](const R& r) { return hasQueueRecord(r) ? (r.host->full > 0 ? 1.0 : 0.0) : kNaN; }));
        c.push_back(ms(tr("Get (ms)"), tr("Time to get the batch from the pipeline"),
                       [](const R& r) { return r.host ? orNaN(r.host->getMs()) : kNaN; }));
        c.push_back(ms(tr("Push (ms)"), tr("Time to push the batch to the device"),
                       [](const R& r) { return r.host ? orNaN(r.host->pushMs()) : kNaN; }));
        c.push_back(ms(tr("Batch total (ms)"), tr("Whole time for the batch, get and push included"),
                       [](const R& r) { return r.host ? orNaN(r.host->batchMs()) : kNaN; }));
    }
    if (withChip) {
        c.push_back(count(tr("Chip queue size"), tr("Batches in the device-side queue at GetNext"), tr("batches"),
                          [](const R& r) { return r.chip ? double(r.chip->size) : kNaN; }));
        c.push_back(ms(tr("GetNext (ms)"), tr("Duration of the device's GetNext call"),
                       [](const R& r) { return r.chip ? r.chip->durationMs : kNaN; }));
    }
    return c;
}

} // namespace steplens
