#pragma once
// The comparison of two runs on show in the main window, without any widget: which runs, read and
// analysed off the UI thread by a ComparisonLoader that reuses every run already in memory (the
// single run on show, the two runs of the comparison), so swapping A and B or replacing one never
// reads the other again; analysed again when the batch size or a threshold changes.
#include "compare/comparisonsnapshot.h"

#include <QObject>

class QTimer;

namespace steplens {

class AnalysisSettings;
class ComparisonLoader;
class RunSession;

class ComparisonSession : public QObject
{
    Q_OBJECT
public:
    ComparisonSession(RunSession* runs, AnalysisSettings* settings, QObject* parent = nullptr);

    // A against B. `keepBatchSize`: a comparison is on show and its batch size stays; otherwise the
    // batch size saved for A (else B) is used.
    void open(const QString& folderA, const QString& folderB, bool keepBatchSize = false);
    void swap();
    void replaceSide(bool sideB, const QString& folder);
    // The samples per step typed in the comparison view: both runs are analysed again once it settles.
    void setBatchSize(int samplesPerStep);
    int batchSize() const { return m_batchSize; }
    // Analyses both runs again when the options changed (`active`: a comparison is on show).
    void reanalyse();
    void cancel();
    // No comparison any more.
    void clear();
    void setActive(bool active) { m_active = active; }

    const ComparisonSnapshot& comparison() const { return m_comparison; }
    ComparisonLoader* loader() const { return m_loader; }
    bool isBusy() const;
    // "Comparing A: … with B: … · B runs at 1.20× A's steps/s": what the status bar says.
    QString statusText() const;

signals:
    void started();
    void progress(double fraction, const QString& stage);
    // The batch size the comparison is analysed with (the view shows it).
    void batchSizeChosen(int samplesPerStep);
    void finished(const steplens::ComparisonSnapshot& snapshot);
    void cancelled();
    void message(const QString& text, int milliseconds);

private:
    void start(ComparisonSnapshot request);
    AnalysisOptions options() const;
    ComparedRun reusableRun(const QString& folder, const AnalysisOptions& options) const;

    RunSession* m_runs;
    AnalysisSettings* m_settings;
    ComparisonLoader* m_loader;
    QTimer* m_batchTimer; // batch-size typing settles before both runs are analysed again
    ComparisonSnapshot m_comparison; // the comparison on show (empty when none)
    int m_batchSize = 0;
    bool m_active = false;
};

} // namespace steplens
