raise ValueError("bad input: 42")
