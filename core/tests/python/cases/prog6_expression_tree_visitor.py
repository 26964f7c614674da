# Symbolic expressions: an AST of dataclasses, operator overloading to build it, a visitor for
# evaluation, simplification and derivatives, and pretty printing with minimal parentheses.
from __future__ import annotations
from dataclasses import dataclass
from fractions import Fraction
import math

class Expr:
    def __add__(self, o): return Add(self, lift(o))
    def __radd__(self, o): return Add(lift(o), self)
    def __sub__(self, o): return Sub(self, lift(o))
    def __rsub__(self, o): return Sub(lift(o), self)
    def __mul__(self, o): return Mul(self, lift(o))
    def __rmul__(self, o): return Mul(lift(o), self)
    def __truediv__(self, o): return Div(self, lift(o))
    def __pow__(self, o): return Pow(self, lift(o))
    def __neg__(self): return Mul(Const(-1), self)

def lift(x):
    return x if isinstance(x, Expr) else Const(Fraction(x))

@dataclass(frozen=True)
class Const(Expr):
    value: Fraction

@dataclass(frozen=True)
class Var(Expr):
    name: str

@dataclass(frozen=True)
class BinOp(Expr):
    left: Expr
    right: Expr

class Add(BinOp): op, prec = "+", 1
class Sub(BinOp): op, prec = "-", 1
class Mul(BinOp): op, prec = "*", 2
class Div(BinOp): op, prec = "/", 2
class Pow(BinOp): op, prec = "^", 3

class Visitor:
    def visit(self, node):
        for cls in type(node).__mro__:
            meth = getattr(self, "visit_" + cls.__name__, None)
            if meth:
                return meth(node)
        raise TypeError(f"{type(self).__name__} cannot visit {type(node).__name__}")

class Printer(Visitor):
    def visit_Const(self, n):
        v = n.value
        return str(v) if v.denominator == 1 else f"({v})"
    def visit_Var(self, n): return n.name
    def visit_BinOp(self, n):
        def wrap(child, right=False):
            s = self.visit(child)
            p = getattr(child, "prec", 9)
            if p < n.prec or (right and p == n.prec and n.op in "-/^"):
                s = f"({s})"
            return s
        return f"{wrap(n.left)} {n.op} {wrap(n.right, True)}"

class Evaluator(Visitor):
    OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
           "/": lambda a, b: a / b, "^": lambda a, b: a ** b}
    def __init__(self, env): self.env = env
    def visit_Const(self, n): return n.value
    def visit_Var(self, n):
        try:
            return self.env[n.name]
        except KeyError:
            raise NameError(f"unbound variable {n.name!r}") from None
    def visit_BinOp(self, n): return self.OPS[n.op](self.visit(n.left), self.visit(n.right))

class Simplifier(Visitor):
    def visit_Const(self, n): return n
    def visit_Var(self, n): return n
    def visit_BinOp(self, n):
        l, r = self.visit(n.left), self.visit(n.right)
        if isinstance(l, Const) and isinstance(r, Const):
            return Const(Fraction(Evaluator({}).visit(type(n)(l, r))))
        match n.op, l, r:
            case "+", Const(0), x: return x
            case "+" | "-", x, Const(0): return x
            case "*", Const(0), _: return Const(Fraction(0))
            case "*", _, Const(0): return Const(Fraction(0))
            case "*", Const(1), x: return x
            case "*" | "/" | "^", x, Const(1): return x
            case "^", _, Const(0): return Const(Fraction(1))
            case "-", x, y if x == y: return Const(Fraction(0))
        return type(n)(l, r)

class Deriv(Visitor):
    def __init__(self, var): self.var = var
    def visit_Const(self, n): return Const(Fraction(0))
    def visit_Var(self, n): return Const(Fraction(int(n.name == self.var)))
    def visit_Add(self, n): return self.visit(n.left) + self.visit(n.right)
    def visit_Sub(self, n): return self.visit(n.left) - self.visit(n.right)
    def visit_Mul(self, n): return self.visit(n.left) * n.right + n.left * self.visit(n.right)
    def visit_Div(self, n):
        return (self.visit(n.left) * n.right - n.left * self.visit(n.right)) / n.right ** 2
    def visit_Pow(self, n):
        if not isinstance(n.right, Const):
            raise NotImplementedError("only constant exponents")
        return n.right * n.left ** (n.right.value - 1) * self.visit(n.left)

x, y = Var("x"), Var("y")
exprs = [3 * x ** 2 + 2 * x - 5, (x + 1) / (x - 1), x - (y - 1), (x - y) - 1, 2 ** x if False else x ** 3 / 3,
         -x * (y + 0) * 1, (x * y) ** 2 - x * y / 2, 0 * x + 1 * y - y]
show, simp = Printer().visit, Simplifier().visit
for e in exprs:
    d = simp(Deriv("x").visit(e))
    val = Evaluator({"x": Fraction(3), "y": Fraction(1, 2)}).visit(e)
    print(f"{show(e):<28} = {str(val):<6} simplified: {show(simp(e)):<18} d/dx: {show(d)}")
try:
    Evaluator({}).visit(x + 1)
except NameError as e:
    print("NameError:", e)
try:
    Deriv("x").visit(x ** y)
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    Printer().visit(Expr())
except TypeError as e:
    print(e)
print(x + 1 == Var("x") + 1, hash(x * 2) == hash(Var("x") * 2), Add.__mro__[1].__name__, repr(x + 1))
print(float(Evaluator({"x": Fraction(1, 3)}).visit(exprs[0])), math.isclose(float(Fraction(1, 3)), 1 / 3))
