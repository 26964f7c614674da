# Shuffling decks held in different mutable sequences, reproducibly seeded
import random
from collections import UserList, deque
from array import array

class Deck(UserList):
    SUITS = "SHDC"
    RANKS = "A23456789TJQK"
    def __init__(self):
        super().__init__(r + s for s in self.SUITS for r in self.RANKS)
    def deal(self, n):
        hand, self.data = self.data[:n], self.data[n:]
        return hand

random.seed(2024)
d = Deck()
random.shuffle(d)
print(d.deal(5), d.deal(5), len(d))
codes = bytearray(b"ABCDEFGHIJ")
random.shuffle(codes)
print(codes)
nums = array("i", range(12))
random.shuffle(nums)
print(nums.tolist())
lst = list(range(12))
random.shuffle(lst)
print(lst)
rng = random.Random(7)
seats = UserList(["ann", "bob", "cy", "dee", "eve"])
rng.shuffle(seats)
print(seats, rng.sample(range(100), 3))
for bad in [(1, 2, 3), "abc", deque([1, 2])]:
    try:
        random.shuffle(bad)
        print(type(bad).__name__, "shuffled", list(bad))
    except TypeError as e:
        print(type(bad).__name__, "TypeError", e)
try:
    random.shuffle([1, 2], random=random.random)
except TypeError as e:
    print("TypeError", e)
try:
    random.shuffle()
except TypeError as e:
    print("TypeError", e)
def tournament(players, rounds, seed):
    r = random.Random(seed)
    table = {p: 0 for p in players}
    for _ in range(rounds):
        order = list(players)
        r.shuffle(order)
        for a, b in zip(order[::2], order[1::2]):
            winner = a if r.random() < 0.5 else b
            table[winner] += 1
    return sorted(table.items(), key=lambda kv: (-kv[1], kv[0]))
print(tournament(["p1", "p2", "p3", "p4", "p5", "p6"], 5, seed=99))
