#pragma once
// A panel's content inside a frameless scroll area: the dock can be made smaller than the content's
// own minimum (charts, splitters, tool rows), and then the content scrolls instead of forcing the
// window wider or making the docks draw over each other (issue 19: the window works at 1280×720).
// At any size the content needs no more than it has, nothing scrolls and nothing changes: the area
// scrolls only below the content's minimum size (scroll->widget() holds the content and reports it).
#include <QScrollArea>

namespace steplens {

QScrollArea* scrollWhenSmall(QWidget* content, QWidget* parent);

} // namespace steplens
