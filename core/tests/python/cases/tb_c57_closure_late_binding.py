def make_dividers():
    funcs = []
    for d in [2, 1, 0]:
        funcs.append(lambda x: x / d)
    return funcs

fs = make_dividers()
print(fs[0](10))
