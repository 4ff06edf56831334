#include "app/text/report_text.h"

#include "app/text/english.h"
#include "app/text/sums.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <sstream>

namespace hats {

using nlohmann::json;

namespace {

json holderJson(const GameSetup& setup, std::optional<int> seat) {
    return seat ? json(setup.name(*seat)) : json(nullptr);
}

std::string howName(CookieDecision::How how) {
    switch (how) {
    case CookieDecision::How::NobodyHasHats:
        return "nobodyHasHats";
    case CookieDecision::How::MostTypes:
        return "mostTypes";
    case CookieDecision::How::Tiebreak:
        return "tiebreak";
    case CookieDecision::How::FullTieKept:
        return "fullTieKept";
    case CookieDecision::How::FullTieUnknown:
        return "fullTieUnknown";
    }
    return "";
}

// Display width of a UTF-8 string: one column per code point.
std::size_t width(const std::string& text) {
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

std::string padLeft(const std::string& text, std::size_t columns) {
    const std::size_t w = width(text);
    return std::string(columns > w ? columns - w : 0, ' ') + text;
}
std::string padRight(const std::string& text, std::size_t columns) {
    const std::size_t w = width(text);
    return text + std::string(columns > w ? columns - w : 0, ' ');
}

std::string cookieCell(int points) {
    return points > 0 ? std::to_string(points) : "-";
}

// One table cell per player.
template <typename Row, typename Cell>
std::vector<std::string> column(const std::vector<Row>& rows, Cell cell) {
    std::vector<std::string> cells;
    for (const Row& row : rows) {
        cells.push_back(cell(row));
    }
    return cells;
}

// One table: a label column, then one column per player.
class Table {
public:
    explicit Table(std::vector<std::string> header) : header_(std::move(header)) {}
    void row(std::string label, std::vector<std::string> cells) {
        rows_.emplace_back(std::move(label), std::move(cells));
    }
    std::string render() const {
        std::size_t labelWidth = 0;
        for (const auto& [label, cells] : rows_) {
            labelWidth = std::max(labelWidth, width(label));
        }
        std::vector<std::size_t> columns;
        for (const std::string& name : header_) {
            columns.push_back(std::max<std::size_t>(width(name), 4));
        }
        std::ostringstream out;
        out << padRight("", labelWidth);
        for (std::size_t i = 0; i < header_.size(); ++i) {
            out << "  " << padLeft(header_[i], columns[i]);
        }
        out << '\n';
        for (const auto& [label, cells] : rows_) {
            if (label == "-") {
                std::size_t total = labelWidth;
                for (std::size_t column : columns) {
                    total += column + 2;
                }
                out << std::string(total, '-') << '\n';
                continue;
            }
            out << padRight(label, labelWidth);
            for (std::size_t i = 0; i < cells.size(); ++i) {
                out << "  " << padLeft(cells[i], columns[i]);
            }
            out << '\n';
        }
        return out.str();
    }

private:
    std::vector<std::string> header_;
    std::vector<std::pair<std::string, std::vector<std::string>>> rows_;
};

// "North-South (Ann + Cleo)", or just "Ann & Cleo" when the name already says who.
std::string teamLabel(const GameSetup& setup, int team) {
    const auto members = GameSetup::teamMembers(team);
    const std::string& name = setup.teamName(team);
    if (name == setup.name(members[0]) + " & " + setup.name(members[1])) {
        return name;
    }
    return name + " (" + setup.name(members[0]) + " + " + setup.name(members[1]) + ")";
}

std::string boardLine(const Board& board) {
    std::string line;
    for (int slot = 1; slot <= board.slotCount(); ++slot) {
        line += (slot == 1 ? "" : " | ") + std::to_string(slot) + ": " +
                english::card(board.at(slot)) + (board.staysFaceUp(slot) ? "" : " (face down)");
    }
    return line;
}

using sums::sumText;

// One collection card and how it scored (R10, R11): the board card of its type that stayed
// face up (its slot is the points), and the slots of its type turned face down.
json cardJson(const Board& board, const CardPoints& card) {
    json entry = toJson(card.card);
    entry["points"] = card.points;
    const int faceUpSlot = board.faceUpSlotFor(card.card.type());
    if (faceUpSlot > 0) {
        json boardCard = toJson(board.at(faceUpSlot));
        boardCard["slot"] = faceUpSlot;
        entry["boardCard"] = boardCard;
    } else {
        entry["boardCard"] = nullptr;
    }
    json faceDown = json::array();
    for (int slot = 1; slot <= board.slotCount(); ++slot) {
        if (slot != faceUpSlot && board.at(slot).type() == card.card.type()) {
            faceDown.push_back(slot);
        }
    }
    entry["faceDownSlots"] = faceDown;
    return entry;
}

// The collection's sum, card by card, then one point per black hat (R11).
std::string collectionSum(const CollectionScore& score) {
    std::vector<int> terms;
    for (const CardPoints& card : score.cards) {
        terms.push_back(card.points);
    }
    terms.insert(terms.end(), static_cast<std::size_t>(score.blackHats), kBlackHatPoints);
    return sumText(score.total, terms);
}

} // namespace

json toJson(const ScoreReport& report) {
    const GameSetup& setup = report.setup;
    json out;
    out["finished"] = report.napkin.has_value();
    out["id"] = report.meta.id;
    if (!report.meta.playedAt.empty()) {
        out["playedAt"] = report.meta.playedAt;
    }
    json players = json::array();
    for (int seat = 0; seat < setup.playerCount(); ++seat) {
        const auto index = static_cast<std::size_t>(seat);
        json player = {{"name", setup.name(seat)}};
        if (setup.hasTeams()) {
            player["team"] = setup.teamName(GameSetup::teamOf(seat));
        }
        player["typeCount"] = report.cookie.typeCounts[index];
        if (report.napkin) {
            const PlayerScore& score = report.napkin->players[index];
            player["collection"] = score.collection.total;
            player["favorite"] = score.favorite.total;
            player["cookie"] = score.cookie;
            player["total"] = score.total;
            player["blackHats"] = score.blackHats;
            json cards = json::array();
            for (const CardPoints& card : score.collection.cards) {
                cards.push_back(cardJson(report.napkin->board, card));
            }
            player["cards"] = cards;
            player["favoriteHat"] = toJson(score.favorite.favorite);
            // For the app's breakdowns: the favorite's matches (R12) and each sum written out.
            json matches = json::array();
            for (Card card : score.favorite.matches) {
                matches.push_back(toJson(card));
            }
            player["favoriteMatches"] = matches;
            std::vector<int> favoriteTerms;
            for (Card card : score.favorite.matches) {
                favoriteTerms.push_back(card.value());
            }
            favoriteTerms.push_back(-score.favorite.favorite.value());
            player["sums"] = {
                {"collection", collectionSum(score.collection)},
                {"favorite", sumText(score.favorite.total, favoriteTerms)},
                {"total", sumText(score.total,
                                  {score.collection.total, score.favorite.total, score.cookie})}};
        } else {
            const Standing& standing = report.standings.players[index];
            player["collection"] = standing.collection;
            player["favorite"] = nullptr;
            player["cookie"] = standing.cookie;
            player["total"] = standing.total;
            player["blackHats"] = standing.blackHats;
            if (report.board && index < report.collections.size()) {
                const CollectionScore score =
                    scoreCollection(*report.board, report.collections[index]);
                json cards = json::array();
                for (const CardPoints& card : score.cards) {
                    cards.push_back(cardJson(*report.board, card));
                }
                player["cards"] = cards;
                player["sums"] = {
                    {"collection", collectionSum(score)},
                    {"total", sumText(standing.total, {standing.collection, standing.cookie})}};
            }
        }
        players.push_back(player);
    }
    out["players"] = players;

    if (setup.hasTeams()) {
        json teams = json::array();
        for (int team = 0; team < 2; ++team) {
            const auto members = GameSetup::teamMembers(team);
            const int total = report.napkin
                                  ? report.napkin->teams[static_cast<std::size_t>(team)].total
                                  : report.standings.teams[static_cast<std::size_t>(team)].total;
            const auto memberTotal = [&](int seat) {
                const auto index = static_cast<std::size_t>(seat);
                return report.napkin ? report.napkin->players[index].total
                                     : report.standings.players[index].total;
            };
            teams.push_back(
                {{"name", setup.teamName(team)},
                 {"members", {setup.name(members[0]), setup.name(members[1])}},
                 {"total", total},
                 {"sum", sumText(total, {memberTotal(members[0]), memberTotal(members[1])})}});
        }
        out["teams"] = teams;
    }

    out["cookie"] = {{"holder", holderJson(setup, report.cookie.holder)},
                     {"how", howName(report.cookie.how)},
                     {"reason", english::cookieReason(report.cookie, setup.players())},
                     {"steps", english::cookieSteps(report.cookie, setup.players())}};
    if (report.napkin) {
        json winners = json::array();
        for (int seat : report.napkin->victory.winners) {
            winners.push_back(setup.name(seat));
        }
        out["winners"] = winners;
        out["decidedBy"] = decidedByName(report.napkin->victory.decidedBy);
        out["explanation"] = english::victory(report.napkin->victory, setup);
        json board = json::array();
        for (int slot = 1; slot <= report.napkin->board.slotCount(); ++slot) {
            json entry = toJson(report.napkin->board.at(slot));
            entry["slot"] = slot;
            entry["faceUp"] = report.napkin->board.staysFaceUp(slot);
            board.push_back(entry);
        }
        out["board"] = board;
    } else {
        out["winners"] = json::array();
        out["decidedBy"] = nullptr;
        out["turnsPlayed"] = report.turnsPlayed;
        out["totalTurns"] = report.totalTurns;
    }
    if (report.isLog) {
        json history = json::array();
        for (const auto& holder : report.cookieHistory) {
            history.push_back(holderJson(setup, holder));
        }
        out["cookieHistory"] = history;
    }
    return out;
}

std::string formatReport(const ScoreReport& report) {
    const GameSetup& setup = report.setup;
    std::ostringstream out;
    const std::size_t players = static_cast<std::size_t>(setup.playerCount());
    Table table(setup.players());

    if (report.napkin) {
        const Napkin& napkin = *report.napkin;
        out << "Hats napkin - " << players << " players\n\n";
        const auto& scores = napkin.players;
        table.row("Hat collection", column(scores, [](const PlayerScore& p) {
                      return std::to_string(p.collection.total);
                  }));
        table.row("Favorite hat", column(scores, [](const PlayerScore& p) {
                      return std::to_string(p.favorite.total);
                  }));
        table.row("Cookie",
                  column(scores, [](const PlayerScore& p) { return cookieCell(p.cookie); }));
        table.row("-", {});
        table.row("Total",
                  column(scores, [](const PlayerScore& p) { return std::to_string(p.total); }));
        table.row("Black hats",
                  column(scores, [](const PlayerScore& p) { return std::to_string(p.blackHats); }));
        out << table.render();
        if (setup.hasTeams()) {
            out << "\nTeams\n";
            for (const TeamScore& team : napkin.teams) {
                out << "  " << teamLabel(setup, team.team) << ": " << team.total << '\n';
            }
        }
        const std::string winners = english::joinSeats(setup.players(), napkin.victory.winners);
        out << '\n'
            << (napkin.victory.winners.size() > 1 ? "Winners: " : "Winner: ") << winners << '\n'
            << "  " << english::victory(napkin.victory, setup) << "\n\n";
        out << "Board after clean-up (R10): " << boardLine(napkin.board) << '\n';
        out << "Favorite hats (R12):";
        for (std::size_t seat = 0; seat < players; ++seat) {
            out << (seat == 0 ? " " : ", ") << setup.name(static_cast<int>(seat)) << " "
                << english::card(napkin.players[seat].favorite.favorite);
        }
        out << '\n';
    } else {
        out << "Game in progress - " << report.turnsPlayed << " of " << report.totalTurns
            << " turns played, round "
            << std::min(report.turnsPlayed / static_cast<int>(players) + 1, kTurnsPerPlayer)
            << " of " << kTurnsPerPlayer
            << "; next: " << setup.name(report.turnsPlayed % static_cast<int>(players)) << '\n'
            << "No final score yet (R9). Live standings from public information:\n\n";
        const auto& standings = report.standings.players;
        table.row("Hat collection", column(standings, [](const Standing& p) {
                      return std::to_string(p.collection);
                  }));
        table.row("Cookie",
                  column(standings, [](const Standing& p) { return cookieCell(p.cookie); }));
        table.row("-", {});
        table.row("Total so far",
                  column(standings, [](const Standing& p) { return std::to_string(p.total); }));
        table.row("Black hats",
                  column(standings, [](const Standing& p) { return std::to_string(p.blackHats); }));
        out << table.render();
        if (setup.hasTeams()) {
            out << "\nTeams\n";
            for (const TeamStanding& team : report.standings.teams) {
                out << "  " << teamLabel(setup, team.team) << ": " << team.total << '\n';
            }
        }
    }

    out << "\nCookie (R14-R16): " << english::cookieReason(report.cookie, setup.players()) << '\n';
    for (const std::string& step : english::cookieSteps(report.cookie, setup.players())) {
        out << "  " << step << '\n';
    }
    if (report.isLog && !report.cookieHistory.empty()) {
        std::string moves;
        std::optional<int> previous;
        for (std::size_t turn = 0; turn < report.cookieHistory.size(); ++turn) {
            const auto holder = report.cookieHistory[turn];
            if (holder != previous) {
                moves += (moves.empty() ? "" : "; ") + std::string("turn ") +
                         std::to_string(turn + 1) + " " +
                         (holder ? setup.name(*holder) : std::string("nobody"));
                previous = holder;
            }
        }
        out << "Cookie moves: " << moves << '\n';
    }
    return out.str();
}

} // namespace hats
