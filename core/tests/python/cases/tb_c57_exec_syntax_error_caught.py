import traceback

sources = ["x = 1 +", "def f(:\n    pass", "print('a' 'b')", "if True:\nprint(1)", "return 5", "x = [1, 2", "a b c"]
for src in sources:
    try:
        exec(compile(src, "<snippet>", "exec"), {})
        print("ok")
    except SyntaxError as e:
        print(type(e).__name__, "|", e.msg, "|", e.lineno, e.offset, repr(e.text))
        print("".join(traceback.format_exception_only(type(e), e)), end="")
