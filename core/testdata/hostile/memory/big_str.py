# A 10^9-character str and a replace that would build 10^8: refused by size before building, caught.
# reference: stated (CPython's MemoryError, in the playground's words for its per-object limit)
# exit: 0
for make in (lambda: "x" * 10**9, lambda: ("a" * 2**20).replace("a", "b" * 100)):
    try:
        make()
    except MemoryError as e:
        print("MemoryError:", e)
print("done")
