#include "db/move_codec.h"

namespace hats::db {

namespace {

constexpr unsigned char kVersion = 1;
constexpr unsigned char kNoCard = 0xFF;
constexpr unsigned char kBlackHat = 0x80; // in a turn's first byte; the slot otherwise

unsigned char cardByte(std::optional<Card> card) {
    return card ? static_cast<unsigned char>(typeIndex(card->type()) * kMaxValue +
                                             (card->value() - kMinValue))
                : kNoCard;
}

std::optional<Card> cardFrom(unsigned char byte) {
    if (byte == kNoCard || byte >= kDeckSize) {
        return std::nullopt;
    }
    return Card::make(kAllTypes[static_cast<std::size_t>(byte / kMaxValue)],
                      byte % kMaxValue + kMinValue);
}

} // namespace

std::string encodeMoves(const Moves& moves) {
    std::string bytes;
    bytes.reserve(4 + moves.board.size() + 2 * moves.turns.size() + moves.favorites.size());
    bytes.push_back(static_cast<char>(kVersion));
    bytes.push_back(static_cast<char>(moves.board.size()));
    for (Card card : moves.board) {
        bytes.push_back(static_cast<char>(cardByte(card)));
    }
    bytes.push_back(static_cast<char>(moves.turns.size()));
    for (const Turn& turn : moves.turns) {
        std::optional<Card> card;
        unsigned char how = 0;
        if (const auto* exchange = std::get_if<Exchange>(&turn.action)) {
            how = static_cast<unsigned char>(exchange->slot);
            card = exchange->played;
        } else {
            how = kBlackHat;
            card = std::get<BlackHat>(turn.action).card;
        }
        bytes.push_back(static_cast<char>(how | (turn.seat << 4)));
        bytes.push_back(static_cast<char>(cardByte(card)));
    }
    bytes.push_back(static_cast<char>(moves.favorites.size()));
    for (const auto& favorite : moves.favorites) {
        bytes.push_back(static_cast<char>(cardByte(favorite)));
    }
    return bytes;
}

Result<Moves> decodeMoves(std::string_view bytes) {
    std::size_t at = 0;
    bool truncated = false;
    const auto next = [&]() -> unsigned char {
        if (at >= bytes.size()) {
            truncated = true;
            return 0;
        }
        return static_cast<unsigned char>(bytes[at++]);
    };
    const auto card = [&]() -> Result<Card> {
        const unsigned char byte = next();
        if (auto found = cardFrom(byte)) {
            return *found;
        }
        return Error::at({}, Fault{FaultKind::HistoryMovesNoCard}); // on the initial board
    };
    if (next() != kVersion) {
        return Error::at({}, Fault{FaultKind::HistoryMovesUnknown});
    }
    Moves moves;
    const int slots = next();
    for (int slot = 0; slot < slots && !truncated; ++slot) {
        auto found = card();
        if (!found) {
            return found.error();
        }
        moves.board.push_back(*found);
    }
    const int turns = next();
    for (int n = 0; n < turns && !truncated; ++n) {
        const unsigned char how = next();
        const auto played = cardFrom(next());
        const int seat = (how >> 4) & 0x3;
        if ((how & kBlackHat) != 0) {
            moves.turns.push_back(Turn{seat, BlackHat{played}});
        } else if (played) {
            moves.turns.push_back(Turn{seat, Exchange{how & 0x0F, *played}});
        } else {
            return Error::at({}, Fault{FaultKind::HistoryMovesNoCard, {}, {}, {}, n + 1});
        }
    }
    const int favorites = next();
    for (int seat = 0; seat < favorites && !truncated; ++seat) {
        moves.favorites.push_back(cardFrom(next()));
    }
    if (truncated || at != bytes.size()) {
        return Error::at({}, Fault{FaultKind::HistoryMovesCutShort});
    }
    return moves;
}

} // namespace hats::db
