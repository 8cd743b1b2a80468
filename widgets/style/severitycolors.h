#pragma once
// The colour of a finding's severity, defined once (tuning assistant, Overview). High is vermilion,
// moderate amber, info grey: none of them is a phase colour, so a red badge never reads as "tail".
#include "analysis/findings/finding.h"

#include <QColor>
#include <QPalette>
#include <QString>

namespace steplens::colors {

QColor severityColor(FindingSeverity severity, const QPalette& palette);
QString severityName(FindingSeverity severity); // "High", "Moderate", "Info"

} // namespace steplens::colors
