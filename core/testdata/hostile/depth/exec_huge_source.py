# exec of a 20,000-line generated source: it compiles and runs.
# reference: cpython
# exit: 0
src = "\n".join(f"v{i} = {i}" for i in range(20000))
d = {}
exec(src, d)
print(d["v19999"], len(d))
print(eval(" + ".join(f"v{i}" for i in range(0, 20000, 100)), d))
