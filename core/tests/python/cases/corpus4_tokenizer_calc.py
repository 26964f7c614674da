import re
from dataclasses import dataclass
@dataclass
class Tok:
    kind: str
    text: str
    pos: int
SPEC = [("NUM", r"\d+(?:\.\d+)?"), ("ID", r"[A-Za-z_]\w*"), ("OP", r"\*\*|[-+*/%()=,^]"), ("WS", r"\s+"), ("BAD", r".")]
RX = re.compile("|".join(f"(?P<{k}>{p})" for k, p in SPEC))
def tokenize(s):
    out = []
    for m in RX.finditer(s):
        k = m.lastgroup
        if k == "WS":
            continue
        if k == "BAD":
            raise SyntaxError(f"unexpected {m.group()!r} at {m.start()}")
        out.append(Tok(k, m.group(), m.start()))
    out.append(Tok("EOF", "", len(s)))
    return out
class Parser:
    def __init__(self, toks, env):
        self.toks, self.i, self.env = toks, 0, env
    def peek(self):
        return self.toks[self.i]
    def eat(self, text=None):
        t = self.toks[self.i]
        if text is not None and t.text != text:
            raise SyntaxError(f"expected {text!r} got {t.text!r} at {t.pos}")
        self.i += 1
        return t
    def stmt(self):
        if self.peek().kind == "ID" and self.toks[self.i + 1].text == "=":
            name = self.eat().text
            self.eat("=")
            v = self.expr()
            self.env[name] = v
            return v
        return self.expr()
    def expr(self):
        v = self.term()
        while self.peek().text in "+-" and self.peek().kind == "OP":
            op = self.eat().text
            r = self.term()
            v = v + r if op == "+" else v - r
        return v
    def term(self):
        v = self.factor()
        while self.peek().text in ("*", "/", "%"):
            op = self.eat().text
            r = self.factor()
            if op == "*":
                v *= r
            elif op == "/":
                v /= r
            else:
                v %= r
        return v
    def factor(self):
        if self.peek().text == "-":
            self.eat()
            return -self.factor()
        b = self.atom()
        if self.peek().text in ("**", "^"):
            self.eat()
            return b ** self.factor()
        return b
    def atom(self):
        t = self.eat()
        if t.kind == "NUM":
            return float(t.text) if "." in t.text else int(t.text)
        if t.kind == "ID":
            if self.peek().text == "(":
                self.eat("(")
                args = [self.expr()]
                while self.peek().text == ",":
                    self.eat()
                    args.append(self.expr())
                self.eat(")")
                return FUNCS[t.text](*args)
            if t.text not in self.env:
                raise NameError(f"undefined {t.text}")
            return self.env[t.text]
        if t.text == "(":
            v = self.expr()
            self.eat(")")
            return v
        raise SyntaxError(f"unexpected {t.text or 'end'!r} at {t.pos}")
FUNCS = {"max": max, "min": min, "abs": abs, "sqrt": lambda x: x ** 0.5}
env = {}
print(tokenize("x = 3.5*(y+2)")[:4])
for line in ["x = 2 + 3 * 4", "y = (x - 4) ** 2 / 5", "x * y", "-2 ** 2", "2 ** 3 ** 2", "max(1, x, y) % 7", "sqrt(16) + abs(-3)",
             "z + 1", "3 $ 4", "(1 + 2", "10 / 0", "7 % 3 - -1", "2 ^ 10", "1.5 * 4"]:
    try:
        print(f"{line:22} => {Parser(tokenize(line), env).stmt()!r}")
    except (SyntaxError, NameError, ZeroDivisionError) as e:
        print(f"{line:22} !! {type(e).__name__}: {e}")
print(sorted(env.items()))
