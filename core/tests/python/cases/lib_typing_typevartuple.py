from typing import Generic, Tuple, TypeVar, TypeVarTuple, Unpack, get_args, get_origin

Ts = TypeVarTuple("Ts")
T = TypeVar("T")
print(Ts, Ts.__name__, list(Ts), Unpack[Ts], Unpack[Ts].__args__)
print(Tuple[int, Unpack[Ts]], Tuple[Unpack[Ts], str], Unpack[Tuple[int, str]], Unpack[int])
print(get_origin(Unpack[Ts]), get_args(Unpack[Ts]), get_origin(Unpack[Ts]) is Unpack)
print(Unpack[Ts] == Unpack[Ts], Unpack[Ts] == Unpack[TypeVarTuple("Us")])


class Array(Generic[Unpack[Ts]]):
    def __init__(self, *shape):
        self.shape = shape


class Pair(Generic[T, Unpack[Ts]]):
    pass


print(Array(2, 3).shape, Array.__name__)
try:
    Unpack[int, str]
except TypeError as e:
    print("TypeError:", e)
try:
    Unpack()
except TypeError as e:
    print("TypeError:", e)
TypeVarTuple("Ts", bound=int)
