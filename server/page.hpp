// The explorer's page: one HTML document, its style sheet and its script,
// all held in the program (nothing fetched from elsewhere, so it works
// offline). The script is served apart (/app.js) so that the page's
// Content-Security-Policy can forbid inline script; it builds every piece
// of text from the database with textContent, never as markup.
#pragma once

#include <string>
#include <string_view>

namespace adomoc::server {

// The page, with the board drawn by render (the initial position; the
// script swaps in each position's layer) and `database` named in its
// header.
std::string page_html(std::string_view database);

extern const std::string_view kPageStyle;
extern const std::string_view kPageScript;

}  // namespace adomoc::server
