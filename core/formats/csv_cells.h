#pragma once
// Cell helpers shared by the CSV readers of core/formats: numbers with a diagnostic naming the
// column and the line, and the header/field-count checks every reader makes the same way.
#include "io/csv_reader.h"
#include "model/diagnostic.h"

#include <optional>
#include <string>
#include <string_view>

namespace steplens::formats {

// The first 40 characters of a cell, for messages.
std::string preview(std::string_view cell);

// Reads a finite number from column `col`. A missing column or cell gives nullopt silently when
// `required` is false; a cell holding text always warns with `action` ("row skipped"...).
std::optional<double> numberCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                                 const char* action, bool required = true);
std::optional<long long> integerCell(const io::CsvReader& csv, int col, const char* name, DiagnosticSink& sink,
                                     const char* action, bool required = true);

// Warns once per row whose field count differs from the header's. Returns false when the row has
// fewer than `needed` fields (the caller skips it).
bool checkFieldCount(const io::CsvReader& csv, std::size_t headerSize, std::size_t needed, DiagnosticSink& sink);

// Reads the header record. Returns false (with an error) on an empty file.
bool readHeader(io::CsvReader& csv, DiagnosticSink& sink);

// The header as written, for messages ("a,b,c", cut to 120 characters).
std::string headerText(const io::CsvReader& csv);

} // namespace steplens::formats
