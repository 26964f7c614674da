x = 3
assert x < 0, f"x was {x}"
