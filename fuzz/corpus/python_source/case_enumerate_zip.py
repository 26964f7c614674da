for i, c in enumerate("ab", start=1):
    print(i, c)
print(list(zip([1, 2, 3], "ab")), list(zip()), list(enumerate([])))
