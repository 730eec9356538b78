// The crosstable picture: outcomes read from the cells, every row drawn,
// names from archives escaped.
#include <gtest/gtest.h>

#include "render/crosstable_svg.hpp"
#include "render/xml_doc.hpp"

namespace adomoc::render {
namespace {

TEST(CrosstableSvg, CellOutcomeReadsGridAndSwissCells) {
  EXPECT_EQ(cell_outcome("1"), "win");
  EXPECT_EQ(cell_outcome("½"), "draw");
  EXPECT_EQ(cell_outcome("0 0"), "loss");
  EXPECT_EQ(cell_outcome("1 ½"), "mixed");
  EXPECT_EQ(cell_outcome("12L+"), "win");
  EXPECT_EQ(cell_outcome("3D="), "draw");
  EXPECT_EQ(cell_outcome("3D-"), "loss");
  EXPECT_EQ(cell_outcome("×"), "");
  EXPECT_EQ(cell_outcome(""), "");
}

TEST(CrosstableSvg, RowsAreDrawnAndNamesEscaped) {
  CrosstablePicture p{"Cup <script>", "Crosstable", {"rank", "player", "1", "2", "points"}, {false, false, true, true, false},
                      {{"1", "A & B", "×", "1", "1.0"}, {"2", "C \"D\"", "0", "×", "0.0"}}, {"a note"}};
  const test::XmlDoc doc = test::XmlDoc::parse_xml(crosstable_svg(p));
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  EXPECT_EQ(doc.count("//*[@class='crosstable-row']"), 2u);
  EXPECT_EQ(doc.count("//*[@class='crosstable-row' and @data-player='A & B']"), 1u);
  EXPECT_EQ(doc.count("//*[@class='result' and @data-result='win']"), 1u);
  EXPECT_EQ(doc.count("//*[@class='result' and @data-result='loss']"), 1u);
  // The points column is no result, though "1.0" reads like one.
  EXPECT_EQ(doc.count("//*[@class='result']"), 2u);
}

}  // namespace
}  // namespace adomoc::render
