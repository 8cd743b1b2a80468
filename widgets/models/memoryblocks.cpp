#include "models/memoryblocks.h"
#include "models/missingvalue.h"

#include <QObject>

#include <cmath>
#include <limits>

namespace steplens {

namespace {

double orNaN(double v)
{
    return isAbsent(v) ? kNaN : v;
}

// The rows, and the profile and blocks they view, released together.
struct BlockRowsHolder {
    std::shared_ptr<const Profile> profile;
    std::shared_ptr<const std::vector<MemoryBlock>> blocks;
    std::vector<MemoryBlockRow> rows;
};
} // namespace

std::shared_ptr<const std::vector<MemoryBlockRow>> memoryBlockRows(std::shared_ptr<const Profile> profile,
                                                                   const MemoryAnalysis& m)
{
    auto holder = std::make_shared<BlockRowsHolder>();
    holder->profile = std::move(profile);
    holder->blocks = m.blocks;
    const Profile* p = holder->profile.get();
    if (m.blocks && p && p->ascend && p->ascend->operatorMemory) {
        const OperatorMemory& om = *p->ascend->operatorMemory;
        holder->rows.reserve(m.blocks->size());
        for (const MemoryBlock& b : *m.blocks)
            holder->rows.push_back(MemoryBlockRow{&b, om.str(b.name), m.blocksBegin});
    }
    return std::shared_ptr<const std::vector<MemoryBlockRow>>(holder, &holder->rows);
}

std::vector<TableColumn<MemoryBlockRow>> memoryBlockColumns()
{
    using Col = TableColumn<MemoryBlockRow>;
    auto ms = [](QString h, QString tip, double (MemoryBlockRow::*f)() const) {
        return Col{std::move(h),
                   std::move(tip),
                   ColumnFormat::Ms,
                   QStringLiteral("ms"),
                   [f](const MemoryBlockRow& r) { return (r.*f)(); },
                   {}};
    };
    auto total = [](QString h, QString tip, double MemoryBlock::*f) {
        return Col{std::move(h),
                   std::move(tip),
                   ColumnFormat::MB,
                   QStringLiteral("MB"),
                   [f](const MemoryBlockRow& r) { return orNaN(r.block().*f); },
                   {}};
    };
    Col name{QObject::tr("Operator"),
             QObject::tr("The operator that allocated the block (operator_memory Name)"),
             ColumnFormat::Text,
             QString(),
             {},
             {},
             true};
    name.text = [](const MemoryBlockRow& r) { return r.name; };
    Col alive{QObject::tr("At peak"),
              QObject::tr("Held at the peak the memory panel names"),
              ColumnFormat::Text,
              QString(),
              {},
              {},
              false};
    alive.text = [](const MemoryBlockRow& r) { return std::string_view(r.block().aliveAtPeak ? "held" : ""); };
    return {name,
            Col{QObject::tr("Size (MB)"),
                QObject::tr("Size(KB) / 1024"),
                ColumnFormat::MB,
                QStringLiteral("MB"),
                [](const MemoryBlockRow& r) { return r.block().sizeMB; },
                {}},
            ms(QObject::tr("Allocated at (ms)"), QObject::tr("After the first memory record"),
               &MemoryBlockRow::allocatedMs),
            ms(QObject::tr("Released at (ms)"),
               QObject::tr("After the first memory record; empty while still held at the end of the capture"),
               &MemoryBlockRow::releasedMs),
            ms(QObject::tr("Lifetime (ms)"),
               QObject::tr("Allocation to release, or to the end of the capture when never released"),
               &MemoryBlockRow::lifetimeMs),
            total(QObject::tr("Allocated total (MB)"), QObject::tr("The allocator's total allocated at the allocation"),
                  &MemoryBlock::allocTotalAllocatedMB),
            total(QObject::tr("Reserved total (MB)"), QObject::tr("The allocator's total reserved at the allocation"),
                  &MemoryBlock::allocTotalReservedMB),
            total(QObject::tr("Active total (MB)"), QObject::tr("The allocator's total active at the allocation"),
                  &MemoryBlock::allocTotalActiveMB),
            alive};
}

std::shared_ptr<const std::vector<StaticOpMemRow>> staticOpRows(std::shared_ptr<const Profile> profile)
{
    if (!profile || !profile->ascend || !profile->ascend->staticOpMemory)
        return std::make_shared<const std::vector<StaticOpMemRow>>();
    const auto* rows = &profile->ascend->staticOpMemory->rows;
    return std::shared_ptr<const std::vector<StaticOpMemRow>>(std::move(profile), rows);
}

std::vector<TableColumn<StaticOpMemRow>> staticOpColumns()
{
    using Col = TableColumn<StaticOpMemRow>;
    Col op{QObject::tr("Operator"), QObject::tr("Op Name"), ColumnFormat::Text, QString(), {}, {}, true};
    op.text = [](const StaticOpMemRow& r) { return std::string_view(r.opName); };
    auto count = [](QString h, QString tip, std::function<double(const StaticOpMemRow&)> f) {
        return Col{std::move(h), std::move(tip), ColumnFormat::Count, QString(), std::move(f), {}};
    };
    return {
        op,
        count(QObject::tr("Graph"), QObject::tr("Graph ID"), [](const StaticOpMemRow& r) { return double(r.graphId); }),
        count(QObject::tr("From node"), QObject::tr("Node Index Start: where the block is allocated"),
              [](const StaticOpMemRow& r) { return double(r.nodeStart); }),
        count(QObject::tr("To node"),
              QObject::tr("Node Index End: where it is released; empty when held to the end of the graph"),
              [](const StaticOpMemRow& r) { return r.nodeEnd == kStaticNodeOpen ? kNaN : double(r.nodeEnd); }),
        Col{QObject::tr("Size (MB)"),
            QObject::tr("Size(KB) / 1024"),
            ColumnFormat::MB,
            QStringLiteral("MB"),
            [](const StaticOpMemRow& r) { return r.sizeKB / 1024.0; },
            {}}};
}

} // namespace steplens
