#include "app/cli/commands.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    const int status = hats::cli::run(args, {std::cout, std::cerr});
    // A full disk or a closed pipe is only known once the buffered output is flushed: a
    // tool that printed nothing usable must not report success (`hats score x > /dev/full`).
    errno = 0;
    std::cout.flush();
    if (!std::cout || std::fflush(stdout) != 0 || std::ferror(stdout) != 0) {
        const int error = errno;
        std::cerr << "hats: cannot write the output: "
                  << (error != 0 ? std::strerror(error) : "write error") << '\n';
        return status == 0 ? 1 : status;
    }
    return status;
}
