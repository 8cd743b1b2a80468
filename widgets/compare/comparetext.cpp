#include "compare/comparetext.h"

#include <QObject>
#include <QStringList>

namespace steplens::comparetext {

QString phaseLabel(const std::string& name)
{
    if (name == "iteration_interval")
        return QObject::tr("Iteration gap");
    if (name == "fp_and_bp")
        return QObject::tr("Forward+backward");
    if (name == "tail")
        return QObject::tr("Tail");
    if (isWholeStep(name))
        return QObject::tr("Whole step");
    // 2.x columns ("preparing", "communication_not_overlapped"...): the key in words.
    QString words = QString::fromStdString(name).replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!words.isEmpty())
        words[0] = words[0].toUpper();
    return words;
}

bool isWholeStep(const std::string& name)
{
    return name == "total" || name == "step";
}

QString usage(const std::optional<double>& fraction)
{
    return fraction ? QString::number(*fraction * 100, 'f', 1) + QStringLiteral(" %") : QStringLiteral("—");
}

QString workers(const std::optional<int>& n)
{
    return n ? QString::number(*n) : QStringLiteral("—");
}

QString pipelineChange(const PipelineOpDiff& d)
{
    QStringList parts;
    if (!d.aOpId)
        parts << QObject::tr("new in B");
    else if (!d.bOpId)
        parts << QObject::tr("gone in B");
    else if (d.workersChanged)
        parts << QObject::tr("workers %1 → %2").arg(workers(d.aWorkers), workers(d.bWorkers));
    if (d.usageChanged && d.aOpId && d.bOpId)
        parts << QObject::tr("queue %1 → %2").arg(usage(d.aUsage), usage(d.bUsage));
    return parts.join(QStringLiteral(" · "));
}

QString pipelineMark(const PipelineOpDiff& d)
{
    if (!d.aOpId)
        return QObject::tr("new in B");
    if (!d.bOpId)
        return QObject::tr("gone in B");
    if (d.workersChanged)
        return QObject::tr("A → B: workers %1 → %2").arg(workers(d.aWorkers), workers(d.bWorkers));
    if (d.usageChanged) {
        auto whole = [](const std::optional<double>& u) {
            return u ? QString::number(*u * 100, 'f', 0) : QStringLiteral("—");
        };
        return QObject::tr("A → B: queue %1 → %2 %").arg(whole(d.aUsage), whole(d.bUsage));
    }
    return QString();
}

} // namespace steplens::comparetext
