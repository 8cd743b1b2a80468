#include "jobs/runloader.h"

#include "common/messagetext.h"
#include "io/worker_thread.h"

#include <QElapsedTimer>

#include <atomic>
#include <memory>

namespace steplens {

RunLoader::RunLoader(QObject* parent)
    : QObject(parent)
    , m_jobs(this)
{
    qRegisterMetaType<std::shared_ptr<const Profile>>();
    qRegisterMetaType<std::shared_ptr<const Run>>();
    qRegisterMetaType<std::shared_ptr<const ProfileAnalysis>>();
    qRegisterMetaType<std::shared_ptr<const RunAnalysis>>();
}

RunLoader::~RunLoader() = default;

void RunLoader::load(const QString& folder, const LoadOptions& options, const AnalysisOptions& analysisOptions,
                     int earlyRank)
{
    if (m_loading)
        cancel();
    m_loading = true;
    m_folder = folder;
    emit started(folder);
    const std::string path = folder.toStdString();
    m_jobs.start([this, path, options, analysisOptions, earlyRank](const JobContext& job) {
        QElapsedTimer timer;
        timer.start();
        // The bar covers the load and the analyses done with it (BarShares), throttled: a queued call per
        // thousandth or new stage is plenty and keeps the event queue short. The callbacks come one at a
        // time (loadRun serialises them), so the state needs no lock.
        struct Bar {
            int lastPermille = -1;
            QString lastText;
            double load = 0;            // the load's own fraction
            std::atomic<bool> earlyAnalysed{false}; // the early rank's sections analysed: their share is done
            double shown() const { return kLoadShare * load + (earlyAnalysed ? kEarlyAnalysisShare : 0.0); }
        };
        auto bar = std::make_shared<Bar>();
        auto show = [this, &job, bar](double fraction, const QString& text) {
            const int permille = static_cast<int>(fraction * 1000);
            if (permille == bar->lastPermille && text == bar->lastText)
                return;
            bar->lastPermille = permille;
            bar->lastText = text;
            job.post([this, fraction, text] { emit progress(fraction, text); });
        };
        LoadCallbacks callbacks;
        callbacks.cancelled = [&job] { return job.cancelled(); };
        callbacks.progress = [bar, show](double fraction, const Message& stage) {
            bar->load = fraction;
            show(bar->shown(), messageText(stage)); // translate() is thread-safe
        };
        // Only the early rank's partials (the requested rank, else the first read) are copied, analysed and
        // sent: the window shows no other (RunSession::onPartial), and the rest wait for analyzeRun. Copying
        // every rank's sections made an 8-rank folder copy seven ranks' tables for nothing. The partials come
        // in the ranks' order, so the first of each kind is the first rank's. A rank is known by its folder
        // and number: the ranks of a 1.x folder share one folder, and a 2.x rank (a folder of its own) may
        // learn its number only from its last small files, so an unknown number (-1) matches.
        bool sent = false; // a partial was sent: the next must be of the same folder and rank
        std::string sentFolder;
        int sentRank = -1;
        // The sections partial and its analysis: the run's analysis takes over what it found of the tables
        // the finished rank still shares with it (AnalysisOptions::earlierProfile).
        AnalysisOptions runOptions = analysisOptions;
        // The sections partial is analysed on a thread of its own while the rank's timeline is read (joined
        // before the run's analysis, which takes its memory analysis over): in line, the timeline waited for
        // it. Declared after runOptions, which it writes, so that it is joined before runOptions goes.
        io::WorkerThread sectionsAnalysis;
        using PartialSignal =
            void (RunLoader::*)(std::shared_ptr<const Profile>, std::shared_ptr<const ProfileAnalysis>);
        auto partialOf = [this, &job, &analysisOptions, earlyRank, bar, show, &sent, &sentFolder, &sentRank,
                          &runOptions, &sectionsAnalysis](bool sections, PartialSignal signal) {
            return [this, &job, &analysisOptions, earlyRank, sections, signal, bar, show, &sent, &sentFolder,
                    &sentRank, &runOptions, &sectionsAnalysis](const Profile& partial) {
                const bool sameRank = !sent || (partial.folder == sentFolder &&
                                                (partial.rank == sentRank || partial.rank < 0 || sentRank < 0));
                const bool early = (earlyRank == kFirstRank || partial.rank == earlyRank) && sameRank;
                if (!early || job.cancelled())
                    return;
                sent = true;
                sentFolder = partial.folder;
                if (partial.rank >= 0)
                    sentRank = partial.rank;
                // Inside the load: big sections (5M kernel rows) take seconds to copy and analyse.
                if (sections)
                    show(bar->shown(), tr("rank %1: analysing what is read").arg(partial.rank));
                auto copy = std::make_shared<const Profile>(partial);
                auto analyse = [this, &job, &analysisOptions, &runOptions, bar, copy, sections, signal] {
                    auto analysis = std::make_shared<const ProfileAnalysis>(analyzeProfile(*copy, analysisOptions));
                    if (sections) {
                        bar->earlyAnalysed = true;
                        runOptions.earlierProfile = copy;
                        runOptions.earlierAnalysis = analysis;
                    }
                    job.post([this, copy, analysis, signal] { emit(this->*signal)(copy, analysis); });
                };
                if (!sections || sectionsAnalysis.started() || !sectionsAnalysis.tryStart(analyse))
                    analyse();
            };
        };
        // Asked for, the other ranks' partials are not even copied while they wait for the first's.
        callbacks.wantsPartials = [earlyRank](std::size_t order, int rank) {
            return earlyRank == kFirstRank ? order == 0 : rank == earlyRank || rank < 0;
        };
        callbacks.stepsReady = partialOf(false, &RunLoader::stepsReady);
        callbacks.sectionsReady = partialOf(true, &RunLoader::sectionsReady);
        auto run = std::make_shared<const Run>(loadRun(path, options, callbacks));
        try {
            sectionsAnalysis.join();
        } catch (...) {
            // Out of memory in the early view's analysis: the run's analysis below does it all itself.
        }
        if (job.cancelled())
            return;
        // The rest of the bar is the run's analysis, rank by rank (seconds for many ranks).
        constexpr double kAnalysed = kLoadShare + kEarlyAnalysisShare;
        show(kAnalysed, tr("analysing the run"));
        auto analysis = std::make_shared<const RunAnalysis>(
            analyzeRun(*run, runOptions, [&job, show](double fraction, const Message& stage) {
                if (!job.cancelled())
                    show(kAnalysed + (1.0 - kAnalysed) * fraction, messageText(stage));
            }));
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        job.post([this, run, analysis, seconds] {
            m_loading = false;
            emit finished(run, analysis, seconds);
        });
    });
}

void RunLoader::cancel()
{
    if (!m_loading)
        return;
    m_jobs.cancel();
    m_loading = false;
    emit cancelled(m_folder);
}

} // namespace steplens
