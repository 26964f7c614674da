print("a-b-c".split("-", maxsplit=1), "abc".upper().lower(), "Hello".swapcase(), "x".join("abc"), "ab" in "cabd")
