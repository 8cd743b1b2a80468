#include "model/backend.h"

namespace steplens {

const char* backendName(Backend backend)
{
    switch (backend) {
    case Backend::Ascend: return "ascend";
    case Backend::Gpu: return "gpu";
    case Backend::Cpu: return "cpu";
    case Backend::Unknown: break;
    }
    return "";
}

std::optional<Backend> backendNamed(std::string_view name)
{
    for (Backend b : {Backend::Ascend, Backend::Gpu, Backend::Cpu})
        if (name == backendName(b))
            return b;
    return std::nullopt;
}

} // namespace steplens
