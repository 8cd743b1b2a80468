#pragma once
// What of a rank the tuning assistant's rules look at (the step trace, the data queues, the pipeline,
// the CPU use, the operators), named as the panels say it. A rank with none of these cannot be said to
// have "no problem": the rules had nothing to look at, and the Overview and the tuning assistant say so.
#include <QStringList>

namespace steplens {
struct Profile;
}

// The texts ("the step trace", "the data queues"...) of what `profile` holds for the rules; empty when
// it holds none of it.
QStringList ruleInputsOf(const steplens::Profile& profile);
