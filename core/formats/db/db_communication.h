#pragma once
// Communication of a database rank, in the model of communication.json / communication_matrix.json:
// analysis.db's CommAnalyzerTime / CommAnalyzerBandwidth / CommAnalyzerMatrix (torch_npu; MindSpore
// writes the same tables to communication_analyzer.db) when present, else computed from the profiler
// database's COMMUNICATION_OP and COMMUNICATION_TASK_INFO joined with TASK, by the rules that give
// analysis.db's figures on the fixtures:
//   elapse = endNs - startNs of the operation; on the lowest plane (planeId) that has a Notify Wait task:
//   transit = durations of the data-moving tasks (size > 0), wait = durations of the Notify Wait tasks,
//   synchronization = the Notify Waits that end before the first transit, idle = elapse - transit - wait;
//   bandwidth per link type (HCCS, PCIE, SIO... with SDMA their sum, and RDMA) over every plane's
//   data-moving tasks that leave the device (transport not LOCAL): size in MB (10^6 bytes) over time.
#include "formats/db/db_steps.h"
#include "formats/db/db_strings.h"
#include "model/communication.h"

#include <optional>

namespace steplens::db {

// From analysis.db; nullopt when CommAnalyzerTime is absent or empty.
std::optional<Communication> readAnalysisCommunication(const Database& analysis, DiagnosticSink& sink);
std::optional<CommunicationMatrix> readAnalysisMatrix(const Database& analysis, DiagnosticSink& sink);

struct DbCommunication {
    Communication ops;
    CommunicationMatrix matrix;             // one link per (operation, source, destination, transport)
    std::vector<Interval> intervals;        // every operation's [start, end)
    std::vector<Interval> receiveIntervals; // operations whose name says they receive
};

// From the profiler database; nullopt when COMMUNICATION_OP is absent (no communication recorded).
std::optional<DbCommunication> readDbCommunication(const Database& db, const IdTable& strings,
                                                   const std::vector<StepSpan>& steps, DiagnosticSink& sink);

} // namespace steplens::db
