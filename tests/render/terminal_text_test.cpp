// Text for a terminal (render::terminal_text, terminal_lines), and the
// UTF-8 decoding all the escapes share.
#include <gtest/gtest.h>

#include "render/escape.hpp"

namespace adomoc::render {
namespace {

TEST(TerminalText, ControlCharactersBecomeTheirPicturesOneForOne) {
  EXPECT_EQ(terminal_text("a\x1b[2Jb\rc\x07"), "a\u241b[2Jb\u240dc\u2407");
  EXPECT_EQ(terminal_text(std::string_view("\0\x7f", 2)), "\u2400\u2421");
  EXPECT_EQ(terminal_text("tab\tstays"), "tab\tstays");
}

TEST(TerminalText, LineFeedsArePicturesInTextAndKeptInLines) {
  EXPECT_EQ(terminal_text("one\ntwo"), "one\u240atwo");
  EXPECT_EQ(terminal_lines("one\ntwo\x0b"), "one\ntwo\u240b");
}

TEST(TerminalText, C1ControlsAndBrokenUtf8BecomeReplacementCharacters) {
  EXPECT_EQ(terminal_text("\xc2\x9b" "31m"), "\ufffd" "31m");  // U+009B, the 8-bit CSI
  EXPECT_EQ(terminal_text("a\xff" "b"), "a\ufffd" "b");
  EXPECT_EQ(terminal_text("\xc3\xa9t\xc3\xa9"), "\xc3\xa9t\xc3\xa9");  // été, unchanged
}

// Lead bytes F5..FF start no UTF-8 sequence; they were once decoded as
// three-byte leads, so F8 88 80 came out as U+8200 instead of U+FFFD.
TEST(BrokenUtf8, LeadBytesAboveF4AreNotUtf8) {
  EXPECT_EQ(terminal_text("\xf8\x88\x80"), "\ufffd\ufffd\ufffd");
  EXPECT_EQ(json_string("\xf5\x80\x80"), "\"\ufffd\ufffd\ufffd\"");
  EXPECT_EQ(xml_escape("\xff\x80\x80"), "\ufffd\ufffd\ufffd");
}

}  // namespace
}  // namespace adomoc::render
