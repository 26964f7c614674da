# json.detect_encoding and typing.get_overloads/clear_overloads (3.11 APIs)
import json, typing
from typing import overload, get_overloads, clear_overloads
for b in [b'{"a": 1}', '{"a": 1}'.encode("utf-16-le"), '{"a": 1}'.encode("utf-16"), '{"a": 1}'.encode("utf-32-be"), '{"a": 1}'.encode("utf-8-sig"), b"12", "1".encode("utf-16-be"), bytearray(b'[1]')]:
    print(json.detect_encoding(b), json.loads(b))
@overload
def area(x: int) -> int: ...
@overload
def area(x: float, y: float) -> float: ...
def area(x, y=None):
    return x * (x if y is None else y)
class Shape:
    @overload
    def scale(self, k: int) -> "Shape": ...
    @overload
    def scale(self, k: str) -> "Shape": ...
    def scale(self, k): return self
print(len(get_overloads(area)), [o.__annotations__ for o in get_overloads(area)], area(3), area(2.0, 4.0))
print(len(get_overloads(Shape.scale)), get_overloads(print), get_overloads(Shape().scale) == get_overloads(Shape.scale))
try: get_overloads(area)[0](1)
except NotImplementedError as e: print("NotImplementedError:", e)
clear_overloads()
print(get_overloads(area))
print("get_overloads" in typing.__all__, "clear_overloads" in typing.__all__)
