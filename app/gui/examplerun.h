#pragma once
// The bundled example runs: generated once into the user's cache folder (never into a folder of
// theirs) and opened when StepLens starts with no folder, or from the start page.
#include <QString>

namespace steplens {

// <cache>/example-runs/<version>: regenerated when StepLens is upgraded.
QString exampleRunsFolder();

// Makes sure the example runs exist and returns the folder of the baseline run in `folder`.
// False, with a sentence in `error`, when they cannot be generated.
bool ensureExampleBaseline(QString* folder, QString* error);

// The same, for "Compare example runs": the baseline (1-baseline) and the final run of the story
// (5-mixed-precision, the last one).
bool ensureExampleComparison(QString* baseline, QString* final, QString* error);

} // namespace steplens
