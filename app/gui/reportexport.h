#pragma once
// File › Export report and `steplens export`: a report.md (core's Markdown report, the same text as
// `steplens report --format markdown` or `steplens compare --format markdown`) followed by every chart,
// written as PNG beside it and linked from it, and a list of the tables written as CSV. The folder
// must not be a profiler folder (the callers check).
#include "compare/comparisonsnapshot.h"
#include "runexporter.h"

namespace steplens {

// Every rank of `run`: its charts and tables (as `steplens export` writes them), then report.md.
ExportReport exportRunReport(std::shared_ptr<const Run> run, std::shared_ptr<const RunAnalysis> analysis,
                             const AnalysisOptions& options, const QString& outDir,
                             QSize chartSize = kDefaultExportSize);

// The Cluster view built off screen: its charts (cluster-*.png) and tables (cluster-*.csv).
ExportReport exportClusterOverview(std::shared_ptr<const ClusterOverview> overview, const QString& outDir,
                                   QSize chartSize = kDefaultExportSize);

// A cluster read from its summaries alone (a folder of per-rank reports, cluster_analysis_output):
// the Cluster view's charts and tables, then report.md with the cluster section.
ExportReport exportClusterReport(std::shared_ptr<const ClusterOverview> overview, const QString& outDir,
                                 QSize chartSize = kDefaultExportSize);

// A comparison: the comparison view built off screen, its charts (compare-*.png) and tables
// (compare-*.csv), then report.md.
ExportReport exportComparisonReport(const ComparisonSnapshot& snapshot, const QString& outDir,
                                    QSize chartSize = kDefaultExportSize);

// The Markdown that follows the report text: each PNG of `files` as an image under its title, then
// the CSV files as links. Paths are written relative to the report (file names).
QString chartsSectionMarkdown(const ExportReport& files);

} // namespace steplens
