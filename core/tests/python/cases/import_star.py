# `from m import *` binds the module's public names (its __all__ when it has one).
from math import *

print(floor(2.5), sqrt(16.0), pi, isclose(0.1 + 0.2, 0.3))
from collections import *

print(OrderedDict(a=1), deque([1, 2]), Counter("aab").most_common(1), defaultdict(int)["x"])
from itertools import *

print(list(islice(count(5), 3)), list(chain([1], [2])))
from functools import *

print(reduce(lambda a, b: a * b, [1, 2, 3, 4]))
from contextlib import *

with suppress(KeyError):
    {}["missing"]
print("suppressed")


def uses_star_names():
    return floor(7.9) + len(list(permutations("ab")))


print(uses_star_names())


from string import *

print(ascii_lowercase[:3], digits)
try:
    _private_thing
except NameError as e:
    print("NameError:", e)
