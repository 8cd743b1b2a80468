#include "formats/operators/flops_summary_reader.h"

#include "io/json_util.h"

namespace steplens {

ReadResult<std::map<std::string, double>> readFlopsSummary(const std::string& path)
{
    using Summary = std::map<std::string, double>;
    return guardedRead<Summary>(path, [&](DiagnosticSink& sink) -> std::optional<Summary> {
        auto doc = io::readJsonFile(path, sink);
        if (!doc)
            return std::nullopt;
        if (!doc->is_object()) {
            sink.error(0,
                       SL_MSG("diag.flops-summary.expected-a-json-object-of", "expected a JSON object of FLOPs values"),
                       SL_MSG("diag.action.file-ignored", "file ignored"));
            return std::nullopt;
        }
        Summary out;
        for (auto it = doc->begin(); it != doc->end(); ++it) {
            if (auto v = io::jsonNumberLoose(*doc, it.key()))
                out[it.key()] = *v;
            else
                sink.warn(0,
                          SL_MSG("diag.flops-summary.value-of-is-not-a", "value of '{it}' is not a number")
                              .arg("it", it.key()),
                          SL_MSG("diag.action.key-ignored", "key ignored"));
        }
        const bool known = out.count("FLOPs") || out.count("cube_FLOPs") || out.count("vec_FLOPs");
        if (!known)
            sink.warn(0,
                      SL_MSG("diag.flops-summary.none-of-the-keys-flops",
                             "none of the keys FLOPs, cube_FLOPs, vec_FLOPs is present"),
                      out.empty() ? SL_MSG("diag.action.file-ignored", "file ignored")
                                  : SL_MSG("diag.action.other-keys-kept", "other keys kept"));
        if (out.empty())
            return std::nullopt;
        return out;
    });
}

} // namespace steplens
