import re
import math
import operator

TOKEN_RE = re.compile(r"""
    (?P<NUMBER>\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)
  | (?P<NAME>[A-Za-z_]\w*)
  | (?P<OP>\*\*|[-+*/%^(),=])
  | (?P<WS>\s+)
  | (?P<ERR>.)
""", re.VERBOSE)


class Token:
    __slots__ = ("kind", "text", "pos")

    def __init__(self, kind, text, pos):
        self.kind, self.text, self.pos = kind, text, pos

    def __repr__(self):
        return f"{self.kind}:{self.text!r}@{self.pos}"


class CalcError(Exception):
    pass


def tokenize(src):
    for m in TOKEN_RE.finditer(src):
        kind = m.lastgroup
        if kind == "WS":
            continue
        if kind == "ERR":
            raise CalcError(f"unexpected character {m.group()!r} at {m.start()}")
        yield Token(kind, m.group(), m.start())
    yield Token("EOF", "", len(src))


class Parser:
    FUNCS = {"sqrt": math.sqrt, "sin": math.sin, "cos": math.cos, "abs": abs, "max": max, "min": min, "log": math.log}
    BINOPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv, "%": operator.mod}

    def __init__(self, env):
        self.env = env

    def parse(self, src):
        self.tokens = list(tokenize(src))
        self.i = 0
        if self.peek().kind == "NAME" and self.tokens[1].text == "=":
            name = self.advance().text
            self.expect("=")
            value = self.expr()
            self.expect_eof()
            self.env[name] = value
            return value
        value = self.expr()
        self.expect_eof()
        return value

    def peek(self):
        return self.tokens[self.i]

    def advance(self):
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def expect(self, text):
        tok = self.advance()
        if tok.text != text:
            raise CalcError(f"expected {text!r} but got {tok.text or 'end'!r} at {tok.pos}")
        return tok

    def expect_eof(self):
        if self.peek().kind != "EOF":
            raise CalcError(f"trailing input at {self.peek().pos}")

    def expr(self):
        left = self.term()
        while self.peek().text in ("+", "-"):
            op = self.advance().text
            left = self.BINOPS[op](left, self.term())
        return left

    def term(self):
        left = self.unary()
        while self.peek().text in ("*", "/", "%"):
            op = self.advance()
            right = self.unary()
            try:
                left = self.BINOPS[op.text](left, right)
            except ZeroDivisionError:
                raise CalcError(f"division by zero at {op.pos}") from None
        return left

    def unary(self):
        if self.peek().text == "-":
            self.advance()
            return -self.unary()
        if self.peek().text == "+":
            self.advance()
            return self.unary()
        return self.power()

    def power(self):
        base = self.atom()
        if self.peek().text in ("^", "**"):
            self.advance()
            return base ** self.unary()
        return base

    def atom(self):
        tok = self.advance()
        if tok.kind == "NUMBER":
            return float(tok.text) if any(c in tok.text for c in ".eE") else int(tok.text)
        if tok.kind == "NAME":
            if self.peek().text == "(":
                self.advance()
                args = []
                if self.peek().text != ")":
                    args.append(self.expr())
                    while self.peek().text == ",":
                        self.advance()
                        args.append(self.expr())
                self.expect(")")
                if tok.text not in self.FUNCS:
                    raise CalcError(f"unknown function {tok.text}")
                return self.FUNCS[tok.text](*args)
            if tok.text not in self.env:
                raise CalcError(f"undefined variable {tok.text}")
            return self.env[tok.text]
        if tok.text == "(":
            v = self.expr()
            self.expect(")")
            return v
        raise CalcError(f"unexpected {tok.text or 'end of input'!r} at {tok.pos}")


env = {"pi": math.pi, "e": math.e}
calc = Parser(env)
print(list(tokenize("x = 3.5e2 + foo(1, 2)")))
lines = [
    "1 + 2 * 3",
    "(1 + 2) * 3",
    "2 ^ 3 ^ 2",
    "2 ** -1",
    "-2 ^ 2",
    "x = 10",
    "y = x / 4",
    "x % 3 + y",
    "sqrt(16) + max(1, 7, 3) - min(4, 2)",
    "sin(pi / 2) + cos(0)",
    "log(e ** 3)",
    "7 / 0",
    "1 + ",
    "2 $ 3",
    "foo(1)",
    "z * 2",
    "(1 + 2",
    "1 2",
    "abs(-3.25) * 2",
    "1e3 / 8",
    "100 - 99.9",
]
for line in lines:
    try:
        result = calc.parse(line)
    except CalcError as err:
        print(f"{line!r:>40} -> error: {err}")
    else:
        print(f"{line!r:>40} -> {result!r}")
print(sorted(k for k in env if k not in ("pi", "e")), env["y"])
