# tokenizer + recursive descent parser for a tiny language with error positions
import re
from collections import namedtuple

Token = namedtuple("Token", "kind text pos")
SPEC = [
    ("NUM", r"\d+(?:\.\d+)?"),
    ("ID", r"[A-Za-z_]\w*"),
    ("OP", r"\*\*|[-+*/%()=,]"),
    ("WS", r"[ \t]+"),
    ("BAD", r"."),
]
MASTER = re.compile("|".join(f"(?P<{n}>{p})" for n, p in SPEC))

def tokenize(src):
    for m in MASTER.finditer(src):
        kind = m.lastgroup
        if kind == "WS":
            continue
        if kind == "BAD":
            raise SyntaxError(f"bad char {m.group()!r} at {m.start()}")
        yield Token(kind, m.group(), m.start())
    yield Token("EOF", "", len(src))

class Parser:
    def __init__(self, src, env):
        self.toks = list(tokenize(src))
        self.i = 0
        self.env = env
    def peek(self):
        return self.toks[self.i]
    def take(self, text=None):
        t = self.toks[self.i]
        if text is not None and t.text != text:
            raise SyntaxError(f"expected {text!r} at {t.pos}, got {t.text or 'EOF'!r}")
        self.i += 1
        return t
    def expr(self):
        v = self.term()
        while self.peek().text in ("+", "-"):
            op = self.take().text
            r = self.term()
            v = v + r if op == "+" else v - r
        return v
    def term(self):
        v = self.factor()
        while self.peek().text in ("*", "/", "%"):
            op = self.take().text
            r = self.factor()
            if op == "*": v *= r
            elif op == "/": v /= r
            else: v %= r
        return v
    def factor(self):
        if self.peek().text == "-":
            self.take()
            return -self.factor()
        b = self.atom()
        if self.peek().text == "**":
            self.take()
            return b ** self.factor()
        return b
    def atom(self):
        t = self.take()
        if t.kind == "NUM":
            return float(t.text) if "." in t.text else int(t.text)
        if t.kind == "ID":
            if self.peek().text == "(":
                self.take("(")
                args = [self.expr()]
                while self.peek().text == ",":
                    self.take()
                    args.append(self.expr())
                self.take(")")
                return self.env[t.text](*args)
            try:
                return self.env[t.text]
            except KeyError:
                raise NameError(f"name {t.text!r} is not defined") from None
        if t.text == "(":
            v = self.expr()
            self.take(")")
            return v
        raise SyntaxError(f"unexpected {t.text or 'EOF'!r} at {t.pos}")

env = {"pi": 3.14159, "max": max, "min": min, "abs": abs, "x": 7}
tests = ["1 + 2 * 3", "2 ** 3 ** 2", "-2 ** 2", "(1 + 2) * x", "max(1, x, 3) % 4",
         "10 / 4", "abs(-3.5) + min(2, 1)", "7 // 2", "y + 1", "(1 + 2", "3 $ 4", "2 *"]
for s in tests:
    try:
        p = Parser(s, env)
        v = p.expr()
        if p.peek().kind != "EOF":
            raise SyntaxError(f"trailing {p.peek().text!r} at {p.peek().pos}")
        print(f"{s:<22} = {v!r}")
    except (SyntaxError, NameError, ZeroDivisionError) as e:
        print(f"{s:<22} ! {type(e).__name__}: {e}")
print(list(tokenize("a1=b**2"))[:3])
print(Token._fields, Token("NUM", "1", 0)._replace(pos=9), Token._make(["ID", "q", 3])._asdict())
