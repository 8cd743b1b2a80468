#include "model/framework_ops.h"

#include "io/memory_advice.h"

namespace steplens {

std::uint32_t FrameworkOps::addTensorList(std::vector<TensorDesc> tensors)
{
    if (tensors.empty())
        return 0;
    m_tensorLists.push_back(std::move(tensors));
    return static_cast<std::uint32_t>(m_tensorLists.size() - 1);
}

void FrameworkOps::reserve(std::size_t ops, std::size_t textBytes)
{
    m_ops.reserve(ops);
    io::adviseHugePages(m_ops.data(), m_ops.capacity() * sizeof(Op));
    m_text.reserve(textBytes);
    io::adviseHugePages(m_text.data(), m_text.capacity());
    m_index.reserve(ops);
}

std::uint32_t FrameworkOps::label(std::string_view text, std::uint32_t& last)
{
    if (sameText(m_labels.view(last), text))
        return last;
    return last = m_labels.intern(text);
}

void FrameworkOps::store(Op& op, const FrameworkOpFields& row, std::uint32_t tensorList)
{
    op.text = m_text.size();
    op.fullNameSize = static_cast<std::uint32_t>(row.fullName.size());
    op.opNameSize = static_cast<std::uint32_t>(row.opName.size());
    m_text.append(row.fullName.data(), row.fullName.size());
    // The op name is nearly always the full name's last segment: then it is a view into the full name.
    const std::string_view fullName = row.fullName;
    if (fullName.size() >= row.opName.size() &&
        fullName.compare(fullName.size() - row.opName.size(), row.opName.size(), row.opName) == 0) {
        op.opNameAt = op.fullNameSize - op.opNameSize;
    } else {
        op.opNameAt = op.fullNameSize;
        m_text.append(row.opName.data(), row.opName.size());
    }
    op.opType = label(row.opType, m_lastLabels[0]);
    op.subgraph = label(row.subgraph, m_lastLabels[1]);
    op.kernelType = label(row.kernelType, m_lastLabels[2]);
    op.tensorList = tensorList < m_tensorLists.size() ? tensorList : 0;
    op.taskId = row.taskId;
    op.streamId = row.streamId;
    op.blockDim = row.blockDim;
    op.graphId = row.graphId;
}

std::uint32_t FrameworkOps::prepare(std::string_view fullName) const
{
    const std::uint32_t hash = RowIndex::hashOf(fullName);
    m_index.prefetch(hash);
    return hash;
}

bool FrameworkOps::add(const FrameworkOpFields& row, std::uint32_t tensorList, std::uint32_t hash)
{
    const long known = m_index.findOrAdd(row.fullName, hash, m_ops.size(), fullNameAt());
    if (known >= 0) {
        store(m_ops[std::size_t(known)], row, tensorList); // the name's text is stored again; the old stays unused
        return false;
    }
    Op op;
    store(op, row, tensorList);
    m_ops.push_back(op);
    return true;
}

std::size_t FrameworkOps::append(FrameworkOps&& later)
{
    // Lists 1.. of `later` become lists base.. here; list 0 (no tensors) stays 0.
    const auto base = static_cast<std::uint32_t>(m_tensorLists.size() - 1);
    for (std::size_t i = 1; i < later.m_tensorLists.size(); ++i)
        m_tensorLists.push_back(std::move(later.m_tensorLists[i]));
    std::size_t replaced = 0;
    for (std::size_t i = 0; i < later.m_ops.size(); ++i) {
        const FrameworkOpRef op = later[i];
        const std::uint32_t list = later.m_ops[i].tensorList;
        replaced += add(op, list == 0 ? 0 : base + list) ? 0 : 1;
    }
    later = FrameworkOps{};
    return replaced;
}

std::optional<FrameworkOpRef> FrameworkOps::find(std::string_view fullName) const
{
    const long i = m_index.find(fullName, RowIndex::hashOf(fullName), fullNameAt());
    if (i < 0)
        return std::nullopt;
    return (*this)[std::size_t(i)];
}

FrameworkOpRef FrameworkOps::operator[](std::size_t i) const
{
    const Op& op = m_ops[i];
    const char* text = m_text.data() + op.text;
    FrameworkOpFields fields;
    fields.fullName = std::string_view(text, op.fullNameSize);
    fields.opName = std::string_view(text + op.opNameAt, op.opNameSize);
    fields.opType = m_labels.view(op.opType);
    fields.subgraph = m_labels.view(op.subgraph);
    fields.kernelType = m_labels.view(op.kernelType);
    fields.taskId = op.taskId;
    fields.streamId = op.streamId;
    fields.blockDim = op.blockDim;
    fields.graphId = op.graphId;
    return FrameworkOpRef{fields, m_tensorLists[op.tensorList]};
}

} // namespace steplens
