#pragma once
// Counter tracks (ph "C": AI Core frequency, HBM bandwidth...) at any zoom: one column per pixel
// with the count, min, max, first and last value of the samples inside it. A min/max pyramid
// (blocks of 8, 64, 512... samples) answers each column in O(log n), so a fully zoomed-out view
// of millions of samples costs about width x log(n), not n.
#include "model/timeline.h"
#include "timeline/time_view.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace steplens {

struct CounterColumn {
    int x = 0;               // first pixel of the column
    std::uint32_t count = 0; // samples inside
    double min = 0, max = 0;
    double first = 0, last = 0;
};

struct CounterColumns {
    std::vector<CounterColumn> columns; // only columns that hold samples, left to right
    std::optional<double> before;       // the value in force at the view's left edge (last earlier sample)
    double min = 0, max = 0;            // over the visible samples and `before`
};

class CounterLod
{
public:
    explicit CounterLod(const TimelineCounter& counter);

    // Columns of `columnPx` pixels over the view.
    CounterColumns columns(const TimeView& view, int columnPx = 1) const;
    // Min and max of samples [begin, end) in O(log n).
    std::pair<double, double> rangeMinMax(std::size_t begin, std::size_t end) const;

private:
    const TimelineCounter& m_counter;
    std::vector<std::vector<std::pair<double, double>>> m_levels; // level k: min/max of blocks of 8^(k+1)
};

} // namespace steplens
