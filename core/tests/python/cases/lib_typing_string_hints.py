# get_type_hints evaluates string annotations (builtins, the class's names, a given globalns).
from typing import get_type_hints, Optional


class Node:
    value: "int"
    label: "str | None"
    pair: "tuple"


print(get_type_hints(Node))


class Tree:
    child: "Node"


print(get_type_hints(Tree, globals()))
try:
    get_type_hints(Tree, {}, {})
except NameError as e:
    print("NameError:", e)
