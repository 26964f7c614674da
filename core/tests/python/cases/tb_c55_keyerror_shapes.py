d = {}
for k in [(1, 2), "it's", ()]:
    try:
        d[k]
    except KeyError as e:
        print(repr(e), str(e))
d[None]
