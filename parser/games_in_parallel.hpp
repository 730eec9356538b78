// Working on the games of an archive on several threads, in order (issue
// 12, `validate -j N`, `import -j N`): one thread reads the games with an
// ArchiveReader and hands them out in chunks through a bounded queue,
// worker threads turn each game into a result, and the calling thread takes
// the results in the order of the games. So what the caller does with them
// (print a report, write a database) is the same whatever the number of
// threads, and memory is bounded by the chunks in flight, not the archive.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "parser/game.hpp"
#include "parser/reader.hpp"

namespace adomoc::parser {

// A game as read, owned, so that another thread can take it.
struct ReadGame {
  bool broken = false;  // a syntax error: `error` says what, and `game` holds nothing to use
  Game game;
  SyntaxError error;
  std::string text;  // game_text(), or failed_game_text() for a broken game
  int number = 0;    // 1-based within its archive
};

// Reads the next game into `read` (reusing its capacity); false at the end.
inline bool read_next(ArchiveReader& reader, ReadGame& read, int number) {
  const ArchiveReader::Status status = reader.next(read.game, read.error);
  if (status == ArchiveReader::Status::end) return false;
  read.broken = status == ArchiveReader::Status::error;
  read.text.assign(read.broken ? reader.failed_game_text() : reader.game_text());
  read.number = number;
  return true;
}

// Calls work(read, result) for every game of `reader` and then
// consume(read, result) on the calling thread, in the order of the games;
// consume returns false to stop there. With `threads` 1 or less all of it
// runs on the calling thread, game after game; with more, `threads`
// threads work while one reads ahead, a few chunks at most. Returns whether
// every game was consumed. `Result` is default-constructible; a worker
// reuses the objects it is given, so work assigns every field.
//
// An exception from reading or from work reaches the calling thread where
// the game it broke on would have been consumed, after the games before it;
// one from consume (a database that fails) stops the threads, which finish
// the game they are on, and goes on up.
template <class Result, class Work, class Consume>
bool for_each_game_in_order(ArchiveReader& reader, int threads, Work&& work, Consume&& consume);

namespace detail {

// A chunk ends after this many games, or once its games' text reaches
// kBytesPerChunk; the reader waits while kMostBytesInFlight of text is read
// and not yet consumed. So a few long games (a parsed game takes about 15
// times its text) are not held by the dozen, and a slot that held a long
// game gives its memory back before it is reused.
inline constexpr std::size_t kGamesPerChunk = 64;
inline constexpr std::size_t kBytesPerChunk = 256 * 1024;
inline constexpr std::size_t kMostBytesInFlight = 4 * 1024 * 1024;

template <class Result>
struct Chunk {
  std::vector<ReadGame> games = std::vector<ReadGame>(kGamesPerChunk);
  std::vector<Result> results = std::vector<Result>(kGamesPerChunk);
  std::size_t count = 0;          // games read into it
  std::size_t bytes = 0;          // their text
  std::uint64_t sequence = 0;     // its place among the chunks
  std::exception_ptr failure;     // thrown at games[count] by reading, or at games[failed_at] by work
  std::size_t failed_at = 0;
  bool last = false;              // the end of the archive, or a failure to read
};

// The threads and the queues between them. The destructor stops and joins
// the threads, however the caller leaves.
template <class Result, class Work>
class GamePipeline {
 public:
  GamePipeline(ArchiveReader& reader, int threads, Work& work)
      : reader_(reader), work_(work), ready_(2 * static_cast<std::size_t>(threads) + 2) {
    for (std::size_t i = 0; i < ready_.size(); ++i) {
      pool_.push_back(std::make_unique<Chunk<Result>>());
      free_.push_back(pool_.back().get());
    }
    try {
      reader_thread_ = std::thread([this] { read_chunks(); });
      for (int i = 0; i < threads; ++i) workers_.emplace_back([this] { work_on_chunks(); });
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
    Chunk<Result>*& slot = ready_[next_ % ready_.size()];
    worked_.wait(lock, [&] { return slot != nullptr; });
    Chunk<Result>* chunk = std::exchange(slot, nullptr);
    ++next_;
    return *chunk;
  }

  // Gives a consumed chunk back to the reader.
  void release(Chunk<Result>& chunk) {
    {
      const std::lock_guard lock(mutex_);
      free_.push_back(&chunk);
      bytes_in_flight_ -= chunk.bytes;
    }
    free_or_cancelled_.notify_one();
  }

 private:
  void read_chunks() {
    for (std::uint64_t sequence = 0, number = 1;; ++sequence) {
      Chunk<Result>* chunk = nullptr;
      {
        std::unique_lock lock(mutex_);
        free_or_cancelled_.wait(
            lock, [&] { return cancelled_ || (!free_.empty() && bytes_in_flight_ < kMostBytesInFlight); });
        if (cancelled_) return;
        chunk = free_.back();
        free_.pop_back();
      }
      chunk->sequence = sequence;
      fill(*chunk, number);
      {
        const std::lock_guard lock(mutex_);
        to_work_.push_back(chunk);
        bytes_in_flight_ += chunk->bytes;
        reading_done_ = chunk->last;
      }
      if (!chunk->last) {
        work_or_done_.notify_one();
        continue;
      }
      work_or_done_.notify_all();  // the workers with nothing left to take end
      return;
    }
  }

  void stop() {
    {
      const std::lock_guard lock(mutex_);
      cancelled_ = true;
    }
    free_or_cancelled_.notify_all();
    work_or_done_.notify_all();
    for (std::thread& t : workers_) t.join();
    if (reader_thread_.joinable()) reader_thread_.join();
  }

  // Reads games into `chunk` up to its limits; `number` is the next game's.
  void fill(Chunk<Result>& chunk, std::uint64_t& number) {
    chunk.count = chunk.bytes = 0;
    chunk.failure = nullptr;
    chunk.last = false;
    try {
      while (chunk.count < chunk.games.size() && chunk.bytes < kBytesPerChunk) {
        ReadGame& read = chunk.games[chunk.count];
        if (read.text.capacity() > kBytesPerChunk) {
          read = ReadGame();
          chunk.results[chunk.count] = Result();
        }
        if (!read_next(reader_, read, static_cast<int>(number))) {
          chunk.last = true;
          return;
        }
        chunk.bytes += read.text.size();
        ++chunk.count, ++number;
      }
    } catch (...) {
      chunk.failure = std::current_exception();
      chunk.failed_at = chunk.count;
      chunk.last = true;
    }
  }

  void work_on_chunks() {
    for (;;) {
      Chunk<Result>* chunk = nullptr;
      {
        std::unique_lock lock(mutex_);
        work_or_done_.wait(lock, [&] { return cancelled_ || !to_work_.empty() || reading_done_; });
        if (cancelled_ || to_work_.empty()) return;
        chunk = to_work_.front();
        to_work_.pop_front();
      }
      const std::size_t end = chunk->failure ? chunk->failed_at : chunk->count;
      for (std::size_t i = 0; i < end && !cancelled_; ++i) {
        try {
          work_(chunk->games[i], chunk->results[i]);
        } catch (...) {
          chunk->failure = std::current_exception();
          chunk->failed_at = i;
          break;
        }
      }
      {
        const std::lock_guard lock(mutex_);
        ready_[chunk->sequence % ready_.size()] = chunk;
      }
      worked_.notify_one();
    }
  }

  ArchiveReader& reader_;
  Work& work_;
  std::mutex mutex_;
  std::condition_variable free_or_cancelled_, work_or_done_, worked_;
  std::vector<std::unique_ptr<Chunk<Result>>> pool_;
  std::vector<Chunk<Result>*> free_;
  std::deque<Chunk<Result>*> to_work_;  // in the order read
  // Worked chunks by sequence: at most pool_.size() are out, so each has its own slot.
  std::vector<Chunk<Result>*> ready_;
  std::uint64_t next_ = 0;
  std::size_t bytes_in_flight_ = 0;  // the text of the chunks read and not yet released
  // Set under the mutex, so that no wait misses it; read without it by a
  // worker between two games.
  std::atomic<bool> cancelled_ = false;
  bool reading_done_ = false;
  std::thread reader_thread_;
  std::vector<std::thread> workers_;
};

}  // namespace detail

template <class Result, class Work, class Consume>
bool for_each_game_in_order(ArchiveReader& reader, int threads, Work&& work, Consume&& consume) {
  if (threads <= 1) {
    ReadGame read;
    Result result;
    for (int number = 1; read_next(reader, read, number); ++number) {
      work(read, result);
      if (!consume(read, result)) return false;
    }
    return true;
  }
  detail::GamePipeline<Result, std::remove_reference_t<Work>> pipeline(reader, threads, work);
  for (;;) {
    detail::Chunk<Result>& chunk = pipeline.next();
    const std::size_t end = chunk.failure ? chunk.failed_at : chunk.count;
    for (std::size_t i = 0; i < end; ++i)
      if (!consume(chunk.games[i], chunk.results[i])) return false;
    if (chunk.failure) std::rethrow_exception(chunk.failure);
    const bool last = chunk.last;
    pipeline.release(chunk);
    if (last) return true;
  }
}

}  // namespace adomoc::parser
