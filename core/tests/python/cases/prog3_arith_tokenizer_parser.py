import re
TOKEN = re.compile(r"\s*(?:(?P<num>\d+\.?\d*)|(?P<name>[A-Za-z_]\w*)|(?P<op>\*\*|[-+*/%(),^]))")

def tokenize(src):
    pos, out = 0, []
    src = src.rstrip()
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if not m or m.end() == pos:
            raise SyntaxError(f"bad character {src[pos]!r} at {pos}")
        kind = m.lastgroup
        out.append((kind, m.group(kind)))
        pos = m.end()
    out.append(("end", ""))
    return out

class Parser:
    def __init__(self, src, env):
        self.toks = tokenize(src)
        self.i = 0
        self.env = env
    def peek(self):
        return self.toks[self.i]
    def take(self, val=None):
        t = self.toks[self.i]
        if val is not None and t[1] != val:
            raise SyntaxError(f"expected {val!r}, got {t[1] or 'end'!r}")
        self.i += 1
        return t
    def parse(self):
        v = self.expr()
        if self.peek()[0] != "end":
            raise SyntaxError(f"trailing {self.peek()[1]!r}")
        return v
    def expr(self):
        v = self.term()
        while self.peek()[1] in ("+", "-"):
            op = self.take()[1]
            r = self.term()
            v = v + r if op == "+" else v - r
        return v
    def term(self):
        v = self.unary()
        while self.peek()[1] in ("*", "/", "%"):
            op = self.take()[1]
            r = self.unary()
            v = v * r if op == "*" else v / r if op == "/" else v % r
        return v
    def unary(self):
        if self.peek()[1] == "-":
            self.take()
            return -self.unary()
        return self.power()
    def power(self):
        base = self.atom()
        if self.peek()[1] in ("**", "^"):
            self.take()
            return base ** self.unary()
        return base
    def atom(self):
        kind, val = self.take()
        if kind == "num":
            return float(val) if "." in val else int(val)
        if kind == "name":
            if self.peek()[1] == "(":
                self.take("(")
                args = [self.expr()]
                while self.peek()[1] == ",":
                    self.take()
                    args.append(self.expr())
                self.take(")")
                return self.env[val](*args)
            if val not in self.env:
                raise NameError(f"name {val!r} is not defined")
            return self.env[val]
        if val == "(":
            v = self.expr()
            self.take(")")
            return v
        raise SyntaxError(f"unexpected {val or 'end'!r}")

env = {"x": 3, "pi": 3.14159, "max": max, "min": min, "abs": abs}
for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "-2 ** 2", "10 / 4", "7 % 3 + x", "max(1, x * 2, 4) - min(5, 2)",
            "abs(-pi) * 2", "2 ^ 10", "1 +", "(1 + 2", "3 $ 4", "y + 1", "4 / (2 - 2)", "1 2"]:
    try:
        print(f"{src!r:32} = {Parser(src, env).parse()!r}")
    except (SyntaxError, NameError, ZeroDivisionError) as e:
        print(f"{src!r:32} ! {type(e).__name__}: {e}")
print(tokenize("a1+2.5*(b)"))
