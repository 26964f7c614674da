import sys
import traceback


def a():
    return b()


def b():
    return traceback.extract_stack(limit=3)


st = a()
print(type(st).__name__, [(f.filename, f.lineno, f.name) for f in st])


def c():
    f = sys._getframe(1)
    return [(fs.name, fs.lineno) for fs in traceback.extract_stack(f, limit=2)]


def c2():
    return c()


print(c2())


def walker():
    return [(fr.f_code.co_name, n) for fr, n in traceback.walk_stack(sys._getframe(1))][:2]


def w2():
    return walker()


print(w2())


def depth(n):
    if n == 0:
        return [fs.name for fs in traceback.extract_stack(limit=5)]
    return depth(n - 1)


print(depth(6))
ss = traceback.StackSummary.extract(traceback.walk_stack(sys._getframe()), limit=1)
print([(f.name, f.lineno) for f in ss], type(ss).__name__)


def with_locals(x, y="s"):
    return traceback.StackSummary.extract(traceback.walk_stack(sys._getframe()), limit=1,
                                          capture_locals=True)


fs = with_locals(3)[0]
print(fs.name, fs.locals)
print(len(traceback.format_stack(limit=1)), traceback.format_stack(limit=1)[0].splitlines()[0])


# walk_stack(None) starts where CPython's does: four frames out from its own.
def g():
    out = []
    for fr, _ in traceback.walk_stack(None):
        if fr.f_code.co_filename == "<program>":
            out.append(fr.f_code.co_name)
    return out


def h():
    return g()


def i():
    return h()


def j():
    return i()


print(j())


def k(limit):
    frames = traceback.StackSummary.extract(traceback.walk_stack(None), limit=limit)
    return [(f.name, f.lineno) for f in frames if f.filename == "<program>"]


def k2(limit):
    return k(limit)


print(k2(None), k2(1), k2(2), k2(0))
traceback.extract_stack(limit="2")
