#pragma once
// A class per interned string (a core side, a kernel class mask...), computed from the text the first time
// its id is asked for and then read from a vector indexed by id. Millions of kernel rows share a few
// dozen core and type texts: a pass over them compares each text once instead of once per row (the
// kernel rules' string compares per row were ~1.8 % of the CPU of `steplens report` on 1M kernel rows).
#include "model/string_pool.h"

#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace steplens {

template <typename Classify>
class StringClasses
{
public:
    using Class = std::decay_t<std::invoke_result_t<Classify&, const std::string&>>;

    // `strings` must outlive this object and not grow while it is used (the ids are sized once).
    StringClasses(const StringPool& strings, Classify classify)
        : m_strings(strings)
        , m_classify(std::move(classify))
        , m_classes(strings.size())
        , m_known(strings.size(), 0)
    {}

    Class operator()(std::uint32_t id)
    {
        if (id >= m_known.size()) // not in the pool: StringPool::at reads it as the empty string
            return m_classify(m_strings.at(id));
        if (!m_known[id]) {
            m_classes[id] = m_classify(m_strings.at(id));
            m_known[id] = 1;
        }
        return m_classes[id];
    }

private:
    const StringPool& m_strings;
    Classify m_classify;
    std::vector<Class> m_classes;
    std::vector<std::uint8_t> m_known;
};

} // namespace steplens
