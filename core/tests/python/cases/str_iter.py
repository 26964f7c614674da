for ch in "abc":
    print(ch, end=" ")
print()
