def numbers(items):
    for item in items:
        yield int(item)

def doubled(items):
    for n in numbers(items):
        yield n * 2

print(list(doubled(["1", "2"])))
total = 0
for v in doubled(["3", "4", "five"]):
    total += v
    print("got", v)
