#include "formats/operators/backend_columns.h"

#include "io/text.h"

namespace steplens::formats {

UnitHeader::UnitHeader(const std::vector<std::string_view>& header)
{
    for (auto h : header) {
        std::string name = io::toLower(io::trim(h));
        std::string unit;
        std::size_t open = name.find('(');
        if (open != std::string::npos) {
            std::size_t close = name.find(')', open);
            unit = name.substr(open + 1, close == std::string::npos ? std::string::npos : close - open - 1);
            name = std::string(io::trim(std::string_view(name).substr(0, open)));
        }
        m_base.push_back(std::move(name));
        m_unit.push_back(std::move(unit));
    }
}

int UnitHeader::find(std::initializer_list<std::string_view> names) const
{
    for (auto n : names)
        for (std::size_t i = 0; i < m_base.size(); ++i)
            if (m_base[i] == n)
                return static_cast<int>(i);
    return -1;
}

std::optional<double> UnitHeader::nanosPerUnit(int col) const
{
    if (col < 0 || static_cast<std::size_t>(col) >= m_unit.size())
        return std::nullopt;
    const std::string& u = m_unit[col];
    if (u == "us" || u == "µs")
        return 1e3;
    if (u == "ms")
        return 1e6;
    if (u == "ns")
        return 1.0;
    if (u == "s")
        return 1e9;
    return std::nullopt;
}

double defaultNanosPerUnit(BackendSide side)
{
    return side == BackendSide::Gpu ? 1e3 : 1e6;
}

const char* sideName(BackendSide side)
{
    return side == BackendSide::Gpu ? "GPU" : "CPU";
}

} // namespace steplens::formats
