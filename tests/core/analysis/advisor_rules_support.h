#pragma once
// Shared by the advisor rule tests (advisor_rules_*_test.cpp): finding look-ups, the checks every
// finding's texts must pass, loading with or without the trace, and a small torch_npu trace and
// step_trace_time.csv to build folders from.
#include "analysis/findings/rules.h"
#include "analysis/findings/thresholds.h"
#include "analysis/profile_analysis.h"
#include "finding_lookup.h"
#include "fixtures.h"
#include "load/load.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace steplens::test {

inline bool contains(const Message& m, const std::string& text)
{
    return m.english().find(text) != std::string::npos;
}

// Every text of every finding is a translatable message whose placeholders are all filled, and the
// findings are ordered by their cost per step.
inline void checkTexts(const ProfileAnalysis& a)
{
    for (std::size_t i = 0; i < a.findings.size(); ++i) {
        const Finding& f = a.findings[i];
        INFO(f.id);
        std::vector<const Message*> all{&f.title, &f.explanation, &f.suggestion};
        for (const auto& e : f.evidence)
            all.push_back(&e.label);
        for (const Message* m : all) {
            INFO(m->english());
            CHECK(m->translatable());
            CHECK(m->english().find('{') == std::string::npos);
        }
        if (i + 1 < a.findings.size())
            CHECK(f.impactMs >= a.findings[i + 1].impactMs);
    }
}

inline Run loadWithTrace(const std::string& dir)
{
    return loadRun(dir); // the timeline is read: the host rules use it
}

inline Run loadWithoutTrace(const std::string& dir)
{
    LoadOptions o;
    o.timeline = false;
    return loadRun(dir, o);
}

// A Chrome trace as torch_npu writes it: a Python thread and a CANN thread of the same thread id (7).
inline std::string trace(const std::string& events)
{
    return "[\n"
           "{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":1,\"tid\":0,\"args\":{\"name\":\"Python\"}},\n"
           "{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":2,\"tid\":0,\"args\":{\"name\":\"CANN\"}},\n"
           "{\"ph\":\"X\",\"name\":\"ProfilerStep#1\",\"pid\":1,\"tid\":7,\"ts\":\"1000.000\",\"dur\":100000,"
           "\"cat\":\"cpu_op\"}" +
           events + "\n]\n";
}

inline std::string event(const std::string& name, int pid, double ts, double dur)
{
    return ",\n{\"ph\":\"X\",\"name\":\"" + name + "\",\"pid\":" + std::to_string(pid) + ",\"tid\":7,\"ts\":\"" +
           std::to_string(ts) + "\",\"dur\":" + std::to_string(dur) + "}";
}

// One 100 ms step: Preparing 10 ms + Computing 60 ms + Free 30 ms.
inline const char* const kOneStep =
    "Step,Computing,Communication(Not Overlapped),Overlapped,Communication,Free,Stage,Bubble,"
    "Communication(Not Overlapped and Exclude Receive),Preparing\n"
    "1,60000,0,0,0,30000,90000,0,0,10000\n";

} // namespace steplens::test
