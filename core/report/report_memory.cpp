#include "report/report_memory.h"
#include "report/report_number.h"

namespace steplens {

using ojson = nlohmann::ordered_json;

namespace {

ojson mbOrNull(const std::optional<MemoryPeak>& p)
{
    return p ? ojson(p->mb) : ojson(nullptr);
}

ojson numberOrNull(const std::optional<double>& v)
{
    return v ? ojson(*v) : ojson(nullptr);
}

std::string text(Message m, const Translator* tr)
{
    return m.text(tr);
}

} // namespace

ojson memoryJson(const MemoryAnalysis& m, const Profile& profile, const Translator* tr)
{
    ojson o;
    o["peak_allocated_mb"] = mbOrNull(m.peakAllocated);
    o["peak_reserved_mb"] = mbOrNull(m.peakReserved);
    o["peak_active_mb"] = mbOrNull(m.peakActive);
    o["peak_time_ms"] = m.peakAllocated ? ojson(m.msSinceBegin(m.peakAllocated->time)) : ojson(nullptr);
    o["capacity_mb"] = numberOrNull(m.capacityMB);
    ojson components = ojson::array();
    for (const MemoryComponent& c : m.components) {
        ojson j;
        j["name"] = c.name;
        j["rows"] = c.rows;
        j["streams"] = c.streams.size();
        j["split_by_stream"] = c.splitByStream;
        for (int k = 0; k < kMemoryMetricCount; ++k) {
            const auto metric = MemoryMetric(k);
            std::optional<double> peak;
            for (const MemoryCurve& curve : *m.curves)
                if (curve.component == c.name && curve.metric == metric)
                    peak = peak ? std::max(*peak, curve.peakMB) : curve.peakMB;
            j[std::string("peak_") + memoryMetricKey(metric) + "_mb"] = numberOrNull(peak);
        }
        components.push_back(std::move(j));
    }
    o["components"] = std::move(components);
    o["operators"] = m.operatorCount();
    ojson alive = ojson::array();
    const OperatorMemory* om =
        profile.ascend && profile.ascend->operatorMemory ? &*profile.ascend->operatorMemory : nullptr;
    if (m.blocks && om)
        for (std::size_t i = 0; i < m.aliveAtPeak.size() && i < 10; ++i) {
            const MemoryBlock& b = (*m.blocks)[m.aliveAtPeak[i]];
            alive.push_back(
                ojson{{"name", om->str(b.name)},
                      {"size_mb", b.sizeMB},
                      {"allocated_ms", m.msSinceBlocksBegin(b.allocated)},
                      {"released_ms", b.released ? ojson(m.msSinceBlocksBegin(*b.released)) : ojson(nullptr)}});
        }
    o["alive_at_peak"] = std::move(alive);
    // Beyond the keys above: where the numbers come from and what else was measured.
    o["peak_component"] = m.peakAllocated ? ojson(m.peakAllocated->component) : ojson(nullptr);
    o["peak_step"] = m.peakAllocated && m.peakAllocated->step >= 0 ? ojson(m.peakAllocated->step) : ojson(nullptr);
    o["capacity_source"] = m.capacityMB ? ojson(m.capacitySource) : ojson(nullptr);
    o["time_origin_ns"] = m.begin;
    o["span_ms"] = nanosToMs(double(m.end - m.begin));
    o["records"] = m.records;
    o["unreleased"] = m.unreleased;
    o["alive_at"] = !m.aliveTime                                 ? ojson(nullptr)
                    : m.aliveSource == AliveAt::MemoryRecordPeak ? ojson("memory_record_peak")
                                                                 : ojson("operator_memory_peak");
    o["alive_at_ms"] = m.aliveTime ? ojson(m.msSinceBlocksBegin(*m.aliveTime)) : ojson(nullptr);
    o["operators_origin_ns"] = m.blocks ? ojson(m.blocksBegin) : ojson(nullptr);
    o["alive_count"] = m.aliveAtPeak.size();
    o["alive_at_peak_mb"] = m.aliveAtPeakMB;
    ojson gaps = ojson::array();
    for (const AllocatorGap& g : m.gaps)
        gaps.push_back(ojson{{"component", g.component},
                             {"stream", g.stream.empty() ? ojson(nullptr) : ojson(g.stream)},
                             {"allocated_mb", g.allocatedMB},
                             {"reserved_mb", g.reservedMB},
                             {"gap_mb", g.gapMB},
                             {"gap_pct", g.gapPct},
                             {"peak_reserved_mb", g.peakReservedMB},
                             {"time_ms", m.msSinceBegin(g.time)}});
    o["allocator_gaps"] = std::move(gaps);
    ojson graphs = ojson::array();
    for (const StaticGraphMemory& g : m.staticGraphs)
        graphs.push_back(ojson{{"model", g.modelName},
                               {"graph_id", g.graphId},
                               {"ops", g.ops},
                               {"peak_mb", g.peakMB},
                               {"peak_node", g.peakNode},
                               {"total_mb", numberOrNull(g.totalMB)}});
    o["static_graphs"] = std::move(graphs);
    ojson notes = ojson::array();
    for (const Message& n : m.notes)
        notes.push_back(n.text(tr));
    o["notes"] = std::move(notes);
    return o;
}

void writeMemory(DocWriter& w, const ojson& mem, const Translator* tr, std::size_t top)
{
    if (!mem.is_object())
        return;
    w.heading(3, text(SL_MSG("report.memory.heading", "Device memory (memory_record, operator_memory)"), tr));
    std::string peak =
        mem["peak_allocated_mb"].is_number()
            ? text(SL_MSG("report.memory.peaks",
                          "Peak allocated {allocated} MB ({component}) at {time} ms after the first record{step}; "
                          "peak reserved {reserved} MB; peak active {active} MB.")
                       .arg("allocated", numberText(mem["peak_allocated_mb"], 2))
                       .arg("component", mem.value("peak_component", std::string()))
                       .arg("time", numberText(mem["peak_time_ms"], 3))
                       .arg("step", mem["peak_step"].is_number() ? SL_MSG("report.memory.peak-step", ", step {step}")
                                                                       .arg("step", mem["peak_step"].get<long long>())
                                                                 : Message(std::string()))
                       .arg("reserved", numberText(mem["peak_reserved_mb"], 2))
                       .arg("active", numberText(mem["peak_active_mb"], 2)),
                   tr)
            : text(SL_MSG("report.memory.no-allocated", "memory_record gives no allocated total."), tr);
    w.paragraph(peak);
    w.paragraph(mem["capacity_mb"].is_number()
                    ? text(SL_MSG("report.memory.capacity", "Device memory: {mb} MB ({source}).")
                               .arg("mb", numberText(mem["capacity_mb"], 0))
                               .arg("source", mem.value("capacity_source", std::string())),
                           tr)
                    : text(SL_MSG("report.memory.capacity-unknown",
                                  "Device memory: unknown (no file states it; set device_memory_mb in a thresholds "
                                  "file to compare the peak with it)."),
                           tr));
    const ojson& comps = mem["components"];
    if (comps.is_array() && !comps.empty()) {
        std::vector<std::vector<std::string>> rows;
        for (const ojson& c : comps)
            rows.push_back({c.value("name", std::string()), std::to_string(c.value("rows", 0LL)),
                            numberText(c["peak_allocated_mb"], 2), numberText(c["peak_reserved_mb"], 2),
                            numberText(c["peak_active_mb"], 2)});
        w.table({text(SL_MSG("report.memory.col.component", "component"), tr),
                 text(SL_MSG("report.memory.col.rows", "rows"), tr),
                 text(SL_MSG("report.memory.col.allocated", "peak allocated MB"), tr),
                 text(SL_MSG("report.memory.col.reserved", "peak reserved MB"), tr),
                 text(SL_MSG("report.memory.col.active", "peak active MB"), tr)},
                rows, {false, true, true, true, true});
    }
    const ojson& gaps = mem["allocator_gaps"];
    if (gaps.is_array() && !gaps.empty()) {
        std::vector<std::vector<std::string>> rows;
        for (const ojson& g : gaps)
            rows.push_back({g.value("component", std::string()), numberText(g["allocated_mb"], 2),
                            numberText(g["reserved_mb"], 2), numberText(g["gap_mb"], 2),
                            numberText(g["gap_pct"], 1) + " %"});
        w.table({text(SL_MSG("report.memory.col.allocator", "allocator"), tr),
                 text(SL_MSG("report.memory.col.at-peak", "allocated at its peak MB"), tr),
                 text(SL_MSG("report.memory.col.reserved-then", "reserved then MB"), tr),
                 text(SL_MSG("report.memory.col.gap", "gap MB"), tr),
                 text(SL_MSG("report.memory.col.gap-share", "gap share"), tr)},
                rows, {false, true, true, true, true});
    }
    const ojson& alive = mem["alive_at_peak"];
    if (mem.value("operators", 0LL) > 0) {
        w.paragraph(
            text(SL_MSG("report.memory.operators",
                        "operator_memory: {operators} blocks ({unreleased} still held at the end of the capture); "
                        "{alive} held at the peak, {aliveMB} MB in all.")
                     .arg("operators", mem.value("operators", 0LL))
                     .arg("unreleased", mem.value("unreleased", 0LL))
                     .arg("alive", mem.value("alive_count", 0LL))
                     .arg("aliveMB", numberText(mem["alive_at_peak_mb"], 2)),
                 tr));
        std::vector<std::vector<std::string>> rows;
        for (std::size_t i = 0; i < alive.size() && i < top; ++i)
            rows.push_back({alive[i].value("name", std::string()), numberText(alive[i]["size_mb"], 3),
                            numberText(alive[i]["allocated_ms"], 3), numberText(alive[i]["released_ms"], 3)});
        if (!rows.empty())
            w.table({text(SL_MSG("report.memory.col.block", "held at the peak"), tr),
                     text(SL_MSG("report.memory.col.size", "size MB"), tr),
                     text(SL_MSG("report.memory.col.allocated-at", "allocated at ms"), tr),
                     text(SL_MSG("report.memory.col.released-at", "released at ms"), tr)},
                    rows, {false, true, true, true});
    }
    const ojson& graphs = mem["static_graphs"];
    if (graphs.is_array() && !graphs.empty()) {
        std::vector<std::vector<std::string>> rows;
        for (const ojson& g : graphs)
            rows.push_back({std::to_string(g.value("graph_id", -1LL)), std::to_string(g.value("ops", 0LL)),
                            numberText(g["peak_mb"], 3), std::to_string(g.value("peak_node", 0LL)),
                            numberText(g["total_mb"], 3)});
        w.table({text(SL_MSG("report.memory.col.graph", "static graph"), tr),
                 text(SL_MSG("report.memory.col.ops", "ops"), tr),
                 text(SL_MSG("report.memory.col.graph-peak", "peak held MB"), tr),
                 text(SL_MSG("report.memory.col.graph-node", "at node"), tr),
                 text(SL_MSG("report.memory.col.graph-total", "TOTAL MB (as written)"), tr)},
                rows, {true, true, true, true, true});
    }
    for (const ojson& n : mem["notes"])
        w.paragraph(text(SL_MSG("report.memory.note", "Note: {note}").arg("note", n.get<std::string>()), tr));
}

} // namespace steplens
