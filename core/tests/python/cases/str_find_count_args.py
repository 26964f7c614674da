s = "banana"
print(s.find("a", 2), s.count("an"), s.rfind("a", 0, 3), s.index("n"), s.startswith("an", 1))
