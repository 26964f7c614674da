# The ~~^^ marker lines CPython 3.11 draws under the failing expression (PEP 657).
import traceback


def show(fn):
    try:
        fn()
    except Exception:
        print(traceback.format_exc())


def binop():
    a, b = 1, "x"
    return (a) + b


def subscript():
    d = {"k": [1, 2]}
    return d["k"][5]


def attribute():
    o = None
    return o.attr.method()


def call_in_assign():
    def inner(x):
        return 10 // x
    y = inner(0)
    return y


def asserts():
    x = 1
    assert x == 2, "no"


def aug():
    d = {}
    d["k"] += 1


def power():
    y = 2 ** "a"
    return y


def wide():
    a = 1
    return a   +   None


def multiline():
    return max(
        1,
        "a",
    )


def name_in_call():
    print(undefined_name)


def compare():
    return [1] < 3


def unary():
    return -"a"


def nonascii():
    return "é" + 1


def whole_line():
    raise ValueError("the whole line: no markers")


for fn in (binop, subscript, attribute, call_in_assign, asserts, aug, power, wide, multiline,
           name_in_call, compare, unary, nonascii, whole_line):
    show(fn)

try:
    subscript()
except IndexError as e:
    for fs in traceback.extract_tb(e.__traceback__):
        print(fs.name, fs.lineno, fs.end_lineno, fs.colno, fs.end_colno)
    print("".join(traceback.format_list(traceback.extract_tb(e.__traceback__))))
    print(traceback.format_exception(e)[2])
