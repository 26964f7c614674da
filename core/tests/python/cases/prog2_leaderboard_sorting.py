"""A tournament leaderboard: stable multi-key sorting, tie ranking, case-insensitive names and grouping."""
from dataclasses import dataclass, field
from operator import attrgetter
from itertools import groupby


@dataclass
class Player:
    name: str
    country: str
    wins: int
    losses: int
    points: int
    history: list = field(default_factory=list)

    @property
    def games(self):
        return self.wins + self.losses

    @property
    def win_rate(self):
        return self.wins / self.games if self.games else 0.0


players = [
    Player("zoë", "NO", 7, 3, 2100), Player("Adam", "US", 7, 3, 2100), Player("bea", "DE", 9, 1, 2300),
    Player("Çelik", "TR", 5, 5, 1900), Player("ana", "US", 0, 0, 1500), Player("Émile", "FR", 7, 2, 2050),
    Player("bo", "SE", 9, 1, 2300), Player("adam", "CA", 3, 7, 1700),
]

ranked = sorted(players, key=lambda p: (-p.points, -p.win_rate, p.name.casefold()))
rank = 0
prev = None
for i, p in enumerate(ranked, 1):
    key = (p.points, p.win_rate)
    if key != prev:
        rank = i
    prev = key
    print(f"{rank:>2}. {p.name:<7}{p.country} {p.wins:>2}-{p.losses:<2} {p.win_rate:6.1%} {p.points}")

print([p.name for p in sorted(players, key=attrgetter("name"))])
print([p.name for p in sorted(players, key=lambda p: p.name.casefold())])
print([p.name for p in sorted(players, key=lambda p: p.name.lower(), reverse=True)])
stable = sorted(sorted(players, key=attrgetter("name")), key=attrgetter("wins"), reverse=True)
print([(p.wins, p.name) for p in stable])
print([(p.country, p.name) for p in sorted(players, key=attrgetter("country", "name"))])
for country, grp in groupby(sorted(players, key=attrgetter("country")), key=attrgetter("country")):
    g = list(grp)
    if len(g) > 1:
        print(country, [p.name for p in g])
print(max(players, key=attrgetter("points")).name, min(players, key=lambda p: (p.win_rate, p.name)).name)
nums = [3, -1, 2, -3, 1]
nums.sort(key=abs)
print(nums, sorted("bBaAcC"), sorted("bBaAcC", key=str.lower), sorted([[2, 1], [1, 2, 3], [1, 2]]), sorted((1, "b"), key=str))
print(sorted({"b": 2, "a": 3, "c": 1}.items(), key=lambda kv: kv[1]), sorted([0.5, float("inf"), -2]), sorted([True, 0, 2]))
words = "the quick brown fox jumps over the lazy dog".split()
print(sorted(words, key=len), sorted(set(words), key=lambda w: (-len(w), w)))
for bad in [lambda: sorted([1, "a"]), lambda: sorted(players), lambda: [3, None].sort(), lambda: sorted([1], key=1)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
