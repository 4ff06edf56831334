// The limits of formats.md ("Limits"), one test per class of hostile input found in issue 11:
// every refusal names the place and the rule or limit, on one line, before anything is built.
#include "app/text/english.h"
#include "engine/document_reader.h"
#include "engine/game_file.h"
#include "engine/player_name.h"
#include "engine/report.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

namespace hats {
namespace {

using nlohmann::json;

json fixture(const std::string& name) {
    std::ifstream file(std::string(HATS_TEST_DATA) + "/" + name);
    return json::parse(file);
}

std::string errorOfText(const std::string& text) {
    auto parsed = parseGameDocument(text);
    if (!parsed) {
        return hats::english::describe(parsed.error());
    }
    auto report = scoreDocument(*parsed);
    return report ? std::string("(scored)") : hats::english::describe(report.error());
}

std::string errorOf(const json& document) {
    return errorOfText(document.dump());
}

bool oneLine(const std::string& message) {
    return !message.empty() && message.find('\n') == std::string::npos &&
           message.find('\r') == std::string::npos && isUtf8(message);
}

// An endless or very long stream, produced as it is read (never held in memory).
class EndlessBuffer : public std::streambuf {
public:
    EndlessBuffer(char fill, std::string prefix = "") : prefix_(std::move(prefix)) {
        chunk_.assign(1 << 16, fill);
    }
    EndlessBuffer(std::string chunk, std::string prefix)
        : prefix_(std::move(prefix)), chunk_(std::move(chunk)) {}
    std::size_t served() const { return served_; }

protected:
    int_type underflow() override {
        std::string& next = prefix_.empty() ? chunk_ : prefix_;
        setg(next.data(), next.data(), next.data() + next.size());
        served_ += next.size();
        if (&next == &prefix_) {
            held_ = std::move(prefix_);
            prefix_.clear();
            setg(held_.data(), held_.data(), held_.data() + held_.size());
        }
        return traits_type::to_int_type(*gptr());
    }

private:
    std::string prefix_;
    std::string held_;
    std::string chunk_;
    std::size_t served_ = 0;
};

TEST(Limits, DeeplyNestedJsonIsRefusedBeforeItIsBuilt) {
    // 50,000 levels crashed the recursive reader (issue 11, item 1); 33 is one too many.
    const std::string deep = std::string(50'000, '[') + std::string(50'000, ']');
    const std::string error = errorOfText(deep);
    EXPECT_NE(error.find("nested deeper than 32 levels (limit)"), std::string::npos) << error;
    EXPECT_TRUE(oneLine(error));

    json document = fixture("snapshot_3p.json");
    json nested = 1;
    for (int level = 0; level < 31; ++level) {
        nested = json::array({nested});
    }
    document["extra"] = nested; // the document itself is level 1: 32 in all, allowed
    EXPECT_EQ(errorOf(document), "(scored)");
    document["extra"] = json::array({nested});
    EXPECT_NE(errorOf(document).find("deeper than 32"), std::string::npos);

    // The same stops an import stream and a stored document read back.
    std::istringstream stream("[" + deep + "]");
    auto imported =
        readGameDocuments(stream, [](GameDocument&&, std::size_t) { return Result<void>(); });
    ASSERT_FALSE(imported);
    EXPECT_NE(hats::english::describe(imported.error()).find("deeper than 32"), std::string::npos);
}

TEST(Limits, ImpossibleCardValuesAreRefusedNotWrapped) {
    // Values that wrap modulo 2^32 read as 1 before (issue 11, item 2).
    const std::vector<std::string> impossible = {
        "-4294967295", "18446744069414584321", "4294967297", "4.0", "\"4\"", "0",
        "7",           "-9223372036854775808", "1e300",      "true"};
    for (const std::string& value : impossible) {
        std::string text = fixture("snapshot_3p.json").dump();
        // board[0] is red 1; collection[0] of Ann is red 2; Ann's favorite is brown 2.
        for (const std::string& target : {std::string("{\"type\":\"red\",\"value\":1}"),
                                          std::string("{\"type\":\"red\",\"value\":2}"),
                                          std::string("{\"type\":\"brown\",\"value\":2}")}) {
            std::string bad = text;
            const auto at = bad.find(target);
            ASSERT_NE(at, std::string::npos) << target;
            const auto valueAt = bad.find("\"value\":", at) + 8;
            bad.replace(valueAt, 1, value);
            const std::string error = errorOfText(bad);
            EXPECT_NE(error.find(".value: "), std::string::npos) << value << ": " << error;
            EXPECT_TRUE(oneLine(error)) << error;
        }
    }
    json document = fixture("snapshot_3p.json");
    document["players"][0]["blackHats"] = json::parse("18446744073709551615");
    EXPECT_NE(errorOf(document).find("players[0].blackHats"), std::string::npos);
    document["players"][0]["blackHats"] = 1.0;
    EXPECT_NE(errorOf(document).find("players[0].blackHats"), std::string::npos);
}

TEST(Limits, ImpossibleValuesInALogAreRefused) {
    json log = {{"format", "hats-log/1"},
                {"players", {{{"name", "Ann"}}, {{"name", "Ben"}}}},
                {"board",
                 {{{"type", "red"}, {"value", 1}},
                  {{"type", "blue"}, {"value", 2}},
                  {{"type", "green"}, {"value", 3}},
                  {{"type", "yellow"}, {"value", 4}},
                  {{"type", "orange"}, {"value", 5}}}},
                {"turns",
                 {{{"player", "Ann"},
                   {"exchange", {{"slot", 1}, {"played", {{"type", "red"}, {"value", 2}}}}}}}}};
    EXPECT_EQ(errorOf(log), "(scored)");
    for (const char* slot : {"4294967297", "18446744073709551617", "1.0", "\"1\"", "0", "6"}) {
        json bad = log;
        bad["turns"][0]["exchange"]["slot"] = json::parse(slot);
        const std::string error = errorOf(bad);
        EXPECT_EQ(error.rfind("turn 1", 0), 0U) << slot << ": " << error;
    }
    for (const char* value : {"-4294967295", "4.0", "\"4\"", "9"}) {
        json bad = log;
        bad["turns"][0] = {{"player", "Ann"}, {"blackHat", true}, {"value", json::parse(value)}};
        EXPECT_EQ(errorOf(bad).rfind("turn 1.value: ", 0), 0U) << value << ": " << errorOf(bad);
        bad["turns"][0]["value"] = {{"type", "red"}, {"value", json::parse(value)}};
        EXPECT_EQ(errorOf(bad).rfind("turn 1.value.value: ", 0), 0U) << errorOf(bad);
        bad = log;
        bad["turns"][0]["exchange"]["played"]["value"] = json::parse(value);
        EXPECT_EQ(errorOf(bad).rfind("turn 1.exchange.played.value: ", 0), 0U) << errorOf(bad);
    }
}

TEST(Limits, InputSizeIsLimitedWhileReading) {
    // /dev/zero grew without end (issue 11, item 7): refused at 1 MiB.
    auto zero = readGameFile("/dev/zero");
    ASSERT_FALSE(zero);
    EXPECT_TRUE(oneLine(hats::english::describe(zero.error())));

    EndlessBuffer spaces(' ', "{\"format\": \"hats-game/1\"");
    std::istream endless(&spaces);
    auto game = readGameDocument(endless);
    ASSERT_FALSE(game);
    EXPECT_EQ(hats::english::describe(game.error()),
              "larger than 1 MiB, the limit for one game; nothing was read past it (limit)");
    EXPECT_LE(spaces.served(), kMaxGameBytes + (1U << 17U)); // stopped while reading

    // An import of endless games (64 KiB texts here): refused at 256 MiB in all.
    EndlessBuffer many("\"" + std::string((1 << 16) - 3, 'x') + "\",", "[");
    std::istream import(&many);
    std::size_t elements = 0;
    auto games = readJson(
        import, kMaxImportBytes,
        [&](json&&, std::optional<std::size_t>) {
            ++elements;
            return Result<void>();
        },
        kMaxGameBytes);
    ASSERT_FALSE(games);
    EXPECT_EQ(hats::english::describe(games.error()),
              "larger than 256 MiB, the limit for an import file; nothing "
              "was read past it (limit)");
    EXPECT_GE(elements, 4000U);
    EXPECT_LE(many.served(), kMaxImportBytes + (1U << 17U));

    const std::string big = fixture("snapshot_3p.json").dump() + std::string(kMaxGameBytes, ' ');
    EXPECT_NE(errorOfText(big).find("larger than 1 MiB"), std::string::npos);
}

TEST(Limits, EachGameOfAnImportIsLimitedToOneMebibyte) {
    // One endless element: refused after about 1 MiB of it, not at 256 MiB.
    EndlessBuffer endless('x', "[{\"format\": \"hats-game/1\", \"pad\": \"");
    std::istream import(&endless);
    auto games =
        readGameDocuments(import, [](GameDocument&&, std::size_t) { return Result<void>(); });
    ASSERT_FALSE(games);
    EXPECT_EQ(hats::english::describe(games.error()),
              "[0] larger than 1 MiB, the limit for one game; nothing was read past it (limit)");
    EXPECT_LE(endless.served(), kMaxGameBytes + (1U << 18U));
}

TEST(Limits, AnImportIsReadAsAStreamOneGameAtATime) {
    const json game = fixture("snapshot_3p.json");
    std::string text = "[";
    for (int i = 0; i < 50; ++i) {
        json copy = game;
        copy["id"] = "00000000-0000-4000-8000-0000000000" + std::to_string(10 + i);
        text += (i == 0 ? "" : ",") + copy.dump();
    }
    text += "]";
    std::istringstream stream(text);
    std::vector<std::size_t> seen;
    auto read = readGameDocuments(stream, [&](GameDocument&& document, std::size_t index) {
        EXPECT_TRUE(std::holds_alternative<SnapshotDocument>(document));
        seen.push_back(index);
        return Result<void>();
    });
    ASSERT_TRUE(read) << hats::english::describe(read.error());
    EXPECT_EQ(*read, 50U);
    EXPECT_EQ(seen.size(), 50U);
    EXPECT_EQ(seen.back(), 49U);

    // A bad game in the middle stops the stream there, naming its index.
    text.insert(text.size() - 1, ",{\"format\":\"hats-game/1\"}");
    std::istringstream bad(text);
    auto refused =
        readGameDocuments(bad, [](GameDocument&&, std::size_t) { return Result<void>(); });
    ASSERT_FALSE(refused);
    EXPECT_EQ(hats::english::describe(refused.error()).rfind("[50] players: missing", 0), 0U)
        << hats::english::describe(refused.error());
}

TEST(Limits, NulByteAndTrailingBytesAreRefused) {
    const std::string valid = fixture("snapshot_3p.json").dump();
    EXPECT_EQ(errorOfText(valid + "  \n\t"), "(scored)");
    // A NUL byte hid the garbage after it (issue 11, item 12).
    const std::string nul = valid + std::string("\0garbage", 8);
    EXPECT_EQ(errorOfText(nul), "byte " + std::to_string(valid.size()) +
                                    ": a NUL byte; a game document is text and nothing follows "
                                    "it (limit)");
    EXPECT_NE(errorOfText(valid + "garbage").find("not JSON"), std::string::npos);
    EXPECT_NE(errorOfText(valid + valid).find("not JSON"), std::string::npos);
    std::string inside = valid;
    inside[inside.find("Ann") + 1] = '\0';
    EXPECT_NE(errorOfText(inside).find("a NUL byte"), std::string::npos);
}

TEST(Limits, IdMustBeACanonicalUuidAndPlayedAtAnIsoDateTime) {
    json document = fixture("snapshot_3p.json");
    for (const char* id :
         {"not a uuid", "", "5e55864f36b485f19575a274d7750235",
          "{5e55864f-36b4-85f1-9575-a274d7750235}", "5e55864f-36b4-85f1-9575-a274d775023g"}) {
        document["id"] = id;
        EXPECT_EQ(errorOf(document).rfind("id: ", 0), 0U) << id;
    }
    document["id"] = 12;
    EXPECT_EQ(errorOf(document).rfind("id: ", 0), 0U);
    document["id"] = "5E55864F-36B4-85F1-9575-A274D7750235";
    auto upper = parseGameJson(document);
    ASSERT_TRUE(upper);
    EXPECT_EQ(std::get<SnapshotDocument>(*upper).meta.id, "5e55864f-36b4-85f1-9575-a274d7750235");

    for (const char* when : {"not a date", "2026-02-30T10:00:00Z", "2026-13-01T10:00", "2026-11-22",
                             "2026-11-22T24:00:00Z", "2026-11-22T10:00:00+25:00",
                             "2026-11-22T10:00:00Zjunk", "2026-11-22 10:00:00"}) {
        document["playedAt"] = when;
        EXPECT_EQ(errorOf(document).rfind("playedAt: ", 0), 0U) << when;
    }
    for (const char* when : {"2026-11-22T10:00", "2026-11-22T10:00:00", "2026-11-22T10:00:00Z",
                             "2026-11-22T10:00:00.123+01:00", "2024-02-29T23:59:60-0530"}) {
        document["playedAt"] = when;
        EXPECT_EQ(errorOf(document), "(scored)") << when;
    }
}

TEST(Limits, PlayerNamesAreCheckedAndComparedInNfc) {
    json document = fixture("snapshot_3p.json");
    const std::vector<std::pair<std::string, std::string>> bad = {
        {"", "not empty or only spaces"},
        {"   ", "not empty or only spaces"},
        {"\u3000", "not empty or only spaces"},
        {std::string(65, 'x'), "65 characters, more than the limit of 64"},
        {"Ann\x1f"
         "Ben",
         "control character U+001F"},
        {"Ann\nBen", "control character U+000A"},
        {"Ann\u0085", "control character U+0085"},
        {"Ann\x7f", "control character U+007F"},
    };
    for (const auto& [name, why] : bad) {
        document["players"][1]["name"] = name;
        const std::string error = errorOf(document);
        EXPECT_EQ(error.rfind("players[1].name: ", 0), 0U) << error;
        EXPECT_NE(error.find(why), std::string::npos) << error;
        EXPECT_TRUE(oneLine(error)) << error;
    }
    // 64 characters of two bytes each is within the limit.
    std::string accents;
    for (int i = 0; i < 64; ++i) {
        accents += "\u00e9";
    }
    document["players"][1]["name"] = accents;
    EXPECT_EQ(errorOf(document), "(scored)");

    // "Zoë" composed and decomposed is one person; the name is kept composed.
    document["players"][1]["name"] = "Zo\u00eb";
    document["players"][2]["name"] = "Zoe\u0308";
    EXPECT_NE(errorOf(document).find("compared in Unicode NFC"), std::string::npos);
    document = fixture("snapshot_3p.json");
    document["players"][1]["name"] = "Zoe\u0308";
    document["cookieHolder"] = "Zo\u00eb";
    auto parsed = parseGameJson(document);
    ASSERT_TRUE(parsed) << hats::english::describe(parsed.error());
    EXPECT_EQ(std::get<SnapshotDocument>(*parsed).snapshot.setup.name(1), "Zo\u00eb");

    // Not UTF-8: refused by the reader before any name is looked at.
    std::string text = fixture("snapshot_3p.json").dump();
    text.replace(text.find("Ben"), 3, "B\xff\xfen");
    const std::string error = errorOfText(text);
    EXPECT_NE(error.find("not JSON"), std::string::npos);
    EXPECT_TRUE(oneLine(error)) << error;

    EXPECT_FALSE(normalName("\xc3\x28"));
    EXPECT_FALSE(normalName("\xed\xa0\x80")); // a surrogate
    EXPECT_EQ(printable("a\x1f\xff\nb"), "a\\x1F\\xFF\\x0Ab");
}

TEST(Limits, ErrorsAreOneLineWhateverTheInput) {
    json document = fixture("snapshot_3p.json");
    document["format"] = "hats\ngame\x01";
    EXPECT_TRUE(oneLine(errorOf(document)));
    document = fixture("snapshot_3p.json");
    document["board"][0]["type"] = "r\ne\rd\u2028";
    EXPECT_TRUE(oneLine(errorOf(document))) << errorOf(document);
    document = fixture("snapshot_3p.json");
    document["cookieHolder"] = std::string(10'000, '\n');
    EXPECT_TRUE(oneLine(errorOf(document)));
    EXPECT_LT(errorOf(document).size(), 200U);
}

} // namespace
} // namespace hats
