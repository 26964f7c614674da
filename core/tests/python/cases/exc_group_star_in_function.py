def f(items):
    errors = []
    for i in items:
        try:
            if i % 2:
                raise ValueError(i)
        except ValueError as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup("odd values", errors)

try:
    f(range(6))
except* ValueError as eg:
    print(eg.message, [e.args[0] for e in eg.exceptions])
