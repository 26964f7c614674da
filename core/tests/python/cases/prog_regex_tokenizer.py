import re
from collections import namedtuple

Token = namedtuple("Token", "kind value line col")

SPEC = [
    ("NUMBER", r"\d+(?:\.\d*)?(?:[eE][+-]?\d+)?"),
    ("STRING", r'"(?:[^"\\]|\\.)*"'),
    ("IDENT", r"[A-Za-z_][A-Za-z0-9_]*"),
    ("COMMENT", r"//[^\n]*"),
    ("OP", r"==|!=|<=|>=|&&|\|\||[-+*/%=<>!(){};,]"),
    ("NEWLINE", r"\n"),
    ("SKIP", r"[ \t]+"),
    ("MISMATCH", r"."),
]
KEYWORDS = {"if", "else", "while", "return", "let", "fn"}
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0"}
MASTER = re.compile("|".join(f"(?P<{name}>{pat})" for name, pat in SPEC))


class LexError(Exception):
    pass


def tokenize(code):
    line = 1
    line_start = 0
    for m in MASTER.finditer(code):
        kind = m.lastgroup
        value = m.group()
        col = m.start() - line_start + 1
        if kind == "NUMBER":
            value = float(value) if any(c in value for c in ".eE") else int(value)
        elif kind == "IDENT" and value in KEYWORDS:
            kind = value.upper()
        elif kind == "STRING":
            value = re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), value[1:-1])
        elif kind == "NEWLINE":
            line_start = m.end()
            line += 1
            continue
        elif kind in ("SKIP", "COMMENT"):
            continue
        elif kind == "MISMATCH":
            raise LexError(f"unexpected {value!r} at {line}:{col}")
        yield Token(kind, value, line, col)


source = '''let x = 42;
let y = 3.14e2 // a comment
fn add(a, b) { return a + b; }
if (x >= 10 && y != 0) { print("big\\tnumber", x); }
'''

tokens = list(tokenize(source))
for tok in tokens:
    print(f"{tok.line}:{tok.col:<3} {tok.kind:<8} {tok.value!r}")

from collections import Counter
counts = Counter(t.kind for t in tokens)
print(sorted(counts.items()))
print(counts.most_common(3))

try:
    list(tokenize("let z = 5 @ 3;"))
except LexError as e:
    print("LexError:", e)

t = tokens[0]
print(t._asdict())
print(t._replace(value="var"))
print(Token._fields, len(tokens))
idents = [t.value for t in tokens if t.kind == "IDENT"]
print(idents, sorted(set(idents)))
