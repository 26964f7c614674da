import traceback
def bad():
    raise ValueError("x")
try:
    bad()
except ValueError as e:
    lines = traceback.format_exception(type(e), e, e.__traceback__)
    print(len(lines))
    print(repr(lines[0]))
    print(traceback.format_exc(limit=1), end="")
    print(traceback.format_exc(chain=False).count("\n"))
    traceback.clear_frames(e.__traceback__)
e2 = RuntimeError("no tb")
print(traceback.format_exception(e2))
print(traceback.format_exception_only(e2))
print(traceback.format_exception_only(None))
bad()
