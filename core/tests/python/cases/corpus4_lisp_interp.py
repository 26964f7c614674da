import math, operator as op
Symbol = str
class Env(dict):
    def __init__(self, parms=(), args=(), outer=None):
        self.update(zip(parms, args))
        self.outer = outer
    def find(self, var):
        if var in self:
            return self
        if self.outer is None:
            raise LookupError(f"unbound symbol: {var}")
        return self.outer.find(var)
def tokenize(s):
    return s.replace("(", " ( ").replace(")", " ) ").split()
def parse(tokens):
    if not tokens:
        raise SyntaxError("unexpected EOF")
    t = tokens.pop(0)
    if t == "(":
        lst = []
        while tokens and tokens[0] != ")":
            lst.append(parse(tokens))
        if not tokens:
            raise SyntaxError("missing )")
        tokens.pop(0)
        return lst
    if t == ")":
        raise SyntaxError("unexpected )")
    for conv in (int, float):
        try:
            return conv(t)
        except ValueError:
            pass
    return Symbol(t)
def std_env():
    env = Env()
    env.update({"+": lambda *a: sum(a), "-": op.sub, "*": lambda *a: math.prod(a), "/": op.truediv, "<": op.lt, ">": op.gt,
                "=": op.eq, "<=": op.le, "abs": abs, "list": lambda *a: list(a), "car": lambda x: x[0], "cdr": lambda x: x[1:],
                "cons": lambda x, y: [x] + y, "null?": lambda x: x == [], "max": max, "min": min, "not": op.not_, "len": len,
                "map": lambda f, xs: list(map(f, xs)), "apply": lambda f, xs: f(*xs), "pi": math.pi})
    return env
class Procedure:
    def __init__(self, parms, body, env):
        self.parms, self.body, self.env = parms, body, env
    def __call__(self, *args):
        if len(args) != len(self.parms):
            raise TypeError(f"expected {len(self.parms)} args, got {len(args)}")
        return evaluate(self.body, Env(self.parms, args, self.env))
    def __repr__(self):
        return f"<lambda ({' '.join(self.parms)})>"
def evaluate(x, env):
    while True:
        if isinstance(x, Symbol):
            return env.find(x)[x]
        if not isinstance(x, list):
            return x
        if not x:
            return []
        head, *args = x
        if head == "quote":
            return args[0]
        if head == "if":
            test, conseq, alt = args
            x = conseq if evaluate(test, env) else alt
            continue
        if head == "define":
            env[args[0]] = evaluate(args[1], env)
            return None
        if head == "set!":
            env.find(args[0])[args[0]] = evaluate(args[1], env)
            return None
        if head == "lambda":
            return Procedure(args[0], args[1], env)
        if head == "begin":
            for e in args[:-1]:
                evaluate(e, env)
            x = args[-1]
            continue
        proc = evaluate(head, env)
        vals = [evaluate(a, env) for a in args]
        return proc(*vals)
def to_str(v):
    if isinstance(v, list):
        return "(" + " ".join(map(to_str, v)) + ")"
    if v is True:
        return "#t"
    if v is False:
        return "#f"
    return str(v)
env = std_env()
prog = """
(define fact (lambda (n) (if (<= n 1) 1 (* n (fact (- n 1))))))
(fact 20)
(fact 30)
(define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))
(map fib (list 0 1 2 3 4 5 6 7 8 9 10))
(define count (lambda (item L) (if (null? L) 0 (+ (if (= item (car L)) 1 0) (count item (cdr L))))))
(count 0 (list 0 1 2 3 0 0))
(define make-acc (lambda (total) (lambda (amt) (begin (set! total (+ total amt)) total))))
(define acc (make-acc 100))
(acc 10)
(acc 10)
(define loop (lambda (n acc) (if (= n 0) acc (loop (- n 1) (+ acc 1)))))
(loop 200 0)
(quote (a b (c d)))
(cons 1 (list 2 3))
(* pi 2)
(/ 7 2)
(< 1 2)
(apply max (list 3 9 2))
fact
(undefined-thing)
(fact 1 2)
(+ 1 (* 2
(1 2))
"""
buf = []
for line in prog.strip().splitlines():
    try:
        r = evaluate(parse(tokenize(line)), env)
        if r is not None:
            print(f"{line[:40]:<40} => {to_str(r)}")
    except (SyntaxError, LookupError, TypeError) as e:
        print(f"{line[:40]:<40} !! {type(e).__name__}: {e}")
