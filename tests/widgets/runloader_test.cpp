// Background loading: results arrive on the GUI thread, cancelling drops them, a newer load wins.
#include "common/jobtracker.h"
#include "jobs/runloader.h"
#include "widget_test_util.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace steplens;

TEST_CASE("RunLoader delivers early sections, then the whole run, on the GUI thread")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    RunLoader loader;
    QSignalSpy sections(&loader, &RunLoader::sectionsReady);
    QSignalSpy finished(&loader, &RunLoader::finished);
    QSignalSpy progress(&loader, &RunLoader::progress);
    std::vector<int> earlyRanks;
    std::vector<std::string> order; // "steps <rank>", "sections <rank>" as they arrive
    bool onGuiThread = true;
    bool stepsHaveNoOperators = true;
    QObject::connect(&loader, &RunLoader::stepsReady,
                     [&](std::shared_ptr<const Profile> p, std::shared_ptr<const ProfileAnalysis> a) {
                         order.push_back("steps " + std::to_string(p->rank));
                         stepsHaveNoOperators = stepsHaveNoOperators && !p->operators && !p->timeline;
                         // The first rank's steps come analysed, so the step chart can be drawn at once.
                         if (order.size() == 1)
                             CHECK((a && a->steps));
                         onGuiThread = onGuiThread && QThread::currentThread() == qApp->thread();
                     });
    QObject::connect(&loader, &RunLoader::sectionsReady, [&](std::shared_ptr<const Profile> p) {
        earlyRanks.push_back(p->rank);
        order.push_back("sections " + std::to_string(p->rank));
        onGuiThread = onGuiThread && QThread::currentThread() == qApp->thread();
    });
    loader.load(QString::fromStdString(folder));
    CHECK(loader.isLoading());
    REQUIRE(finished.wait(10000));
    CHECK_FALSE(loader.isLoading());
    auto run = finished.first().at(0).value<std::shared_ptr<const Run>>();
    REQUIRE(run);
    REQUIRE(run->ranks.size() == 3);
    CHECK(run->ranks[0].rank == 0);
    CHECK(run->ranks[2].rank == 10);
    CHECK(run->ranks[0].stepTrace->steps.size() == 20);
    CHECK(finished.first().at(2).toDouble() > 0);
    // The run arrives analysed: one analysis per rank, computed on the worker.
    auto analysis = finished.first().at(1).value<std::shared_ptr<const RunAnalysis>>();
    REQUIRE(analysis);
    CHECK(analysis->ranks.size() == 3);
    REQUIRE(analysis->ranks[0].steps);
    CHECK(analysis->ranks[0].steps->stepCount == 20);
    // Only the first rank's partials are copied and sent (the window shows no other): its steps, holding
    // no operator table or timeline, then its sections.
    CHECK(earlyRanks == std::vector<int>{0});
    CHECK(order == std::vector<std::string>{"steps 0", "sections 0"});
    CHECK(stepsHaveNoOperators);
    CHECK(onGuiThread);
    CHECK(progress.size() >= 3);
    // The bar only moves forward, and its last part is the run's analysis, rank by rank, then the
    // cluster's (it used to stand at 90 % until the run was analysed).
    std::vector<QString> texts;
    double last = -1;
    bool forward = true;
    for (const auto& p : progress) {
        const double fraction = p.at(0).toDouble();
        forward = forward && fraction >= last;
        last = fraction;
        texts.push_back(p.at(1).toString());
    }
    CHECK(forward);
    auto shown = [&](const char* text) { return std::find(texts.begin(), texts.end(), QString::fromUtf8(text)) != texts.end(); };
    CHECK(shown("analysing rank 0 (1 of 3)"));
    CHECK(shown("analysing rank 10 (3 of 3)"));
    CHECK(shown("comparing the ranks"));
    CHECK(last > 0.95);
}

TEST_CASE("RunLoader: with a rank asked for, only that rank's partials arrive, analysed")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    RunLoader loader;
    QSignalSpy finished(&loader, &RunLoader::finished);
    std::vector<std::string> order;
    bool analysed = true;
    auto record = [&](const char* kind) {
        return [&, kind](std::shared_ptr<const Profile> p, std::shared_ptr<const ProfileAnalysis> a) {
            order.push_back(std::string(kind) + " " + std::to_string(p->rank));
            analysed = analysed && a != nullptr;
        };
    };
    QObject::connect(&loader, &RunLoader::stepsReady, record("steps"));
    QObject::connect(&loader, &RunLoader::sectionsReady, record("sections"));
    loader.load(QString::fromStdString(folder), {}, {}, 10);
    REQUIRE(finished.wait(10000));
    REQUIRE(finished.first().at(0).value<std::shared_ptr<const Run>>()->ranks.size() == 3);
    CHECK(order == std::vector<std::string>{"steps 10", "sections 10"});
    CHECK(analysed);
}

TEST_CASE("RunLoader: a database rank's steps partial arrives analysed, before its sections")
{
    const std::string folder = test::fixture(test::kMsinsight + "test/data/pytorch/db/level1/rank0_ascend_pt");
    REQUIRE_FIXTURE(folder);
    RunLoader loader;
    QSignalSpy finished(&loader, &RunLoader::finished);
    std::vector<std::string> order;
    QObject::connect(&loader, &RunLoader::stepsReady,
                     [&](std::shared_ptr<const Profile> p, std::shared_ptr<const ProfileAnalysis> a) {
                         order.push_back("steps");
                         // analysis.db's one step (50), without the tables read after it: what the step
                         // chart of the window draws at once.
                         CHECK((p->ascend && p->ascend->stepTraceTime && !p->ascend->kernels));
                         REQUIRE((a && a->ascendSteps));
                         CHECK(a->ascendSteps->stepCount == 1);
                     });
    QObject::connect(&loader, &RunLoader::sectionsReady,
                     [&](std::shared_ptr<const Profile>) { order.push_back("sections"); });
    loader.load(QString::fromStdString(folder));
    REQUIRE(finished.wait(10000));
    CHECK(order == std::vector<std::string>{"steps", "sections"});
}

TEST_CASE("RunLoader: a cancelled load delivers nothing, a newer load replaces an older one")
{
    const std::string folder = test::profilerFixture();
    REQUIRE_FIXTURE(folder);
    RunLoader loader;
    QSignalSpy finished(&loader, &RunLoader::finished);
    QSignalSpy cancelled(&loader, &RunLoader::cancelled);
    loader.load(QString::fromStdString(folder));
    loader.cancel();
    CHECK(cancelled.size() == 1);
    CHECK_FALSE(loader.isLoading());
    REQUIRE(loader.waitForIdle(10000));
    QTest::qWait(100); // any result posted before the cancel would be delivered now
    CHECK(finished.isEmpty());

    // Two loads in a row: the first is cancelled, only the second's run arrives.
    loader.load(QStringLiteral("/nonexistent/steplens-a"));
    loader.load(QString::fromStdString(folder));
    CHECK(cancelled.size() == 2);
    REQUIRE(finished.wait(10000));
    REQUIRE(loader.waitForIdle(10000));
    QTest::qWait(100);
    REQUIRE(finished.size() == 1);
    CHECK(finished.first().at(0).value<std::shared_ptr<const Run>>()->path == folder);
}

TEST_CASE("JobTracker: the running job sees cancellation and its posts are dropped")
{
    QObject receiver;
    JobTracker jobs(&receiver);
    std::atomic<bool> sawCancel{false};
    std::atomic<bool> started{false};
    int delivered = 0;
    jobs.start([&](const JobContext& job) {
        started = true;
        QElapsedTimer t;
        t.start();
        while (!job.cancelled() && t.elapsed() < 5000)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        sawCancel = job.cancelled();
        job.post([&] { ++delivered; });
    });
    while (!started)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    jobs.cancel();
    REQUIRE(jobs.waitForDone(5000));
    QTest::qWait(50);
    CHECK(sawCancel);
    CHECK(delivered == 0);

    // A current job's post arrives.
    jobs.start([&](const JobContext& job) { job.post([&] { ++delivered; }); });
    REQUIRE(jobs.waitForDone(5000));
    QTest::qWait(50);
    CHECK(delivered == 1);
}
