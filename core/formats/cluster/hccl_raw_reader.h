#pragma once
// hccl_raw_<rank>.csv: per-step communication cost, wait, per-link and per-operator details
// (JSON cells), and a final "-" average row.
#include "formats/read_result.h"
#include "model/cluster.h"

#include <string>

namespace steplens {

ReadResult<HcclRaw> readHcclRaw(const std::string& path);

} // namespace steplens
