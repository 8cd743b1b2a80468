#include "formats/db/db_rank_reader.h"

#include "formats/db/db_communication.h"
#include "formats/db/db_kernels.h"
#include "formats/db/db_memory.h"
#include "formats/db/db_read_progress.h"
#include "formats/db/db_steps.h"
#include "formats/db/db_strings.h"

namespace steplens {

namespace {

using db::Cell;
using db::Database;
using db::Statement;

// RANK_DEVICE_MAP, NPU_INFO and META_DATA as profiler metadata.
void readMeta(const Database& db, DbRank& out, DiagnosticSink& sink)
{
    ProfilerMetadata meta;
    meta.sources.push_back(db.path());
    if (db.hasTable("RANK_DEVICE_MAP") && db.hasColumn("RANK_DEVICE_MAP", "rankId")) {
        Statement st = db.prepare("SELECT rankId FROM RANK_DEVICE_MAP", sink);
        std::int64_t rank = -1;
        if (st.step() && st.integer(0, rank) == Cell::Value && rank >= 0 && rank != db::kNoValue && rank < (1 << 24)) {
            out.rank = int(rank);
            meta.rank = int(rank);
        }
    }
    if (db.hasTable("NPU_INFO") && db.hasColumn("NPU_INFO", "name")) {
        Statement st = db.prepare("SELECT name FROM NPU_INFO", sink);
        std::string_view name;
        if (st.step() && st.text(0, name) == Cell::Value)
            meta.values["npu"] = std::string(name);
    }
    if (db.hasTable("META_DATA") && db.missingColumns("META_DATA", {"name", "value"}).empty()) {
        Statement st = db.prepare("SELECT name, value FROM META_DATA", sink);
        while (st.step()) {
            std::string_view k, v;
            if (st.text(0, k) == Cell::Value && st.text(1, v) == Cell::Value && k != "ENV_VARIABLES")
                meta.values[std::string(k)] = std::string(v);
        }
    }
    if (meta.rank || !meta.values.empty())
        out.output.metadata = std::move(meta);
}

// The phases of readProfilerDb and analysis.db's rest, in order, for db::ReadProgress.
enum Phase : std::size_t { kStrings, kSteps, kKernels, kOpStatistic, kCommunication, kBreakdown, kMemory, kAnalysis };

// Each phase's weight: the rows it steps over. The op statistic and the step breakdown step over none but
// go through every kernel (a sort, sums): they are weighed as a share of the kernel rows, from their
// times on a generated 1M-task database. analysis.db is small next to the tasks (steps, operations).
std::vector<double> phaseWeights(Database& db)
{
    auto rows = [&db](std::initializer_list<const char*> tables) {
        double n = 0;
        for (const char* t : tables)
            n += double(db.progressRows(t));
        return n;
    };
    const double strings = rows({"STRING_IDS"});
    const double kernels = rows({"COMPUTE_TASK_INFO"});
    std::vector<double> w(kAnalysis + 1, 0.0);
    w[kStrings] = strings;
    w[kSteps] = rows({"STEP_TIME", "META_DATA"});
    w[kKernels] = kernels + rows({"TASK_PMU_INFO"});
    w[kOpStatistic] = kernels * 0.05; // 0.05 s for 1M kernels, against 1 s for their query
    w[kCommunication] = rows({"COMMUNICATION_OP", "COMMUNICATION_TASK_INFO"});
    w[kBreakdown] = kernels * 0.05;
    w[kMemory] = rows({"MEMORY_RECORD", "OP_MEMORY", "NPU_MODULE_MEM", "NPU_MEM"});
    w[kAnalysis] = std::max(1.0, (strings + kernels) * 0.01);
    return w;
}

// Null-safe: a phase starts, counted from the database's rows stepped so far.
void startPhase(db::ReadProgress* progress, Phase phase, const Database& db)
{
    if (progress)
        progress->start(phase, db.rowsStepped());
}

void readProfilerDb(const Database& db, DbRank& out, DiagnosticSink& sink, db::ReadProgress* progress = nullptr)
{
    startPhase(progress, kStrings, db);
    db::IdTable strings;
    strings.load(db, "STRING_IDS", "id", "value", sink);
    if (!strings.loaded())
        sink.warn(0,
                  SL_MSG("diag.db-rank.no-string-ids-table-every",
                         "no STRING_IDS table: every name in this database is an id without its text"),
                  SL_MSG("diag.action.names-are-shown-empty", "names are shown empty"));
    startPhase(progress, kSteps, db);
    readMeta(db, out, sink);
    std::vector<db::StepSpan> steps = db::readStepTime(db, sink);
    AscendOutput& o = out.output;
    startPhase(progress, kKernels, db);
    o.kernels = db::readDbKernels(db, strings, steps, sink);
    startPhase(progress, kOpStatistic, db);
    if (o.kernels && !o.kernels->rows.empty())
        o.opStatistic = db::opStatisticFromKernels(*o.kernels, db.path());
    startPhase(progress, kCommunication, db);
    auto comm = db::readDbCommunication(db, strings, steps, sink);

    // The step breakdown from the device intervals; analysis.db's table replaces it when read.
    startPhase(progress, kBreakdown, db);
    db::StepIntervals iv;
    if (o.kernels)
        for (const auto& r : o.kernels->rows)
            iv.compute.emplace_back(r.start, r.start + r.duration);
    db::mergeIntervals(iv.compute);
    if (comm) {
        iv.communication = comm->intervals;
        iv.receive = comm->receiveIntervals;
    }
    if (!iv.compute.empty() || !iv.communication.empty())
        o.stepTraceTime = db::computeStepTraceTime(steps, iv, db.path());
    if (comm && !comm->ops.ops.empty()) {
        o.communication = std::move(comm->ops);
        if (!comm->matrix.links.empty())
            o.communicationMatrix = std::move(comm->matrix);
    }
    startPhase(progress, kMemory, db);
    o.memoryRecords = db::readDbMemoryRecords(db, strings, sink);
    o.operatorMemory = db::readDbOperatorMemory(db, strings, sink);
    o.npuModuleMemory = db::readDbNpuModuleMemory(db, sink);
}

void readAnalysisDb(const Database& db, DbRank& out, DiagnosticSink& sink)
{
    AscendOutput& o = out.output;
    if (auto steps = db::readAnalysisStepTrace(db, sink)) {
        o.stepTraceTime = std::move(steps);
        out.stepsFromAnalysisDb = true;
    }
    if (auto comm = db::readAnalysisCommunication(db, sink)) {
        o.communication = std::move(comm);
        out.communicationFromAnalysisDb = true;
    }
    if (auto matrix = db::readAnalysisMatrix(db, sink))
        o.communicationMatrix = std::move(matrix);
}

// analysis.db / communication_analyzer.db into `out`, with its own sink so that its diagnostics name it.
bool readAnalysisFile(const std::string& path, DbRank& out, DiagnosticSink& sink)
{
    if (path.empty())
        return false;
    DiagnosticSink analysisSink(sink.out(), path);
    bool opened = false;
    if (auto db = Database::open(path, analysisSink)) {
        readAnalysisDb(*db, out, analysisSink);
        opened = true;
    }
    analysisSink.flushSuppressed();
    return opened;
}

} // namespace

// What DbRankReading::steps() leaves for finish(): analysis.db open, its sink (whose count of
// problems goes on with the rest of the file) writing into a list of its own until finish() puts it
// after the profiler database's diagnostics.
struct DbRankReading::State {
    bool stepsRead = false;
    bool stepsFailed = false; // steps() met an exception: finish() reads all again, as readDbRank
    Diagnostics analysisDiagnostics;
    std::unique_ptr<DiagnosticSink> analysisSink;
    std::unique_ptr<Database> analysis;
    std::optional<StepTraceTime> steps;
};

namespace {

// The first part of analysis.db: opened, and its step table read. May throw.
void readAnalysisSteps(const std::string& path, DbRankReading::State& st)
{
    st.stepsRead = true;
    if (path.empty())
        return;
    st.analysisSink = std::make_unique<DiagnosticSink>(st.analysisDiagnostics, path);
    st.analysis = Database::open(path, *st.analysisSink);
    if (st.analysis)
        st.steps = db::readAnalysisStepTrace(*st.analysis, *st.analysisSink);
}

// The rest of analysis.db, as readAnalysisFile: its diagnostics go into `out` here, also when a read
// throws, so that they stand where a read in one go puts them.
bool readAnalysisRest(const std::string& path, DbRankReading::State& st, DbRank& out, DiagnosticSink& sink)
{
    if (path.empty())
        return false;
    struct Flush {
        DbRankReading::State& st;
        DiagnosticSink& sink;
        ~Flush()
        {
            for (auto& d : st.analysisDiagnostics)
                sink.out().push_back(std::move(d));
            st.analysisDiagnostics.clear();
            st.analysis.reset(); // closed now, as readAnalysisFile closes it
        }
    } flush{st, sink};
    if (!st.stepsRead)
        readAnalysisSteps(path, st);
    if (!st.analysis) {
        st.analysisSink->flushSuppressed();
        return false;
    }
    AscendOutput& o = out.output;
    if (st.steps) {
        o.stepTraceTime = std::move(st.steps);
        st.steps.reset();
        out.stepsFromAnalysisDb = true;
    }
    if (auto comm = db::readAnalysisCommunication(*st.analysis, *st.analysisSink)) {
        o.communication = std::move(comm);
        out.communicationFromAnalysisDb = true;
    }
    if (auto matrix = db::readAnalysisMatrix(*st.analysis, *st.analysisSink))
        o.communicationMatrix = std::move(matrix);
    st.analysisSink->flushSuppressed();
    return true;
}

} // namespace

DbRankReading::DbRankReading(std::string profilerDb, std::string analysisDb)
    : m_profilerDb(std::move(profilerDb))
    , m_analysisDb(std::move(analysisDb))
    , m_state(std::make_unique<State>())
{}

DbRankReading::~DbRankReading() = default;

const StepTraceTime* DbRankReading::steps()
{
    State& st = *m_state;
    if (!st.stepsRead) {
        try {
            readAnalysisSteps(m_analysisDb, st);
        } catch (...) {
            // finish() reads again in one go and reports the problem where readDbRank would.
            st = State();
            st.stepsFailed = true;
        }
    }
    return st.steps ? &*st.steps : nullptr;
}

void DbRankReading::setProgress(std::function<void(double fraction)> progress)
{
    m_progress = std::move(progress);
}

ReadResult<DbRank> DbRankReading::finish()
{
    if (m_state->stepsFailed)
        *m_state = State();
    State& st = *m_state;
    const std::string& mainPath = m_profilerDb.empty() ? m_analysisDb : m_profilerDb;
    return guardedRead<DbRank>(mainPath, [&](DiagnosticSink& sink) -> std::optional<DbRank> {
        DbRank out;
        out.output.source = "db";
        bool any = false;
        std::optional<db::ReadProgress> progress;
        if (m_progress)
            progress.emplace(m_progress);
        if (!m_profilerDb.empty()) {
            if (auto db = Database::open(m_profilerDb, sink)) {
                if (progress) {
                    progress->plan(phaseWeights(*db));
                    progress->watch(*db);
                }
                readProfilerDb(*db, out, sink, progress ? &*progress : nullptr);
                any = true;
            }
        }
        if (progress)
            progress->start(kAnalysis);
        // analysis.db's tables, when present, replace what was computed from the profiler database.
        any |= readAnalysisRest(m_analysisDb, st, out, sink);
        if (progress)
            progress->finish();
        if (!any)
            return std::nullopt;
        return out;
    });
}

ReadResult<DbRank> readDbRank(const std::string& profilerDb, const std::string& analysisDb)
{
    return DbRankReading(profilerDb, analysisDb).finish();
}

ReadResult<DbRank> readDbRankSummary(const std::string& profilerDb, const std::string& analysisDb)
{
    const std::string& mainPath = profilerDb.empty() ? analysisDb : profilerDb;
    return guardedRead<DbRank>(mainPath, [&](DiagnosticSink& sink) -> std::optional<DbRank> {
        DbRank out;
        out.output.source = "db";
        bool any = readAnalysisFile(analysisDb, out, sink);
        if (!profilerDb.empty()) {
            if (auto db = Database::open(profilerDb, sink)) {
                any = true;
                if (out.stepsFromAnalysisDb) {
                    readMeta(*db, out, sink); // the rank id; the tasks are left for when the rank is opened
                } else {
                    // No step table in analysis.db: the breakdown needs the device tasks. What analysis.db
                    // did hold still wins, as in readDbRank.
                    DbRank full;
                    readProfilerDb(*db, full, sink);
                    AscendOutput& o = out.output;
                    o.stepTraceTime = std::move(full.output.stepTraceTime);
                    if (!out.communicationFromAnalysisDb)
                        o.communication = std::move(full.output.communication);
                    if (!o.communicationMatrix)
                        o.communicationMatrix = std::move(full.output.communicationMatrix);
                    o.metadata = std::move(full.output.metadata);
                    out.rank = full.rank;
                }
            }
        }
        if (!any)
            return std::nullopt;
        return out;
    });
}

} // namespace steplens
