# eval/exec argument errors and errors raised inside, caught.
for args in [(), ("1", {}, {}, {}), (1,), ("1", []), ("1", {}, 5)]:
    for fn in (eval, exec):
        try:
            fn(*args)
        except TypeError as e:
            print(fn.__name__, "TypeError:", e)
try:
    eval("1", globals={})
except TypeError as e:
    print(e)
try:
    eval("undefined_name")
except NameError as e:
    print("NameError:", e)
try:
    exec("raise ValueError('from exec')")
except ValueError as e:
    print("ValueError:", e)
try:
    eval("1/0")
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    eval("x = 1")
except SyntaxError as e:
    print("SyntaxError", e.__class__.__name__)
try:
    exec("def f(:\n  pass")
except SyntaxError:
    print("SyntaxError caught")
exec("yield 1")
