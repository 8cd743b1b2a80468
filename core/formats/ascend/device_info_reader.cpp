#include "formats/ascend/device_info_reader.h"

#include "io/json_util.h"

namespace steplens {

namespace {

// A core count: a whole number in [0, 65535]; anything else is left unknown.
int coreCount(const nlohmann::json& obj, const char* key, DiagnosticSink& sink)
{
    auto v = io::jsonNumberLoose(obj, key);
    if (!v)
        return -1;
    if (*v < 0 || *v > 65535 || *v != double(static_cast<long long>(*v))) {
        sink.warn(0,
                  SL_MSG("diag.device-info.not-a-core-count", "DeviceInfo {key} is not a core count").arg("key", key),
                  SL_MSG("diag.action.value-left-unknown", "value left unknown"));
        return -1;
    }
    return static_cast<int>(*v);
}

} // namespace

ReadResult<AscendDeviceInfo> readDeviceInfo(const std::string& path)
{
    return guardedRead<AscendDeviceInfo>(path, [&](DiagnosticSink& sink) -> std::optional<AscendDeviceInfo> {
        auto doc = io::readJsonObjectFile(path, sink);
        if (!doc)
            return std::nullopt;
        auto devices = doc->find("DeviceInfo");
        if (devices == doc->end() || !devices->is_array() || devices->empty() || !(*devices)[0].is_object()) {
            sink.info(0, SL_MSG("diag.device-info.no-deviceinfo-entry", "no DeviceInfo entry"),
                      SL_MSG("diag.action.core-counts-left-unknown", "core counts left unknown"));
            return std::nullopt;
        }
        const nlohmann::json& d = (*devices)[0];
        AscendDeviceInfo out;
        out.aiCoreCount = coreCount(d, "ai_core_num", sink);
        out.vectorCoreCount = coreCount(d, "aiv_num", sink);
        out.aiCpuCount = coreCount(d, "ai_cpu_core_num", sink);
        if (out.aiCoreCount <= 0) {
            sink.info(0, SL_MSG("diag.device-info.deviceinfo-has-no-ai-core", "DeviceInfo has no ai_core_num"),
                      SL_MSG("diag.action.core-counts-left-unknown", "core counts left unknown"));
            return std::nullopt;
        }
        out.sources.push_back(path);
        return out;
    });
}

} // namespace steplens
