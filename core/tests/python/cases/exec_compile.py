# compile() makes a code object exec and eval run; its SyntaxError comes at compile time.
c = compile("x + 1", "f", "eval")
print(type(c).__name__, c.co_filename, eval(c, {"x": 2}), eval(c, {"x": 10}))
try:
    compile("x +", "<s>", "eval")
except SyntaxError as e:
    print("SyntaxError")
try:
    compile("x", "<s>", "bad")
except ValueError as e:
    print(e)
try:
    compile(1, "<s>", "exec")
except TypeError as e:
    print(e)
c = compile("y = 3\nz = y * 2", "<s>", "exec")
d = {}
print(exec(c, d), d["y"], d["z"])
print(exec(compile("1+1", "<s>", "eval")))
loop = compile("total = sum(range(n))", "<loop>", mode="exec")
for n in (3, 4):
    exec(loop)
    print(total)
try:
    compile("x")
except TypeError as e:
    print(e)
