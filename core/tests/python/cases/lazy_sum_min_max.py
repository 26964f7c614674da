# sum, min and max over generators take one item at a time, as CPython does; dict.fromkeys
# takes a generator.
def noisy(n):
    for i in range(n):
        print("gen", i)
        yield i
print(max(noisy(3)), min(noisy(2)), sum(noisy(3)), sum(noisy(3), 10))
print(max((x for x in "hello"), key=ord), min((x for x in []), default="empty"))
print(sum((x * 0.1 for x in range(10)), 0.5))
print(max(iter([3, 1, 4, 1, 5]), key=lambda v: -v), min(iter([(1, 'b'), (1, 'a')])))
print(dict.fromkeys(noisy(2)), dict.fromkeys((c for c in "ab"), 0))
class Pt:
    def __init__(self, v): self.v = v
    def __radd__(self, o): return o + self.v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f"Pt({self.v})"
print(sum(Pt(i) for i in range(4)), min(Pt(i) for i in (3, 1, 2)), max(Pt(i) for i in (3, 1, 2)))
for bad in (lambda: max(x for x in []), lambda: sum(x for x in ["a"]), lambda: max((x for x in [1, "a"])), lambda: sum((x for x in "ab"), "")):
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
