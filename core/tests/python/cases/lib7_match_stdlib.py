from dataclasses import dataclass
from collections import namedtuple
from enum import Enum, auto
from typing import NamedTuple
class Op(Enum):
    ADD = auto(); SUB = auto(); NEG = auto()
@dataclass
class Bin:
    op: Op
    left: object
    right: object
@dataclass
class Un:
    op: Op
    arg: object
Num = namedtuple('Num', 'value')
class Var(NamedTuple):
    name: str
def ev(e, env):
    match e:
        case Num(value=v) | Num(v):
            return v
        case Var(name):
            return env[name]
        case Bin(Op.ADD, l, r):
            return ev(l, env) + ev(r, env)
        case Bin(op=Op.SUB, left=l, right=r):
            return ev(l, env) - ev(r, env)
        case Un(Op.NEG, a):
            return -ev(a, env)
        case _:
            raise ValueError(f'bad {e!r}')
expr = Bin(Op.SUB, Bin(Op.ADD, Num(3), Var('x')), Un(Op.NEG, Num(2)))
print(ev(expr, {'x': 10}), Bin.__match_args__, Num.__match_args__, Var.__match_args__)
try:
    ev(Un(Op.ADD, Num(1)), {})
except ValueError as e:
    print(e)
def kind(x):
    match x:
        case Op.ADD | Op.SUB:
            return 'binop'
        case Op():
            return 'op'
        case {'type': 'pt', 'x': int(px), **rest}:
            return f'pt {px} {rest}'
        case [int(), *tail] if len(tail) > 1:
            return f'ints+{len(tail)}'
        case (str() as s, _):
            return 'pair ' + s
        case float() | int():
            return 'num'
        case _:
            return 'other'
for v in [Op.ADD, Op.NEG, {'type': 'pt', 'x': 3, 'y': 4}, [1, 2, 3], ('a', 1), 2.5, 'str', [1]]:
    print(kind(v))
from collections import OrderedDict, defaultdict, deque, Counter, UserDict
def shape(x):
    match x:
        case {'a': 1}:
            return 'mapping-a1'
        case [*_]:
            return 'sequence'
        case _:
            return 'neither'
print([shape(x) for x in [OrderedDict(a=1), defaultdict(int, a=1), Counter(a=1), UserDict(a=1), deque([1]), range(2), 'ab', b'ab', bytearray(b'x'), (1,)]])
