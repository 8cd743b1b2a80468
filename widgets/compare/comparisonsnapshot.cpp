#include "compare/comparisonsnapshot.h"

#include <QDir>
#include <QFileInfo>
#include <QObject>

namespace steplens {

namespace {
ViewSnapshot side(const ComparedRun& r, std::size_t index, const AnalysisOptions& options)
{
    ViewSnapshot s = ViewSnapshot::ofRank(r.run, index, r.loadSeconds, r.analysis);
    s.options = options;
    return s;
}

int indexOfRank(const Run& run, int rank)
{
    for (std::size_t i = 0; i < run.ranks.size(); ++i)
        if (run.ranks[i].rank == rank)
            return int(i);
    return -1;
}
} // namespace

const Profile* ComparisonSnapshot::profileA() const
{
    return a.run && indexA < a.run->ranks.size() ? &a.run->ranks[indexA] : nullptr;
}

const Profile* ComparisonSnapshot::profileB() const
{
    return b.run && indexB < b.run->ranks.size() ? &b.run->ranks[indexB] : nullptr;
}

const ProfileAnalysis* ComparisonSnapshot::analysisA() const
{
    return a.analysis && indexA < a.analysis->ranks.size() ? &a.analysis->ranks[indexA] : nullptr;
}

const ProfileAnalysis* ComparisonSnapshot::analysisB() const
{
    return b.analysis && indexB < b.analysis->ranks.size() ? &b.analysis->ranks[indexB] : nullptr;
}

ViewSnapshot ComparisonSnapshot::sideA() const
{
    return side(a, indexA, options);
}

ViewSnapshot ComparisonSnapshot::sideB() const
{
    return side(b, indexB, options);
}

QString ComparisonSnapshot::nameA() const
{
    return runDisplayName(a.folder);
}

QString ComparisonSnapshot::nameB() const
{
    return runDisplayName(b.folder);
}

QString ComparisonSnapshot::rankText() const
{
    const Profile* p = profileA();
    const Profile* q = profileB();
    if (!p || !q || (p->rank < 0 && q->rank < 0))
        return QString();
    if (p->rank == q->rank)
        return QObject::tr("rank %1").arg(p->rank);
    return QObject::tr("rank %1 of A against rank %2 of B").arg(p->rank).arg(q->rank);
}

ComparisonSnapshot ComparisonSnapshot::swapped() const
{
    ComparisonSnapshot s = *this;
    std::swap(s.a, s.b);
    std::swap(s.indexA, s.indexB);
    s.comparison.reset();
    s.problem.clear();
    return s;
}

QString runDisplayName(const QString& folder)
{
    const QFileInfo info(QDir::cleanPath(folder));
    const QString name = info.fileName();
    if (name.compare(QLatin1String("profiler"), Qt::CaseInsensitive) == 0 ||
        name == QLatin1String("ASCEND_PROFILER_OUTPUT"))
        return QFileInfo(info.absolutePath()).fileName() + QLatin1Char('/') + name;
    return name.isEmpty() ? folder : name;
}

void completeComparison(ComparisonSnapshot& s)
{
    s.comparison.reset();
    s.problem.clear();
    if (!s.a.run || !s.b.run) {
        s.problem = QObject::tr("Both runs must be read before they can be compared.");
        return;
    }
    if (!s.a.analysis)
        s.a.analysis = std::make_shared<const RunAnalysis>(analyzeRun(*s.a.run, s.options));
    if (!s.b.analysis)
        s.b.analysis = std::make_shared<const RunAnalysis>(analyzeRun(*s.b.run, s.options));
    const Run& ra = *s.a.run;
    const Run& rb = *s.b.run;
    for (const auto& [run, label] : {std::pair{&ra, QStringLiteral("A")}, std::pair{&rb, QStringLiteral("B")}})
        if (run->ranks.empty()) {
            s.problem =
                QObject::tr("Run %1 (%2) holds no profiler data StepLens could read.")
                    .arg(label, QDir::toNativeSeparators(label == QLatin1String("A") ? s.a.folder : s.b.folder));
            return;
        }
    int ia = -1, ib = -1;
    if (s.requestedRank != INT32_MIN) {
        ia = indexOfRank(ra, s.requestedRank);
        ib = indexOfRank(rb, s.requestedRank);
        if (ia < 0 || ib < 0) {
            s.problem = QObject::tr("Rank %1 is not in both runs.").arg(s.requestedRank);
            return;
        }
    } else {
        for (std::size_t i = 0; i < ra.ranks.size() && ia < 0; ++i) {
            const int j = indexOfRank(rb, ra.ranks[i].rank);
            if (j >= 0) {
                ia = int(i);
                ib = j;
            }
        }
        if (ia < 0)
            ia = ib = 0;
    }
    s.indexA = std::size_t(ia);
    s.indexB = std::size_t(ib);
    const ProfileAnalysis* aa = s.analysisA();
    const ProfileAnalysis* ba = s.analysisB();
    if (!aa || !ba) {
        s.problem = QObject::tr("The analysis of the two runs is missing.");
        return;
    }
    s.comparison = std::make_shared<const RunComparison>(compareProfiles(*s.profileA(), *aa, *s.profileB(), *ba));
}

} // namespace steplens
