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
    // Whether the folder has a file that brings the section (a path with one of `fileMarkers` in it, or
    // a database export, which holds every section): while it loads, the section's data may still come.
    static bool filesFound(const Profile& profile, const std::vector<std::string>& fileMarkers);
    // While the folder on show is still being read (a partial snapshot), a section not there yet is
    // "still loading", not "not in this folder". Set for every panel with its snapshot.
    void setLoading(bool loading) { m_loading = loading; }
    bool loading() const { return m_loading; }
    // Sets a "not there", "still loading" or "could not be read" message for a section, from the
    // profile's diagnostics.
    void explainMissing(const Profile* profile, const QString& sectionName, const std::vector<std::string>& fileMarkers,
                        const QString& expectedFiles);

private:
    QLabel* m_title;
    QLabel* m_details;
    bool m_loading = false;
};

} // namespace steplens
