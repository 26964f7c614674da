def drop(s, x):
    s.remove(x)


drop({1, 2}, (3, "three"))
