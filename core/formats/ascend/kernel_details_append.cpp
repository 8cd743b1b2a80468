#include "formats/ascend/kernel_details_append.h"

#include "io/memory_advice.h"
#include "io/worker_thread.h"

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

    // The second part's rows are copied in on both cores: the first touches of the fresh pages they go to
    // are most of the join's time (BENCHMARKS.md, "CSV folders"), and touching them from two threads halves
    // its wall time. Each thread gives back the source pages a slice at a time as it copies them, so the
    // two parts together never hold much more than the rows kept (a 5M-row file's rows are 320 MB).
    const std::size_t count = later.rows.size();
    const KernelRow* from = later.rows.data();
    KernelRow* to = out.rows.growForOverwrite(count);
    auto copyRows = [&](std::size_t first, std::size_t last) {
        constexpr std::size_t kSlice = (8u << 20) / sizeof(KernelRow);
        for (std::size_t slice = first; slice < last; slice += kSlice) {
            const std::size_t sliceEnd = std::min(last, slice + kSlice);
            for (std::size_t i = slice; i < sliceEnd; ++i) {
                KernelRow r = from[i];
                r.name = str(r.name);
                r.type = str(r.type);
                r.core = str(r.core);
                r.shapes = r.shapes < shapesId.size() ? shapesId[r.shapes] : 0;
                r.attributes = r.attributes < attributesId.size() ? attributesId[r.attributes] : 0;
                to[i] = r;
            }
            io::releasePages(from + slice, (sliceEnd - slice) * sizeof(KernelRow));
        }
    };
    constexpr std::size_t kRowsForTwoThreads = 1u << 16;
    io::WorkerThread helper;
    const std::size_t half = count / 2;
    if (count >= kRowsForTwoThreads && helper.tryStart([&] { copyRows(half, count); })) {
        copyRows(0, half);
        helper.join();
    } else {
        copyRows(0, count);
    }
    later.rows = {};
    out.metrics.insert(out.metrics.end(), later.metrics.begin(), later.metrics.end());
    later.metrics = {};
    out.typeFromName = out.typeFromName || later.typeFromName;
}

} // namespace steplens::formats
