# A small runtime validator driven by type hints, mixing typing.Union/Optional and X | Y unions
import typing
from typing import Union, Optional, List, Dict, Tuple, Any, Literal, get_type_hints, get_origin, get_args
import types

def check(value, tp, path="value"):
    if tp is Any:
        return []
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        for arg in get_args(tp):
            if not check(value, arg, path):
                return []
        return [f"{path}: {value!r} matches none of {get_args(tp)}"]
    if origin is Literal:
        return [] if value in get_args(tp) else [f"{path}: {value!r} not in {get_args(tp)}"]
    if origin in (list, List):
        if not isinstance(value, list):
            return [f"{path}: expected list, got {type(value).__name__}"]
        (item,) = get_args(tp) or (Any,)
        errs = []
        for i, v in enumerate(value):
            errs += check(v, item, f"{path}[{i}]")
        return errs
    if origin in (dict, Dict):
        if not isinstance(value, dict):
            return [f"{path}: expected dict, got {type(value).__name__}"]
        kt, vt = get_args(tp) or (Any, Any)
        errs = []
        for k, v in value.items():
            errs += check(k, kt, f"{path}.key({k!r})") + check(v, vt, f"{path}[{k!r}]")
        return errs
    if origin in (tuple, Tuple):
        args = get_args(tp)
        if not isinstance(value, tuple):
            return [f"{path}: expected tuple, got {type(value).__name__}"]
        if len(args) == 2 and args[1] is Ellipsis:
            return [e for i, v in enumerate(value) for e in check(v, args[0], f"{path}[{i}]")]
        if len(args) != len(value):
            return [f"{path}: expected {len(args)} items, got {len(value)}"]
        return [e for i, (v, a) in enumerate(zip(value, args)) for e in check(v, a, f"{path}[{i}]")]
    if tp is type(None):
        return [] if value is None else [f"{path}: expected None"]
    if isinstance(tp, type):
        if tp is float and isinstance(value, int) and not isinstance(value, bool):
            return []
        return [] if isinstance(value, tp) else [f"{path}: expected {tp.__name__}, got {type(value).__name__}"]
    return [f"{path}: unsupported annotation {tp!r}"]

class Config:
    name: str
    port: int | None
    ratio: float
    tags: List[str]
    limits: Dict[str, int | float]
    mode: Literal["dev", "prod"]
    pair: Tuple[int, str]
    extras: tuple[int, ...]
    owner: Optional[Union[str, int]]

hints = get_type_hints(Config)
good = {"name": "svc", "port": None, "ratio": 1, "tags": ["a"], "limits": {"cpu": 2, "mem": 0.5}, "mode": "dev",
        "pair": (1, "x"), "extras": (1, 2, 3), "owner": 7}
bad = {"name": 3, "port": "80", "ratio": True, "tags": ["a", 2], "limits": {"cpu": "x", 5: 1}, "mode": "test",
       "pair": (1,), "extras": (1, "2"), "owner": 2.5}
for label, cfg in (("good", good), ("bad", bad)):
    errs = [e for k, tp in hints.items() for e in check(cfg[k], tp, k)]
    print(label, len(errs))
    for e in errs:
        print("  ", e)
print(hints["port"] == Optional[int], hints["owner"] == (str | int | None), Union[int, str | None] == Optional[int | str])
print(Optional[float | bytes], Union[int, float | int], get_args(Union[str | bytes, None]), get_origin(int | str) is types.UnionType)
print(Union[int, str] == (str | int), Union[int, str] != (int | bytes), (int | str) == Union[str, int], Union[int, str] in [int | str])
