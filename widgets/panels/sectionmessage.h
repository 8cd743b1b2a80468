#pragma once
// Shown instead of a panel's content when its section is not there: why (no file of that kind in
// the folder, or the file could not be read, with the reader's own diagnostic) and what to do.
// A failed section never leaves a blank panel.
#include "model/profile.h"

#include <QWidget>

class QLabel;

namespace steplens {

class SectionMessage : public QWidget
{
    Q_OBJECT
public:
    explicit SectionMessage(QWidget* parent = nullptr);

    void setMessage(const QString& title, const QString& details);
    QString title() const;
    QString details() const;

    // The first error (else warning) reported about a file whose name contains one of `fileMarkers`.
    static const Diagnostic* sectionProblem(const Profile& profile, const std::vector<std::string>& fileMarkers);
    // Sets a "not there" or "could not be read" message for a section, from the profile's diagnostics.
    void explainMissing(const Profile* profile, const QString& sectionName, const std::vector<std::string>& fileMarkers,
                        const QString& expectedFiles);

private:
    QLabel* m_title;
    QLabel* m_details;
};

} // namespace steplens
