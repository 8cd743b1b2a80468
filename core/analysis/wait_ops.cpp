#include "analysis/wait_ops.h"

#include "model/op_names.h"

namespace steplens {

bool isWaitOperator(std::string_view typeOrFullName)
{
    // The last segment of a full name; a type has none to drop.
    const std::string_view name = opShortName(typeOrFullName);
    for (std::string_view prefix : {"GetNext", "DynamicGetNext"})
        if (name.substr(0, prefix.size()) == prefix)
            return true;
    return false;
}

} // namespace steplens
