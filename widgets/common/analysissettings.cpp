#include "common/analysissettings.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace steplens {

namespace {
const auto kThresholdsKey = QStringLiteral("analysis/thresholds");
}

bool sameThresholds(const Thresholds& a, const Thresholds& b)
{
    for (const ThresholdSpec& spec : thresholdTable())
        if (a.get(spec.key) != b.get(spec.key))
            return false;
    return true;
}

AnalysisSettings::AnalysisSettings(QObject* parent)
    : QObject(parent)
    , m_thresholds(fromText(QSettings().value(kThresholdsKey).toString()))
{}

void AnalysisSettings::setThresholds(const Thresholds& thresholds)
{
    if (sameThresholds(thresholds, m_thresholds))
        return;
    m_thresholds = thresholds;
    QSettings().setValue(kThresholdsKey, toText(m_thresholds));
    emit thresholdsChanged();
}

QString AnalysisSettings::toText(const Thresholds& thresholds)
{
    // Only the changed values are kept, so a later version's new defaults reach the user.
    QJsonObject changed;
    for (const ThresholdSpec& spec : thresholdTable())
        if (!thresholds.isDefault(spec.key))
            changed.insert(QString::fromLatin1(spec.name), thresholds.get(spec.key));
    return QString::fromUtf8(QJsonDocument(changed).toJson(QJsonDocument::Compact));
}

Thresholds AnalysisSettings::fromText(const QString& text)
{
    Thresholds t;
    if (text.isEmpty())
        return t;
    // Core's own JSON reader: unknown keys and bad values are skipped (with diagnostics we drop: a
    // settings file edited by hand should not stop the program).
    Diagnostics ignored;
    t.loadJson(text.toStdString(), "settings", ignored);
    return t;
}

} // namespace steplens
