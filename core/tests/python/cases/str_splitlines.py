print("a\nb\r\nc".splitlines(), "one two".split(" ", 0))
