print(sum(x * x for x in range(10)), max(len(w) for w in ["a", "abc"]), list(x for x in "hi"))
