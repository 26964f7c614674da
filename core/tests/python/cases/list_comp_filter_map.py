words = ["hi", "hello", "hey", "yo"]
print([w.upper() for w in words if w.startswith("h")], {w: len(w) for w in words})
