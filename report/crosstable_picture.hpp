// The crosstable's picture (render::CrosstablePicture) from the table of
// `adomoc crosstable`: `crosstable --svg` and the explorer's
// /api/event.svg draw the same one.
#pragma once

#include <string>

#include "db/table.hpp"
#include "render/crosstable_svg.hpp"

namespace adomoc::report {

// `layout` is "grid" (a round robin) or "swiss".
render::CrosstablePicture crosstable_picture(const db::Table& table, const std::string& event,
                                             const std::string& layout);

}  // namespace adomoc::report
