// OverviewPanel: the step time, throughput and phase-share cards (numbers from core's analyzeSteps).
#include "analysis/profile_analysis.h"
#include "panels/overviewpanel.h"
#include "panels/sharebar.h"
#include "style/formatting.h"
#include "style/phasecolors.h"

#include <QLabel>
#include <QSpinBox>

namespace steplens {

namespace {
QString swatch(const QColor& c)
{
    return QStringLiteral("<span style='color:%1'>&#9632;</span>").arg(c.name());
}

// A value with its unit that never breaks across lines ("130.5&nbsp;ms").
QString nb(const QString& value)
{
    return QString(value).replace(QLatin1Char(' '), QChar(0x00A0));
}
} // namespace

void OverviewPanel::updateStepCards()
{
    const Profile* p = m_snapshot.profile.get();
    const bool has = p && p->stepTrace && !p->stepTrace->steps.empty();
    const StepAnalysis* analysis =
        m_snapshot.analysis && m_snapshot.analysis->steps ? &*m_snapshot.analysis->steps : nullptr;
    m_batch->setEnabled(has);
    if (!has && updateAscendStepCards())
        return;
    if (!has || !analysis) {
        m_stepHeadline->setText(QStringLiteral("—"));
        m_stepText->setText(!p    ? tr("No profiler folder is open.")
                            : has ? tr("Analysing…")
                                  : tr("No step trace in this rank, so there is no step time."));
        m_throughput->setText(QString());
        m_shareBar->setParts({});
        m_shareText->setText(QString());
        return;
    }
    const StepAnalysis& a = *analysis;
    const bool inference = a.mode == StepTraceMode::Inference;

    m_stepHeadline->setText(fmt::ms(a.total.meanMs));
    m_stepHeadline->setToolTip(tr("Mean of the total time of all %1 in the step trace")
                                   .arg(fmt::counted(qint64(a.stepCount), tr("step"), tr("steps"))));
    QString text = tr("Over %1: median %2, 90th percentile %3, slowest %4.")
                       .arg(fmt::counted(qint64(a.stepCount), tr("step"), tr("steps")), nb(fmt::ms(a.total.medianMs)),
                            nb(fmt::ms(a.total.p90Ms)), nb(fmt::ms(a.total.maxMs)));
    if (!a.outlierSteps.empty()) {
        QStringList steps;
        for (std::size_t i = 0; i < a.outlierSteps.size() && i < 5; ++i)
            steps << QString::number(a.outlierSteps[i]);
        if (a.outlierSteps.size() > 5)
            steps << QStringLiteral("…");
        text +=
            QStringLiteral("<br>") +
            tr("%1 over %3× the median: %2.")
                .arg(a.outlierSteps.size() == 1 ? tr("1 step takes") : tr("%1 steps take").arg(a.outlierSteps.size()),
                     steps.join(QStringLiteral(", ")))
                .arg(m_snapshot.options.thresholds.get(ThresholdKey::OutlierFactor));
    }
    if (a.writtenAverageMs[3] && !a.averageMismatches.empty())
        text +=
            QStringLiteral("<br>") + tr("The file's own average row says %1; it was not computed over the same steps.")
                                         .arg(nb(fmt::ms(*a.writtenAverageMs[3])));
    m_stepText->setText(text);

    QString throughput = tr("<b>%1&nbsp;steps/s</b>").arg(fmt::rate(a.stepsPerSecond));
    // samples/s = steps/s × batch size, as core computes it; multiplied here so the number follows
    // the spin box at once, while the analysis with the new batch size runs in the background.
    if (m_batch->value() > 0)
        throughput += QStringLiteral(" · ") + tr("<b>%1&nbsp;samples/s</b> at %2 samples per step")
                                                  .arg(fmt::rate(a.stepsPerSecond * m_batch->value()))
                                                  .arg(m_batch->value());
    else
        throughput +=
            QStringLiteral(" · ") + tr("set the batch size for <span style='white-space:nowrap'>samples/s</span>");
    m_throughput->setText(throughput);
    m_throughput->setToolTip(tr("steps/s = 1000 / average step in ms; samples/s = steps/s × batch size"));

    const QPalette pal = palette();
    const QColor gap = colors::phaseColor(colors::Phase::WaitingForData, pal);
    const QColor compute = colors::phaseColor(colors::Phase::Compute, pal);
    const QColor tail = colors::phaseColor(colors::Phase::Tail, pal);
    const QString gapName = tr("Iteration gap (waiting for data)");
    const QString computeName = inference ? tr("Forward") : tr("Forward+backward");
    const QString tailName = tr("Tail (gradient reduce, update)");
    auto tip = [](const QString& name, const PhaseStats& s) {
        return QStringLiteral("%1: %2 (%3)").arg(name, fmt::ms(s.meanMs), fmt::percent(s.sharePct));
    };
    QVector<ShareBar::Part> parts{{gap, a.interval.meanMs, tip(gapName, a.interval)},
                                  {compute, a.fpAndBp.meanMs, tip(computeName, a.fpAndBp)}};
    if (!inference)
        parts.append({tail, a.tail.meanMs, tip(tailName, a.tail)});
    m_shareBar->setParts(parts);

    auto row = [](const QColor& c, const QString& name, const PhaseStats& s) {
        // The numbers never wrap away from their units, however narrow the card.
        return QStringLiteral("<tr><td>%1 %2</td><td align=right style='white-space:nowrap'>&nbsp;&nbsp;%3</td>"
                              "<td align=right style='white-space:nowrap'>&nbsp;&nbsp;%4</td></tr>")
            .arg(swatch(c), name.toHtmlEscaped(), nb(fmt::ms(s.meanMs)), nb(fmt::percent(s.sharePct)));
    };
    QString html = QStringLiteral("<table cellspacing=0>");
    html += row(gap, gapName, a.interval);
    html += row(compute, computeName, a.fpAndBp);
    if (!inference)
        html += row(tail, tailName, a.tail);
    html += QStringLiteral("</table>");
    std::vector<const PhaseStats*> busy;
    for (const PhaseStats& s : a.reduceStreams)
        if (s.meanMs > 0)
            busy.push_back(&s);
    if (!busy.empty()) {
        html += QStringLiteral("<p>") + tr("Reduce/communication per step (runs alongside the phases above):");
        constexpr std::size_t kShown = 4;
        for (std::size_t i = 0; i < busy.size() && i < kShown; ++i) {
            const PhaseStats& s = *busy[i];
            const QString stream = QString::fromStdString(s.name.substr(s.name.find(' ') + 1));
            html += QStringLiteral("<br>%1 %2: %3 (%4)")
                        .arg(swatch(colors::phaseColor(colors::Phase::Communication, pal)),
                             tr("Stream %1").arg(stream.toHtmlEscaped()), nb(fmt::ms(s.meanMs)),
                             nb(fmt::percent(s.sharePct)));
        }
        if (busy.size() > kShown)
            html += QStringLiteral("<br>") +
                    tr("… and %1 more in the step table")
                        .arg(fmt::counted(qint64(busy.size() - kShown), tr("stream"), tr("streams")));
        html += QStringLiteral("</p>");
    }
    m_shareText->setText(html);
}

} // namespace steplens
