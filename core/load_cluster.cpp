#include "load_sections.h"

namespace steplens::detail {

void loadClusterSection(const RankFiles& files, Profile& profile)
{
    (void)files;
    (void)profile;
}

} // namespace steplens::detail
