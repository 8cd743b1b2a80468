#pragma once
// The shared results that travel in queued signals from the worker threads to the GUI thread.
#include "analysis/run_analysis.h"
#include "model/profile.h"

#include <QMetaType>

#include <memory>

Q_DECLARE_METATYPE(std::shared_ptr<const steplens::Profile>)
Q_DECLARE_METATYPE(std::shared_ptr<const steplens::Run>)
Q_DECLARE_METATYPE(std::shared_ptr<const steplens::ProfileAnalysis>)
Q_DECLARE_METATYPE(std::shared_ptr<const steplens::RunAnalysis>)
