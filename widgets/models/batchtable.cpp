#include "models/batchtable.h"
#include "common/namespacetr.h"

#include <QCoreApplication>

#include <algorithm>

namespace steplens {

namespace {
template <typename T>
double orNaN(const std::optional<T>& v)
{
    return v ? double(*v) : std::numeric_limits<double>::quiet_NaN();
}
} // namespace

std::vector<BatchRow> batchRows(const HostQueueAnalysis* host, const ChipQueueAnalysis* chip)
{
    int steps = 0;
    if (host)
        for (const auto& s : host->steps)
            steps = std::max(steps, s.step);
    if (chip)
        for (const auto& s : chip->steps)
            steps = std::max(steps, s.step);
    std::vector<BatchRow> rows(std::size_t(std::max(0, steps)));
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].step = int(i) + 1;
    if (host)
        for (const auto& s : host->steps) {
            if (s.step < 1)
                continue;
            BatchRow& r = rows[std::size_t(s.step - 1)];
            r.batch = s.batch;
            if (s.records > 0) {
                r.hostSize = s.size;
                r.capacity = s.capacity;
                r.hostEmpty = s.empty > 0;
                r.hostFull = s.full > 0;
            }
            r.getMs = s.getMs();
            r.pushMs = s.pushMs();
            r.batchMs = s.batchMs();
        }
    if (chip)
        for (const auto& s : chip->steps) {
            if (s.step < 1)
                continue;
            BatchRow& r = rows[std::size_t(s.step - 1)];
            r.chipSize = s.size;
            r.getNextMs = s.durationMs;
        }
    return rows;
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
                          [](const R& r) { return orNaN(r.batch); }));
        c.push_back(count(tr("Host queue size"), tr("Batches waiting in the host queue when this batch was taken"),
                          tr("batches"), [](const R& r) { return orNaN(r.hostSize); }));
        c.push_back(count(tr("Capacity"), tr("Size of the host queue"), tr("batches"),
                          [](const R& r) { return orNaN(r.capacity); }));
        c.push_back(count(tr("Empty (1 = yes)"),
                          tr("1 when the host queue was empty: the device had to wait for this batch"), QString(),
                          [](const R& r) { return orNaN(r.hostEmpty); }));
        c.push_back(count(tr("Full (1 = yes)"), tr("1 when the host queue was full: the pipeline was ahead"), QString(),
                          [](const R& r) { return orNaN(r.hostFull); }));
        c.push_back(ms(tr("Get (ms)"), tr("Time to get the batch from the pipeline"),
                       [](const R& r) { return orNaN(r.getMs); }));
        c.push_back(ms(tr("Push (ms)"), tr("Time to push the batch to the device"),
                       [](const R& r) { return orNaN(r.pushMs); }));
        c.push_back(ms(tr("Batch total (ms)"), tr("Whole time for the batch, get and push included"),
                       [](const R& r) { return orNaN(r.batchMs); }));
    }
    if (withChip) {
        c.push_back(count(tr("Chip queue size"), tr("Batches in the device-side queue at GetNext"), tr("batches"),
                          [](const R& r) { return orNaN(r.chipSize); }));
        c.push_back(ms(tr("GetNext (ms)"), tr("Duration of the device's GetNext call"),
                       [](const R& r) { return orNaN(r.getNextMs); }));
    }
    return c;
}

} // namespace steplens
