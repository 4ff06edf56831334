import QtQuick
import QtQuick.Controls
import QtTest
import Hats

// The cookie dispute settles the argument: the cards themselves, the +1 of black hats, black
// hats never compared, and the deciding fact said right ("runs out of cards" vs "lowest card").
Item {
    id: root
    width: 900
    height: 2400

    GameController {
        id: game
    }
    Component {
        id: disputePage
        CookieDisputePage {
            controller: game
            width: root.width
            height: root.height
        }
    }

    TestCase {
        name: "Dispute"
        when: windowShown

        function startSample() {
            game.abandon()
            verify(game.start(["Ann", "Ben", "Cleo"], [],
                              [{"type": "red", "value": 1}, {"type": "blue", "value": 2},
                               {"type": "green", "value": 3}, {"type": "yellow", "value": 4},
                               {"type": "orange", "value": 5}, {"type": "purple", "value": 6}]),
                   game.lastError)
        }
        function cleanup() {
            game.abandon()
        }
        function hatCards(item) {
            const out = []
            const walk = it => {
                if (!it || it.visible === false)
                    return
                if (it.typeColour !== undefined && it.faceDown !== undefined)
                    out.push(it)
                const children = it.children
                for (let i = 0; children && i < children.length; ++i)
                    walk(children[i])
            }
            walk(item)
            return out
        }

        function test_aPlayerWithOnlyABlackHatHasNothingToCompare() {
            startSample()
            verify(game.blackHat())               // Ann: one black hat, one type (R14)
            verify(game.exchange(2, "blue", 6))   // Ben takes Blue 2: one type
            const page = createTemporaryObject(disputePage, root)
            waitForRendering(page)
            compare(findChild(page, "verdict").text, "Ben holds the cookie.")
            const fact = findChild(page, "decidingFact").text
            verify(fact.indexOf("only black hats") >= 0 && fact.indexOf("never compared") >= 0, fact)
            verify(fact.indexOf("lowest card") < 0, fact)
            verify(findChild(page, "blackHatRule").text.indexOf("never compared") >= 0)
            // Ann's count shows the +1 for her black hat.
            const ann = findChild(page, "count0")
            const count = findChild(ann, "countText").text
            verify(count.indexOf("0 + 1 for black hats") >= 0, count)
            const annCards = hatCards(ann)
            compare(annCards.length, 1)
            verify(annCards[0].faceDown)
            // Ben's card is drawn with its type and value.
            const benCards = hatCards(findChild(page, "count1"))
            compare(benCards.length, 1)
            compare(benCards[0].typeName, "Blue")
            compare(benCards[0].value, 2)
            // At rank 1 Ann is not "no card": she has nothing to compare.
            const rank = findChild(page, "rank1")
            verify(rank.deciding)
            const outcome = findChild(rank, "outcome0")
            verify(outcome.text.indexOf("nothing to compare") >= 0, outcome.text)
        }

        function test_runningOutOfCardsIsSaidAsSuch() {
            startSample()
            verify(game.exchange(1, "red", 6))    // Ann takes Red 1
            verify(game.exchange(4, "yellow", 5)) // Ben takes Yellow 4
            verify(game.exchange(2, "blue", 1))   // Cleo takes Blue 2; Blue 1 lies on slot 2
            verify(game.blackHat())               // Ann: Red 1 + a black hat = 2 types
            verify(game.exchange(2, "blue", 3))   // Ben takes Blue 1: Blue 1, Yellow 4 = 2 types
            const page = createTemporaryObject(disputePage, root)
            waitForRendering(page)
            compare(findChild(page, "verdict").text, "Ben holds the cookie.")
            const fact = findChild(page, "decidingFact").text
            compare(fact, "Rank 2 decides: only Ben still has a card there (Yellow 4); Ann has run out of cards (R15).")
            verify(!findChild(page, "rank1").deciding)
            verify(findChild(page, "rank2").deciding)
            const rank2 = findChild(page, "rank2")
            verify(findChild(rank2, "outcome0").text.indexOf("no card left") >= 0)
            // Rank 1 shows both Ones, as cards.
            const shown = hatCards(findChild(page, "rank1")).map(c => c.typeName + " " + c.value)
            compare(shown, ["Red 1", "Blue 1"])
        }

        function test_theLowestCardDecides() {
            startSample()
            verify(game.exchange(2, "blue", 6))
            verify(game.exchange(3, "green", 5))
            verify(game.exchange(1, "red", 4))
            const page = createTemporaryObject(disputePage, root)
            waitForRendering(page)
            // Ann Blue 2, Ben Green 3, Cleo Red 1: one type each, Cleo's 1 is lowest.
            compare(findChild(page, "verdict").text, "Cleo holds the cookie.")
            const fact = findChild(page, "decidingFact").text
            verify(fact.indexOf("Rank 1 decides: Cleo shows Red 1, the lowest card") === 0, fact)
        }
    }
}
