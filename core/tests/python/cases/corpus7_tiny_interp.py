import operator as op

class Token:
    __slots__ = ("kind", "text")
    def __init__(self, kind, text):
        self.kind, self.text = kind, text
    def __repr__(self):
        return f"{self.kind}:{self.text!r}"

def tokenize(src):
    i = 0
    out = []
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or (c == "." and src[i + 1:i + 2].isdigit()):
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            out.append(Token("num", src[i:j]))
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            word = src[i:j]
            out.append(Token("kw" if word in ("let", "print", "if", "then", "else", "end", "while", "do") else "id", word))
            i = j
        elif src[i:i + 2] in ("==", "!=", "<=", ">=", "**"):
            out.append(Token("op", src[i:i + 2]))
            i += 2
        elif c in "+-*/%()<>=;":
            out.append(Token("op", c))
            i += 1
        else:
            raise SyntaxError(f"bad char {c!r} at {i}")
    return out

BIN = {"+": (10, op.add), "-": (10, op.sub), "*": (20, op.mul), "/": (20, op.truediv), "%": (20, op.mod),
       "**": (30, op.pow), "<": (5, op.lt), ">": (5, op.gt), "==": (4, op.eq), "!=": (4, op.ne), "<=": (5, op.le), ">=": (5, op.ge)}

class Parser:
    def __init__(self, toks):
        self.toks = toks
        self.pos = 0
    def peek(self):
        return self.toks[self.pos] if self.pos < len(self.toks) else None
    def take(self, text=None):
        t = self.peek()
        if t is None or (text is not None and t.text != text):
            raise SyntaxError(f"expected {text!r}, got {t!r}")
        self.pos += 1
        return t
    def program(self):
        stmts = []
        while self.peek() is not None and self.peek().text not in ("end", "else"):
            stmts.append(self.stmt())
            if self.peek() is not None and self.peek().text == ";":
                self.take(";")
        return stmts
    def stmt(self):
        t = self.peek()
        if t.text == "let":
            self.take()
            name = self.take().text
            self.take("=")
            return ("let", name, self.expr(0))
        if t.text == "print":
            self.take()
            return ("print", self.expr(0))
        if t.text == "if":
            self.take()
            cond = self.expr(0)
            self.take("then")
            body = self.program()
            other = []
            if self.peek().text == "else":
                self.take()
                other = self.program()
            self.take("end")
            return ("if", cond, body, other)
        if t.text == "while":
            self.take()
            cond = self.expr(0)
            self.take("do")
            body = self.program()
            self.take("end")
            return ("while", cond, body)
        return ("expr", self.expr(0))
    def expr(self, min_prec):
        left = self.atom()
        while True:
            t = self.peek()
            if t is None or t.text not in BIN or BIN[t.text][0] < min_prec:
                return left
            prec, fn = BIN[t.text]
            self.take()
            right = self.expr(prec if t.text == "**" else prec + 1)
            left = ("bin", t.text, left, right)
    def atom(self):
        t = self.take()
        if t.kind == "num":
            return ("num", float(t.text) if "." in t.text else int(t.text))
        if t.kind == "id":
            return ("var", t.text)
        if t.text == "(":
            e = self.expr(0)
            self.take(")")
            return e
        if t.text == "-":
            return ("neg", self.atom())
        raise SyntaxError(f"unexpected {t!r}")

def run(stmts, env, out):
    for s in stmts:
        match s:
            case ("let", name, e):
                env[name] = ev(e, env)
            case ("print", e):
                out.append(ev(e, env))
            case ("if", c, body, other):
                run(body if ev(c, env) else other, env, out)
            case ("while", c, body):
                guard = 0
                while ev(c, env):
                    run(body, env, out)
                    guard += 1
                    if guard > 1000:
                        raise RuntimeError("loop limit")
            case ("expr", e):
                ev(e, env)

def ev(e, env):
    match e:
        case ("num", v):
            return v
        case ("var", name):
            try:
                return env[name]
            except KeyError:
                raise NameError(f"undefined {name}") from None
        case ("neg", x):
            return -ev(x, env)
        case ("bin", o, a, b):
            return BIN[o][1](ev(a, env), ev(b, env))

src = """
let n = 10; let a = 0; let b = 1; let i = 0;
while i < n do let t = a + b; let a = b; let b = t; let i = i + 1 end;
print a; print 2 ** 3 ** 2; print (2 ** 3) ** 2; print -3 ** 2; print 7 / 2; print 7 % 3 + 1.5;
if a > 50 then print 1 else print 0 end;
let x = 100; while x > 1 do if x % 2 == 0 then let x = x / 2 else let x = 3 * x + 1 end; print x end
"""
toks = tokenize(src)
print(len(toks), toks[:8])
prog = Parser(toks).program()
print(prog[0], prog[4][0], len(prog))
out = []
env = {}
run(prog, env, out)
print(out)
print(sorted(env.items()))
for bad in ["print y", "let = 3", "print 1 $ 2", "print (1"]:
    try:
        run(Parser(tokenize(bad)).program(), {}, [])
    except (SyntaxError, NameError) as e:
        print(type(e).__name__, e)
