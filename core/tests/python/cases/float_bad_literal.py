float("x1")
