from __future__ import annotations
import __future__


class Node:
    def __init__(self, val: int, nxt: Node | None = None) -> None:
        self.val = val
        self.nxt = nxt


print(Node.__init__.__annotations__)
for name in __future__.all_feature_names:
    f = getattr(__future__, name)
    print(name, f, f.getOptionalRelease(), f.getMandatoryRelease(), f.compiler_flag)
print(__future__.CO_FUTURE_ANNOTATIONS, __future__.annotations.compiler_flag == __future__.CO_FUTURE_ANNOTATIONS)
print(sorted(k for k in vars(__future__) if k.startswith("CO_")))
