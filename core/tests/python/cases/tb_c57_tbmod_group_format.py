import traceback

def fail(i):
    if i % 2:
        raise ValueError(f"odd {i}")
    raise KeyError(i)

errors = []
for i in range(3):
    try:
        fail(i)
    except Exception as e:
        errors.append(e)
eg = ExceptionGroup("three failures", errors)
print("".join(traceback.format_exception(eg)), end="")
print(eg.split(ValueError)[0].exceptions)
raise eg
