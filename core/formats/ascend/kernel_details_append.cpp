#include "formats/ascend/kernel_details_append.h"

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

    // The second part's ids are rewritten in its own pages (on both cores), then its pages are moved behind
    // the first part's rows: copying them into fresh pages made the kernel zero 160 MB more for a 5M-row
    // file (BENCHMARKS.md, "Pages moved, not copied").
    const std::size_t count = later.rows.size();
    KernelRow* rows = later.rows.data();
    auto rewriteIds = [&](std::size_t first, std::size_t last) {
        for (std::size_t i = first; i < last; ++i) {
            KernelRow& r = rows[i];
            r.name = str(r.name);
            r.type = str(r.type);
            r.core = str(r.core);
            r.shapes = r.shapes < shapesId.size() ? shapesId[r.shapes] : 0;
            r.attributes = r.attributes < attributesId.size() ? attributesId[r.attributes] : 0;
        }
    };
    constexpr std::size_t kRowsForTwoThreads = 1u << 16;
    io::WorkerThread helper;
    const std::size_t half = count / 2;
    if (count >= kRowsForTwoThreads && helper.tryStart([&] { rewriteIds(half, count); })) {
        rewriteIds(0, half);
        helper.join();
    } else {
        rewriteIds(0, count);
    }
    out.rows.appendTaking(std::move(later.rows)); // leaves later.rows empty
    out.metrics.insert(out.metrics.end(), later.metrics.begin(), later.metrics.end());
    later.metrics = {};
    out.typeFromName = out.typeFromName || later.typeFromName;
}

} // namespace steplens::formats
