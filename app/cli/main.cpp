#include "app/cli/commands.h"

#include <iostream>

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    return hats::cli::run(args, {std::cout, std::cerr});
}
