import re
import math
from dataclasses import dataclass
from typing import Union


TOKEN_RE = re.compile(r"\s*(?:(?P<num>\d+\.\d*|\.\d+|\d+)(?P<exp>[eE][-+]?\d+)?|(?P<name>[A-Za-z_]\w*)|(?P<op>\*\*|[-+*/%^(),=]))")


class ParseError(Exception):
    def __init__(self, msg, pos):
        super().__init__(f"{msg} at column {pos}")
        self.pos = pos


@dataclass
class Tok:
    kind: str
    text: str
    pos: int


def tokenize(src):
    pos, toks = 0, []
    src = src.rstrip()
    while pos < len(src):
        m = TOKEN_RE.match(src, pos)
        if not m or m.end() == pos:
            raise ParseError(f"unexpected character {src[pos]!r}", pos)
        kind = m.lastgroup if m.lastgroup != "exp" else "num"
        text = m.group(0).strip()
        toks.append(Tok(kind, text, m.start(kind if kind != "num" else "num")))
        pos = m.end()
    toks.append(Tok("eof", "", len(src)))
    return toks


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
    func: str
    args: list

Node = Union[Num, Var, BinOp, Unary, Call]


class Parser:
    PREC = {"+": (10, "L"), "-": (10, "L"), "*": (20, "L"), "/": (20, "L"), "%": (20, "L"), "^": (30, "R"), "**": (30, "R")}

    def __init__(self, src):
        self.toks = tokenize(src)
        self.i = 0

    def peek(self):
        return self.toks[self.i]

    def take(self, text=None):
        t = self.toks[self.i]
        if text is not None and t.text != text:
            raise ParseError(f"expected {text!r}, got {t.text or 'end of input'!r}", t.pos)
        self.i += 1
        return t

    def parse(self):
        node = self.expr(0)
        if self.peek().kind != "eof":
            t = self.peek()
            raise ParseError(f"unexpected {t.text!r}", t.pos)
        return node

    def expr(self, min_prec):
        left = self.unary()
        while True:
            t = self.peek()
            if t.kind != "op" or t.text not in self.PREC:
                return left
            prec, assoc = self.PREC[t.text]
            if prec < min_prec:
                return left
            self.take()
            right = self.expr(prec + 1 if assoc == "L" else prec)
            left = BinOp("^" if t.text == "**" else t.text, left, right)

    def unary(self):
        t = self.peek()
        if t.text in ("-", "+"):
            self.take()
            return Unary(t.text, self.unary())
        return self.atom()

    def atom(self):
        t = self.take()
        if t.kind == "num":
            return Num(float(t.text) if any(c in t.text for c in ".eE") else int(t.text))
        if t.kind == "name":
            if self.peek().text == "(":
                self.take("(")
                args = []
                if self.peek().text != ")":
                    args.append(self.expr(0))
                    while self.peek().text == ",":
                        self.take()
                        args.append(self.expr(0))
                self.take(")")
                return Call(t.text, args)
            return Var(t.text)
        if t.text == "(":
            node = self.expr(0)
            self.take(")")
            return node
        raise ParseError(f"unexpected {t.text or 'end of input'!r}", t.pos)


FUNCS = {"sqrt": math.sqrt, "max": max, "min": min, "abs": abs, "hypot": math.hypot, "floor": math.floor}


def evaluate(node, env):
    match node:
        case Num(value=v):
            return v
        case Var(name=n):
            if n not in env:
                raise NameError(f"undefined variable {n!r}")
            return env[n]
        case Unary("-", x):
            return -evaluate(x, env)
        case Unary("+", x):
            return +evaluate(x, env)
        case BinOp("^", l, r):
            return evaluate(l, env) ** evaluate(r, env)
        case BinOp(op, l, r):
            a, b = evaluate(l, env), evaluate(r, env)
            return {"+": a + b, "-": a - b, "*": a * b}.get(op) if op in "+-*" else (a / b if op == "/" else a % b)
        case Call(func=f, args=args) if f in FUNCS:
            return FUNCS[f](*(evaluate(a, env) for a in args))
        case Call(func=f):
            raise NameError(f"unknown function {f}()")


def show(node):
    match node:
        case Num(v):
            return str(v)
        case Var(n):
            return n
        case Unary(op, x):
            return f"({op}{show(x)})"
        case BinOp(op, l, r):
            return f"({show(l)} {op} {show(r)})"
        case Call(f, args):
            return f"{f}({', '.join(map(show, args))})"


env = {"x": 3, "y": 4.5, "pi": math.pi}
for src in ["1 + 2 * 3", "2 ^ 3 ^ 2", "(1 + 2) * -x", "-2 ** 2", "10 / 4 - 10 % 4", "sqrt(x*x + 16) + max(1, y, 2)",
            "hypot(3, 4) * 1.5e2", ".5 + 2.", "floor(pi * 100) / 100", "7 % -3 + -7 % 3", "2 ** -1",
            "1 +", "(1 + 2", "3 $ 4", "foo(1)", "z * 2", "1 / 0", "max()", "4 4"]:
    try:
        tree = Parser(src).parse()
        print(f"{src:<30} {show(tree):<36} = {evaluate(tree, env)!r}")
    except ParseError as e:
        print(f"{src:<30} ParseError: {e} (pos {e.pos})")
    except (NameError, ZeroDivisionError, ValueError, TypeError) as e:
        print(f"{src:<30} {type(e).__name__}: {e}")
print(Parser("a*(b+c)").parse())
print(tokenize("x1 ** 2e3")[:3])
