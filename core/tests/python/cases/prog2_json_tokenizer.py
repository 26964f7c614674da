"""A hand-written JSON tokenizer and recursive-descent parser with positions in error messages."""
import json
import re
from typing import NamedTuple, Iterator


class Token(NamedTuple):
    kind: str
    value: object
    pos: int


class ParseError(Exception):
    def __init__(self, msg, pos, text):
        line = text.count("\n", 0, pos) + 1
        col = pos - (text.rfind("\n", 0, pos) + 1) + 1
        super().__init__(f"{msg} at line {line} column {col}")
        self.pos = pos


TOKEN_RE = re.compile(r"""
    (?P<ws>\s+)
  | (?P<number>-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)
  | (?P<string>"(?:[^"\\\n]|\\["\\/bfnrtu])*")
  | (?P<literal>true|false|null)
  | (?P<punct>[{}\[\]:,])
""", re.VERBOSE)


def tokenize(text) -> Iterator[Token]:
    pos = 0
    while pos < len(text):
        m = TOKEN_RE.match(text, pos)
        if not m:
            raise ParseError(f"unexpected character {text[pos]!r}", pos, text)
        kind = m.lastgroup
        raw = m.group()
        if kind == "number":
            yield Token(kind, float(raw) if any(c in raw for c in ".eE") else int(raw), pos)
        elif kind == "string":
            yield Token(kind, json.loads(raw), pos)
        elif kind == "literal":
            yield Token(kind, {"true": True, "false": False, "null": None}[raw], pos)
        elif kind == "punct":
            yield Token(raw, raw, pos)
        pos = m.end()
    yield Token("eof", None, pos)


class Parser:
    def __init__(self, text):
        self.text = text
        self.tokens = list(tokenize(text))
        self.i = 0

    def peek(self):
        return self.tokens[self.i]

    def take(self, kind=None):
        tok = self.tokens[self.i]
        if kind and tok.kind != kind:
            shown = "end of input" if tok.kind == "eof" else repr(tok.value)
            raise ParseError(f"expected {kind!r}, got {shown}", tok.pos, self.text)
        self.i += 1
        return tok

    def parse(self):
        v = self.value()
        self.take("eof")
        return v

    def value(self):
        tok = self.peek()
        if tok.kind == "{":
            return self.obj()
        if tok.kind == "[":
            return self.arr()
        if tok.kind in ("number", "string", "literal"):
            return self.take().value
        raise ParseError(f"unexpected {tok.kind}", tok.pos, self.text)

    def obj(self):
        self.take("{")
        out = {}
        if self.peek().kind == "}":
            self.take()
            return out
        while True:
            key = self.take("string").value
            self.take(":")
            out[key] = self.value()
            if self.peek().kind == ",":
                self.take()
                continue
            self.take("}")
            return out

    def arr(self):
        self.take("[")
        out = []
        if self.peek().kind == "]":
            self.take()
            return out
        while True:
            out.append(self.value())
            if self.peek().kind != ",":
                break
            self.take()
        self.take("]")
        return out


doc = '{"name": "Widget", "tags": ["a", "b\\n"], "price": 9.5, "qty": -3, "ok": true,\n "dims": {"w": 1e3, "h": 0}, "none": null, "u": "\\u00e9"}'
print([t.kind for t in tokenize('[1, "x"]')])
result = Parser(doc).parse()
print(result)
print(result == json.loads(doc))
for bad in ['{"a" 1}', '[1, 2', '{"a": tru}', '[1,]', '{\n  "a": 1,\n  "b": @\n}', '"unterminated', '[] []', '{1: 2}']:
    try:
        Parser(bad).parse()
    except ParseError as e:
        print(f"{bad!r:28} ParseError: {e}")
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{'':28} json: {e.msg} (line {e.lineno}, col {e.colno})")
