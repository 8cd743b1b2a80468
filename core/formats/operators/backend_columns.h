#pragma once
// Header handling shared by the GPU/CPU op files (gpu_op_type_info, gpu_op_detail_info,
// cpu_op_type_info, cpu_op_detail_info): names carry their unit, "total_time(us)", "avg_time(ms)".
#include "io/csv_reader.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace steplens {
enum class BackendSide { Gpu, Cpu };
} // namespace steplens

namespace steplens::formats {

class UnitHeader
{
public:
    explicit UnitHeader(const std::vector<std::string_view>& header);
    // Column whose name without its "(unit)" suffix is one of `names` (case-insensitive); -1 if none.
    int find(std::initializer_list<std::string_view> names) const;
    // Nanoseconds per unit of column `col` from its suffix (us, ms, ns, s); nullopt without one.
    std::optional<double> nanosPerUnit(int col) const;

private:
    std::vector<std::string> m_base;
    std::vector<std::string> m_unit;
};

// MindSpore writes GPU op times in µs and CPU op times in ms.
double defaultNanosPerUnit(BackendSide side);
const char* sideName(BackendSide side);

} // namespace steplens::formats
