// vision_accuracy: calibrates on printings of the deck drawn by tools/deckgen and reads their
// photos, scored against the generator's ground truth (docs/vision.md). Design seeds 1000 and
// above are held out: nothing in vision/ was tuned on them. Optionally saves failure pictures.
#include "app/text/english.h"
#include "tools/deckgen/deck_scene.h"
#include "vision/calibrator.h"
#include "vision/card_classifier.h"
#include "vision/photo_reader.h"

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <string>

using namespace hats;
using deckgen::Arrangement;
using deckgen::Layout;

namespace {

struct Tally {
    int truth = 0;
    int found = 0;
    int reads = 0;
    int faceUp = 0;
    int faceUpFound = 0;
    int typeRight = 0;
    int valueRight = 0;
    int doubtful = 0;
    int wrongSlot = 0;
    int backs = 0;
    int backsRight = 0;
};

struct Failures {
    std::filesystem::path dir;
    std::map<std::string, int> saved;
    int limit = 6;

    void save(const std::vector<uchar>& jpeg, const std::vector<std::array<cv::Point2f, 4>>& truth,
              const std::vector<std::array<cv::Point2f, 4>>& read, const std::string& kind,
              const std::string& name, const std::array<cv::Point2f, 4>& focus) {
        if (dir.empty() || saved[kind] >= limit) {
            return;
        }
        ++saved[kind];
        cv::Mat photo = cv::imdecode(jpeg, cv::IMREAD_COLOR);
        const int t = std::max(2, photo.cols / 600);
        for (const auto& q : truth) {
            std::vector<cv::Point> p;
            for (const cv::Point2f& c : q) {
                p.emplace_back(cvRound(c.x), cvRound(c.y));
            }
            cv::polylines(photo, p, true, cv::Scalar(0, 220, 0), t);
        }
        for (const auto& q : read) {
            std::vector<cv::Point> p;
            for (const cv::Point2f& c : q) {
                p.emplace_back(cvRound(c.x), cvRound(c.y));
            }
            cv::polylines(photo, p, true, cv::Scalar(0, 0, 255), t);
        }
        cv::Rect box = cv::boundingRect(std::vector<cv::Point2f>(focus.begin(), focus.end()));
        const int pad = box.width;
        box = cv::Rect(box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad) &
              cv::Rect(0, 0, photo.cols, photo.rows);
        cv::Mat crop = photo(box).clone();
        const double f = 360.0 / std::max(crop.cols, crop.rows);
        cv::resize(crop, crop, cv::Size(), f, f, cv::INTER_AREA);
        std::filesystem::create_directories(dir);
        cv::imwrite((dir / (kind + "-" + name + ".jpg")).string(), crop,
                    {cv::IMWRITE_JPEG_QUALITY, 85});
    }
};

cv::Point2f centreOf(const std::array<cv::Point2f, 4>& q) {
    return (q[0] + q[1] + q[2] + q[3]) * 0.25F;
}

// How closely calibration cut its exemplars: each face's exemplar against the grid photo cut
// at the generator's own corners (grey correlation, 1 = the same cut).
struct ExemplarCuts {
    double sum = 0;
    int count = 0;
    int poor = 0; // below kPoorCut
    static constexpr double kPoorCut = 0.9;

    void add(const deckgen::Scene& grid, const vision::Profile& profile) {
        const cv::Mat photo = cv::imdecode(grid.jpeg, cv::IMREAD_COLOR);
        for (const deckgen::PlacedCard& placed : grid.cards) {
            if (!placed.card) {
                continue;
            }
            const cv::Mat& exemplar = profile.exemplars[static_cast<size_t>(placed.card->index())];
            if (exemplar.empty()) {
                continue;
            }
            vision::Quad corners;
            std::copy(placed.corners.begin(), placed.corners.end(), corners.begin());
            cv::Mat truth;
            cv::Mat learned;
            cv::cvtColor(vision::rectifyCard(photo, corners, exemplar.size()), truth,
                         cv::COLOR_BGR2GRAY);
            cv::cvtColor(exemplar, learned, cv::COLOR_BGR2GRAY);
            cv::Mat r;
            cv::matchTemplate(learned, truth, r, cv::TM_CCOEFF_NORMED);
            const double likeness = r.at<float>(0, 0);
            sum += likeness;
            ++count;
            poor += likeness < kPoorCut ? 1 : 0;
        }
    }
};

double percent(int part, int whole) {
    return whole == 0 ? 100.0 : 100.0 * part / whole;
}

const char* arrangementName(Arrangement a) {
    return a == Arrangement::Apart      ? "apart"
           : a == Arrangement::Touching ? "touching"
                                        : "overlapping";
}

} // namespace

int main(int argc, char** argv) {
    std::uint64_t firstDesign = deckgen::kFirstHeldOutDesign;
    std::uint64_t lastDesign = deckgen::kFirstHeldOutDesign + 19;
    int scenes = 30;
    double maxMp = 12;
    bool verbose = false;
    std::string only; // read only the scenes of this arrangement ("apart", ...)
    Failures failures;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const auto next = [&]() {
            return std::string(i + 1 < argc ? argv[++i] : "");
        };
        if (a == "--designs") {
            const std::string v = next();
            const size_t dash = v.find('-');
            firstDesign = std::stoull(v.substr(0, dash));
            lastDesign = dash == std::string::npos ? firstDesign : std::stoull(v.substr(dash + 1));
        } else if (a == "--scenes") {
            scenes = std::stoi(next());
        } else if (a == "--max-mp") {
            maxMp = std::stod(next());
        } else if (a == "--failures") {
            failures.dir = next();
        } else if (a == "--verbose") {
            verbose = true;
        } else if (a == "--only" && i + 1 < argc &&
                   (std::string(argv[i + 1]) == "apart" || std::string(argv[i + 1]) == "touching" ||
                    std::string(argv[i + 1]) == "overlapping")) {
            only = next();
        } else {
            std::cerr << "usage: vision_accuracy [--designs FIRST-LAST] [--scenes N per design] "
                         "[--max-mp MP] [--failures DIR] [--verbose] "
                         "[--only apart|touching|overlapping]\n";
            return 1;
        }
    }
    if (firstDesign < deckgen::kFirstHeldOutDesign) {
        std::cerr << "note: design seeds below " << deckgen::kFirstHeldOutDesign
                  << " are tuning designs, not a held-out measurement\n";
    }
    std::map<Arrangement, Tally> tally;
    int designs = 0;
    int calibrated = 0;
    int collections = 0;
    int hatsExact = 0;
    int unreadable = 0;
    int photos = 0;
    double seconds = 0;
    std::string calibrationFailures;
    ExemplarCuts cuts;
    std::string poorCutDesigns;
    for (std::uint64_t d = firstDesign; d <= lastDesign; ++d) {
        ++designs;
        const deckgen::DeckDesign design = deckgen::designFromSeed(d);
        const deckgen::Scene grid = deckgen::renderGrid(design, d, 6.0);
        const deckgen::Scene back = deckgen::renderBack(design, d, 2.0);
        Result<vision::Profile> profile = vision::calibrate(grid.jpeg, back.jpeg);
        std::string problem;
        if (!profile) {
            problem = english::describe(profile.error()); // a fault's facts in words
        } else if (!profile->complete()) {
            for (const int m : profile->missing()) {
                problem += vision::exemplarName(m) + ": " +
                           profile->report[static_cast<size_t>(m)].problem + "; ";
            }
        }
        if (!problem.empty()) {
            calibrationFailures += "  " + deckgen::describeDesign(design) + ": " + problem + "\n";
            if (!failures.dir.empty()) {
                const cv::Mat photo = cv::imdecode(grid.jpeg, cv::IMREAD_COLOR);
                cv::Mat small;
                cv::resize(photo, small, {}, 0.25, 0.25, cv::INTER_AREA);
                std::filesystem::create_directories(failures.dir);
                cv::imwrite(
                    (failures.dir / ("calibration-design-" + std::to_string(d) + ".jpg")).string(),
                    small);
            }
        }
        if (!profile) {
            std::cerr << "design " << d << ": calibration failed: " << problem << "\n";
            continue;
        }
        calibrated += problem.empty() ? 1 : 0;
        {
            ExemplarCuts design;
            design.add(grid, *profile);
            cuts.sum += design.sum;
            cuts.count += design.count;
            cuts.poor += design.poor;
            if (design.poor > 0) {
                poorCutDesigns += "  design " + std::to_string(d) + ": " +
                                  std::to_string(design.poor) + " of " +
                                  std::to_string(design.count) + " (mean " +
                                  std::to_string(design.sum / std::max(1, design.count)) + ")\n";
            }
        }
        for (int s = 0; s < scenes; ++s) {
            const std::uint64_t seed = d * 1000 + static_cast<std::uint64_t>(s);
            deckgen::SceneOptions options;
            const int kind = s % 6;
            options.layout = kind < 2 ? Layout::Board : Layout::Collection;
            options.arrangement = kind == 1 || kind == 3 ? Arrangement::Touching
                                  : kind >= 4            ? Arrangement::Overlapping
                                                         : Arrangement::Apart;
            if (!only.empty() && only != arrangementName(options.arrangement)) {
                continue;
            }
            options.megapixels =
                2 + static_cast<double>((seed * 2654435761ULL) % 1000) / 1000.0 * (maxMp - 2);
            const deckgen::Scene scene = deckgen::renderScene(design, seed, options);
            const bool board = options.layout == Layout::Board;
            ++photos;
            const auto start = std::chrono::steady_clock::now();
            const Result<vision::Reading> reading =
                vision::readPhoto(scene.jpeg, *profile,
                                  board ? vision::PhotoKind::Board : vision::PhotoKind::Collection);
            seconds +=
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            Tally& t = tally[options.arrangement];
            std::vector<std::array<cv::Point2f, 4>> truthQuads;
            for (const auto& c : scene.cards) {
                truthQuads.push_back(c.corners);
            }
            std::vector<std::array<cv::Point2f, 4>> readQuads;
            const std::string name =
                "design-" + std::to_string(d) + "-scene-" + std::to_string(seed);
            if (!reading) {
                ++unreadable;
                t.truth += static_cast<int>(scene.cards.size());
                for (const auto& c : scene.cards) {
                    t.faceUp += c.card ? 1 : 0;
                    t.backs += c.card ? 0 : 1;
                }
                failures.save(scene.jpeg, truthQuads, {}, "unreadable", name, truthQuads.front());
                if (verbose) {
                    std::cout << name << ": unreadable: " << english::describe(reading.error())
                              << "\n";
                }
                if (!board) {
                    ++collections;
                }
                continue;
            }
            for (const auto& c : reading->cards) {
                readQuads.push_back(c.corners);
            }
            // One read per placed card: nearest centres first.
            const size_t nt = scene.cards.size();
            const size_t nr = reading->cards.size();
            std::vector<std::tuple<double, size_t, size_t>> pairs;
            for (size_t i = 0; i < nt; ++i) {
                const double w = cv::norm(scene.cards[i].corners[1] - scene.cards[i].corners[0]);
                for (size_t j = 0; j < nr; ++j) {
                    const double dist = cv::norm(centreOf(scene.cards[i].corners) -
                                                 centreOf(reading->cards[j].corners));
                    if (dist < w / 3) {
                        pairs.emplace_back(dist, i, j);
                    }
                }
            }
            std::sort(pairs.begin(), pairs.end());
            std::vector<int> readOf(nt, -1);
            std::vector<bool> used(nr, false);
            for (const auto& [dist, i, j] : pairs) {
                if (readOf[i] < 0 && !used[j]) {
                    readOf[i] = static_cast<int>(j);
                    used[j] = true;
                }
            }
            t.reads += static_cast<int>(nr);
            for (size_t i = 0; i < nt; ++i) {
                const auto& placed = scene.cards[i];
                ++t.truth;
                t.faceUp += placed.card ? 1 : 0;
                t.backs += placed.card ? 0 : 1;
                const std::string what =
                    placed.card ? placed.card->toString() : std::string("back");
                if (readOf[i] < 0) {
                    failures.save(scene.jpeg, truthQuads, readQuads,
                                  std::string("missed-") + arrangementName(options.arrangement),
                                  name, placed.corners);
                    if (verbose) {
                        std::cerr << name << ": missed " << what << "\n";
                    }
                    continue;
                }
                ++t.found;
                const vision::CardRead& r = reading->cards[static_cast<size_t>(readOf[i])];
                if (!placed.card) {
                    t.backsRight += r.faceDown && !r.doubtful ? 1 : 0;
                    if (!r.faceDown && verbose) {
                        std::cerr << name << ": back read as face\n";
                    }
                    continue;
                }
                ++t.faceUpFound;
                if (r.doubtful) {
                    ++t.doubtful;
                    failures.save(scene.jpeg, truthQuads, readQuads, "doubtful", name,
                                  placed.corners);
                    if (verbose) {
                        std::cerr << name << ": doubtful " << what << " (guess "
                                  << (r.guess ? r.guess->toString() : "-") << ", "
                                  << std::lround(100 * r.visible) << "% shown)\n";
                    }
                    continue;
                }
                if (r.card && r.card->type() == placed.card->type()) {
                    ++t.typeRight;
                } else {
                    failures.save(scene.jpeg, truthQuads, readQuads, "wrong-type", name,
                                  placed.corners);
                }
                if (r.card && r.card->value() == placed.card->value()) {
                    ++t.valueRight;
                } else {
                    failures.save(scene.jpeg, truthQuads, readQuads, "wrong-value", name,
                                  placed.corners);
                }
                if (verbose && (!r.card || !(*r.card == *placed.card))) {
                    std::cerr << name << ": " << what << " read as "
                              << (r.faceDown ? "back"
                                  : r.card   ? r.card->toString()
                                             : "-")
                              << "\n";
                }
                if (board && placed.slot != r.slot) {
                    ++t.wrongSlot;
                }
            }
            for (size_t j = 0; j < nr; ++j) {
                if (!used[j]) {
                    failures.save(scene.jpeg, truthQuads, readQuads, "phantom", name,
                                  reading->cards[j].corners);
                    if (verbose) {
                        const vision::CardRead& r = reading->cards[j];
                        std::cerr << name << ": phantom (read as "
                                  << (r.faceDown ? "back"
                                      : r.card   ? r.card->toString()
                                      : r.guess  ? "doubtful " + r.guess->toString()
                                                 : std::string("no card"))
                                  << ", " << std::lround(100 * r.visible) << "% shown)\n";
                    }
                }
            }
            if (!board) {
                ++collections;
                hatsExact += reading->blackHats == scene.blackHats() ? 1 : 0;
                if (verbose && reading->blackHats != scene.blackHats()) {
                    std::cerr << name << ": black hats " << reading->blackHats << " read, "
                              << scene.blackHats() << " placed\n";
                }
            }
        }
        std::cerr << "design " << d << " done ("
                  << (problem.empty() ? "calibrated" : "calibration incomplete") << ")\n";
    }
    std::printf("designs %llu-%llu: calibration complete on %d of %d (%.1f%%)\n",
                static_cast<unsigned long long>(firstDesign),
                static_cast<unsigned long long>(lastDesign), calibrated, designs,
                percent(calibrated, designs));
    if (!calibrationFailures.empty()) {
        std::printf("%s", calibrationFailures.c_str());
    }
    std::printf("exemplars against the grid cut at the generator's corners: mean correlation "
                "%.3f, %d of %d below %.1f\n%s",
                cuts.sum / std::max(1, cuts.count), cuts.poor, cuts.count, ExemplarCuts::kPoorCut,
                poorCutDesigns.c_str());
    std::printf(
        "\n(type, value and doubtful: of the face-up cards found; a doubtful card counts as "
        "not read)\n\n| cards | placed | recall | precision | type right | value right | "
        "doubtful | backs right | wrong slot |\n|---|---|---|---|---|---|---|---|---|\n");
    Tally all;
    for (const auto& [arrangement, t] : tally) {
        const int extra = t.reads - t.found;
        std::printf("| %s | %d | %.2f%% | %.2f%% | %.2f%% | %.2f%% | %.2f%% | %d/%d | %d |\n",
                    arrangementName(arrangement), t.truth, percent(t.found, t.truth),
                    percent(t.reads - extra, t.reads), percent(t.typeRight, t.faceUpFound),
                    percent(t.valueRight, t.faceUpFound), percent(t.doubtful, t.faceUpFound),
                    t.backsRight, t.backs, t.wrongSlot);
        all.truth += t.truth;
        all.found += t.found;
        all.reads += t.reads;
        all.faceUp += t.faceUp;
        all.typeRight += t.typeRight;
        all.valueRight += t.valueRight;
        all.doubtful += t.doubtful;
    }
    std::printf(
        "\nphotos %d (unreadable %d), black hats exact in %d of %d collection photos (%.1f%%), "
        "mean read time %.0f ms\n",
        photos, unreadable, hatsExact, collections, percent(hatsExact, collections),
        photos ? 1000 * seconds / photos : 0.0);
    return 0;
}
