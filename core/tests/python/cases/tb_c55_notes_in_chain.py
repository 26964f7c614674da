def step(n):
    try:
        return 10 / n
    except ZeroDivisionError as e:
        e.add_note(f"step was called with n={n}")
        raise ValueError("step failed") from e

print(step(2))
step(0)
