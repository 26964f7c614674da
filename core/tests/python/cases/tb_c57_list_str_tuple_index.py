def position(seq, item):
    return seq.index(item)

print(position([1, 2], 2), position("abc", "c"), position((1, 2), 1))
for seq, item in [([1, 2], 5), ("abc", "z"), ((1, 2), 9)]:
    try:
        position(seq, item)
    except ValueError as e:
        print(e)
position({"a": 1}, "a")
