"""A reverse-Polish-notation calculator with a stack machine, user-defined words, and Fraction/Decimal modes."""
import math
import operator
from decimal import Decimal, InvalidOperation
from fractions import Fraction


class CalcError(Exception):
    pass


BINARY = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv, "//": operator.floordiv,
          "%": operator.mod, "^": operator.pow, "max": max, "min": min}
UNARY = {"neg": operator.neg, "abs": abs, "sqrt": math.sqrt, "inv": lambda x: 1 / x}


class RPN:
    def __init__(self, number=float):
        self.stack = []
        self.words = {}
        self.number = number

    def parse_number(self, tok):
        try:
            return self.number(tok)
        except (ValueError, InvalidOperation, ZeroDivisionError):
            return None

    def pop(self, n):
        if len(self.stack) < n:
            raise CalcError(f"stack underflow: need {n}, have {len(self.stack)}")
        vals = self.stack[-n:]
        del self.stack[-n:]
        return vals

    def eval(self, line):
        tokens = line.split()
        i = 0
        while i < len(tokens):
            tok = tokens[i]
            if tok == ":":
                end = tokens.index(";", i)
                name, body = tokens[i + 1], tokens[i + 2:end]
                if name in BINARY or name in UNARY:
                    raise CalcError(f"cannot redefine builtin {name!r}")
                self.words[name] = body
                i = end + 1
                continue
            if tok in self.words:
                self.eval(" ".join(self.words[tok]))
            elif tok in BINARY:
                a, b = self.pop(2)
                try:
                    self.stack.append(BINARY[tok](a, b))
                except ZeroDivisionError:
                    self.stack.extend([a, b])
                    raise CalcError(f"division by zero in {a} {tok} {b}") from None
            elif tok in UNARY:
                (a,) = self.pop(1)
                try:
                    self.stack.append(UNARY[tok](a))
                except (ValueError, ZeroDivisionError) as e:
                    self.stack.append(a)
                    raise CalcError(f"{tok}: {e}") from None
            elif tok == "dup":
                (a,) = self.pop(1)
                self.stack += [a, a]
            elif tok == "swap":
                a, b = self.pop(2)
                self.stack += [b, a]
            elif tok == "drop":
                self.pop(1)
            elif tok == "clear":
                self.stack.clear()
            elif (num := self.parse_number(tok)) is not None:
                self.stack.append(num)
            else:
                raise CalcError(f"unknown word {tok!r}")
            i += 1
        return self.stack[-1] if self.stack else None


calc = RPN()
for line in ["3 4 + 2 *", "clear 2 10 ^ 1000 -", ": sq dup * ;", "clear 7 sq", "sq sq", "clear 1 0 /", "clear 2 neg sqrt",
             "clear 5 +", "clear 3 4 swap - 9 max", "foo", ": + 1 ;", "clear 2 sqrt 2 sqrt * 2 -", "clear 17 5 // 17 5 % 17 5 /"]:
    try:
        result = calc.eval(line)
        print(f"{line:30} -> {result!r:24} stack={calc.stack}")
    except CalcError as e:
        print(f"{line:30} -> CalcError: {e}  stack={calc.stack}")

exact = RPN(Fraction)
print(exact.eval("1/3 1/6 + 3 *"), exact.eval("clear 2 inv 0.25 +"), exact.eval("clear 0.1 0.2 + 0.3 -"))
money = RPN(Decimal)
print(money.eval("0.1 0.2 +"), money.eval("clear 19.99 3 * 0.0825 1 + *"), money.eval("clear 1 3 /"))
try:
    money.eval("clear 1 0 /")
except CalcError as e:
    print("CalcError", e)
print(calc.words, RPN(int).eval("7 2 / 3 ^"), RPN(int).parse_number("1.5"))
