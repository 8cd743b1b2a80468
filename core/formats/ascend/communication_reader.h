#pragma once
// communication.json and communication_matrix.json (ASCEND_PROFILER_OUTPUT), and msprof-analyze's
// cluster_communication.json / cluster_communication_matrix.json. The nesting differs between
// writers (step -> p2p|collective -> op@group; rank set -> step -> op@group -> rank; with or without
// "Total Op Info"), so the readers walk the document and recognise an operation by its content
// ("Communication Time Info", or links keyed "<src>-<dst>"), and each level above by its key.
#include "formats/read_result.h"
#include "model/communication.h"

#include <string>

namespace steplens {

ReadResult<Communication> readCommunication(const std::string& path);
ReadResult<CommunicationMatrix> readCommunicationMatrix(const std::string& path);

} // namespace steplens
