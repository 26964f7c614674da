# PEP 563: under "from __future__ import annotations" annotations are their text, as ast.unparse
# writes it, so a dataclass can name itself in its own fields.
from __future__ import annotations
from dataclasses import dataclass, field
from typing import Optional
@dataclass
class Node:
    val: int
    next: Optional[Node] = None
    kids: list[Node] = field(default_factory=list)
n = Node(1, Node(2))
print(n, Node.__annotations__)
def f(a: "x", b: dict[str,int], c: Optional[  Node ], d: 1+2) -> None: pass
print(f.__annotations__)
class Tree:
    left: Tree | None
    def insert(self, v: int) -> Tree: return self
print(Tree.__annotations__, Tree.insert.__annotations__)
