// Operator table benchmark (never part of the tests): the GUI's AI Core operator model
// (VectorTableModel with aicoreOpColumns) over N synthetic rows, sorted and filtered as the user
// does it, timed from the call on the UI thread to the new order applied (waitForOrder).
//
//   steplens_table_bench [--rows 1000000] [--runs 7] [--cold-runs 3]
//
// Also reports how long the UI thread itself spent in each call (sort()/setFilterText() return as
// soon as the job is queued) and whether the work ran on a worker (isOrdering() right after the call).
#include "bench_util.h"

#include "models/operatortables.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <random>

using namespace steplens;
using namespace steplens::bench;

namespace {

std::shared_ptr<const std::vector<AicoreOpRow>> makeRows(std::size_t n)
{
    const char* scopes[] = {
        "network-WithLossCell",  "_backbone-ResNet", "layer1-SequentialCell", "layer2-SequentialCell",
        "layer3-SequentialCell", "0-ResidualBlock",  "1-ResidualBlock",       "conv1-Conv2d",
        "bn2-BatchNorm2d",       "relu-ReLU"};
    const char* types[] = {
        "Conv2D",    "MatMul",  "BatchMatMul",          "Add",     "Mul", "Cast", "ReLU", "BNTrainingUpdate",
        "TransData", "Softmax", "Conv2DBackpropFilter", "ReluGrad"};
    auto rows = std::make_shared<std::vector<AicoreOpRow>>(n);
    std::mt19937_64 rng(3);
    for (std::size_t i = 0; i < n; ++i) {
        AicoreOpRow& r = (*rows)[i];
        r.scope = i % 2 ? "Gradients/Default" : "Default";
        for (int d = 3 + int(rng() % 5); d > 0; --d)
            r.scope += std::string("/") + scopes[rng() % 10];
        r.type = types[rng() % 12];
        r.name = r.type + "-op" + std::to_string(i);
        r.fullName = r.scope + "/" + r.name;
        r.subgraph = r.scope.substr(0, r.scope.find('/'));
        r.avgNs = double(rng() % 500000);
        r.count = 1000;
        r.totalNs = r.avgNs * 1000;
        r.percent = 100.0 / double(n);
        r.inputDtypes = rng() % 2 ? "float16" : "float32";
        r.outputDtypes = r.inputDtypes;
        r.inputShapes = "128,4,32,32,16";
        r.outputShapes = r.inputShapes;
        r.hasFramework = true;
    }
    return rows;
}

double cpuMs()
{
    rusage ru{};
    ::getrusage(RUSAGE_SELF, &ru);
    return double(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
           double(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
}

struct Timed {
    double cpuMs = 0;   // CPU of the whole process from the call to the order applied (the worker's work)
    double totalMs = 0; // call to order applied
    double callMs = 0;  // time the UI thread spent in the call
    bool offThread = false;
};

template <typename Call>
Timed timed(RowTableModel& model, Call call)
{
    Timed t;
    QElapsedTimer timer;
    const double cpu0 = cpuMs();
    timer.start();
    call();
    t.callMs = double(timer.nsecsElapsed()) / 1e6;
    t.offThread = model.isOrdering();
    model.waitForOrder(600000);
    t.totalMs = double(timer.nsecsElapsed()) / 1e6;
    t.cpuMs = cpuMs() - cpu0;
    return t;
}

void report(const char* what, const std::vector<Timed>& runs, std::size_t shownRows)
{
    std::vector<double> total, call, cpu;
    bool off = true;
    for (const Timed& t : runs) {
        cpu.push_back(t.cpuMs / 1e3);
        total.push_back(t.totalMs / 1e3);
        call.push_back(t.callMs / 1e3);
        off = off && t.offThread;
    }
    const Spread s = spread(total), c = spread(call), p = spread(cpu);
    std::printf("| %s | %zu | %s | %s | %s | %s | %s |\n", what, shownRows, formatSpread(s, 1e3, 1).c_str(),
                formatSpread(p, 1e3, 1).c_str(), formatSpread(c, 1e3, 2).c_str(), off ? "yes" : "NO",
                s.median * 1e3 <= 200   ? "met"
                : p.median * 1e3 <= 200 ? "CPU met, wall missed"
                                        : "missed");
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const std::size_t n = std::size_t(std::atoll(option(argc, argv, "--rows", "1000000").c_str()));
    const int runs = std::atoi(option(argc, argv, "--runs", "7").c_str());
    const int coldRuns = std::atoi(option(argc, argv, "--cold-runs", "3").c_str());
    auto rows = makeRows(n);
    const auto columns = aicoreOpColumns({});
    auto column = [&](const char* header) {
        for (std::size_t c = 0; c < columns.size(); ++c)
            if (columns[c].header.startsWith(QLatin1String(header)))
                return int(c);
        return -1;
    };
    const int name = column("Operator"), scope = column("Scope"), total = column("Total"),
              dtype = column("Input dtypes");

    std::printf("| operation (%zu rows) | rows shown | wall ms median (min-max) | CPU ms median (min-max) | "
                "UI-thread ms in the call | on a worker | <= 200 ms |\n|---|---|---|---|---|---|---|\n",
                n);
    // Cold: a fresh model, the name column sorted at once (waits for its sort keys to be computed).
    std::vector<Timed> cold;
    for (int r = 0; r < coldRuns; ++r) {
        VectorTableModel<AicoreOpRow> fresh;
        fresh.setRows(rows, columns);
        cold.push_back(timed(fresh, [&] { fresh.sort(name, Qt::AscendingOrder); }));
    }
    report("first sort by Operator right after the rows arrive (sort keys computed)", cold, n);

    VectorTableModel<AicoreOpRow> model;
    model.setRows(rows, columns);
    model.sort(name, Qt::DescendingOrder);
    model.waitForOrder(600000);
    model.sort(scope, Qt::DescendingOrder);
    model.waitForOrder(600000);
    model.sort(dtype, Qt::DescendingOrder);
    model.waitForOrder(600000);
    auto sorts = [&](int col, const char* what) {
        std::vector<Timed> t;
        for (int r = 0; r < runs; ++r)
            t.push_back(timed(model, [&] { model.sort(col, r % 2 ? Qt::DescendingOrder : Qt::AscendingOrder); }));
        report(what, t, std::size_t(model.rowCount()));
    };
    sorts(total, "sort by Total (ms), alternating direction");
    sorts(name, "sort by Operator (text), alternating direction");
    sorts(scope, "sort by Scope (text), alternating direction");
    sorts(dtype, "sort by Input dtypes (text, 2 values), alternating direction");

    model.sort(total, Qt::DescendingOrder);
    model.waitForOrder(600000);
    std::vector<Timed> filters, clears;
    for (int r = 0; r < runs; ++r) {
        filters.push_back(timed(model, [&] { model.setFilterText(QStringLiteral("conv2d")); }));
        const std::size_t shown = std::size_t(model.rowCount());
        clears.push_back(timed(model, [&] { model.setFilterText(QString()); }));
        if (r == runs - 1) {
            report("filter \"conv2d\" (sorted by Total)", filters, shown);
            report("clear the filter (sorted by Total)", clears, std::size_t(model.rowCount()));
        }
    }
    model.sort(scope, Qt::AscendingOrder);
    model.waitForOrder(600000);
    std::vector<Timed> textFilters;
    for (int r = 0; r < runs; ++r) {
        textFilters.push_back(timed(model, [&] { model.setFilterText(QStringLiteral("layer2")); }));
        model.setFilterText(QString());
        model.waitForOrder(600000);
    }
    model.setFilterText(QStringLiteral("layer2"));
    model.waitForOrder(600000);
    report("filter \"layer2\" (sorted by Scope)", textFilters, std::size_t(model.rowCount()));
    return 0;
}
