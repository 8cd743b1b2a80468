#pragma once
// Operators whose device time is waiting, not work. In sink mode GetNext blocks on the chip-side data
// queue until the next batch arrives, so its time grows when the input pipeline is slower (or the
// device faster) without the operator itself doing more. A comparison lists such operators apart from
// the regressions (docs/report-schema.md, `waits_for_input`).
#include <string_view>

namespace steplens {

// True for an op type ("GetNext", "GetNext-1", "DynamicGetNextV2") or a full operator name
// ("Default/GetNext-op1") of the dataset queue's dequeue operators.
bool isWaitOperator(std::string_view typeOrFullName);

} // namespace steplens
