// Small transfers (2.x layout, communication.json). Every transfer pays a fixed set-up cost, so
// transfers far below the link's sweet spot reach only part of its rate and many small collectives
// keep the host busy launching them. msprof-analyze's packet check flags SDMA traffic under 16 MB
// and RDMA traffic under 1 MB when more than 20 % of it is that small. StepLens counts the transfers
// of the files' size distributions (intra-node: HCCS, PCIe, SIO; inter-node: RDMA), one finding per
// family, with the operations that send most of them. How much faster larger transfers would be
// depends on the links and the overlap, so no gain is estimated.
#include "analysis/findings/rules.h"
#include "analysis/profile_analysis.h"

#include <algorithm>

namespace steplens {

namespace {

void reportFamily(const RuleContext& ctx, const TransferFamily& family, bool rdma, std::vector<Finding>& out)
{
    if (family.empty())
        return;
    const double limitMB = ctx.thresholds.get(rdma ? ThresholdKey::RdmaSmallPacketMb : ThresholdKey::SdmaSmallPacketMb);
    long long small = 0;
    double smallNs = 0;
    for (const auto& s : family.sizes)
        if (s.sizeMB < limitMB) {
            small += s.count;
            smallNs += s.ns;
        }
    const double share = double(small) / double(family.count) * 100.0;
    const double limit = ctx.thresholds.get(ThresholdKey::SmallPacketSharePct);
    if (small == 0 || share <= limit)
        return;
    const TransferStats& ts = *ctx.analysis.transfers;

    Finding f;
    f.id = rdma ? "small-transfers-rdma" : "small-transfers-sdma";
    f.rank = ctx.profile.rank;
    f.value = share;
    f.threshold = limit;
    f.unit = "%";
    f.impactEstimated = false;
    f.severity = share > 2 * limit ? FindingSeverity::Moderate : FindingSeverity::Info;
    f.title = (rdma ? SL_MSG("finding.small-transfers.title.rdma",
                             "{share} of the inter-node (RDMA) transfers are smaller than {size}")
                    : SL_MSG("finding.small-transfers.title.sdma",
                             "{share} of the intra-node (SDMA) transfers are smaller than {size}"))
                  .arg("share", fmtPct(share))
                  .arg("size", fmtMB(limitMB));
    // The sizes sent most often, for the explanation.
    std::vector<const TransferSize*> sizes;
    for (const auto& s : family.sizes)
        if (s.sizeMB < limitMB)
            sizes.push_back(&s);
    std::stable_sort(sizes.begin(), sizes.end(),
                     [](const TransferSize* a, const TransferSize* b) { return a->count > b->count; });
    std::string list;
    for (std::size_t i = 0; i < sizes.size() && i < 4; ++i)
        list += (i ? ", " : "") + fmtMB(sizes[i]->sizeMB) + " × " + std::to_string(sizes[i]->count);
    f.explanation = (ts.steps == 1 ? SL_MSG("finding.small-transfers.explanation.one",
                                            "Each transfer pays a fixed set-up cost, so small ones reach only part of "
                                            "the link's rate, and many small collectives keep the host busy launching "
                                            "them. {source} counts {small} of {all} transfers below {size} "
                                            "in the profiled step, {time} of link time (most often {list}). They "
                                            "usually come from communicating many small tensors one by one (a "
                                            "collective per layer or per parameter) instead of a few large buckets.")
                                   : SL_MSG("finding.small-transfers.explanation.many",
                                            "Each transfer pays a fixed set-up cost, so small ones reach only part of "
                                            "the link's rate, and many small collectives keep the host busy launching "
                                            "them. {source} counts {small} of {all} transfers below {size} "
                                            "in {steps} profiled steps, {time} of link time per step (most often "
                                            "{list}). They usually come from communicating many small tensors one by "
                                            "one (a collective per layer or per parameter) instead of a few large "
                                            "buckets.")
                                         .arg("steps", fmtCount(ts.steps)))
                        .arg("source", tableSource(ctx.profile, AscendTable::Communication))
                        .arg("small", small)
                        .arg("all", family.count)
                        .arg("size", fmtMB(limitMB))
                        .arg("time", fmtMs(nanosToMs(smallNs) / ts.steps))
                        .arg("list", list);
    // The operations that send the most small transfers.
    std::vector<std::pair<double, const CommOp*>> ops;
    for (const CommOp& op : ctx.profile.ascend->communication->ops) {
        if (op.place.total)
            continue;
        long long n = 0; // ranked by how many small transfers they send
        for (const CommBandwidth* b : familyBlocks(op, rdma))
            for (const auto& p : b->sizeDistribution)
                if (p.sizeMB < limitMB)
                    n += p.count;
        if (n > 0)
            ops.emplace_back(double(n), &op);
    }
    std::stable_sort(ops.begin(), ops.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t i = 0; i < ops.size() && i < 3; ++i) {
        const CommOp& op = *ops[i].second;
        const CommBandwidth* main = op.mainTransport();
        f.evidence.push_back(commOpEvidence(
            op, SL_MSG("finding.small-transfers.evidence.op", "{op}: {n} small transfers, {size} moved in all")
                    .arg("op", commOpName(op))
                    .arg("n", static_cast<long long>(ops[i].first))
                    .arg("size", fmtMB(main ? main->sizeMB : 0.0))));
    }
    const AdviceFramework fw = adviceFramework(ctx.profile);
    f.suggestion = frameworkSuggestion(
        fw,
        SL_MSG("finding.small-transfers.suggestion.mindspore",
               "Send fewer, larger messages: fuse gradients into larger all-reduce buckets "
               "(all_reduce_fusion_config, or comm_fusion by size), raise the batch size or accumulate gradients "
               "over several micro-batches before communicating, and in optimizer-parallel setups prefer a lower "
               "sharding level if memory allows."),
        SL_MSG("finding.small-transfers.suggestion.torch",
               "Send fewer, larger messages: raise DistributedDataParallel's bucket_cap_mb, raise the batch size or "
               "accumulate gradients over several micro-batches (no_sync) before communicating, use fused optimizers "
               "that communicate flat buffers, and with ZeRO-3 prefer ZeRO-2 or ZeRO-1 if memory allows."));
    f.snippet = frameworkSnippet(
        fw, "ms.set_auto_parallel_context(comm_fusion={'allreduce': {'mode': 'size', 'config': 64}})  # 64 MB buckets",
        "model = torch.nn.parallel.DistributedDataParallel(model, device_ids=[local_rank], bucket_cap_mb=100)\n"
        "with model.no_sync():  # accumulate: communicate every second micro-batch only\n"
        "    loss_fn(model(x0), y0).backward()\n"
        "loss_fn(model(x1), y1).backward()");
    out.push_back(std::move(f));
}

} // namespace

void ruleSmallPackets(const RuleContext& ctx, std::vector<Finding>& out)
{
    const auto& ts = ctx.analysis.transfers;
    if (!ts || !ctx.profile.ascend || !ctx.profile.ascend->communication)
        return;
    reportFamily(ctx, ts->sdma, false, out);
    reportFamily(ctx, ts->rdma, true, out);
}

} // namespace steplens
