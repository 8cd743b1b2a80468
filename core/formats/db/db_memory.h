#pragma once
// Memory of a database rank, in the model of memory_record.csv, operator_memory.csv and
// npu_module_mem.csv: MEMORY_RECORD (plus NPU_MEM's "app" rows, which memory_record.csv lists as APP),
// OP_MEMORY and NPU_MODULE_MEM (module names from ENUM_MODULE). The database holds bytes; the model
// holds MB (2^20 bytes) and KB (2^10), as the text files write them.
#include "formats/db/db_strings.h"
#include "model/ascend_memory.h"

#include <optional>

namespace steplens::db {

std::optional<MemoryRecords> readDbMemoryRecords(const Database& db, const IdTable& strings, DiagnosticSink& sink);
std::optional<OperatorMemory> readDbOperatorMemory(const Database& db, const IdTable& strings, DiagnosticSink& sink);
std::optional<NpuModuleMemory> readDbNpuModuleMemory(const Database& db, DiagnosticSink& sink);

} // namespace steplens::db
