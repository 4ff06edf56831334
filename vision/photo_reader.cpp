#include "vision/photo_reader.h"

#include "vision/card_classifier.h"
#include "vision/card_detector.h"
#include "vision/image_loader.h"

#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <optional>

namespace hats::vision {

namespace {

cv::Point2f centreOf(const CardRead& c) {
    return (c.corners[0] + c.corners[1] + c.corners[2] + c.corners[3]) * 0.25F;
}

// Slots follow the row: order the cards along the main direction of their centres.
void numberSlots(std::vector<CardRead>& cards) {
    if (cards.size() < 2) {
        for (CardRead& c : cards) {
            c.slot = 1;
        }
        return;
    }
    cv::Mat centres(static_cast<int>(cards.size()), 2, CV_64F);
    for (size_t i = 0; i < cards.size(); ++i) {
        const cv::Point2f p = centreOf(cards[i]);
        centres.at<double>(static_cast<int>(i), 0) = p.x;
        centres.at<double>(static_cast<int>(i), 1) = p.y;
    }
    const cv::PCA pca(centres, cv::Mat(), cv::PCA::DATA_AS_ROW, 1);
    cv::Point2d axis(pca.eigenvectors.at<double>(0, 0), pca.eigenvectors.at<double>(0, 1));
    if (axis.x < 0) {
        axis = -axis; // slot 1 is on the left
    }
    std::sort(cards.begin(), cards.end(), [&](const CardRead& a, const CardRead& b) {
        return axis.dot(cv::Point2d(centreOf(a))) < axis.dot(cv::Point2d(centreOf(b)));
    });
    for (size_t i = 0; i < cards.size(); ++i) {
        cards[i].slot = static_cast<int>(i) + 1;
    }
}

// Reading order for a collection: rows top to bottom, then left to right.
void sortCollection(std::vector<CardRead>& cards) {
    if (cards.empty()) {
        return;
    }
    double height = 0;
    for (const CardRead& c : cards) {
        height += cv::norm(c.corners[3] - c.corners[0]) / static_cast<double>(cards.size());
    }
    std::sort(cards.begin(), cards.end(), [&](const CardRead& a, const CardRead& b) {
        const cv::Point2f pa = centreOf(a);
        const cv::Point2f pb = centreOf(b);
        if (std::abs(pa.y - pb.y) > height / 2) {
            return pa.y < pb.y;
        }
        return pa.x < pb.x;
    });
}

} // namespace

Result<Reading> readCards(const cv::Mat& bgr, const Profile& profile, PhotoKind kind,
                          double scale) {
    if (bgr.empty() || bgr.type() != CV_8UC3) {
        return Error::at({}, Fault{FaultKind::PhotoNoPicture});
    }
    CardDetector::Options options;
    const double aspect = profile.panelAspect();
    options.minAspect = aspect * 0.75;
    options.maxAspect = aspect * 1.3;
    options.halveFrom = 1000;
    const std::vector<FoundCard> found = CardDetector(options).find(bgr);
    Reading reading;
    reading.width = static_cast<int>(std::lround(bgr.cols * scale));
    reading.height = static_cast<int>(std::lround(bgr.rows * scale));
    // Cards are read independently: two cores read two cards at once.
    std::vector<std::optional<CardRead>> reads(found.size());
    cv::parallel_for_(cv::Range(0, static_cast<int>(found.size())), [&](const cv::Range& range) {
        for (int i = range.start; i < range.end; ++i) {
            const size_t at = static_cast<size_t>(i);
            const RectifiedCard card = rectifyCard(bgr, found[at].panel, profile);
            const CardVerdict verdict = classifyCard(card, profile);
            if (!verdict.isCard) {
                continue;
            }
            CardRead read;
            read.faceDown = verdict.faceDown;
            read.confidence = verdict.confidence;
            read.doubtful = verdict.confidence < kDoubtfulBelow;
            if (!verdict.faceDown) {
                read.guess = Card(verdict.type, verdict.value);
                if (!read.doubtful) {
                    read.card = read.guess;
                }
            }
            for (size_t k = 0; k < 4; ++k) {
                read.corners[k] = card.corners[k] * static_cast<float>(scale);
            }
            reads[at] = read;
        }
    });
    for (const std::optional<CardRead>& read : reads) {
        if (read) {
            reading.cards.push_back(*read);
        }
    }
    if (reading.cards.empty()) {
        return Error::at({}, Fault{FaultKind::PhotoNoCards});
    }
    if (kind == PhotoKind::Board) {
        numberSlots(reading.cards);
    } else {
        sortCollection(reading.cards);
    }
    reading.blackHats = static_cast<int>(std::count_if(
        reading.cards.begin(), reading.cards.end(), [](const CardRead& c) { return c.faceDown; }));
    return reading;
}

Result<Reading> readPhoto(std::span<const uchar> photo, const Profile& profile, PhotoKind kind) {
    const Result<LoadedImage> loaded = loadImage(photo);
    if (!loaded) {
        return loaded.error();
    }
    try {
        return readCards(loaded->image, profile, kind, loaded->scale);
    } catch (const cv::Exception& e) {
        return Error::at({}, Fault{FaultKind::PhotoUndecodable, {}, e.what(), {}, 1});
    } catch (const std::bad_alloc&) {
        return Error::at({}, Fault{FaultKind::PhotoOutOfMemory, {}, {}, {}, 1});
    }
}

Result<Reading> readPhotoFile(const std::filesystem::path& photo, const Profile& profile,
                              PhotoKind kind) {
    const Result<std::vector<uchar>> bytes = readFileBytes(photo);
    if (!bytes) {
        return bytes.error();
    }
    return readPhoto(bytes.value(), profile, kind);
}

} // namespace hats::vision
