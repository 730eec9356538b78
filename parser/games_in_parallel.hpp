// Working on the games of an archive on several threads, in order (issue
// 12, `validate -j N`, `import -j N`): each thread in turn cuts the next
// stretch off the archive's text (parser/archive_chunks.hpp), parses it and
// turns each game into a result, and the calling thread, which does the
// same while it waits, takes the results in the order of the games. So
// what the caller does with them (print a report, write a database) is the
// same whatever the number of threads, and memory is bounded by the
// stretches in flight, not the archive.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "parser/archive_chunks.hpp"
#include "parser/read_game.hpp"
#include "parser/reader.hpp"

namespace adomoc::parser {

// Calls work(read, result) for every game of the archive `in` (named
// `name` in messages, as ArchiveReader names it) and then consume(read,
// result) on the calling thread, in the order of the games, with
// read.number set; consume returns false to stop there. With `threads` 1 or
// less all of it runs on the calling thread, game after game; with more,
// the calling thread and `threads` - 1 more cut, parse and work, a few
// stretches ahead of consume at most. Then work sees read.number 0: the
// number of a game is known only once the games before it are. Returns
// whether every game was consumed. `Result` is default-constructible; a
// worker reuses the objects it is given, so work assigns every field.
//
// Work sees the whole game. Consume may see it without its moves and
// variations (tags, place, text and error are there): a game parsed by a
// worker keeps its moves in the worker's own buffers, which stay in its
// core's cache, and only the rest goes on with the stretch (ParsedChunk).
// What consume needs of the moves, work puts in the result.
//
// An exception from work reaches the calling thread where the game it broke
// on would have been consumed, after the games before it; one from reading
// (other than a stream that fails, which is a syntax error as ArchiveReader
// reports it) where its stretch would have been; one from consume (a
// database that fails) stops the threads, which finish the stretch they are
// on, and goes on up.
template <class Result, class Work, class Consume>
bool for_each_game_in_order(std::istream& in, const std::string& name, int threads, Work&& work, Consume&& consume);

namespace detail {

// No thread cuts while kMostBytesInFlight of text is cut and not yet
// consumed, so a few long games are not held by the dozen; and a chunk
// given back lets go of its long games' text, rather than keep it until it
// is cut into again.
inline constexpr std::size_t kMostBytesInFlight = 2 * 1024 * 1024;

template <class Result>
struct Chunk : ArchiveChunk {
  std::vector<Result> results;
};

// The threads and what they share. Every thread, the caller's included,
// does the same step while it can: cut the next stretch off the archive
// and work on it; the caller takes the worked stretches in order, and cuts
// and works itself while the next is not ready. No thread waits for
// another's hand-over in the steady state: on a virtual machine, waking a
// thread costs about what a stretch's printing does. The destructor stops
// and joins the threads, however the caller leaves.
template <class Result, class Work>
class GamePipeline {
 public:
  GamePipeline(std::istream& in, std::string name, int threads, Work& work)
      : cutter_(in), name_(std::move(name)), work_(work), ready_(static_cast<std::size_t>(threads) + 2) {
    for (std::size_t i = 0; i < ready_.size(); ++i) {
      pool_.push_back(std::make_unique<Chunk<Result>>());
      free_.push_back(pool_.back().get());
    }
    try {
      for (int i = 1; i < threads; ++i) workers_.emplace_back([this] { work_on_chunks(); });
    } catch (...) {  // no thread to be had: those started are stopped before the error goes up
      stop();
      throw;
    }
  }

  ~GamePipeline() { stop(); }

  GamePipeline(const GamePipeline&) = delete;
  GamePipeline& operator=(const GamePipeline&) = delete;

  // The next chunk in order, once worked on.
  Chunk<Result>& next() {
    std::unique_lock lock(mutex_);
    for (;;) {
      Chunk<Result>*& slot = ready_[next_ % ready_.size()];
      if (slot != nullptr) {
        Chunk<Result>* chunk = std::exchange(slot, nullptr);
        ++next_;
        return *chunk;
      }
      if (!cut_and_work(lock, callers_game_)) wait(lock);
    }
  }

  // Gives a consumed chunk back, to be cut into again.
  void release(Chunk<Result>& chunk) {
    std::vector<ReadGame>& games = chunk.parsed.games;
    for (std::size_t i = 0; i < games.size(); ++i) {
      if (games[i].text.capacity() <= kChunkBytes) continue;
      games[i] = ReadGame();
      if (i < chunk.results.size()) chunk.results[i] = Result();
    }
    const std::lock_guard lock(mutex_);
    free_.push_back(&chunk);
    bytes_in_flight_ -= chunk.text.text.size();
    wake_waiting();
  }

 private:
  // With the lock held: cuts the next stretch and works on it, the lock
  // let go meanwhile, each game parsed into the thread's own `game`; false,
  // having done nothing, when the archive is cut to its end, another thread
  // is cutting, or every chunk of the pool (or kMostBytesInFlight of text)
  // waits to be consumed.
  bool cut_and_work(std::unique_lock<std::mutex>& lock, ReadGame& game) {
    if (cancelled_ || cut_to_end_ || cutting_ || free_.empty() || bytes_in_flight_ >= kMostBytesInFlight)
      return false;
    Chunk<Result>* chunk = free_.back();
    free_.pop_back();
    cutting_ = true;
    chunk->sequence = sequence_++;
    lock.unlock();
    chunk->unreadable = nullptr;
    try {
      cutter_.next(chunk->text);
    } catch (...) {
      chunk->unreadable = std::current_exception();
      chunk->text.final = true;
    }
    lock.lock();
    cutting_ = false;
    cut_to_end_ = chunk->text.final;
    bytes_in_flight_ += chunk->text.text.size();
    wake_waiting();  // another thread may cut now
    lock.unlock();
    parse_and_work(*chunk, game);
    lock.lock();
    ready_[chunk->sequence % ready_.size()] = chunk;
    wake_waiting();  // the caller, if it waits for this one
    return true;
  }

  void wait(std::unique_lock<std::mutex>& lock) {
    ++waiting_;
    changed_.wait(lock);
    --waiting_;
  }

  // With the lock held. Threads wait seldom, and each waiting one may be
  // the one that can go on (the caller for its chunk, any for a cut).
  void wake_waiting() {
    if (waiting_ > 0) changed_.notify_all();
  }

  void stop() {
    {
      const std::lock_guard lock(mutex_);
      cancelled_ = true;
    }
    changed_.notify_all();
    for (std::thread& t : workers_) t.join();
  }

  // Each game is worked on as soon as it is parsed, while it is in the
  // cache: parsing the whole chunk first costs a fifth more.
  void parse_and_work(Chunk<Result>& chunk, ReadGame& game) {
    chunk.work_failure = nullptr;
    if (chunk.unreadable) return;
    const auto work_on = [&](std::size_t i, ReadGame& read) {
      if (cancelled_) return false;
      if (chunk.results.size() <= i) chunk.results.resize(i + 1);
      try {
        work_(read, chunk.results[i]);
      } catch (...) {
        chunk.work_failure = std::current_exception();
        chunk.work_failed_at = i;
        return false;
      }
      return true;
    };
    try {
      parse_chunk(chunk.text, name_, chunk.parsed, game, work_on);
    } catch (...) {
      chunk.unreadable = std::current_exception();
    }
  }

  void work_on_chunks() {
    ReadGame game;
    std::unique_lock lock(mutex_);
    while (!cancelled_ && !cut_to_end_)
      if (!cut_and_work(lock, game)) wait(lock);
  }

  ArchiveCutter cutter_;
  std::string name_;
  Work& work_;
  std::mutex mutex_;
  std::condition_variable changed_;
  int waiting_ = 0;
  std::vector<std::unique_ptr<Chunk<Result>>> pool_;
  std::vector<Chunk<Result>*> free_;
  // Worked chunks by sequence: at most pool_.size() are out, so each has its own slot.
  std::vector<Chunk<Result>*> ready_;
  std::uint64_t sequence_ = 0;  // of the next chunk cut
  std::uint64_t next_ = 0;      // of the next chunk consumed
  std::size_t bytes_in_flight_ = 0;  // the text of the chunks cut and not yet released
  bool cutting_ = false;
  bool cut_to_end_ = false;
  // Set under the mutex, so that no wait misses it; read without it by a
  // worker between two games.
  std::atomic<bool> cancelled_ = false;
  ReadGame callers_game_;  // the calling thread's, for the stretches it works on
  std::vector<std::thread> workers_;
};

}  // namespace detail

template <class Result, class Work, class Consume>
bool for_each_game_in_order(std::istream& in, const std::string& name, int threads, Work&& work, Consume&& consume) {
  if (threads <= 1) {
    ArchiveReader reader(in, name);
    ReadGame read;
    Result result;
    for (int number = 1; read_next(reader, read, number); ++number) {
      work(read, result);
      if (!consume(read, result)) return false;
    }
    return true;
  }
  using Pipeline = detail::GamePipeline<Result, std::remove_reference_t<Work>>;
  Pipeline pipeline(in, name, threads, work);
  detail::GameSequence sequence(
      name, [&]() -> detail::ArchiveChunk& { return pipeline.next(); },
      [&](detail::ArchiveChunk& chunk) { pipeline.release(static_cast<detail::Chunk<Result>&>(chunk)); });
  Result own_result;
  for (int number = 1;; ++number) {
    const detail::GameSequence::Step step = sequence.next();
    if (step.end()) return true;
    ReadGame& read = step.own != nullptr ? *step.own : step.chunk->parsed.games[step.index];
    Result& result =
        step.own != nullptr ? own_result : static_cast<detail::Chunk<Result>*>(step.chunk)->results[step.index];
    if (step.own != nullptr) work(read, result);
    read.number = number;
    if (!consume(read, result)) return false;
  }
}

}  // namespace adomoc::parser
