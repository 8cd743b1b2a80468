#pragma once
// The rows of kernel_details.csv: the columns the header names, and the per-row reading and checks.
// One parser reads one part of the file into one KernelDetails; a big file is read as two parts at once
// (kernel_details_reader.cpp), each with its own parser, and the second part appended to the first.
#include "formats/ascend/ascend_cells.h"
#include "io/csv_reader.h"
#include "model/ascend_output.h"
#include "model/diagnostic.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <string_view>
#include <vector>

namespace steplens::formats {

// Where each known column is (-1 when the header lacks it), and the PMU metric columns kept.
struct KernelColumns {
    int step = -1, device = -1, model = -1, task = -1, stream = -1, name = -1, type = -1, opState = -1, core = -1;
    int start = -1, duration = -1, wait = -1, blockDim = -1, mixBlockDim = -1, hf32 = -1;
    int inShapes = -1, inTypes = -1, inFormats = -1, outShapes = -1, outTypes = -1, outFormats = -1;
    int context = -1, modelName = -1, inferId = -1;
    std::vector<int> metrics; // header columns that are none of the above: PMU metrics, when kept
    std::size_t headerSize = 0;
    std::size_t needed = 0; // fields a row needs (the last required column + 1)

    explicit KernelColumns(const io::HeaderIndex& header);
    bool known(int col) const;
};

// The kept value of a PMU metric cell in `out`: NaN when the cell is missing. False (and NaN) when the cell is
// not a number a float holds; the careful path then warns. Both paths read metrics with it.
bool kernelMetricOf(std::string_view cell, float& out);

// HF32 Eligible's text (textOf) as KernelAttributes::hf32: 1 YES, 0 NO, -1 anything else.
inline std::int8_t hf32Of(std::string_view text)
{
    return text == "YES" ? 1 : text == "NO" ? 0 : -1;
}

// What a column holds, for the rows read in place (kernel_row_in_place.cpp): one entry per header column.
enum class KernelCell : std::uint8_t {
    Skip, // a column nothing is kept from (Context ID, Model Name...)
    Step,
    Device,
    Model,
    Task,
    Stream,
    Name,
    Type,
    OpState,
    Core,
    Start,
    Duration,
    Wait,
    BlockDim,
    MixBlockDim,
    Hf32,
    InShapes,
    InTypes,
    InFormats,
    OutShapes,
    OutTypes,
    OutFormats,
    Metric,
    Count
};
constexpr std::size_t kKernelCells = std::size_t(KernelCell::Count);
// Each header column's KernelCell.
std::vector<KernelCell> kernelCells(const KernelColumns& columns);

class KernelRowParser
{
public:
    // `rowsInPlace`: read the common rows straight from the reader's window (kernel_row_in_place.cpp);
    // false sends every row through CsvReader's fields (for tests: both give the same rows and diagnostics).
    KernelRowParser(const KernelColumns& columns, KernelDetails& out, bool rowsInPlace = true);

    // Reads rows into `out` until the file ends or, when `stopAt` >= 0, until the reader has consumed
    // `stopAt` bytes or more (a record is never cut: the one that crosses `stopAt` is read whole).
    // `onRows`, when set, is called every few ten thousand rows with the bytes read so far.
    void readRows(io::CsvReader& csv, DiagnosticSink& sink, std::int64_t stopAt = -1,
                  const std::function<void(std::int64_t bytesRead)>& onRows = {});

    // Takes in the counts of a parser that read the part of the file after this one's; the line numbers
    // of that part start at `lineOffset` + 1 in the file.
    void mergeLater(const KernelRowParser& later, std::int64_t lineOffset);

    // The file-wide diagnostics, once every row has been read: metric cells that were not numbers, cells
    // rounded by a spreadsheet, a file without rows.
    void finish(DiagnosticSink& sink) const;

    std::size_t badMetrics() const { return m_badMetrics; }
    std::int64_t rowsReadInPlace() const { return m_rowsInPlace; }
    // Index in its sink's diagnostics of the warning about the first bad metric cell; -1 when none.
    std::ptrdiff_t firstBadMetricWarning() const { return m_firstBadMetricWarning; }

private:
    std::uint32_t internText(int col, std::string_view text);
    std::uint32_t internName(std::string_view name);
    std::uint32_t internType(std::uint32_t name, std::string_view type);
    // Sizes m_guess past the string pool's last id (interning may have added one).
    void keepGuessesForEveryId();
    std::uint32_t internCell(const io::CsvReader& csv, int col, bool shape = false);
    void readRow(const io::CsvReader& csv, DiagnosticSink& sink);
    // The row of the line at `line` read in place, when it is whole and plain enough to need no diagnostic
    // and no rounding check: where the next line starts. Otherwise nullptr, having changed nothing, and
    // readRow reads it (kernel_row_in_place.cpp).
    const char* rowInPlace(const char* line, const char* end);
    // What rowInPlace compares a cell with to recognise string `id`: whether the string holds no comma, quote
    // or line break (so the same bytes written unquoted are one cell of exactly that text), its length, and
    // its first eight bytes as a word with the mask of those it has. Made when first asked, kept by id.
    struct KnownText {
        enum State : std::uint8_t { NotYet, Plain, Other };
        std::uint64_t head = 0, mask = 0;
        std::uint32_t size = 0;
        State state = NotYet;
    };
    const KnownText& knownText(std::uint32_t id);

    const KernelColumns& m_c;
    KernelDetails& m_out;
    RoundingWatch m_rounding;
    std::size_t m_badMetrics = 0;
    std::ptrdiff_t m_firstBadMetricWarning = -1;
    // Columns repeat their value from row to row (one core type, one format...): each column remembers
    // its last id and compares the cell with that string before hashing it.
    std::vector<std::uint32_t> m_lastId;
    // The name is the one column that changes from row to row, and kernels run in the same order every
    // step: the name that followed this row's predecessor last time, and the type this name had, are
    // compared before anything is hashed (most rows of a training job then skip the hash table).
    struct NameGuess {
        std::uint32_t next = 0; // the name id that followed this one last time; 0 before
        std::uint32_t type = 0; // the type id this name had last time; 0 before
    };
    std::vector<NameGuess> m_guess; // by name id
    std::uint32_t m_previousName = 0;
    // For the rows in place: what each header column holds (empty when rows are not read in place), and
    // each column's metric index (KernelColumns::metrics) where it holds a metric kept.
    std::vector<KernelCell> m_cells;
    std::vector<std::uint32_t> m_metricOf;
    std::vector<std::string_view> m_metricCells; // one row's metric cells, reused
    // One row's cells by KernelCell, reused: those of columns the header lacks stay empty.
    std::array<std::string_view, kKernelCells> m_cellText{};
    std::int64_t m_rowsInPlace = 0;
    std::vector<KnownText> m_knownTexts; // by string id
};

} // namespace steplens::formats
