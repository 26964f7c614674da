def check(v):
    if v < 0:
        e = ValueError(f"negative: {v}")
        e.add_note("values must be >= 0")
        raise e
    return v

errs = []
for v in [1, -2, -3]:
    try:
        check(v)
    except ValueError as e:
        errs.append(e)
inner = ExceptionGroup("inner", errs)
raise ExceptionGroup("outer", [inner, TypeError("t")])
