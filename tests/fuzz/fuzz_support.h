#pragma once
// Shared by the standing fuzz targets (docs/reliability.md): a time budget per target, a
// clock per input (a hang is an input over 10 s), and the process's peak memory.

#include <gtest/gtest.h>

#include <sys/resource.h>

#include <chrono>
#include <cstdlib>
#include <random>
#include <string>

namespace hats::fuzz {

/** Seconds each target runs: HATS_FUZZ_SECONDS, 20 by default (CI), more for a long run. */
inline std::chrono::seconds budget() {
    const char* value = std::getenv("HATS_FUZZ_SECONDS");
    const int seconds = value ? std::atoi(value) : 20;
    return std::chrono::seconds(seconds > 0 ? seconds : 20);
}

/** The seed: HATS_FUZZ_SEED, or a fixed one so a CI failure reproduces. */
inline unsigned seed(unsigned fallback) {
    const char* value = std::getenv("HATS_FUZZ_SEED");
    return value ? static_cast<unsigned>(std::strtoul(value, nullptr, 10)) : fallback;
}

/** The longest one input may take before it counts as a hang. */
inline constexpr std::chrono::seconds kHang{10};

/** Peak resident memory of this process so far, in MiB. */
inline long peakMiB() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

#if defined(__SANITIZE_ADDRESS__)
inline constexpr long kMemoryBoundMiB = 2048; // ASan's shadow memory and quarantine
#else
inline constexpr long kMemoryBoundMiB = 768;
#endif

/** Runs `one(i)` until the budget is spent, timing each input; reports what it did. */
template <typename One> int runFor(const char* name, One one) {
    const auto until = std::chrono::steady_clock::now() + budget();
    int inputs = 0;
    auto slowest = std::chrono::steady_clock::duration::zero();
    while (std::chrono::steady_clock::now() < until) {
        const auto started = std::chrono::steady_clock::now();
        one(inputs);
        const auto took = std::chrono::steady_clock::now() - started;
        slowest = std::max(slowest, took);
        EXPECT_LT(took, kHang) << name << ": input " << inputs << " took too long";
        ++inputs;
        if (::testing::Test::HasFatalFailure()) {
            break;
        }
    }
    const long peak = peakMiB();
    std::printf("[fuzz] %s: %d inputs in %lld s, slowest %lld ms, peak memory %ld MiB\n", name,
                inputs, static_cast<long long>(budget().count()),
                static_cast<long long>(
                    std::chrono::duration_cast<std::chrono::milliseconds>(slowest).count()),
                peak);
    EXPECT_LT(peak, kMemoryBoundMiB) << name;
    return inputs;
}

} // namespace hats::fuzz
