# get_type_hints resolves forward references nested in hints (Optional['X'], list['X'], Annotated, Callable, a quoted string under PEP 563); Literal equality ignores order.
from __future__ import annotations
from typing import Optional, Union, Literal, List, Dict, Annotated, Callable, get_type_hints
class Node:
    parent: Optional["Node"]
    kids: list["Node"]
    meta: Dict[str, "Node"]
    alt: Union["Node", int, None]
    ann: Annotated[Optional["Node"], "x"]
    cb: Callable[["Node"], "Node"]
    same: "Node"
    deep: List[Optional["Node"]]
h = get_type_hints(Node)
for k, v in h.items():
    print(k, v)
print(get_type_hints(Node, include_extras=True)["ann"])
def f(a: "Node", b: Optional["Node"] = None) -> list["Node"]: ...
print(get_type_hints(f))
print(Literal[1, 2] == Literal[2, 1], Literal[1, True] == Literal[True, 1], hash(Literal[1,2]) == hash(Literal[2,1]), Literal[1, 1, 2], Literal[1, True], Literal[1,2] == Literal[1,2,2], Literal[1] == Literal[True], Literal["a"] == 1)


class Tagged:
    mode: Literal["r", "w"]
    opt: Optional[Literal["x"]]
    pair: tuple["Node", Literal["n"]]


print(get_type_hints(Tagged))
