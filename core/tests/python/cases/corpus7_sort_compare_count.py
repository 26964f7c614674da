# Counting the comparisons sort() makes (a common exercise): CPython's timsort sequence.
class Counted:
    comparisons = 0
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        Counted.comparisons += 1
        return self.v < other.v
    def __repr__(self):
        return f"C({self.v})"

def count(data):
    Counted.comparisons = 0
    result = sorted(Counted(v) for v in data)
    return Counted.comparisons, [c.v for c in result][:5]

print(count([3, 1, 2]))
print(count(list(range(10))))
print(count(list(range(10, 0, -1))))
print(count([5, 2, 8, 1, 9, 3, 7, 4, 6, 0]))
print(count([1, 1, 1, 0, 0, 0, 2, 2]))
trace = []
class Traced:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        trace.append((self.v, o.v))
        return self.v < o.v
sorted([Traced(v) for v in (4, 2, 3, 1)])
print(trace)
