#include "formats/plain_row_walk.h"

namespace steplens::formats {

using namespace inplace;

const char* walkPlainRow(const char* p, const char* const end, const std::vector<PlainColumn>& columns,
                         PlainCell* cells)
{
    const std::size_t count = columns.size();
    for (std::size_t col = 0; col < count; ++col) {
        if (p == end)
            return nullptr;
        PlainCell& cell = cells[col];
        cell.read = false;
        const char* fieldEnd = nullptr;
        if (*p == '"') {
            // "text" (torch_npu quotes its times this way, with a tab inside).
            const char* textEnd = quotedCellTextEnd(p, end);
            if (!textEnd)
                return nullptr;
            cell.text = std::string_view(p + 1, std::size_t(textEnd - p - 1));
            fieldEnd = textEnd + 1;
        } else {
            switch (columns[col]) {
            case PlainColumn::Micros:
                if (const char* q = plainMicrosAt(p, end, cell.nanos); q && q != end && endsCell(*q)) {
                    cell.read = true;
                    fieldEnd = q;
                }
                break;
            case PlainColumn::Decimal:
                if (const char* q = io::plainDecimalPrefix(p, end, cell.value); q && q != end && endsCell(*q)) {
                    cell.read = true;
                    fieldEnd = q;
                }
                break;
            default:
                break;
            }
            if (!fieldEnd) {
                fieldEnd = unquotedFieldEnd(p, end);
                if (fieldEnd == end || *fieldEnd == '"')
                    return nullptr;
                cell.text = std::string_view(p, std::size_t(fieldEnd - p));
            }
        }
        if (!(p = nextCell(fieldEnd, end, col + 1 == count)))
            return nullptr;
    }
    return p;
}

} // namespace steplens::formats
