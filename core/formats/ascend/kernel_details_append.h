#pragma once
// Appends the kernels read from the later part of a kernel_details.csv to those of the earlier part.
// Each part interned its own names, shape sets and attribute sets; the later part's ids are mapped to the
// earlier part's, new strings and sets interned in the order the later part first saw them, so the result
// is exactly what one reader over the whole file gives (same rows, same ids).
#include "model/ascend_output.h"

namespace steplens::formats {

void appendKernelDetails(KernelDetails& out, KernelDetails&& later);

} // namespace steplens::formats
