# A seeded mix of itertools, heapq, bisect, textwrap, string, functools and copy calls.
import itertools as I, heapq, bisect, textwrap, operator, functools, copy
from string import Template
seed = 12345
def rnd(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return (seed >> 8) % n
def data():
    return [rnd(5) for _ in range(rnd(9))]
out = []
for trial in range(25):
    d = data()
    r = rnd(4)
    out.append(list(I.permutations(d[:5], r)))
    out.append(list(I.combinations(d, r)))
    out.append(list(I.combinations_with_replacement(d[:4], r)))
    out.append(list(I.product(d[:3], d[:2], repeat=rnd(2) + 1)))
    args = [rnd(10) for _ in range(rnd(3) + 1)]
    if len(args) == 3 and args[2] == 0: args[2] = 1
    it = iter(d)
    out.append((list(I.islice(it, *args)), list(it)))
    out.append([(k, list(g)) for k, g in I.groupby(d, lambda x: x // 2)])
    gb = I.groupby(d)
    got = []
    for k, g in gb:
        if rnd(2): got.append((k, next(g)))
        else: got.append(k)
    out.append(got)
    a, b, c = I.tee(d, 3)
    o = []
    for _ in range(12):
        o.append(next([a, b, c][rnd(3)], None))
    out.append(o)
    out.append(list(I.accumulate(d, initial=rnd(3) or None)))
    out.append(list(I.zip_longest(d, d[::2], fillvalue="-")))
    out.append(list(I.pairwise(d)) + list(I.compress(d, [rnd(2) for _ in range(5)])))
    out.append(list(I.dropwhile(lambda x: x < 2, d)) + list(I.takewhile(lambda x: x < 3, d)))
    h = list(d); heapq.heapify(h); out.append(list(h))
    for x in d[:3]: out.append((heapq.heappushpop(h, x), list(h)))
    out.append(heapq.nsmallest(rnd(5), d) + heapq.nlargest(rnd(5), d, key=lambda v: -v))
    out.append(list(heapq.merge(sorted(d), sorted(d[:3]), key=lambda v: v % 3 if False else v)))
    s = sorted(d); x = rnd(6)
    out.append((bisect.bisect_left(s, x), bisect.bisect_right(s, x, rnd(2))))
    words = " ".join("".join("ab-"[rnd(3)] for _ in range(rnd(7) + 1)) for _ in range(rnd(12)))
    out.append(textwrap.wrap(words, rnd(12) + 7, break_long_words=bool(rnd(2)), max_lines=(rnd(4) or None)))
    tpl = "".join(["$a", "${b}", "$$", " x ", "$c"][rnd(5)] for _ in range(rnd(6)))
    out.append(Template(tpl).safe_substitute(a=1, b="B"))
    out.append(functools.reduce(operator.add, d, 0))
    nested = [d, {"k": d}, (d,)]
    cp = copy.deepcopy(nested)
    out.append((cp == nested, cp[1]["k"] is cp[0], cp[0] is d))
for o in out:
    print(o)
