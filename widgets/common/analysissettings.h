#pragma once
// The tuning assistant's thresholds as the user set them, kept in QSettings across sessions. The
// thresholds dialog edits them; the main window re-runs the analysis when they change.
#include "analysis/findings/thresholds.h"

#include <QObject>

namespace steplens {

class AnalysisSettings : public QObject
{
    Q_OBJECT
public:
    // Reads the saved thresholds (defaults for any key not saved or no longer valid).
    explicit AnalysisSettings(QObject* parent = nullptr);

    const Thresholds& thresholds() const { return m_thresholds; }
    // Saves and emits thresholdsChanged when anything differs.
    void setThresholds(const Thresholds& thresholds);
    void resetToDefaults() { setThresholds(Thresholds()); }

    // Thresholds as saved in `settings` text form (JSON of the values that differ from the default).
    static QString toText(const Thresholds& thresholds);
    static Thresholds fromText(const QString& text);

signals:
    void thresholdsChanged();

private:
    Thresholds m_thresholds;
};

bool sameThresholds(const Thresholds& a, const Thresholds& b);

} // namespace steplens
