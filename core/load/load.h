#pragma once
// Loads a whole profiler folder, or one rank of it, into the model. The caller decides the thread
// and passes callbacks for progress, cancellation and early results; loadRun reads up to two ranks
// side by side on threads of its own (LoadOptions::rankThreads) and serialises the callbacks.
#include "load/discover.h"
#include "model/profile.h"

#include <functional>
#include <string>

namespace steplens {

struct LoadOptions {
    bool timeline = true;     // the timeline is the one big file; leave it out for quick summaries
    int onlyRank = INT32_MIN; // load just this rank (INT32_MIN = all)
    // Ranks read at the same time (0 = one per core, at most 2). Each rank's timeline reader uses two
    // threads of its own; reading ranks side by side overlaps their single-threaded CSV parts.
    int rankThreads = 0;
    // Threads for one rank's sections (0 = two when loadRun reads a single rank and has a second core,
    // else one). With two, the operator files (the 1.x AI CPU table is one of the two biggest files of a
    // folder) are read on a second thread while the step trace and data files (the host queue is the
    // other) are read on the caller's; the result is the same Profile, diagnostics in the same order.
    int sectionThreads = 0;
};

// With several ranks read at once, loadRun calls these from its worker threads, one call at a time
// (never two at once), and the progress it reports is that of all ranks together.
struct LoadCallbacks {
    // fraction in [0, 1] of the whole load (weighted by file bytes, never going back), and what is
    // being read: the file's name and size, "kernel_details.csv (1.3 GB)". Called one call at a
    // time, also when a rank's operator files are read on a thread of their own.
    std::function<void(double fraction, const Message& stage)> progress;
    // Polled between files and inside long reads; returning true stops the load.
    std::function<bool()> cancelled;
    // Called once a rank's step trace (1.x step_trace, 2.x step_trace_time.csv) and small files
    // (profiler info, cluster files) are read, before its operator tables, kernel_details.csv, data
    // files and timeline: the step chart and the overview can be shown while the big files are read.
    // The copy is cheap (it holds none of the big tables). A database rank's partial has analysis.db's
    // step table (read before the profiler database's tasks, communication and memory); a rank without
    // analysis.db has its steps computed from every device task, so its partial has no steps.
    std::function<void(const Profile& partial)> stepsReady;
    // Called once a rank's sections are all read, before its timeline, so views can fill in early.
    // Comes after the rank's stepsReady. Not called for the only rank of a run when no timeline will be
    // read after its sections: the finished run follows at once, and the partial would only have its
    // tables analysed twice.
    std::function<void(const Profile& partial)> sectionsReady;
    // Whose partials stepsReady and sectionsReady get: the rank at `order` in the folder's reading order
    // (0 first), numbered `rank` (-1 when its files do not say). A rank not wanted sends none, and none
    // waits for it; a wanted rank ready before an earlier wanted one waits as a copy of its partial, so
    // wanting one rank (the window shows one) saves those copies. Empty: every rank's.
    std::function<bool(std::size_t order, int rank)> wantsPartials;
};

// Reads one rank. Never throws.
Profile loadRank(const RankFiles& files, const LoadOptions& options = {}, const LoadCallbacks& callbacks = {});

// Discovers and reads every rank of the folder. Never throws.
Run loadRun(const std::string& path, const LoadOptions& options = {}, const LoadCallbacks& callbacks = {});

} // namespace steplens
