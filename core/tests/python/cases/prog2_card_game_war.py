"""The card game War between seeded players: an ordered Card type, deques as hands, and war rounds."""
import random
from collections import deque, Counter
from dataclasses import dataclass
from enum import IntEnum
from itertools import product


class Rank(IntEnum):
    TWO = 2; THREE = 3; FOUR = 4; FIVE = 5; SIX = 6; SEVEN = 7; EIGHT = 8
    NINE = 9; TEN = 10; JACK = 11; QUEEN = 12; KING = 13; ACE = 14

    def short(self):
        return str(self.value) if self <= 10 else self.name[0]


SUITS = "♠♥♦♣"


@dataclass(frozen=True, order=True)
class Card:
    rank: Rank
    suit: str

    def __str__(self):
        return f"{self.rank.short()}{self.suit}"


def new_deck():
    return [Card(r, s) for s, r in product(SUITS, Rank)]


def play(seed, max_rounds=2000):
    rng = random.Random(seed)
    deck = new_deck()
    rng.shuffle(deck)
    hands = [deque(deck[0::2]), deque(deck[1::2])]
    wars = 0
    for rnd in range(1, max_rounds + 1):
        if not (hands[0] and hands[1]):
            break
        pot = []
        while True:
            if not (hands[0] and hands[1]):
                break
            a, b = hands[0].popleft(), hands[1].popleft()
            pot += [a, b]
            if a.rank != b.rank:
                winner = 0 if a.rank > b.rank else 1
                rng.shuffle(pot)
                hands[winner].extend(pot)
                break
            wars += 1
            for h in hands:
                for _ in range(min(3, len(h) - 1)):
                    pot.append(h.popleft())
        if rnd <= 3:
            print(f"  round {rnd}: {a} vs {b} -> sizes {len(hands[0])}/{len(hands[1])}")
    result = "draw" if hands[0] and hands[1] else ("player 1" if hands[0] else "player 2")
    return result, rnd, wars, len(hands[0]) + len(hands[1])


deck = new_deck()
print(len(deck), len(set(deck)), str(deck[0]), str(deck[-1]), max(deck), min(deck), sorted(deck)[:3] == sorted(deck[:3]))
print(" ".join(str(c) for c in sorted(random.Random(1).sample(deck, 7), reverse=True)))
tally = Counter()
for seed in range(5):
    print(f"game seed={seed}")
    result, rounds, wars, total = play(seed)
    print(f"  winner={result} rounds={rounds} wars={wars} cards={total}")
    tally[result] += 1
print(sorted(tally.items()))
print(Rank.ACE > Rank.KING, Rank(11).name, Rank["QUEEN"] + 1, [r.short() for r in Rank][-5:], Card(Rank.TWO, "♠") < Card(Rank.TWO, "♥"))
try:
    Rank(15)
except ValueError as e:
    print("ValueError", e)
try:
    Card(Rank.ACE, "♠") < 5
except TypeError as e:
    print("TypeError", e)
