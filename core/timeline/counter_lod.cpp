#include "timeline/counter_lod.h"

#include <algorithm>
#include <tuple>

namespace steplens {

namespace {
constexpr std::size_t kFan = 8;
}

CounterLod::CounterLod(const TimelineCounter& counter)
    : m_counter(counter)
{
    std::vector<std::pair<double, double>> level;
    const auto& s = counter.samples;
    for (std::size_t i = 0; i < s.size(); i += kFan) {
        double lo = s[i].second, hi = s[i].second;
        for (std::size_t k = i; k < std::min(s.size(), i + kFan); ++k) {
            lo = std::min(lo, s[k].second);
            hi = std::max(hi, s[k].second);
        }
        level.emplace_back(lo, hi);
    }
    while (level.size() > 1) {
        m_levels.push_back(level);
        std::vector<std::pair<double, double>> up;
        for (std::size_t i = 0; i < level.size(); i += kFan) {
            auto mm = level[i];
            for (std::size_t k = i; k < std::min(level.size(), i + kFan); ++k) {
                mm.first = std::min(mm.first, level[k].first);
                mm.second = std::max(mm.second, level[k].second);
            }
            up.push_back(mm);
        }
        level.swap(up);
    }
    if (!level.empty())
        m_levels.push_back(level);
}

std::pair<double, double> CounterLod::rangeMinMax(std::size_t begin, std::size_t end) const
{
    const auto& s = m_counter.samples;
    end = std::min(end, s.size());
    double lo = 0, hi = 0;
    bool any = false;
    auto take = [&](double a, double b) {
        lo = any ? std::min(lo, a) : a;
        hi = any ? std::max(hi, b) : b;
        any = true;
    };
    // Walk up the pyramid: loose samples at the edges, whole blocks in between.
    std::size_t unit = 1;
    std::size_t level = 0; // 0 = samples, k = m_levels[k - 1]
    while (begin < end) {
        const std::size_t next = unit * kFan;
        if (level < m_levels.size() + 1 && end - begin >= next) {
            while (begin % next != 0 && begin < end) {
                if (level == 0)
                    take(s[begin].second, s[begin].second);
                else
                    take(m_levels[level - 1][begin / unit].first, m_levels[level - 1][begin / unit].second);
                begin += unit;
            }
            while (end % next != 0 && end > begin) {
                end -= unit;
                if (level == 0)
                    take(s[end].second, s[end].second);
                else
                    take(m_levels[level - 1][end / unit].first, m_levels[level - 1][end / unit].second);
            }
            if (level < m_levels.size()) {
                unit = next;
                ++level;
                continue;
            }
        }
        for (; begin < end; begin += unit) {
            if (level == 0)
                take(s[begin].second, s[begin].second);
            else
                take(m_levels[level - 1][begin / unit].first, m_levels[level - 1][begin / unit].second);
        }
    }
    return {lo, hi};
}

CounterColumns CounterLod::columns(const TimeView& view, int columnPx) const
{
    CounterColumns out;
    const auto& s = m_counter.samples;
    if (s.empty() || view.width <= 0)
        return out;
    columnPx = std::max(columnPx, 1);
    auto lowerBound = [&](Nanos t, std::size_t from) {
        return static_cast<std::size_t>(
            std::lower_bound(s.begin() + static_cast<std::ptrdiff_t>(from), s.end(), t,
                             [](const std::pair<Nanos, double>& a, Nanos v) { return a.first < v; }) -
            s.begin());
    };
    // A column's end lies near its start (a column holds about n / width samples): search forward from
    // the start in doubling steps, so each column touches memory near it instead of bisecting the
    // whole array (millions of samples: a binary search per column is a cache miss per step).
    auto gallop = [&](Nanos t, std::size_t from) {
        std::size_t lo = from, step = 1;
        while (lo + step < s.size() && s[lo + step].first < t) {
            lo += step;
            step *= 2;
        }
        const std::size_t hi = std::min(s.size(), lo + step + 1);
        return static_cast<std::size_t>(
            std::lower_bound(s.begin() + static_cast<std::ptrdiff_t>(lo), s.begin() + static_cast<std::ptrdiff_t>(hi),
                             t, [](const std::pair<Nanos, double>& a, Nanos v) { return a.first < v; }) -
            s.begin());
    };
    std::size_t i = lowerBound(view.start, 0);
    bool any = false;
    if (i > 0) {
        out.before = s[i - 1].second;
        out.min = out.max = *out.before;
        any = true;
    }
    for (int x = 0; x < view.width && i < s.size(); x += columnPx) {
        const Nanos colEnd = view.toTime(x + columnPx);
        if (s[i].first >= colEnd) {
            // Jump to the column of the next sample.
            // Clamped before the cast: a sample far past the view's end, deeply zoomed in, lies beyond int.
            const double sampleX = std::min(view.toX(s[i].first), double(view.width));
            const int nextX = static_cast<int>(sampleX / columnPx) * columnPx;
            if (nextX > x) {
                x = nextX - columnPx;
                continue;
            }
        }
        const std::size_t j = gallop(colEnd, i);
        if (j == i)
            continue;
        CounterColumn c;
        c.x = x;
        c.count = static_cast<std::uint32_t>(j - i);
        std::tie(c.min, c.max) = rangeMinMax(i, j);
        c.first = s[i].second;
        c.last = s[j - 1].second;
        out.min = any ? std::min(out.min, c.min) : c.min;
        out.max = any ? std::max(out.max, c.max) : c.max;
        any = true;
        out.columns.push_back(c);
        i = j;
    }
    return out;
}

} // namespace steplens
