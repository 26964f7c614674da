def find(items, target):
    for item in items:
        if item == target:
            return item

words = ["apple", "pear"]
print(find(words, "pear").upper())
print(find(words, "plum").upper())
