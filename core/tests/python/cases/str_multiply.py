print("ab" * 3, 3 * "-", "x" * 0)
