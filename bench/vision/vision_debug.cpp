// vision_debug: one generated scene, with what the detector saw drawn on it (for tuning on
// design seeds 1-999 only).
#include "tools/deckgen/deck_scene.h"
#include "tools/scenegen/scene_generator.h"
#include "vision/calibrator.h"
#include "vision/card_classifier.h"
#include "vision/card_detector.h"
#include "vision/image_loader.h"
#include "vision/photo_reader.h"

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <cstdlib>
#include <iostream>
#include <string>

using namespace hats;

namespace {
void draw(cv::Mat& m, const std::array<cv::Point2f, 4>& q, cv::Scalar c, int t, double k = 1) {
    std::vector<cv::Point> p;
    for (const cv::Point2f& x : q) {
        p.emplace_back(cvRound(x.x * k), cvRound(x.y * k));
    }
    cv::polylines(m, p, true, c, t);
}
} // namespace

int main(int argc, char** argv) {
    if (argc < 5) {
        std::cerr << "usage: vision_debug DESIGN SCENE KIND(0-5|grid|back) OUTDIR\n";
        return 1;
    }
    const std::uint64_t d = std::stoull(argv[1]);
    const std::uint64_t s = std::stoull(argv[2]);
    const std::string kindArg = argv[3];
    const std::string out = argv[4];
    const deckgen::DeckDesign design = deckgen::designFromSeed(d);
    std::cout << deckgen::describeDesign(design) << "\n";
    deckgen::Scene grid = deckgen::renderGrid(design, d, 6.0);
    deckgen::Scene back = deckgen::renderBack(design, d, 2.0);
    deckgen::Scene scene;
    if (d == 0) { // the first generated deck (tools/scenegen)
        const auto g = scenegen::renderCalibrationGrid(1);
        const auto b = scenegen::renderCalibrationBack(1);
        grid.jpeg = g.jpeg;
        back.jpeg = b.jpeg;
        const auto sc = scenegen::renderScene(
            s, {kindArg == "0" || kindArg == "1" ? scenegen::Layout::Board
                                                 : scenegen::Layout::Collection,
                kindArg == "1" || kindArg == "3", argc > 5 ? std::stod(argv[5]) : 2.0,
                argc > 6 ? std::stoi(argv[6]) : 0});
        scene.jpeg = sc.jpeg;
        scene.width = sc.width;
        scene.height = sc.height;
        for (const auto& c : sc.cards) {
            deckgen::PlacedCard p;
            p.card = c.card;
            p.corners = c.corners;
            p.slot = c.slot;
            scene.cards.push_back(p);
        }
        if (kindArg == "grid" || kindArg == "gridread" ||
            kindArg == "gridscene") { // the grid of seed SCENE (1 if 0)
            const auto sg = s == 0 ? g : scenegen::renderCalibrationGrid(s);
            scene.jpeg = sg.jpeg;
            scene.cards.clear();
            for (const auto& c : sg.cards) {
                deckgen::PlacedCard p;
                p.card = c.card;
                p.corners = c.corners;
                scene.cards.push_back(p);
            }
        }
    } else if (d != 0 && (kindArg == "grid" || kindArg == "gridread" || kindArg == "gridscene")) {
        scene = grid;
    } else if (d != 0 && kindArg == "back") {
        scene = back;
    } else if (d != 0) {
        const int kind = std::stoi(kindArg);
        deckgen::SceneOptions options;
        options.layout = kind < 2 ? deckgen::Layout::Board : deckgen::Layout::Collection;
        options.arrangement = kind == 1 || kind == 3 ? deckgen::Arrangement::Touching
                              : kind >= 4            ? deckgen::Arrangement::Overlapping
                                                     : deckgen::Arrangement::Apart;
        options.megapixels = argc > 5 ? std::stod(argv[5]) : 3;
        scene = deckgen::renderScene(design, s, options);
    }
    const auto loaded = vision::loadImage(scene.jpeg, kindArg == "grid"   ? 1600
                                                      : kindArg == "back" ? 800
                                                                          : 900);
    vision::CardDetector::Options o;
    const auto profile = vision::calibrate(grid.jpeg, back.jpeg);
    if (!profile) {
        std::cout << "calibration: " << profile.error().message << "\n";
    } else {
        for (int i = 0; i < vision::kExemplarCount; ++i) {
            if (!profile->report[static_cast<size_t>(i)].problem.empty()) {
                std::cout << vision::exemplarName(i) << ": "
                          << profile->report[static_cast<size_t>(i)].problem << "\n";
            }
        }
        o.aspect = profile->cardAspect;
        cv::Mat sheet(2 * (profile->exemplarSize().height + 4) * 4,
                      11 * (vision::kExemplarWidth + 4), CV_8UC3, cv::Scalar(60, 60, 60));
        for (int i = 0; i < vision::kExemplarCount; ++i) {
            const cv::Mat& e = profile->exemplars[static_cast<size_t>(i)];
            if (!e.empty()) {
                e.copyTo(sheet(cv::Rect((i % 11) * (vision::kExemplarWidth + 4),
                                        (i / 11) * (e.rows + 4), e.cols, e.rows)));
            }
        }
        cv::Mat vm;
        cv::cvtColor(profile->valueMask, vm, cv::COLOR_GRAY2BGR);
        vm.copyTo(sheet(cv::Rect(0, 4 * (vm.rows + 4), vm.cols, vm.rows)));
        cv::imwrite(out + "/exemplars.png", sheet);
        // The value faces (as sharp as calibration kept the printed values).
        const cv::Size vs = profile->valueFaceSize();
        cv::Mat values(4 * (vs.height + 4), 11 * (vs.width + 4), CV_8UC3, cv::Scalar(60, 60, 60));
        for (int i = 0; i < kDeckSize; ++i) {
            const cv::Mat& f = profile->valueFaces[static_cast<size_t>(i)];
            if (!f.empty()) {
                f.copyTo(values(cv::Rect((i % 11) * (vs.width + 4), (i / 11) * (vs.height + 4),
                                         vs.width, vs.height)));
            }
        }
        cv::imwrite(out + "/value-faces.png", values);
        std::cerr << "profile " << vision::toJson(*profile).dump().size() << " bytes\n";
    }
    if (kindArg == "back") { // as calibration looks at the back photo
        o.wholeOutlinesOnly = true;
        o.aspect = design.aspect;
    }
    if (kindArg == "grid") {
        o.wholeOutlinesOnly = true;
        o.calibrationGrid = true;
        o.workLongSide = 1400;
        o.aspect = 0;
        o.minCardFraction = 0.025;
    }
    const vision::Detection det = vision::CardDetector(o).find(loaded->image);
    std::cout << "candidates " << det.candidates.size() << " width " << det.cardWidth << " aspect "
              << det.aspect << "\n";
    for (const auto& c : det.candidates) {
        std::cout << "cand alone " << c.alone << " row " << c.inRow << " c0 " << c.corners[0]
                  << " w " << cv::norm(c.corners[1] - c.corners[0]) << "\n";
    }
    cv::imwrite(out + "/fg.png", det.foreground);
    cv::imwrite(out + "/edges.png", det.edges);
    cv::imwrite(out + "/photo.png", loaded->image);
    cv::Mat shown = loaded->image.clone();
    for (const auto& c : det.candidates) {
        draw(shown, c.corners, c.alone ? cv::Scalar(0, 255, 0) : cv::Scalar(255, 0, 255), 3);
    }
    if (profile && kindArg == "gridread") {
        const vision::CardMatcher matcher(*profile);
        for (int i : {15, 16, 17}) {
            const auto m =
                matcher.match(profile->exemplars[static_cast<size_t>(i)], {}, {1, 1}, false);
            std::cout << "self " << vision::exemplarName(i) << " -> "
                      << vision::exemplarName(m.exemplar) << " total " << m.total << " struct "
                      << m.structure << " value " << m.valueScore << " vm " << m.valueMargin
                      << "\n";
        }
        const auto reading = vision::readPhoto(scene.jpeg, *profile, vision::PhotoKind::Collection);
        {
            const auto img = vision::loadImage(scene.jpeg);
            vision::CardDetector::Options ro;
            ro.aspect = profile->cardAspect;
            const auto det2 = vision::CardDetector(ro).find(img->image);
            cv::Mat sheet2(8 * 150, 12 * 100, CV_8UC3, cv::Scalar(0, 0, 0));
            int k = 0;
            for (const auto& c : det2.candidates) {
                if (k >= 48)
                    break;
                const cv::Mat r =
                    vision::rectifyCard(img->image, c.corners, profile->exemplarSize());
                r.copyTo(sheet2(cv::Rect((k % 12) * 100, (k / 12) * 150, r.cols, r.rows)));
                ++k;
            }
            cv::imwrite(out + "/cands.png", sheet2);
            std::cout << "decoded " << img->image.cols << " candidates " << det2.candidates.size()
                      << "\n";
        }
        int right = 0;
        for (const auto& c : reading->cards) {
            double bestD = 1e9;
            std::string truth;
            for (const auto& t : scene.cards) {
                const cv::Point2f a = (c.corners[0] + c.corners[2]) * 0.5F;
                const cv::Point2f b = (t.corners[0] + t.corners[2]) * 0.5F;
                if (cv::norm(a - b) < bestD) {
                    bestD = cv::norm(a - b);
                    truth = t.card ? t.card->toString() : "back";
                }
            }
            const std::string got = c.guess ? c.guess->toString() : "-";
            right += got == truth && !c.doubtful;
            if (got != truth || c.doubtful) {
                std::cout << truth << " read " << got << (c.doubtful ? " doubtful " : " ")
                          << c.confidence << (c.faceDown ? " face down" : "") << " at "
                          << (c.corners[0] + c.corners[2]) * 0.5F << " width "
                          << cv::norm(c.corners[1] - c.corners[0]) << "\n";
            }
        }
        std::cout << "grid read back: " << right << " of " << reading->cards.size() << "\n";
    }
    if (profile && kindArg != "grid" && kindArg != "back" && kindArg != "gridread") {
        const auto reading =
            vision::readCards(loaded->image, *profile,
                              kindArg == "0" || kindArg == "1" ? vision::PhotoKind::Board
                                                               : vision::PhotoKind::Collection,
                              1.0);
        if (reading) {
            int k = 0;
            for (const auto& c : reading->cards) {
                // Each card as it was cut out (upright, exemplar size).
                cv::imwrite(out + "/read-" + std::to_string(k++) + ".png",
                            vision::rectifyCard(loaded->image, c.corners, profile->exemplarSize()));
                const cv::Point2f mid = (c.corners[0] + c.corners[2]) * 0.5F;
                std::cout << "read slot " << c.slot << " "
                          << (c.faceDown ? "back"
                              : c.guess  ? c.guess->toString()
                                         : "?")
                          << " conf " << c.confidence << (c.doubtful ? " doubtful" : "")
                          << " visible " << c.visible << " at " << mid << " w "
                          << cv::norm(c.corners[1] - c.corners[0]) << " c0 " << c.corners[0]
                          << "\n";
                if (c.doubtful && c.visible > 0.9) { // what the exemplars say of it cut alone
                    const vision::CardMatcher matcher(*profile);
                    const cv::Mat cutAlone =
                        vision::rectifyCard(loaded->image, c.corners, profile->exemplarSize());
                    const auto m = matcher.match(cutAlone, {}, {1, 1}, false);
                    std::cout << "  alone: " << vision::exemplarName(m.exemplar) << " card "
                              << m.isCard << " conf " << m.confidence << " total " << m.total
                              << " structure " << m.structure << " value " << m.valueScore << " tm "
                              << m.typeMargin << " sm " << m.sideMargin << "\n";
                    for (const bool full : {false, true}) {
                        const auto aligned =
                            vision::alignCut(cutAlone, matcher.typeFace(m.exemplar), m.turned,
                                             c.corners, 0.12F, full);
                        if (aligned) {
                            const auto ma =
                                matcher.match(vision::rectifyCard(loaded->image, *aligned,
                                                                  profile->exemplarSize()),
                                              {}, {1, 1}, false);
                            std::cout << "   aligned (full " << full
                                      << "): " << vision::exemplarName(ma.exemplar) << " card "
                                      << ma.isCard << " structure " << ma.structure << " conf "
                                      << ma.confidence << "\n";
                        } else {
                            std::cout << "   not aligned (full " << full << ")\n";
                        }
                    }
                }
                draw(shown, c.corners, c.doubtful ? cv::Scalar(0, 165, 255) : cv::Scalar(0, 0, 255),
                     2);
                cv::putText(shown,
                            c.faceDown ? "back"
                            : c.guess  ? c.guess->toString()
                                       : "?",
                            c.corners[0] + cv::Point2f(3, 14), cv::FONT_HERSHEY_SIMPLEX, 0.45,
                            cv::Scalar(0, 0, 255), 1);
            }
        }
        if (std::getenv("TRUTHMATCH")) {
            const vision::CardMatcher matcher(*profile);
            const double k = static_cast<double>(loaded->image.cols) / scene.width;
            for (const auto& c : scene.cards) {
                vision::Quad q;
                for (size_t i = 0; i < 4; ++i) {
                    q[i] = c.corners[i] * static_cast<float>(k);
                }
                std::cerr << "TRUTH " << (c.card ? c.card->toString() : "back") << "\n";
                const cv::Mat r = vision::rectifyCard(loaded->image, q, profile->exemplarSize());
                auto m = matcher.match(r, {}, {1, 1}, false);
                m = matcher.readValueSharply(m, loaded->image, q, {});
                static int truthIndex = 0;
                cv::imwrite(out + "/truth" + std::to_string(truthIndex++) + ".png", r);
                std::cerr << "BEST " << vision::exemplarName(m.exemplar) << " conf " << m.confidence
                          << " tm " << m.typeMargin << " vm " << m.valueMargin << "\n";
            }
        }
        // For each card placed: whether the detector proposed its place (centre within a sixth
        // of a card, same turn within 0.1 rad, width within 15%) and whether a card was read there.
        const double k = static_cast<double>(loaded->image.cols) / scene.width;
        const auto turn = [](const vision::Quad& q) {
            const cv::Point2f d = q[3] - q[0]; // along the long side
            double a = std::atan2(d.y, d.x);
            return std::fmod(a + 2 * CV_PI, CV_PI);
        };
        for (const auto& c : scene.cards) {
            vision::Quad q;
            for (size_t i = 0; i < 4; ++i) {
                q[i] = c.corners[i] * static_cast<float>(k);
            }
            const cv::Point2f mid = (q[0] + q[2]) * 0.5F;
            const double w = cv::norm(q[1] - q[0]);
            bool proposed = false;
            for (const auto& cand : det.candidates) {
                const cv::Point2f cm = (cand.corners[0] + cand.corners[2]) * 0.5F;
                const double cw = std::min(cv::norm(cand.corners[1] - cand.corners[0]),
                                           cv::norm(cand.corners[3] - cand.corners[0]));
                double da = std::abs(turn(cand.corners) - turn(q));
                da = std::min(da, CV_PI - da);
                if (cv::norm(cm - mid) < w / 6 && da < 0.1 && std::abs(cw / w - 1) < 0.15) {
                    proposed = true;
                }
            }
            bool read = false;
            if (reading) {
                for (const auto& r : reading->cards) {
                    if (cv::norm((r.corners[0] + r.corners[2]) * 0.5F - mid) < w / 3) {
                        read = true;
                    }
                }
            }
            std::cout << "placed " << (c.card ? c.card->toString() : "back") << " visible "
                      << c.visible << " proposed " << proposed << " found " << read << " at " << mid
                      << " w " << w << "\n";
        }
        for (const auto& c : scene.cards) {
            std::cout << "truth slot " << c.slot << " " << (c.card ? c.card->toString() : "back")
                      << " visible " << c.visible << " at " << (c.corners[0] + c.corners[2]) * 0.5F
                      << " w " << cv::norm(c.corners[1] - c.corners[0]) << " c0 " << c.corners[0]
                      << " turn "
                      << std::fmod(std::atan2(c.corners[3].y - c.corners[0].y,
                                              c.corners[3].x - c.corners[0].x) +
                                       2 * CV_PI,
                                   CV_PI)
                      << "\n";
        }
    }
    cv::imwrite(out + "/shown.png", shown);
    return 0;
}
