s = "a,b,,c"
print(s.split(","), s.split(",", 1), s.rsplit(",", 1), "x y  z".split(), "abc".replace("b", "B"))
