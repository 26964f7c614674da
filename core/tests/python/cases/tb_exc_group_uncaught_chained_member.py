def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError("cannot parse " + s) from e


errs = []
for s in ["1", "x"]:
    try:
        parse(s)
    except RuntimeError as e:
        errs.append(e)
raise ExceptionGroup("parsing", errs)
