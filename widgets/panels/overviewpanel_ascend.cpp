// OverviewPanel: the step cards of the MindSpore >= 2.3 / torch_npu layout (step_trace_time.csv):
// the average step and the shares of Preparing, Computing, exposed communication and Free, all
// from core's analyzeStepTraceTime.
#include "analysis/profile_analysis.h"
#include "charts/ascendstepchart.h"
#include "panels/overviewpanel.h"
#include "panels/sharebar.h"
#include "style/formatting.h"
#include "style/phasecolors.h"

#include <QLabel>
#include <QSpinBox>

namespace steplens {

namespace {
QString nbsp(const QString& value)
{
    return QString(value).replace(QLatin1Char(' '), QChar(0x00A0));
}
} // namespace

bool OverviewPanel::updateAscendStepCards()
{
    const Profile* p = m_snapshot.profile.get();
    const AscendStepStats* a =
        m_snapshot.analysis && m_snapshot.analysis->ascendSteps ? &*m_snapshot.analysis->ascendSteps : nullptr;
    if (!p || !p->ascend || !p->ascend->stepTraceTime || !a || a->stepCount == 0)
        return false;
    m_batch->setEnabled(true);
    m_stepHeadline->setText(fmt::ms(a->wall.meanMs));
    // The file the steps came from: step_trace_time.csv, or analysis.db / the profiler database of a
    // database export.
    const QString source = fmt::sourceName(p->ascend->stepTraceTime->sources, QStringLiteral("step_trace_time.csv"));
    m_stepHeadline->setToolTip(
        tr("Mean over the steps of %1 of Preparing + Computing + Communication(Not Overlapped) + Free").arg(source));
    QString text = tr("Over %1 (%4, MindSpore ≥2.3 / torch_npu layout): median %2, slowest %3.")
                       .arg(fmt::counted(qint64(a->stepCount), tr("step"), tr("steps")),
                            nbsp(fmt::ms(a->wall.medianMs)), nbsp(fmt::ms(a->wall.maxMs)), source);
    if (a->skipped > 0)
        text += QStringLiteral("<br>") +
                tr("The first %1 left out as warm-up.").arg(fmt::counted(qint64(a->skipped), tr("step"), tr("steps")));
    m_stepText->setText(text);

    const double stepsPerSecond = a->wall.meanMs > 0 ? 1000.0 / a->wall.meanMs : 0.0;
    QString throughput = tr("<b>%1&nbsp;steps/s</b>").arg(fmt::rate(stepsPerSecond));
    if (m_batch->value() > 0)
        throughput += QStringLiteral(" · ") + tr("<b>%1&nbsp;samples/s</b> at %2 samples per step")
                                                  .arg(fmt::rate(stepsPerSecond * m_batch->value()))
                                                  .arg(m_batch->value());
    else
        throughput +=
            QStringLiteral(" · ") + tr("set the batch size for <span style='white-space:nowrap'>samples/s</span>");
    m_throughput->setText(throughput);

    const QPalette pal = palette();
    struct Row {
        QColor color;
        QString name;
        std::optional<double> ms;
    };
    const double wall = a->wall.meanMs;
    std::vector<Row> rows;
    if (a->mean(StepColumn::Preparing))
        rows.push_back({colors::phaseColor(colors::Phase::WaitingForData, pal),
                        tr("Preparing (host, before the device starts)"), a->mean(StepColumn::Preparing)});
    rows.push_back({colors::phaseColor(colors::Phase::Compute, pal), tr("Computing"), a->mean(StepColumn::Computing)});
    if (a->mean(StepColumn::CommunicationNotOverlapped))
        rows.push_back({colors::phaseColor(colors::Phase::Communication, pal), tr("Communication (not overlapped)"),
                        a->mean(StepColumn::CommunicationNotOverlapped)});
    if (a->mean(StepColumn::Free))
        rows.push_back({freeTimeColor(pal), tr("Free (device idle)"), a->mean(StepColumn::Free)});
    QVector<ShareBar::Part> parts;
    QString html = QStringLiteral("<table cellspacing=0>");
    for (const Row& r : rows) {
        const double ms = r.ms.value_or(0.0);
        const double pct = wall > 0 ? ms / wall * 100.0 : 0.0;
        parts.append({r.color, ms, QStringLiteral("%1: %2 (%3)").arg(r.name, fmt::ms(ms), fmt::percent(pct))});
        html += QStringLiteral(
                    "<tr><td><span style='color:%1'>&#9632;</span> %2</td><td align=right style='white-space:nowrap'>"
                    "&nbsp;&nbsp;%3</td><td align=right style='white-space:nowrap'>&nbsp;&nbsp;%4</td></tr>")
                    .arg(r.color.name(), r.name.toHtmlEscaped(), nbsp(fmt::ms(ms)), nbsp(fmt::percent(pct)));
    }
    html += QStringLiteral("</table>");
    if (const auto overlapped = a->mean(StepColumn::Overlapped))
        html += QStringLiteral("<p>") +
                tr("Overlapped communication (hidden under Computing, not in the bar): %1 per step.")
                    .arg(nbsp(fmt::ms(*overlapped))) +
                QStringLiteral("</p>");
    m_shareBar->setParts(parts);
    m_shareText->setText(html);
    return true;
}

} // namespace steplens
