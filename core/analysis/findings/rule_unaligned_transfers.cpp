// Transfers whose size is not 512-byte aligned (2.x layout, communication.json). HCCL's SDMA copies
// run fastest in 512-byte aligned chunks; msprof-analyze's byte-alignment check flags every
// communication operation with an intra-node transfer larger than 512 bytes whose size is not a
// multiple of 512, and grades it by the unaligned share of transfer time (20 % and 70 %). StepLens
// reads the sizes from the files' size distributions (exact to the byte: they are written in MB
// with six decimals) and reports the unaligned share of intra-node transfer time.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>
#include <cmath>

namespace steplens {

namespace {

constexpr long long kAlign = 512;

long long bytesOf(double sizeMB)
{
    return std::llround(sizeMB * 1e6);
}

bool unaligned(double sizeMB)
{
    const long long bytes = bytesOf(sizeMB);
    return bytes > kAlign && bytes % kAlign != 0;
}

} // namespace

void ruleUnalignedTransfers(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& ts = ctx.analysis.transfers;
    if (!ts || ts->sdma.empty() || ts->sdma.ns <= 0 || !ctx.profile.ascend || !ctx.profile.ascend->communication)
        return;
    long long count = 0;
    double ns = 0;
    std::vector<const TransferSize*> sizes;
    for (const auto& s : ts->sdma.sizes)
        if (unaligned(s.sizeMB)) {
            count += s.count;
            ns += s.ns;
            sizes.push_back(&s);
        }
    const double share = ns / ts->sdma.ns * 100.0;
    const double limit = ctx.thresholds.get(ThresholdKey::UnalignedTransferSharePct);
    if (count == 0 || share <= limit)
        return;

    Finding f;
    f.id = "unaligned-transfers";
    f.rank = ctx.profile.rank;
    f.value = share;
    f.threshold = limit;
    f.unit = "%";
    f.impactEstimated = false;
    // msprof-analyze's grading by the unaligned share of transfer time.
    f.severity = share >= 70 ? FindingSeverity::High : share >= 20 ? FindingSeverity::Moderate : FindingSeverity::Info;
    std::stable_sort(sizes.begin(), sizes.end(),
                     [](const TransferSize* a, const TransferSize* b) { return a->ns > b->ns; });
    std::string list;
    for (std::size_t i = 0; i < sizes.size() && i < 3; ++i) {
        const long long bytes = bytesOf(sizes[i]->sizeMB);
        list += (i ? ", " : "") + std::to_string(bytes) + " B × " + std::to_string(sizes[i]->count);
    }
    f.title = SL_MSG("finding.unaligned-transfers.title",
                     "{n} intra-node transfers are not a multiple of 512 bytes ({share} of the transfer time)")
                  .arg("n", count)
                  .arg("share", fmtPct(share));
    f.explanation = SL_MSG("finding.unaligned-transfers.explanation",
                           "HCCL copies data between devices of a server fastest in 512-byte aligned chunks; the "
                           "tail of a transfer whose size is not a multiple of 512 bytes goes slower. {source}'s size "
                           "distributions hold {n} such transfers, {time} of {total} of intra-node "
                           "transfer time: {list}.")
                        .arg("source", tableSource(ctx.profile, AscendTable::Communication))
                        .arg("n", count)
                        .arg("time", fmtMs(nanosToMs(ns)))
                        .arg("total", fmtMs(nanosToMs(ts->sdma.ns)))
                        .arg("list", list);
    // The operations that carry them.
    std::vector<std::pair<double, const CommOp*>> ops;
    for (const CommOp& op : ctx.profile.ascend->communication->ops) {
        if (op.place.total)
            continue;
        double opNs = 0;
        for (const CommBandwidth* b : familyBlocks(op, false))
            for (const auto& p : b->sizeDistribution)
                if (unaligned(p.sizeMB))
                    opNs += p.timeNs;
        if (opNs > 0)
            ops.emplace_back(opNs, &op);
    }
    std::stable_sort(ops.begin(), ops.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t i = 0; i < ops.size() && i < 3; ++i)
        f.evidence.push_back(commOpEvidence(
            *ops[i].second, SL_MSG("finding.unaligned-transfers.evidence.op", "{op}: {time} of unaligned transfers")
                                .arg("op", commOpName(*ops[i].second))
                                .arg("time", fmtMs(nanosToMs(ops[i].first)))));

    const AdviceFramework fw = adviceFramework(ctx.profile);
    f.suggestion = SL_MSG("finding.unaligned-transfers.suggestion",
                          "Make the tensors you communicate a multiple of 512 bytes (256 float16 or bfloat16 "
                          "elements, 128 float32): pad the hidden size or the flattened gradient bucket, or gather "
                          "small tensors into one aligned buffer before the collective.");
    f.snippet = frameworkSnippet(fw,
                                 "flat = ops.cat([g.flatten() for g in grads])\n"
                                 "flat = ops.pad(flat, (0, (-flat.shape[0]) % 128))  # float32: 128 elements = 512 B\n"
                                 "flat = ops.AllReduce()(flat)",
                                 "flat = torch.cat([g.flatten() for g in grads])\n"
                                 "flat = torch.nn.functional.pad(flat, (0, (-flat.numel()) % 128))  # float32: 512 B\n"
                                 "torch.distributed.all_reduce(flat)");
    out.push_back(std::move(f));
}

} // namespace steplens
