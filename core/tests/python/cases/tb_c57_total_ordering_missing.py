import functools

try:
    @functools.total_ordering
    class Plain:
        pass
except ValueError as e:
    print(e)

@functools.total_ordering
class Rank:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
    def __lt__(self, other):
        return self.v < other.v

print(Rank(1) <= Rank(2), Rank(3) >= Rank(2))
try:
    print(Rank(1) > Rank("x"))
except TypeError as e:
    print(type(e).__name__, e)
print(Rank(2) == Rank(2), Rank(1) < Rank([]))
