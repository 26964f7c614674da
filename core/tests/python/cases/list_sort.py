l = [5, 2, 9, 1]
l.sort()
print(l)
l.sort(reverse=True)
print(l)
words = ["banana", "Apple", "cherry"]
words.sort(key=str.lower)
print(words)
words.sort(key=len)
print(words)
