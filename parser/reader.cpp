#include "parser/reader.hpp"

#include <algorithm>
#include <utility>

#include "parser/byte_sources.hpp"
#include "parser/game_stream.hpp"

namespace adomoc::parser {

std::string archive_name(const std::string& name) { return name == "-" ? std::string("<stdin>") : name; }

ArchiveReader::ArchiveReader(std::istream& in, std::string name, std::size_t buffer_bytes,
                             std::size_t max_game_bytes)
    : m_stream(std::make_unique<detail::GameStream>(std::make_unique<detail::IstreamSource>(in), name,
                                                    buffer_bytes, max_game_bytes)) {}

ArchiveReader::~ArchiveReader() = default;
ArchiveReader::ArchiveReader(ArchiveReader&&) noexcept = default;
ArchiveReader& ArchiveReader::operator=(ArchiveReader&&) noexcept = default;

ArchiveReader::Status ArchiveReader::next(Game& game, SyntaxError& error) { return m_stream->next(game, error); }

std::string_view ArchiveReader::game_text() const { return m_stream->game_text(); }

std::string_view ArchiveReader::failed_game_text() const { return m_stream->failed_game_text(); }

const std::string& ArchiveReader::name() const { return m_stream->name(); }

ParsedArchive parse_string(std::string_view text, std::string name) {
  // One buffer for the whole text: no chunk boundaries, which makes this the
  // reference the streaming reader is tested against.
  const std::size_t whole = std::max<std::size_t>(text.size(), 1);
  detail::GameStream stream(std::make_unique<detail::StringSource>(text), name, whole,
                            std::max(whole, ArchiveReader::default_max_game_bytes));
  ParsedArchive archive;
  Game game;
  SyntaxError error;
  for (;;) {
    switch (stream.next(game, error)) {
      case ArchiveReader::Status::game: archive.games.push_back(std::move(game)); break;
      case ArchiveReader::Status::error: archive.errors.push_back(std::move(error)); break;
      case ArchiveReader::Status::end: return archive;
    }
  }
}

}  // namespace adomoc::parser
