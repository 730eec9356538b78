#include "parser/archive_chunks.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string_view>
#include <utility>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "parser/game_stream.hpp"

namespace adomoc::parser::detail {
namespace {

// The start of the line holding text[offset].
std::size_t line_start(std::string_view text, std::size_t offset) {
  if (offset == 0) return 0;
  const std::size_t line_feed = text.rfind('\n', offset - 1);
  return line_feed == std::string_view::npos ? 0 : line_feed + 1;
}

// Sixteen bytes at a time: a line feed compares to all ones (-1), which
// is subtracted from a byte's count, 255 rounds at most before the counts
// are added up. (Eight bytes at a time, the count took a tenth of a
// stretch's cut, which one thread makes while the others may wait.)
std::size_t count_line_feeds(std::string_view text) {
  std::size_t count = 0, at = 0;
#ifdef __SSE2__
  const __m128i feeds = _mm_set1_epi8('\n');
  while (at + 16 <= text.size()) {
    __m128i counts = _mm_setzero_si128();
    for (int round = 0; round < 255 && at + 16 <= text.size(); ++round, at += 16) {
      const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + at));
      counts = _mm_sub_epi8(counts, _mm_cmpeq_epi8(bytes, feeds));
    }
    const __m128i sums = _mm_sad_epu8(counts, _mm_setzero_si128());
    count += static_cast<std::size_t>(_mm_cvtsi128_si64(sums)) +
             static_cast<std::size_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
  }
#endif
  for (; at < text.size(); ++at) count += text[at] == '\n';
  return count;
}

// What a stretch keeps of a game it parsed: its buffers go to `kept`, and
// `kept`'s old ones come back to `game` to be reused.
void keep_all_but_moves(ReadGame& game, ReadGame& kept) {
  kept.broken = game.broken;
  std::swap(kept.error, game.error);
  std::swap(kept.text, game.text);
  kept.game.tags.swap(game.game.tags);
  kept.game.start = game.game.start;
  kept.game.end_offset = game.game.end_offset;
  // A long game's moves are let go rather than kept in the thread's game.
  if (game.game.movetext.capacity() > kChunkBytes / 16) game.game = parser::Game();
}

// The chunk's text parsed in place; after it, the end of the input, or the
// failure the stream had there.
std::unique_ptr<GameStream> stream_on(const TextChunk& chunk, const std::string& name) {
  return std::make_unique<GameStream>(chunk.text, std::make_unique<StringSource>("", chunk.read_failure), name,
                                      ArchiveReader::default_max_game_bytes, chunk.start, chunk.start.byte);
}

}  // namespace

// ---- Cutting -------------------------------------------------------------

// Enough to cut a stretch most of the time: its own kChunkBytes, the games
// that end after them, and the lookahead; then a little more at a time, so
// that the bytes read past the cut, copied for the next stretch, are few.
void ArchiveCutter::read_more() {
  constexpr std::size_t kFirstRead = kChunkBytes + kLookaheadBytes + 4096, kMoreRead = 16 * 1024;
  const std::size_t held = m_pending.size();
  const std::size_t wanted = held < kFirstRead ? kFirstRead - held : std::max(kMoreRead, held / 4);
  m_pending.resize(held + wanted);
  std::size_t got = 0;
  try {
    while (got < wanted) {
      const std::size_t read = m_source.read(m_pending.data() + held + got, wanted - got);
      if (read == 0) break;
      got += read;
    }
  } catch (const InputError& failure) {
    m_failure = failure.message;
    m_ended = true;
  }
  m_pending.resize(held + got);
  if (got < wanted) m_ended = true;
  if (m_start.byte == 0) m_byte_order_mark = std::string_view(m_pending).starts_with("\xEF\xBB\xBF");
}

// A '[' that starts a line after a line that does not start with one: the
// first tag of a game, most likely. Only where kLookaheadBytes follow it.
std::size_t ArchiveCutter::find_cut() {
  const std::string_view text = m_pending;
  if (text.size() <= kLookaheadBytes) return std::string::npos;
  const std::size_t last = text.size() - kLookaheadBytes;
  std::size_t at = std::max(m_searched, kChunkBytes);
  while (at <= last) {
    const void* line_feed = std::memchr(text.data() + at - 1, '\n', last - at + 1);
    if (line_feed == nullptr) break;
    const auto cut = static_cast<std::size_t>(static_cast<const char*>(line_feed) - text.data()) + 1;
    if (text[cut] == '[' && text[line_start(text, cut - 1)] != '[') return cut;
    at = cut + 1;
  }
  m_searched = last + 1;
  return std::string::npos;
}

// No line that may start a game for kMostChunkBytes: the last line start
// before that, or that place.
std::size_t ArchiveCutter::forced_cut() const {
  const std::string_view text = m_pending;
  if (text.size() < kMostChunkBytes + kLookaheadBytes) return std::string::npos;
  const std::size_t line_feed = text.rfind('\n', kMostChunkBytes - 1);
  return line_feed != std::string::npos && line_feed + 1 >= kChunkBytes ? line_feed + 1 : kMostChunkBytes;
}

// Where m_pending[offset] stands, as the reader counts: columns count bytes,
// on line 1 from after a byte order mark.
Mark ArchiveCutter::mark_at(std::size_t offset) const {
  const std::string_view text = m_pending;
  const std::size_t lines = count_line_feeds(text.substr(0, offset));
  if (lines > 0) return Mark{m_start.byte + offset, m_start.line + lines, offset - line_start(text, offset) + 1};
  if (m_start.byte == 0 && m_byte_order_mark) return Mark{offset, 1, offset - 2};
  return Mark{m_start.byte + offset, m_start.line, m_start.column + offset};
}

bool ArchiveCutter::next(TextChunk& chunk) {
  if (m_done) return false;
  std::size_t cut = find_cut();
  while (cut == std::string::npos && !m_ended) {
    read_more();
    cut = find_cut();
    if (cut == std::string::npos) cut = forced_cut();
  }
  chunk.start = m_start;
  if (cut == std::string::npos) {
    chunk.text.swap(m_pending);
    m_pending.clear();
    chunk.own = chunk.text.size();
    chunk.final = true;
    chunk.read_failure = m_failure;
    m_done = true;
    return true;
  }
  m_start = mark_at(cut);
  chunk.text.swap(m_pending);
  m_pending.assign(chunk.text, cut);
  chunk.text.resize(cut + kLookaheadBytes);
  chunk.own = cut;
  chunk.final = false;
  chunk.read_failure.reset();
  m_searched = 0;
  return true;
}

// ---- Parsing a stretch -----------------------------------------------------

void parse_chunk(const TextChunk& chunk, const std::string& name, ParsedChunk& parsed, ReadGame& game,
                 const std::function<bool(std::size_t, ReadGame&)>& then) {
  parsed.count = 0;
  parsed.starts.clear();
  parsed.stop_known = false;
  const std::unique_ptr<GameStream> stream = stream_on(chunk, name);
  for (;;) {
    const std::optional<Mark> start = stream->skip_to_next_start();
    if (!chunk.final && (!start || stream->ran_out() || start->byte >= chunk.end_byte())) {
      parsed.starts.push_back(start.value_or(stream->here()));
      parsed.stop_known = start && !stream->ran_out();
      return;
    }
    const bool read_one = read_next(*stream, game, 0);
    if (!chunk.final && stream->ran_out()) {  // this game may go on past the text
      parsed.starts.push_back(*start);
      return;
    }
    if (!read_one) return;
    parsed.starts.push_back(start.value_or(stream->here()));
    const bool go_on = !then || then(parsed.count, game);
    if (parsed.count == parsed.games.size()) parsed.games.emplace_back();
    keep_all_but_moves(game, parsed.games[parsed.count]);
    ++parsed.count;
    if (!go_on) return;
  }
}

// ---- Taking the games in order -------------------------------------------

// The own text of the chunks from m_chunk on, for reading here: the chunks
// are pulled and released as the reader goes.
class GameSequence::ChunkSource final : public ByteSource {
 public:
  explicit ChunkSource(GameSequence& sequence) : m_sequence(sequence) {}

  std::size_t read(char* out, std::size_t size) override {
    if (!more()) {
      if (m_sequence.m_chunk->text.read_failure) throw InputError{*m_sequence.m_chunk->text.read_failure};
      return 0;
    }
    const TextChunk& text = m_sequence.m_chunk->text;
    const std::size_t count = std::min(size, text.own - m_sequence.m_read_at);
    std::memcpy(out, text.text.data() + m_sequence.m_read_at, count);
    m_sequence.m_read_at += count;
    return count;
  }

  bool at_end() override { return !more(); }

 private:
  bool more() {
    for (;;) {
      const TextChunk& text = m_sequence.m_chunk->text;
      if (m_sequence.m_read_at < text.own) return true;
      if (text.final) return false;
      m_sequence.next_chunk();
      m_sequence.m_read_at = 0;
    }
  }

  GameSequence& m_sequence;
};

GameSequence::GameSequence(std::string name, Pull pull, Release release)
    : m_name(std::move(name)), m_pull(std::move(pull)), m_release(std::move(release)) {}

GameSequence::~GameSequence() = default;

GameSequence::Step GameSequence::next() {
  Step step;
  while (!m_done) {
    if (m_chunk == nullptr) {  // the archive's first stretch, parsed from the archive's start
      pull();
      m_index = 0;
      continue;
    }
    if (m_stream ? take_read_here(step) : take_from_chunk(step)) return step;
  }
  return step;
}

void GameSequence::pull() {
  m_chunk = &m_pull();
  if (m_chunk->unreadable) std::rethrow_exception(m_chunk->unreadable);
}

bool GameSequence::take_from_chunk(Step& step) {
  const ArchiveChunk& chunk = *m_chunk;
  const ParsedChunk& parsed = chunk.parsed;
  if (chunk.work_failure && m_index == chunk.work_failed_at) std::rethrow_exception(chunk.work_failure);
  if (m_index < parsed.count) {
    step = {m_chunk, m_index, nullptr};
    ++m_index;
    m_next_start.reset();
    if (m_index < parsed.starts.size()) m_next_start = parsed.starts[m_index];
    return true;
  }
  if (chunk.text.final) {
    m_done = true;
  } else if (parsed.stop_known) {
    move_on();
  } else {
    read_here(parsed.starts.empty() ? chunk.text.start : parsed.starts[parsed.count]);
  }
  return false;
}

// Gives the current chunk back before taking the next: a thread may be
// waiting for a free chunk to cut into.
void GameSequence::next_chunk() {
  m_release(*m_chunk);
  m_chunk = nullptr;
  pull();
}

void GameSequence::move_on() {
  next_chunk();
  enter();
}

// Where the next game begins (m_next_start) in the chunk just taken: at one
// of its games, past it, or in a stretch to read here.
void GameSequence::enter() {
  for (;;) {
    if (const std::optional<std::size_t> index = worked_game_at(*m_next_start)) {
      m_index = *index;
      return;
    }
    if (m_chunk->text.final || m_next_start->byte < m_chunk->text.end_byte()) break;
    next_chunk();
  }
  read_here(*m_next_start);
}

// The index of the game of m_chunk whose parse began at `start`, when a
// worker parsed it (or stopped there, knowing it) and worked on it.
std::optional<std::size_t> GameSequence::worked_game_at(const Mark& start) const {
  const ArchiveChunk& chunk = *m_chunk;
  const std::vector<Mark>& starts = chunk.parsed.starts;
  const auto found = std::lower_bound(starts.begin(), starts.end(), start.byte,
                                      [](const Mark& mark, std::uint64_t byte) { return mark.byte < byte; });
  if (found == starts.end() || found->byte != start.byte) return std::nullopt;
  const auto index = static_cast<std::size_t>(found - starts.begin());
  if (index == chunk.parsed.count && !chunk.parsed.stop_known) return std::nullopt;
  if (chunk.work_failure && index > chunk.work_failed_at) return std::nullopt;
  return index;
}

// Reads here from `from`, a place between two games as a reader of the
// whole archive finds them (at the next one's first byte, or before it with
// only white space between), in m_chunk or a chunk after it.
void GameSequence::read_here(Mark from) {
  while (!m_chunk->text.final && from.byte >= m_chunk->text.end_byte()) next_chunk();
  const TextChunk& text = m_chunk->text;
  if (from.byte < text.start.byte) throw std::logic_error("the games of an archive were taken out of order");
  // From the start of its line, for the line an error message quotes.
  const auto offset = static_cast<std::size_t>(from.byte - text.start.byte);
  const std::size_t line = line_start(text.text, offset);
  const bool line_in_chunk = line > 0 || text.start.column == 1;
  m_read_at = line_in_chunk ? line : 0;
  const Mark first = line_in_chunk ? Mark{text.start.byte + line, from.line, 1} : text.start;
  m_stream = std::make_unique<GameStream>(std::make_unique<ChunkSource>(*this), m_name,
                                          ArchiveReader::default_buffer_bytes,
                                          ArchiveReader::default_max_game_bytes, first, from.byte);
}

bool GameSequence::take_read_here(Step& step) {
  const std::optional<Mark> start = m_stream->skip_to_next_start();
  // Where a worker's games begin again, they are taken.
  if (start) {
    if (const std::optional<std::size_t> index = worked_game_at(*start)) {
      m_stream.reset();
      m_index = *index;
      m_next_start = start;
      return false;
    }
  }
  if (!read_next(*m_stream, m_own, 0)) {
    m_done = true;
    return false;
  }
  ++m_games_read_here;
  step = {nullptr, 0, &m_own};
  return true;
}

}  // namespace adomoc::parser::detail
