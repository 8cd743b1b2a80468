#include "panels/panel.h"

#include "common/scrollwhensmall.h"
#include "models/rowtablemodel.h"
#include "panels/panelexportbutton.h"
#include "panels/sectionmessage.h"

#include <QLineEdit>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace steplens {

void Panel::setPages(QWidget* content, QLayout* above)
{
    m_pages = new QStackedWidget(this);
    m_message = new SectionMessage(this);
    m_content = content;
    m_pages->addWidget(m_message);
    m_pages->addWidget(content);
    m_message->explainMissing(nullptr, QString(), {}, QString());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    if (above)
        layout->addLayout(above);
    m_pagesArea = scrollWhenSmall(m_pages, this);
    layout->addWidget(m_pagesArea, 1);
}

void Panel::addPage(QWidget* page)
{
    m_pages->addWidget(page);
}

void Panel::showMessage()
{
    m_pages->setCurrentWidget(m_message);
}

void Panel::showContent(QWidget* page)
{
    m_pages->setCurrentWidget(page ? page : m_content);
}

bool Panel::messageShown() const
{
    return m_pages && m_pages->currentWidget() == m_message;
}

bool Panel::contentShown(QWidget* page) const
{
    return m_pages && m_pages->currentWidget() == (page ? page : m_content);
}

PanelExportButton* Panel::exportButton()
{
    if (!m_exportButton)
        m_exportButton = new PanelExportButton(this);
    return m_exportButton;
}

void Panel::setExportRun(std::shared_ptr<const Run> run)
{
    if (m_exportButton)
        m_exportButton->setRun(std::move(run));
}

void Panel::filterRowsWith(QLineEdit* edit, RowTableModel* model, const QString& placeholder)
{
    edit->setPlaceholderText(placeholder);
    edit->setClearButtonEnabled(true);
    QObject::connect(edit, &QLineEdit::textChanged, model, &RowTableModel::setFilterText);
}

} // namespace steplens
