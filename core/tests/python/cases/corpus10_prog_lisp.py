import math
import operator as op
from collections import ChainMap


class LispError(Exception):
    pass


class Symbol(str):
    def __repr__(self):
        return f"Symbol({str.__repr__(self)})"


def tokenize(src):
    return src.replace("(", " ( ").replace(")", " ) ").replace("'", " ' ").split()


def atom(tok):
    for conv in (int, float):
        try:
            return conv(tok)
        except ValueError:
            pass
    if tok.startswith('"') and tok.endswith('"') and len(tok) >= 2:
        return tok[1:-1]
    if tok in ("#t", "#f"):
        return tok == "#t"
    return Symbol(tok)


def read(tokens):
    if not tokens:
        raise LispError("unexpected EOF")
    tok = tokens.pop(0)
    if tok == "(":
        lst = []
        while tokens and tokens[0] != ")":
            lst.append(read(tokens))
        if not tokens:
            raise LispError("missing )")
        tokens.pop(0)
        return lst
    if tok == ")":
        raise LispError("unexpected )")
    if tok == "'":
        return [Symbol("quote"), read(tokens)]
    return atom(tok)


def parse_all(src):
    tokens = tokenize(src)
    out = []
    while tokens:
        out.append(read(tokens))
    return out


class Procedure:
    def __init__(self, params, body, env, name="lambda"):
        self.params, self.body, self.env, self.name = params, body, env, name

    def __call__(self, *args):
        if len(args) != len(self.params):
            raise LispError(f"{self.name}: expected {len(self.params)} args, got {len(args)}")
        return evaluate(self.body, self.env.new_child(dict(zip(self.params, args))))

    def __repr__(self):
        return f"<procedure {self.name}/{len(self.params)}>"


def standard_env():
    env = {
        "+": lambda *a: sum(a), "-": lambda a, *b: a - sum(b) if b else -a, "*": lambda *a: math.prod(a),
        "/": op.truediv, "//": op.floordiv, "mod": op.mod, "<": op.lt, ">": op.gt, "=": op.eq, "<=": op.le,
        "not": op.not_, "car": lambda x: x[0], "cdr": lambda x: x[1:], "cons": lambda x, y: [x] + y,
        "list": lambda *x: list(x), "null?": lambda x: x == [], "length": len, "abs": abs, "max": max, "min": min,
        "sqrt": math.sqrt, "apply": lambda f, args: f(*args), "map": lambda f, xs: [f(x) for x in xs],
        "filter": lambda f, xs: [x for x in xs if f(x)], "number?": lambda x: isinstance(x, (int, float)) and not isinstance(x, bool),
        "pi": math.pi, "display": lambda x: print(lisp_str(x)) or None,
    }
    return ChainMap({}, env)


def lisp_str(x):
    if isinstance(x, bool):
        return "#t" if x else "#f"
    if isinstance(x, list):
        return "(" + " ".join(map(lisp_str, x)) + ")"
    if isinstance(x, Symbol):
        return str(x)
    if isinstance(x, str):
        return f'"{x}"'
    return str(x)


def evaluate(x, env):
    while True:
        if isinstance(x, Symbol):
            for m in env.maps:
                if x in m:
                    return m[x]
            raise LispError(f"unbound symbol {x}")
        if not isinstance(x, list):
            return x
        if not x:
            raise LispError("empty application")
        head, *args = x
        if head == "quote":
            return args[0]
        if head == "if":
            test, conseq, alt = (args + [None])[:3]
            x = conseq if evaluate(test, env) not in (False, None, []) else alt
            continue
        if head == "define":
            target, body = args
            if isinstance(target, list):
                name, *params = target
                env.maps[0][name] = Procedure(params, body, env, name)
            else:
                env.maps[0][target] = evaluate(body, env)
            return None
        if head == "set!":
            name, body = args
            for m in env.maps:
                if name in m:
                    m[name] = evaluate(body, env)
                    return None
            raise LispError(f"set! of unbound {name}")
        if head == "lambda":
            return Procedure(args[0], args[1], env)
        if head == "begin":
            for e in args[:-1]:
                evaluate(e, env)
            x = args[-1]
            continue
        if head == "let":
            bindings, body = args
            env = env.new_child({name: evaluate(val, env) for name, val in bindings})
            x = body
            continue
        proc = evaluate(head, env)
        vals = [evaluate(a, env) for a in args]
        if isinstance(proc, Procedure):
            if len(vals) != len(proc.params):
                raise LispError(f"{proc.name}: expected {len(proc.params)} args, got {len(vals)}")
            env = proc.env.new_child(dict(zip(proc.params, vals)))
            x = proc.body
            continue
        if not callable(proc):
            raise LispError(f"not a procedure: {lisp_str(proc)}")
        return proc(*vals)


PROGRAM = """
(define (fact n) (if (<= n 1) 1 (* n (fact (- n 1)))))
(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
(define (count-down n acc) (if (= n 0) acc (count-down (- n 1) (+ acc 1))))
(define (make-counter)
  (let ((n 0)) (lambda () (begin (set! n (+ n 1)) n))))
(define c (make-counter))
(c) (c)
(define (compose f g) (lambda (x) (f (g x))))
(define square (lambda (x) (* x x)))
(display (map (compose square (lambda (x) (+ x 1))) '(1 2 3)))
(fact 20)
(fact 30)
(map fib '(0 1 2 3 4 5 6 7 8 9 10))
(count-down 5000 0)
(c)
(filter (lambda (x) (= (mod x 3) 0)) (list 1 2 3 4 5 6 7 8 9))
(let ((a 3) (b 4)) (sqrt (+ (* a a) (* b b))))
(apply + (list 1 2 3 4))
(cons 'a '(b c))
(car (cdr '(1 (2 3) 4)))
(if #f 1)
(null? '())
(/ 10 4)
(// 10 4)
"word"
(- 5)
(number? #t)
fact
"""

env = standard_env()
for expr in parse_all(PROGRAM):
    result = evaluate(expr, env)
    if result is not None:
        print(f"{lisp_str(expr)[:40]:<42} => {lisp_str(result) if not isinstance(result, Procedure) else repr(result)}")

for bad in ["(undefined-fn 1)", "(fact 1 2)", "(1 2 3)", "(car '())", "(+ 1", ")", "()", "(set! nope 1)", "(/ 1 0)"]:
    try:
        for e in parse_all(bad):
            evaluate(e, env)
        print(bad, "=> ok")
    except LispError as e:
        print(f"{bad:<20} LispError: {e}")
    except (ZeroDivisionError, IndexError) as e:
        print(f"{bad:<20} {type(e).__name__}: {e}")
print(repr(Symbol("x")), Symbol("x") == "x", sorted(k for k in env.maps[0] if not k.startswith("_")))
