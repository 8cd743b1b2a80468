#pragma once
// The report's "memory" section of a rank (ASCEND_PROFILER_OUTPUT layout): peaks, the device's
// memory when known, components, the operator_memory blocks held at the peak, what each allocator
// reserved beyond what it handed out, and the static graphs' plans. Full precision in JSON; the
// text and Markdown forms are rendered from the JSON.
//
// Keys of rank.memory (null for a 2.x rank without memory files; absent for 1.x ranks):
//   peak_allocated_mb, peak_reserved_mb, peak_active_mb: the maximum of Total Allocated / Reserved /
//     Active (MB) as written over all memory_record rows and components (db: bytes / 1,048,576);
//     null when no row has the column
//   peak_time_ms: the allocated peak, ms after the first memory record (time_origin_ns); null without one
//   capacity_mb: the device's memory when a file states it or the user set device_memory_mb, else null
//   components: [{name, rows, streams, split_by_stream, peak_allocated_mb, peak_reserved_mb, peak_active_mb}]
//   operators: operator_memory rows
//   alive_at_peak: the 10 largest blocks held at the peak: [{name, size_mb, allocated_ms, released_ms|null}],
//     times in ms after operators_origin_ns (time_origin_ns unless operator_memory is from another capture)
//   peak_component, peak_step (null when no step window holds the peak), capacity_source,
//   time_origin_ns (epoch ns of time 0), span_ms, records (memory_record rows), unreleased,
//   alive_at ("memory_record_peak" | "operator_memory_peak" | null), alive_at_ms, operators_origin_ns, alive_count,
//   alive_at_peak_mb, allocator_gaps: [{component, stream|null, allocated_mb, reserved_mb, gap_mb, gap_pct,
//   peak_reserved_mb, time_ms}] static_graphs: [{model, graph_id, ops, peak_mb, peak_node, total_mb|null}] notes:
//   [text]: what could not be matched (one timestamp, another capture...)
#include "analysis/memory_analysis.h"
#include "report/doc_writer.h"
#include "text/message.h"

#include <nlohmann/json.hpp>

namespace steplens {

nlohmann::ordered_json memoryJson(const MemoryAnalysis& m, const Profile& profile, const Translator* translator);

void writeMemory(DocWriter& w, const nlohmann::ordered_json& memory, const Translator* translator, std::size_t top);

} // namespace steplens
