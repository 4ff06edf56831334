#include "tools/deckgen/deck_design.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <random>
#include <sstream>
#include <string>

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

cv::Scalar clampColour(cv::Scalar c) {
    for (int i = 0; i < 3; ++i) {
        c[i] = std::clamp(c[i], 0.0, 255.0);
    }
    return c;
}

// The seven hat colours (R2 order), BGR; every design moves them a little.
const std::array<cv::Scalar, kTypeCount> kBaseColours = {
    cv::Scalar(40, 40, 205), cv::Scalar(25, 130, 245), cv::Scalar(40, 210, 235),
    cv::Scalar(60, 150, 45), cv::Scalar(195, 110, 30), cv::Scalar(145, 50, 130),
    cv::Scalar(40, 75, 120)};

const std::array<int, 7> kFonts = {cv::FONT_HERSHEY_SIMPLEX,      cv::FONT_HERSHEY_PLAIN,
                                   cv::FONT_HERSHEY_DUPLEX,       cv::FONT_HERSHEY_COMPLEX,
                                   cv::FONT_HERSHEY_TRIPLEX,      cv::FONT_HERSHEY_SCRIPT_SIMPLEX,
                                   cv::FONT_HERSHEY_COMPLEX_SMALL};

int cardHeight(const DeckDesign& d, int width) {
    return static_cast<int>(std::lround(width * d.aspect));
}

cv::Point pt(double x, double y) {
    return {static_cast<int>(std::lround(x)), static_cast<int>(std::lround(y))};
}

cv::Scalar mix(const cv::Scalar& a, const cv::Scalar& b, double t) {
    return a * (1 - t) + b * t;
}

double luminance(const cv::Scalar& c) {
    return 0.114 * c[0] + 0.587 * c[1] + 0.299 * c[2];
}

void roundedRect(cv::Mat& m, cv::Rect2d r, double radius, const cv::Scalar& colour) {
    radius = std::clamp(radius, 0.0, std::min(r.width, r.height) / 2);
    const int rr = static_cast<int>(std::lround(radius));
    if (rr < 1) {
        cv::rectangle(m, pt(r.x, r.y), pt(r.x + r.width - 1, r.y + r.height - 1), colour, -1);
        return;
    }
    cv::rectangle(m, pt(r.x + rr, r.y), pt(r.x + r.width - 1 - rr, r.y + r.height - 1), colour, -1);
    cv::rectangle(m, pt(r.x, r.y + rr), pt(r.x + r.width - 1, r.y + r.height - 1 - rr), colour, -1);
    for (const cv::Point2d c :
         {cv::Point2d(r.x + rr, r.y + rr), cv::Point2d(r.x + r.width - 1 - rr, r.y + rr),
          cv::Point2d(r.x + rr, r.y + r.height - 1 - rr),
          cv::Point2d(r.x + r.width - 1 - rr, r.y + r.height - 1 - rr)}) {
        cv::circle(m, pt(c.x, c.y), rr, colour, -1, cv::LINE_AA);
    }
}

// A hat: brim and crown, `size` is about its width.
void drawHat(cv::Mat& m, cv::Point2d c, double size, const cv::Scalar& colour,
             const cv::Scalar& band) {
    const auto p = [&](double dx, double dy) {
        return pt(c.x + dx * size, c.y + dy * size);
    };
    cv::ellipse(m, p(0, 0.3),
                cv::Size(std::max(1, static_cast<int>(size * 0.5)),
                         std::max(1, static_cast<int>(size * 0.11))),
                0, 0, 360, colour, -1, cv::LINE_AA);
    const std::vector<cv::Point> crown = {p(-0.28, 0.3), p(-0.24, -0.35), p(0.24, -0.35),
                                          p(0.28, 0.3)};
    cv::fillConvexPoly(m, crown, colour, cv::LINE_AA);
    cv::rectangle(m, p(-0.27, 0.12), p(0.27, 0.22), band, -1, cv::LINE_AA);
}

// Seeded per card: illustrated decks draw different art on every card.
Rng cardRng(const DeckDesign& d, int salt) {
    return Rng(d.seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(salt) * 7919 + 3);
}

} // namespace

DeckDesign designFromSeed(std::uint64_t seed) {
    Rng rng(seed * 0xD1B54A32D192ED03ULL + 11);
    DeckDesign d;
    d.seed = seed;
    d.aspect = std::array<double, 4>{88.0 / 63.0, 88.0 / 56.0, 1.45,
                                     1.5}[static_cast<size_t>(uniformInt(rng, 0, 3))];
    d.cornerRadius = chance(rng, 0.15) ? 0.0 : uniform(rng, 0.02, 0.09);
    const int borderKind = uniformInt(rng, 0, 5); // 0-1 none, 2 white, 3 cream, 4 black, 5 colour
    if (borderKind >= 2) {
        d.border = uniform(rng, 0.025, 0.09);
        d.borderColour =
            borderKind == 2   ? cv::Scalar(250, 250, 250)
            : borderKind == 3 ? cv::Scalar(205, 232, 245)
            : borderKind == 4
                ? cv::Scalar(25, 25, 25)
                : cv::Scalar(uniform(rng, 30, 220), uniform(rng, 30, 220), uniform(rng, 30, 220));
    }
    d.face = static_cast<FaceStyle>(uniformInt(rng, 0, 2));
    d.art = static_cast<ArtStyle>(uniformInt(rng, 0, 2));
    d.paper =
        d.face == FaceStyle::Dark
            ? cv::Scalar(uniform(rng, 15, 60), uniform(rng, 15, 55), uniform(rng, 15, 55))
            : cv::Scalar(uniform(rng, 215, 250), uniform(rng, 225, 250), uniform(rng, 230, 252));
    const double gain = uniform(rng, 0.85, 1.08);
    for (size_t t = 0; t < d.typeColour.size(); ++t) {
        const cv::Scalar base = kBaseColours[t];
        d.typeColour[t] = clampColour(cv::Scalar(base[0] * gain + uniform(rng, -14, 14),
                                                 base[1] * gain + uniform(rng, -14, 14),
                                                 base[2] * gain + uniform(rng, -14, 14)));
    }
    d.index = static_cast<IndexPlace>(uniformInt(rng, 0, 3));
    d.font = kFonts[static_cast<size_t>(uniformInt(rng, 0, static_cast<int>(kFonts.size()) - 1))];
    if (chance(rng, 0.25)) {
        d.font |= cv::FONT_ITALIC;
    }
    d.indexSize = uniform(rng, 0.13, 0.24);
    d.indexThickness = uniformInt(rng, 1, 4);
    d.indexInTypeColour = d.face != FaceStyle::Flood && chance(rng, 0.4);
    d.indexDisc = chance(rng, 0.3);
    d.back = static_cast<BackStyle>(uniformInt(rng, 0, 5));
    const bool darkBack = chance(rng, 0.6);
    d.backColour =
        darkBack ? cv::Scalar(uniform(rng, 10, 70), uniform(rng, 10, 60), uniform(rng, 10, 70))
                 : cv::Scalar(uniform(rng, 60, 230), uniform(rng, 60, 230), uniform(rng, 60, 230));
    d.backAccent =
        clampColour(d.backColour + cv::Scalar(uniform(rng, -60, 120), uniform(rng, -60, 120),
                                              uniform(rng, -60, 120)));
    if (chance(rng, 0.45)) {
        d.backBorder = uniform(rng, 0.025, 0.08);
        d.backBorderColour = chance(rng, 0.6) ? cv::Scalar(245, 245, 245) : d.backAccent;
    }
    return d;
}

std::string describeDesign(const DeckDesign& d) {
    static const char* faces[] = {"light", "dark", "flood"};
    static const char* arts[] = {"flat", "textured", "illustrated"};
    static const char* indexes[] = {"corners", "other-corners", "top-left", "top-centre"};
    static const char* backs[] = {"solid", "stripes", "checks", "dots", "diamonds", "emblem"};
    std::ostringstream out;
    out << "design " << d.seed << ": " << faces[static_cast<int>(d.face)] << ' '
        << arts[static_cast<int>(d.art)] << " faces, " << (d.border > 0 ? "border" : "no border")
        << ", index " << indexes[static_cast<int>(d.index)] << ", font " << d.font << ", back "
        << backs[static_cast<int>(d.back)] << (d.backBorder > 0 ? " bordered" : " to the edge")
        << ", aspect " << d.aspect;
    return out.str();
}

cv::Mat outlineMask(const DeckDesign& d, int width) {
    const int height = cardHeight(d, width);
    cv::Mat mask(height, width, CV_8U, cv::Scalar(0));
    roundedRect(mask, {0, 0, static_cast<double>(width), static_cast<double>(height)},
                d.cornerRadius * width, cv::Scalar(255));
    return mask;
}

cv::Rect2d indexBox(const DeckDesign& d, int width) {
    const double inset = d.border * width + 0.04 * width;
    const double h = d.indexSize * width * 1.35;
    const double w = d.indexSize * width * 1.1;
    switch (d.index) {
    case IndexPlace::Corners:
    case IndexPlace::TopLeftOnly:
        return {inset, inset, w, h};
    case IndexPlace::OtherCorners:
        return {width - inset - w, inset, w, h};
    case IndexPlace::TopCentre:
        return {(width - w) / 2, inset, w, h};
    }
    return {inset, inset, w, h};
}

namespace {

// The value printed upright into `box` of `face`.
void drawValue(const DeckDesign& d, cv::Mat& face, const cv::Rect2d& box, int value,
               const cv::Scalar& ink, const cv::Scalar& disc) {
    const int width = face.cols;
    const std::string text = std::to_string(value);
    const int thickness =
        std::max(1, static_cast<int>(std::lround(d.indexThickness * width / 200.0)));
    int baseline = 0;
    const cv::Size unit = cv::getTextSize(text, d.font, 1.0, thickness, &baseline);
    const double scale = d.indexSize * width / std::max(1, unit.height);
    const cv::Size size = cv::getTextSize(text, d.font, scale, thickness, &baseline);
    const cv::Point2d centre(box.x + box.width / 2, box.y + box.height / 2);
    if (d.indexDisc) {
        cv::circle(face, pt(centre.x, centre.y),
                   static_cast<int>(std::lround(std::max(box.width, box.height) * 0.5)), disc, -1,
                   cv::LINE_AA);
    }
    cv::putText(face, text, pt(centre.x - size.width / 2.0, centre.y + size.height / 2.0), d.font,
                scale, ink, thickness, cv::LINE_AA);
}

void drawArt(const DeckDesign& d, cv::Mat& face, const cv::Rect2d& area, Card card,
             const cv::Scalar& colour, const cv::Scalar& ink) {
    const cv::Point2d c(area.x + area.width / 2, area.y + area.height * 0.55);
    const double size = area.width * 0.62;
    Rng rng = cardRng(d, card.index() + 100);
    const cv::Scalar hatColour = d.face == FaceStyle::Flood ? mix(colour, ink, 0.45) : colour;
    const cv::Scalar band = d.face == FaceStyle::Flood ? colour : mix(colour, ink, 0.5);
    if (d.art == ArtStyle::Textured) {
        // A woven or speckled field in shades of the type colour behind the hat.
        cv::Mat field(face.size(), CV_8UC3, cv::Scalar(0, 0, 0));
        const int step = std::max(3, face.cols / 24);
        const cv::Scalar light =
            mix(colour, d.face == FaceStyle::Dark ? d.paper : cv::Scalar(255, 255, 255), 0.35);
        const cv::Scalar dark = mix(colour, cv::Scalar(0, 0, 0), 0.25);
        const cv::Rect inner(pt(area.x, area.y), pt(area.x + area.width, area.y + area.height));
        for (int y = inner.y; y < inner.br().y; y += step) {
            for (int x = inner.x; x < inner.br().x; x += step) {
                const bool odd = ((x / step) + (y / step)) % 2 == 1;
                cv::rectangle(face, cv::Rect(x, y, step, step) & inner, odd ? light : dark, -1);
            }
        }
        (void)field;
    } else if (d.art == ArtStyle::Illustrated) {
        // Different on every card: a few shapes in shades of the type colour.
        const int shapes = uniformInt(rng, 4, 9);
        for (int i = 0; i < shapes; ++i) {
            const cv::Scalar shade =
                mix(colour, uniform(rng, 0, 1) < 0.5 ? ink : d.paper, uniform(rng, 0.0, 0.45));
            const cv::Point2d p(uniform(rng, area.x, area.x + area.width),
                                uniform(rng, area.y, area.y + area.height));
            const double r = uniform(rng, 0.05, 0.22) * area.width;
            if (uniform(rng, 0, 1) < 0.5) {
                cv::circle(face, pt(p.x, p.y), std::max(1, static_cast<int>(r)), shade, -1,
                           cv::LINE_AA);
            } else {
                cv::line(face, pt(p.x, p.y),
                         pt(uniform(rng, area.x, area.x + area.width),
                            uniform(rng, area.y, area.y + area.height)),
                         shade, std::max(1, static_cast<int>(r / 3)), cv::LINE_AA);
            }
        }
    } else if (d.face == FaceStyle::Light) {
        // Flat: a coloured band behind the hat carries the type colour.
        cv::rectangle(face, pt(area.x, area.y + area.height * 0.25),
                      pt(area.x + area.width, area.y + area.height * 0.8),
                      mix(colour, d.paper, 0.5), -1);
    }
    drawHat(face, c, size, hatColour, band);
    // The value as a number of small hats too, on some designs (pips).
    if (d.art != ArtStyle::Illustrated && (d.seed % 3 == 0)) {
        for (int i = 0; i < card.value(); ++i) {
            drawHat(face, {area.x + area.width * (0.15 + 0.14 * i), area.y + area.height * 0.92},
                    area.width * 0.1, hatColour, band);
        }
    }
}

// The face as printed, `width` pixels wide: strokes and patterns are whole pixels here.
cv::Mat printFace(const DeckDesign& d, Card card, int width) {
    const int height = cardHeight(d, width);
    const cv::Scalar colour = d.typeColour[static_cast<size_t>(typeIndex(card.type()))];
    const cv::Scalar background = d.face == FaceStyle::Flood ? colour : d.paper;
    const bool darkGround = luminance(background) < 110;
    const cv::Scalar ink = darkGround ? cv::Scalar(235, 240, 240) : cv::Scalar(30, 28, 28);
    cv::Mat face(height, width, CV_8UC3, d.border > 0 ? d.borderColour : background);
    const double b = d.border * width;
    const cv::Rect2d inner(b, b, width - 2 * b, height - 2 * b);
    if (d.border > 0) {
        roundedRect(face, inner, d.cornerRadius * width * 0.6, background);
    }
    const cv::Rect2d art(inner.x + 0.12 * inner.width, inner.y + 0.22 * inner.height,
                         inner.width * 0.76, inner.height * 0.56);
    drawArt(d, face, art, card, colour, ink);
    const cv::Scalar indexInk = d.indexInTypeColour ? colour : ink;
    const cv::Scalar disc = d.indexDisc
                                ? (darkGround ? cv::Scalar(235, 235, 235) : cv::Scalar(40, 35, 35))
                                : background;
    const cv::Scalar discInk =
        d.indexDisc ? (darkGround ? cv::Scalar(30, 28, 28) : cv::Scalar(240, 240, 240)) : indexInk;
    const cv::Rect2d box = indexBox(d, width);
    drawValue(d, face, box, card.value(), d.indexDisc ? discInk : indexInk, disc);
    if (d.index != IndexPlace::TopLeftOnly) {
        cv::Mat turned;
        cv::rotate(face, turned, cv::ROTATE_180);
        drawValue(d, turned, box, card.value(), d.indexDisc ? discInk : indexInk, disc);
        cv::rotate(turned, face, cv::ROTATE_180);
    }
    return face;
}

cv::Mat printBack(const DeckDesign& d, int width) {
    const int height = cardHeight(d, width);
    cv::Mat back(height, width, CV_8UC3, d.backBorder > 0 ? d.backBorderColour : d.backColour);
    const double b = d.backBorder * width;
    const cv::Rect2d inner(b, b, width - 2 * b, height - 2 * b);
    cv::Mat panel(std::max(1, static_cast<int>(inner.height)),
                  std::max(1, static_cast<int>(inner.width)), CV_8UC3, d.backColour);
    const int step = std::max(4, width / 12);
    const int line = std::max(1, width / 60);
    switch (d.back) {
    case BackStyle::Solid:
        break;
    case BackStyle::Stripes:
        for (int k = -panel.rows; k < panel.cols + panel.rows; k += step) {
            cv::line(panel, {k, 0}, {k + panel.rows, panel.rows}, d.backAccent, line, cv::LINE_AA);
        }
        break;
    case BackStyle::Checks:
        for (int y = 0; y < panel.rows; y += step) {
            for (int x = 0; x < panel.cols; x += step) {
                if (((x / step) + (y / step)) % 2 == 0) {
                    cv::rectangle(panel, cv::Rect(x, y, step, step), d.backAccent, -1);
                }
            }
        }
        break;
    case BackStyle::Dots:
        for (int y = step / 2; y < panel.rows; y += step) {
            for (int x = step / 2; x < panel.cols; x += step) {
                cv::circle(panel, {x, y}, std::max(1, step / 4), d.backAccent, -1, cv::LINE_AA);
            }
        }
        break;
    case BackStyle::Diamonds:
        for (int k = -panel.rows; k < panel.cols + panel.rows; k += step) {
            cv::line(panel, {k, 0}, {k + panel.rows, panel.rows}, d.backAccent, line, cv::LINE_AA);
            cv::line(panel, {k, panel.rows}, {k + panel.rows, 0}, d.backAccent, line, cv::LINE_AA);
        }
        break;
    case BackStyle::Emblem:
        cv::ellipse(panel, {panel.cols / 2, panel.rows / 2},
                    {panel.cols * 2 / 5, panel.rows * 2 / 5}, 0, 0, 360, d.backAccent, line * 2,
                    cv::LINE_AA);
        drawHat(panel, {panel.cols / 2.0, panel.rows / 2.0}, panel.cols * 0.5, d.backAccent,
                d.backColour);
        break;
    }
    const cv::Rect target =
        cv::Rect(pt(inner.x, inner.y), panel.size()) & cv::Rect(0, 0, back.cols, back.rows);
    panel(cv::Rect(0, 0, target.width, target.height)).copyTo(back(target));
    return back;
}

// The width every card is printed at: one printing, whatever size a photo shows it at (strokes
// and pattern steps are whole pixels, so drawing at the photo's size would change their
// weight from one photo to the next).
constexpr int kPrintWidth = 720;

cv::Mat shownAt(const DeckDesign& d, const cv::Mat& printed, int width) {
    cv::Mat out;
    cv::resize(printed, out, {width, cardHeight(d, width)}, 0, 0,
               width < printed.cols ? cv::INTER_AREA : cv::INTER_CUBIC);
    return out;
}

} // namespace

cv::Mat drawFace(const DeckDesign& d, Card card, int width) {
    return shownAt(d, printFace(d, card, kPrintWidth), width);
}

cv::Mat drawBack(const DeckDesign& d, int width) {
    return shownAt(d, printBack(d, kPrintWidth), width);
}

} // namespace hats::deckgen
