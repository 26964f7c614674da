from collections import deque, OrderedDict, namedtuple
from functools import reduce, partial
from dataclasses import dataclass
import traceback
def show(f):
    try:
        f()
    except Exception as e:
        print("".join(traceback.format_exception(e)[1:]), end="")
        print([fr.name for fr in traceback.extract_tb(e.__traceback__)])
show(lambda: deque().popleft())
show(lambda: OrderedDict().popitem())
show(lambda: reduce(lambda a, b: a / b, [1, 0]))
show(lambda: partial(int, base=2)("9"))
P = namedtuple("P", "x y")
show(lambda: P(1))
@dataclass
class D:
    a: int
    def __post_init__(self):
        raise ValueError("post")
D()
