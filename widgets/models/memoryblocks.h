#pragma once
// The operator memory table (operator_memory: one block per allocation) as table rows: name, size,
// allocated and released at (ms on the memory chart's axis), lifetime, the allocator's totals when
// it was allocated, and whether it is held at the peak. The rows keep the profile alive, since
// their names point into its string pool. Also the static graphs' operators (static_op_mem).
#include "analysis/memory_analysis.h"
#include "models/vectortablemodel.h"

#include <memory>
#include <string_view>

namespace steplens {

struct MemoryBlockRow {
    MemoryBlock block;
    std::string_view name;
    double allocatedMs = 0;
    double releasedMs = 0; // NaN while still held at the end of the capture
    double lifetimeMs = 0;
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
