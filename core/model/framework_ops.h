#pragma once
// The operators of framework_raw_<id>.csv, one per full name: what the framework knows about each device
// task (type, subgraph, tensors), joined to the AI Core table by full name.
//
// A big graph's file holds hundreds of thousands to millions of rows, so the table is flat rather than a
// map of structs of strings (which took ~900 bytes and a dozen allocations per row, and as long again to
// free; BENCHMARKS.md, "framework_raw"): each operator is a 56-byte record, its full name and short name
// sit in one text block, the few types and subgraphs are interned, a tensor list is stored once however
// many operators share it, and the lookup by full name is a RowIndex.
#include "model/row_index.h"
#include "model/row_store.h"
#include "model/stable_vector.h"
#include "model/string_pool.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace steplens {

struct TensorDesc {
    std::string name; // "input_0", "output_0"
    std::string format;
    std::string dtype; // "NUMBER_TYPE_FLOAT16", "FLOAT16", "float32"...
    std::string shape; // "32,3,224,224"
};

// One row as the reader hands it to FrameworkOps::add (views into the row being read), and one operator
// as the table gives it back (views into the table, valid while the table lives unchanged).
struct FrameworkOpFields {
    std::string_view fullName;   // join key: "Default/.../Conv2D-op13"
    std::string_view opName;     // last path segment
    std::string_view opType;     // "Conv2D"
    std::string_view subgraph;   // "Default", "Gradients"...
    std::string_view kernelType; // layouts C-E: AI_CORE, AI_CPU...
    int taskId = -1;
    int streamId = -1;
    int blockDim = -1;
    long long graphId = -1; // layouts B, C, E; -1 when absent
};

struct FrameworkOpRef : FrameworkOpFields {
    const std::vector<TensorDesc>& tensors; // inputs first, then outputs, each by index
};

class FrameworkOps
{
public:
    FrameworkOps() { m_tensorLists.push_back({}); } // list 0 is the empty list

    // Keeps a tensor list; rows refer to it by the id returned. Lists are not compared: the reader parses
    // each distinct op_info text once and hands the id to every row that has that text.
    std::uint32_t addTensorList(std::vector<TensorDesc> tensors);
    // Adds a row, or replaces the operator of the same full name, as MindInsight kept the last row of a
    // name; false when it replaced one. `tensorList` is an id from addTensorList (0: no tensors).
    bool add(const FrameworkOpFields& row, std::uint32_t tensorList) { return add(row, tensorList, prepare(row.fullName)); }
    // The same, with the full name's hash from prepare(), called as soon as the name is known: a big table's
    // slots are spread over tens of megabytes, so prepare() also starts fetching the name's slot while the
    // reader parses the rest of the row.
    std::uint32_t prepare(std::string_view fullName) const;
    bool add(const FrameworkOpFields& row, std::uint32_t tensorList, std::uint32_t hash);
    // Adds the operators of `later`, a table of the rows that come after this one's (a file read in two
    // parts at once), as if its rows had been added here; its tensor lists move here. Returns how many of
    // them replaced an operator of this table.
    std::size_t append(FrameworkOps&& later);
    // Room for `ops` operators whose names take `textBytes` in all, so that a big file is read without
    // growing the arrays step by step (untouched room costs address space, not memory), in huge pages.
    void reserve(std::size_t ops, std::size_t textBytes);

    std::optional<FrameworkOpRef> find(std::string_view fullName) const;
    FrameworkOpRef operator[](std::size_t i) const; // in the order the names first appeared
    std::size_t size() const { return m_ops.size(); }
    bool empty() const { return m_ops.empty(); }
    std::size_t tensorListCount() const { return m_tensorLists.size() - 1; }

private:
    struct Op {
        std::uint64_t text = 0;         // offset in m_text of the full name
        std::uint32_t fullNameSize = 0;
        std::uint32_t opNameAt = 0;     // offset of the op name from `text`: the full name's tail, or after it
        std::uint32_t opNameSize = 0;
        std::uint32_t opType = 0, subgraph = 0, kernelType = 0; // ids in m_labels
        std::uint32_t tensorList = 0;                           // index in m_tensorLists
        std::int32_t taskId = -1, streamId = -1, blockDim = -1;
        std::int64_t graphId = -1;
    };
    std::string_view fullNameOf(const Op& op) const { return {m_text.data() + op.text, op.fullNameSize}; }
    auto fullNameAt() const
    {
        return [this](std::size_t i) { return fullNameOf(m_ops[i]); };
    }
    void store(Op& op, const FrameworkOpFields& row, std::uint32_t tensorList);
    // The id of a type, subgraph or kernel type; `last` is the column's previous id, which the next row
    // often repeats (the subgraph and kernel type nearly always), checked before hashing.
    std::uint32_t label(std::string_view text, std::uint32_t& last);

    RowStore<Op> m_ops;
    RowStore<char> m_text;     // full names, each followed by its op name unless it ends with it
    RowIndex m_index;          // m_ops by full name
    StringPool m_labels;       // op types, subgraphs, kernel types
    std::uint32_t m_lastLabels[3] = {0, 0, 0};
    StableVector<std::vector<TensorDesc>> m_tensorLists; // never moved: the references handed out stay valid
};

} // namespace steplens
