print("{} {}".format(1, 2), "{1} {0}".format("a", "b"), "{x}-{y}".format(x=1, y=2), "{:>4}|{:.2f}".format("a", 2))
