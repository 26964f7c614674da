from functools import cmp_to_key
import heapq
import bisect

def by_len_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)

K = cmp_to_key(by_len_then_alpha)
print(K("bb") < K("a"), K("a") < K("bb"), K("ab") == K("ab"), K("ab") <= K("ac"),
      K("zz") >= K("aaa"), K("b") > K("a"))
key = K
words = ["pear", "fig", "apple", "kiwi", "date", "banana"]
h = [key(w) for w in words]
heapq.heapify(h)
print([heapq.heappop(h).obj for _ in range(len(h))])
rev = cmp_to_key(lambda a, b: b - a)
nums = [rev(n) for n in [5, 2, 9, 1]]
print(max(n.obj for n in nums), rev(3) < rev(1))
table = [key(w) for w in ["a", "bb", "ccc"]]
print(bisect.bisect_left(table, key("zz")), bisect.bisect_right(table, key("bb")))
print(K("x").obj)
try:
    K("a") < "a"
except TypeError as e:
    print("TypeError:", e)
hash(K("a"))
