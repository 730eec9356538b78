// Working on the games of an archive on several threads, in order (issue
// 12, `validate -j N`, `import -j N`): one thread cuts the archive's text
// into stretches (parser/archive_chunks.hpp) and hands them out through a
// bounded queue, worker threads parse each stretch and turn each game into a
// result, and the calling thread takes the results in the order of the
// games. So what the caller does with them (print a report, write a
// database) is the same whatever the number of threads, and memory is
// bounded by the stretches in flight, not the archive.
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

#include "parser/archive_chunks.hpp"
#include "parser/read_game.hpp"
#include "parser/reader.hpp"

namespace adomoc::parser {

// Calls work(read, result) for every game of the archive `in` (named
// `name` in messages, as ArchiveReader names it) and then consume(read,
// result) on the calling thread, in the order of the games, with
// read.number set; consume returns false to stop there. With `threads` 1 or
// less all of it runs on the calling thread, game after game; with more,
// `threads` threads parse and work while one reads ahead, a few stretches at
// most. Then work sees read.number 0: the number of a game is known only
// once the games before it are. Returns whether every game was consumed.
// `Result` is default-constructible; a worker reuses the objects it is
// given, so work assigns every field.
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

// The reader waits while kMostBytesInFlight of text is read and not yet
// consumed, so a few long games (a parsed game takes about 15 times its
// text) are not held by the dozen; and a chunk given back lets go of its
// long games, rather than keep them until it is read into again.
inline constexpr std::size_t kMostBytesInFlight = 2 * 1024 * 1024;

template <class Result>
struct Chunk : ArchiveChunk {
  std::vector<Result> results;
};

// The threads and the queues between them. The destructor stops and joins
// the threads, however the caller leaves.
template <class Result, class Work>
class GamePipeline {
 public:
  GamePipeline(std::istream& in, std::string name, int threads, Work& work)
      : cutter_(in), name_(std::move(name)), work_(work), ready_(2 * static_cast<std::size_t>(threads) + 2) {
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
    std::vector<ReadGame>& games = chunk.parsed.games;
    for (std::size_t i = 0; i < games.size(); ++i) {
      if (games[i].text.capacity() <= kChunkBytes && games[i].game.movetext.capacity() <= kChunkBytes / 16) continue;
      games[i] = ReadGame();
      if (i < chunk.results.size()) chunk.results[i] = Result();
    }
    bool wake = false;
    {
      const std::lock_guard lock(mutex_);
      free_.push_back(&chunk);
      bytes_in_flight_ -= chunk.text.text.size();
      // The reader is woken once it can read several chunks in a row: waking
      // it for each costs more than cutting the chunk (issue 12).
      wake = 2 * free_.size() >= pool_.size() || 2 * bytes_in_flight_ < kMostBytesInFlight;
    }
    if (wake) free_or_cancelled_.notify_one();
  }

 private:
  void read_chunks() {
    for (std::uint64_t sequence = 0;; ++sequence) {
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
      chunk->unreadable = nullptr;
      try {
        cutter_.next(chunk->text);
      } catch (...) {
        chunk->unreadable = std::current_exception();
        chunk->text.final = true;
      }
      const bool last = chunk->text.final;
      {
        const std::lock_guard lock(mutex_);
        to_work_.push_back(chunk);
        bytes_in_flight_ += chunk->text.text.size();
        reading_done_ = last;
      }
      if (!last) {
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

  // Each game is worked on as soon as it is parsed, while it is in the
  // cache: parsing the whole chunk first costs a fifth more.
  void parse_and_work(Chunk<Result>& chunk) {
    chunk.work_failure = nullptr;
    if (chunk.unreadable) return;
    const auto work_on = [&](std::size_t i) {
      if (cancelled_) return false;
      if (chunk.results.size() <= i) chunk.results.resize(i + 1);
      try {
        work_(chunk.parsed.games[i], chunk.results[i]);
      } catch (...) {
        chunk.work_failure = std::current_exception();
        chunk.work_failed_at = i;
        return false;
      }
      return true;
    };
    try {
      parse_chunk(chunk.text, name_, chunk.parsed, work_on);
    } catch (...) {
      chunk.unreadable = std::current_exception();
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
      parse_and_work(*chunk);
      bool wake = false;
      {
        const std::lock_guard lock(mutex_);
        ready_[chunk->sequence % ready_.size()] = chunk;
        // The consumer, faster than the workers, is woken once two chunks
        // in a row are ready for it (or the last is): on a virtual machine a
        // wake-up costs about what a chunk's printing does.
        const Chunk<Result>* after = ready_[(next_ + 1) % ready_.size()];
        wake = ready_[next_ % ready_.size()] != nullptr &&
               (after != nullptr || ready_[next_ % ready_.size()]->text.final || chunk->text.final);
      }
      if (wake) worked_.notify_one();
    }
  }

  ArchiveCutter cutter_;
  std::string name_;
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
