// The database export of a 2.x rank (export_type Db): which files a rank's tables come from when it
// has both the text and the database export, and reading the chosen database into Profile::ascend and
// the timeline.
#include "formats/db/db_rank_reader.h"
#include "formats/db/db_timeline.h"
#include "io/text.h"
#include "load/load_progress.h"
#include "load/load_sections.h"

namespace steplens::detail {

namespace {

// The text files that hold what the profiler database holds.
const FileKind kTextExport[] = {FileKind::StepTraceTime,  FileKind::KernelDetails,  FileKind::OpStatistic,
                                FileKind::TraceView,      FileKind::Communication,  FileKind::CommunicationMatrix,
                                FileKind::MemoryRecord,   FileKind::OperatorMemory, FileKind::NpuModuleMem,
                                FileKind::DataPreprocess, FileKind::ApiStatistic};

// The database of this rank among several: the one named with the rank's id, else the first.
std::string pick(const std::vector<std::string>* paths, int rank, Profile* profile, const Message& why)
{
    if (!paths)
        return {};
    std::size_t chosen = 0;
    for (std::size_t i = 0; i < paths->size(); ++i) {
        FileMatch m{};
        if (rank >= 0 && matchAscendOutputFile(std::string(io::baseName((*paths)[i])), m) && m.id == rank) {
            chosen = i;
            break;
        }
    }
    if (profile)
        noteUnused(*profile, *paths, chosen, why);
    return (*paths)[chosen];
}

// The rank a database read gave, its diagnostics moved into the profile and its rank id taken when
// the folder gave none; null when nothing could be read.
DbRank* takeRank(ReadResult<DbRank>& result, Profile& profile)
{
    for (auto& d : result.diagnostics)
        profile.diagnostics.push_back(std::move(d));
    if (!result.value)
        return nullptr;
    if (profile.rank < 0 && result.value->rank)
        profile.rank = *result.value->rank;
    return &*result.value;
}

std::string names(const RankFiles& files)
{
    std::string out;
    std::size_t n = 0;
    for (FileKind k : kTextExport)
        if (auto* p = files.get(k))
            for (const auto& path : *p)
                if (n++ < 3)
                    out += (out.empty() ? "" : ", ") + std::string(io::baseName(path));
    if (n > 3)
        out += " and " + std::to_string(n - 3) + " more";
    return out;
}

} // namespace

DbFiles databaseFiles(const RankFiles& files, Profile* profile)
{
    DbFiles db;
    db.profiler =
        pick(files.get(FileKind::ProfilerDb), files.rank, profile,
             SL_MSG("diag.load-db.another-profiler-db-chosen", "another profiler database of this rank was chosen"));
    if (db.profiler.empty()) {
        db.profiler =
            pick(files.get(FileKind::MsprofDb), files.rank, profile,
                 SL_MSG("diag.load-db.another-msprof-db-chosen", "another msprof database of this rank was chosen"));
    } else if (auto* msprof = files.get(FileKind::MsprofDb); msprof && profile) {
        for (const auto& p : *msprof)
            profile->diagnostics.push_back(Diagnostic::info(
                p,
                SL_MSG("diag.load-db.cann-s-msprof-database-is",
                       "CANN's msprof database is not read: {base_name} holds the same device data and the framework's")
                    .arg("base_name", std::string(io::baseName(db.profiler))),
                SL_MSG("diag.action.file-not-used", "file not used")));
    }
    db.analysis =
        pick(files.get(FileKind::AnalysisDb), files.rank, profile,
             SL_MSG("diag.load-db.another-analysis-db-chosen", "another analysis database of this rank was chosen"));
    bool text = false;
    for (FileKind k : kTextExport)
        text |= files.get(k) != nullptr;
    if (db.profiler.empty() && db.analysis.empty())
        return db;
    if (text) {
        // Both exports of one run (export_type [Text, Db]): the text files are read, as they always were.
        if (profile) {
            std::string dbNames = std::string(io::baseName(db.profiler.empty() ? db.analysis : db.profiler));
            if (!db.profiler.empty() && !db.analysis.empty())
                dbNames += " and " + std::string(io::baseName(db.analysis));
            profile->diagnostics.push_back(Diagnostic::info(
                db.profiler.empty() ? db.analysis : db.profiler,
                SL_MSG("diag.load-db.this-rank-has-both-the", "this rank has both the text export ({names}) and the "
                                                              "database export ({db_names}): the text files are read")
                    .arg("names", names(files))
                    .arg("db_names", dbNames),
                SL_MSG("diag.action.database-not-used", "database not used")));
        }
        db.profiler.clear();
        db.analysis.clear();
        return db;
    }
    db.used = true;
    if (profile) {
        // Which files the rank was read from, and what is missing because of the one that is absent.
        const std::string profilerName(io::baseName(db.profiler));
        const std::string analysisName(io::baseName(db.analysis));
        Message what =
            db.profiler.empty() ? SL_MSG("diag.load-db.analysis-only",
                                         "{analysis} only (no profiler database: kernels, memory and the timeline are "
                                         "missing)")
                                      .arg("analysis", analysisName)
            : db.analysis.empty() ? SL_MSG("diag.load-db.profiler-only",
                                           "{profiler} (no analysis.db: the step breakdown and communication times are "
                                           "computed from it)")
                                        .arg("profiler", profilerName)
                                  : SL_MSG("diag.load-db.profiler-and-analysis", "{profiler} and {analysis}")
                                        .arg("profiler", profilerName)
                                        .arg("analysis", analysisName);
        profile->diagnostics.push_back(Diagnostic::info(
            db.profiler.empty() ? db.analysis : db.profiler,
            SL_MSG("diag.load-db.this-rank-was-exported-as", "this rank was exported as a database: read from {what}")
                .arg("what", std::move(what)),
            SL_MSG("diag.action.read-only-the-files-are", "read-only, the files are not changed")));
    }
    return db;
}

bool readDatabaseInto(const DbFiles& db, Profile& profile, AscendOutput& out, DbRankReading* reading)
{
    auto result = reading ? reading->finish() : readDbRank(db.profiler, db.analysis);
    DbRank* r = takeRank(result, profile);
    if (!r)
        return false;
    for (const auto& path : {db.profiler, db.analysis})
        if (!path.empty())
            profile.filesRead.push_back(path);
    AscendOutput& o = r->output;
    out.source = "db";
    out.stepTraceTime = std::move(o.stepTraceTime);
    out.kernels = std::move(o.kernels);
    out.opStatistic = std::move(o.opStatistic);
    out.communication = std::move(o.communication);
    out.communicationMatrix = std::move(o.communicationMatrix);
    out.memoryRecords = std::move(o.memoryRecords);
    out.operatorMemory = std::move(o.operatorMemory);
    out.npuModuleMemory = std::move(o.npuModuleMemory);
    if (!out.metadata)
        out.metadata = std::move(o.metadata);
    return out.stepTraceTime || out.kernels || out.communication || out.memoryRecords || out.operatorMemory ||
           out.npuModuleMemory;
}

void readDatabaseSummaryInto(const DbFiles& db, Profile& profile, AscendOutput& out)
{
    auto result = readDbRankSummary(db.profiler, db.analysis);
    DbRank* r = takeRank(result, profile);
    if (!r)
        return;
    // `db.used`: the rank has no text export, so these are empty; profiler_metadata.json may be there.
    AscendOutput& o = r->output;
    out.source = "db";
    out.stepTraceTime = std::move(o.stepTraceTime);
    out.communication = std::move(o.communication);
    out.communicationMatrix = std::move(o.communicationMatrix);
    if (!out.metadata)
        out.metadata = std::move(o.metadata);
}

bool loadDbTimeline(const RankFiles& files, Profile& profile, const LoadCallbacks& callbacks, FileProgress* progress)
{
    if (!profile.ascend || profile.ascend->source != "db")
        return false;
    DbFiles db = databaseFiles(files, nullptr);
    if (db.profiler.empty())
        return false;
    DbTimelineOptions options;
    if (progress) {
        progress->timeline(db.profiler);
        options.progress = [progress](double f) { progress->insideTimeline(f); };
    }
    options.cancelled = callbacks.cancelled;
    auto timeline = takeResult(readDbTimeline(db.profiler, options), profile, db.profiler);
    // The profiler database was already listed as read by the sections.
    if (timeline) {
        auto& read = profile.filesRead;
        if (std::count(read.begin(), read.end(), db.profiler) > 1)
            read.erase(std::find(read.rbegin(), read.rend(), db.profiler).base() - 1);
        profile.timeline = std::make_shared<const Timeline>(std::move(*timeline));
    }
    return true;
}

} // namespace steplens::detail
