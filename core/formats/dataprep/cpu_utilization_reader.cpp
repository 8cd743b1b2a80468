#include "formats/dataprep/cpu_utilization_reader.h"

#include "formats/json_lists.h"
#include "io/json_util.h"
#include "io/text.h"

#include <algorithm>

namespace steplens {

namespace {

// Reads `key` of `obj` into `out`; a missing key is fine (older files lack some series).
void readSeries(const nlohmann::json& obj, const char* key, const std::string& owner, std::vector<double>& out,
                DiagnosticSink& sink)
{
    auto it = obj.find(key);
    if (it == obj.end() || it->is_null())
        return;
    long long bad = formats::appendNumbers(*it, out);
    if (bad < 0) {
        sink.warn(0,
                  SL_MSG("diag.cpu-utilization.is-not-a-list", "{owner}.{key} is not a list")
                      .arg("owner", owner)
                      .arg("key", key),
                  SL_MSG("diag.action.series-ignored", "series ignored"));
        out.clear();
    } else if (bad > 0) {
        sink.warn(0,
                  SL_MSG("diag.cpu-utilization.samples-are-not-numbers", "{owner}.{key}: {bad} samples are not numbers")
                      .arg("owner", owner)
                      .arg("key", key)
                      .arg("bad", std::to_string(bad)),
                  SL_MSG("diag.action.series-ignored-its-samples-would",
                         "series ignored (its samples would no longer line up with the time stamps)"));
        out.clear();
    } else if (io::endsWith(key, "_utilization")) {
        // Whole-machine shares stay within 0-100 %; a process or an op may use several cores.
        const double most = owner == "device_info" ? 100.0 : 1e6;
        auto outside = std::count_if(out.begin(), out.end(), [&](double v) { return v < 0 || v > most; });
        if (outside > 0) {
            sink.warn(0,
                      SL_MSG("diag.cpu-utilization.samples-outside", "{series}: {n} samples are outside 0-{most} %")
                          .arg("series", owner + "." + key)
                          .arg("n", std::to_string(outside))
                          .arg("most", most == 100.0 ? "100" : "1000000"),
                      SL_MSG("diag.action.series-ignored", "series ignored"));
            out.clear();
        }
    }
}

CpuSeries readUserSys(const nlohmann::json& obj, const std::string& owner, DiagnosticSink& sink)
{
    CpuSeries s;
    readSeries(obj, "user_utilization", owner, s.user, sink);
    readSeries(obj, "sys_utilization", owner, s.sys, sink);
    return s;
}

} // namespace

ReadResult<CpuUtilization> readCpuUtilization(const std::string& path)
{
    return guardedRead<CpuUtilization>(path, [&](DiagnosticSink& sink) -> std::optional<CpuUtilization> {
        auto doc = io::readJsonObjectFile(path, sink);
        if (!doc)
            return std::nullopt;
        CpuUtilization cpu;
        cpu.sources.push_back(path);
        cpu.samplingIntervalMs = io::jsonNumber(*doc, "sampling_interval").value_or(0);
        if (auto processors = io::jsonNumberLoose(*doc, "cpu_processor_num")) {
            if (*processors >= 1 && *processors <= 1e6)
                cpu.processorCount = int(*processors);
            else
                sink.warn(0,
                          SL_MSG("diag.cpu-utilization.cpu-processor-num-is-not",
                                 "cpu_processor_num is not a count from 1 to 1000000"),
                          SL_MSG("diag.action.processor-count-unknown", "processor count unknown"));
        } else {
            sink.info(0, SL_MSG("diag.cpu-utilization.no-cpu-processor-num", "no cpu_processor_num"),
                      SL_MSG("diag.action.processor-count-unknown", "processor count unknown"));
        }
        readSeries(*doc, "time_stamp", "file", cpu.timestampsMs, sink);

        auto device = doc->find("device_info");
        if (device != doc->end() && device->is_object()) {
            cpu.device = readUserSys(*device, "device_info", sink);
            readSeries(*device, "io_utilization", "device_info", cpu.deviceIo, sink);
            readSeries(*device, "idle_utilization", "device_info", cpu.deviceIdle, sink);
            readSeries(*device, "runable_processes", "device_info", cpu.runnableProcesses, sink);
            readSeries(*device, "context_switch_count", "device_info", cpu.contextSwitches, sink);
        } else {
            sink.warn(0, SL_MSG("diag.cpu-utilization.no-device-info-object", "no device_info object"),
                      SL_MSG("diag.action.whole-machine-cpu-not-shown", "whole-machine CPU not shown"));
        }
        auto process = doc->find("process_info");
        if (process != doc->end() && process->is_object())
            cpu.process = readUserSys(*process, "process_info", sink);
        else
            sink.warn(0, SL_MSG("diag.cpu-utilization.no-process-info-object", "no process_info object"),
                      SL_MSG("diag.action.process-cpu-not-shown", "process CPU not shown"));

        auto ops = doc->find("op_info");
        if (ops != doc->end() && ops->is_array()) {
            std::size_t index = 0;
            for (const auto& item : *ops) {
                std::string where = "op_info[" + std::to_string(index++) + "]";
                auto id = io::jsonNumber(item, "op_id");
                if (!id || *id < -1 || *id > 1e9 || *id != double(static_cast<long long>(*id))) {
                    sink.warn(0,
                              SL_MSG("diag.cpu-utilization.has-no-whole-number-op", "{where} has no whole-number op_id")
                                  .arg("where", where),
                              SL_MSG("diag.action.entry-skipped", "entry skipped"));
                    continue;
                }
                auto metrics = item.find("metrics");
                if (metrics == item.end() || !metrics->is_object()) {
                    sink.warn(0,
                              SL_MSG("diag.cpu-utilization.has-no-metrics-object", "{where} has no metrics object")
                                  .arg("where", where),
                              SL_MSG("diag.action.entry-skipped", "entry skipped"));
                    continue;
                }
                int opId = int(*id);
                CpuSeries s = readUserSys(*metrics, "op " + std::to_string(opId), sink);
                if (opId == -1) {
                    cpu.otherThreads = std::move(s);
                } else if (!cpu.ops.emplace(opId, std::move(s)).second) {
                    sink.warn(
                        0,
                        SL_MSG("diag.cpu-utilization.op-appears-twice-in-op", "op {op_id} appears twice in op_info")
                            .arg("op_id", std::to_string(opId)),
                        SL_MSG("diag.action.second-entry-skipped", "second entry skipped"));
                }
            }
        } else if (ops != doc->end() && !ops->is_null()) {
            sink.warn(0, SL_MSG("diag.cpu-utilization.op-info-is-not-a", "op_info is not a list"),
                      SL_MSG("diag.action.per-op-cpu-not-shown", "per-op CPU not shown"));
        }

        // Every series is sampled at the time stamps; a length mismatch means the file was cut or edited.
        const std::size_t n = cpu.timestampsMs.size();
        auto check = [&](const std::vector<double>& v, const std::string& name) {
            if (!v.empty() && n != 0 && v.size() != n)
                sink.warn(0,
                          SL_MSG("diag.cpu-utilization.has-samples-for-time-stamps",
                                 "{name} has {count} samples for {n} time stamps")
                              .arg("name", name)
                              .arg("count", std::to_string(v.size()))
                              .arg("n", std::to_string(n)),
                          SL_MSG("diag.action.samples-matched-by-position-as",
                                 "samples matched by position as far as they go"));
        };
        check(cpu.device.user, "device_info.user_utilization");
        check(cpu.device.sys, "device_info.sys_utilization");
        check(cpu.deviceIdle, "device_info.idle_utilization");
        check(cpu.process.user, "process_info.user_utilization");
        for (const auto& [id, s] : cpu.ops)
            check(s.user, "op " + std::to_string(id) + " user_utilization");
        if (n == 0 && cpu.deviceIdle.empty() && cpu.ops.empty()) {
            sink.error(0, SL_MSG("diag.cpu-utilization.no-time-stamps-and-no", "no time stamps and no CPU samples"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        return cpu;
    });
}

} // namespace steplens
