"""A command dispatcher that binds string arguments to functions via inspect.signature and annotations."""
import inspect
from typing import Optional


COMMANDS = {}


def command(fn):
    COMMANDS[fn.__name__.replace("_", "-")] = fn
    return fn


@command
def add_user(name: str, age: int, *, admin: bool = False, tags: Optional[list] = None) -> str:
    """Create a user."""
    return f"user {name} ({age}) admin={admin} tags={tags}"


@command
def transfer(src: str, dst: str, amount: float = 10.0, /) -> str:
    """Move money (positional-only)."""
    return f"{amount:.2f} from {src} to {dst}"


@command
def tail(path, lines: int = 10, *rest: str, **flags: bool):
    """Show file end."""
    return f"tail {path} -n {lines} rest={rest} flags={flags}"


def convert(value, ann):
    if ann is inspect.Parameter.empty or ann is str:
        return value
    if ann is bool:
        if value.lower() in ("1", "true", "yes"):
            return True
        if value.lower() in ("0", "false", "no"):
            return False
        raise ValueError(f"not a boolean: {value!r}")
    if ann == Optional[list]:
        return value.split(",")
    return ann(value)


def dispatch(line):
    name, *words = line.split()
    fn = COMMANDS[name]
    sig = inspect.signature(fn)
    args, kwargs = [], {}
    for w in words:
        if w.startswith("--"):
            k, _, v = w[2:].partition("=")
            kwargs[k.replace("-", "_")] = v or "true"
        else:
            args.append(w)
    bound = sig.bind(*args, **kwargs)
    for pname, value in list(bound.arguments.items()):
        p = sig.parameters[pname]
        if p.kind is p.VAR_POSITIONAL:
            bound.arguments[pname] = tuple(convert(v, p.annotation) for v in value)
        elif p.kind is p.VAR_KEYWORD:
            bound.arguments[pname] = {k: convert(v, p.annotation) for k, v in value.items()}
        else:
            bound.arguments[pname] = convert(value, p.annotation)
    bound.apply_defaults()
    return fn(*bound.args, **bound.kwargs)


for name, fn in COMMANDS.items():
    sig = inspect.signature(fn)
    print(f"{name}{sig}  # {inspect.getdoc(fn)}")
    for p in sig.parameters.values():
        print(f"    {p.name:6} {p.kind.description:28} default={p.default!r:8} ann={p.annotation!r}")

for line in ["add-user ada 36", "add-user bob 20 --admin --tags=a,b", "transfer acct1 acct2 99.5", "transfer a b",
             "tail log.txt 5 x y --follow=yes", "add-user eve", "add-user eve 3 --color=red", "transfer a b --amount=3",
             "add-user x notanumber", "tail f --v=maybe", "nope arg"]:
    try:
        print(">", dispatch(line))
    except (TypeError, ValueError, KeyError) as e:
        print(">", type(e).__name__, e)

sig = inspect.signature(add_user)
print(sig.return_annotation, list(sig.parameters), str(sig.replace(return_annotation=inspect.Signature.empty)))
print(inspect.isfunction(tail), inspect.ismethod(tail), inspect.isclass(int), inspect.isgeneratorfunction(tail), inspect.getmodule(tail).__name__)
print(inspect.signature(lambda a, b=2, *c, d, **e: 0), inspect.signature(divmod) if True else "")
