#include "panels/problemspanel.h"

#include "common/elidedlabel.h"
#include "models/diagnosticsmodel.h"
#include "panels/panelexportbutton.h"
#include "panels/sectionmessage.h"
#include "style/formatting.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

#include <set>

namespace steplens {

ProblemsPanel::ProblemsPanel(SelectionState* selection, QWidget* parent)
    : Panel(parent)
    , m_model(new DiagnosticsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTreeView(this))
    , m_filter(new QLineEdit(this))
    , m_filterTimer(new QTimer(this))
    , m_summary(new ElidedLabel(this))
    , m_notesToggle(new QToolButton(this))
{
    Q_UNUSED(selection); // problems do not depend on the selection (yet)
    setObjectName(QStringLiteral("problemsPanel"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ModelRoles::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSortingEnabled(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->sortByColumn(DiagnosticsModel::SeverityColumn, Qt::DescendingOrder);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    // The problem text takes the room that is left; the other columns keep to their contents.
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(DiagnosticsModel::MessageColumn, QHeaderView::Stretch);
    connect(m_view, &QTreeView::customContextMenuRequested, this, &ProblemsPanel::showContextMenu);

    auto* copy = new QAction(tr("Copy file:line"), m_view);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copy, &QAction::triggered, this, &ProblemsPanel::copySelectedLocations);
    m_view->addAction(copy);

    // Filtering waits for a pause in typing, so long lists do not re-filter on every key.
    m_filter->setPlaceholderText(tr("Filter problems…"));
    m_filter->setClearButtonEnabled(true);
    m_filterTimer->setSingleShot(true);
    m_filterTimer->setInterval(300);
    connect(m_filter, &QLineEdit::textChanged, m_filterTimer, qOverload<>(&QTimer::start));
    connect(m_filterTimer, &QTimer::timeout, this, [this] {
        m_proxy->setFilterFixedString(m_filter->text());
        updateState();
    });

    m_notesToggle->setCheckable(true);
    m_notesToggle->setVisible(false);
    connect(m_notesToggle, &QToolButton::toggled, this, &ProblemsPanel::updateState);

    auto* top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_notesToggle, 0, Qt::AlignTop);
    top->addWidget(m_filter);
    top->addWidget(exportButton(), 0, Qt::AlignTop);
    setPages(m_view, top);
    updateState();
}

void ProblemsPanel::showSnapshot(const ViewSnapshot& snapshot)
{
    m_snapshot = snapshot;
    setExportRun(snapshot.run);
    if (snapshot.run)
        m_model->setDiagnostics(DiagnosticsModel::collect(*snapshot.run));
    else if (snapshot.profile)
        m_model->setDiagnostics(DiagnosticsModel::collect(*snapshot.profile));
    else
        m_model->setDiagnostics({});
    m_view->resizeColumnToContents(DiagnosticsModel::SeverityColumn);
    m_view->resizeColumnToContents(DiagnosticsModel::RankColumn);
    m_view->resizeColumnToContents(DiagnosticsModel::LineColumn);
    m_view->resizeColumnToContents(DiagnosticsModel::FileColumn);
    m_view->setColumnWidth(DiagnosticsModel::FileColumn, qMin(m_view->columnWidth(DiagnosticsModel::FileColumn), 320));
    m_view->resizeColumnToContents(DiagnosticsModel::ActionColumn);
    m_view->setColumnWidth(DiagnosticsModel::ActionColumn,
                           qMin(m_view->columnWidth(DiagnosticsModel::ActionColumn), 260));
    updateState();
}

QString ProblemsPanel::emptyReason() const
{
    return messageShown() ? message()->title() + QLatin1Char('\n') + message()->details() : QString();
}

void ProblemsPanel::updateState()
{
    const int errors = m_model->countOf(Severity::Error), warnings = m_model->countOf(Severity::Warning),
              notes = m_model->countOf(Severity::Info);
    QStringList parts;
    if (errors)
        parts << fmt::counted(errors, tr("error"), tr("errors"));
    if (warnings)
        parts << fmt::counted(warnings, tr("warning"), tr("warnings"));
    if (notes)
        parts << fmt::counted(notes, tr("note"), tr("notes"));
    m_summary->setFullText(parts.join(QStringLiteral(", ")));
    m_filter->setVisible(m_model->rowCount() > 0);

    // Notes only: nothing went wrong, so the list waits behind a button instead of taking the dock's room.
    const bool notesOnly = notes > 0 && errors == 0 && warnings == 0;
    m_notesToggle->setVisible(notesOnly);
    // The button keeps the user's choice from folder to folder: its checked state is the only record of it.
    const bool notesOpen = m_notesToggle->isChecked();
    m_notesToggle->setText(notesOpen ? tr("Hide notes") : tr("Show notes"));
    if (notesOnly && !notesOpen) {
        m_summary->setFullText(
            tr("No problems; %1 about how the files were read.").arg(fmt::counted(notes, tr("note"), tr("notes"))));
        m_filter->setVisible(false);
        setCompact(true);
        return;
    }

    if (m_proxy->rowCount() > 0) {
        showContent();
        setCompact(false);
        return;
    }
    showMessage();
    // Nothing at all to list: one line in the summary instead of a message box in a tall dock.
    setCompact(m_model->rowCount() == 0);
    if (m_snapshot.empty()) {
        message()->setMessage(tr("No folder is open"),
                              tr("Problems met while reading a profiler folder are listed here."));
        m_summary->setFullText(tr("No folder is open."));
    } else if (m_model->rowCount() > 0) {
        message()->setMessage(tr("No problem matches the filter"),
                              tr("Clear the filter to see all %1.")
                                  .arg(fmt::counted(m_model->rowCount(), tr("problem"), tr("problems"))));
    } else {
        std::set<std::string> files;
        if (m_snapshot.run) {
            for (const auto& p : m_snapshot.run->ranks)
                files.insert(p.filesRead.begin(), p.filesRead.end());
        } else if (m_snapshot.profile) {
            files.insert(m_snapshot.profile->filesRead.begin(), m_snapshot.profile->filesRead.end());
        }
        const QString details = m_snapshot.partial ? tr("Nothing to report so far; loading is still going on.")
                                : files.size() == 1
                                    ? tr("No complaint about the one file that was read.")
                                    : tr("No complaint about the %1 that were read.")
                                          .arg(fmt::counted(qint64(files.size()), tr("file"), tr("files")));
        message()->setMessage(tr("No problems"), details);
        m_summary->setFullText(tr("No problems. %1").arg(details));
    }
}

void ProblemsPanel::setCompact(bool compact)
{
    pagesArea()->setVisible(!compact);
    // The dock follows its widget's maximum height: one line (and the margins) while compact.
    setMaximumHeight(compact ? layout()->contentsMargins().top() + layout()->contentsMargins().bottom() +
                                   qMax(m_summary->sizeHint().height(), exportButton()->sizeHint().height())
                             : QWIDGETSIZE_MAX);
    if (compact == m_compact)
        return;
    m_compact = compact;
    emit compactChanged(compact);
}

QString ProblemsPanel::copySelectedLocations()
{
    QStringList lines;
    const QModelIndexList rows =
        m_view->selectionModel() ? m_view->selectionModel()->selectedRows() : QModelIndexList();
    for (const QModelIndex& proxyIndex : rows)
        lines << m_model->location(m_proxy->mapToSource(proxyIndex).row());
    if (lines.isEmpty() && m_view->currentIndex().isValid())
        lines << m_model->location(m_proxy->mapToSource(m_view->currentIndex()).row());
    const QString text = lines.join(QLatin1Char('\n'));
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
    return text;
}

void ProblemsPanel::showContextMenu(const QPoint& pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid())
        return;
    const int row = m_proxy->mapToSource(index).row();
    const QString path = m_model->data(m_model->index(row, 0), DiagnosticsModel::FilePathRole).toString();
    QMenu menu(this);
    menu.addAction(tr("Copy file:line"), this, &ProblemsPanel::copySelectedLocations);
    menu.addAction(tr("Copy message"), this, [this, row] {
        QApplication::clipboard()->setText(
            m_model->data(m_model->index(row, DiagnosticsModel::MessageColumn)).toString());
    });
    QAction* open =
        menu.addAction(tr("Open file"), this, [path] { QDesktopServices::openUrl(QUrl::fromLocalFile(path)); });
    open->setEnabled(!path.isEmpty() && QFileInfo(path).isFile());
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

QList<ExportItem> ProblemsPanel::exportItems() const
{
    if (m_snapshot.empty())
        return {};
    return {ExportItem{QStringLiteral("problems"), tr("Problems table"), nullptr, m_model}};
}

} // namespace steplens
