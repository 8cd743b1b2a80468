#include "formats/db/db_intervals.h"

#include <algorithm>

namespace steplens::db {

void mergeIntervals(std::vector<Interval>& v)
{
    v.erase(std::remove_if(v.begin(), v.end(), [](const Interval& i) { return i.second <= i.first; }), v.end());
    std::sort(v.begin(), v.end());
    std::size_t out = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (out > 0 && v[i].first <= v[out - 1].second)
            v[out - 1].second = std::max(v[out - 1].second, v[i].second);
        else
            v[out++] = v[i];
    }
    v.resize(out);
}

Nanos totalLength(const std::vector<Interval>& merged)
{
    Nanos t = 0;
    for (const auto& i : merged)
        t += i.second - i.first;
    return t;
}

std::vector<Interval> intersection(const std::vector<Interval>& a, const std::vector<Interval>& b)
{
    std::vector<Interval> out;
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        Nanos s = std::max(a[i].first, b[j].first);
        Nanos e = std::min(a[i].second, b[j].second);
        if (e > s)
            out.emplace_back(s, e);
        if (a[i].second < b[j].second)
            ++i;
        else
            ++j;
    }
    return out;
}

Nanos intersectionLength(const std::vector<Interval>& a, const std::vector<Interval>& b)
{
    return totalLength(intersection(a, b));
}

std::vector<Interval> difference(const std::vector<Interval>& a, const std::vector<Interval>& b)
{
    std::vector<Interval> out;
    std::size_t j = 0;
    for (const auto& iv : a) {
        Nanos cur = iv.first;
        while (j < b.size() && b[j].second <= cur)
            ++j;
        std::size_t k = j;
        while (k < b.size() && b[k].first < iv.second) {
            if (b[k].first > cur)
                out.emplace_back(cur, b[k].first);
            cur = std::max(cur, b[k].second);
            ++k;
        }
        if (cur < iv.second)
            out.emplace_back(cur, iv.second);
    }
    return out;
}

std::vector<Interval> clipTo(const std::vector<Interval>& merged, Nanos begin, Nanos end)
{
    std::vector<Interval> out;
    // Merged intervals are sorted by both ends: the first one ending after `begin` is found by bisection.
    auto it =
        std::partition_point(merged.begin(), merged.end(), [&](const Interval& iv) { return iv.second <= begin; });
    for (; it != merged.end() && it->first < end; ++it)
        out.emplace_back(std::max(it->first, begin), std::min(it->second, end));
    return out;
}

} // namespace steplens::db
