#pragma once

#include <string>
#include <vector>

/** How a napkin writes a number and a sum, the same in every language: "26 = 23 − 2 + 5". */
namespace hats::sums {

/** "−2" with a real minus sign. */
std::string signedNumber(int value);
/** A number and the terms it is the sum of: "26 = 23 − 2 + 5". */
std::string sumText(int total, const std::vector<int>& terms);

} // namespace hats::sums
