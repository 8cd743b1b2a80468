#include "load_sections.h"

namespace steplens::detail {

void loadDataSection(const RankFiles& files, Profile& profile)
{
    (void)files;
    (void)profile;
}

} // namespace steplens::detail
