#pragma once
// Operator tables derived from the model: AI CPU grouped by type, as MindInsight showed them.
#include "model/operators.h"

#include <vector>

namespace steplens {

// Groups AI CPU task executions by type (the part before any '-'): total time, count, share.
std::vector<OpTypeStat> aicpuTypeTable(const Operators& ops);

} // namespace steplens
