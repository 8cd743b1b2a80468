#include "panels/ruleinputs.h"

#include "model/profile.h"

#include <QCoreApplication>

QStringList ruleInputsOf(const steplens::Profile& p)
{
    // In the tuning assistant's context, where these texts were first translated.
    QStringList looked;
    if (p.stepTrace || (p.ascend && p.ascend->stepTraceTime))
        looked << QCoreApplication::translate("TuningAssistantPanel", "the step trace");
    if (p.hostQueue || p.chipQueue)
        looked << QCoreApplication::translate("TuningAssistantPanel", "the data queues");
    if (p.pipeline)
        looked << QCoreApplication::translate("TuningAssistantPanel", "the data pipeline");
    if (p.cpu)
        looked << QCoreApplication::translate("TuningAssistantPanel", "the CPU use");
    if (p.operators)
        looked << QCoreApplication::translate("TuningAssistantPanel", "the operators");
    return looked;
}
