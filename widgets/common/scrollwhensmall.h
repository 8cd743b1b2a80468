#pragma once
// A panel's content inside a frameless scroll area: the dock can be made smaller than the content's
// own minimum (charts, splitters, tool rows), and then the content scrolls instead of forcing the
// window wider or making the docks draw over each other (issue 19: the window works at 1280×720).
// At any size the content needs no more than it has, nothing scrolls and nothing changes.
#include <QScrollArea>

namespace steplens {

// How the area decides that the content does not fit.
enum class ScrollWhen {
    // Below the height the content's layout asks for at the area's width: with a word-wrapped label
    // in it, that is its preferred height (every page of a stack included).
    BelowHeightForWidth,
    // Only below the content's minimum size (scroll->widget() then holds the content and reports
    // its minimum): for a view whose pages would otherwise scroll at a size they fit in.
    BelowMinimum,
};

QScrollArea* scrollWhenSmall(QWidget* content, QWidget* parent, ScrollWhen when = ScrollWhen::BelowHeightForWidth);

} // namespace steplens
