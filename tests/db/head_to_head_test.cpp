// A player's own record against each opponent, counted by hand on the
// games of tests/db/names_archive.hpp, before and after aliases.
#include <gtest/gtest.h>

#include "db/aliases.hpp"
#include "db/names_archive.hpp"
#include "db/player_names.hpp"

namespace adomoc::db {
namespace {

using test::NamesArchive;

class HeadToHead : public NamesArchive {
 protected:
  std::vector<std::int64_t> id_of(const std::string& name) {
    const auto id = find_player(db(), name);
    EXPECT_TRUE(id) << id.error();
    return {id ? *id : 0};
  }
};

// opponent games | light: games wins losses draws | dark: games wins losses draws | score, all from D. Côté's side.
TEST_F(HeadToHead, TheRecordIsTheNamedPlayersAgainstEachOpponent) {
  EXPECT_EQ(text_of(record_against_opponents(db(), {}, id_of("D. Côté"))),
            "B. Roy 2 1 1 0 0 1 0 0 1 75\n"
            "A. Tremblay 1 1 1 0 0 0 0 0 0 100\n"
            "Tremblay, A. 1 0 0 0 0 1 0 0 1 50\n");
  // B. Roy lost game 1 as dark and drew game 2 as light; won game 6 as dark.
  EXPECT_EQ(text_of(record_against_opponents(db(), {}, id_of("B. Roy"))),
            "D. Côté 2 1 0 0 1 1 0 1 0 25\n"
            "A. Tremblay 1 0 0 0 0 1 1 0 0 100\n");
}

TEST_F(HeadToHead, AliasesJoinTheRecordsOfBothSides) {
  ASSERT_TRUE(add_aliases(db(), "D. Côté", {"D. Cote"}));
  ASSERT_TRUE(add_aliases(db(), "B. Roy", {"Roy, B."}));
  ASSERT_TRUE(add_aliases(db(), "A. Tremblay", {"Tremblay, A."}));
  // Game 3 (Roy, B. - D. Cote, 0-1) is now D. Côté's win as dark over B. Roy.
  EXPECT_EQ(text_of(record_against_opponents(db(), {}, id_of("D. Côté"))),
            "B. Roy 3 1 1 0 0 2 1 0 1 83.3333\n"
            "A. Tremblay 2 1 1 0 0 1 0 0 1 75\n");
}

TEST_F(HeadToHead, SpellingsGivenTogetherCountAsOne) {
  const std::vector<std::int64_t> both = {id_of("D. Côté")[0], id_of("D. Cote")[0]};
  EXPECT_EQ(text_of(record_against_opponents(db(), {}, both)),
            "B. Roy 2 1 1 0 0 1 0 0 1 75\n"
            "A. Tremblay 1 1 1 0 0 0 0 0 0 100\n"
            "Roy, B. 1 0 0 0 0 1 1 0 0 100\n"
            "Tremblay, A. 1 0 0 0 0 1 0 0 1 50\n");
  EXPECT_EQ(text_of(record_against_opponents(db(), {}, {})), "");
}

TEST_F(HeadToHead, TheFiltersApply) {
  EXPECT_EQ(text_of(record_against_opponents(db(), {.result = 2}, id_of("D. Côté"))),
            "B. Roy 1 0 0 0 0 1 0 0 1 50\n"
            "Tremblay, A. 1 0 0 0 0 1 0 0 1 50\n");
  EXPECT_EQ(text_of(record_against_opponents(db(), {.player = "D. Côté", .opponent = "B. Roy"}, id_of("D. Côté"))),
            "B. Roy 2 1 1 0 0 1 0 0 1 75\n");
}

}  // namespace
}  // namespace adomoc::db
