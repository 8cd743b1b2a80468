#include "runexporter.h"

#include "charts/chartexport.h"
#include "common/selectionstate.h"
#include "models/csvexport.h"
#include "panels/communicationpanel.h"
#include "panels/dataprepanel.h"
#include "panels/memorypanel.h"
#include "panels/operatorspanel.h"
#include "panels/pipelinepanel.h"
#include "panels/problemspanel.h"
#include "panels/steptracepanel.h"
#include "panels/timelinepanel.h"
#include "panels/tuningassistantpanel.h"

#include <QDir>

namespace steplens {

QString rankPrefix(const Profile* profile)
{
    return profile && profile->rank >= 0 ? QStringLiteral("rank%1-").arg(profile->rank) : QString();
}

ExportReport exportItems(const QList<ExportItem>& items, const QString& outDir, const QString& prefix, QSize chartSize)
{
    ExportReport report;
    const QDir dir(outDir);
    for (const ExportItem& item : items) {
        QString error;
        if (item.chart) {
            const QString path = dir.filePath(prefix + item.id + QStringLiteral(".png"));
            if (saveWidgetImage(item.chart, path, chartSize, &error)) {
                report.written << path;
                report.titles << item.title;
            } else
                report.errors << QObject::tr("%1: %2").arg(item.title, error);
        } else if (item.table) {
            const QString path = dir.filePath(prefix + item.id + QStringLiteral(".csv"));
            if (writeModelCsv(*item.table, path, &error)) {
                report.written << path;
                report.titles << item.title;
            } else
                report.errors << QObject::tr("%1: %2").arg(item.title, error);
        }
    }
    return report;
}

ExportReport exportSnapshot(const ViewSnapshot& snapshot, const QString& outDir, QSize chartSize, bool includeRunTables)
{
    SelectionState selection;
    ExportReport report;
    const QString prefix = rankPrefix(snapshot.profile.get());
    auto add = [&](const QList<ExportItem>& items, const QString& itemPrefix) {
        report.add(exportItems(items, outDir, itemPrefix, chartSize));
    };
    // Each panel is built off screen at the export size, shown the snapshot, and asked what it has.
    StepTracePanel steps(&selection);
    steps.resize(chartSize);
    steps.showSnapshot(snapshot);
    add(steps.exportItems(), prefix);
    OperatorsPanel operators(&selection);
    operators.resize(chartSize);
    operators.showSnapshot(snapshot);
    if (!operators.waitForTables())
        report.errors << QObject::tr("Operators: the tables were not ready in time");
    add(operators.exportItems(), prefix);
    DataPrepPanel data(&selection);
    data.resize(chartSize);
    data.showSnapshot(snapshot);
    add(data.exportItems(), prefix);
    PipelinePanel pipeline(&selection);
    pipeline.resize(chartSize);
    pipeline.showSnapshot(snapshot);
    add(pipeline.exportItems(), prefix);
    TimelinePanel timeline(&selection);
    timeline.resize(chartSize);
    timeline.showSnapshot(snapshot);
    add(timeline.exportItems(), prefix);
    CommunicationPanel communication(&selection);
    communication.resize(chartSize);
    communication.showSnapshot(snapshot);
    add(communication.exportItems(), prefix);
    MemoryPanel memory(&selection);
    memory.resize(chartSize);
    memory.showSnapshot(snapshot);
    add(memory.exportItems(), prefix);
    TuningAssistantPanel assistant(&selection, nullptr);
    assistant.showSnapshot(snapshot);
    add(assistant.exportItems(), prefix);
    if (includeRunTables) {
        ProblemsPanel problems(&selection);
        problems.showSnapshot(snapshot);
        add(problems.exportItems(), QString());
    }
    return report;
}

} // namespace steplens
