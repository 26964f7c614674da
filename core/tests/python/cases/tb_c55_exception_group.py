def run(tasks):
    errors = []
    for t in tasks:
        try:
            t()
        except Exception as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup("tasks failed", errors)

run([lambda: 1])
print("ok")
run([lambda: 1 / 0, lambda: [][1], lambda: 2])
