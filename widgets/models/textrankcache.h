#pragma once
// The sort keys of a table's text columns (core's textRanks), computed at most once per set of rows
// and shared by every order job: the first text sort of a column pays for the string sort, every
// later sort of it (either direction, any filter) is an integer radix sort.
#include "analysis/row_order.h"

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace steplens {

class TextRankCache
{
public:
    explicit TextRankCache(std::size_t columns)
        : m_slots(columns)
    {}

    // The ranks of `column`, from `compute` unless they are known. A second caller for the same
    // column (the warm-up job and a sort the user asked for) waits for the first, never computes twice.
    // `compute` may give up (nullopt: its job was cancelled): nothing is kept then, and null is returned.
    std::shared_ptr<const TextRanks> get(std::size_t column, const std::function<std::optional<TextRanks>()>& compute)
    {
        if (column >= m_slots.size()) {
            auto ranks = compute();
            return ranks ? std::make_shared<const TextRanks>(std::move(*ranks)) : nullptr;
        }
        Slot& slot = m_slots[column];
        std::lock_guard<std::mutex> lock(slot.mutex);
        if (!slot.ranks)
            if (auto ranks = compute())
                slot.ranks = std::make_shared<const TextRanks>(std::move(*ranks));
        return slot.ranks;
    }

    bool has(std::size_t column)
    {
        if (column >= m_slots.size())
            return false;
        std::lock_guard<std::mutex> lock(m_slots[column].mutex);
        return bool(m_slots[column].ranks);
    }

private:
    struct Slot {
        std::mutex mutex;
        std::shared_ptr<const TextRanks> ranks;
    };
    std::vector<Slot> m_slots;
};

} // namespace steplens
