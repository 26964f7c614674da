import json
from enum import IntEnum
class P(IntEnum):
    A = 3
class MyF(float):
    def __repr__(self): return "MyF!"
class MyI(int):
    def __repr__(self): return "MyI!"
print(json.dumps([P.A, {P.A: P.A}, MyF(1.5), MyI(2), {MyI(4): MyF(2.0)}]), json.dumps({"k": [P.A]}, indent=1), json.dumps(P.A), json.dumps(MyF(0.5)))
