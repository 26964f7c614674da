print(1 and 2, 0 and 2, 1 or 2, 0 or "", None or "x", not 0, not [1])
