#pragma once
// Edits the tuning assistant's thresholds: one row each with its default, unit and meaning, a
// "Reset to defaults" button; OK applies (and the app saves them and analyses the run again).
#include "analysis/findings/thresholds.h"

#include <QDialog>

class QTableView;

namespace steplens {

class ThresholdsModel;

class ThresholdsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ThresholdsDialog(const Thresholds& thresholds, QWidget* parent = nullptr);

    Thresholds thresholds() const;
    ThresholdsModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }

private:
    ThresholdsModel* m_model;
    QTableView* m_view;
};

} // namespace steplens
