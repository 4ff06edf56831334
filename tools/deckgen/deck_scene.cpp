#include "tools/deckgen/deck_scene.h"

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <random>

namespace hats::deckgen {

namespace {

using Rng = std::mt19937_64;

double uniform(Rng& rng, double lo, double hi) {
    return std::uniform_real_distribution<double>(lo, hi)(rng);
}
int uniformInt(Rng& rng, int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
}
bool chance(Rng& rng, double p) {
    return uniform(rng, 0, 1) < p;
}

cv::Mat smoothNoise(cv::Size size, int cells) {
    cv::Mat small(std::max(2, cells * size.height / std::max(1, size.width)), std::max(2, cells),
                  CV_32F);
    cv::randu(small, 0.0, 1.0);
    cv::Mat big;
    cv::resize(small, big, size, 0, 0, cv::INTER_CUBIC);
    return big;
}

// A table surface of one of six kinds.
cv::Mat drawTable(Rng& rng, cv::Size size, std::string& kind) {
    cv::theRNG().state = rng();
    const cv::Size low(std::max(8, size.width / 4), std::max(8, size.height / 4));
    cv::Mat low3(low, CV_32FC3);
    const int which = uniformInt(rng, 0, 5);
    const auto noisy = [&](const cv::Vec3f& base, double coarseAmp, double fineAmp) {
        const cv::Mat coarse = smoothNoise(low, 8);
        cv::Mat fine(low, CV_32F);
        cv::randu(fine, 0.0, 1.0);
        for (int y = 0; y < low.height; ++y) {
            for (int x = 0; x < low.width; ++x) {
                const float f = 1.0F +
                                static_cast<float>(coarseAmp) * (coarse.at<float>(y, x) - 0.5F) +
                                static_cast<float>(fineAmp) * (fine.at<float>(y, x) - 0.5F);
                low3.at<cv::Vec3f>(y, x) = base * f;
            }
        }
    };
    if (which == 0) {
        kind = "white";
        const float w = static_cast<float>(uniform(rng, 222, 250));
        noisy(cv::Vec3f(w - static_cast<float>(uniform(rng, 0, 12)),
                        w - static_cast<float>(uniform(rng, 0, 6)), w),
              0.06, 0.03);
    } else if (which == 1) {
        kind = "wood";
        const cv::Vec3f dark(uniform(rng, 20, 60), uniform(rng, 45, 95), uniform(rng, 75, 140));
        const cv::Vec3f light(uniform(rng, 60, 140), uniform(rng, 100, 175),
                              uniform(rng, 140, 215));
        const cv::Mat warp = smoothNoise(low, 6);
        const double freq = uniform(rng, 0.05, 0.2);
        const double angle = uniform(rng, -0.3, 0.3);
        for (int y = 0; y < low.height; ++y) {
            for (int x = 0; x < low.width; ++x) {
                const double u = y * std::cos(angle) + x * std::sin(angle);
                const double t = 0.5 + 0.5 * std::sin(u * freq + 12.0 * warp.at<float>(y, x));
                low3.at<cv::Vec3f>(y, x) = dark + (light - dark) * static_cast<float>(t * t);
            }
        }
    } else if (which == 2) {
        kind = "felt";
        static const std::array<cv::Vec3f, 5> bases = {
            cv::Vec3f(40, 95, 35), cv::Vec3f(90, 60, 30), cv::Vec3f(35, 40, 110),
            cv::Vec3f(30, 30, 35), cv::Vec3f(110, 70, 40)};
        noisy(bases[static_cast<size_t>(uniformInt(rng, 0, 4))], 0.3, 0.2);
    } else if (which == 3) {
        kind = "stone";
        const float g = static_cast<float>(uniform(rng, 60, 190));
        noisy(cv::Vec3f(g, g * 1.02F, g * 1.04F), 0.35, 0.3);
    } else {
        noisy(cv::Vec3f(1, 1, 1), 0.05, 0.05); // filled below at full size
    }
    cv::Mat big;
    cv::resize(low3, big, size, 0, 0, cv::INTER_LINEAR);
    cv::Mat out;
    if (which == 4) {
        // A woven cloth: fine threads in two colours.
        kind = "cloth";
        const cv::Scalar a(uniform(rng, 40, 220), uniform(rng, 40, 220), uniform(rng, 40, 220));
        const cv::Scalar b = a * uniform(rng, 0.6, 0.85);
        out = cv::Mat(size, CV_8UC3, a);
        const int step = std::max(2, size.width / uniformInt(rng, 300, 700));
        for (int x = 0; x < size.width; x += 2 * step) {
            cv::rectangle(out, cv::Rect(x, 0, step, size.height), b, -1);
        }
        for (int y = 0; y < size.height; y += 2 * step) {
            cv::Mat row = out(cv::Rect(0, y, size.width, std::min(step, size.height - y)));
            row = row * 0.85 + cv::Scalar::all(0);
        }
    } else if (which == 5) {
        // A patterned tablecloth: gingham, stripes or dots, large.
        kind = "pattern";
        const cv::Scalar a(uniform(rng, 150, 250), uniform(rng, 150, 250), uniform(rng, 150, 250));
        const cv::Scalar b(uniform(rng, 20, 200), uniform(rng, 20, 200), uniform(rng, 20, 200));
        out = cv::Mat(size, CV_8UC3, a);
        const int step = std::max(6, size.width / uniformInt(rng, 12, 40));
        const int style = uniformInt(rng, 0, 2);
        for (int y = 0; y < size.height; y += step) {
            for (int x = 0; x < size.width; x += step) {
                const int i = x / step;
                const int j = y / step;
                if (style == 0 && (i + j) % 2 == 0) {
                    cv::rectangle(out, cv::Rect(x, y, step, step), b, -1);
                } else if (style == 1 && i % 3 == 0) {
                    cv::rectangle(out, cv::Rect(x, y, step / 2, step), b, -1);
                } else if (style == 2) {
                    cv::circle(out, {x + step / 2, y + step / 2}, step / 4, b, -1, cv::LINE_AA);
                }
            }
        }
    } else {
        big.convertTo(out, CV_8UC3);
        return out;
    }
    cv::Mat f;
    out.convertTo(f, CV_32FC3);
    cv::multiply(f, big, f);
    f.convertTo(out, CV_8UC3);
    return out;
}

struct Placement {
    std::optional<Card> card;
    int slot = 0;
    cv::Point2d centre;  // table units: a card is 1 wide
    double angle = 0;    // radians
    bool turned = false; // lying upside down
};

struct Look {
    double rotation = 0;
    double tilt = 0;
    double tiltAngle = 0;
    double lightMin = 1;
    bool shadow = false;
    bool glare = false;
    cv::Vec3d temperature{1, 1, 1};
    double blurSigma = 0;
    double noiseSigma = 0;
    int quality = 90;
};

Look randomLook(Rng& rng, bool gentle, int quality) {
    Look look;
    const double k = gentle ? 0.3 : 1.0;
    look.rotation = uniform(rng, -30, 30) * k * CV_PI / 180.0;
    look.tilt = uniform(rng, 0.0, 0.14) * k;
    look.tiltAngle = uniform(rng, 0, 2 * CV_PI);
    look.lightMin = uniform(rng, 1.0 - 0.4 * k, 1.0);
    look.shadow = !gentle && chance(rng, 0.4);
    look.glare = !gentle && chance(rng, 0.3);
    const double warm = uniform(rng, -1, 1) * k;
    look.temperature = warm > 0 ? cv::Vec3d(1 - 0.28 * warm, 1 - 0.1 * warm, 1)
                                : cv::Vec3d(1, 1 + 0.04 * warm, 1 + 0.22 * warm);
    look.blurSigma = uniform(rng, 0.3, 1.6);
    look.noiseSigma = uniform(rng, 1.5, 6);
    look.quality = quality > 0 ? quality : uniformInt(rng, 60, 95);
    return look;
}

cv::Matx33d tableToPhoto(const Look& look, double scale, cv::Point2d centre, double longSide) {
    const double c = std::cos(look.rotation) * scale;
    const double s = std::sin(look.rotation) * scale;
    const cv::Matx33d similarity(c, -s, 0, s, c, 0, 0, 0, 1);
    const double px = look.tilt * std::cos(look.tiltAngle) / (0.5 * longSide);
    const double py = look.tilt * std::sin(look.tiltAngle) / (0.5 * longSide);
    const cv::Matx33d projective(1, 0, 0, 0, 1, 0, px, py, 1);
    const cv::Matx33d move(1, 0, centre.x, 0, 1, centre.y, 0, 0, 1);
    return move * projective * similarity;
}

cv::Matx33d cardToTable(const Placement& p, double aspect) {
    const double a = p.angle + (p.turned ? CV_PI : 0.0);
    const double c = std::cos(a);
    const double s = std::sin(a);
    return cv::Matx33d(c, -s, p.centre.x, s, c, p.centre.y, 0, 0, 1) *
           cv::Matx33d(1, 0, -0.5, 0, 1, -aspect / 2, 0, 0, 1);
}

std::vector<cv::Point2f> project(const cv::Matx33d& h, const std::vector<cv::Point2d>& pts) {
    std::vector<cv::Point2f> out;
    for (const cv::Point2d& q : pts) {
        const cv::Vec3d v = h * cv::Vec3d(q.x, q.y, 1);
        out.emplace_back(static_cast<float>(v[0] / v[2]), static_cast<float>(v[1] / v[2]));
    }
    return out;
}

// Pastes card art through the homography `h` (art pixels → photo), with a contact shadow.
void pasteCard(cv::Mat& photo, const cv::Mat& art, const cv::Mat& mask, const cv::Matx33d& h,
               double shadowStrength) {
    const std::vector<cv::Point2f> dst = project(h, {{0, 0},
                                                     {double(art.cols), 0},
                                                     {double(art.cols), double(art.rows)},
                                                     {0, double(art.rows)}});
    cv::Rect box = cv::boundingRect(dst);
    const int pad = 4 + photo.cols / 400;
    box.x -= pad;
    box.y -= pad;
    box.width += 2 * pad;
    box.height += 2 * pad;
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
    if (shadowStrength > 0) {
        // Cards have a thickness: a soft shadow falls just outside their edge.
        cv::Mat shade;
        const double sigma = 1.0 + photo.cols / 1500.0;
        cv::GaussianBlur(alpha, shade, cv::Size(0, 0), sigma);
        const cv::Matx23d offset(1, 0, sigma * 0.8, 0, 1, sigma * 0.8);
        cv::warpAffine(shade, shade, offset, shade.size());
        for (int y = 0; y < box.height; ++y) {
            const uchar* s = shade.ptr<uchar>(y);
            cv::Vec3b* r = region.ptr<cv::Vec3b>(y);
            for (int x = 0; x < box.width; ++x) {
                const double k = 1.0 - shadowStrength * s[x] / 255.0;
                for (int c = 0; c < 3; ++c) {
                    r[x][c] = static_cast<uchar>(r[x][c] * k);
                }
            }
        }
    }
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
                    uniform(rng, 0, 180), 0, 360, cv::Scalar(uniform(rng, 0.6, 0.85)), -1);
        cv::GaussianBlur(shadow, shadow, cv::Size(0, 0), 2.5);
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
    if (look.glare) {
        // A highlight on glossy cards: a bright soft spot that washes colours out.
        cv::Mat spot(low, CV_32F, cv::Scalar(0));
        const cv::Point c(uniformInt(rng, low.width / 5, low.width * 4 / 5),
                          uniformInt(rng, low.height / 5, low.height * 4 / 5));
        cv::ellipse(spot, c, cv::Size(uniformInt(rng, 2, 6), uniformInt(rng, 2, 5)),
                    uniform(rng, 0, 180), 0, 360, cv::Scalar(1.0), -1);
        cv::GaussianBlur(spot, spot, cv::Size(0, 0), 1.5);
        cv::Mat spotBig;
        cv::resize(spot, spotBig, photo.size(), 0, 0, cv::INTER_LINEAR);
        const double strength = uniform(rng, 120, 220);
        std::vector<cv::Mat> ch;
        cv::split(f, ch);
        for (cv::Mat& c3 : ch) {
            c3 += spotBig * strength;
        }
        cv::merge(ch, f);
    }
    const double sigma = look.blurSigma * std::max(1.0, photo.cols / 2000.0);
    cv::GaussianBlur(f, f, cv::Size(0, 0), sigma);
    cv::Mat noise(photo.size(), CV_32FC3);
    cv::randn(noise, 0.0, look.noiseSigma);
    f += noise;
    f.convertTo(photo, CV_8UC3);
}

cv::Size photoSize(double megapixels) {
    const double pixels = std::clamp(megapixels, 0.05, 40.0) * 1e6;
    const int width = static_cast<int>(std::lround(std::sqrt(pixels * 4.0 / 3.0)));
    return {width, static_cast<int>(std::lround(width * 3.0 / 4.0))};
}

// How much of every card shows, and whether a printed value shows, from an id map.
void measureVisibility(const DeckDesign& design, const std::vector<cv::Matx33d>& cardToPhoto,
                       cv::Size size, std::vector<PlacedCard>& cards) {
    const double shrink = std::max(1.0, std::max(size.width, size.height) / 800.0);
    const cv::Size small(static_cast<int>(size.width / shrink),
                         static_cast<int>(size.height / shrink));
    cv::Mat ids(small, CV_16U, cv::Scalar(0));
    const cv::Matx33d down(1 / shrink, 0, 0, 0, 1 / shrink, 0, 0, 0, 1);
    const double aspect = design.aspect;
    std::vector<double> area(cards.size());
    for (size_t i = 0; i < cards.size(); ++i) {
        const std::vector<cv::Point2f> q =
            project(down * cardToPhoto[i], {{0, 0}, {1, 0}, {1, aspect}, {0, aspect}});
        std::vector<cv::Point> poly;
        for (const cv::Point2f& p : q) {
            poly.emplace_back(cvRound(p.x), cvRound(p.y));
        }
        cv::fillConvexPoly(ids, poly, cv::Scalar(static_cast<double>(i + 1)));
        area[i] = std::max(1.0, cv::contourArea(poly));
    }
    for (size_t i = 0; i < cards.size(); ++i) {
        cards[i].visible = cv::countNonZero(ids == static_cast<double>(i + 1)) / area[i];
        // The printed value (upright and turned): a share of it must show.
        const cv::Rect2d box = indexBox(design, 1000);
        std::vector<std::vector<cv::Point2d>> boxes = {{{box.x / 1000, box.y / 1000},
                                                        {box.br().x / 1000, box.y / 1000},
                                                        {box.br().x / 1000, box.br().y / 1000},
                                                        {box.x / 1000, box.br().y / 1000}}};
        if (design.index != IndexPlace::TopLeftOnly || !cards[i].card) {
            std::vector<cv::Point2d> turned;
            for (const cv::Point2d& p : boxes.front()) {
                turned.emplace_back(1 - p.x, aspect - p.y);
            }
            boxes.push_back(turned);
        }
        bool shows = false;
        for (const auto& b : boxes) {
            const std::vector<cv::Point2f> q = project(down * cardToPhoto[i], b);
            std::vector<cv::Point> poly;
            for (const cv::Point2f& p : q) {
                poly.emplace_back(cvRound(p.x), cvRound(p.y));
            }
            cv::Mat m(small, CV_8U, cv::Scalar(0));
            cv::fillConvexPoly(m, poly, cv::Scalar(255));
            const int total = cv::countNonZero(m);
            const int own = cv::countNonZero(m & (ids == static_cast<double>(i + 1)));
            shows = shows || (total > 0 && own >= 0.85 * total);
        }
        cards[i].indexVisible = shows;
    }
}

// Lays the cards out: the largest size within `sizeRange` (card width / photo long side) that
// keeps every card inside the photo.
Scene render(const DeckDesign& design, Rng& rng, double megapixels,
             const std::vector<Placement>& placements, const Look& look, double sizeLo,
             double sizeHi) {
    const cv::Size size = photoSize(megapixels);
    Scene scene;
    cv::Mat photo = drawTable(rng, size, scene.table);
    const double longSide = std::max(size.width, size.height);
    double cardWidth = uniform(rng, sizeLo, sizeHi) * longSide;
    cv::Point2d centre(size.width / 2.0 + uniform(rng, -0.05, 0.05) * size.width,
                       size.height / 2.0 + uniform(rng, -0.05, 0.05) * size.height);
    cv::Matx33d table;
    for (int attempt = 0; attempt < 60; ++attempt) {
        table = tableToPhoto(look, cardWidth, centre, longSide);
        bool inside = true;
        for (const Placement& p : placements) {
            for (const cv::Point2f& q :
                 project(table * cardToTable(p, design.aspect),
                         {{0, 0}, {1, 0}, {1, design.aspect}, {0, design.aspect}})) {
                const double margin = 0.04 * longSide;
                inside = inside && q.x > margin && q.y > margin && q.x < size.width - margin &&
                         q.y < size.height - margin;
            }
        }
        if (inside) {
            break;
        }
        cardWidth *= 0.95;
        centre = {size.width / 2.0, size.height / 2.0};
    }
    const int artWidth = std::max(32, static_cast<int>(cardWidth * 1.2));
    const cv::Mat mask = outlineMask(design, artWidth);
    const cv::Mat back = drawBack(design, artWidth);
    const cv::Matx33d artToCard(1.0 / artWidth, 0, 0, 0, 1.0 / artWidth, 0, 0, 0, 1);
    const double shadow = uniform(rng, 0.15, 0.4);
    std::vector<cv::Matx33d> toPhoto;
    for (const Placement& p : placements) {
        const cv::Mat art = p.card ? drawFace(design, *p.card, artWidth) : back;
        const cv::Matx33d h = table * cardToTable(p, design.aspect);
        pasteCard(photo, art, mask, h * artToCard, shadow);
        PlacedCard placed;
        placed.card = p.card;
        placed.slot = p.slot;
        const std::vector<cv::Point2f> q =
            project(h, {{0, 0}, {1, 0}, {1, design.aspect}, {0, design.aspect}});
        std::copy(q.begin(), q.end(), placed.corners.begin());
        scene.cards.push_back(placed);
        toPhoto.push_back(h);
    }
    measureVisibility(design, toPhoto, size, scene.cards);
    applyLight(photo, rng, look);
    scene.width = photo.cols;
    scene.height = photo.rows;
    cv::imencode(".jpg", photo, scene.jpeg, {cv::IMWRITE_JPEG_QUALITY, look.quality});
    return scene;
}

std::vector<Card> shuffledDeck(Rng& rng) {
    std::vector<Card> deck;
    for (int i = 0; i < kDeckSize; ++i) {
        deck.push_back(Card::fromIndex(i));
    }
    std::shuffle(deck.begin(), deck.end(), rng);
    return deck;
}

// Overlapping cards the way players lay them: a row (each card over the next one's side), a
// cascade (each card lower) or a fan; `spread` is how far apart, bigger shows more.
std::vector<Placement> overlapping(Rng& rng, const DeckDesign& design,
                                   std::vector<std::optional<Card>> cards, double spread,
                                   int style) {
    std::vector<Placement> out;
    const int n = static_cast<int>(cards.size());
    const double a = design.aspect;
    for (int i = 0; i < n; ++i) {
        Placement p;
        p.card = cards[static_cast<size_t>(i)];
        const double jitter = uniform(rng, -0.03, 0.03);
        if (style == 0) { // row, next card on top to the right
            p.centre = {(i - (n - 1) / 2.0) * spread, uniform(rng, -0.04, 0.04)};
            p.angle = jitter;
        } else if (style == 1) { // cascade down
            p.centre = {uniform(rng, -0.04, 0.04), (i - (n - 1) / 2.0) * spread * a};
            p.angle = jitter;
        } else { // fan around a point below the cards
            const double step = spread * 0.45;
            const double angle = (i - (n - 1) / 2.0) * step;
            const double r = a * 1.1;
            p.centre = {r * std::sin(angle), -r * std::cos(angle) + r};
            p.angle = angle;
        }
        out.push_back(p);
    }
    return out;
}

} // namespace

int Scene::blackHats() const {
    return static_cast<int>(
        std::count_if(cards.begin(), cards.end(), [](const PlacedCard& c) { return !c.card; }));
}

Scene renderScene(const DeckDesign& design, std::uint64_t sceneSeed, const SceneOptions& options) {
    Rng rng(sceneSeed * 0x9E3779B97F4A7C15ULL + design.seed * 0xBF58476D1CE4E5B9ULL + 29);
    const std::vector<Card> deck = shuffledDeck(rng);
    const double megapixels = options.megapixels > 0 ? options.megapixels : uniform(rng, 2, 12);
    const Look look = randomLook(rng, false, options.jpegQuality);
    const bool board = options.layout == Layout::Board;
    const int n = board ? uniformInt(rng, 4, 6) : uniformInt(rng, 3, 9);
    const int backs = board ? 0 : uniformInt(rng, 0, std::min(3, n - 1));
    std::vector<std::optional<Card>> cards;
    for (int i = 0; i < n; ++i) {
        cards.push_back(i < n - backs ? std::optional<Card>(deck[static_cast<size_t>(i)])
                                      : std::nullopt);
    }
    if (!board) {
        std::shuffle(cards.begin(), cards.end(), rng);
    }
    const double a = design.aspect;
    std::vector<Placement> placements;
    double sizeLo = 0.1;
    double sizeHi = 0.14;
    if (options.arrangement == Arrangement::Overlapping) {
        // Value in a top corner: rows; at the top centre: cascades; fans for corner indexes.
        int style = design.index == IndexPlace::TopCentre ? 1 : uniformInt(rng, 0, 2) == 2 ? 2 : 0;
        double spread = style == 2 ? uniform(rng, 0.3, 0.45) : uniform(rng, 0.4, 0.6);
        for (int attempt = 0; attempt < 8; ++attempt) {
            placements = overlapping(rng, design, cards, spread, style);
            // Check that each printed value shows; spread the cards further if not.
            std::vector<PlacedCard> probe(placements.size());
            std::vector<cv::Matx33d> h;
            for (size_t i = 0; i < placements.size(); ++i) {
                probe[i].card = placements[i].card;
                h.push_back(cv::Matx33d(200, 0, 600, 0, 200, 600, 0, 0, 1) *
                            cardToTable(placements[i], a));
            }
            measureVisibility(design, h, {1200, 1200}, probe);
            if (std::all_of(probe.begin(), probe.end(),
                            [](const PlacedCard& c) { return c.indexVisible; })) {
                break;
            }
            spread += 0.08;
        }
        sizeLo = 0.12;
        sizeHi = 0.17;
    } else {
        const bool touching = options.arrangement == Arrangement::Touching;
        const int perRow = board ? n : (n > 5 ? (n + 1) / 2 : n);
        const int rows = (n + perRow - 1) / perRow;
        const double gap = touching ? 1.0 : 1.0 + uniform(rng, 0.15, 0.5);
        const double rowGap = touching ? a : a * (1.0 + uniform(rng, 0.1, 0.3));
        const double jitter = touching ? 0.0 : 10.0 * CV_PI / 180.0;
        for (int i = 0; i < n; ++i) {
            Placement p;
            p.card = cards[static_cast<size_t>(i)];
            p.slot = board ? i + 1 : 0;
            p.centre = {(i % perRow - (perRow - 1) / 2.0) * gap,
                        (i / perRow - (rows - 1) / 2.0) * rowGap};
            p.angle = uniform(rng, -jitter, jitter);
            if (touching) {
                p.centre.y += uniform(rng, -0.03, 0.03);
            }
            placements.push_back(p);
        }
    }
    // Collections lie any way up.
    for (Placement& p : placements) {
        p.turned = !board && options.arrangement != Arrangement::Overlapping && chance(rng, 0.3);
    }
    Scene scene = render(design, rng, megapixels, placements, look, sizeLo, sizeHi);
    scene.arrangement = options.arrangement;
    return scene;
}

Scene renderGrid(const DeckDesign& design, std::uint64_t sceneSeed, double megapixels, bool glare,
                 int missing) {
    Rng rng(sceneSeed * 0x9E3779B97F4A7C15ULL + design.seed * 0xBF58476D1CE4E5B9ULL + 5);
    Look look = randomLook(rng, true, 92);
    look.glare = glare;
    std::vector<int> left;
    for (int i = 0; i < kDeckSize; ++i) {
        left.push_back(i);
    }
    std::shuffle(left.begin(), left.end(), rng);
    left.resize(static_cast<size_t>(std::clamp(missing, 0, kDeckSize)));
    std::vector<Placement> placements;
    for (int row = 0; row < kTypeCount; ++row) {
        for (int value = 1; value <= kMaxValue; ++value) {
            const Card card(kAllTypes[static_cast<size_t>(row)], value);
            if (std::find(left.begin(), left.end(), card.index()) != left.end()) {
                continue;
            }
            Placement p;
            p.card = card;
            p.centre = {(value - 3.5) * 1.3, (row - 3.0) * design.aspect * 1.22};
            p.angle = uniform(rng, -0.03, 0.03);
            placements.push_back(p);
        }
    }
    return render(design, rng, megapixels, placements, look, 0.1, 0.1);
}

Scene renderBack(const DeckDesign& design, std::uint64_t sceneSeed, double megapixels) {
    Rng rng(sceneSeed * 0x9E3779B97F4A7C15ULL + design.seed * 0xBF58476D1CE4E5B9ULL + 9);
    const Look look = randomLook(rng, true, 92);
    return render(design, rng, megapixels, {Placement{std::nullopt, 0, {0, 0}, 0, false}}, look,
                  0.25, 0.3);
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
        j["visible"] = c.visible;
        j["indexVisible"] = c.indexVisible;
        cards.push_back(j);
    }
    return {{"width", scene.width},
            {"height", scene.height},
            {"table", scene.table},
            {"cards", cards},
            {"blackHats", scene.blackHats()}};
}

} // namespace hats::deckgen
