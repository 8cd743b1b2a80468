#pragma once
// The operator memory table (operator_memory: one block per allocation) as table rows: name, size,
// allocated and released at (ms on the memory chart's axis), lifetime, the allocator's totals when
// it was allocated, and whether it is held at the peak. The rows keep the profile and the analysis'
// blocks alive, since they point into the profile's string pool and at the blocks. Also the static
// graphs' operators (static_op_mem).
#include "analysis/memory_analysis.h"
#include "models/missingvalue.h"
#include "models/vectortablemodel.h"

#include <memory>
#include <string_view>

namespace steplens {

// A view of one block: 32 bytes, where a copy of the block with its times in ms took 120 (a million-block
// operator_memory.csv held 120 MB in the window for it).
struct MemoryBlockRow {
    const MemoryBlock* blockPtr = nullptr;
    std::string_view name;
    Nanos blocksBegin = 0; // MemoryAnalysis::blocksBegin: the times' zero

    const MemoryBlock& block() const { return *blockPtr; }
    double allocatedMs() const { return nanosToMs(double(blockPtr->allocated - blocksBegin)); }
    // NaN while still held at the end of the capture.
    double releasedMs() const
    {
        return blockPtr->released ? nanosToMs(double(*blockPtr->released - blocksBegin)) : kNaN;
    }
    double lifetimeMs() const { return nanosToMs(double(blockPtr->lifetime)); }
};

// One row per operator_memory block (file order); empty without the table.
std::shared_ptr<const std::vector<MemoryBlockRow>> memoryBlockRows(std::shared_ptr<const Profile> profile,
                                                                   const MemoryAnalysis& analysis);
std::vector<TableColumn<MemoryBlockRow>> memoryBlockColumns();
// Column indices of memoryBlockColumns() that callers sort by.
constexpr int kMemoryBlockSizeColumn = 1;
constexpr int kMemoryBlockAllocatedColumn = 2;

std::shared_ptr<const std::vector<StaticOpMemRow>> staticOpRows(std::shared_ptr<const Profile> profile);
std::vector<TableColumn<StaticOpMemRow>> staticOpColumns();

} // namespace steplens
