def deep(n):
    if n == 0:
        return ExceptionGroup("leaf", [ValueError("x")])
    return ExceptionGroup(f"level {n}", [deep(n - 1)])
raise deep(12)
