def step(name):
    try:
        {}[name]
    except KeyError as e:
        raise RuntimeError(f"step {name} failed") from e

errs = []
for n in ["a", "b"]:
    try:
        step(n)
    except RuntimeError as e:
        errs.append(e)
inner = ExceptionGroup("inner", errs)
raise ExceptionGroup("outer", [inner, TypeError("t")])
