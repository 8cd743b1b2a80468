#include "exportcommand.h"

#include "cli/args.h"
#include "guimain.h"
#include "load.h"
#include "runexporter.h"

#include <QApplication>
#include <QDir>

#include <iostream>
#include <memory>

namespace steplens {

namespace {

const char* const kUsage = "usage: steplens export DIR --out OUTDIR [--rank N] [--size WxH] [--no-timeline]\n";

int usageError(const std::string& message)
{
    std::cerr << "steplens export: " << message << "\n" << kUsage;
    return 2;
}

bool parseSize(const std::string& text, QSize& size)
{
    const QStringList parts = QString::fromStdString(text).toLower().split(QLatin1Char('x'));
    if (parts.size() != 2)
        return false;
    bool okW = false, okH = false;
    const int w = parts[0].toInt(&okW), h = parts[1].toInt(&okH);
    if (!okW || !okH || w < 100 || h < 100 || w > 20000 || h > 20000)
        return false;
    size = QSize(w, h);
    return true;
}

bool hasAnyData(const Run& run)
{
    for (const auto& p : run.ranks)
        if (!p.filesRead.empty())
            return true;
    return false;
}

} // namespace

int exportCommand(const std::vector<std::string>& argv)
{
    cli::Args args(argv, {"out", "rank", "size"}, {"no-timeline"});
    const auto rank = args.intValue("rank");
    if (!args.ok())
        return usageError(args.error());
    if (args.positional().size() != 1)
        return usageError("expects exactly one folder");
    const auto out = args.value("out");
    if (!out || out->empty())
        return usageError("--out OUTDIR is required (the folder the PNG and CSV files go to)");
    QSize size = kDefaultExportSize;
    if (auto s = args.value("size"); s && !parseSize(*s, size))
        return usageError("--size expects WIDTHxHEIGHT in pixels, each 100 to 20000, e.g. 1600x900");
    const std::string& dir = args.positional().front();
    const QString outDir = QDir::cleanPath(QDir::current().absoluteFilePath(QString::fromStdString(*out)));
    if (isInsideFolder(outDir, QString::fromStdString(dir)))
        return usageError("OUTDIR " + *out + " is inside the profiler folder " + dir +
                          "; StepLens never writes into a profiler folder");

    // Export never shows a window: draw off screen unless the user chose a platform.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QApplication> app;
    static int qtArgc = 1;
    static char qtName[] = "steplens";
    static char* qtArgv[] = {qtName, nullptr};
    if (!QApplication::instance()) {
        app = std::make_unique<QApplication>(qtArgc, qtArgv);
        configureApplication(*app);
    }

    LoadOptions options;
    options.timeline = !args.flag("no-timeline");
    if (rank)
        options.onlyRank = int(*rank);
    auto run = std::make_shared<const Run>(loadRun(dir, options));
    if (run->ranks.empty() || !hasAnyData(*run)) {
        std::cerr << "steplens export: " << dir << ": ";
        bool said = false;
        for (const auto& d : run->diagnostics)
            if (d.severity == Severity::Error) {
                std::cerr << (said ? "; " : "") << d.message;
                said = true;
            }
        std::cerr << (said ? "" : "no profiler data could be read") << "\n";
        return 1;
    }
    for (const QString& folder : protectedFolders(*run))
        if (isInsideFolder(outDir, folder))
            return usageError("OUTDIR " + *out + " is inside the profiler folder " + folder.toStdString() +
                              "; StepLens never writes into a profiler folder");
    if (!QDir().mkpath(outDir)) {
        std::cerr << "steplens export: cannot create " << outDir.toStdString() << "\n";
        return 1;
    }

    ExportReport all;
    // The same analysis as `steplens report` (default thresholds) feeds the findings and data charts.
    auto analysis = std::make_shared<const RunAnalysis>(analyzeRun(*run));
    for (std::size_t i = 0; i < run->ranks.size(); ++i) {
        const Profile& p = run->ranks[i];
        if (!p.stepTrace)
            std::cerr << "steplens export: rank " << p.rank << " has no step trace, so no step chart or table for it\n";
        const ExportReport r = exportSnapshot(ViewSnapshot::ofRank(run, i, 0, analysis), outDir, size, i == 0);
        all.written << r.written;
        all.errors << r.errors;
    }
    for (const QString& path : all.written)
        std::cout << QDir::toNativeSeparators(path).toStdString() << "\n";
    for (const QString& error : all.errors)
        std::cerr << "steplens export: " << error.toStdString() << "\n";
    if (all.written.isEmpty() && all.errors.isEmpty())
        std::cerr << "steplens export: nothing to export in " << dir << "\n";
    return all.errors.isEmpty() && !all.written.isEmpty() ? 0 : 1;
}

} // namespace steplens
