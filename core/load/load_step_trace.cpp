#include "formats/steps/step_trace_reader.h"
#include "load/load_progress.h"
#include "load/load_sections.h"

namespace steplens::detail {

void loadStepTraceSection(const RankFiles& files, Profile& profile, FileProgress* progress)
{
    auto* traces = files.get(FileKind::StepTrace);
    if (!traces)
        return;
    const std::string& path = traces->front();
    reading(progress, path);
    profile.stepTrace = takeResult(readStepTrace(path), profile, path);
    if (!profile.stepTrace)
        return;
    if (auto* points = files.get(FileKind::StepPointInfo)) {
        const std::string& p = points->front();
        reading(progress, p);
        if (auto info = takeResult(readStepPointInfo(p), profile, p)) {
            profile.stepTrace->fpStartOps = std::move(info->fpStart);
            profile.stepTrace->bpEndOps = std::move(info->bpEnd);
            profile.stepTrace->sources.push_back(p);
        }
    }
}

} // namespace steplens::detail
