class P:
    def __repr__(self): return "P()"
    def __str__(self): return "p-str"
class Q:
    def __repr__(self): return "Qé"
print(f"[{P()!r:>6}]", f"[{P()!s:>6}]", f"[{P()!r}]", f"[{P()!s}]", f"[{P()}]")
print(f"[{Q()!a}]", f"[{Q()!a:>8}]", f"[{Q()!r:^7}]", f"[{Q()}]", f"[{'é'!a}]", f"[{[Q()]!a}]")
print("{!r:>6}|{!s:<6}|".format(P(), P()), format(P(), ""))
print(f"{[P()]!s:>8}", f"{(1, 2)!r:>8}", f"{3.5!s:>6}", f"{'x'!r:>5}")
try:
    print(f"{P():>6}")
except TypeError as e:
    print("TypeError", e)
s={1,2}
print(format(s), format([1,2]), f"{[1,2]}", f"{s!r}", f"{s!s}", "{}".format(s), f"{ {1: s} }", f"{(s,)}")
print(format(frozenset()), f"{set()}")
