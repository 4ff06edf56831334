// Structure-aware mutation of both game formats through the whole path a file takes:
// parse -> score -> store -> export -> re-import. Every input is either refused with one
// line, or survives the round trip with the same napkin.
#include "app/text/english.h"
#include "app/text/report_text.h"
#include "db/exporter.h"
#include "db/game_store.h"
#include "engine/document_reader.h"
#include "engine/game_file.h"
#include "engine/player_name.h"
#include "engine/report.h"
#include "tests/fuzz/fuzz_support.h"
#include "tests/support/random_game.h"

#include <nlohmann/json.hpp>

#include <sstream>

namespace hats::fuzz {
namespace {

using nlohmann::json;

// Values a hostile file puts where a number, a name or a card belongs.
json interesting(std::mt19937& random) {
    static const std::vector<json> values = {
        json(-4294967295LL),
        json::parse("18446744069414584321"),
        json::parse("18446744073709551615"),
        json(4294967297LL),
        json(0),
        json(7),
        json(-1),
        json(4.0),
        json(1e300),
        json("4"),
        json(""),
        json("   "),
        json("Ann\u001fBen"),
        json("Zoe\u0308"),
        json("Zo\u00eb"),
        json(std::string(65, 'x')),
        json("\u0085"),
        json(nullptr),
        json(true),
        json::array(),
        json::object(),
        json("not a uuid"),
        json("2026-02-30T10:00:00Z"),
        json("5e55864f-36b4-85f1-9575-a274d7750235"),
        json({{"type", "red"}, {"value", 4}}),
        json({{"type", "black"}, {"value", 1}}),
        json("red"),
        json("hats-game/1"),
        json("hats-log/1"),
    };
    return values[std::uniform_int_distribution<std::size_t>(0, values.size() - 1)(random)];
}

// Every node of the document, to pick one to change.
void collect(json& node, std::vector<json*>& nodes) {
    nodes.push_back(&node);
    if (node.is_structured()) {
        for (auto& child : node) {
            collect(child, nodes);
        }
    }
}

json mutateTree(json document, std::mt19937& random) {
    const int edits = std::uniform_int_distribution<int>(1, 3)(random);
    for (int e = 0; e < edits; ++e) {
        std::vector<json*> nodes;
        collect(document, nodes);
        json& node =
            *nodes[std::uniform_int_distribution<std::size_t>(0, nodes.size() - 1)(random)];
        switch (std::uniform_int_distribution<int>(0, 6)(random)) {
        case 0:
            node = interesting(random);
            break;
        case 1: // drop a key or an element
            if (node.is_object() && !node.empty()) {
                auto it = node.begin();
                std::advance(it, std::uniform_int_distribution<std::ptrdiff_t>(
                                     0, static_cast<std::ptrdiff_t>(node.size()) - 1)(random));
                node.erase(it.key());
            } else if (node.is_array() && !node.empty()) {
                node.erase(std::uniform_int_distribution<std::size_t>(0, node.size() - 1)(random));
            }
            break;
        case 2: // repeat an element (a card seen twice, a fifth player, a ninth turn)
            if (node.is_array() && !node.empty()) {
                node.push_back(
                    node[std::uniform_int_distribution<std::size_t>(0, node.size() - 1)(random)]);
            }
            break;
        case 3: // swap two elements (seat order, turn order)
            if (node.is_array() && node.size() > 1) {
                std::swap(node[0], node[node.size() - 1]);
            }
            break;
        case 4: // nest deeper
            node = json::array({node});
            break;
        case 5: // a number nudged
            if (node.is_number_integer()) {
                node = node.get<std::int64_t>() + std::uniform_int_distribution<int>(-2, 2)(random);
            }
            break;
        default: // an unknown key
            if (node.is_object()) {
                node["extra"] = interesting(random);
            }
        }
    }
    return document;
}

// Byte-level damage on top: truncation, NUL, trailing bytes, bytes that are not UTF-8.
std::string mutateText(std::string text, std::mt19937& random) {
    if (text.empty()) {
        return text;
    }
    const std::size_t at = std::uniform_int_distribution<std::size_t>(0, text.size() - 1)(random);
    switch (std::uniform_int_distribution<int>(0, 9)(random)) {
    case 0:
        text.resize(at);
        break;
    case 1:
        text += std::string("\0garbage", 8);
        break;
    case 2:
        text += " {}";
        break;
    case 3:
        text.insert(at, "\xff\xfe");
        break;
    case 4:
        text.insert(at, std::string(std::uniform_int_distribution<int>(1, 64)(random), '['));
        break;
    default:
        break; // most inputs keep their text whole, so the tree mutations reach the rules
    }
    return text;
}

std::string napkinOf(const GameDocument& document) {
    auto report = scoreDocument(document);
    return report ? toJson(*report).dump() : "refused: " + english::describe(report.error());
}

TEST(FuzzGameFormats, MutatedGamesGoThroughParseScoreStoreExportAndReimport) {
    std::mt19937 random(seed(11));
    std::vector<json> seeds;
    for (int players = 2; players <= 4; ++players) {
        for (int k = 0; k < 2; ++k) {
            auto played = testing::playRandomGame(players, random);
            seeds.push_back(toJson(played.log));
            seeds.push_back(toJson(snapshotOf(played.game, played.favorites, GameMeta{})));
            // A game in progress too.
            LogDocument partial = played.log;
            partial.turns.erase(partial.turns.begin() +
                                    static_cast<std::ptrdiff_t>(partial.turns.size() / 2),
                                partial.turns.end());
            partial.favorites.assign(partial.favorites.size(), std::nullopt);
            seeds.push_back(toJson(partial));
        }
    }
    const std::string folder =
        ::testing::TempDir() + "hats-fuzz-games-" + std::to_string(::getpid());
    std::filesystem::create_directories(folder);
    auto store = db::Database::open(folder + "/store.sqlite");
    auto again = db::Database::open(folder + "/again.sqlite");
    ASSERT_TRUE(store && again);
    int refused = 0;
    int stored = 0;
    const int inputs = runFor("game formats", [&](int i) {
        const json& seedDocument = seeds[static_cast<std::size_t>(i) % seeds.size()];
        const std::string text = mutateText(
            mutateTree(seedDocument, random).dump(-1, ' ', false, json::error_handler_t::replace),
            random);
        auto document = parseGameDocument(text);
        if (!document) {
            const std::string message = english::describe(document.error());
            ASSERT_FALSE(message.empty());
            ASSERT_EQ(message.find('\n'), std::string::npos) << message;
            ++refused;
            return;
        }
        const std::string napkin = napkinOf(*document);
        // Store: a finished game must score, a log in progress is kept in progress.
        db::GameStore games(**store);
        auto added = games.add(*document);
        if (!added) {
            ASSERT_EQ(english::describe(added.error()).find('\n'), std::string::npos);
            ++refused;
            return;
        }
        if (*added == db::Added::AlreadyThere) {
            return; // an id seen before: the first game with it stays (checked by the merge target)
        }
        ++stored;
        // Export that game in its own format and read it back elsewhere: the same napkin.
        const std::string id = std::visit([](const auto& d) { return d.meta.id; }, *document);
        db::GameFilter one;
        one.games = {id};
        const bool isLog = std::holds_alternative<LogDocument>(*document);
        auto exported = db::exportGames(**store, one,
                                        isLog ? db::ExportFormat::Log : db::ExportFormat::Snapshot);
        ASSERT_TRUE(exported) << hats::english::describe(exported.error());
        std::istringstream stream(*exported);
        db::GameStore other(**again);
        auto reimported = readGameDocuments(stream, [&](GameDocument&& back, std::size_t) {
            EXPECT_EQ(napkinOf(back), napkin) << text;
            auto ok = other.add(back);
            return ok ? Result<void>() : Result<void>(ok.error());
        });
        ASSERT_TRUE(reimported) << hats::english::describe(reimported.error()) << "\n" << *exported;
        ASSERT_EQ(*reimported, 1U);
        // The stored document reads back as it was written.
        auto loaded = games.load(id);
        ASSERT_TRUE(loaded) << hats::english::describe(loaded.error());
        ASSERT_EQ(napkinOf(*loaded), napkin);
    });
    std::printf("[fuzz] game formats: %d refused, %d stored and round-tripped\n", refused, stored);
    EXPECT_GT(inputs, 100);
    EXPECT_GT(refused, inputs / 10);
    EXPECT_GT(stored, 10);
    EXPECT_TRUE((*store)->checkIntegrity());
    store->reset();
    again->reset();
    std::filesystem::remove_all(folder);
}

} // namespace
} // namespace hats::fuzz
