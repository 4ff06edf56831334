#include "app/text/sums.h"

namespace hats::sums {

std::string signedNumber(int value) {
    return value < 0 ? "\u2212" + std::to_string(-value) : std::to_string(value);
}

std::string sumText(int total, const std::vector<int>& terms) {
    std::string text = signedNumber(total) + " =";
    if (terms.empty()) {
        return text + " 0";
    }
    for (std::size_t i = 0; i < terms.size(); ++i) {
        const int term = terms[i];
        if (i == 0) {
            text += " " + signedNumber(term);
        } else {
            text += (term < 0 ? " \u2212 " : " + ") + std::to_string(term < 0 ? -term : term);
        }
    }
    return text;
}

} // namespace hats::sums
