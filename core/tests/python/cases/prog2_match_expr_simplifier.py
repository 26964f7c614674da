"""An algebra simplifier over a small expression tree using class patterns and __match_args__."""
from dataclasses import dataclass


class Expr:
    def __add__(self, o):
        return Add(self, lift(o))

    def __mul__(self, o):
        return Mul(self, lift(o))

    def __radd__(self, o):
        return Add(lift(o), self)

    def __rmul__(self, o):
        return Mul(lift(o), self)


@dataclass(frozen=True)
class Num(Expr):
    value: int

    def __str__(self):
        return str(self.value)


@dataclass(frozen=True)
class Var(Expr):
    name: str

    def __str__(self):
        return self.name


@dataclass(frozen=True)
class Add(Expr):
    left: Expr
    right: Expr

    def __str__(self):
        return f"({self.left} + {self.right})"


@dataclass(frozen=True)
class Mul(Expr):
    left: Expr
    right: Expr

    def __str__(self):
        return f"{self.left}*{self.right}"


@dataclass(frozen=True)
class Pow(Expr):
    base: Expr
    exp: int

    def __str__(self):
        return f"{self.base}^{self.exp}"


def lift(x):
    if isinstance(x, Expr):
        return x
    if isinstance(x, int):
        return Num(x)
    raise TypeError(f"cannot lift {type(x).__name__}")


def simplify(e):
    match e:
        case Add(l, r):
            l, r = simplify(l), simplify(r)
            match l, r:
                case (Num(0), x) | (x, Num(0)):
                    return x
                case Num(a), Num(b):
                    return Num(a + b)
                case x, y if x == y:
                    return simplify(Mul(Num(2), x))
                case _:
                    return Add(l, r)
        case Mul(l, r):
            l, r = simplify(l), simplify(r)
            match l, r:
                case (Num(0), _) | (_, Num(0)):
                    return Num(0)
                case (Num(1), x) | (x, Num(1)):
                    return x
                case Num(a), Num(b):
                    return Num(a * b)
                case Num(a), Mul(Num(b), x):
                    return Mul(Num(a * b), x)
                case x, y if x == y:
                    return Pow(x, 2)
                case Pow(x, n), y if x == y:
                    return Pow(x, n + 1)
                case _:
                    return Mul(l, r)
        case Pow(_, 0):
            return Num(1)
        case Pow(b, 1):
            return simplify(b)
        case _:
            return e


def evaluate(e, env):
    match e:
        case Num(v):
            return v
        case Var(name):
            if name not in env:
                raise NameError(f"unbound variable {name}")
            return env[name]
        case Add(l, r):
            return evaluate(l, env) + evaluate(r, env)
        case Mul(l, r):
            return evaluate(l, env) * evaluate(r, env)
        case Pow(b, n):
            return evaluate(b, env) ** n


x, y = Var("x"), Var("y")
exprs = [x + 0, 0 * y + 1 * x, Num(2) + 3, x + x, x * x * x, 2 * (3 * y), (x + 0) * (1 * x), Pow(y, 0), Pow(x + 0, 1), x * y + y * x]
for e in exprs:
    s = simplify(e)
    print(f"{str(e):28} => {str(s):16} = {evaluate(s, {'x': 3, 'y': 4})}")
print(Add.__match_args__, Pow.__match_args__)
try:
    evaluate(Var("z") + 1, {})
except NameError as e:
    print("NameError", e)
try:
    x + 1.5
except TypeError as e:
    print("TypeError", e)
