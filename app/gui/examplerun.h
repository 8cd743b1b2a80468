#pragma once
// The bundled example runs: generated once into the user's cache folder (never into a folder of
// theirs) and opened when StepLens starts with no folder, or from the start page.
#include <QObject>
#include <QString>

#include <memory>

namespace steplens {

// <cache>/example-runs/<version>: regenerated when StepLens is upgraded.
QString exampleRunsFolder();

// Makes sure the example runs exist and returns the folder of the baseline run in `folder`.
// False, with a sentence in `error`, when they cannot be generated.
bool ensureExampleBaseline(QString* folder, QString* error);

// The same, for "Compare example runs": the baseline (1-baseline) and the final run of the story
// (5-mixed-precision, the last one).
bool ensureExampleComparison(QString* baseline, QString* final, QString* error);

class JobTracker;

// Prepares the example runs off the UI thread (generating them takes a moment the first time).
class ExamplePreparer : public QObject
{
    Q_OBJECT
public:
    explicit ExamplePreparer(QObject* parent = nullptr);
    ~ExamplePreparer() override;
    // The baseline alone (ready with one folder) or the two runs of the comparison (two folders).
    void prepare(bool comparison);
    // The user chose something else meanwhile: no ready or failed for the preparation in flight.
    void cancel();

signals:
    void ready(const QStringList& folders);
    // A sentence saying why the example cannot be opened.
    void failed(const QString& text);

private:
    std::unique_ptr<JobTracker> m_job;
};

} // namespace steplens
