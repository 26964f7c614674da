import operator as op
OPS = {"+": (1, op.add), "-": (1, op.sub), "*": (2, op.mul), "/": (2, op.truediv), "%": (2, op.mod), "^": (3, op.pow)}
def tokenize(s):
    toks, i = [], 0
    while i < len(s):
        c = s[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or c == ".":
            j = i
            while j < len(s) and (s[j].isdigit() or s[j] == "."):
                j += 1
            toks.append(float(s[i:j]) if "." in s[i:j] else int(s[i:j]))
            i = j
        elif c in OPS or c in "()":
            toks.append(c)
            i += 1
        else:
            raise SyntaxError(f"unexpected {c!r} at {i}")
    return toks
def to_rpn(toks):
    out, stack = [], []
    for t in toks:
        if isinstance(t, (int, float)):
            out.append(t)
        elif t == "(":
            stack.append(t)
        elif t == ")":
            while stack and stack[-1] != "(":
                out.append(stack.pop())
            if not stack:
                raise SyntaxError("unbalanced )")
            stack.pop()
        else:
            p = OPS[t][0]
            while stack and stack[-1] != "(" and (OPS[stack[-1]][0] > p or (OPS[stack[-1]][0] == p and t != "^")):
                out.append(stack.pop())
            stack.append(t)
    while stack:
        t = stack.pop()
        if t == "(":
            raise SyntaxError("unbalanced (")
        out.append(t)
    return out
def eval_rpn(rpn):
    st = []
    for t in rpn:
        if isinstance(t, str):
            b, a = st.pop(), st.pop()
            st.append(OPS[t][1](a, b))
        else:
            st.append(t)
    return st[0]
for e in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "10 / 4", "10 % 4 - 7", "2.5 * (4 - 1.5)", "((7))", "1 / 0", "3 + (4", "2 $ 3", "8 - 3 - 2"]:
    try:
        rpn = to_rpn(tokenize(e))
        print(f"{e:<16} => {' '.join(map(str, rpn)):<20} = {eval_rpn(rpn)!r}")
    except (SyntaxError, ZeroDivisionError) as ex:
        print(f"{e:<16} !! {type(ex).__name__}: {ex}")
class Num:
    def __init__(self, v): self.v = v
    def eval(self, env): return self.v
    def __repr__(self): return f"Num({self.v})"
class Var:
    def __init__(self, n): self.n = n
    def eval(self, env):
        try:
            return env[self.n]
        except KeyError:
            raise NameError(f"name '{self.n}' is not defined") from None
    def __repr__(self): return f"Var({self.n!r})"
class Bin:
    def __init__(self, o, l, r): self.o, self.l, self.r = o, l, r
    def eval(self, env): return OPS[self.o][1](self.l.eval(env), self.r.eval(env))
    def __repr__(self): return f"Bin({self.o!r}, {self.l!r}, {self.r!r})"
tree = Bin("+", Num(2), Bin("*", Var("x"), Var("y")))
print(tree, tree.eval({"x": 3, "y": 4}))
try:
    tree.eval({"x": 1})
except NameError as e:
    print(e, e.__cause__, e.__suppress_context__)
print(eval("2**10 + len('abc')"), eval("x * 2", {"x": 21}), eval("[i for i in range(3)]"))
ns = {}
exec("def sq(n):\n    return n * n\nresult = sq(12)", ns)
print(ns["result"], ns["sq"](5), sorted(k for k in ns if not k.startswith("__")))
