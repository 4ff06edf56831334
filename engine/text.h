#pragma once

#include <string>
#include <vector>

namespace hats {

/** "Ann", "Ann and Ben", "Ann, Ben and Cleo": how explanations list people. */
std::string joinNames(const std::vector<std::string>& names);

/** The names of these seats, joined as above. */
std::string joinSeats(const std::vector<std::string>& names, const std::vector<int>& seats);

} // namespace hats
