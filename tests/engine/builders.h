#pragma once

#include "app/text/english.h"
#include "engine/card.h"
#include "engine/collection.h"
#include "engine/result.h"
#include "engine/setup.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <vector>

namespace hats::testing {

inline Collection collection(std::initializer_list<Card> faceUp, int blackHats = 0) {
    return Collection{std::vector<Card>(faceUp), blackHats};
}

inline GameSetup setupOf(std::vector<std::string> names, std::vector<HatType> removed = {}) {
    auto setup = GameSetup::make(std::move(names), std::move(removed));
    EXPECT_TRUE(setup.ok()) << (setup.ok() ? "" : hats::english::describe(setup.error()));
    return setup.value();
}

/** The refusal a refused result carries (fails the test when there is none). */
template <typename R> Refusal refusalOf(const R& result) {
    EXPECT_FALSE(result.ok());
    if (result.ok() || !result.error().refusal) {
        ADD_FAILURE() << "expected a rule refusal";
        return {};
    }
    return *result.error().refusal;
}

} // namespace hats::testing
