words = ["apple", "banana", "cherry"]
lengths = {w: len(w) for w in words}
print(lengths)
firsts = {w[0] for w in words}
print(sorted(firsts))
words.append("")
seconds = {w: w[1] for w in words}
