words = ["a", "b"]
print("".join(words))
try:
    sum(words, "")
except TypeError as e:
    print(e)
def total(values):
    return sum(values)
print(total([1, 2.5]))
print(total([1, "2"]))
