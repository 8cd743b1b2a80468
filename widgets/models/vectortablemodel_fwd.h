#pragma once
// The declaration of VectorTableModel with its default row array, for headers that only name it.
#include <vector>

namespace steplens {

template <typename Row, typename RowArray = std::vector<Row>>
class VectorTableModel;

} // namespace steplens
