#include "tools/scenegen/scene_generator.h"

#include "tools/scenegen/card_art.h"

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace hats::scenegen {

namespace {

using Rng = std::mt19937_64;

double uniform(Rng& rng, double lo, double hi) {
    return std::uniform_real_distribution<double>(lo, hi)(rng);
}
int uniformInt(Rng& rng, int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
}

// Smooth random field in [0,1], made at low resolution and scaled up.
cv::Mat smoothNoise(Rng& rng, cv::Size size, int cells) {
    cv::Mat small(std::max(2, cells * size.height / std::max(1, size.width)), std::max(2, cells),
                  CV_32F);
    cv::randu(small, 0.0, 1.0);
    (void)rng;
    cv::Mat big;
    cv::resize(small, big, size, 0, 0, cv::INTER_CUBIC);
    return big;
}

// A table surface, drawn at a quarter of the size (surfaces are smooth) then scaled up.
cv::Mat drawBackground(Rng& rng, cv::Size size) {
    const cv::Size low(std::max(8, size.width / 4), std::max(8, size.height / 4));
    cv::theRNG().state = rng();
    cv::Mat low3(low, CV_32FC3);
    const int kind = uniformInt(rng, 0, 3);
    if (kind == 0) {
        // Wood: stretched grain between two browns, warped by a slow noise field.
        const cv::Vec3f dark(uniform(rng, 20, 45), uniform(rng, 45, 80), uniform(rng, 75, 120));
        const cv::Vec3f light(uniform(rng, 50, 90), uniform(rng, 95, 140), uniform(rng, 140, 185));
        const cv::Mat warp = smoothNoise(rng, low, 6);
        const double freq = uniform(rng, 0.05, 0.15);
        const double angle = uniform(rng, -0.3, 0.3);
        for (int y = 0; y < low.height; ++y) {
            for (int x = 0; x < low.width; ++x) {
                const double u = y * std::cos(angle) + x * std::sin(angle);
                const double t = 0.5 + 0.5 * std::sin(u * freq + 12.0 * warp.at<float>(y, x));
                low3.at<cv::Vec3f>(y, x) = dark + (light - dark) * static_cast<float>(t * t);
            }
        }
    } else {
        // Cloth, felt or stone: one colour with noise at a few scales.
        static const std::array<cv::Vec3f, 6> bases = {
            cv::Vec3f(40, 95, 35),  cv::Vec3f(90, 60, 30), cv::Vec3f(45, 45, 50),
            cv::Vec3f(35, 40, 110), cv::Vec3f(80, 85, 90), cv::Vec3f(30, 70, 90)};
        const cv::Vec3f base = bases[static_cast<size_t>(uniformInt(rng, 0, 5))];
        const cv::Mat coarse = smoothNoise(rng, low, 8);
        cv::Mat fine(low, CV_32F);
        cv::randu(fine, 0.0, 1.0);
        for (int y = 0; y < low.height; ++y) {
            for (int x = 0; x < low.width; ++x) {
                const float f =
                    0.75F + 0.35F * coarse.at<float>(y, x) + 0.2F * fine.at<float>(y, x);
                low3.at<cv::Vec3f>(y, x) = base * f;
            }
        }
    }
    cv::Mat big;
    cv::resize(low3, big, size, 0, 0, cv::INTER_LINEAR);
    cv::Mat out;
    big.convertTo(out, CV_8UC3);
    return out;
}

struct Placement {
    std::optional<Card> card;
    int slot = 0;
    cv::Point2d centre; // table plane
    double angle = 0;   // radians, extra to the scene's rotation
};

// Pastes one card (art → photo through homography H) with antialiased edges.
void pasteCard(cv::Mat& photo, const cv::Mat& art, const cv::Mat& mask, const cv::Matx33d& h,
               std::array<cv::Point2f, 4>& corners) {
    const std::vector<cv::Point2f> src = {
        {0, 0},
        {static_cast<float>(art.cols), 0},
        {static_cast<float>(art.cols), static_cast<float>(art.rows)},
        {0, static_cast<float>(art.rows)}};
    std::vector<cv::Point2f> dst;
    cv::perspectiveTransform(src, dst, cv::Mat(h));
    std::copy(dst.begin(), dst.end(), corners.begin());
    cv::Rect box = cv::boundingRect(dst);
    box.x -= 2;
    box.y -= 2;
    box.width += 4;
    box.height += 4;
    box &= cv::Rect(0, 0, photo.cols, photo.rows);
    if (box.empty()) {
        return;
    }
    const cv::Matx33d shift(1, 0, -box.x, 0, 1, -box.y, 0, 0, 1);
    const cv::Mat local(shift * h);
    cv::Mat warped;
    cv::Mat alpha;
    cv::warpPerspective(art, warped, local, box.size(), cv::INTER_AREA, cv::BORDER_CONSTANT);
    cv::warpPerspective(mask, alpha, local, box.size(), cv::INTER_LINEAR, cv::BORDER_CONSTANT);
    cv::Mat region = photo(box);
    for (int y = 0; y < box.height; ++y) {
        const uchar* a = alpha.ptr<uchar>(y);
        const cv::Vec3b* w = warped.ptr<cv::Vec3b>(y);
        cv::Vec3b* r = region.ptr<cv::Vec3b>(y);
        for (int x = 0; x < box.width; ++x) {
            if (a[x] == 0) {
                continue;
            }
            const int k = a[x];
            for (int c = 0; c < 3; ++c) {
                r[x][c] = static_cast<uchar>((w[x][c] * k + r[x][c] * (255 - k) + 127) / 255);
            }
        }
    }
}

struct Look {
    double rotation = 0;   // radians
    double tilt = 0;       // perspective strength
    double tiltAngle = 0;  // direction of the tilt
    double lightMin = 1.0; // darkest corner of the light falloff
    bool shadow = false;
    cv::Vec3d temperature{1, 1, 1};
    double blurSigma = 0;
    double noiseSigma = 0;
    int quality = 90;
};

Look randomLook(Rng& rng, bool gentle, int quality) {
    Look look;
    const double k = gentle ? 0.3 : 1.0;
    look.rotation = uniform(rng, -30, 30) * k * CV_PI / 180.0;
    look.tilt = uniform(rng, 0.0, 0.22) * k;
    look.tiltAngle = uniform(rng, 0, 2 * CV_PI);
    look.lightMin = uniform(rng, 1.0 - 0.35 * k, 1.0);
    look.shadow = !gentle && uniform(rng, 0, 1) < 0.5;
    const double warm = uniform(rng, -1, 1) * k;
    look.temperature = warm > 0 ? cv::Vec3d(1 - 0.28 * warm, 1 - 0.1 * warm, 1)
                                : cv::Vec3d(1, 1 + 0.04 * warm, 1 + 0.22 * warm);
    look.blurSigma = uniform(rng, 0.3, 1.4);
    look.noiseSigma = uniform(rng, 1.5, 6);
    look.quality = quality > 0 ? quality : uniformInt(rng, 60, 95);
    return look;
}

// Maps the table plane (card units, centred on 0) into the photo: rotate, scale, tilt.
cv::Matx33d tableToPhoto(const Look& look, double scale, cv::Point2d centre, double longSide) {
    const double c = std::cos(look.rotation) * scale;
    const double s = std::sin(look.rotation) * scale;
    const cv::Matx33d similarity(c, -s, 0, s, c, 0, 0, 0, 1);
    // A small projective term leans the table away from the camera in one direction.
    const double px = look.tilt * std::cos(look.tiltAngle) / (0.5 * longSide);
    const double py = look.tilt * std::sin(look.tiltAngle) / (0.5 * longSide);
    const cv::Matx33d projective(1, 0, 0, 0, 1, 0, px, py, 1);
    const cv::Matx33d move(1, 0, centre.x, 0, 1, centre.y, 0, 0, 1);
    return move * projective * similarity;
}

void applyLight(cv::Mat& photo, Rng& rng, const Look& look) {
    const cv::Size low(64, std::max(8, 64 * photo.rows / photo.cols));
    cv::Mat gain(low, CV_32FC3);
    const double gx = uniform(rng, -1, 1);
    const double gy = uniform(rng, -1, 1);
    const double norm = std::max(1e-6, std::hypot(gx, gy));
    cv::Mat shadow(low, CV_32F, cv::Scalar(1.0));
    if (look.shadow) {
        const cv::Point c(uniformInt(rng, 0, low.width), uniformInt(rng, 0, low.height));
        cv::ellipse(shadow, c, cv::Size(uniformInt(rng, 8, 30), uniformInt(rng, 5, 20)),
                    uniform(rng, 0, 180), 0, 360, cv::Scalar(uniform(rng, 0.72, 0.88)), -1);
        cv::GaussianBlur(shadow, shadow, cv::Size(0, 0), 3.0);
    }
    for (int y = 0; y < low.height; ++y) {
        for (int x = 0; x < low.width; ++x) {
            const double u = ((x - low.width / 2.0) * gx + (y - low.height / 2.0) * gy) /
                             (norm * std::hypot(low.width / 2.0, low.height / 2.0));
            const double light =
                (look.lightMin + (1.0 - look.lightMin) * (0.5 + 0.5 * u)) * shadow.at<float>(y, x);
            gain.at<cv::Vec3f>(y, x) = cv::Vec3f(static_cast<float>(light * look.temperature[0]),
                                                 static_cast<float>(light * look.temperature[1]),
                                                 static_cast<float>(light * look.temperature[2]));
        }
    }
    cv::Mat big;
    cv::resize(gain, big, photo.size(), 0, 0, cv::INTER_LINEAR);
    cv::Mat f;
    photo.convertTo(f, CV_32FC3);
    cv::multiply(f, big, f);
    const double sigma = look.blurSigma * std::max(1.0, photo.cols / 2000.0);
    cv::GaussianBlur(f, f, cv::Size(0, 0), sigma);
    cv::Mat noise(photo.size(), CV_32FC3);
    cv::randn(noise, 0.0, look.noiseSigma);
    f += noise;
    f.convertTo(photo, CV_8UC3);
}

Scene finish(cv::Mat& photo, Rng& rng, const Look& look, std::vector<PlacedCard> cards) {
    applyLight(photo, rng, look);
    Scene scene;
    scene.width = photo.cols;
    scene.height = photo.rows;
    scene.cards = std::move(cards);
    cv::imencode(".jpg", photo, scene.jpeg, {cv::IMWRITE_JPEG_QUALITY, look.quality});
    return scene;
}

cv::Size photoSize(double megapixels) {
    const double pixels = std::clamp(megapixels, 0.05, 40.0) * 1e6;
    const int width = static_cast<int>(std::lround(std::sqrt(pixels * 4.0 / 3.0)));
    return {width, static_cast<int>(std::lround(width * 3.0 / 4.0))};
}

// Lays the placements out in the photo: picks the largest scale (within `sizeRange`, as a
// fraction of the photo's long side per card width) that keeps every card inside.
Scene render(Rng& rng, double megapixels, std::vector<Placement> placements, const Look& look,
             double sizeLo, double sizeHi) {
    const cv::Size size = photoSize(megapixels);
    cv::Mat photo = drawBackground(rng, size);
    const double longSide = std::max(size.width, size.height);
    double cardWidth = uniform(rng, sizeLo, sizeHi) * longSide;
    const double cardHeightUnits = kCardAspect;
    cv::Point2d centre(size.width / 2.0 + uniform(rng, -0.05, 0.05) * size.width,
                       size.height / 2.0 + uniform(rng, -0.05, 0.05) * size.height);
    cv::Matx33d table;
    const auto cardToTable = [&](const Placement& p) {
        const double c = std::cos(p.angle);
        const double s = std::sin(p.angle);
        // Card units: width 1; the art is mapped to these units by the caller.
        return cv::Matx33d(c, -s, p.centre.x, s, c, p.centre.y, 0, 0, 1) *
               cv::Matx33d(1, 0, -0.5, 0, 1, -cardHeightUnits / 2, 0, 0, 1);
    };
    for (int attempt = 0; attempt < 40; ++attempt) {
        table = tableToPhoto(look, cardWidth, centre, longSide);
        bool inside = true;
        for (const Placement& p : placements) {
            const cv::Matx33d m = table * cardToTable(p);
            for (const cv::Point2d q :
                 {cv::Point2d(0, 0), cv::Point2d(1, 0), cv::Point2d(1, cardHeightUnits),
                  cv::Point2d(0, cardHeightUnits)}) {
                const cv::Vec3d v = m * cv::Vec3d(q.x, q.y, 1);
                const double x = v[0] / v[2];
                const double y = v[1] / v[2];
                const double margin = 0.02 * longSide;
                inside = inside && v[2] > 0 && x > margin && y > margin &&
                         x < size.width - margin && y < size.height - margin;
            }
        }
        if (inside) {
            break;
        }
        cardWidth *= 0.95;
        centre = {size.width / 2.0, size.height / 2.0};
    }
    const int artWidth = std::max(32, static_cast<int>(cardWidth * 1.3));
    const cv::Mat mask = cardMask(artWidth);
    const cv::Mat back = drawCardBack(artWidth);
    const cv::Matx33d artToCard(1.0 / artWidth, 0, 0, 0, 1.0 / artWidth, 0, 0, 0, 1);
    std::vector<PlacedCard> cards;
    for (const Placement& p : placements) {
        const cv::Mat art = p.card ? drawCardFace(*p.card, artWidth) : back;
        PlacedCard placed{p.card, p.slot, {}};
        pasteCard(photo, art, mask, table * cardToTable(p) * artToCard, placed.corners);
        cards.push_back(placed);
    }
    return finish(photo, rng, look, std::move(cards));
}

std::vector<Card> shuffledDeck(Rng& rng) {
    std::vector<Card> deck;
    for (int i = 0; i < kDeckSize; ++i) {
        deck.push_back(Card::fromIndex(i));
    }
    std::shuffle(deck.begin(), deck.end(), rng);
    return deck;
}

} // namespace

int Scene::blackHats() const {
    return static_cast<int>(
        std::count_if(cards.begin(), cards.end(), [](const PlacedCard& c) { return !c.card; }));
}

Scene renderScene(std::uint64_t seed, const SceneOptions& options) {
    Rng rng(seed * 0x9E3779B97F4A7C15ULL + 17);
    const std::vector<Card> deck = shuffledDeck(rng);
    const Look look = randomLook(rng, false, options.jpegQuality);
    const double gap = options.touching ? 1.0 : 1.0 + uniform(rng, 0.15, 0.5);
    const double jitter = options.touching ? 0.0 : 10.0 * CV_PI / 180.0;
    std::vector<Placement> placements;
    double sizeLo = 0.0;
    double sizeHi = 0.0;
    if (options.layout == Layout::Board) {
        const int n = uniformInt(rng, 5, 6);
        for (int i = 0; i < n; ++i) {
            placements.push_back({deck[static_cast<size_t>(i)],
                                  i + 1,
                                  {(i - (n - 1) / 2.0) * gap, 0.0},
                                  uniform(rng, -jitter, jitter)});
        }
        sizeLo = 0.11;
        sizeHi = 0.14;
    } else {
        const int n = uniformInt(rng, 3, 8);
        const int backs = uniformInt(rng, 0, std::min(4, n));
        const int perRow = n > 4 ? (n + 1) / 2 : n;
        const double rowGap =
            options.touching ? kCardAspect : kCardAspect * (1.0 + uniform(rng, 0.1, 0.3));
        const int rows = (n + perRow - 1) / perRow;
        for (int i = 0; i < n; ++i) {
            const int row = i / perRow;
            const int col = i % perRow;
            const std::optional<Card> card =
                i < n - backs ? std::optional<Card>(deck[static_cast<size_t>(i)]) : std::nullopt;
            placements.push_back(
                {card,
                 0,
                 {(col - (perRow - 1) / 2.0) * gap, (row - (rows - 1) / 2.0) * rowGap},
                 uniform(rng, -jitter, jitter)});
        }
        std::shuffle(placements.begin(), placements.end(), rng); // backs anywhere
        // Shuffling moved the cards, not the positions: put positions back in order.
        std::vector<cv::Point2d> spots;
        for (int i = 0; i < n; ++i) {
            const int row = i / perRow;
            const int col = i % perRow;
            spots.push_back({(col - (perRow - 1) / 2.0) * gap, (row - (rows - 1) / 2.0) * rowGap});
        }
        for (size_t i = 0; i < placements.size(); ++i) {
            placements[i].centre = spots[i];
        }
        sizeLo = 0.11;
        sizeHi = 0.15;
    }
    return render(rng, options.megapixels, std::move(placements), look, sizeLo, sizeHi);
}

Scene renderCalibrationGrid(std::uint64_t seed, double megapixels) {
    Rng rng(seed * 0x9E3779B97F4A7C15ULL + 5);
    const Look look = randomLook(rng, true, 92);
    std::vector<Placement> placements;
    for (int row = 0; row < kTypeCount; ++row) {
        for (int value = 1; value <= kMaxValue; ++value) {
            placements.push_back({Card(kAllTypes[static_cast<size_t>(row)], value),
                                  0,
                                  {(value - 3.5) * 1.25, (row - 3.0) * kCardAspect * 1.12},
                                  uniform(rng, -0.03, 0.03)});
        }
    }
    return render(rng, megapixels, std::move(placements), look, 0.1, 0.1);
}

Scene renderCalibrationBack(std::uint64_t seed, double megapixels) {
    Rng rng(seed * 0x9E3779B97F4A7C15ULL + 9);
    const Look look = randomLook(rng, true, 92);
    return render(rng, megapixels, {Placement{std::nullopt, 0, {0, 0}, 0}}, look, 0.25, 0.3);
}

nlohmann::json groundTruth(const Scene& scene) {
    nlohmann::json cards = nlohmann::json::array();
    for (const PlacedCard& c : scene.cards) {
        nlohmann::json j;
        j["faceDown"] = !c.card;
        if (c.card) {
            j["type"] = std::string(typeId(c.card->type()));
            j["value"] = c.card->value();
        }
        if (c.slot > 0) {
            j["slot"] = c.slot;
        }
        nlohmann::json corners = nlohmann::json::array();
        for (const cv::Point2f& p : c.corners) {
            corners.push_back({p.x, p.y});
        }
        j["corners"] = corners;
        cards.push_back(j);
    }
    return {{"width", scene.width},
            {"height", scene.height},
            {"cards", cards},
            {"blackHats", scene.blackHats()}};
}

} // namespace hats::scenegen
