#pragma once
// The report's "memory" section of a rank (ASCEND_PROFILER_OUTPUT layout): peaks, the device's
// memory when known, components, the operator_memory blocks held at the peak, what each allocator
// reserved beyond what it handed out, and the static graphs' plans. Full precision in JSON; the
// text and Markdown forms are rendered from the JSON.
#include "analysis/memory_analysis.h"
#include "report/doc_writer.h"
#include "text/message.h"

#include <nlohmann/json.hpp>

namespace steplens {

nlohmann::ordered_json memoryJson(const MemoryAnalysis& m, const Profile& profile, const Translator* translator);

void writeMemory(DocWriter& w, const nlohmann::ordered_json& memory, const Translator* translator, std::size_t top);

} // namespace steplens
