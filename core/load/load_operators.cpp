#include "formats/operators/aicore_detail_reader.h"
#include "formats/operators/aicore_type_reader.h"
#include "formats/operators/aicpu_reader.h"
#include "formats/operators/backend_op_detail_reader.h"
#include "formats/operators/backend_op_type_reader.h"
#include "formats/operators/flops_reader.h"
#include "formats/operators/flops_summary_reader.h"
#include "formats/operators/framework_reader.h"
#include "load/load_progress.h"
#include "load/load_sections.h"
#include "load/section_thread.h"

namespace steplens::detail {

namespace {

// Reads the first file of a kind (a rank has one; others are noted as unused) and hands the value
// to `use`, which says whether it held any data.
template <typename Reader, typename Use>
void readFirst(const RankFiles& files, FileKind kind, Profile& profile, Operators& ops, bool& any,
               FileProgress* progress, Reader read, Use use)
{
    auto* paths = files.get(kind);
    if (!paths)
        return;
    const std::string& path = paths->front();
    noteUnused(profile, *paths, 0, anotherFileOfKindRead());
    reading(progress, path);
    if (auto value = takeResult(read(path), profile, path)) {
        ops.sources.push_back(path);
        any = use(*value) || any;
    }
}

} // namespace

void loadOperatorSection(const RankFiles& files, Profile& profile, FileProgress* progress, int sectionThreads)
{
    // The AI CPU table of a big 1.x folder is read ahead while the framework and AI Core files are.
    AicpuReadOptions aicpuOptions;
    // In order (ranks read side by side take the cores) in one part; from 2 threads, a big table in two
    // parts at once; from 3 (tests), every table with a line to cut at.
    aicpuOptions.threads = sectionThreads < 2 ? 1 : sectionThreads >= 3 ? 2 : 0;
    auto readAicpuTable = [aicpuOptions](const std::string& path) { return readAicpu(path, aicpuOptions); };
    // Read in order below when not worth a thread or no thread can be had.
    ReadAhead<ReadResult<AiCpuTasks>> aicpuAhead;
    const auto* aicpu = files.get(FileKind::Aicpu);
    const bool aicpuReadAhead = aicpu && sectionFileWorthAThread(sectionThreads, aicpu->front()) &&
                                aicpuAhead.start(aicpu->front(), progress, readAicpuTable);
    Operators ops;
    ops.backend = profile.backend;
    bool any = false;

    // A big framework file in two parts at once, by the same rule as the AI CPU table.
    FrameworkReadOptions frameworkOptions;
    frameworkOptions.threads = aicpuOptions.threads;
    auto readFrameworkTable = [frameworkOptions](const std::string& path) {
        return readFramework(path, frameworkOptions);
    };
    readFirst(files, FileKind::FrameworkRaw, profile, ops, any, progress, readFrameworkTable, [&](FrameworkTable& t) {
        ops.framework = std::move(t.ops);
        ops.frameworkRepeatedRows = t.repeatedRows;
        return !ops.framework.empty();
    });
    readFirst(files, FileKind::AicoreDetail, profile, ops, any, progress, readAicoreDetail,
              [&](std::vector<OpDetail>& v) {
                  ops.aicoreDetails = std::move(v);
                  return !ops.aicoreDetails.empty();
              });
    readFirst(files, FileKind::AicoreType, profile, ops, any, progress, readAicoreType,
              [&](std::vector<OpTypeStat>& v) {
                  ops.aicoreTypes = std::move(v);
                  return !ops.aicoreTypes.empty();
              });
    auto readAicpuInOrder = [&](const std::string& path) {
        return aicpuReadAhead ? aicpuAhead.take() : readAicpuTable(path);
    };
    readFirst(files, FileKind::Aicpu, profile, ops, any, aicpuReadAhead ? nullptr : progress, readAicpuInOrder,
              [&](AiCpuTasks& v) {
                  ops.aicpuTasks = std::move(v);
                  return !ops.aicpuTasks.empty();
              });
    readFirst(files, FileKind::Flops, profile, ops, any, progress, readFlops, [&](FlopsTable& t) {
        ops.flopsHeaders = std::move(t.headers);
        ops.flops = std::move(t.rows);
        return !ops.flops.empty();
    });
    readFirst(files, FileKind::FlopsSummary, profile, ops, any, progress, readFlopsSummary,
              [&](std::map<std::string, double>& m) {
                  ops.flopsSummary = std::move(m);
                  return !ops.flopsSummary.empty();
              });

    // GPU runs write host CPU op files next to the GPU ones: both are read, into separate tables.
    const bool gpu = files.get(FileKind::GpuOpType) || files.get(FileKind::GpuOpDetail);
    auto readTypes = [](BackendSide side) {
        return [side](const std::string& p) { return readBackendOpTypes(p, side); };
    };
    auto readDetails = [](BackendSide side) {
        return [side](const std::string& p) { return readBackendOpDetails(p, side); };
    };
    auto intoTypes = [](std::vector<OpTypeStat>& target) {
        return [&target](std::vector<OpTypeStat>& v) {
            target = std::move(v);
            return !target.empty();
        };
    };
    auto intoDetails = [](std::vector<BackendOpDetail>& target) {
        return [&target](std::vector<BackendOpDetail>& v) {
            target = std::move(v);
            return !target.empty();
        };
    };
    readFirst(files, FileKind::GpuOpType, profile, ops, any, progress, readTypes(BackendSide::Gpu),
              intoTypes(ops.backendTypes));
    readFirst(files, FileKind::GpuOpDetail, profile, ops, any, progress, readDetails(BackendSide::Gpu),
              intoDetails(ops.backendDetails));
    readFirst(files, FileKind::CpuOpType, profile, ops, any, progress, readTypes(BackendSide::Cpu),
              intoTypes(gpu ? ops.hostCpuTypes : ops.backendTypes));
    readFirst(files, FileKind::CpuOpDetail, profile, ops, any, progress, readDetails(BackendSide::Cpu),
              intoDetails(gpu ? ops.hostCpuDetails : ops.backendDetails));

    if (any)
        profile.operators = std::move(ops);
}

} // namespace steplens::detail
