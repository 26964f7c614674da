"""A tiny interpreter for a let/print language whose variable scopes are collections.ChainMap layers."""
from collections import ChainMap, Counter, defaultdict
import re

PROGRAM = """
let x = 10
let y = 3
print x + y
block
  let x = 100
  set y = y * 2
  print x + y
  block
    let z = x - 1
    print z
  end
  print z
end
print x
print y
set w = 1
"""


class UndefinedName(NameError):
    pass


class Interp:
    def __init__(self):
        self.scope = ChainMap({"true": 1, "false": 0})
        self.stats = Counter()
        self.depth_log = defaultdict(list)

    def eval(self, expr):
        def lookup(m):
            name = m.group(0)
            if name not in self.scope:
                raise UndefinedName(f"name {name!r} is not defined")
            return str(self.scope[name])
        code = re.sub(r"[A-Za-z_]\w*", lookup, expr)
        if not re.fullmatch(r"[\d\s+*/()-]+", code):
            raise SyntaxError(f"bad expression {expr!r}")
        return eval(code, {"__builtins__": {}})

    def run(self, src):
        for lineno, raw in enumerate(src.strip().splitlines(), 1):
            line = raw.strip()
            cmd, _, rest = line.partition(" ")
            self.stats[cmd] += 1
            try:
                if cmd == "let":
                    name, expr = map(str.strip, rest.split("=", 1))
                    self.scope[name] = self.eval(expr)
                elif cmd == "set":
                    name, expr = map(str.strip, rest.split("=", 1))
                    for m in self.scope.maps:
                        if name in m:
                            m[name] = self.eval(expr)
                            break
                    else:
                        raise UndefinedName(f"cannot set undefined {name!r}")
                elif cmd == "print":
                    print(f"{lineno:2}: {rest} = {self.eval(rest)}")
                elif cmd == "block":
                    self.scope = self.scope.new_child()
                elif cmd == "end":
                    self.depth_log[len(self.scope.maps) - 1].append(dict(self.scope.maps[0]))
                    self.scope = self.scope.parents
            except NameError as e:
                print(f"{lineno:2}: {type(e).__name__}: {e}")


it = Interp()
it.run(PROGRAM)
print(it.stats.most_common(3), dict(it.depth_log))
print(it.scope.maps, len(it.scope), sorted(it.scope))

defaults = {"color": "red", "user": "guest", "theme": "light"}
env = {"user": "admin"}
cli = {"color": "blue"}
settings = ChainMap(cli, env, defaults)
print(settings["color"], settings["user"], settings["theme"], settings.get("nope", "-"))
settings["theme"] = "dark"
print(cli, defaults["theme"], list(settings.keys()), dict(settings))
del settings["color"]
print(settings["color"])
try:
    del settings["user"]
except KeyError as e:
    print("KeyError", e)
child = settings.new_child({"lang": "fr"})
print(child.maps[0], child.parents == settings, repr(ChainMap({1: 2})), "lang" in child, "lang" in settings)
merged = ChainMap({"a": 1}) | {"b": 2}
print(merged, type(merged).__name__, settings.pop("theme"), settings.pop("theme", "gone"))
try:
    ChainMap({}, {"only": 1}).popitem()
except KeyError as e:
    print("KeyError", e)
