def fail(i):
    if i % 2:
        raise ValueError(f"odd {i}")
    raise KeyError(i)


def collect():
    errors = []
    for i in range(3):
        try:
            fail(i)
        except Exception as e:
            errors.append(e)
    raise ExceptionGroup("collected", errors)


collect()
