#pragma once

#include "engine/card.h"
#include "vision/card_detector.h"
#include "vision/profile.h"

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <vector>

namespace hats::vision {

/** A card cut out of the photo upright at `size` (BGR), with `margin` pixels of what lies
 * around it on every side (the picture is then that much larger). */
cv::Mat rectifyCard(const cv::Mat& bgr, const Quad& corners, cv::Size size, int margin = 0);

/**
 * Where the printed values of a deck whose value mask is `mask` are compared, `scale` times the
 * mask's size: each blob of the mask (a printed value, or art that differs card to card; not a
 * strip along a whole side, nor specks) widened by a fiftieth of the card's width.
 */
std::vector<cv::Rect> valuePatchRects(const cv::Mat& mask, int scale);
/**
 * What of a value face (`scale` times the size of `mask`, the profile's value mask) is ever
 * read, 255 there: the value patches and kValueSurroundPercent of the card's width around each,
 * where the faces of a type are laid onto each other.
 */
cv::Mat valueFaceReadArea(const cv::Mat& mask, int scale);

/**
 * A cut-out laid exactly onto a reference of the same size (an exemplar, or the deck's mean
 * face): the affine move (shift, scale, slant), or with `perspective` the projective one, that
 * best matches their drawings (ECC at half size), given as the card's corners in the photo the
 * cut-out came from (`corners`). `turned`: the reference is compared upside down. nullopt when
 * it does not settle or moves the card too far: by more than `reach` of its width (a corner,
 * in perspective; the shift and each scale, affine). A cut a few pixels off reads the printed
 * value wrongly, however sure it looks.
 */
std::optional<Quad> alignCut(const cv::Mat& cut, const cv::Mat& reference, bool turned,
                             const Quad& corners, float reach, bool perspective = false);

/**
 * How pictures sorted into groups (the cards of one value, or of one type) differ, per pixel
 * and channel: `between` is the variance of the groups' mean pictures, `within` the mean
 * variance inside a group. Groups of fewer than two pictures are left out; both are empty when
 * fewer than two groups are left. Pictures: CV_32F of one size and channel count.
 */
struct GroupSpread {
    cv::Mat between;
    cv::Mat within;
};
GroupSpread spreadOfGroups(const std::vector<std::vector<cv::Mat>>& groups);

/** How a cut-out card compares with what calibration saw. */
struct CardMatch {
    int exemplar = -1;       ///< Card::index() of the best face, or kBackExemplar
    bool turned = false;     ///< the card lies upside down
    double total = -1e9;     ///< combined score of the best exemplar
    double structure = -1;   ///< its drawing's correlation over the visible part (-1..1)
    double valueScore = -1;  ///< its printed value's correlation
    double typeMargin = 0;   ///< best minus the best of another type (or side)
    double valueMargin = 0;  ///< best minus the best of another value
    double sideMargin = 0;   ///< best minus the best of the other side (face vs back)
    cv::Vec3d gain{1, 1, 1}; ///< light of this photo / light at calibration (BGR)
    double confidence = 0;   ///< 0..1
    bool isCard = false;     ///< looks like some card of this deck at all
    bool faceDown() const { return exemplar == kBackExemplar; }
};

/**
 * Compares cards with the profile's exemplars: the whole card's drawing (grey, correlation),
 * its printed value (the pixels where calibration saw values differ, at full exemplar size),
 * and its colours once one gain per channel (the light) is taken out.
 */
class CardMatcher {
public:
    explicit CardMatcher(const Profile& profile);
    /** What a patterned surface looks like wherever it is cut: which way its edges run, how
     * strong they are against its light, and its colour. */
    struct Texture {
        std::array<double, 12> orientation{}; // share of edge strength per 15 degrees
        double detail = 0;                    // mean edge strength / mean grey
        cv::Vec2d chroma;                     // log B/G, log R/G
    };
    /** Over what of `bgr` shows (`visible`, kept kBackCoverMargin pixels away from what covers
     * it), leaving out its edge and a highlight on it; its colour with this photo's light
     * (`cast`, B/G and R/G gain ratios) taken out. */
    static Texture textureOf(const cv::Mat& bgr, const cv::Mat& visible, cv::Vec2d cast = {1, 1});
    /** How alike two textures are, 0 to 1: edge directions shared, times the square root of
     * the ratio of their edge strengths, times exp(-2 × their colours' distance). */
    static double likeness(const Texture& a, const Texture& b);
    /**
     * `card`: rectifyCard() output; `visible`: CV_8U of the same size, 0 where another card
     * covers it (empty: all visible); `cast`: this photo's light relative to calibration, as
     * found from other cards (B/G, R/G gain ratios), or {1,1} when unknown; `sourceWidth`: how
     * many of the photo's pixels the card spans across (0: unknown), so that a back's pattern
     * is compared as sharp as the photo shows it; `backShown`: the back as this photo shows
     * it (textureOf a card read surely as the back, its light not taken out), or none.
     */
    CardMatch match(const cv::Mat& card, const cv::Mat& visible, cv::Vec2d cast, bool castKnown,
                    bool quick = false, double sourceWidth = 0,
                    const Texture* backShown = nullptr) const;
    /**
     * The value of a face read (`read`, by match()) told again among its type's faces lying
     * the same way up, on the card cut from `bgr` at `corners` at valueFaceSize(), where
     * calibration kept each face's value twice as sharp as its exemplar. `visible` as for
     * match(). Its confidence follows the margin found so; `read` as it is for a back, a place
     * that is no card, or a profile that kept no value faces.
     */
    CardMatch readValueSharply(const CardMatch& read, const cv::Mat& bgr, const Quad& corners,
                               const cv::Mat& visible) const;
    /** The size readValueSharply() reads a card at; empty when the profile kept no value faces. */
    cv::Size valueFaceSize() const { return sharpSize_; }
    /**
     * match() in two steps, for choosing among many cuts of one card by their total (which the
     * second step leaves as it is) before the one kept is finished: compare() with the faces
     * and the back's drawing; then settleBack(), which takes a card no face explains surely for
     * the back when it shows the back's pattern or plain colour. `washed` (CV_8U, card size,
     * non-zero where a highlight lies, or empty): there the type's colours are compared as the
     * exemplar's with white added, the channels left unclipped alone telling.
     */
    CardMatch compare(const cv::Mat& card, const cv::Mat& visible, cv::Vec2d cast, bool castKnown,
                      bool quick = false, const cv::Mat& washed = {}) const;
    CardMatch settleBack(CardMatch compared, const cv::Mat& card, const cv::Mat& visible,
                         cv::Vec2d cast, double sourceWidth = 0,
                         const Texture* backShown = nullptr) const;
    /**
     * What of `card` (seen whole) a highlight leaves to read: 255 except on the patch that some
     * face of the match's value (any type, for a highlight washes toward the lightest), or the
     * back for a back, in the match's light leaves brighter in every channel alike. Empty when
     * no such patch shows, or when so much of the card is lifted that the match itself is in
     * doubt.
     */
    cv::Mat withoutGlare(const cv::Mat& card, const CardMatch& m) const;
    /**
     * How well the drawing of `exemplar` (upside down when `turned`) explains `card` over
     * `where` (CV_8U, card size): the grey correlation there, 0 when either is flat or fewer
     * than kMinFitPixels pixels are compared. Which of two overlapping cards lies on top is the
     * one whose own drawing shows where they overlap.
     */
    double drawingFit(const cv::Mat& card, const cv::Mat& where, int exemplar, bool turned) const;
    static constexpr int kMinFitPixels = 200;
    /**
     * The mean face of the type of `exemplar` (the back itself for kBackExemplar): what a cut is
     * laid onto before its value is read, so that no value is favoured by the cut.
     */
    const cv::Mat& typeFace(int exemplar) const;
    cv::Size size() const { return size_; }
    /** The deck's back is plain (one colour, no pattern): told by its colour, not its drawing. */
    bool plainBack() const { return plainBack_; }
    const cv::Mat& valueMask() const { return valueMask_; }

private:
    struct Look {
        int exemplar;
        bool turned;
        std::vector<float> colour;     // small size, BGR interleaved
        std::vector<float> typeColour; // colour where the types differ (typeAt_), in order
        std::vector<float> fine;       // exemplar size grey
        cv::Mat valueMask;             // exemplar size
        std::vector<int> valueAt;      // indexes of the value pixels in `fine`
        std::vector<float> residual;   // value pixels, normalised, minus the mean of all faces
        cv::Mat residualRow;           // the same as a row (CV_32F), and its squares
        cv::Mat residualSqRow;
        double residualSum = 0; // their sums, as dot products with a row of ones
        double residualSqSum = 0;
        /** A look at one compared size, laid out for the sums compare() takes with every card:
         * rows of CV_32F, one per channel, and their squares. */
        struct Planes {
            cv::Mat grey; // less its mean: correlation does not see it, and the sums stay small
            cv::Mat greySq;
            std::array<cv::Mat, 3> colour; // B, G, R
            std::array<cv::Mat, 3> colourSq;
            double greySum = 0; // over every pixel (a card seen whole)
            double greySqSum = 0;
            cv::Vec3d colourSqSum;
        };
        Planes smallPlanes;
        Planes tinyPlanes; // quarter size, for a first look at many candidates
        cv::Mat fineGrey;  // exemplar size grey, CV_32F
        cv::Mat fineValue; // exemplar size, as its type's values are compared (CV_32F)
        /** Each blob of the value mask (a printed value, or art that differs card to card). */
        struct ValuePatch {
            cv::Rect rect;    // where it lies on the exemplar
            cv::Mat grey;     // the exemplar there, as fineValue (CV_32F)
            cv::Mat typeMean; // the mean of its type's patches laid onto it, each normalised
            cv::Mat own;      // this patch normalised minus typeMean: what sets it apart
        };
        std::vector<ValuePatch> valuePatches;
        cv::Mat sharpValue;                   // fineValue of the value face (valueFaceSize)
        std::vector<ValuePatch> sharpPatches; // valuePatches on it
    };
    static Look::Planes planesOf(const cv::Mat& bgr);
    /** The value patches (valuePatchRects) of `value`, `scale` times the exemplar's size. */
    static std::vector<Look::ValuePatch> valuePatchesOf(const cv::Mat& mask, const cv::Mat& value,
                                                        int scale);
    /** Lays the value patches (`patches`, cut from `value`) of each type onto each other (they
     * share a disc, a frame or a corner; each exemplar was cut a little differently) within
     * `reach` pixels, and learns their typeMean and own. */
    void learnValuePatches(std::vector<Look::ValuePatch> Look::*patches, cv::Mat Look::*value,
                           int reach);
    /**
     * How well a look's printed values (`patches`) fit the card (`grey`: CV_32F at the
     * patches' scale, as the look's type's values are compared: grey, or along the type's colour
     * axis; `seen` at that scale), each patch laid where it fits best within `reach` pixels of
     * its place on the exemplar (which lies at `origin` of `grey`: a card cut with a margin):
     * the exemplar's own cut decides where its value lies, not the card's. -2 when no value
     * shows.
     */
    static double valuePatchFit(const std::vector<Look::ValuePatch>& patches, const cv::Mat& grey,
                                const cv::Mat& seen, int reach, cv::Point origin = {});
    /**
     * valuePatchFit() of each face's printed values (`faces`) on `value`, softened alike for
     * all of them (sigmas kValueSoftening times `scale`) as much as lets one face fit best,
     * a softer look taken only when it fits kSofterFitsBetterBy better.
     */
    static std::vector<double>
    valueFitsAtBestSoftening(const std::vector<const std::vector<Look::ValuePatch>*>& faces,
                             const cv::Mat& value, const cv::Mat& seen, int reach, cv::Point origin,
                             double scale);
    /** How far (pixels) a value patch may move to fit, at calibration and reading alike. */
    int valuePatchReach() const;
    /** Where the types differ in colour (small size, upright and turned): the hats, and a
     * value or frame printed in the type's colour. */
    void learnTypePixels();
    bool backPatterned_ = false; // the back has a fine pattern (stripes, checks, dots)
    bool plainBack_ = false;     // the back is learned and has no pattern
    Texture backTexture_;
    /// The back's texture as a photo showing it `first` pixels wide (cut out larger) sees it.
    std::vector<std::pair<int, Texture>> backTextureSeenAt_;
    /// How alike `card` is to the back, seen as sharp as the back's cut-out or as blurred as a
    /// photo showing it `sourceWidth` pixels wide may show it, whichever is more alike.
    double backLikeness(const Texture& card, double sourceWidth) const;
    cv::Size tiny_;
    std::array<std::vector<int>, 2> valueAt_; // upright, turned
    /// Per type, the colour direction (BGR, unit) its printed values are compared along, where
    /// they barely show in grey (yellow on a white face shows in blue); nullopt: grey.
    std::array<std::optional<cv::Vec3f>, kTypeCount> valueAxis_;
    /** The faces whose printed values share a mean: one group per type, and the back's. */
    static constexpr int kValueGroups = kTypeCount + 1;
    static int valueGroup(int exemplar) { return exemplar / kMaxValue; }
    std::array<std::vector<float>, 2> meanValue_; // mean normalised value pixels of all faces
    /** The same per value group (upright, turned); the back's group is the mean of all faces. */
    std::array<std::array<std::vector<float>, kValueGroups>, 2> typeMeanValue_;
    std::array<std::vector<uchar>, 2> typeAt_; // small size: 1 where types differ in colour
    cv::Size size_;
    cv::Size sharpSize_; // value faces' (empty: none kept)
    cv::Size small_;
    cv::Mat valueMask_;
    std::vector<Look> looks_;
    std::array<cv::Mat, kValueGroups> typeFaces_; // BGR, exemplar size
};

} // namespace hats::vision
