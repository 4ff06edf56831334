// Bad input never crashes the reader: thousands of mutated game files, each either read and
// scored, or refused with a message; never an exception, never a crash (ASan runs it too).
#include "app/text/english.h"
#include "app/text/report_text.h"
#include "engine/game_file.h"

#include "tests/support/random_game.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

namespace hats {
namespace {

std::string mutate(std::string text, std::mt19937& random) {
    std::uniform_int_distribution<int> kind(0, 5);
    const int edits = std::uniform_int_distribution<int>(1, 4)(random);
    for (int e = 0; e < edits && !text.empty(); ++e) {
        std::uniform_int_distribution<std::size_t> at(0, text.size() - 1);
        const std::size_t pos = at(random);
        static const std::string pieces[] = {"0",
                                             "7",
                                             "-1",
                                             "99999999999999999999",
                                             "\"",
                                             "{}",
                                             "[]",
                                             ",",
                                             "null",
                                             "true",
                                             "\"red\"",
                                             "}",
                                             "1e400",
                                             ":",
                                             "\"blackHat\": true"};
        switch (kind(random)) {
        case 0:
            text.erase(pos, std::uniform_int_distribution<std::size_t>(1, 12)(random));
            break;
        case 1:
            text.insert(pos, pieces[std::uniform_int_distribution<std::size_t>(0, 14)(random)]);
            break;
        case 2:
            text[pos] = static_cast<char>(std::uniform_int_distribution<int>(32, 126)(random));
            break;
        case 3:
            if (std::isdigit(static_cast<unsigned char>(text[pos]))) {
                text[pos] =
                    static_cast<char>('0' + std::uniform_int_distribution<int>(0, 9)(random));
            }
            break;
        case 4:
            text.resize(pos); // truncated file
            break;
        default: { // duplicate a slice elsewhere
            const std::size_t length = std::min<std::size_t>(text.size() - pos, 40);
            text.insert(at(random), text.substr(pos, length));
        }
        }
    }
    return text;
}

TEST(GameFileFuzz, MutatedFilesAreReadOrRefusedNeverCrash) {
    std::mt19937 random(99);
    std::vector<std::string> seeds;
    for (int players = 2; players <= 4; ++players) {
        seeds.push_back(
            nlohmann::json(toJson(testing::playRandomGame(players, random).log)).dump());
        auto played = testing::playRandomGame(players, random);
        seeds.push_back(
            toJson(snapshotOf(played.game, played.favorites, GameMeta{"fixed-id", ""})).dump());
    }
    int refused = 0;
    int scored = 0;
    for (int i = 0; i < 20000; ++i) {
        const std::string text = mutate(seeds[static_cast<std::size_t>(i) % seeds.size()], random);
        auto document = parseGameDocument(text);
        if (!document) {
            ASSERT_TRUE(!hats::english::describe(document.error()).empty());
            ++refused;
            continue;
        }
        auto report = scoreDocument(*document);
        if (report) {
            (void)formatReport(*report);
            (void)toJson(*report).dump();
            ++scored;
        } else {
            ASSERT_TRUE(!hats::english::describe(report.error()).empty());
            ++refused;
        }
    }
    // Both outcomes really happen, so the mutations reach past the JSON parser.
    EXPECT_GT(refused, 1000);
    EXPECT_GT(scored, 100);
}

} // namespace
} // namespace hats
