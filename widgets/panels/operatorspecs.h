#pragma once
// Builds the OperatorSection spec of one kind of operator from the rank's operator tables.
#include "models/operatortables.h"
#include "panels/operatorsection.h"

namespace steplens {

struct SectionParts {
    OperatorSection::Spec spec;
    RowTableModel* exportModel = nullptr; // the whole table, unfiltered, for CSV export (caller owns)
};

SectionParts makeSectionParts(OpSource source, const OperatorTables& tables);

} // namespace steplens
