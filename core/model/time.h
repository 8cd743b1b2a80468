#pragma once
// The one internal time unit of StepLens: nanoseconds.
//
// Every time point and duration in the model is an integer count of nanoseconds (`Nanos`), or a
// double count of nanoseconds where an average or a sum of averages is not a whole number. Readers
// convert on the way in (10 ns device ticks, ms, µs) and the report/UI converts on the way out.
// Time points keep the clock of the file they came from; int64 nanoseconds hold epoch time until 2262.
#include <cstdint>

namespace steplens {

using Nanos = std::int64_t;

constexpr Nanos kNanosPerTick = 10; // Ascend system counter: one tick is 10 ns
constexpr double kNanosPerUs = 1e3;
constexpr double kNanosPerMs = 1e6;

constexpr double nanosToMs(double ns)
{
    return ns / kNanosPerMs;
}
constexpr double nanosToUs(double ns)
{
    return ns / kNanosPerUs;
}
constexpr double msToNanos(double ms)
{
    return ms * kNanosPerMs;
}
constexpr double usToNanos(double us)
{
    return us * kNanosPerUs;
}

} // namespace steplens
