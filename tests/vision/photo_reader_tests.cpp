#include "app/text/english.h"
#include "vision/photo_reader.h"

#include "tests/vision/vision_test_support.h"
#include "tools/deckgen/deck_scene.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <map>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <tuple>

using namespace hats;
using namespace hats::vision;
using scenegen::Layout;

namespace {

// Seeds 500-599 are for tests only; the accuracy benchmark uses 100000 and up.
testsupport::Comparison readScene(std::uint64_t seed, Layout layout, bool touching, double mp) {
    const scenegen::Scene scene = scenegen::renderScene(seed, {layout, touching, mp, 0});
    const PhotoKind kind = layout == Layout::Board ? PhotoKind::Board : PhotoKind::Collection;
    const Result<Reading> reading =
        readPhoto(scene.jpeg, testsupport::generatedDeckProfile(), kind);
    if (!reading) {
        ADD_FAILURE() << "seed " << seed << ": " << hats::english::describe(reading.error());
        return {};
    }
    return testsupport::compare(scene, reading.value());
}

} // namespace

TEST(PhotoReader, ReadsEveryBoardCardIntoItsSlot) {
    for (std::uint64_t seed = 500; seed < 504; ++seed) {
        const testsupport::Comparison c = readScene(seed, Layout::Board, false, 2.0);
        EXPECT_EQ(c.found, c.truth) << "seed " << seed;
        EXPECT_EQ(c.extra, 0) << "seed " << seed;
        EXPECT_EQ(c.wrongSlots, 0) << "seed " << seed;
        EXPECT_EQ(c.typeRight + c.doubtful, c.faceUp) << "seed " << seed;
        EXPECT_EQ(c.valueRight + c.doubtful, c.faceUp) << "seed " << seed;
        EXPECT_LE(c.doubtful, 1) << "seed " << seed;
    }
}

// A board photographed at a slant on a wavy wood table (the app tests' board): the two far
// cards are smaller than the near ones and the table's grain joins them; they are two cards.
TEST(PhotoReader, FarCardsJoinedByTheTablesGrainAreTwoCards) {
    const scenegen::Scene scene = scenegen::renderScene(600, {Layout::Board, false, 2.0, 90});
    ASSERT_EQ(scene.cards.size(), 6U);
    const Result<Reading> reading = readBoard(scene.jpeg, testsupport::generatedDeckProfile());
    ASSERT_TRUE(reading.ok()) << hats::english::describe(reading.error());
    const testsupport::Comparison c = testsupport::compare(scene, reading.value());
    EXPECT_EQ(c.found, c.truth);
    EXPECT_EQ(c.extra, 0);
    EXPECT_EQ(c.wrongSlots, 0);
    EXPECT_EQ(c.valueRight, c.faceUp);
}

TEST(PhotoReader, ReadsATouchingBoardRow) {
    for (std::uint64_t seed = 510; seed < 513; ++seed) {
        const testsupport::Comparison c = readScene(seed, Layout::Board, true, 2.5);
        EXPECT_EQ(c.found, c.truth) << "seed " << seed;
        EXPECT_EQ(c.wrongSlots, 0) << "seed " << seed;
        EXPECT_EQ(c.valueRight + c.doubtful, c.faceUp) << "seed " << seed;
    }
}

TEST(PhotoReader, CountsTheBlackHatsOfACollection) {
    for (std::uint64_t seed = 520; seed < 525; ++seed) {
        const scenegen::Scene scene =
            scenegen::renderScene(seed, {Layout::Collection, seed % 2 == 1, 2.0, 0});
        const Result<Reading> reading =
            readCollection(scene.jpeg, testsupport::generatedDeckProfile());
        ASSERT_TRUE(reading.ok()) << hats::english::describe(reading.error());
        EXPECT_EQ(reading->blackHats, scene.blackHats()) << "seed " << seed;
        const testsupport::Comparison c = testsupport::compare(scene, reading.value());
        EXPECT_EQ(c.found, c.truth) << "seed " << seed;
        EXPECT_EQ(c.typeRight + c.doubtful, c.faceUp) << "seed " << seed;
        for (const CardRead& read : reading->cards) {
            EXPECT_EQ(read.slot, 0);
            EXPECT_EQ(read.card.has_value(), !read.faceDown && !read.doubtful);
        }
    }
}

TEST(PhotoReader, GivesCornersInFullSizePixelsForA12MegapixelPhoto) {
    const scenegen::Scene scene = scenegen::renderScene(530, {Layout::Board, false, 12.0, 80});
    const Result<Reading> reading = readBoard(scene.jpeg, testsupport::generatedDeckProfile());
    ASSERT_TRUE(reading.ok()) << hats::english::describe(reading.error());
    EXPECT_EQ(reading->width, scene.width);
    const testsupport::Comparison c = testsupport::compare(scene, reading.value());
    EXPECT_EQ(c.found, c.truth);
    EXPECT_EQ(c.valueRight + c.doubtful, c.faceUp);
}

TEST(PhotoReader, SaysCouldNotReadForAnEmptyTable) {
    cv::Mat table(900, 1200, CV_8UC3);
    cv::randn(table, cv::Scalar(40, 80, 120), cv::Scalar(15, 15, 15));
    std::vector<uchar> jpeg;
    cv::imencode(".jpg", table, jpeg);
    const Result<Reading> reading = readBoard(jpeg, testsupport::generatedDeckProfile());
    ASSERT_FALSE(reading.ok());
    EXPECT_NE(hats::english::describe(reading.error()).find("could not read"), std::string::npos);
}

TEST(PhotoReader, SaysCouldNotReadForAPhotoOfSomethingElse) {
    // Light paper with dark print and coloured boxes: frames and holes, but no cards.
    cv::Mat page(900, 1200, CV_8UC3, cv::Scalar(235, 238, 240));
    cv::RNG rng(9);
    for (int i = 0; i < 60; ++i) {
        const cv::Point p(rng.uniform(0, 1200), rng.uniform(0, 900));
        cv::putText(page, "Lorem ipsum", p, cv::FONT_HERSHEY_SIMPLEX, 1.0, cv::Scalar(30, 30, 30),
                    2);
    }
    cv::rectangle(page, cv::Rect(100, 100, 300, 120), cv::Scalar(40, 40, 200), -1);
    cv::circle(page, {800, 500}, 120, cv::Scalar(200, 80, 20), -1);
    std::vector<uchar> jpeg;
    cv::imencode(".jpg", page, jpeg);
    const Result<Reading> reading = readCollection(jpeg, testsupport::generatedDeckProfile());
    if (reading.ok()) {
        // Whatever it thought it saw, it must not claim to be sure of it.
        for (const CardRead& read : reading->cards) {
            EXPECT_TRUE(read.doubtful) << "confidence " << read.confidence;
        }
    } else {
        EXPECT_NE(hats::english::describe(reading.error()).find("could not read"),
                  std::string::npos);
    }
}

TEST(PhotoReader, ReadsAPhonePhotoStoredTurnedWithAnExifOrientation) {
    // The scene as the phone stores it in portrait: pixels a quarter turn back, plus the EXIF
    // tag (orientation 6) that tells viewers, and us, to turn it upright again.
    const scenegen::Scene scene = scenegen::renderScene(541, {Layout::Board, false, 3.0, 90});
    cv::Mat stored = cv::imdecode(scene.jpeg, cv::IMREAD_COLOR);
    cv::rotate(stored, stored, cv::ROTATE_90_COUNTERCLOCKWISE);
    std::vector<uchar> jpeg;
    cv::imencode(".jpg", stored, jpeg, {cv::IMWRITE_JPEG_QUALITY, 92});
    jpeg = testsupport::withExifOrientation(jpeg, 6, false);

    const Result<Reading> reading = readBoard(jpeg, testsupport::generatedDeckProfile());
    ASSERT_TRUE(reading.ok()) << hats::english::describe(reading.error());
    EXPECT_EQ(reading->width, scene.width);
    EXPECT_EQ(reading->height, scene.height);
    const testsupport::Comparison c = testsupport::compare(scene, reading.value());
    EXPECT_EQ(c.found, c.truth);
    EXPECT_EQ(c.wrongSlots, 0);
    EXPECT_EQ(c.valueRight + c.doubtful, c.faceUp);
}

// The grid calibration learned from reads back card for card: the app checks every learned
// deck this way (each of the 42 read once, places it cannot read left out) and tells the player
// to retake a grid that does not. Seed 1 is the profile's own grid. Seed 3 (the app's
// screenshots, `hats-scenegen --calibration --seed 3`) is more tilted: its green 4 was proposed
// a tenth too large and off, looked like no card (its drawing correlating 0.3), and is read once
// laid onto its type's face; two backs and two doubtful places are still taken under and
// across its cards (docs/vision.md, Weaker).
TEST(PhotoReader, ReadsTheCalibrationGridBackCardForCard) {
    for (const std::uint64_t seed : {1, 3}) {
        const scenegen::Scene grid = scenegen::renderCalibrationGrid(seed);
        const Result<Reading> reading =
            readPhoto(grid.jpeg, testsupport::generatedDeckProfile(), PhotoKind::Collection);
        ASSERT_TRUE(reading) << "seed " << seed;
        const testsupport::Comparison c = testsupport::compare(grid, reading.value());
        EXPECT_EQ(c.found, 42) << "seed " << seed;
        std::map<int, int> timesRead;
        for (const CardRead& card : reading->cards) {
            if (card.card) {
                ++timesRead[card.card->index()];
            }
        }
        EXPECT_EQ(timesRead.size(), 42U) << "seed " << seed;
        EXPECT_TRUE(std::all_of(timesRead.begin(), timesRead.end(),
                                [](const auto& read) { return read.second == 1; }))
            << "seed " << seed;
        if (seed == 1) {
            EXPECT_EQ(c.extra, 0);
            EXPECT_EQ(c.valueRight, 42);
        }
    }
}

namespace {

// A photo of generated design `design` as the accuracy benchmark draws scene `seed`.
deckgen::Scene designScene(std::uint64_t design, std::uint64_t seed, deckgen::Layout layout,
                           deckgen::Arrangement arrangement) {
    deckgen::SceneOptions options;
    options.layout = layout;
    options.arrangement = arrangement;
    options.megapixels = 2 + static_cast<double>((seed * 2654435761ULL) % 1000) / 1000.0 * 10;
    return deckgen::renderScene(deckgen::designFromSeed(design), seed, options);
}

deckgen::Scene overlappingScene(std::uint64_t design, std::uint64_t seed) {
    return designScene(design, seed, deckgen::Layout::Collection,
                       deckgen::Arrangement::Overlapping);
}

// How many of the scene's cards were found: a card read within a third of a card's width of
// where it lies (each read counts once).
int cardsFound(const deckgen::Scene& scene, const Reading& reading) {
    std::vector<bool> used(reading.cards.size(), false);
    int found = 0;
    for (const deckgen::PlacedCard& placed : scene.cards) {
        const cv::Point2f centre =
            (placed.corners[0] + placed.corners[1] + placed.corners[2] + placed.corners[3]) * 0.25F;
        const double third = cv::norm(placed.corners[1] - placed.corners[0]) / 3;
        for (size_t j = 0; j < reading.cards.size(); ++j) {
            const auto& q = reading.cards[j].corners;
            if (!used[j] && cv::norm((q[0] + q[1] + q[2] + q[3]) * 0.25F - centre) < third) {
                used[j] = true;
                ++found;
                break;
            }
        }
    }
    return found;
}

// `scene` read with the learned profile of generated design `design` (nothing when the deck
// was not learned whole or the photo was refused: the test has failed then).
std::optional<Reading> readDesignScene(std::uint64_t design, const deckgen::Scene& scene,
                                       PhotoKind kind) {
    const Profile& profile = testsupport::designProfile(design);
    EXPECT_TRUE(profile.complete()) << "design " << design << " not learned whole";
    if (!profile.complete()) {
        return std::nullopt;
    }
    Result<Reading> reading = readPhoto(scene.jpeg, profile, kind);
    EXPECT_TRUE(reading) << hats::english::describe(reading.error());
    if (!reading) {
        return std::nullopt;
    }
    return std::move(*reading);
}

// Every card of the scene found, and no place taken that is no card.
void expectEveryCardOnce(const deckgen::Scene& scene, const Reading& reading) {
    EXPECT_EQ(cardsFound(scene, reading), static_cast<int>(scene.cards.size()));
    EXPECT_EQ(reading.cards.size(), scene.cards.size()) << "places taken that are no card";
}

// The cards read (doubtful ones and backs as -1) against the cards placed, in index order.
void expectEveryCardRead(const deckgen::Scene& scene, const Reading& reading) {
    std::vector<int> placed;
    std::vector<int> read;
    for (const deckgen::PlacedCard& c : scene.cards) {
        placed.push_back(c.card ? c.card->index() : -1);
    }
    for (const CardRead& c : reading.cards) {
        read.push_back(c.card ? c.card->index() : -1);
    }
    std::sort(placed.begin(), placed.end());
    std::sort(read.begin(), read.end());
    EXPECT_EQ(read, placed);
}

// Each of `cards` (as Card::toString() names them) read exactly once, not doubtful.
void expectEachReadOnce(const Reading& reading, std::initializer_list<const char*> cards) {
    std::vector<std::string> read;
    for (const CardRead& c : reading.cards) {
        read.push_back(c.card ? c.card->toString() : "-");
    }
    for (const char* card : cards) {
        EXPECT_EQ(std::count(read.begin(), read.end(), card), 1) << card;
    }
}

// The faces `reading` reads surely, each expected once (rules R1: every face is one card of
// the deck), with how often each is read.
std::map<std::string, int> facesReadSurely(const Reading& reading) {
    std::map<std::string, int> times;
    for (const CardRead& read : reading.cards) {
        if (read.card) {
            EXPECT_EQ(++times[read.card->toString()], 1) << read.card->toString() << " read twice";
        }
    }
    return times;
}

// `scene` of generated design `design` read: every card found once, and read as what it is.
// At least `least` of the scene's cards found, and no more places taken than it has cards.
void expectFoundWithoutPhantoms(const deckgen::Scene& scene, const Reading& reading, int least) {
    EXPECT_GE(cardsFound(scene, reading), least) << "of " << scene.cards.size();
    EXPECT_LE(reading.cards.size(), scene.cards.size()) << "places taken that are no card";
}

// `scene` read with design `design`'s profile, every card of it found once; the reading.
std::optional<Reading> expectSceneFoundOnce(std::uint64_t design, const deckgen::Scene& scene,
                                            PhotoKind kind) {
    std::optional<Reading> reading = readDesignScene(design, scene, kind);
    EXPECT_TRUE(reading);
    if (reading) {
        expectEveryCardOnce(scene, *reading);
    }
    return reading;
}

// Collection `scene` of generated design `design`, holding `blackHats` backs, read: every card
// found once and every back counted as a black hat; the reading.
std::optional<Reading> expectBlackHatsCounted(std::uint64_t design, const deckgen::Scene& scene,
                                              int blackHats) {
    EXPECT_EQ(scene.blackHats(), blackHats) << "backs the scene holds";
    std::optional<Reading> reading = expectSceneFoundOnce(design, scene, PhotoKind::Collection);
    if (reading) {
        EXPECT_EQ(reading->blackHats, blackHats);
    }
    return reading;
}

// As expectBlackHatsCounted, and every face read right too.
void expectBlackHatsAndFacesRead(std::uint64_t design, const deckgen::Scene& scene, int blackHats) {
    const std::optional<Reading> reading = expectBlackHatsCounted(design, scene, blackHats);
    ASSERT_TRUE(reading);
    expectEveryCardRead(scene, *reading);
}

void expectSceneReadRight(std::uint64_t design, const deckgen::Scene& scene, PhotoKind kind) {
    const std::optional<Reading> reading = readDesignScene(design, scene, kind);
    ASSERT_TRUE(reading);
    expectEveryCardOnce(scene, *reading);
    expectEveryCardRead(scene, *reading);
}

// Board photo `seed` of generated design `design`, its cards laid out as `arrangement`, read:
// every card found once and read right.
void expectBoardReadRight(std::uint64_t design, std::uint64_t seed,
                          deckgen::Arrangement arrangement) {
    expectSceneReadRight(design, designScene(design, seed, deckgen::Layout::Board, arrangement),
                         PhotoKind::Board);
}

// Board photo `seed` of generated design `design`, its cards laid out as `arrangement`, read:
// at least `least` of its cards found, and no more places taken than it has cards.
void expectBoardFoundWithoutPhantoms(std::uint64_t design, std::uint64_t seed,
                                     deckgen::Arrangement arrangement, int least) {
    const deckgen::Scene scene = designScene(design, seed, deckgen::Layout::Board, arrangement);
    const std::optional<Reading> reading = readDesignScene(design, scene, PhotoKind::Board);
    ASSERT_TRUE(reading);
    expectFoundWithoutPhantoms(scene, *reading, least);
}

} // namespace

TEST(PhotoReader, FindsEveryCardOfAnOverlappingCollectionOverWhatShowsOfIt) {
    // Tuning design 52, an overlapping collection (scene 52005, 10 MP): each card under the next
    // shows only part of itself. Compared whole, the card on top spoiled it: one card was
    // missed and two places that were no card were taken.
    const deckgen::Scene scene = overlappingScene(52, 52005);
    const std::optional<Reading> reading = readDesignScene(52, scene, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    expectEveryCardOnce(scene, *reading);
}

TEST(PhotoReader, FindsTheCardSizeOfACascadeWhereNoCardLiesAlone) {
    // Tuning design 77, scene 77004: five cards in a cascade, each lower than the last. No card
    // lies alone to give the card's size, and the straight sides voted for a size 0.7 of it:
    // no place proposed was a card, and seven cards were read where five lie. The cascade is
    // as wide as one card, so that width is tried too.
    const deckgen::Scene scene = overlappingScene(77, 77004);
    const std::optional<Reading> reading = readDesignScene(77, scene, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    expectFoundWithoutPhantoms(scene, *reading, static_cast<int>(scene.cards.size()) - 1);
}

TEST(PhotoReader, TakesNoPlaceOfTwoHalvesOfTouchingCards) {
    // Tuning design 473, scene 473007 (a board, 5.3 MP): four flat cards edge to edge. The
    // places straddling the second and third cards, half of each and 1.5 times a card wide,
    // looked enough like cards to be taken first; both cards were lost and two places that are
    // no card were read. The best-looking places agree on one card size, and a place that is
    // not a card alone must have it.
    const deckgen::Scene scene =
        designScene(473, 473007, deckgen::Layout::Board, deckgen::Arrangement::Touching);
    const std::optional<Reading> reading = readDesignScene(473, scene, PhotoKind::Board);
    ASSERT_TRUE(reading);
    expectEveryCardOnce(scene, *reading);
    for (const CardRead& read : reading->cards) {
        const double width = std::min(cv::norm(read.corners[1] - read.corners[0]),
                                      cv::norm(read.corners[3] - read.corners[0]));
        const double placed =
            cv::norm(scene.cards.front().corners[1] - scene.cards.front().corners[0]);
        EXPECT_NEAR(width / placed, 1.0, 0.15);
    }
}

TEST(PhotoReader, LooksFurtherAlongARowForTheCardItsOutlinesHide) {
    // Tuning design 447, scene 447001 (a board, 9.6 MP): five dark cards edge to edge on a dark
    // table, photographed at a slant. No place was proposed where the middle card lies, so it
    // was missed. Its neighbours lie one move apart (the same shift and turn from each card to
    // the next), and the place that move leads to is looked at. What this test is about is
    // that card found: on the machine of 2026-12-01 (another processor than the test was
    // written on) every card is still found, and one of them, a 3, is read as the 2 of its
    // type.
    expectSceneFoundOnce(
        447, designScene(447, 447001, deckgen::Layout::Board, deckgen::Arrangement::Touching),
        PhotoKind::Board);
}

TEST(PhotoReader, CutsCardsEdgeToEdgeBetweenTheSeamsTheyShow) {
    // Tuning design 733, scene 733001: a board of five dark bordered cards edge to edge on a
    // table of waves, a highlight on the first card joining it to the table. No card lay alone,
    // the sizes the region's sides voted for were off, and none of the five was found. The
    // seams between the cards repeat a card's width apart: the row is cut along them.
    expectSceneFoundOnce(
        733, designScene(733, 733001, deckgen::Layout::Board, deckgen::Arrangement::Touching),
        PhotoKind::Board);
    // Tuning design 738, scene 738003: two rows of four cards edge to edge, a highlight joined
    // to them; the whole was taken for one card lying alone (its shape is a card's), which gave
    // every other place a size three times a card's. Not one card was found.
    const deckgen::Scene rows =
        designScene(738, 738003, deckgen::Layout::Collection, deckgen::Arrangement::Touching);
    const std::optional<Reading> reading = readDesignScene(738, rows, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    expectFoundWithoutPhantoms(rows, *reading, 7);
}

TEST(PhotoReader, CutsABlockWhoseSeamsDoNotShowEvenlyAlongItsFrame) {
    // Light cards edge to edge show no seam between them, or a faint shadow: tuning design 724,
    // scene 724001 (six cards, a highlight at one end: one found before) and 717, 717001 (four
    // cards on a table of waves: none found). The row's frame shows, and its drawing repeats
    // card after card: it is cut into as many cards as fit.
    for (const auto& [design, seed] :
         {std::pair<std::uint64_t, std::uint64_t>{724, 724001}, {717, 717001}}) {
        expectSceneFoundOnce(
            design,
            designScene(design, seed, deckgen::Layout::Board, deckgen::Arrangement::Touching),
            PhotoKind::Board);
    }
}

TEST(PhotoReader, ProposesTheCardsOfARowEachOverTheLastFromTheRowsBreadth) {
    // Overlapping collections of tuning designs 775 (scene 775004: a place that was no card was
    // taken) and 747 (747004: the purple 4 missed, the purple 1 read as brown). Each card's near
    // side repeats one step along the row, the row's sides show along it, and the card on top
    // shows its far side a card beyond: every card of the row is proposed whole, its size given
    // by the row's breadth and the deck's shape.
    expectSceneReadRight(775, overlappingScene(775, 775004), PhotoKind::Collection);
    expectSceneFoundOnce(747, overlappingScene(747, 747004), PhotoKind::Collection);
}

TEST(PhotoReader, FollowsARowFromItsTopCardWhenNoOtherCardWasFound) {
    // Tuning design 540, scene 540004: a row of overlapping cards on a light table. Only the
    // top card was taken at first, so no two cards gave the row's move to follow, and two of
    // its cards were missed. The move is now looked for from the top card alone: where the
    // outline of a card of its size shows beside it.
    expectSceneReadRight(540, overlappingScene(540, 540004), PhotoKind::Collection);
}

TEST(PhotoReader, FindsTheCardsOfARowByTheRegionTheyCoverUnderItsTopCard) {
    // Tuning design 106, scene 106005: a row of eight borderless faces, each over the last one's
    // side, their drawings panels of colour whose edges run along the cards' sides. The cards
    // under the top one showed too little of their outline to be proposed, and three of eight
    // were found. The row's move is now looked for from the top card by the region of not-table
    // it covers, and the steps and the deck's printing that its cards show.
    expectSceneFoundOnce(106, overlappingScene(106, 106005), PhotoKind::Collection);
}

TEST(PhotoReader, ReportsNoPlaceOfWhichOnlyASliverShowsLookingLikeNoCard) {
    // Tuning design 105, scene 105004: a collection of overlapping rows. A place cut across
    // the cards of a row was taken, and once the cards lying on it were known, a hundredth of
    // it showed, like no card: it was reported as a doubtful card where there is none.
    expectSceneReadRight(105, overlappingScene(105, 105004), PhotoKind::Collection);
}

TEST(PhotoReader, MovesAPlaceThatLooksLikeNoCardWhereWhatShowsOfItLooksLikeOne) {
    // Tuning design 101, scene 101005: a collection of overlapping rows of dark cards without
    // a border. Three cards partly under others were proposed only a few percent off where
    // they lie and in size, and looked like no card there: they were missed. Once the cards are
    // taken, such a place over not-table that no card explains is moved, turned and sized where
    // what shows of it looks most like a card of the deck.
    expectSceneReadRight(101, overlappingScene(101, 101005), PhotoKind::Collection);
}

TEST(PhotoReader, PlacesACardByWhatShowsOfItsDrawing) {
    // Tuning design 839, scene 839004: a fan of dark textured cards with thin borders, each
    // showing a strip with its value. Two cards showed too little of their outline to be
    // proposed, and a third was read over the wrong place. The keypoints of the exemplars
    // (their values, their hats) place each card wherever enough of its drawing shows.
    expectSceneReadRight(839, overlappingScene(839, 839004), PhotoKind::Collection);
}

TEST(PhotoReader, TellsWhichCardLiesOnTopByWhoseDrawingShowsWhereTheyOverlap) {
    // Tuning design 821, scene 821005: a row of flat cards, each lying over the last, every
    // card's border as sharp as the next, so that the outlines did not tell which lies on
    // top: six cards were read over the part of them a neighbour covers (doubtful, or a back
    // taken for a face). Where two cards overlap, the one whose own drawing shows there lies
    // on top.
    expectSceneReadRight(821, overlappingScene(821, 821005), PhotoKind::Collection);
}

TEST(PhotoReader, TakesNoPlaceBesideACardOfAnotherSizeThanIt) {
    // Tuning design 851, scene 851003: a collection of dark cards edge to edge in two rows.
    // A place of a card and a half, cut from the block, was taken beside the cards of the
    // row: a card lying next to a card taken has nearly its size.
    expectSceneReadRight(
        851, designScene(851, 851003, deckgen::Layout::Collection, deckgen::Arrangement::Touching),
        PhotoKind::Collection);
}

TEST(PhotoReader, CutsTwoRowsOfTouchingCardsTheSecondACardShort) {
    // Tuning design 121, scene 121009: nine dark faces without a border edge to edge, five in
    // one row and four in the next, one region. Its hull has four corners, the fourth side
    // slanting across the missing card's place, and was cut as a block of that shape: six cards
    // were missed. Two sides so far from parallel are no block's outline seen at a slant, and
    // the region's rectangle, a card missing from it, is cut as well.
    expectSceneReadRight(
        121, designScene(121, 121009, deckgen::Layout::Collection, deckgen::Arrangement::Touching),
        PhotoKind::Collection);
}

TEST(PhotoReader, TakesACardOfARowLyingOnACardTakenBeforeIt) {
    // Tuning design 873, scene 873005: a cascade of light cards, each lower card over the one
    // above it. A card was taken before the card lying on it, and counted as covering it:
    // the card on top then seemed to show nothing and was lost (two cards). A card taken does
    // not hide a neighbour whose outline shows across its face while its own outline does not
    // show across the neighbour's.
    expectSceneReadRight(873, overlappingScene(873, 873005), PhotoKind::Collection);
}

TEST(PhotoReader, TakesACardOfARowBetweenTwoCardsTakenBeforeIt) {
    // Tuning design 950, scene 950004: a row of cards each over the last, two plain backs
    // among them. The back between two cards taken was hidden by both, though it lies on one
    // of them: one back on another shows no outline either way. A place midway between two
    // neighbours taken is compared both ways (on the one, under the other), unless the card
    // it would lie on shows its own outline or drawing there.
    const deckgen::Scene scene = overlappingScene(950, 950004);
    const std::optional<Reading> reading = expectSceneFoundOnce(950, scene, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    EXPECT_EQ(reading->blackHats, scene.blackHats());
}

TEST(PhotoReader, TakesNoPlaceLyingAcrossTheCardsItOverlaps) {
    // Cards overlap only in rows, cascades and fans, each turned little from the card it lies
    // on; a place lying across the cards it overlaps, not whole on top of them, is cut from
    // them. Tuning designs 947 and 951, scenes 947003 and 951003: collections of cards edge to
    // edge, where places cut across two cards were taken as cards (two such places each).
    // Every card is found once, and 947003's are all read right; 951003's orange 6 is read
    // doubtful (confidence 0.28) since the calibration grid's cards are cut to one shape.
    for (const auto& [design, seed] :
         {std::pair<std::uint64_t, std::uint64_t>{947, 947003}, {951, 951003}}) {
        SCOPED_TRACE(seed);
        const deckgen::Scene scene =
            designScene(design, seed, deckgen::Layout::Collection, deckgen::Arrangement::Touching);
        const std::optional<Reading> reading =
            readDesignScene(design, scene, PhotoKind::Collection);
        ASSERT_TRUE(reading);
        expectEveryCardOnce(scene, *reading);
        if (seed == 947003) {
            expectEveryCardRead(scene, *reading);
        }
    }
}

TEST(PhotoReader, ReadsTheCardUnderAFansTopCardWhereTheirBordersMeet) {
    // Tuning design 127, scene 127004: a fan of nine cards, each showing a strip of a quarter
    // of itself with its value under the next. Every face has one green border, so where one
    // card lies on another no outline shows, and the border's inner side looked like the
    // outline to the search beside the top card: the place it proposed lay 8% of a card off
    // and looked like no card, and only the top card was read. The place is moved and turned
    // a little to where what shows of it looks most like a card, and a face whose drawing
    // shows clearly is taken with less of its outline showing. Then the move from the top card
    // to it, repeated along the fan, grew the places 7% a card (the two were cut a few percent
    // apart in size); between overlapping cards it keeps their size within 2%, and five cards
    // are found (the places still drift a few pixels a card).
    const deckgen::Scene scene = overlappingScene(127, 127004);
    const std::optional<Reading> reading = readDesignScene(127, scene, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    ASSERT_GE(scene.cards.size(), 2U);
    const deckgen::PlacedCard& under = scene.cards[scene.cards.size() - 2];
    ASSERT_TRUE(under.card);
    const cv::Point2f at =
        (under.corners[0] + under.corners[1] + under.corners[2] + under.corners[3]) * 0.25F;
    const double third = cv::norm(under.corners[1] - under.corners[0]) / 3;
    EXPECT_TRUE(std::any_of(reading->cards.begin(), reading->cards.end(),
                            [&](const CardRead& c) {
                                const cv::Point2f centre =
                                    (c.corners[0] + c.corners[1] + c.corners[2] + c.corners[3]) *
                                    0.25F;
                                return c.card && c.card->index() == under.card->index() &&
                                       cv::norm(centre - at) < third;
                            }))
        << "the card under the top card, " << under.card->index();
    expectFoundWithoutPhantoms(scene, *reading, 5);
}

TEST(PhotoReader, TakesNoPlaceLyingAcrossAFaceReadClearly) {
    // Tuning design 131, scene 131003: five cards edge to edge in a row, three of them backs of
    // fine checks and two faces read clearly. Places turned across a face, showing the checks
    // of the back beside it where the face does not cover them, were taken as backs (seven
    // black hats for three). A face read clearly, whole, lies where it was read: a place lying
    // across it is a card only whole on top of it, as over a row of cards taken.
    expectSceneReadRight(
        131, designScene(131, 131003, deckgen::Layout::Collection, deckgen::Arrangement::Touching),
        PhotoKind::Collection);
}

TEST(PhotoReader, TakesNoPlaceOverlappingACardOfABoard) {
    // A board's cards lie apart or edge to edge, never one on another. Tuning designs 966, 923
    // and 940, scenes 966001, 923001 (boards of cards edge to edge) and 940000 (apart): places
    // cut across two cards were taken over the cards read there, half of a card or more
    // overlapping (three, four and two places). Of two cards read on a board, neither covers a
    // fifth of the other.
    for (const auto& [design, seed, arrangement] :
         {std::tuple{std::uint64_t{966}, std::uint64_t{966001}, deckgen::Arrangement::Touching},
          std::tuple{std::uint64_t{923}, std::uint64_t{923001}, deckgen::Arrangement::Touching},
          std::tuple{std::uint64_t{940}, std::uint64_t{940000}, deckgen::Arrangement::Apart}}) {
        SCOPED_TRACE(seed);
        const deckgen::Scene scene = designScene(design, seed, deckgen::Layout::Board, arrangement);
        const std::optional<Reading> reading = readDesignScene(design, scene, PhotoKind::Board);
        ASSERT_TRUE(reading);
        EXPECT_GE(cardsFound(scene, *reading), static_cast<int>(scene.cards.size()) - 1);
        for (const CardRead& a : reading->cards) {
            for (const CardRead& b : reading->cards) {
                if (&a == &b) {
                    continue;
                }
                std::vector<cv::Point2f> shared;
                const float area = cv::intersectConvexConvex(
                    std::vector<cv::Point2f>(a.corners.begin(), a.corners.end()),
                    std::vector<cv::Point2f>(b.corners.begin(), b.corners.end()), shared);
                EXPECT_LT(area, 0.2 * cv::contourArea(std::vector<cv::Point2f>(b.corners.begin(),
                                                                               b.corners.end())));
            }
        }
    }
}

TEST(PhotoReader, FindsCardsThatAShadowOrAHighlightOnTheTableJoins) {
    // A shadow or a highlight on the table is no table colour, and it joined the cards beside it
    // into one region of no card's shape. Tuning scenes 972001 (a row edge to edge beside a
    // shadow) and 816001 (a highlight half over a row): no card, and one of five, was found.
    // They are the table lit or shaded, changing smoothly from it. Scenes 915001 (dark cards
    // on a dotted table: a dark card is no shadow) and 836001 (light cards with soft outlines
    // on a light table: a light card is no highlight) keep their cards.
    for (const auto& [design, seed] : {std::pair{std::uint64_t{972}, std::uint64_t{972001}},
                                       std::pair{std::uint64_t{816}, std::uint64_t{816001}},
                                       std::pair{std::uint64_t{915}, std::uint64_t{915001}},
                                       std::pair{std::uint64_t{836}, std::uint64_t{836001}}}) {
        SCOPED_TRACE(seed);
        expectSceneFoundOnce(
            design,
            designScene(design, seed, deckgen::Layout::Board, deckgen::Arrangement::Touching),
            PhotoKind::Board);
    }
}

TEST(PhotoReader, ReadsACascadeLaidEachCardOverTheLast) {
    // Overlapping rows where some pairs of cards show no outline either way (a dark card on a
    // dark card): told pair by pair, a card was taken to lie over the one that covers it and
    // was read over the wrong part of it. The pairs that tell clearly agree on one way, and
    // the whole row follows it.
    // Tuning design 570, scene 570004: three cards were doubtful or of another type.
    expectSceneReadRight(570, overlappingScene(570, 570004), PhotoKind::Collection);
    // Tuning design 546, scene 546004: a back was read as a face, so a black hat was lost.
    const deckgen::Scene fan = overlappingScene(546, 546004);
    const std::optional<Reading> fanRead = expectSceneFoundOnce(546, fan, PhotoKind::Collection);
    ASSERT_TRUE(fanRead);
    EXPECT_EQ(fanRead->blackHats, fan.blackHats());
}

TEST(PhotoReader, CountsAPlainBackAsABlackHat) {
    // Tuning design 569, scene 569002: a collection lying apart with two backs printed in one
    // plain colour. A plain back shows no drawing to correlate with, so both were read as
    // places that look like no card (doubtful) and the black hats were missed. A place taken
    // for its outline that is as plain as the back, and of its colour, is the back.
    expectBlackHatsCounted(
        569, designScene(569, 569002, deckgen::Layout::Collection, deckgen::Arrangement::Apart), 2);
}

TEST(PhotoReader, TakesAPlainBackCutFromABlockOfCardsAtAFacesSize) {
    // Tuning design 133 (backs of one light grey, bordered), scene 133003: two rows of cards
    // edge to edge, three of them backs. A card cut from a block is taken when its drawing
    // correlates clearly with the card it is read as, and a plain back has no drawing: the
    // three backs were read as the back where they lie, and none was taken (no black hat for
    // three). A cell read surely as a plain back is taken when a face read clearly is of its
    // size.
    expectBlackHatsCounted(
        133, designScene(133, 133003, deckgen::Layout::Collection, deckgen::Arrangement::Touching),
        3);
}

TEST(PhotoReader, TakesNoQuarterOfABackBesideAFaceLyingAlone) {
    // Held-out design 1017 (backs of dots), scene 1017003 (4.8 MP): a row of two backs edge to
    // edge, a purple 4 and a back, lying apart. No card's size was known when the two backs'
    // block was cut, and it was cut into quarters too; a back's pattern looks alike wherever it
    // is cut, so three quarters were taken as backs and one back was missed (five black hats
    // for three). The purple 4 lies alone and reads clearly: a back less than 0.6 of its size
    // (the most a photo's slant shrinks a card) is a piece of one.
    expectBlackHatsCounted(
        1017,
        designScene(1017, 1017003, deckgen::Layout::Collection, deckgen::Arrangement::Touching), 3);
}

TEST(PhotoReader, TakesNoPieceOfADottedBackForItsDots) {
    // Tuning design 141 (backs of orange dots on brown), scene 141003 (4.8 MP): two rows of
    // cards edge to edge, three of them backs. Two places cut across a back and its neighbour
    // were taken as backs too (five black hats for three): the edges of the back's dots lay
    // on their sides, and were taken for their outline. A back's outline is an edge running
    // along its side; a dot's edge crosses the side at every angle.
    expectBlackHatsAndFacesRead(
        141, designScene(141, 141003, deckgen::Layout::Collection, deckgen::Arrangement::Touching),
        3);
}

TEST(PhotoReader, ChoosesAFansCardsOverPiecesCutAcrossThem) {
    // Tuning design 115 (illustrated faces, backs of dots to the edge), scene 115004 (2.4 MP):
    // a fan of a back, a yellow 1 and two backs, the last seen whole. Places cut across two of
    // its cards looked more like cards than the cards themselves and were taken first: one
    // back was missed and the yellow 1 read doubtful. The fan laid under the card seen whole
    // explains the region's outlines better, and its cards are chosen instead.
    expectBlackHatsAndFacesRead(115, overlappingScene(115, 115004), 3);
}

TEST(PhotoReader, ChoosesARowAgainWhereItsCardsLeaveATenthOfACardUnexplained) {
    // Tuning design 104, scene 104005 (10 MP): a row of six cards each over the last, a back
    // seen whole on top. The places taken first left 0.145 of a card of the row's region
    // unexplained, under the quarter from which a region was chosen again: two cards were
    // missed, a yellow 2 read as a back (three black hats for one). A region is now chosen
    // again from a tenth of a card left, and the row laid under the back explains it better
    // by far (kept only when better by a card side's outline points: ProposesTheCardsOfARow-
    // EachOverTheLastFromTheRowsBreadth's region is explained a little better by two pieces).
    expectBlackHatsAndFacesRead(104, overlappingScene(104, 104005), 1);
}

TEST(PhotoReader, CountsADarkPlainBackPastItsNoise) {
    // Held-out design 1008 (backs of one dark green), scene 1008020 (4.2 MP): nine cards lying
    // apart, three of them backs. Against a dark card's little light the photo's noise alone
    // showed more detail than a plain back may (0.11-0.15 against 0.08), so the backs looked
    // like no card (doubtful) and the black hats were missed. A card is judged plain once
    // blurred past its pixels' noise.
    expectBlackHatsAndFacesRead(
        1008, designScene(1008, 1008020, deckgen::Layout::Collection, deckgen::Arrangement::Apart),
        3);
}

TEST(PhotoReader, TakesNoCardSizeFromAPieceOfABack) {
    // Tuning design 138, scene 138005 (10 MP): a row of four cards each over the last, a
    // purple 2, a yellow 4, a back of dots and an orange 4. Of the five places that looked most
    // like cards, two were pieces of the back and one a piece of the purple 2, half a card
    // wide: they agreed on the cards' size, and the cards of their true size were refused
    // (one of four found, two pieces of the back taken). A back's pattern looks alike wherever
    // it is cut: a back votes for the size only when its outline shows whole.
    const deckgen::Scene scene = overlappingScene(138, 138005);
    ASSERT_EQ(scene.blackHats(), 1);
    const std::optional<Reading> reading = readDesignScene(138, scene, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    expectFoundWithoutPhantoms(scene, *reading, 3);
    EXPECT_EQ(reading->blackHats, 1);
}

TEST(PhotoReader, LaysTheRowUnderABackSeenWhole) {
    // Design 2746, scene 2746005: a fan of three, a dark yellow 1 under a grey back under
    // another, the top one seen whole. The row under a card seen whole was laid from faces
    // only, so the back in the middle was missed (one black hat of two) and the yellow 1 read
    // doubtful. A back on top lays its row as a face does; what the places show decides.
    expectBlackHatsCounted(2746, overlappingScene(2746, 2746005), 2);
}

TEST(PhotoReader, CountsAPlainBackUnderACardAsABlackHat) {
    // Tuning design 742, scene 742005: a row of a collection with two plain backs, one half
    // under the next card. Its place, compared at a quick look, looked like no card, and one
    // black hat was lost. A place no face explains, as plain as the back and of its colour, is
    // the back at a quick look too.
    const deckgen::Scene scene = overlappingScene(742, 742005);
    ASSERT_EQ(scene.blackHats(), 2);
    const std::optional<Reading> reading = readDesignScene(742, scene, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    EXPECT_EQ(reading->blackHats, 2);
}

namespace {

// Scene `seed` of tuning design `design`, a collection (its cards lying apart unless
// `arrangement` says otherwise) with `backs` face down, read with that many black hats, and
// each of `faces` read once.
void expectBlackHatsOfACollection(std::uint64_t design, std::uint64_t seed, int backs,
                                  deckgen::Arrangement arrangement = deckgen::Arrangement::Apart,
                                  std::initializer_list<const char*> faces = {}) {
    const deckgen::Scene scene =
        designScene(design, seed, deckgen::Layout::Collection, arrangement);
    ASSERT_EQ(scene.blackHats(), backs);
    const std::optional<Reading> reading = readDesignScene(design, scene, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    EXPECT_EQ(reading->blackHats, backs);
    expectEachReadOnce(*reading, faces);
}

// No card read is narrower than 0.6 of the scene's cards (the most a slant shrinks a far card).
void expectNoPieceOfACardRead(const deckgen::Scene& scene, const Reading& reading) {
    const double placed = cv::norm(scene.cards.front().corners[1] - scene.cards.front().corners[0]);
    for (const CardRead& read : reading.cards) {
        const double width = std::min(cv::norm(read.corners[1] - read.corners[0]),
                                      cv::norm(read.corners[3] - read.corners[0]));
        EXPECT_GT(width / placed, 0.6) << (read.faceDown ? "a back"
                                           : read.guess  ? read.guess->toString()
                                                         : "a place")
                                       << " read " << width / placed << " of a card wide";
    }
}

} // namespace

TEST(PhotoReader, ReadsDarkFacesWhoseLightBorderTheGridsTableHid) {
    // Tuning design 104, scene 104002: seven cards apart on a green table, dark faces with a
    // cream border and three plain tan backs. The grid photo lies on a near-white table where
    // the cream border shows almost no edge: the faces were learned without it and the back
    // with it, and the red 3, the brown 1 and the green 1, cut here with their border, looked
    // more like the back's frame than their own faces (six black hats read for three).
    expectBlackHatsOfACollection(104, 104002, 3, deckgen::Arrangement::Apart,
                                 {"orange 6", "red 3", "brown 1", "green 1"});
}

TEST(PhotoReader, TellsAPlainBackInTheLightTheOneFaceBesideItShows) {
    // Tuning design 129, scene 129002: one face and two plain backs apart, in a light bluer
    // than calibration's. The backs' colour lay too far from the back's to be taken for it, and
    // the photo's light was learned only from two faces or more: both black hats were lost. One
    // face read surely shows the light well enough to compare a plain back's colour in it.
    expectBlackHatsOfACollection(129, 129002, 2);
}

TEST(PhotoReader, TakesAPlainBackThatOnlyThisPhotosLightShows) {
    // Tuning design 133, scene 133004: eight cards in a column, two of them light plain backs,
    // in a light bluer than calibration's. Places are first compared in calibration's light,
    // where the top back's colour lay too far from the back's (0.20, 0.15 allowed), and it was
    // never taken. Looked at again in the light the faces read show, it is the back.
    expectBlackHatsOfACollection(133, 133004, 2, deckgen::Arrangement::Overlapping);
}

TEST(PhotoReader, ReadsACascadesBackWhereItsNeighboursPutIt) {
    // Tuning design 102, scene 102004: a cascade of nine cards, the fifth and the seventh purple
    // backs of which a little less than half shows. Each was followed from a neighbour of
    // another size and ended up a tenth of a card off, too narrow or too wide, where it looked
    // like no card. Midway between its two neighbours, where a cascade puts it, it is the back.
    expectBlackHatsOfACollection(102, 102004, 3, deckgen::Arrangement::Overlapping);
}

TEST(PhotoReader, TakesTheCardBetweenTwoNeighboursTwoStepsOfTheirRowApart) {
    // Tuning design 123, scene 123005: a cascade of eight cards of which a quarter of each
    // shows, the seventh a plain back. No place was proposed for it, and the blue 5 on top and
    // the purple 5 were taken two steps of the row apart. Midway between them, its outline shows
    // across the purple 5, and what the blue 5 leaves of it reads surely as the back.
    expectBlackHatsOfACollection(123, 123005, 3, deckgen::Arrangement::Overlapping);
}

TEST(PhotoReader, TakesTheCardBetweenTwoNeighboursThoughCalibrationsLightLeavesItDoubtful) {
    // Tuning design 130, scene 130005: a cascade of eight, three of them teal backs of dots
    // without a border. The first back, between the orange 4 and the brown 6, was never taken,
    // and the orange 4, compared over what the back covers too, was doubtful. Midway between
    // them the back's outline shows across the orange 4, and in calibration's light it reads as
    // the back with a confidence of 0.39, enough to be taken there and read again in this
    // photo's. (The third back, under a back of its own pattern, is still missed.)
    const deckgen::Scene scene =
        designScene(130, 130005, deckgen::Layout::Collection, deckgen::Arrangement::Overlapping);
    const std::optional<Reading> reading = readDesignScene(130, scene, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    expectEachReadOnce(*reading, {"orange 4", "brown 6", "green 1", "green 4", "brown 3"});
    EXPECT_GE(reading->blackHats, 2);
}

TEST(PhotoReader, TakesTheBackBetweenTwoNeighboursThoughItsOutlineDoesNotShowOnTheBackUnder) {
    // Tuning design 176, scene 176011: a cascade of four, a back of an emblem printed to its
    // edges, a second back on it, a green 3, a back on top. The second back's outline does not
    // show across the first (one back on another), so it was never taken, and the first back
    // was read as a whole card up to the green 3. Midway between them, what the green 3 leaves
    // reads surely as the back, and the first back, with it on top, reads far better: its
    // emblem shows once, not twice.
    expectBlackHatsOfACollection(176, 176011, 3, deckgen::Arrangement::Overlapping, {"green 3"});
}

TEST(PhotoReader, TakesTheBacksOfAStackBetweenTwoNeighboursThreeStepsOfTheirRowApart) {
    // Tuning design 100, scene 100011: a row of eight, two backs with a bordered emblem side by
    // side between an orange 4 and a yellow 1. Neither back's outline was taken: the orange 4
    // and the yellow 1 lie three steps of their row apart (each step the distance to the card
    // beside them), and the two places between, each read over what the cards on it leave of
    // it, are the backs.
    expectBlackHatsOfACollection(100, 100011, 2, deckgen::Arrangement::Overlapping,
                                 {"orange 4", "yellow 1", "purple 3"});
}

TEST(PhotoReader, TakesABackBetweenTheOnlyTwoCardsFoundWhereNoStepOfTheRowIsKnown) {
    // Tuning design 143, scene 143005: a fan of three, a yellow 3, a back of bordered stripes
    // and a second back on it. Only the yellow 3 and the top back were found, and no third card
    // tells the row's step: the places the row may put cards between them are tried from the
    // most steps that fit down. Midway, what the top back leaves reads surely as the back, and
    // the yellow 3 reads better with it on top.
    expectBlackHatsOfACollection(143, 143005, 2, deckgen::Arrangement::Overlapping, {"yellow 3"});
}

TEST(PhotoReader, ReadsACoveredBacksPatternAwayFromTheEdgeOfTheCardOnIt) {
    // Backs of fine stripes in a fan, a strip of each showing beside the light edge of the card
    // on it: design 122 (pale blue backs without a border, scene 122011) and 145 (dark maroon
    // backs among white faces, scene 145010). Measured up to the top card's outline, the strip
    // took in that card's light edge, its blur and its shadow: edges and a colour the back has
    // not, and a back was read as a face or missed. Its pattern is measured two pixels away.
    expectBlackHatsOfACollection(122, 122011, 3, deckgen::Arrangement::Overlapping);
    expectBlackHatsOfACollection(145, 145010, 3, deckgen::Arrangement::Overlapping);
}

TEST(PhotoReader, TakesNoPieceOfABackAgainstTheFacesShownWholeBesideIt) {
    // Tuning design 165, scene 165005: six cards overlapping in a row on a checked table, two of
    // them dark navy backs, the last card a red 1 shown whole. A corner of the first back, a
    // third of a card wide, looks like the back as much as the back does and was taken as a
    // black hat of its own. No card lies alone, so the faces' size was not known to tell it;
    // a face under no card and read clearly shows it as surely as one lying alone.
    const deckgen::Scene scene = overlappingScene(165, 165005);
    const std::optional<Reading> reading = readDesignScene(165, scene, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    EXPECT_GE(reading->blackHats, 1);
    expectNoPieceOfACardRead(scene, *reading);
}

TEST(PhotoReader, TakesNoPieceOfAFaceAgainstTheFacesShownWholeBesideIt) {
    // Tuning design 147, scene 147004: eight cards in a cascade, each half under the next, the
    // yellow 2 on top shown whole. Places narrower than a card were taken among the strips the
    // faces show, and the faces around them were read as what they are not (a brown 1 as an
    // orange 1, a red 2 as a red 4, a yellow 6 as a red 6; the orange 4 doubtful). Held against
    // the faces shown whole and read clearly, as a back is, those places are pieces.
    const deckgen::Scene scene = overlappingScene(147, 147004);
    const std::optional<Reading> reading = readDesignScene(147, scene, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    expectEachReadOnce(
        *reading, {"red 6", "brown 1", "orange 4", "yellow 6", "purple 4", "red 2", "yellow 2"});
}

TEST(PhotoReader, MeasuresPiecesByAWholeFaceNotYetTaken) {
    // Tuning design 155, scene 155005: two backs in a cascade, each showing a quarter of
    // itself, under a red 4 shown whole. Pieces of the backs scored better than the red 4 and
    // were taken before it, when no face shown whole measured them yet: a back was missed, a
    // piece read as a face, and the red 4 doubtful. Measured from the start by the face whose
    // whole outline shows and which reads clearly, taken or not, they are pieces.
    const deckgen::Scene scene = overlappingScene(155, 155005);
    const std::optional<Reading> reading = readDesignScene(155, scene, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    EXPECT_EQ(reading->blackHats, 2);
    expectEachReadOnce(*reading, {"red 4"});
    expectNoPieceOfACardRead(scene, *reading);
    // Design 104, scene 104011: a row of six dark faces, each half under the next; the strips
    // they show, cut in two across, are each the shape of a card half the size. Nine such
    // halves were taken before the orange 1 on top, the one face shown whole.
    const deckgen::Scene row = overlappingScene(104, 104011);
    const std::optional<Reading> rowRead = readDesignScene(104, row, PhotoKind::Collection);
    ASSERT_TRUE(rowRead);
    expectNoPieceOfACardRead(row, *rowRead);
    EXPECT_LE(rowRead->cards.size(), row.cards.size());
}

TEST(PhotoReader, BacksGiveWayToTheCardsTheRowPutsBetweenItsFaces) {
    // Tuning design 115, scene 115010: a row of a back, a purple 1, two backs printed with dots
    // to their edges and a blue 1 on top. The two backs show no seam between them, and were
    // read as one back lying across both. The row's step, told by the back under the purple 1,
    // puts two cards between the purple 1 and the blue 1: the one back gives way to two.
    expectBlackHatsOfACollection(115, 115010, 3, deckgen::Arrangement::Overlapping,
                                 {"purple 1", "blue 1"});
    // Design 173, scene 173010: two backs, a blue 3, an orange 5 and a back on top; the two
    // backs under the blue 3 were read as one.
    expectBlackHatsOfACollection(173, 173010, 3, deckgen::Arrangement::Overlapping,
                                 {"blue 3", "orange 5"});
}

TEST(PhotoReader, LaysTheRowAgainUnderATopCardCutFromABlockTakenForCardsEdgeToEdge) {
    // Tuning design 140, scene 140005: a row of nine light faces and backs printed with checks
    // to their edges, each card half over the next, the yellow 6 on top. The detector cut the
    // row's region as a block of cards lying edge to edge, and a block's cards were never laid
    // again as a row under its top card: the green 6 and the green 3 were missed, and four
    // black hats read for three. Laid again from the yellow 6, the row explains its region.
    expectBlackHatsOfACollection(140, 140005, 3, deckgen::Arrangement::Overlapping,
                                 {"green 6", "green 3", "yellow 2", "red 2", "yellow 6"});
}

TEST(PhotoReader, KeepsNoRowLaidAgainThatReadsAFaceTwice) {
    // Tuning design 139, scene 139004: an overlapping row of light faces. Its region was chosen
    // again from a row laid under its top card, and that choice read the yellow 3 and the
    // yellow 6 both as yellow 5: one card read twice, which no deck holds (rules R1). A choice
    // made again must not read more faces twice than the first.
    const deckgen::Scene scene =
        designScene(139, 139004, deckgen::Layout::Collection, deckgen::Arrangement::Overlapping);
    const std::optional<Reading> reading = readDesignScene(139, scene, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    EXPECT_GE(facesReadSurely(*reading).size(), 4U) << "faces read surely";
}

TEST(PhotoReader, LeavesDoubtfulTheLessSureOfTwoCardsReadAsOneFace) {
    // Rules R1, every face is one card: tuning design 148, scene 148004, an overlapping row
    // whose orange 1, 59% shown, was read surely as yellow 1 while the yellow 1 itself was read
    // too. One of two cards read as one face is read wrongly: the less sure is doubtful, its
    // guess kept for a person to confirm or correct.
    const deckgen::Scene scene =
        designScene(148, 148004, deckgen::Layout::Collection, deckgen::Arrangement::Overlapping);
    const std::optional<Reading> reading = readDesignScene(148, scene, PhotoKind::Collection);
    ASSERT_TRUE(reading);
    EXPECT_EQ(facesReadSurely(*reading)["yellow 1"], 1);
    EXPECT_EQ(std::count_if(reading->cards.begin(), reading->cards.end(),
                            [](const CardRead& read) {
                                return read.doubtful && read.guess &&
                                       read.guess->toString() == "yellow 1";
                            }),
              1)
        << "the other yellow 1, doubtful with its guess";
}

TEST(PhotoReader, FollowsAFanOpenedWiderThanARightAngle) {
    // Tuning design 113, scene 113005: a fan of eight faces, each turned 0.27 radian from the
    // next, 1.86 radians from the first to the yellow 6 on top. No row laid under the top card
    // turned by more than 1.6 radians, so none covered the fan's region: the blue 1 and the
    // orange 6 were missed, the brown 5 and the blue 3 left doubtful. A fan turns by half a
    // turn at most.
    expectBlackHatsOfACollection(
        113, 113005, 0, deckgen::Arrangement::Overlapping,
        {"brown 5", "blue 1", "orange 6", "yellow 2", "blue 3", "yellow 4", "green 4", "yellow 6"});
}

TEST(PhotoReader, TakesNoCellOfABlockAtHalfTheDecksCardSize) {
    // Tuning design 172, scene 172005: a row of six, a plain pink back on top of it. The row's
    // region was also cut as a block of half-width cells, and the cell on the back, as plain as
    // the back, looked most like a card: it was taken first, and the back's whole place was
    // given to the orange 5 under it. A block's cell much narrower than the size the best
    // places agree on is a piece of a card.
    expectBlackHatsAndFacesRead(172, overlappingScene(172, 172005), 2);
}

TEST(PhotoReader, TakesABackLikeTheBacksBesideItInThisPhoto) {
    // Tuning design 145, scene 145002: a face and three backs of fine dark stripes lying apart,
    // the last back half under a highlight. Compared with the back as the grid photo showed
    // it, that one was a doubtful face. The two backs beside it, read surely, show the back as
    // this photo shows it (its light, blur and exposure), and compared with them it is the back.
    expectBlackHatsOfACollection(145, 145002, 3);
}

TEST(PhotoReader, CountsABackUnderAHighlightAsABlackHat) {
    // Tuning design 149, scene 149002: a collection apart, three backs printed with a fine
    // pattern of diamonds, one of them half under a highlight. Its pattern was compared with the
    // white the highlight adds and the light falling off around it, and the black hat was lost.
    expectBlackHatsOfACollection(149, 149002, 3);
}

TEST(PhotoReader, TakesACardWhoseWholeOutlineShowsWhereverTheTableJoinsIt) {
    // Tuning design 569, scene 569000: five cards apart on a table of two colours in waves.
    // The light waves join the first three cards into one region whose shape no row of cards
    // explains, and they were missed. The red 2 and the yellow 5 each show their whole outline
    // as a closed line of edges, of a card's shape and size: they are proposed from it.
    const deckgen::Scene scene =
        designScene(569, 569000, deckgen::Layout::Board, deckgen::Arrangement::Apart);
    const std::optional<Reading> reading = readDesignScene(569, scene, PhotoKind::Board);
    ASSERT_TRUE(reading);
    expectEachReadOnce(*reading, {"red 2", "yellow 5", "green 4", "orange 2"});
}

TEST(PhotoReader, TakesACardWhoseOutlineLoopIsBittenByItsPrintedValues) {
    // Tuning design 157, scene 157000: six light grey faces without a border lying apart on a
    // light checked table, each with its value in a black disc at two corners. The table's
    // colours take in the faces, so only each face's hat panel stood out, and the panels (of
    // one size, nearly the card's shape lying across) were read as six doubtful cards. Each
    // face's outline shows as a closed line of edges, but the discs touch it, so the loop
    // inside it is no quadrilateral: the rectangle around its hull is the card.
    const deckgen::Scene scene =
        designScene(157, 157000, deckgen::Layout::Board, deckgen::Arrangement::Apart);
    const std::optional<Reading> reading = readDesignScene(157, scene, PhotoKind::Board);
    ASSERT_TRUE(reading);
    expectEachReadOnce(*reading, {"blue 6", "purple 5", "yellow 5", "yellow 3", "purple 6"});
    expectFoundWithoutPhantoms(scene, *reading, 5);
}

TEST(PhotoReader, FindsSmoothCardsOnATexturedTableOfTheirColour) {
    // Tuning design 661, scene 661000: six light grey cards lying apart on a speckled grey
    // table. Their colour is the table's, and the table's speckles give edges everywhere, so
    // only one card was found. The table varies everywhere, even at its smoothest; a printed
    // face hardly anywhere: a stretch a card wide much smoother than the table is not table.
    expectBoardFoundWithoutPhantoms(661, 661000, deckgen::Arrangement::Apart, 5);
}

TEST(PhotoReader, FindsCardsOfTheTablesOwnColoursOnAPatternedTable) {
    // Tuning design 2550, scene 2550001: six dark cards with a pale border edge to edge on black
    // and pale checks, a highlight beside them washing the checks out. Over half a card the
    // table is smooth inside a check, and no colour of the cards is not the table's: only the
    // cards' art was found, and one card. Over a card's width the table shows its checks
    // everywhere, the faces do not.
    expectBoardFoundWithoutPhantoms(2550, 2550001, deckgen::Arrangement::Touching, 5);
}

TEST(PhotoReader, FindsABoardsCardsByTheirDrawingWhereTheirOutlinesFade) {
    // Tuning design 2535, scene 2535001: four pale cards edge to edge on a table of nearly their
    // colour, under a soft shadow. Their outlines hardly show; their art panels do, and were
    // proposed as cards of a panel's size, so the two cards no outline proposed whole were
    // missed. What shows of a drawing places a board's cards too, as a collection's. (Design
    // 2559's board, one card of five found before, is read whole the same way, but its grid
    // misses a card, which the tests here do not allow.)
    expectBoardFoundWithoutPhantoms(2535, 2535001, deckgen::Arrangement::Touching, 4);
}

TEST(PhotoReader, PlacesABoardsCardByItsDrawingWhereAHighlightCutsItsOutline) {
    // Tuning design 141, scene 141001: six light bordered cards edge to edge, a highlight
    // below the middle ones. The red 6 was missed, and two places straddling it and its
    // neighbours were taken for cards. Its drawing places it whole, and those places then lie
    // over cards taken.
    expectBoardReadRight(141, 141001, deckgen::Arrangement::Touching);
}

TEST(PhotoReader, TakesABoardsCardCutFromItsRowASliverOverACardTaken) {
    // Tuning design 103, scene 103001: four light cards edge to edge. The orange 6's cut from
    // the row's block, a few pixels off, overlapped the card taken beside it by more than a
    // block's cut may, and the orange 6 was missed. On a board a block's cut discounts a sliver
    // inside each card taken, as a board's other places do.
    expectBoardReadRight(103, 103001, deckgen::Arrangement::Touching);
}

TEST(PhotoReader, GrowsNoCardFoundOverAHighlightWashingOutAPatternedTable) {
    // Tuning design 2541, scene 2541000: five cards apart on olive and pale checks, a highlight
    // over the middle card and the table beside it washing the checks out to white. Smooth over
    // a card's width like a face, joined to the card, it is no card: the card was cut over
    // both. A smooth stretch mostly found already adds nothing.
    expectBoardFoundWithoutPhantoms(2541, 2541000, deckgen::Arrangement::Apart, 5);
}

TEST(PhotoReader, CutsARowAWholeNumberOfCardsAndAHalfLongBothWays) {
    // Tuning design 2529, scene 2529001: six dark cards edge to edge whose seams hardly show,
    // on a dotted table with a highlight at one end. The row's breadth, a little wide where the
    // highlight joins dots to it, gives a card width for which the row is five and a half cards
    // long: it was cut into five, none where a card lies, and one card was read. Cut into six
    // too, what shows decides.
    expectBoardFoundWithoutPhantoms(2529, 2529001, deckgen::Arrangement::Touching, 5);
}

TEST(PhotoReader, MovesACardCutALittleOffFromARowOntoTheCard) {
    // Tuning designs 128 (scene 128001) and 132 (132001): boards of four cards edge to edge. The
    // row was cut a few percent off two of its cards (4-6% of a card across and along, 13% too
    // wide), and what was cut there looked like the card read, but too little so (correlating
    // 0.4-0.59 where a card cut from a row must reach 0.6): both cards were missed. Moved about
    // like a place proposed beside a card, each looks clearly like its card and is taken.
    for (const auto& [design, seed] :
         {std::pair<std::uint64_t, std::uint64_t>{128, 128001}, {132, 132001}}) {
        SCOPED_TRACE(seed);
        expectBoardReadRight(design, seed, deckgen::Arrangement::Touching);
    }
}

TEST(PhotoReader, ReadsACardThroughAHighlight) {
    // Boards lying apart, a highlight on one card: tuning design 532, scene 532000 (the orange
    // 5, a third of it washed out) and 547, 547000 (the brown 2). The white the highlight adds
    // spoiled the card's correlation with its exemplar, and each was doubtful. The patch every
    // channel of which is lifted alike is now left out, and the rest is read.
    for (const auto& [design, seed] :
         {std::pair<std::uint64_t, std::uint64_t>{532, 532000}, {547, 547000}}) {
        expectBoardReadRight(design, seed, deckgen::Arrangement::Apart);
    }
}

TEST(PhotoReader, ReadsAFaceAHighlightWashesTowardALighterTypeByItsColour) {
    // Collections lying apart, tuning design 147 (scenes 147002 and 147008) and 161 (161002), and
    // a board edge to edge, design 100 (100001): a highlight lay over part of one face, and the
    // white it adds made the face look like a lighter type of the same value (the red 4 and
    // the green 1 of 147 read as yellow, the brown 3 of 161 as orange, the brown 5 of 100 as
    // yellow), surely, so the highlight was never looked for. It is now looked for on every
    // card, against the faces of every type of the value read, and the washed pixels are
    // compared as the type's colour with white added.
    for (const auto& [seed, blackHats] :
         {std::pair<std::uint64_t, int>{147002, 3}, {147008, 3}, {161002, 1}}) {
        SCOPED_TRACE(seed);
        const std::uint64_t design = seed / 1000;
        expectBlackHatsAndFacesRead(
            design,
            designScene(design, seed, deckgen::Layout::Collection, deckgen::Arrangement::Apart),
            blackHats);
    }
    // Board 100001's yellow 1 is still not found (before this change too), so only the card
    // the highlight lies on is checked there.
    const std::optional<Reading> board = readDesignScene(
        100, designScene(100, 100001, deckgen::Layout::Board, deckgen::Arrangement::Touching),
        PhotoKind::Board);
    ASSERT_TRUE(board);
    expectEachReadOnce(*board, {"brown 5"});
}

TEST(PhotoReader, ComparesValuesWhereTheyArePrintedNotAlongTheCardsEdge) {
    // Tuning design 545, scene 545000: a board lying apart, dark-bordered cards with art that
    // differs card to card. Calibration took strips along the cards' top and bottom edges for
    // places where values differ (each exemplar was cut a pixel more or less into its border),
    // and they weighed as much as the printed digits: the blue 3 fitted the 2 as well and was
    // doubtful. The edge of a card holds no value.
    expectBoardReadRight(545, 545000, deckgen::Arrangement::Apart);
}

TEST(PhotoReader, ReadsEachValueWhereItsOwnExemplarShowsIt) {
    // Cards lying apart, each seen whole, whose values were read wrong with full confidence:
    // tuning design 543 (yellow 4 and 6 as yellow 5), 544 (orange 3 and brown 4 as 6: the grid's
    // cards cut a few pixels differently each, so the cut decided, not the digit) and 548 (green
    // 3 as 5 and purple 6 as 3: its value mask also holds a strip along one side, where only the
    // exemplars' cuts differ). Each exemplar's printed value is now laid where it fits the card
    // best, and what sets it apart from its type's other values is compared there.
    for (const auto& [design, seed] :
         {std::pair<std::uint64_t, std::uint64_t>{543, 543000}, {544, 544006}, {548, 548000}}) {
        const deckgen::Scene scene =
            designScene(design, seed, deckgen::Layout::Board, deckgen::Arrangement::Apart);
        const std::optional<Reading> reading = readDesignScene(design, scene, PhotoKind::Board);
        ASSERT_TRUE(reading);
        ASSERT_EQ(reading->cards.size(), scene.cards.size()) << "design " << design;
        const auto name = [](const std::optional<Card>& card) {
            return card ? card->toString() : std::string("not read for sure");
        };
        for (size_t i = 0; i < scene.cards.size(); ++i) {
            // Slot order is the order placed.
            EXPECT_EQ(name(reading->cards[i].card), name(scene.cards[i].card))
                << "design " << design << ", slot " << i + 1;
        }
    }
}

TEST(PhotoReader, ReadsThePrintedValueAsSharpAsCalibrationKeptIt) {
    // Cards lying apart whose values were read wrong with full confidence at the exemplars' 96
    // pixels across, where a digit is a few pixels tall: design 137's yellow 5 as the 3 (a
    // board), 2207's red 6 as the 5 and 2140's yellow 4 as the 3 (collections). Calibration
    // keeps each face's value twice as large, and the value is told again on it, the card cut
    // with a margin (a value in a corner may lie further out than on its exemplar).
    using deckgen::Layout;
    for (const auto& [design, seed, layout] :
         {std::tuple<std::uint64_t, std::uint64_t, Layout>{137, 137000, Layout::Board},
          {2207, 2207002, Layout::Collection},
          {2140, 2140002, Layout::Collection}}) {
        SCOPED_TRACE("design " + std::to_string(design));
        expectSceneReadRight(design, designScene(design, seed, layout, deckgen::Arrangement::Apart),
                             layout == Layout::Board ? PhotoKind::Board : PhotoKind::Collection);
    }
}

TEST(PhotoReader, ReadsAValueThisPhotoShowsSharperThanTheGridPhotoShowedIt) {
    // Tuning design 169: thin dark values on bright faces with a cream border, fanned in a
    // collection. The grid photo shows each card small, so its values are soft and bold; a fan
    // shows the cards larger and their values thin and sharp. Against the mean of a type's soft
    // values, a thin 3 or 6 lacks ink everywhere, as a 1 does, and was read as the 1: the red 6,
    // green 4, purple 4 and orange 3 of scene 169004, the orange 6, purple 3 and red 6 of scene
    // 169011. The card's values are compared softened as the exemplars are.
    const std::optional<Reading> first =
        readDesignScene(169, overlappingScene(169, 169004), PhotoKind::Collection);
    ASSERT_TRUE(first);
    expectEachReadOnce(*first, {"red 6", "green 4", "purple 4", "orange 3"});
    const std::optional<Reading> second =
        readDesignScene(169, overlappingScene(169, 169011), PhotoKind::Collection);
    ASSERT_TRUE(second);
    expectEachReadOnce(*second, {"orange 6", "purple 3", "red 6"});
}

TEST(PhotoReader, ReadsADeckWhoseCalibrationPhotosAFrameAloneWouldRead) {
    // Tuning design 2105: dark faces, backs with a light border. Its grid and back photos were
    // read exactly by the cards' light frames alone (the table around each card taken for its
    // frame), and calibration chose that reader, several times faster; on this pink dotted
    // table, under a highlight (scene 2105008), it found the three backs and none of the four
    // faces. Every deck is read by its exemplars since.
    expectSceneReadRight(
        2105, designScene(2105, 2105008, deckgen::Layout::Collection, deckgen::Arrangement::Apart),
        PhotoKind::Collection);
}

TEST(PhotoReader, ReadsTheValueOfAFaceCutATenthOfACardOff) {
    // Tuning design 108, scene 108002: three cards apart. The blue 3, not read surely where it
    // was proposed, was moved by a few pixels at most and then read surely as the blue 5 (its
    // value is looked for within a twentieth of a card of its place). A face seen whole that is
    // not sure is now also looked at up to a tenth of a card along either side: the blue 3.
    expectSceneReadRight(
        108, designScene(108, 108002, deckgen::Layout::Collection, deckgen::Arrangement::Apart),
        PhotoKind::Collection);
}

TEST(PhotoReader, LooksAgainAtAFaceWhoseValueFitsPoorlyThoughItLiesFarFromTheNext) {
    // Tuning design 142, scene 142003: a touching row of dark faces. The yellow 4, cut a few
    // pixels off, was read surely as the yellow 1: its value fitted the 1's exemplar at 0.28
    // (a value read right fits 0.5-0.9) but the 4 worse still, so the margin was wide and the
    // card was never looked at elsewhere. A face whose value fits below 0.3 is now looked at a
    // few pixels and up to a tenth of a card off, as one not read surely is.
    expectSceneReadRight(
        142, designScene(142, 142003, deckgen::Layout::Collection, deckgen::Arrangement::Touching),
        PhotoKind::Collection);
}

TEST(PhotoReader, ReadsAValuePrintedInAColourAsLightAsTheFace) {
    // Tuning design 138, scene 138002: eight cards apart under a cool light, each value printed
    // thin in its type's colour on a pale face. Yellow ink is nearly as light as the face, so
    // in grey the yellow 6 looked like the 5 (read so, surely). Each type's values are compared
    // along the colour in which they differ most (for yellow, the blue channel).
    expectSceneReadRight(
        138, designScene(138, 138002, deckgen::Layout::Collection, deckgen::Arrangement::Apart),
        PhotoKind::Collection);
}

TEST(PhotoReader, ReadsACardCutInsideItsBorder) {
    // Tuning design 535, a board apart (scene 535006): light faces with a lavender border on a
    // green table with purple dots, whose blend the table's colours explain. Three of the four
    // cards were cut inside their border, a tenth too small, looked like no card and were
    // doubtful; cut larger, each is itself.
    const deckgen::Scene scene =
        designScene(535, 535006, deckgen::Layout::Board, deckgen::Arrangement::Apart);
    const std::optional<Reading> reading = readDesignScene(535, scene, PhotoKind::Board);
    ASSERT_TRUE(reading);
    ASSERT_EQ(reading->cards.size(), scene.cards.size());
    for (size_t i = 0; i < scene.cards.size(); ++i) {
        EXPECT_EQ(reading->cards[i].card, scene.cards[i].card) << "slot " << i + 1;
    }
}

TEST(PhotoReader, TellsTheTypesApartOnDarkFacesWhereOnlyTheHatShowsTheColour) {
    // Tuning design 75: dark navy faces, the hat and the value in the type's colour. Over the
    // whole card, a purple hat and a brown one differ by little more than the light does, and
    // the grid's cards were cut as slightly wrong trapezoids: 6 of 18 types were right. Each
    // half of the fix alone (the types' colours compared where they differ; the exemplars laid
    // onto the mean face) gets 13 or all of them.
    const Profile& profile = testsupport::designProfile(75);
    ASSERT_TRUE(profile.complete());
    const deckgen::DeckDesign design = deckgen::designFromSeed(75);
    int faceUp = 0;
    int typeRight = 0;
    std::string wrong;
    for (const std::uint64_t seed : {75000, 75002, 75006, 75008}) {
        deckgen::SceneOptions options;
        options.layout = seed % 6 == 0 ? deckgen::Layout::Board : deckgen::Layout::Collection;
        options.megapixels = 2 + static_cast<double>((seed * 2654435761ULL) % 1000) / 1000.0 * 10;
        const deckgen::Scene scene = deckgen::renderScene(design, seed, options);
        const Result<Reading> reading = readPhoto(
            scene.jpeg, profile,
            options.layout == deckgen::Layout::Board ? PhotoKind::Board : PhotoKind::Collection);
        ASSERT_TRUE(reading) << hats::english::describe(reading.error());
        for (const deckgen::PlacedCard& placed : scene.cards) {
            if (!placed.card) {
                continue;
            }
            ++faceUp;
            const cv::Point2f centre = (placed.corners[0] + placed.corners[2]) * 0.5F;
            for (const CardRead& read : reading->cards) {
                if (cv::norm((read.corners[0] + read.corners[2]) * 0.5F - centre) <
                    cv::norm(placed.corners[1] - placed.corners[0]) / 3) {
                    const std::optional<Card> seen = read.card ? read.card : read.guess;
                    if (seen && seen->type() == placed.card->type()) {
                        ++typeRight;
                    } else {
                        wrong += placed.card->toString() + " as " +
                                 (seen ? seen->toString() : "no card") + "; ";
                    }
                }
            }
        }
    }
    EXPECT_GE(typeRight, faceUp - 1) << wrong;
}

TEST(PhotoReader, ReadsWithTheDeckItIsGivenNotOneReadBefore) {
    // What the reader builds from a profile is kept for the next photo of the same deck; a
    // profile whose pictures differ is another deck. Tuning design 75, a board apart: with two
    // values of one type swapped in the profile (exemplars and value faces), the card reads as
    // the other value, and with the profile as learned it reads as itself again.
    const Profile& learned = testsupport::designProfile(75);
    ASSERT_TRUE(learned.complete());
    deckgen::SceneOptions options;
    options.layout = deckgen::Layout::Board;
    options.megapixels = 3;
    const deckgen::Scene scene = deckgen::renderScene(deckgen::designFromSeed(75), 75000, options);
    const auto cardAt = [&](const Reading& reading, cv::Point2f centre) -> std::optional<Card> {
        for (const CardRead& read : reading.cards) {
            if (cv::norm((read.corners[0] + read.corners[2]) * 0.5F - centre) < 20) {
                return read.card;
            }
        }
        return std::nullopt;
    };
    const Result<Reading> first = readPhoto(scene.jpeg, learned, PhotoKind::Board);
    ASSERT_TRUE(first) << hats::english::describe(first.error());
    std::optional<Card> seen;
    cv::Point2f centre;
    for (const CardRead& read : first->cards) {
        if (read.card) {
            seen = read.card;
            centre = (read.corners[0] + read.corners[2]) * 0.5F;
            break;
        }
    }
    ASSERT_TRUE(seen) << "no card read for sure";
    const Card other = Card::fromIndex(
        seen->index() % kMaxValue == kMaxValue - 1 ? seen->index() - 1 : seen->index() + 1);
    Profile swapped = learned;
    std::swap(swapped.exemplars[static_cast<size_t>(seen->index())],
              swapped.exemplars[static_cast<size_t>(other.index())]);
    std::swap(swapped.valueFaces[static_cast<size_t>(seen->index())],
              swapped.valueFaces[static_cast<size_t>(other.index())]);
    const Result<Reading> second = readPhoto(scene.jpeg, swapped, PhotoKind::Board);
    ASSERT_TRUE(second) << hats::english::describe(second.error());
    EXPECT_EQ(cardAt(*second, centre), std::optional<Card>(other));
    const Result<Reading> third = readPhoto(scene.jpeg, learned, PhotoKind::Board);
    ASSERT_TRUE(third) << hats::english::describe(third.error());
    EXPECT_EQ(cardAt(*third, centre), seen);
}
