#pragma once
// Lengths of unions and intersections of time intervals: the step breakdown of the database export
// (Computing, Communication, Overlapped, Free) is made of them, as the Ascend tools compute it.
#include "model/time.h"

#include <utility>
#include <vector>

namespace steplens::db {

using Interval = std::pair<Nanos, Nanos>; // [begin, end), begin <= end

// Sorts and merges overlapping or touching intervals in place; empty ones are dropped.
void mergeIntervals(std::vector<Interval>& intervals);
// Total length of merged (sorted, disjoint) intervals.
Nanos totalLength(const std::vector<Interval>& merged);
// Length of the intersection of two merged lists.
Nanos intersectionLength(const std::vector<Interval>& a, const std::vector<Interval>& b);
// The intersection of two merged lists, itself merged.
std::vector<Interval> intersection(const std::vector<Interval>& a, const std::vector<Interval>& b);
// The parts of merged `a` not covered by merged `b`.
std::vector<Interval> difference(const std::vector<Interval>& a, const std::vector<Interval>& b);
// The parts of merged intervals inside [begin, end) (a bisection, then the overlapping ones).
std::vector<Interval> clipTo(const std::vector<Interval>& merged, Nanos begin, Nanos end);

} // namespace steplens::db
