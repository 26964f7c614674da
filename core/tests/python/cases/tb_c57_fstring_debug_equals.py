def f(): return 1 / 0
print(f"{f()=}")
