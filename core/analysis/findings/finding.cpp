#include "analysis/findings/finding.h"

namespace steplens {

const char* findingSeverityName(FindingSeverity s)
{
    switch (s) {
    case FindingSeverity::Info: return "info";
    case FindingSeverity::Moderate: return "moderate";
    case FindingSeverity::High: return "high";
    }
    return "info";
}

const char* evidenceKindName(Evidence::Kind k)
{
    switch (k) {
    case Evidence::Kind::Steps: return "steps";
    case Evidence::Kind::Operator: return "operator";
    case Evidence::Kind::OpType: return "op_type";
    case Evidence::Kind::PipelineOp: return "pipeline_op";
    case Evidence::Kind::HostQueue: return "host_queue";
    case Evidence::Kind::ChipQueue: return "chip_queue";
    case Evidence::Kind::TimeRange: return "time_range";
    case Evidence::Kind::Rank: return "rank";
    case Evidence::Kind::Cpu: return "cpu";
    }
    return "steps";
}

} // namespace steplens
