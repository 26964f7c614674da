# error messages of everyday list/tuple/str/dict operations, as a test harness prints them
cases = [
    "[1, 2].index(3)", "(1, 2).index(3)", "'abc'.index('z')", "[1].remove(2)", "[].pop()", "[1].pop(5)", "{}['k']", "{1: 2}[(1, 2)]",
    "'abc'.rindex('z')", "[1, 2, 3].index(2, 0, 1)", "list.index([], 1)", "'x'.join([1, 2])", "'a' + 1", "1 + 'a'", "[1] + (2,)",
    "'abc' * 'x'", "[1] * 1.5", "None + 1", "len(5)", "len(None)", "iter(5)", "next([1])", "int(None)", "float('abc')", "float([])",
    "int('')", "int('3.5')", "complex('1+')", "ord('ab')", "chr(-1)", "chr(0x110000)", "hash([])", "hash({})", "sorted([1, 'a'])",
    "min([])", "max(1)", "sum(['a', 'b'])", "sum([[1]], [])", "range(1.5)", "range(0, 10, 0)", "[1, 2][1:2:0]", "'abc'[5]", "[][0]", "(1,)[-3]",
    "'abc'.split('')", "'%d' % 'x'", "'{}'.format()", "divmod(1, 0)", "1 % 0", "2 ** -1 // 0", "pow(2, -1, 4)", "pow(0, -1)", "(-8) ** (1/3)",
    "abs('x')", "round('x')", "list(5)", "tuple(None)", "set([[]])", "frozenset(1)", "dict.fromkeys(1)", "{}.update(1)",
    "bytes('abc')", "bytes(-1)", "bytearray(b'a')[5]", "b'abc'.decode('nope')", "'abc'.encode('nope')", "memoryview(b'ab')[9]",
    "object().x", "object().x = 1", "None.foo", "(1).real = 2",
    "isinstance(1, 'int')", "issubclass(1, int)", "super()", "callable()", "vars(1)", "getattr(1, 'nope')",
    "[x for x in 5]", "{**[]}", "print(sep=1)", "open(5.5)", "zip(1)", "enumerate(1)", "reversed({1})",
    "'a' < 1", "[] < ()", "{} < {}", "None < None", "1j < 2j", "[1, 'a'].sort()", "max([1, 'a'])",
]
import math
for c in cases:
    try:
        if c.endswith(" = 1") or c.endswith(" = 2") or c.startswith("del "):
            exec(c)
            print(f"{c:32} ok")
        else:
            r = eval(c)
            print(f"{c:32} = {r!r}")
    except Exception as e:
        print(f"{c:32} {type(e).__name__}: {e}")
