import math, collections, itertools, functools, operator, heapq, json, re, string, fractions, decimal, statistics
tests = [
 "len(5)", "int(None)", "'a' + 1", "1 + 'a'", "[] + ()", "None()", "1[0]", "{}[[]]", "sorted([1, 'a'])", "max([])",
 "''.join([1])", "f'{1:s}'", "int('abc')", "float('x')", "abs('x')", "round('x')", "iter(5)", "next(iter([]))", "'a' * 1.5",
 "None.attr", "(1).foo", "'abc'.foo()", "[1,2][5]", "(1,)[3]", "'ab'[9]", "{'a':1}['b']", "[].pop()", "{}.popitem()", "set().pop()",
 "1/0", "1%0", "1.0/0", "divmod(1, 0)", "int('12', 1)", "chr(-1)", "ord('ab')", "math.sqrt(-1)", "math.log(0)", "[1,2,3][1:2:0]",
 "list(1)", "tuple(None)", "dict(1)", "dict([1])", "set([[]])", "hash([])", "frozenset({1}).add(2)", "(1,2).append(3)", "'abc'[0] = 'x'",
 "x = 'abc'; x[0] = 'z'", "b'a' + 'b'", "'a' < 1", "[1] < (1,)", "None < None", "{1} < [1]", "-'a'", "~1.5",
 "int.foo", "type('X', (), {})().y", "object().x = 1", "math.factorial(-1)", "math.factorial(1.5)", "range(1.5)", "range(0, 10, 0)",
 "'{} {}'.format(1)", "'{0} {}'.format(1, 2)", "'{x}'.format(y=1)", "'%d' % 'a'", "'%s %s' % (1,)", "'%s' % (1, 2)", "'%z' % 1",
 "int('1' * 5000)", "10 ** 5000 / 1.0 if False else float(10**400)", "2.0 ** 10000", "math.exp(1000)", "[0] * (2**63)",
 "json.loads('[1,]')", "re.compile('(')", "fractions.Fraction(1, 0)", "decimal.Decimal('x')", "statistics.mean([])",
 "collections.namedtuple('P', 'x y')(1)", "collections.deque([1], maxlen=-1)", "heapq.heappop([])", "functools.reduce(max, [])",
 "operator.itemgetter(5)([1])", "itertools.islice([1], -1)", "'abc'.index('z')", "'a,b'.split('')", "'x'.center(5, 'ab')",
 "bytes('abc')", "bytes([300])", "bytearray(b'a').append(256)", "'abc'.encode('nope')", "int('ff', 37)", "float('1e400') + None",
 "sum(['a', 'b'])", "sum([[1]])", "min(1)", "getattr(1, 'x')", "setattr(1, 'x', 2)", "isinstance(1, 5)", "issubclass(1, int)",
 "print(sep=1)", "open('/nonexistent/file')", "import nosuchmod", "assert 1 == 2, 'msg'", "raise Exception",
 "lambda: (yield)", "def f(x): pass\nf()", "def f(): pass\nf(1)", "def f(*, a): pass\nf(1)", "def f(a): pass\nf(1, a=2)", "def f(**k): pass\nf(1)",
 "class A:\n def m(self): pass\nA().m(1)", "class A:\n def __init__(self, x): pass\nA()", "class A: pass\nA(1)", "class A:\n __slots__=()\nA().x=1",
 "x = [1]; x[1.0]", "'abc'['a']", "{}.get()", "dict.fromkeys()", "list.sort(1)", "[3,1].sort(key=1)", "zip(1)", "enumerate(1)",
 "a, b = 1", "a, = []", "[*1]", "{**1}", "f = lambda **k: k; f(**{1: 2})", "int(*[1, 2, 3])", 
]
for t in tests:
    try:
        exec(t, {"math": math, "collections": collections, "itertools": itertools, "functools": functools, "operator": operator, "heapq": heapq, "json": json, "re": re, "fractions": fractions, "decimal": decimal, "statistics": statistics})
        print("ok:", t)
    except BaseException as e:
        print(f"{t!r:45} {type(e).__name__}: {e}")
