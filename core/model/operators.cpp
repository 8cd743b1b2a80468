#include "model/operators.h"

namespace steplens {

void AiCpuTasks::add(AiCpuTask task, std::string_view type)
{
    if (m_types.at(m_lastType) != type)
        m_lastType = m_types.intern(type);
    task.type = m_lastType;
    m_rows.push_back(task);
}

} // namespace steplens
