#include "panels/sectionmessage.h"

#include "style/formatting.h"

#include <QLabel>
#include <QVBoxLayout>

namespace steplens {

SectionMessage::SectionMessage(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_details(new QLabel(this))
{
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    f.setBold(true);
    m_title->setFont(f);
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    m_details->setAlignment(Qt::AlignCenter);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setForegroundRole(QPalette::PlaceholderText);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addWidget(m_title);
    layout->addWidget(m_details);
    layout->addStretch(2);
    layout->setContentsMargins(24, 24, 24, 24);
}

void SectionMessage::setMessage(const QString& title, const QString& details)
{
    m_title->setText(title);
    m_details->setText(details);
}

QString SectionMessage::title() const
{
    return m_title->text();
}

QString SectionMessage::details() const
{
    return m_details->text();
}

const Diagnostic* SectionMessage::sectionProblem(const Profile& profile, const std::vector<std::string>& fileMarkers)
{
    const Diagnostic* warning = nullptr;
    for (const Diagnostic& d : profile.diagnostics) {
        bool ours = false;
        for (const auto& marker : fileMarkers)
            ours = ours || d.file.find(marker) != std::string::npos;
        if (!ours)
            continue;
        if (d.severity == Severity::Error)
            return &d;
        if (!warning && d.severity == Severity::Warning)
            warning = &d;
    }
    return warning;
}

bool SectionMessage::filesFound(const Profile& profile, const std::vector<std::string>& fileMarkers)
{
    for (const std::string& path : profile.filesFound) {
        if (path.size() >= 3 && path.compare(path.size() - 3, 3, ".db") == 0)
            return true;
        for (const auto& marker : fileMarkers)
            if (path.find(marker) != std::string::npos)
                return true;
    }
    return false;
}

void SectionMessage::explainMissing(const Profile* profile, const QString& sectionName,
                                    const std::vector<std::string>& fileMarkers, const QString& expectedFiles)
{
    if (!profile) {
        setMessage(tr("No profiler folder is open"),
                   tr("Open a folder with File › Open (Ctrl+O) or drop it on the window."));
        return;
    }
    if (const Diagnostic* d = sectionProblem(*profile, fileMarkers)) {
        QString where = fmt::fileName(d->file);
        if (d->line > 0)
            where += QLatin1Char(':') + QString::number(d->line);
        setMessage(tr("The %1 could not be read").arg(sectionName),
                   tr("%1: %2 (%3).\nThe Problems panel lists every problem found while loading.")
                       .arg(where, fmt::toQ(d->message), fmt::toQ(d->action)));
        return;
    }
    if (m_loading) {
        setMessage(tr("Loading the %1…").arg(sectionName),
                   tr("The big files of this folder are still being read; this appears as soon as they are."));
        return;
    }
    setMessage(tr("This folder has no %1").arg(sectionName),
               tr("StepLens looks for %1. The Overview lists the files that were read.").arg(expectedFiles));
}

} // namespace steplens
