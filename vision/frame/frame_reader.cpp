#include "vision/frame/frame_reader.h"

#include "vision/frame/frame_parts.h"
#include "vision/photo_reader.h"

#include <opencv2/core/utility.hpp>

#include <optional>

namespace hats::vision::frame {

std::vector<CardRead> readFrameCards(const cv::Mat& bgr, const FrameLook& look, double scale) {
    CardDetector::Options options;
    const double aspect = look.panelAspect();
    options.minAspect = aspect * 0.75;
    options.maxAspect = aspect * 1.3;
    options.halveFrom = 1000;
    const std::vector<FoundCard> found = CardDetector(options).find(bgr);
    // Cards are read independently: two cores read two cards at once.
    std::vector<std::optional<CardRead>> reads(found.size());
    cv::parallel_for_(cv::Range(0, static_cast<int>(found.size())), [&](const cv::Range& range) {
        for (int i = range.start; i < range.end; ++i) {
            const size_t at = static_cast<size_t>(i);
            const RectifiedCard card = rectifyCard(bgr, found[at].panel, look);
            const CardVerdict verdict = classifyCard(card, look);
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
    std::vector<CardRead> cards;
    for (const std::optional<CardRead>& read : reads) {
        if (read) {
            cards.push_back(*read);
        }
    }
    return cards;
}

} // namespace hats::vision::frame
