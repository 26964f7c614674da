import re
import math
import operator
from dataclasses import dataclass
from typing import Union


class ParseError(Exception):
    def __init__(self, msg, pos):
        super().__init__(f"{msg} at position {pos}")
        self.pos = pos


@dataclass
class Num:
    value: float


@dataclass
class Var:
    name: str


@dataclass
class BinOp:
    op: str
    left: "Node"
    right: "Node"


@dataclass
class Unary:
    op: str
    operand: "Node"


@dataclass
class Call:
    fn: str
    args: list


Node = Union[Num, Var, BinOp, Unary, Call]
TOKEN = re.compile(r"\s*(?:(\d+\.?\d*(?:[eE][-+]?\d+)?)|([A-Za-z_]\w*)|(\*\*|[-+*/%(),^]))")


def tokenize(src):
    pos = 0
    out = []
    src = src.rstrip()
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if not m or m.end() == pos:
            raise ParseError(f"unexpected character {src[pos]!r}", pos)
        num, name, op = m.groups()
        out.append(("num", float(num), m.start(1)) if num else ("name", name, m.start(2)) if name else ("op", op, m.start(3)))
        pos = m.end()
    out.append(("end", None, len(src)))
    return out


class Parser:
    PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "**": 4, "^": 4}
    RIGHT = {"**", "^"}

    def __init__(self, src):
        self.toks = tokenize(src)
        self.i = 0

    def peek(self):
        return self.toks[self.i]

    def advance(self):
        tok = self.toks[self.i]
        self.i += 1
        return tok

    def expect(self, value):
        kind, v, pos = self.advance()
        if v != value:
            raise ParseError(f"expected {value!r}, got {v!r}", pos)

    def parse(self):
        node = self.expr(0)
        kind, v, pos = self.peek()
        if kind != "end":
            raise ParseError(f"unexpected {v!r}", pos)
        return node

    def expr(self, min_prec):
        left = self.unary()
        while True:
            kind, op, pos = self.peek()
            if kind != "op" or op not in self.PREC or self.PREC[op] < min_prec:
                return left
            self.advance()
            next_prec = self.PREC[op] + (0 if op in self.RIGHT else 1)
            left = BinOp(op, left, self.expr(next_prec))

    def unary(self):
        kind, v, pos = self.peek()
        if kind == "op" and v in "+-":
            self.advance()
            return Unary(v, self.expr(3))
        return self.atom()

    def atom(self):
        kind, v, pos = self.advance()
        if kind == "num":
            return Num(v)
        if kind == "name":
            if self.peek()[1] == "(":
                self.advance()
                args = []
                if self.peek()[1] != ")":
                    args.append(self.expr(0))
                    while self.peek()[1] == ",":
                        self.advance()
                        args.append(self.expr(0))
                self.expect(")")
                return Call(v, args)
            return Var(v)
        if v == "(":
            node = self.expr(0)
            self.expect(")")
            return node
        raise ParseError(f"unexpected {v!r}", pos)


OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
       "%": operator.mod, "**": operator.pow, "^": operator.pow}
FUNCS = {"sqrt": math.sqrt, "max": max, "min": min, "abs": abs, "sin": math.sin, "log": math.log}


def evaluate(node, env):
    match node:
        case Num(v):
            return v
        case Var(name):
            try:
                return env[name]
            except KeyError:
                raise NameError(f"undefined variable {name!r}") from None
        case Unary("-", x):
            return -evaluate(x, env)
        case Unary(_, x):
            return evaluate(x, env)
        case BinOp(op, l, r):
            return OPS[op](evaluate(l, env), evaluate(r, env))
        case Call(fn, args):
            if fn not in FUNCS:
                raise NameError(f"unknown function {fn!r}")
            return FUNCS[fn](*(evaluate(a, env) for a in args))


def show(node):
    match node:
        case Num(v):
            return f"{v:g}"
        case Var(n):
            return n
        case Unary(op, x):
            return f"({op}{show(x)})"
        case BinOp(op, l, r):
            return f"({show(l)} {op} {show(r)})"
        case Call(fn, args):
            return f"{fn}({', '.join(map(show, args))})"


env = {"x": 3.0, "y": 4.0, "pi": math.pi}
for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "-x ** 2", "sqrt(x*x + y*y)", "max(1, x, y) % 3",
            "10 / 4 - 1e1", "2 ^ 0.5 * 2", "abs(-7) + min(3, 2)", "1 +", "2 * (3 + 4", "x $ y", "z + 1", "foo(1)", "1 / 0", "3 4"]:
    try:
        tree = Parser(src).parse()
        print(f"{src:<18} => {show(tree):<32} = {evaluate(tree, env):g}")
    except (ParseError, NameError, ZeroDivisionError) as e:
        print(f"{src:<18} !! {type(e).__name__}: {e}")
print(Parser("a + b * c").parse())
