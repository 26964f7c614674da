print("-".join(["a", "b", "c"]), "".join(str(i) for i in range(5)), ", ".join(map(str, [1, 2])))
