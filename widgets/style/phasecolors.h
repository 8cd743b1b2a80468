#pragma once
// The meaning of colours, defined once. "Waiting for data" (the iteration gap before forward starts)
// has one colour wherever it appears: step chart, share bars, tables. Colours come from the
// Okabe-Ito set (distinguishable with the common colour-vision deficiencies) and have a lighter
// variant for dark palettes, chosen from the palette the widget is painted with.
#include <QColor>
#include <QPalette>

namespace steplens::colors {

enum class Phase {
    WaitingForData, // iteration gap: time between steps, usually the wait for the next batch
    Compute,        // forward + backward (inference: forward)
    Tail,           // after backward until the step ends: gradient reduce, optimizer update
    Communication,  // reduce / collective events (first stream; others use streamColor)
};

// True when the palette's window colour is dark, so lighter variants are needed.
bool isDark(const QPalette& palette);

QColor phaseColor(Phase phase, const QPalette& palette);

// Distinct colours for the reduce streams (cycled); index 0 equals phaseColor(Communication).
QColor streamColor(int index, const QPalette& palette);

// Reference lines (averages): the palette's text colour, so they read on both palettes.
QColor referenceLineColor(const QPalette& palette);

// Fill for the selected step / range: the palette highlight, translucent.
QColor selectionFill(const QPalette& palette);

} // namespace steplens::colors
