#pragma once
// The header line of a MindData minddata_pipeline_raw_*.csv, for tests that write such a file.
namespace steplens::test {

inline constexpr const char* kPipelineRawHeader =
    "op_id,op_type,num_workers,output_queue_size,output_queue_average_size,output_queue_length,"
    "output_queue_usage_rate,sample_interval,parent_id,children_id\n";

} // namespace steplens::test
