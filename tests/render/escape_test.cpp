#include <gtest/gtest.h>

#include "render/escape.hpp"

namespace adomoc {
namespace {

using render::json_string;
using render::xml_escape;

TEST(XmlEscape, MarkupCharactersBecomeReferences) {
  EXPECT_EQ(xml_escape("<script>alert(\"1\")</script> & 'x'"),
            "&lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt; &amp; &#39;x&#39;");
  EXPECT_EQ(xml_escape("Côté ♞"), "Côté ♞");
}

TEST(XmlEscape, CharactersXmlForbidsBecomeReplacementCharacters) {
  EXPECT_EQ(xml_escape(std::string("a\0b\x01" "c\td\n", 8)), "a\uFFFDb\uFFFDc\td\n");
  EXPECT_EQ(xml_escape("\xff\xfe"), "\uFFFD\uFFFD");    // not UTF-8
  EXPECT_EQ(xml_escape("\xc3"), "\uFFFD");              // cut short
  EXPECT_EQ(xml_escape("\xc0\xaf"), "\uFFFD\uFFFD");    // overlong '/'
  EXPECT_EQ(xml_escape("\xed\xa0\x80"), "\uFFFD\uFFFD\uFFFD");  // a surrogate
}

TEST(JsonString, CannotEndAScriptOrACdataSection) {
  EXPECT_EQ(json_string("</script>"), "\"\\u003c/script\\u003e\"");
  EXPECT_EQ(json_string("]]>"), "\"]]\\u003e\"");
  EXPECT_EQ(json_string("a & b"), "\"a \\u0026 b\"");
  EXPECT_EQ(json_string("<!--"), "\"\\u003c!--\"");
}

TEST(JsonString, EscapesQuotesControlsAndLineSeparators) {
  EXPECT_EQ(json_string("\"); DROP TABLE games;--"), "\"\\\"); DROP TABLE games;--\"");
  EXPECT_EQ(json_string("back\\slash\nnew\x01"), "\"back\\\\slash\\nnew\\u0001\"");
  EXPECT_EQ(json_string("\u2028\u2029"), "\"\\u2028\\u2029\"");
  EXPECT_EQ(json_string("Côté"), "\"Côté\"");
  EXPECT_EQ(json_string("\xff"), "\"\uFFFD\"");
}

}  // namespace
}  // namespace adomoc
