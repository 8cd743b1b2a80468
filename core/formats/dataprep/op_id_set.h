#pragma once
// The set of op ids a MindData pipeline file has named so far. Ids are small and dense (MindSpore
// numbers the ops of a pipeline from 0), so they are bits of a vector; a std::set per row cost a
// node allocation and a tree walk each, which at a million ops was a tenth of the reader's time.
// Ids outside the bit range (negative, or beyond kMaxDenseId) go to a std::set as before.
#include <algorithm>
#include <cstddef>
#include <set>
#include <vector>

namespace steplens::formats {

class PipelineOpIdSet
{
public:
    // Adds `id`; false when it was already there (std::set::insert(...).second).
    bool insert(int id)
    {
        if (id < 0 || id >= kMaxDenseId)
            return m_sparse.insert(id).second;
        const auto i = static_cast<std::size_t>(id);
        if (i >= m_dense.size())
            m_dense.resize(std::max(i + 1, 2 * m_dense.size())); // doubling: amortised growth
        if (m_dense[i])
            return false;
        m_dense[i] = true;
        return true;
    }

    bool contains(int id) const
    {
        if (id < 0 || id >= kMaxDenseId)
            return m_sparse.count(id) != 0;
        const auto i = static_cast<std::size_t>(id);
        return i < m_dense.size() && m_dense[i];
    }

private:
    // 2 MiB of bits at most, however large the ids a damaged file writes.
    static constexpr int kMaxDenseId = 1 << 24;
    std::vector<bool> m_dense;
    std::set<int> m_sparse;
};

} // namespace steplens::formats
