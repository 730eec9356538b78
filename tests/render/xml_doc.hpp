// Reading generated SVG and HTML back with libxml2, for tests: a document
// that parsed (or the parser's errors), and XPath queries on it.
#pragma once

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/xpath.h>

#include <memory>
#include <string>
#include <vector>

namespace adomoc::test {

class XmlDoc {
 public:
  // Strict XML: any error (not well-formed, undefined entity...) is kept in errors().
  static XmlDoc parse_xml(const std::string& text) {
    XmlDoc doc;
    xmlSetStructuredErrorFunc(&doc.errors_, &XmlDoc::collect);
    doc.doc_.reset(xmlReadMemory(text.data(), static_cast<int>(text.size()), "generated.xml", "UTF-8", XML_PARSE_NONET));
    xmlSetStructuredErrorFunc(nullptr, nullptr);
    if (!doc.doc_ && doc.errors_.empty()) doc.errors_.push_back("no document");
    return doc;
  }

  // A browser's serialisation of a page (HTML, not XML): parsed leniently,
  // for reading attributes back.
  static XmlDoc parse_html(const std::string& text) {
    XmlDoc doc;
    doc.doc_.reset(htmlReadMemory(text.data(), static_cast<int>(text.size()), "dumped.html", "UTF-8",
                                  HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET));
    if (!doc.doc_) doc.errors_.push_back("no document");
    return doc;
  }

  bool ok() const { return doc_ && errors_.empty(); }
  const std::vector<std::string>& errors() const { return errors_; }
  std::string error_text() const {
    std::string text;
    for (const std::string& e : errors_) text += e + "\n";
    return text;
  }

  // The nodes an XPath expression selects.
  std::vector<xmlNodePtr> select(const std::string& xpath) const {
    std::vector<xmlNodePtr> nodes;
    if (!doc_) return nodes;
    std::unique_ptr<xmlXPathContext, decltype(&xmlXPathFreeContext)> context(xmlXPathNewContext(doc_.get()),
                                                                            &xmlXPathFreeContext);
    std::unique_ptr<xmlXPathObject, decltype(&xmlXPathFreeObject)> result(
        xmlXPathEvalExpression(reinterpret_cast<const xmlChar*>(xpath.c_str()), context.get()), &xmlXPathFreeObject);
    if (!result || !result->nodesetval) return nodes;
    for (int i = 0; i < result->nodesetval->nodeNr; ++i) nodes.push_back(result->nodesetval->nodeTab[i]);
    return nodes;
  }
  std::size_t count(const std::string& xpath) const { return select(xpath).size(); }

  static std::string attribute(xmlNodePtr node, const char* name) {
    xmlChar* value = xmlGetProp(node, reinterpret_cast<const xmlChar*>(name));
    if (!value) return {};
    std::string text(reinterpret_cast<const char*>(value));
    xmlFree(value);
    return text;
  }
  static std::string text(xmlNodePtr node) {
    xmlChar* value = xmlNodeGetContent(node);
    if (!value) return {};
    std::string content(reinterpret_cast<const char*>(value));
    xmlFree(value);
    return content;
  }

 private:
  static void collect(void* errors, xmlErrorPtr error) {
    auto* list = static_cast<std::vector<std::string>*>(errors);
    list->push_back("line " + std::to_string(error->line) + ": " + (error->message ? error->message : "?"));
  }
  struct Free {
    void operator()(xmlDocPtr d) const { xmlFreeDoc(d); }
  };
  std::unique_ptr<xmlDoc, Free> doc_;
  std::vector<std::string> errors_;
};

}  // namespace adomoc::test
