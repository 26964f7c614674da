# A Pratt-parser calculator with variables, functions and good error messages.
import math
import re
from dataclasses import dataclass
from typing import Union

TOKEN = re.compile(r"\s*(?:(?P<num>\d+\.?\d*(?:[eE][-+]?\d+)?)|(?P<name>[A-Za-z_]\w*)|(?P<op>\*\*|[-+*/%^(),=]))")

@dataclass(frozen=True)
class Tok:
    kind: str
    text: str
    pos: int

class CalcError(Exception):
    def __init__(self, msg, pos=None):
        super().__init__(msg if pos is None else f"{msg} at column {pos}")
        self.pos = pos

def tokenize(src):
    pos, out = 0, []
    src = src.rstrip()
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if not m or m.end() == pos:
            raise CalcError(f"unexpected character {src[pos]!r}", pos)
        kind = m.lastgroup
        out.append(Tok(kind, m.group(kind), m.start(kind)))
        pos = m.end()
    out.append(Tok("end", "", len(src)))
    return out

BINARY = {"+": (10, lambda a, b: a + b), "-": (10, lambda a, b: a - b), "*": (20, lambda a, b: a * b),
          "/": (20, lambda a, b: a / b), "%": (20, lambda a, b: a % b), "**": (30, pow), "^": (30, pow)}
RIGHT = {"**", "^"}
FUNCS = {"sqrt": math.sqrt, "max": max, "min": min, "abs": abs, "round": round, "hypot": math.hypot}

class Parser:
    def __init__(self, src, env):
        self.toks = tokenize(src)
        self.i = 0
        self.env = env

    def peek(self): return self.toks[self.i]
    def take(self):
        t = self.toks[self.i]; self.i += 1; return t
    def expect(self, text):
        t = self.take()
        if t.text != text:
            raise CalcError(f"expected {text!r}, got {t.text or 'end of input'!r}", t.pos)
        return t

    def statement(self):
        if self.peek().kind == "name" and self.toks[self.i + 1].text == "=":
            name = self.take().text; self.take()
            value = self.expr(0)
            self.env[name] = value
        else:
            value = self.expr(0)
        if self.peek().kind != "end":
            raise CalcError(f"trailing {self.peek().text!r}", self.peek().pos)
        return value

    def expr(self, min_bp):
        left = self.atom()
        while True:
            t = self.peek()
            if t.kind != "op" or t.text not in BINARY:
                return left
            bp, fn = BINARY[t.text]
            if bp < min_bp:
                return left
            self.take()
            right = self.expr(bp if t.text in RIGHT else bp + 1)
            try:
                left = fn(left, right)
            except ZeroDivisionError as e:
                raise CalcError(str(e), t.pos) from e

    def atom(self) -> Union[int, float]:
        t = self.take()
        if t.kind == "num":
            return float(t.text) if any(c in t.text for c in ".eE") else int(t.text)
        if t.text == "-":
            return -self.expr(25)
        if t.text == "(":
            v = self.expr(0); self.expect(")"); return v
        if t.kind == "name":
            if self.peek().text == "(":
                self.take()
                args = []
                if self.peek().text != ")":
                    args.append(self.expr(0))
                    while self.peek().text == ",":
                        self.take(); args.append(self.expr(0))
                self.expect(")")
                if t.text not in FUNCS:
                    raise CalcError(f"unknown function {t.text}", t.pos)
                try:
                    return FUNCS[t.text](*args)
                except (TypeError, ValueError) as e:
                    raise CalcError(f"{t.text}: {e}", t.pos) from None
            if t.text in self.env:
                return self.env[t.text]
            raise CalcError(f"undefined name {t.text!r}", t.pos)
        raise CalcError(f"unexpected {t.text or 'end of input'!r}", t.pos)

env = {"pi": math.pi}
lines = ["1 + 2 * 3", "2 ** 3 ** 2", "(1 + 2) * 3", "-2 ** 2", "x = 7 % 4", "y = x * 2.5e1", "y / (x - 3)",
         "sqrt(16) + max(1, x, 2)", "round(pi, 3)", "hypot(3, 4) ^ 2", "10 / 4", "7 // 2", "foo(1)",
         "sqrt(-1)", "max()", "1 +", "(1 + 2", "z * 2", "3 4", "1e3 + 0.5", "round(2.5) + round(3.5)", "2 $ 3"]
for line in lines:
    try:
        print(f"{line:<26} = {Parser(line, env).statement()!r}")
    except CalcError as e:
        cause = f" (from {type(e.__cause__).__name__})" if e.__cause__ else ""
        print(f"{line:<26} ! {e}{cause}")
print(sorted((k, v) for k, v in env.items() if k != "pi"))
