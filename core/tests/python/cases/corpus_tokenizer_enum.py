import re
from enum import Enum, auto
from typing import NamedTuple, Iterator

class Kind(Enum):
    NUM = auto()
    IDENT = auto()
    OP = auto()
    LPAREN = auto()
    RPAREN = auto()

class Token(NamedTuple):
    kind: Kind
    text: str
    pos: int

SPEC = [(Kind.NUM, r"\d+(?:\.\d*)?"), (Kind.IDENT, r"[A-Za-z_]\w*"),
        (Kind.OP, r"[-+*/^]"), (Kind.LPAREN, r"\("), (Kind.RPAREN, r"\)"), (None, r"\s+")]
RX = re.compile("|".join(f"(?P<G{i}>{p})" for i, (_, p) in enumerate(SPEC)))

def tokenize(s) -> Iterator[Token]:
    pos = 0
    while pos < len(s):
        m = RX.match(s, pos)
        if not m:
            raise SyntaxError(f"bad char {s[pos]!r} at {pos}")
        i = int(m.lastgroup[1:])
        kind = SPEC[i][0]
        if kind is not None:
            yield Token(kind, m.group(), pos)
        pos = m.end()

PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 3}
def to_rpn(tokens):
    out, ops = [], []
    for t in tokens:
        if t.kind in (Kind.NUM, Kind.IDENT):
            out.append(t.text)
        elif t.kind is Kind.OP:
            while ops and ops[-1] in PREC and (PREC[ops[-1]] > PREC[t.text] or (PREC[ops[-1]] == PREC[t.text] and t.text != "^")):
                out.append(ops.pop())
            ops.append(t.text)
        elif t.kind is Kind.LPAREN:
            ops.append("(")
        else:
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
    return out + ops[::-1]

def evaluate(rpn, env):
    st = []
    for x in rpn:
        if x in PREC:
            b, a = st.pop(), st.pop()
            st.append({"+": a + b, "-": a - b, "*": a * b, "/": a / b if b else float("inf"), "^": a ** b}[x])
        elif x[0].isdigit():
            st.append(float(x) if "." in x else int(x))
        else:
            st.append(env[x])
    return st[0]

for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "x * (y - 1.5) / 2", "10 / 4"]:
    toks = list(tokenize(src))
    rpn = to_rpn(toks)
    print(f"{src!r:24} -> {' '.join(rpn):20} = {evaluate(rpn, {'x': 4, 'y': 3})}")
print(toks[0], toks[0]._asdict())
print(Kind.NUM, repr(Kind.OP), Kind(3), Kind["IDENT"].value, list(Kind)[-1])
try:
    list(tokenize("1 + $"))
except SyntaxError as e:
    print("SyntaxError:", e)
t = Token(Kind.NUM, "5", 0)
print(t._replace(text="6"), Token._fields, t == (Kind.NUM, "5", 0))
try:
    Kind(99)
except ValueError as e:
    print(e)
print(len(Kind), Kind.NUM in Kind, Kind.NUM.name)
