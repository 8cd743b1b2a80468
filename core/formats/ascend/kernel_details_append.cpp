#include "formats/ascend/kernel_details_append.h"

#include "io/memory_advice.h"

#include <algorithm>
#include <vector>

namespace steplens::formats {

void appendKernelDetails(KernelDetails& out, KernelDetails&& later)
{
    std::vector<std::uint32_t> stringId(later.strings.size(), 0);
    for (std::size_t i = 1; i < stringId.size(); ++i)
        stringId[i] = out.strings.intern(later.strings.at(std::uint32_t(i)));
    auto str = [&](std::uint32_t id) { return id < stringId.size() ? stringId[id] : 0; };

    std::vector<std::uint32_t> shapesId(later.shapeSets.size(), 0);
    for (std::size_t i = 1; i < shapesId.size(); ++i) {
        KernelShapes s = later.shapeSets.at(std::uint32_t(i));
        for (std::uint32_t* id :
             {&s.inputShapes, &s.inputDtypes, &s.inputFormats, &s.outputShapes, &s.outputDtypes, &s.outputFormats})
            *id = str(*id);
        shapesId[i] = out.shapeSets.intern(s);
    }
    std::vector<std::uint32_t> attributesId(later.attributeSets.size(), 0);
    for (std::size_t i = 1; i < attributesId.size(); ++i) {
        KernelAttributes a = later.attributeSets.at(std::uint32_t(i));
        a.opState = str(a.opState);
        attributesId[i] = out.attributeSets.intern(a);
    }

    // Copied a slice at a time, each slice's pages given back as soon as it is copied: the two parts
    // together never hold much more than the rows kept (a 5M-row file's rows are 320 MB).
    constexpr std::size_t kSlice = (8u << 20) / sizeof(KernelRow);
    const std::size_t count = later.rows.size();
    if (out.rows.capacity() < out.rows.size() + count)
        out.rows.reserve(out.rows.size() + count);
    for (std::size_t first = 0; first < count; first += kSlice) {
        const std::size_t last = std::min(count, first + kSlice);
        for (std::size_t i = first; i < last; ++i) {
            KernelRow r = later.rows[i];
            r.name = str(r.name);
            r.type = str(r.type);
            r.core = str(r.core);
            r.shapes = r.shapes < shapesId.size() ? shapesId[r.shapes] : 0;
            r.attributes = r.attributes < attributesId.size() ? attributesId[r.attributes] : 0;
            out.rows.push_back(r);
        }
        io::releasePages(later.rows.data() + first, (last - first) * sizeof(KernelRow));
    }
    later.rows = {};
    out.metrics.insert(out.metrics.end(), later.metrics.begin(), later.metrics.end());
    later.metrics = {};
    out.typeFromName = out.typeFromName || later.typeFromName;
}

} // namespace steplens::formats
