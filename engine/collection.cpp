#include "engine/collection.h"

#include <algorithm>

namespace hats {

int Collection::typeCount() const {
    TypeSet types;
    for (Card card : faceUp) {
        types.insert(card.type());
    }
    return types.size() + (blackHats > 0 ? 1 : 0);
}

std::vector<int> Collection::sortedValues() const {
    std::vector<int> values;
    values.reserve(faceUp.size());
    for (Card card : faceUp) {
        values.push_back(card.value());
    }
    std::sort(values.begin(), values.end());
    return values;
}

} // namespace hats
