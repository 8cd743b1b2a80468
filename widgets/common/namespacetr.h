#pragma once
// tr() for code outside a QObject. lupdate files a tr() call at namespace level under the context
// "steplens", so that is the context the text is looked up in.
#include <QCoreApplication>
#include <QString>

namespace steplens {

inline QString tr(const char* text)
{
    return QCoreApplication::translate("steplens", text);
}

} // namespace steplens
