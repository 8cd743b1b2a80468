#include "models/stepseries.h"

#include <map>

namespace steplens {

int StepSeries::indexOf(long long stepNum) const
{
    // Steps are usually 1..N in order: try the direct guess before searching.
    if (stepNum >= 1 && std::size_t(stepNum) <= steps.size() && steps[std::size_t(stepNum - 1)] == stepNum)
        return int(stepNum - 1);
    for (std::size_t i = 0; i < steps.size(); ++i)
        if (steps[i] == stepNum)
            return int(i);
    return -1;
}

StepSeries buildStepSeries(const StepTrace& trace)
{
    StepSeries s;
    s.inference = trace.mode == StepTraceMode::Inference;
    std::map<std::string, std::size_t> streamIndex;
    std::vector<std::size_t> columnStream(trace.reduceColumns.size());
    for (std::size_t c = 0; c < trace.reduceColumns.size(); ++c) {
        const std::string& id = trace.reduceColumns[c].stream;
        auto it = streamIndex.find(id);
        if (it == streamIndex.end()) {
            it = streamIndex.emplace(id, s.streams.size()).first;
            s.streams.push_back(id);
        }
        columnStream[c] = it->second;
    }
    const std::size_t n = trace.steps.size();
    s.streamMs.assign(s.streams.size(), std::vector<double>(n, 0.0));
    s.streamEventCount.assign(s.streams.size(), 0);
    for (std::size_t i = 0; i < n; ++i) {
        const StepRecord& r = trace.steps[i];
        s.steps.push_back(r.stepNum);
        s.gapMs.push_back(nanosToMs(double(r.iterationInterval)));
        s.computeMs.push_back(nanosToMs(double(r.fpAndBp)));
        s.tailMs.push_back(nanosToMs(double(r.tail)));
        s.totalMs.push_back(nanosToMs(double(r.total)));
        s.startNs.push_back(r.start);
        s.endNs.push_back(r.end);
        for (const ReduceEvent& e : trace.reduceOf(r)) {
            if (e.column < 0 || std::size_t(e.column) >= columnStream.size())
                continue;
            std::size_t st = columnStream[std::size_t(e.column)];
            s.streamMs[st][i] += nanosToMs(double(e.duration));
            ++s.streamEventCount[st];
        }
    }
    return s;
}

} // namespace steplens
