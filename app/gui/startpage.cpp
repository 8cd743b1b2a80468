#include "startpage.h"

#include "common/scrollwhensmall.h"
#include "shortcuts.h"

#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace steplens {

StartPage::StartPage(QWidget* parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_recentTitle(new QLabel(tr("Recent folders"), this))
    , m_recent(new QListWidget(this))
{
    setObjectName(QStringLiteral("startPage"));
    auto* title = new QLabel(QStringLiteral("StepLens"), this);
    QFont tf = title->font();
    tf.setPointSizeF(tf.pointSizeF() * 2.4);
    tf.setBold(true);
    title->setFont(tf);
    auto* subtitle = new QLabel(tr("Where every millisecond of a MindSpore training step goes."), this);
    subtitle->setWordWrap(true);

    auto* example = new QPushButton(tr("Open the example"), this);
    example->setToolTip(tr("A small generated training run, to see what StepLens shows"));
    auto* open = new QPushButton(tr("Open folder…"), this);
    open->setToolTip(tr("A MindSpore profiler folder (profiler/, a job folder that holds one, or *_ascend_ms)"));
    open->setDefault(true);
    auto* compare = new QPushButton(tr("Compare example runs"), this);
    compare->setObjectName(QStringLiteral("compareExamplesButton"));
    compare->setToolTip(
        tr("The example's first run (baseline) against its last (after four tuning changes), side by side"));
    connect(example, &QPushButton::clicked, this, &StartPage::openExampleRequested);
    connect(compare, &QPushButton::clicked, this, &StartPage::compareExamplesRequested);
    connect(open, &QPushButton::clicked, this, &StartPage::openFolderRequested);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(open);
    buttons->addWidget(example);
    buttons->addWidget(compare);
    buttons->addStretch(1);

    m_status->setWordWrap(true);
    m_status->setForegroundRole(QPalette::PlaceholderText);
    m_status->hide();

    QFont bold = m_recentTitle->font();
    bold.setBold(true);
    m_recentTitle->setFont(bold);
    m_recent->setToolTip(tr("Double-click or press Enter to open"));
    m_recent->setMaximumHeight(m_recent->fontMetrics().height() * 8);
    connect(m_recent, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { emit openRecentRequested(item->data(Qt::UserRole).toString()); });

    auto* keysTitle = new QLabel(tr("Keyboard shortcuts"), this);
    keysTitle->setFont(bold);
    auto* keys = new QLabel(keyboardShortcutsHtml(), this);
    keys->setTextFormat(Qt::RichText);
    keys->setWordWrap(true); // the long rows wrap: the start page must not make the window wider than a laptop
    auto* drop = new QLabel(tr("You can also drop a folder on this window (two folders, or Shift with a second "
                               "one, to compare them)."),
                            this);
    drop->setWordWrap(true);
    drop->setForegroundRole(QPalette::PlaceholderText);

    auto* column = new QVBoxLayout;
    column->addWidget(title);
    column->addWidget(subtitle);
    column->addSpacing(16);
    column->addLayout(buttons);
    column->addWidget(m_status);
    column->addWidget(drop);
    column->addSpacing(16);
    column->addWidget(m_recentTitle);
    column->addWidget(m_recent);
    column->addSpacing(16);
    column->addWidget(keysTitle);
    column->addWidget(keys);
    column->addStretch(1);

    // A readable column in the middle, whatever the window width; on a short screen it scrolls rather
    // than making the window (which holds the comparison and the start page in one stack) taller.
    auto* content = new QWidget(this);
    auto* outer = new QHBoxLayout(content);
    outer->addStretch(1);
    outer->addLayout(column, 3);
    outer->addStretch(1);
    outer->setContentsMargins(24, 32, 24, 24);
    auto* page = new QVBoxLayout(this);
    page->setContentsMargins(0, 0, 0, 0);
    page->addWidget(scrollWhenSmall(content, this));
    setRecentFolders({});
}

void StartPage::setRecentFolders(const QStringList& folders)
{
    m_recent->clear();
    for (const QString& folder : folders) {
        auto* item = new QListWidgetItem(QDir::toNativeSeparators(folder), m_recent);
        item->setData(Qt::UserRole, folder);
        item->setToolTip(folder);
    }
    m_recent->setVisible(!folders.isEmpty());
    m_recentTitle->setVisible(!folders.isEmpty());
}

void StartPage::setStatus(const QString& text)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

QString StartPage::status() const
{
    return m_status->text();
}

} // namespace steplens
