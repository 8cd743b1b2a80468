#pragma once
// Roles shared by every StepLens item model: DisplayRole is formatted text, SortRole the raw value
// (a double in ms, an integer, or text) that proxies sort on and CSV export writes at full precision.
// ExportRole, where a model gives it, overrides what CSV export writes (a word instead of an enum's
// sort number).
#include <Qt>

namespace steplens {

namespace ModelRoles {
enum : int {
    SortRole = Qt::UserRole,
    ExportRole,
    FirstModelRole, // models number their own roles from here
};
}

} // namespace steplens
