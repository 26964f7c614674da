# modern annotations with stdlib generics: Counter[str], deque[int], defaultdict[...], re.Match[str]...
from __future__ import annotations
import collections, re, functools, dataclasses, itertools, typing
from collections import Counter, deque, defaultdict, OrderedDict, ChainMap

def word_counts(text: str) -> Counter[str]:
    return Counter(re.findall(r"[a-z']+", text.lower()))

def recent(items: list[int], n: int = 3) -> deque[int]:
    return deque(items, maxlen=n)

def index_by_len(words: list[str]) -> defaultdict[int, list[str]]:
    out: defaultdict[int, list[str]] = defaultdict(list)
    for w in words:
        out[len(w)].append(w)
    return out

def first_match(pat: re.Pattern[str], s: str) -> re.Match[str] | None:
    return pat.search(s)

text = "The cat and the hat; the cat sat."
c = word_counts(text)
print(c.most_common(2), recent(range(10)), dict(index_by_len(sorted(c))))
m = first_match(re.compile(r"h(at)"), text)
print(m.group(1) if m else None)
print(typing.get_type_hints(word_counts), typing.get_type_hints(first_match)["return"])

# evaluated at runtime (not only in annotations)
aliases = [Counter[str], deque[int], defaultdict[str, list[int]], OrderedDict[str, float], ChainMap[str, int],
           re.Pattern[str], re.Match[bytes], functools.partial[int], dataclasses.Field[int], itertools.chain[int],
           functools.cached_property[int], collections.abc.Mapping[str, int], list[tuple[int, ...]], dict[str, set[int]]]
for a in aliases:
    print(a, typing.get_origin(a).__name__, typing.get_args(a))
IntQueue = deque[int]
q = IntQueue([1, 2, 3])
print(type(q).__name__, q, IntQueue.__origin__ is deque, Counter[str]("aab"), defaultdict[str, int](int)["x"])
@dataclasses.dataclass
class Inventory:
    stock: Counter[str] = dataclasses.field(default_factory=Counter)
    history: deque[str] = dataclasses.field(default_factory=lambda: deque(maxlen=2))
    def add(self, item: str, n: int = 1) -> None:
        self.stock[item] += n
        self.history.append(f"+{n} {item}")
inv = Inventory()
inv.add("apple", 3); inv.add("pear"); inv.add("apple")
print(inv, [f.type for f in dataclasses.fields(inv)])
try:
    import array
    array.array[int]
except TypeError as e:
    print("TypeError for array.array[int]")
print(isinstance(q, deque), isinstance(c, collections.Counter), Counter[str] == Counter[str], Counter[str] == Counter[int])
