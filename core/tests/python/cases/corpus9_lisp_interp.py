import math
import operator as op


class LispError(Exception):
    pass


class Symbol(str):
    pass


def tokenize(src):
    return src.replace("(", " ( ").replace(")", " ) ").replace("'", " ' ").split()


def parse(tokens):
    if not tokens:
        raise LispError("unexpected EOF")
    tok = tokens.pop(0)
    if tok == "(":
        lst = []
        while tokens and tokens[0] != ")":
            lst.append(parse(tokens))
        if not tokens:
            raise LispError("missing )")
        tokens.pop(0)
        return lst
    if tok == ")":
        raise LispError("unexpected )")
    if tok == "'":
        return [Symbol("quote"), parse(tokens)]
    return atom(tok)


def atom(tok):
    for conv in (int, float):
        try:
            return conv(tok)
        except ValueError:
            pass
    return Symbol(tok)


class Env(dict):
    def __init__(self, params=(), args=(), outer=None):
        super().__init__(zip(params, args))
        self.outer = outer

    def find(self, name):
        if name in self:
            return self
        if self.outer is None:
            raise LispError(f"unbound symbol: {name}")
        return self.outer.find(name)


class Procedure:
    def __init__(self, params, body, env, name="lambda"):
        self.params, self.body, self.env, self.name = params, body, env, name

    def __call__(self, *args):
        if len(args) != len(self.params):
            raise LispError(f"{self.name}: expected {len(self.params)} args, got {len(args)}")
        return evaluate(self.body, Env(self.params, args, self.env))

    def __repr__(self):
        return f"#<procedure {self.name}/{len(self.params)}>"


def standard_env():
    env = Env()
    env.update({
        "+": lambda *a: sum(a), "-": op.sub, "*": lambda *a: math.prod(a), "/": op.truediv,
        "<": op.lt, ">": op.gt, "=": op.eq, "<=": op.le, "mod": op.mod,
        "car": lambda x: x[0], "cdr": lambda x: x[1:], "cons": lambda a, b: [a] + b,
        "list": lambda *a: list(a), "null?": lambda x: x == [], "length": len,
        "abs": abs, "max": max, "min": min, "sqrt": math.sqrt, "apply": lambda f, a: f(*a),
        "map": lambda f, xs: [f(x) for x in xs], "filter": lambda f, xs: [x for x in xs if f(x)],
    })
    return env


GLOBAL = standard_env()


def evaluate(x, env=GLOBAL):
    while True:
        if isinstance(x, Symbol):
            return env.find(x)[x]
        if not isinstance(x, list):
            return x
        if not x:
            return x
        head, *rest = x
        if head == "quote":
            return rest[0]
        if head == "if":
            test, conseq, alt = rest
            x = conseq if evaluate(test, env) not in (False, [], 0) else alt
            continue
        if head == "define":
            name, expr = rest
            val = evaluate(expr, env)
            if isinstance(val, Procedure) and val.name == "lambda":
                val.name = name
            env[name] = val
            return None
        if head == "set!":
            name, expr = rest
            env.find(name)[name] = evaluate(expr, env)
            return None
        if head == "lambda":
            params, body = rest
            return Procedure(params, body, env)
        if head == "begin":
            for e in rest[:-1]:
                evaluate(e, env)
            x = rest[-1]
            continue
        if head == "let":
            bindings, body = rest
            names = [b[0] for b in bindings]
            vals = [evaluate(b[1], env) for b in bindings]
            x, env = body, Env(names, vals, env)
            continue
        proc = evaluate(head, env)
        args = [evaluate(a, env) for a in rest]
        if isinstance(proc, Procedure):
            if len(args) != len(proc.params):
                raise LispError(f"{proc.name}: expected {len(proc.params)} args, got {len(args)}")
            x, env = proc.body, Env(proc.params, args, proc.env)
            continue
        return proc(*args)


def to_str(v):
    if isinstance(v, list):
        return "(" + " ".join(map(to_str, v)) + ")"
    if v is True:
        return "#t"
    if v is False:
        return "#f"
    return str(v)


program = """
(define fact (lambda (n) (if (<= n 1) 1 (* n (fact (- n 1))))))
(fact 25)
(define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))
(map fib (list 0 1 2 3 4 5 6 7 8 9 10))
(define count (lambda (n acc) (if (= n 0) acc (count (- n 1) (+ acc 1)))))
(count 5000 0)
(let ((x 3) (y 4)) (sqrt (+ (* x x) (* y y))))
(define make-counter (lambda () (let ((n 0)) (lambda () (begin (set! n (+ n 1)) n)))))
(define c (make-counter))
(c)
(c)
(filter (lambda (x) (= (mod x 3) 0)) '(1 2 3 4 5 6 7 8 9))
(cons 'a '(b c))
(car (cdr '(1 (2 3) 4)))
(/ 7 2)
(apply max '(3 9 2))
fact
(fact 1 2)
(undefined-thing 1)
(car '())
(+ 1 (* 2
"""
buf = []
for line in program.strip().splitlines():
    try:
        result = evaluate(parse(tokenize(line)))
        if result is not None:
            print(to_str(result))
    except LispError as e:
        print("LispError:", e)
    except (IndexError, TypeError, ZeroDivisionError) as e:
        print(f"{type(e).__name__}: {e}")
