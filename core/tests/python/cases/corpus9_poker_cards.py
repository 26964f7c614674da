from functools import total_ordering
from collections import Counter
from enum import IntEnum
import random
import itertools


class Suit(IntEnum):
    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    SPADES = 4

    @property
    def symbol(self):
        return "♣♦♥♠"[self - 1]


RANKS = "23456789TJQKA"


@total_ordering
class Card:
    __slots__ = ("rank", "suit")

    def __init__(self, text):
        self.rank = RANKS.index(text[0]) + 2
        self.suit = Suit("CDHS".index(text[1]) + 1)

    def __eq__(self, other):
        if not isinstance(other, Card):
            return NotImplemented
        return (self.rank, self.suit) == (other.rank, other.suit)

    def __lt__(self, other):
        if not isinstance(other, Card):
            return NotImplemented
        return (self.rank, self.suit) < (other.rank, other.suit)

    def __hash__(self):
        return hash((self.rank, self.suit))

    def __repr__(self):
        return f"{RANKS[self.rank - 2]}{self.suit.symbol}"

    def __format__(self, spec):
        if spec == "long":
            names = {11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}
            return f"{names.get(self.rank, self.rank)} of {self.suit.name.title()}"
        return format(repr(self), spec)


CATEGORIES = ["high card", "pair", "two pair", "three of a kind", "straight", "flush",
              "full house", "four of a kind", "straight flush"]


def evaluate(cards):
    ranks = sorted((c.rank for c in cards), reverse=True)
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    flush = len({c.suit for c in cards}) == 1
    uniq = sorted(set(ranks), reverse=True)
    straight_high = None
    if len(uniq) == 5 and uniq[0] - uniq[4] == 4:
        straight_high = uniq[0]
    elif uniq == [14, 5, 4, 3, 2]:
        straight_high = 5
    shape = [n for _, n in groups]
    if straight_high and flush:
        cat = 8
    elif shape == [4, 1]:
        cat = 7
    elif shape == [3, 2]:
        cat = 6
    elif flush:
        cat = 5
    elif straight_high:
        cat = 4
    elif shape == [3, 1, 1]:
        cat = 3
    elif shape == [2, 2, 1]:
        cat = 2
    elif shape == [2, 1, 1, 1]:
        cat = 1
    else:
        cat = 0
    tiebreak = (straight_high,) if straight_high else tuple(r for r, _ in groups)
    return cat, tiebreak


def hand(s):
    return [Card(t) for t in s.split()]


tests = ["2H 3D 5S 9C KD", "2C 3H 4S 8C AH", "2H 4S 4C 2D 4H", "2S 8S AS QS 3S", "TH JH QH KH AH",
         "AH 2D 3C 4S 5H", "9C 9D 9S 9H 2C", "KC KD 7S 7H 2C", "KS KH 7C 7D 3S", "6C 7D 8S 9H TC"]
scored = [(evaluate(hand(t)), t) for t in tests]
for (cat, tb), t in sorted(scored, reverse=True):
    print(f"{t}  {CATEGORIES[cat]:<16} {tb}")
print(max(tests, key=lambda t: evaluate(hand(t))))

deck = [Card(r + s) for s in "CDHS" for r in RANKS]
print(len(deck), len(set(deck)), min(deck), max(deck), sorted(deck)[:5])
print(f"{deck[-1]:long} | {deck[9]:long} | {deck[0]:>6} | {deck[0]!r:<5}|")
print(Card("AS") == Card("AS"), Card("AS") in {Card("AS")}, Card("2C") <= Card("2D"), Card("KD") > Card("QS"))
print(Card("AS").__eq__(3), Card("AS") == 3, Card("AS") != "AS")
try:
    Card("AS") < 3
except TypeError as e:
    print("TypeError:", e)
try:
    Card("AS").colour = "black"
except AttributeError as e:
    print("AttributeError:", e)

rng = random.Random(42)
tally = Counter()
for _ in range(3000):
    tally[CATEGORIES[evaluate(rng.sample(deck, 5))[0]]] += 1
for cat in CATEGORIES:
    if tally[cat]:
        print(f"{cat:<16}{tally[cat]:>5} {tally[cat] / 3000:7.2%}")
all_flush = sum(1 for combo in itertools.combinations(deck[:13], 5))
print(all_flush, Suit.HEARTS.symbol, Suit(2), Suit.SPADES - Suit.CLUBS, sorted(Suit, reverse=True)[0].name)
by_suit = {s: sorted((c for c in deck if c.suit == s), reverse=True)[:3] for s in Suit}
print(by_suit)
