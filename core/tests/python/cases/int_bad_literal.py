int("abc")
