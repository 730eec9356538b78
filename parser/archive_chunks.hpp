// Parsing one archive on several threads (issue 12, `validate -j N`,
// `import -j N`). The archive is cut into stretches where a game is likely
// to begin, each stretch is parsed on its own thread, and GameSequence takes
// the games in order. It takes a stretch's games only from where a reader
// going through the whole archive would stand, and reads the text itself
// wherever a cut fell inside a game (a tag line in a comment, a broken
// game): so the games are exactly those ArchiveReader gives, broken ones
// and their messages included, wherever the cuts fell.
#pragma once

#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parser/byte_sources.hpp"
#include "parser/read_game.hpp"
#include "parser/stream_input.hpp"

namespace adomoc::parser::detail {

class GameStream;

// A stretch's own text is at least kChunkBytes long, then cut before the
// next line that may start a game; the bytes after the cut that come with
// it let its last game be parsed to its end as a reader of the whole archive
// would. Where no such line comes for kMostChunkBytes, the cut is made at
// the start of a line, or failing that anywhere, so that a stretch of junk
// is not held whole.
inline constexpr std::size_t kChunkBytes = 64 * 1024;
inline constexpr std::size_t kMostChunkBytes = 1024 * 1024;
inline constexpr std::size_t kLookaheadBytes = 16 * 1024;

struct TextChunk {
  std::string text;   // its own bytes, then the first bytes of the next stretch
  std::size_t own = 0;
  Mark start;         // of text[0]: the start of a line, but after a cut made anywhere
  bool final = false;  // the archive ends with its text, which has nothing after its own
  // Final only: reading the stream failed after the text, with this message.
  std::optional<std::string> read_failure;
  std::uint64_t end_byte() const { return start.byte + own; }
};

// Reads a stream and cuts it into TextChunks.
class ArchiveCutter {
 public:
  explicit ArchiveCutter(std::istream& in) : m_source(in) {}
  // The next stretch; false once the final one was given.
  bool next(TextChunk& chunk);

 private:
  void read_more();
  std::size_t find_cut();
  std::size_t forced_cut() const;
  Mark mark_at(std::size_t offset) const;

  IstreamSource m_source;
  // Read and not yet given, from m_start on. A stretch takes this string
  // whole (its bytes are not copied), and the bytes after its cut are
  // copied into the string it gave back.
  std::string m_pending;
  Mark m_start;
  std::size_t m_searched = 0;  // no cut before this in m_pending
  bool m_ended = false;
  std::optional<std::string> m_failure;
  bool m_done = false;
  bool m_byte_order_mark = false;  // the archive starts with one: columns on line 1 count from after it
};

// The games of one stretch, parsed from its start.
struct ParsedChunk {
  // The first `count` are this stretch's, without their moves and
  // variations (parse_chunk); number not set.
  std::vector<ReadGame> games;
  std::size_t count = 0;
  // Where each game's parse began (after the white space before it), and
  // for a stretch not final, one more: where the next game's begins.
  std::vector<Mark> starts;
  // Whether the last start is the next game's for certain. It is not when
  // that game ran past the text: then it is where that game begins.
  bool stop_known = false;
};

// Parses `chunk`, each game into `game` first: `then(i, game)` is called
// as soon as the stretch's game i is parsed, whole, and parsing stops when
// it returns false. parsed.games[i] then takes the game's tags, place,
// text and error; its moves and variations stay in `game`, whose buffers
// the next game reuses while they are in the cache (refilling a stretch's
// own cost validate's threads a tenth more time).
void parse_chunk(const TextChunk& chunk, const std::string& name, ParsedChunk& parsed, ReadGame& game,
                 const std::function<bool(std::size_t, ReadGame&)>& then = {});

struct ArchiveChunk {
  TextChunk text;
  ParsedChunk parsed;
  std::uint64_t sequence = 0;
  std::exception_ptr unreadable;  // reading or parsing it failed: thrown when it is reached
  std::exception_ptr work_failure;  // from the work on games[work_failed_at]; the games after are not worked on
  std::size_t work_failed_at = 0;
};

// The games of an archive in order, from chunks taken in order from `pull`
// and given back to `release`.
class GameSequence {
 public:
  using Pull = std::function<ArchiveChunk&()>;
  using Release = std::function<void(ArchiveChunk&)>;
  GameSequence(std::string name, Pull pull, Release release);
  ~GameSequence();
  GameSequence(const GameSequence&) = delete;
  GameSequence& operator=(const GameSequence&) = delete;

  // A game of a chunk, worked on; or one read here, not worked on yet.
  struct Step {
    ArchiveChunk* chunk = nullptr;
    std::size_t index = 0;
    ReadGame* own = nullptr;
    bool end() const { return chunk == nullptr && own == nullptr; }
  };
  // The next game; end() after the last. Throws a chunk's failure where it
  // stands. Valid until the next call.
  Step next();
  // How many games were read here rather than taken from a chunk: none
  // unless a cut fell inside a game.
  std::size_t games_read_here() const { return m_games_read_here; }

 private:
  class ChunkSource;
  bool take_from_chunk(Step& step);
  bool take_read_here(Step& step);
  void pull();
  void next_chunk();
  void move_on();
  void enter();
  void read_here(Mark from);
  std::optional<std::size_t> worked_game_at(const Mark& start) const;

  std::string m_name;
  Pull m_pull;
  Release m_release;
  ArchiveChunk* m_chunk = nullptr;   // the current chunk; while reading here, the one being read
  std::size_t m_index = 0;            // the next of m_chunk's games
  std::optional<Mark> m_next_start;  // where the next game's parse begins, when known
  bool m_done = false;
  // Reading here: a reader of m_chunk's own text from m_read_at on, and of
  // the chunks after it, pulled as it needs them.
  std::unique_ptr<GameStream> m_stream;
  std::size_t m_read_at = 0;
  ReadGame m_own;
  std::size_t m_games_read_here = 0;
};

}  // namespace adomoc::parser::detail
