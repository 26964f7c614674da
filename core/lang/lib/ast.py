"""ast: literal_eval only (the VM has no syntax-tree objects to give a program).

literal_eval reads the literal forms CPython 3.11's does: strings and bytes (adjacent ones
joined), numbers, True/False/None, tuples, lists, dicts, sets, `set()`, a sign before a number
and `real + imaginary`. The text must be Python (`compile` decides: a SyntaxError otherwise);
anything else raises CPython's ValueError `malformed node or string on line N: <ast.Kind object
at 0x...>`, naming the node kind CPython's parser would have built there. Every other name of
the module (parse, dump, NodeVisitor, the node classes) raises NotImplementedError."""

import re as _re

__all__ = ["literal_eval"]

_TOKEN = _re.compile(r"""
    (?P<ws>[ \t\f\r\n]+|\\\n|\#[^\n]*)
  | (?P<str>(?:[rR][bB]?|[bB][rR]?|[uU]|[fF][rR]?|[rR][fF])?(?:'''(?:\\.|[^\\])*?'''|\"\"\"(?:\\.|[^\\])*?\"\"\"|'(?:\\.|[^\\'\n])*'|"(?:\\.|[^\\"\n])*"))
  | (?P<num>(?:0[xX](?:_?[0-9a-fA-F])+|0[oO](?:_?[0-7])+|0[bB](?:_?[01])+
            |(?:(?:[0-9](?:_?[0-9])*)?\.[0-9](?:_?[0-9])*|[0-9](?:_?[0-9])*\.?)(?:[eE][+-]?[0-9](?:_?[0-9])*)?)[jJ]?)
  | (?P<name>[^\W\d]\w*)
  | (?P<op>\*\*|//|<<|>>|<=|>=|==|!=|:=|->|[-+*/%@&|^~<>()\[\]{},:.;=!])
""", _re.VERBOSE | _re.DOTALL)


class _Malformed(Exception):
    def __init__(self, kind, line):
        self.kind = kind
        self.line = line


class _Tok:
    __slots__ = ("kind", "text", "line")

    def __init__(self, kind, text, line):
        self.kind = kind
        self.text = text
        self.line = line


def _tokens(src):
    out = []
    pos = 0
    line = 1
    while pos < len(src):
        m = _TOKEN.match(src, pos)
        if m is None:
            raise _Malformed("Constant", line)
        kind = m.lastgroup
        text = m.group()
        if kind != "ws":
            out.append(_Tok(kind, text, line))
        line += text.count("\n")
        pos = m.end()
    out.append(_Tok("end", "", line))
    return out


class _Parser:
    def __init__(self, toks):
        self.toks = toks
        self.i = 0

    def peek(self, ahead=0):
        return self.toks[self.i + ahead]

    def take(self):
        t = self.toks[self.i]
        self.i += 1
        return t

    def is_op(self, text, ahead=0):
        t = self.peek(ahead)
        return t.kind == "op" and t.text == text

    def expect(self, text):
        t = self.take()
        if t.kind != "op" or t.text != text:
            raise _Malformed(_kind_at(t), t.line)

    def top(self):
        # eval mode: an expression, or a bare tuple `1, 2`.
        first = self.peek()
        value = self.expr()
        if self.is_op(","):
            items = [value]
            while self.is_op(","):
                self.take()
                if self.peek().kind == "end":
                    break
                items.append(self.expr())
            value = tuple(items)
        t = self.peek()
        if t.kind != "end":
            raise _Malformed(_kind_after(first, t), first.line)
        return value

    def expr(self):
        start = self.peek()
        left = self.signed()
        t = self.peek()
        if t.kind == "op" and t.text in "+-" and t.text:
            # Only `real +/- imaginary`, both plain numbers.
            self.take()
            if not left[1]:
                # (The left operand is not a number: CPython names its node.)
                raise _Malformed("Constant" if start.kind in ("str", "name") and
                                 start.text in ("True", "False", "None") or start.kind == "str"
                                 else _kind_at(start) if start.kind != "op" else "BinOp",
                                 start.line)
            right_tok = self.peek()
            if right_tok.kind == "name" and right_tok.text in ("True", "False", "None"):
                raise _Malformed("Constant", start.line)
            right = self.number_only(_kind_at(right_tok), start.line)
            if type(right) is not complex:
                raise _Malformed("BinOp", start.line)
            value = left[0] + right if t.text == "+" else left[0] - right
            if self.peek().kind == "op" and self.peek().text in ("+", "-", "*", "/", "%", "**",
                                                                 "//", "@", "|", "&", "^",
                                                                 "<<", ">>"):
                raise _Malformed("BinOp", start.line)
            return value
        if t.kind == "op" and t.text in ("*", "/", "%", "**", "//", "@", "|", "&", "^", "<<",
                                         ">>"):
            raise _Malformed("BinOp", start.line)
        if t.kind == "op" and t.text in ("<", ">", "<=", ">=", "==", "!="):
            raise _Malformed("Compare", start.line)
        if t.kind == "name" and t.text in ("if",):
            raise _Malformed("IfExp", start.line)
        if t.kind == "name" and t.text in ("and", "or"):
            raise _Malformed("BoolOp", start.line)
        if t.kind == "name" and t.text in ("in", "not", "is"):
            raise _Malformed("Compare", start.line)
        return left[0]

    def number_only(self, kind, line):
        t = self.take()
        if t.kind != "num":
            raise _Malformed(kind, line)
        return eval(t.text)

    def signed(self):
        # (value, plain) where plain says the value is a number literal, signed or not.
        t = self.peek()
        if t.kind == "op" and t.text in ("+", "-"):
            self.take()
            # The operand: a number, perhaps in parentheses (`-(1)`).
            depth = 0
            while self.is_op("("):
                self.take()
                depth += 1
            inner = self.peek()
            if inner.kind != "num":
                raise _Malformed(_kind_at(inner) if depth or inner.kind != "op" else "UnaryOp",
                                 t.line)
            self.take()
            value = eval(inner.text)
            for _ in range(depth):
                if not self.is_op(")"):
                    raise _Malformed("BinOp", t.line)
                self.take()
            if self.is_op("**") or self.is_op("(") or self.is_op("[") or self.is_op("."):
                raise _Malformed("UnaryOp", t.line)
            return (-value if t.text == "-" else +value), True
        if t.kind == "op" and t.text == "~":
            raise _Malformed("UnaryOp", t.line)
        if t.kind == "name" and t.text == "not":
            raise _Malformed("UnaryOp", t.line)
        value = self.atom()
        nxt = self.peek()
        if nxt.kind == "op" and nxt.text in ("(", "[", "."):
            raise _Malformed({"(": "Call", "[": "Subscript", ".": "Attribute"}[nxt.text], t.line)
        return value, t.kind == "num"

    def atom(self):
        t = self.take()
        if t.kind == "num":
            return eval(t.text)
        if t.kind == "str":
            if "f" in _prefix(t.text).lower():
                raise _Malformed("JoinedStr", t.line)
            value = eval(t.text)
            while self.peek().kind == "str":
                nt = self.take()
                if "f" in _prefix(nt.text).lower():
                    raise _Malformed("JoinedStr", t.line)
                value = value + eval(nt.text)
            return value
        if t.kind == "name":
            if t.text in ("True", "False", "None"):
                return {"True": True, "False": False, "None": None}[t.text]
            if t.text == "set" and self.is_op("(") and self.is_op(")", 1):
                self.take()
                self.take()
                return set()
            if t.text == "lambda":
                raise _Malformed("Lambda", t.line)
            nxt = self.peek()
            if nxt.kind == "op" and nxt.text in ("(", "[", "."):
                raise _Malformed({"(": "Call", "[": "Subscript", ".": "Attribute"}[nxt.text],
                                 t.line)
            if nxt.kind == "name" and nxt.text == "if":
                raise _Malformed("IfExp", t.line)
            raise _Malformed("Name", t.line)
        if t.kind == "op":
            if t.text == "(":
                if self.is_op(")"):
                    self.take()
                    return ()
                first = self.expr_in(t.line)
                if self.is_op(")"):
                    self.take()
                    return first
                items = [first]
                while self.is_op(","):
                    self.take()
                    if self.is_op(")"):
                        break
                    items.append(self.expr_in(t.line))
                self.expect(")")
                return tuple(items)
            if t.text == "[":
                j = self.i
                depth = 1
                while depth and self.toks[j].kind != "end":
                    tj = self.toks[j]
                    if tj.kind == "op" and tj.text in "([{":
                        depth += 1
                    elif tj.kind == "op" and tj.text in ")]}":
                        depth -= 1
                    elif depth == 1 and tj.kind == "name" and tj.text == "for":
                        raise _Malformed("ListComp", t.line)
                    j += 1
                return self.sequence("]", t.line, "ListComp")
            if t.text == "{":
                return self.brace(t.line)
            if t.text == "...":
                raise _Malformed("Constant", t.line)
        raise _Malformed(_kind_at(t), t.line)

    def expr_in(self, line):
        t = self.peek()
        if t.kind == "op" and t.text in ("*", "**"):
            raise _Malformed("Starred" if t.text == "*" else "Dict", line)
        value = self.expr()
        if self.peek().kind == "name" and self.peek().text == "for":
            raise _Malformed("GeneratorExp", line)
        return value

    def sequence(self, close, line, comp):
        items = []
        while not self.is_op(close):
            t = self.peek()
            if t.kind == "op" and t.text == "*":
                raise _Malformed("Starred", t.line)
            items.append(self.expr())
            if self.peek().kind == "name" and self.peek().text == "for":
                raise _Malformed(comp, line)
            if self.is_op(","):
                self.take()
            elif not self.is_op(close):
                raise _Malformed(_kind_at(self.peek()), self.peek().line)
        self.take()
        return items

    def brace(self, line):
        if self.is_op("}"):
            self.take()
            return {}
        if self.is_op("**"):
            raise _Malformed(None, line)
        first = self.expr()
        if self.is_op(":"):
            self.take()
            keys = [first]
            values = [self.expr()]
            if self.peek().kind == "name" and self.peek().text == "for":
                raise _Malformed("DictComp", line)
            while self.is_op(","):
                self.take()
                if self.is_op("}"):
                    break
                if self.is_op("**"):
                    raise _Malformed(None, line)
                keys.append(self.expr())
                self.expect(":")
                values.append(self.expr())
            self.expect("}")
            return dict(zip(keys, values))
        if self.peek().kind == "name" and self.peek().text == "for":
            raise _Malformed("SetComp", line)
        items = [first]
        while self.is_op(","):
            self.take()
            if self.is_op("}"):
                break
            items.append(self.expr())
        self.expect("}")
        return set(items)


def _prefix(text):
    j = 0
    while text[j] not in "'\"":
        j += 1
    return text[:j]


def _kind_at(t):
    if t.kind == "name":
        return "Name"
    if t.kind in ("num", "str"):
        return "Constant"
    return "BinOp"


def _kind_after(first, t):
    if t.kind == "op" and t.text in ("<", ">", "<=", ">=", "==", "!="):
        return "Compare"
    if t.kind == "name" and t.text == "if":
        return "IfExp"
    if t.kind == "name" and t.text in ("and", "or"):
        return "BoolOp"
    return "BinOp"


def literal_eval(node_or_string):
    """Evaluate a string holding a Python literal or container display (see the module's
    docstring for what is accepted)."""
    if not isinstance(node_or_string, str):
        if isinstance(node_or_string, (bytes, bytearray)):
            node_or_string = node_or_string.decode()
        else:
            raise NotImplementedError(
                "ast.literal_eval of a node: the playground's ast has no syntax trees")
    src = node_or_string.lstrip(" \t")
    # The text must parse as an expression (CPython's SyntaxError otherwise).
    compile(src, "<unknown>", "eval")
    try:
        return _Parser(_tokens(src)).top()
    except _Malformed as m:
        if m.kind is None:
            # (A `**mapping` in a dict display: CPython finds no node for its key.)
            raise ValueError("malformed node or string: None") from None
        raise ValueError("malformed node or string on line %d: <ast.%s object at 0x%012x>"
                         % (m.line, m.kind, id(m) & 0xFFFFFFFFFFFF)) from None


def __getattr__(name):
    if name.startswith("__"):
        raise AttributeError("module 'ast' has no attribute %r" % name)
    raise NotImplementedError(
        "ast.%s: the playground's ast module provides literal_eval only (no syntax trees)"
        % name)
