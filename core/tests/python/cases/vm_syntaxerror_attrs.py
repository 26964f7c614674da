# SyntaxError from compile/exec/eval carries msg, filename, lineno, offset, text and the end
# position; str(e) is "msg (file, line N)"; a missing indented block is an IndentationError
# naming the statement and its line.
def show(src, mode="exec", name="<s>"):
    try:
        if mode == "eval":
            eval(src)
        elif mode == "execfn":
            exec(src)
        else:
            compile(src, name, mode)
    except SyntaxError as e:
        print(type(e).__name__, "|", e)
        print("  ", repr(e.msg), e.lineno, e.offset, repr(e.text), e.filename)
        print("  ", isinstance(e, SyntaxError), len(e.args), e.args[0] == e.msg)


show("x = (1,")
show("x = [1, (2,\n")
show("y = {1: 2")
show("x = (1,", name="/some/dir/mod.py")
show("try:\n    pass\nexcept:\npass\n")
show("if x:\npass\n")
show("if x:\n    pass\nelse:\npass\n")
show("for i in x:\npass\n")
show("while x:\npass\n")
show("with a:\npass\n")
show("class C:\npass\n")
show("def f():\npass\n")
show("async def f():\npass\n")
show("def f():\n\n\npass")
show("try:\npass\n")
show("try:\n  pass\nfinally:\npass\n")
show("try:\n  pass\nexcept* E:\npass\n")
show("match x:\n  case 1:\n  pass\n")
show("x = 1\n  y = 2\n")
show("a b", mode="execfn")
show("return")
e = SyntaxError("m", ("f.py", 3, 4, "tx", 3, 5))
print(e, e.lineno, e.offset, e.text, e.end_lineno, e.end_offset, e.filename)
e = SyntaxError("m")
print(e, e.lineno, e.filename, e.msg)
e = SyntaxError("m", ("/x/f.py", 3, 4, "tx"))
print(e, e.end_lineno)
print(SyntaxError("m", (None, 3, 4, "tx")))
print(SyntaxError("m", ("f", None, 4, "tx")))
print(IndentationError("bad", ("g.py", 7, 1, "x\n")))
