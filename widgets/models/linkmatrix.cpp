#include "models/linkmatrix.h"

#include "models/vectortablemodel.h"

#include <QObject>

#include <algorithm>
#include <map>
#include <set>

namespace steplens {

const LinkMatrixCell* LinkMatrix::cell(int src, int dst) const
{
    for (const LinkMatrixCell& c : cells)
        if (c.src == src && c.dst == dst)
            return &c;
    return nullptr;
}

int LinkMatrix::indexIn(const std::vector<int>& ranks, int rank)
{
    auto it = std::lower_bound(ranks.begin(), ranks.end(), rank);
    return it != ranks.end() && *it == rank ? int(it - ranks.begin()) : -1;
}

namespace {
bool endsWith(const std::string& s, const char* suffix)
{
    const std::size_t n = std::char_traits<char>::length(suffix);
    return s.size() >= n && s.compare(s.size() - n, n, suffix) == 0;
}
} // namespace

std::vector<LinkChoice> linkChoices(const std::vector<const CommunicationMatrix*>& matrices)
{
    std::vector<std::string> names; // file order, distinct
    std::set<std::string> seen;
    bool hasTotals = false, hasTotalOpInfo = false;
    for (const CommunicationMatrix* m : matrices)
        for (const CommLink& l : m->links) {
            if (l.place.total) {
                hasTotalOpInfo = true;
                continue;
            }
            hasTotals |= endsWith(l.place.opName, "-total");
            if (seen.insert(l.place.opName).second)
                names.push_back(l.place.opName);
        }
    std::vector<LinkChoice> choices;
    if (hasTotals)
        choices.push_back({QObject::tr("All operations (the \"-total\" sums)"),
                           [](const CommLink& l) { return !l.place.total && endsWith(l.place.opName, "-total"); }});
    else if (hasTotalOpInfo)
        choices.push_back(
            {QObject::tr("All operations (Total Op Info)"), [](const CommLink& l) { return l.place.total; }});
    for (const std::string& name : names)
        choices.push_back({QString::fromStdString(name),
                           [name](const CommLink& l) { return !l.place.total && l.place.opName == name; }});
    return choices;
}

LinkMatrix buildLinkMatrix(const std::vector<const CommunicationMatrix*>& matrices, const LinkChoice& choice,
                           double slowFraction)
{
    LinkMatrix m;
    m.slowFraction = slowFraction;
    std::map<std::pair<int, int>, LinkMatrixCell> byLink;
    std::map<std::pair<int, int>, double> writtenGBs;
    std::set<int> srcRanks, dstRanks;
    for (const CommunicationMatrix* matrix : matrices)
        for (const CommLink& l : matrix->links) {
            if (l.src < 0 || l.dst < 0 || !choice.accepts || !choice.accepts(l))
                continue;
            LinkMatrixCell& c = byLink[{l.src, l.dst}];
            if (c.links == 0) {
                c.src = l.src;
                c.dst = l.dst;
                c.transport = l.transport;
            } else if (c.transport != l.transport) {
                c.transport = "mixed";
            }
            ++c.links;
            c.sizeMB += l.sizeMB;
            c.timeMs += l.timeNs / 1e6;
            writtenGBs[{l.src, l.dst}] = l.bandwidthGBs;
            srcRanks.insert(l.src);
            dstRanks.insert(l.dst);
        }
    m.srcRanks.assign(srcRanks.begin(), srcRanks.end());
    m.dstRanks.assign(dstRanks.begin(), dstRanks.end());
    std::map<std::string, std::pair<double, int>> perTransport; // sum, count (not LOCAL)
    for (auto& [key, c] : byLink) {
        // One entry: the file's own number. Several: size over time, as the writers compute it (MB/ms = GB/s).
        c.bandwidthGBs = c.links == 1 ? writtenGBs[key] : (c.timeMs > 0 ? c.sizeMB / c.timeMs : 0.0);
        c.local = c.transport == "LOCAL";
        if (!c.local) {
            auto& t = perTransport[c.transport];
            t.first += c.bandwidthGBs;
            ++t.second;
        }
        m.cells.push_back(c);
    }
    bool first = true;
    for (LinkMatrixCell& c : m.cells) {
        if (c.local)
            continue;
        const auto& [sum, count] = perTransport[c.transport];
        // A link is slow against its own transport type's mean, and only when there is something to compare.
        c.slow = count >= 2 && c.bandwidthGBs < (sum / count) * (1.0 - slowFraction);
        m.minGBs = first ? c.bandwidthGBs : std::min(m.minGBs, c.bandwidthGBs);
        m.maxGBs = first ? c.bandwidthGBs : std::max(m.maxGBs, c.bandwidthGBs);
        first = false;
    }
    return m;
}

std::vector<TableColumn<LinkMatrixCell>> linkMatrixColumns()
{
    using Col = TableColumn<LinkMatrixCell>;
    auto count = [](QString h, QString tip, std::function<double(const LinkMatrixCell&)> f) {
        return Col{std::move(h), std::move(tip), ColumnFormat::Count, QString(), std::move(f), {}};
    };
    auto number = [](QString h, QString tip, QString unit, std::function<double(const LinkMatrixCell&)> f) {
        return Col{std::move(h), std::move(tip), ColumnFormat::Number, std::move(unit), std::move(f), {}};
    };
    Col transport{QObject::tr("Transport"),
                  QObject::tr("LOCAL, HCCS, RDMA, SDMA, PCIE, SIO"),
                  ColumnFormat::Text,
                  QString(),
                  {},
                  {},
                  true};
    transport.text = [](const LinkMatrixCell& c) { return std::string_view(c.transport); };
    Col slow{QObject::tr("Slow"),
             QObject::tr("More than the threshold below the mean bandwidth of its transport type"),
             ColumnFormat::Text,
             QString(),
             {},
             {},
             true};
    slow.text = [](const LinkMatrixCell& c) { return std::string_view(c.slow ? "slow" : ""); };
    return {count(QObject::tr("Source rank"), QObject::tr("Sending rank"),
                  [](const LinkMatrixCell& c) { return double(c.src); }),
            count(QObject::tr("Destination rank"), QObject::tr("Receiving rank"),
                  [](const LinkMatrixCell& c) { return double(c.dst); }),
            transport,
            number(QObject::tr("Bandwidth (GB/s)"), QObject::tr("As written for one entry, else size / time"),
                   QStringLiteral("GB/s"), [](const LinkMatrixCell& c) { return c.bandwidthGBs; }),
            number(QObject::tr("Size (MB)"), QObject::tr("Transit size"), QStringLiteral("MB"),
                   [](const LinkMatrixCell& c) { return c.sizeMB; }),
            Col{QObject::tr("Time (ms)"),
                QObject::tr("Transit time"),
                ColumnFormat::Ms,
                QStringLiteral("ms"),
                [](const LinkMatrixCell& c) { return c.timeMs; },
                {}},
            count(QObject::tr("Entries"), QObject::tr("File entries summed into this link"),
                  [](const LinkMatrixCell& c) { return double(c.links); }),
            slow};
}

} // namespace steplens
