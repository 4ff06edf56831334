#include "engine/text.h"

namespace hats {

std::string joinNames(const std::vector<std::string>& names) {
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) {
            text += i + 1 == names.size() ? " and " : ", ";
        }
        text += names[i];
    }
    return text;
}

std::string joinSeats(const std::vector<std::string>& names, const std::vector<int>& seats) {
    std::vector<std::string> picked;
    picked.reserve(seats.size());
    for (int seat : seats) {
        picked.push_back(names.at(static_cast<std::size_t>(seat)));
    }
    return joinNames(picked);
}

} // namespace hats
