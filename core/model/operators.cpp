#include "model/operators.h"

namespace steplens {

void AiCpuTasks::add(AiCpuTask task, std::string_view type)
{
    if (m_lastType >= m_types.size() || m_types[m_lastType] != type) {
        auto [it, added] = m_typeIndex.try_emplace(std::string(type), std::uint32_t(m_types.size()));
        if (added)
            m_types.emplace_back(type);
        m_lastType = it->second;
    }
    task.type = m_lastType;
    m_rows.push_back(task);
}

} // namespace steplens
