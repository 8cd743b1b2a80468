#include "model/operators.h"

namespace steplens {

void AiCpuTasks::add(AiCpuTask task, std::string_view type)
{
    if (m_types.at(m_lastType) != type)
        m_lastType = m_types.intern(type);
    task.type = m_lastType;
    m_rows.push_back(task);
}

void AiCpuTasks::append(const AiCpuTasks& later)
{
    std::vector<std::uint32_t> ids(later.m_types.size(), 0);
    for (std::uint32_t id = 1; id < ids.size(); ++id)
        ids[id] = m_types.intern(later.m_types.at(id));
    m_rows.reserve(m_rows.size() + later.m_rows.size());
    for (AiCpuTask task : later.m_rows) {
        task.type = ids[task.type];
        m_rows.push_back(task);
    }
}

} // namespace steplens
