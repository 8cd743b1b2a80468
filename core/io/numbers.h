#pragma once
// Locale-independent number parsing with std::from_chars. Cells are trimmed of spaces, tabs and
// quotes first. Non-finite values (nan, inf) are rejected: profiler files never mean them.
#include "text/message.h"

#include <optional>
#include <string_view>

namespace steplens::io {

std::optional<double> parseDouble(std::string_view text);
// Accepts integers and integral decimals ("12", "12.0"); rejects fractions and overflow.
std::optional<long long> parseInt(std::string_view text);
// `d` as a long long, truncated toward zero, when it is finite and within ±9.2e18; nullopt otherwise.
// Casting a double beyond long long's range is undefined behaviour (the fuzzers keep finding such numbers).
std::optional<long long> toLongLong(double d);
// Why `text` is not a usable number, for messages: "is not a finite number" (nan, inf), "is out of
// range" (1e999, 99999999999999999999 where an integer is wanted) or "is not a number".
Message whyNotNumber(std::string_view text, bool integer = false);
// True for cells that mean "no value": empty, "N/A", "NA", "-", "null", "None".
bool isMissing(std::string_view text);
// Parses a decimal number of microseconds ("1736408883704643.212") into integer nanoseconds
// exactly, without going through double (epoch µs lose sub-µs precision in a double).
// Returns false (leaving `nanos` alone) where the optional form gives nullopt. The hot readers use this
// form: GCC returns a std::optional<long long> through the stack, and reading it back stalls.
bool parseMicrosToNanos(std::string_view text, long long& nanos);
// The same, saying whether the cell was written with digits alone (no exponent), which nothing but a
// spreadsheet's rounding could have touched: the readers then skip their rounding check on it.
bool parseMicrosToNanos(std::string_view text, long long& nanos, bool& digitsOnly);
inline std::optional<long long> parseMicrosToNanos(std::string_view text)
{
    long long nanos = 0;
    return parseMicrosToNanos(text, nanos) ? std::optional<long long>(nanos) : std::nullopt;
}

} // namespace steplens::io
