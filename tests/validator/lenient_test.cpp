// The slips of NOTATION.md 6, one test per case: under --lenient each is
// repaired with a warning naming its place and the repair, and the record
// written back is the repaired one; without --lenient each is a fault that
// says what to write instead. What is not certain stays a fault.
#include <gtest/gtest.h>

#include <string>

#include "parser/reader.hpp"
#include "parser/writer.hpp"
#include "validator/replay.hpp"

namespace adomoc {
namespace {

// A centred game (the sample of docs/rules.md), light the winner.
const std::string centred_game =
    "1. F^c3c6 F^h3h6 2. F^c6c8 F^h6h8 3. M^c2d3oc3 M^h2i3oh3 4. M^d3g6 M^i3b6 5. M^g6i8 M^b6d8 "
    "6. Fc3d3 Fg3g4 7. S^c1c4 Fg4g5 8. S^c4f7 Fg5g6 9. S^f7f9*";

struct Checked {
  GameCheck check;
  std::string written;  // the game written back after the check
};

Checked check_text(const std::string& text, bool lenient) {
  parser::ParsedArchive parsed = parser::parse_string(text, "slips.adn");
  EXPECT_TRUE(parsed.errors.empty()) << (parsed.errors.empty() ? "" : parser::describe(parsed.errors[0]));
  EXPECT_EQ(parsed.games.size(), 1u) << text;
  if (parsed.games.empty()) return {};
  parser::Game& game = parsed.games[0];
  GameCheck check = check_game(game, {lenient, nullptr});
  return {std::move(check), parser::canonical(game)};
}

Checked lenient(const std::string& text) { return check_text(text, true); }
Checked strict(const std::string& text) { return check_text(text, false); }

void expect_warning(const Checked& c, std::size_t index, int ply, std::uint32_t line, std::uint32_t column,
                    const std::string& move, const std::string& message) {
  ASSERT_GT(c.check.warnings.size(), index) << c.written;
  const Warning& w = c.check.warnings[index];
  EXPECT_EQ(w.ply, ply);
  EXPECT_EQ(w.pos.line, line);
  EXPECT_EQ(w.pos.column, column);
  EXPECT_EQ(w.move, move);
  EXPECT_EQ(w.message, message);
}

void expect_fault(const Checked& c, Rule rule, int ply, std::uint32_t line, std::uint32_t column,
                  const std::string& message) {
  ASSERT_TRUE(c.check.fault.has_value()) << c.written;
  const Fault& f = *c.check.fault;
  EXPECT_EQ(rule_name(f.rule), rule_name(rule));
  EXPECT_EQ(f.ply, ply);
  EXPECT_EQ(f.pos.line, line);
  EXPECT_EQ(f.pos.column, column);
  EXPECT_EQ(f.message, message);
}

// ---- A move's piece letter ---------------------------------------------------

TEST(Lenient, LowercasePieceLetter) {
  const Checked c = lenient("1. F^c3c5 f^h3h6\n");
  EXPECT_TRUE(c.check.valid());
  ASSERT_EQ(c.check.warnings.size(), 1u);
  expect_warning(c, 0, 2, 1, 11, "f^h3h6", "piece letters are capitals: write 'F^h3h6'");
  EXPECT_EQ(c.written, "1. F^c3c5 F^h3h6\n");
}

TEST(Lenient, LowercasePieceLetterWithoutItsCaret) {
  const Checked c = lenient("1. fc3c5\n");
  EXPECT_TRUE(c.check.valid());
  ASSERT_EQ(c.check.warnings.size(), 2u);
  expect_warning(c, 0, 1, 1, 4, "fc3c5", "piece letters are capitals: write 'Fc3c5'");
  expect_warning(c, 1, 1, 1, 4, "fc3c5", "the foot on c3 is light's prime foot: write it with '^'");
  EXPECT_EQ(c.written, "1. F^c3c5\n");
}

TEST(Strict, LowercasePieceLetterSaysWhatToWrite) {
  const Checked c = strict("1. F^c3c5 f^h3h6\n");
  expect_fault(c, Rule::piece_letter, 2, 1, 11, "f^h3h6: piece letters are capitals: write 'F^h3h6'");
  EXPECT_EQ(c.written, "1. F^c3c5 f^h3h6\n");  // written as it was
}

TEST(Lenient, LowercaseLetterOfTheWrongPieceStaysAFault) {
  const Checked c = lenient("1. m^c3c5\n");
  ASSERT_TRUE(c.check.fault.has_value());
  EXPECT_EQ(c.check.fault->rule, Rule::piece_letter);
  EXPECT_EQ(c.check.fault->message, "M^c3c5: the piece on c3 is a foot, written 'F'");
}

// ---- Round numbers -----------------------------------------------------------

TEST(Lenient, MissingRoundNumber) {
  const Checked c = lenient("1. F^c3c5 F^h3h6 Fa3a4\n");
  EXPECT_TRUE(c.check.valid());
  ASSERT_EQ(c.check.warnings.size(), 1u);
  expect_warning(c, 0, 3, 1, 18, "Fa3a4", "light's move needs its round number: write '2. Fa3a4'");
  EXPECT_EQ(c.written, "1. F^c3c5 F^h3h6 2. Fa3a4\n");
}

TEST(Lenient, NoRoundNumbersAtAll) {
  const Checked c = lenient("F^c3c5 F^h3h6 Fa3a4 Fj3j4\n");
  EXPECT_TRUE(c.check.valid());
  EXPECT_EQ(c.check.warnings.size(), 2u);
  EXPECT_EQ(c.written, "1. F^c3c5 F^h3h6 2. Fa3a4 Fj3j4\n");
}

TEST(Lenient, RoundNumberOutOfSequence) {
  const Checked c = lenient("1. F^c3c5 F^h3h6 7. Fa3a4\n");
  EXPECT_TRUE(c.check.valid());
  ASSERT_EQ(c.check.warnings.size(), 1u);
  expect_warning(c, 0, 3, 1, 18, "", "round number 7. is out of sequence: this is round 2, write '2.'");
  EXPECT_EQ(c.written, "1. F^c3c5 F^h3h6 2. Fa3a4\n");
}

TEST(Lenient, LightRoundNumberBeforeADarkMove) {
  const Checked c = lenient("1. F^c3c5 2. F^h3h6\n");
  EXPECT_TRUE(c.check.valid());
  ASSERT_EQ(c.check.warnings.size(), 1u);
  expect_warning(c, 0, 2, 1, 11, "", "'2.' stands before a light move, but dark moves next: write '1...' or nothing");
  EXPECT_EQ(c.written, "1. F^c3c5 F^h3h6\n");
}

TEST(Lenient, DarkRoundNumberBeforeALightMove) {
  const Checked c = lenient("1. F^c3c5 F^h3h6 {then} 2... Fa3a4\n");
  EXPECT_TRUE(c.check.valid());
  ASSERT_EQ(c.check.warnings.size(), 1u);
  expect_warning(c, 0, 3, 1, 25, "", "'2...' stands before a dark move, but light moves next: write '2.'");
}

TEST(Lenient, RoundNumberWithNoMoveAfterIt) {
  const Checked c = lenient("1. F^c3c5 F^h3h6 2.\n");
  EXPECT_TRUE(c.check.valid());
  ASSERT_EQ(c.check.warnings.size(), 1u);
  expect_warning(c, 0, 3, 1, 18, "", "round number 2. is not followed by a move: left out");
  EXPECT_EQ(c.written, "1. F^c3c5 F^h3h6\n");
}

TEST(Lenient, FirstRoundNumberAfterMovesStaysAFault) {
  const Checked c = lenient("1. F^c3c5 F^h3h6 2. Fa3a4\n\n1. F^c3c5 F^h3h6\n");
  expect_fault(c, Rule::round_number, 4, 3, 1,
               "'1.' after 3 plies looks like another game written without tags: each game after the first needs "
               "a tag line, such as [Event \"?\"], before its moves");
}

TEST(Strict, FirstRoundNumberAfterMovesSaysEachGameNeedsATagLine) {
  const Checked c = strict("1. F^c3c5 F^h3h6\n\n1. F^c3c5 F^h3h6\n");
  expect_fault(c, Rule::round_number, 3, 3, 1,
               "'1.' after 2 plies looks like another game written without tags: each game after the first needs "
               "a tag line, such as [Event \"?\"], before its moves");
}

TEST(Strict, FirstRoundNumberAfterAFinishedGameSaysEachGameNeedsATagLine) {
  const Checked c = strict(centred_game + "\n\n1. F^c3c5 F^h3h6\n");
  ASSERT_TRUE(c.check.fault.has_value());
  EXPECT_EQ(c.check.fault->rule, Rule::round_number);
  EXPECT_NE(c.check.fault->message.find("another game written without tags"), std::string::npos);
}

TEST(Lenient, FirstRoundNumberBeforeDarksFirstMoveIsMisplacedNotAnotherGame) {
  const Checked c = lenient("1. F^c3c5 1. F^h3h6\n");
  EXPECT_TRUE(c.check.valid());
  ASSERT_EQ(c.check.warnings.size(), 1u);
  EXPECT_EQ(c.check.warnings[0].message, "'1.' stands before a light move, but dark moves next: write '1...' or nothing");
}

// ---- Tags --------------------------------------------------------------------

TEST(Lenient, VariantInAnotherCase) {
  const Checked c = lenient("[Variant \"altogether\"]\n\n" + centred_game + "\n");
  EXPECT_TRUE(c.check.valid());
  EXPECT_EQ(c.check.variant, Variant::altogether);
  ASSERT_EQ(c.check.warnings.size(), 1u);
  expect_warning(c, 0, 0, 1, 1, "", "Variant \"altogether\" is written \"Altogether\"");
  EXPECT_EQ(c.written.substr(0, 25), "[Variant \"Altogether\"]\n\n1");
  EXPECT_TRUE(c.check.outcome.scores.has_value());  // played as Altogether
}

TEST(Strict, VariantInAnotherCase) {
  expect_fault(strict("[Variant \"STANDARD\"]\n\n1. F^c3c5\n"), Rule::tag, 0, 1, 1,
               "Variant \"STANDARD\" is written \"Standard\"");
}

TEST(Lenient, UnknownVariantStaysAFault) {
  expect_fault(lenient("[Variant \"Standrd\"]\n\n1. F^c3c5\n"), Rule::tag, 0, 1, 1,
               "unknown Variant \"Standrd\": use Standard, Infinite or Altogether");
}

// ---- Chess-style results in the moves ----------------------------------------

TEST(Lenient, DrawResultTokenIsADraw) {
  const Checked c = lenient("1. F^c3c5 F^h3h6 1/2-1/2 {agreed}\n");
  EXPECT_TRUE(c.check.valid());
  EXPECT_EQ(c.check.outcome.termination, Termination::draw);
  ASSERT_EQ(c.check.warnings.size(), 1u);
  expect_warning(c, 0, 3, 1, 18, "1/2-1/2",
                 "a result is not written in the moves: '--' instead (drawn by agreement)");
  EXPECT_EQ(c.written, "1. F^c3c5 F^h3h6 -- {agreed}\n");
}

TEST(Lenient, WinResultTokenIsAForfeitOfTheLoserToMove) {
  const Checked c = lenient("1. F^c3c5 F^h3h6 2. Fa3a4 1-0\n");
  EXPECT_TRUE(c.check.valid());
  EXPECT_EQ(c.check.outcome.result, GameResult::light_wins);
  EXPECT_EQ(c.check.outcome.termination, Termination::forfeit);
  ASSERT_EQ(c.check.warnings.size(), 1u);
  expect_warning(c, 0, 4, 1, 27, "1-0",
                 "a result is not written in the moves: '_' instead (dark, to move, forfeited)");
  EXPECT_EQ(c.written, "1. F^c3c5 F^h3h6 2. Fa3a4_\n");
}

TEST(Lenient, DarkWinResultTokenIsLightsForfeit) {
  const Checked c = lenient("1. F^c3c5 F^h3h6 0-1\n");
  EXPECT_TRUE(c.check.valid());
  EXPECT_EQ(c.check.outcome.result, GameResult::dark_wins);
  EXPECT_EQ(c.written, "1. F^c3c5 F^h3h6_\n");
}

TEST(Lenient, WinResultTokenWhenTheLoserIsNotToMoveStaysAFault) {
  expect_fault(lenient("1. F^c3c5 F^h3h6 1-0\n"), Rule::result_token, 3, 1, 18,
               "a result is not written in the moves: put it in the Result tag ([Result \"1-0\"]); a forfeit would "
               "be light's, who is to move, so the moves do not show how light won");
}

TEST(Lenient, UnfinishedResultTokenIsLeftOut) {
  const Checked c = lenient("1. F^c3c5 *\n");
  EXPECT_TRUE(c.check.valid());
  EXPECT_EQ(c.check.outcome.termination, Termination::unfinished);
  ASSERT_EQ(c.check.warnings.size(), 1u);
  expect_warning(c, 0, 2, 1, 11, "*", "a result is not written in the moves: left out (the game is unfinished)");
  EXPECT_EQ(c.written, "1. F^c3c5\n");
}

TEST(Lenient, ResultTokenAfterTheEndThatAgreesIsLeftOut) {
  const Checked c = lenient(centred_game + " 1-0\n");
  EXPECT_TRUE(c.check.valid());
  ASSERT_EQ(c.check.warnings.size(), 1u);
  EXPECT_EQ(c.check.warnings[0].message,
            "a result is not written in the moves: left out (light centred the game at ply 17)");
  EXPECT_EQ(c.written.find("1-0"), std::string::npos);
}

TEST(Lenient, ResultTokenAfterTheEndThatDisagreesStaysAFault) {
  const Checked c = lenient(centred_game + " 0-1\n");
  ASSERT_TRUE(c.check.fault.has_value());
  EXPECT_EQ(c.check.fault->rule, Rule::result_token);
  EXPECT_EQ(c.check.fault->message,
            "a result is not written in the moves, and this one disagrees with them: light centred the game at ply "
            "17 (1-0)");
}

TEST(Lenient, ResultTokenBeforeMoreMovesStaysAFault) {
  expect_fault(lenient("1. F^c3c5 1-0 F^h3h6\n"), Rule::result_token, 2, 1, 11,
               "a result is not written in the moves: put it in the Result tag ([Result \"1-0\"]) and end the last "
               "move with '_' (dark, to move, forfeited) (only a result at the end of the moves is repaired)");
}

TEST(Lenient, ResultTokenAfterARoundNumber) {
  const Checked c = lenient("1. F^c3c5 F^h3h6 2. 0-1\n");
  EXPECT_TRUE(c.check.valid());
  EXPECT_EQ(c.check.warnings.size(), 2u);
  EXPECT_EQ(c.written, "1. F^c3c5 F^h3h6_\n");
}

TEST(Strict, WinResultTokenSaysWhatToWrite) {
  const Checked c = strict("[Result \"1-0\"]\n\n1. F^c3c5 F^h3h6 2. Fa3a4 1-0\n");
  expect_fault(c, Rule::result_token, 4, 3, 27,
               "a result is not written in the moves: put it in the Result tag ([Result \"1-0\"]) and end the last "
               "move with '_' (dark, to move, forfeited)");
  EXPECT_EQ(c.check.fault->move, "1-0");
}

TEST(Strict, DrawResultTokenSaysWhatToWrite) {
  expect_fault(strict("1. F^c3c5 F^h3h6 1/2-1/2\n"), Rule::result_token, 3, 1, 18,
               "a result is not written in the moves: put it in the Result tag ([Result \"1/2-1/2\"]) and end the "
               "moves with '--' (draw)");
}

TEST(Strict, UnfinishedResultTokenSaysWhatToWrite) {
  expect_fault(strict("*\n"), Rule::result_token, 1, 1, 1,
               "a result is not written in the moves: put it in the Result tag ([Result \"*\"]); the moves of an "
               "unfinished game just stop");
}

TEST(Strict, ResultTokenAfterTheEndSaysTheMovesEndTheGame) {
  const Checked c = strict(centred_game + " 1-0\n");
  ASSERT_TRUE(c.check.fault.has_value());
  EXPECT_EQ(c.check.fault->rule, Rule::result_token);
  EXPECT_EQ(c.check.fault->message,
            "a result is not written in the moves: put it in the Result tag ([Result \"1-0\"]); the moves already "
            "end the game");
}

// ---- A forgotten '_' -----------------------------------------------------------

TEST(Lenient, ForgottenForfeitUnderAResultTag) {
  const Checked c = lenient("[Result \"0-1\"]\n\n1. F^c3c5 F^h3h6\n");
  EXPECT_TRUE(c.check.valid());
  EXPECT_EQ(c.check.outcome.termination, Termination::forfeit);
  ASSERT_EQ(c.check.warnings.size(), 1u);
  expect_warning(c, 0, 2, 3, 11, "F^h3h6",
                 "the Result tag says light lost, but the moves stop unfinished: '_' added after the last move");
  EXPECT_EQ(c.written, "[Result \"0-1\"]\n\n1. F^c3c5 F^h3h6_\n");
}

TEST(Lenient, ForgottenForfeitBeforeAnyMove) {
  const Checked c = lenient("[Result \"0-1\"]\n");
  EXPECT_TRUE(c.check.valid());
  ASSERT_EQ(c.check.warnings.size(), 1u);
  expect_warning(c, 0, 0, 1, 1, "", "the Result tag says light lost, but the moves stop unfinished: '_' added");
  EXPECT_EQ(c.written, "[Result \"0-1\"]\n\n1. _\n");
}

TEST(Strict, ForgottenForfeitSaysWhatToWrite) {
  expect_fault(strict("[Result \"0-1\"]\n\n1. F^c3c5 F^h3h6\n"), Rule::result, 2, 3, 11,
               "the Result tag says light lost, but the moves stop unfinished: end the last move with '_'");
}

TEST(Lenient, ResultTagSayingThePlayerNotToMoveLostStaysAFault) {
  const Checked c = lenient("[Result \"1-0\"]\n\n1. F^c3c5 F^h3h6\n");
  ASSERT_TRUE(c.check.fault.has_value());
  EXPECT_EQ(c.check.fault->rule, Rule::result);
  EXPECT_EQ(c.check.fault->message,
            "the Result tag says 1-0, but the moves give * (the game is unfinished after 2 plies)");
}

TEST(Lenient, UnfinishedResultTokenUnderAResultTagOfAWinStaysAFault) {
  const Checked c = lenient("[Result \"1-0\"]\n\n1. F^c3c5 F^h3h6 2. Fa3a4 *\n");
  ASSERT_TRUE(c.check.fault.has_value());
  EXPECT_EQ(c.check.fault->rule, Rule::result);
  EXPECT_EQ(c.check.fault->message,
            "the Result tag says 1-0, but the moves give * (the game is unfinished after 3 plies)");
}

TEST(Lenient, DrawResultTagOnUnfinishedMovesStaysAFault) {
  const Checked c = lenient("[Result \"1/2-1/2\"]\n\n1. F^c3c5 F^h3h6\n");
  ASSERT_TRUE(c.check.fault.has_value());
  EXPECT_EQ(c.check.fault->rule, Rule::result);
}

// ---- Together ------------------------------------------------------------------

TEST(Lenient, ChessHabitsTogetherAreAllRepaired) {
  const Checked c = lenient("[Variant \"standard\"]\n[Result \"1-0\"]\n\n1. F^c3c5 f^h3h6 Fa3a4 1-0\n");
  EXPECT_TRUE(c.check.valid()) << c.check.fault->message;
  EXPECT_EQ(c.check.warnings.size(), 4u);
  EXPECT_EQ(c.written, "[Variant \"Standard\"]\n[Result \"1-0\"]\n\n1. F^c3c5 F^h3h6 2. Fa3a4_\n");
  // The repaired record is valid as written.
  const Checked again = strict(c.written);
  EXPECT_TRUE(again.check.valid());
  EXPECT_EQ(again.written, c.written);
}

}  // namespace
}  // namespace adomoc
