import json

class ParseError(Exception):
    pass

class MiniJSON:
    WS = " \t\n\r"
    def __init__(self, text):
        self.s = text
        self.i = 0
    def error(self, msg):
        raise ParseError(f"{msg} at {self.i}")
    def skip(self):
        while self.i < len(self.s) and self.s[self.i] in self.WS:
            self.i += 1
    def parse(self):
        v = self.value()
        self.skip()
        if self.i != len(self.s):
            self.error("extra data")
        return v
    def value(self):
        self.skip()
        if self.i >= len(self.s):
            self.error("unexpected end")
        c = self.s[self.i]
        if c == "{":
            return self.obj()
        if c == "[":
            return self.arr()
        if c == '"':
            return self.string()
        for word, val in (("true", True), ("false", False), ("null", None)):
            if self.s.startswith(word, self.i):
                self.i += len(word)
                return val
        return self.number()
    def obj(self):
        self.i += 1
        out = {}
        self.skip()
        if self.s[self.i] == "}":
            self.i += 1
            return out
        while True:
            self.skip()
            if self.s[self.i] != '"':
                self.error("expected key")
            k = self.string()
            self.skip()
            if self.s[self.i] != ":":
                self.error("expected ':'")
            self.i += 1
            out[k] = self.value()
            self.skip()
            c = self.s[self.i]
            self.i += 1
            if c == "}":
                return out
            if c != ",":
                self.error("expected ',' or '}'")
    def arr(self):
        self.i += 1
        out = []
        self.skip()
        if self.s[self.i] == "]":
            self.i += 1
            return out
        while True:
            out.append(self.value())
            self.skip()
            c = self.s[self.i]
            self.i += 1
            if c == "]":
                return out
            if c != ",":
                self.error("expected ',' or ']'")
    def string(self):
        self.i += 1
        buf = []
        esc = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "r": "\r"}
        while True:
            c = self.s[self.i]
            self.i += 1
            if c == '"':
                return "".join(buf)
            if c == "\\":
                e = self.s[self.i]
                self.i += 1
                if e == "u":
                    buf.append(chr(int(self.s[self.i:self.i + 4], 16)))
                    self.i += 4
                else:
                    buf.append(esc[e])
            else:
                buf.append(c)
    def number(self):
        start = self.i
        while self.i < len(self.s) and self.s[self.i] in "+-0123456789.eE":
            self.i += 1
        txt = self.s[start:self.i]
        if not txt:
            self.error("unexpected character")
        return float(txt) if any(ch in txt for ch in ".eE") else int(txt)

docs = ['{"a": [1, 2.5, -3e2, true, null], "b": {"c": "x\\ny\\u00e9"}}', '[]', '  {"k" : [ {}, [[]] ] } ', '"\\"q\\""',
        '{"a" 1}', '[1, 2', '[1] x', '{"a": @}']
for d in docs:
    try:
        mine = MiniJSON(d).parse()
        print(repr(mine), mine == json.loads(d))
    except (ParseError, IndexError) as e:
        print(type(e).__name__, e)
    try:
        json.loads(d)
    except json.JSONDecodeError as e:
        print("  json:", e.msg, e.pos, e.lineno, e.colno)
