#include "load_sections.h"

namespace steplens::detail {

void loadTimelineSection(const RankFiles& files, Profile& profile, const LoadCallbacks& callbacks)
{
    (void)files;
    (void)profile;
    (void)callbacks;
}

} // namespace steplens::detail
