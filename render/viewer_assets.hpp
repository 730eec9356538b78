// The fixed parts of the viewer page: its style sheet and its script.
#pragma once

#include <string_view>

namespace adomoc::render::viewer_assets {

extern const std::string_view kStyle;
// Reads the JSON in <script id="adomoc-plies">, swaps each ply's layer into
// <g id="adomoc-scene">, its position text into #adomoc-position and its
// texts into #adomoc-status, #adomoc-words and #adomoc-comment, keeps the
// move list, the buttons and the address's #ply-N in step. It has
// no '<' or '&' so that the page stays well-formed XML without CDATA tricks.
extern const std::string_view kScript;

}  // namespace adomoc::render::viewer_assets
